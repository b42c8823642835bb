"""Renders a module's public API from its symbol graphs as sorted lines of text.

usage: render.py <graphs dir> <module>

One line a public declaration: its path, its declaration as the compiler writes it, and its
availability when it has any (deprecations, renames, platforms); one line a conformance. The
symbol graphs of the module's extensions to other modules' types (<Module>@Swift...) count
too. Lines are sorted, so the file diffs cleanly in review.
"""
import glob
import json
import os
import sys

graphs, module = sys.argv[1], sys.argv[2]
# What every type has unless it opts out; listing them would only add noise.
IMPLIED = ("Copyable", "Escapable", "SendableMetatype")


def constraints(items):
    kept = [c for c in items if not (c["kind"] == "conformance" and c["rhs"] in IMPLIED)]
    return ", ".join(f"{c['lhs']} {c['kind']} {c['rhs']}" for c in kept)


lines = set()
for path in sorted(glob.glob(os.path.join(graphs, f"{module}.symbols.json")) +
                   glob.glob(os.path.join(graphs, f"{module}@*.symbols.json"))):
    graph = json.load(open(path))
    names = {}
    for symbol in graph["symbols"]:
        names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        # Members a conformance inherits from another module's protocol extensions (Sequence's
        # `contains(where:)`): the conformance line stands for them, and they change with the
        # toolchain, not with this package.
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        name = ".".join(symbol["pathComponents"])
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        declaration = " ".join(declaration.split())
        notes = []
        for item in symbol.get("availability", []):
            words = [item.get("domain", "*")]
            for key in ("introduced", "deprecated", "obsoleted"):
                if key in item:
                    v = item[key]
                    words.append(f"{key} {v.get('major', 0)}.{v.get('minor', 0)}")
            if item.get("isUnconditionallyDeprecated"):
                words.append("deprecated")
            if item.get("isUnconditionallyUnavailable"):
                words.append("unavailable")
            if "renamed" in item:
                words.append(f"renamed {item['renamed']}")
            notes.append(" ".join(words))
        where = constraints(symbol.get("swiftGenerics", {}).get("constraints", []))
        line = f"{name}: {declaration}"
        if where and " where " not in declaration:
            line += f" (where {where})"
        if notes:
            line += " @available(" + "; ".join(notes) + ")"
        lines.add(line)
    for relation in graph.get("relationships", []):
        if relation["kind"] != "conformsTo":
            continue
        source = names.get(relation["source"])
        if source is None:
            continue
        target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
        if target.split(".")[-1] in IMPLIED:
            continue
        where = constraints(relation.get("swiftConstraints", []))
        lines.add(f"{source} conforms to {target}" + (f" where {where}" if where else ""))
print("\n".join(sorted(lines)))
