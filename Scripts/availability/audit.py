"""The availability audit behind Scripts/check-availability.

Reads the references the compiler indexed in our library modules (index-references' output),
the symbol graphs of the modules we build on (their Apple `@available` kept on Linux), the
platforms of Package.swift, and our sources' `if #available` / `guard #available` /
`@available` scopes. Fails for every use of a declaration newer than our minimum on a platform
(or unavailable there) outside a scope of ours that guards it; prints the report of every
OS-gated declaration we use and what protects it.
"""

import json
import os
import re
import sys
from collections import defaultdict

PLATFORMS = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
MARK_BEGIN = "<!-- availability report: begin (Scripts/check-availability --write) -->"
MARK_END = "<!-- availability report: end -->"


def version(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def show(parts):
    return ".".join(str(part) for part in (parts if parts[2] else parts[:2]))


def graph_version(entry):
    return (entry.get("major", 0), entry.get("minor", 0), entry.get("patch", 0))


def load_graphs(folder):
    """USR -> (module, name, {domain: introduced tuple or 'unavailable'})."""
    symbols, parents, defaults = {}, {}, defaultdict(list)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(folder, name)) as file:
            graph = json.load(file)
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            gates = {}
            for entry in symbol.get("availability", []):
                domain = entry.get("domain")
                if domain not in PLATFORMS.values():
                    continue
                if entry.get("isUnconditionallyUnavailable"):
                    gates[domain] = "unavailable"
                elif "introduced" in entry:
                    gates[domain] = graph_version(entry["introduced"])
            title = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
            symbols[symbol["identifier"]["precise"]] = (module, title, gates)
        for relation in graph.get("relationships", []):
            if relation["kind"] in ("memberOf", "optionalRequirementOf", "requirementOf"):
                parents.setdefault(relation["source"], relation["target"])
            elif relation["kind"] == "defaultImplementationOf":
                defaults[relation["target"]].append(relation["source"])
    # A requirement added to a protocol later (FixedWidthInteger's &* in Swift 6) is callable on
    # older systems through its default implementation: it is gated no more than that is.
    for requirement, implementations in defaults.items():
        if requirement not in symbols:
            continue
        module, title, gates = symbols[requirement]
        for usr in implementations:
            if usr in symbols:
                other = symbols[usr][2]
                gates = {
                    d: g if other[d] == "unavailable" else other[d] if g == "unavailable" else min(g, other[d])
                    for d, g in gates.items()
                    if d in other
                }
        symbols[requirement] = (module, title, gates)
    # A member of a gated type or extension is gated the same, unless it says more.
    def inherited(usr, seen=()):
        module, title, gates = symbols[usr]
        parent = parents.get(usr)
        if parent in symbols and parent not in seen:
            merged = dict(inherited(parent, seen + (usr,))[2])
            for domain, gate in gates.items():
                if gate == "unavailable" or merged.get(domain) in (None, "unavailable") or gate > merged[domain]:
                    merged[domain] = gate
            return module, title, merged
        return module, title, gates
    return {usr: inherited(usr) for usr in symbols}


def strip(text):
    """The source with comments and string literals blanked out, newlines kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i)); i = j + 1
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def platform_versions(arguments):
    found = {}
    for part in arguments.split(","):
        match = re.match(r"\s*(macOS|iOS|tvOS|watchOS|visionOS)\s+([0-9.]+)\s*$", part)
        if match:
            found[match.group(1)] = version(match.group(2))
    return found


def guards(path):
    """[(first line, last line, {domain: version}, what)] for the gated scopes of a file."""
    text = strip(open(path).read())
    line_of = [0] * (len(text) + 1)
    line = 1
    for index, char in enumerate(text):
        line_of[index] = line
        line += char == "\n"
    line_of[len(text)] = line
    closing, stack = {}, []
    for index, char in enumerate(text):
        if char == "{":
            stack.append(index)
        elif char == "}" and stack:
            closing[stack.pop()] = index
    def enclosing_end(position):
        best = None
        for opening, end in closing.items():
            if opening < position < end and (best is None or end < best):
                best = end
        return best if best is not None else len(text)
    scopes = []
    for match in re.finditer(r"(#available|@available)\s*\(([^)]*)\)", text):
        versions = platform_versions(match.group(2))
        if not versions:
            continue
        brace = text.find("{", match.end())
        if brace < 0:
            continue
        statement = text[text.rfind("\n", 0, match.start()) + 1 : match.start()]
        if match.group(1) == "#available" and re.search(r"\bguard\b", statement):
            start = closing.get(brace, brace)
            scopes.append((line_of[start], line_of[enclosing_end(match.start())], versions, "guard #available"))
        else:
            kind = "if #available" if match.group(1) == "#available" else "@available"
            # `@available` covers its whole declaration, from the attribute on: the attributes
            # after it too (a macro such as `@Observable` expands at its own line).
            first = line_of[match.start()] if kind == "@available" else line_of[brace]
            scopes.append((first, line_of[closing.get(brace, len(text))], versions, kind))
    return scopes


def main():
    references, graphs, package_dump, root, report_path = sys.argv[1:6]
    write = len(sys.argv) > 6 and sys.argv[6] == "--write"
    with open(package_dump) as file:
        package = json.load(file)
    minimums = {PLATFORMS[p["platformName"]]: version(p["version"]) for p in package.get("platforms", [])}
    symbols = load_graphs(graphs)
    scope_cache = {}
    used = defaultdict(list)  # usr -> [(file, line, guard)]
    failures = []
    seen = set()
    for row in open(references):
        module, path, line, column, usr, name = row.rstrip("\n").split("\t")
        # The index store keeps the records of files a later build no longer has.
        if usr not in symbols or (path, line, usr) in seen or not os.path.exists(path):
            continue
        seen.add((path, line, usr))
        api_module, title, gates = symbols[usr]
        if not gates:
            continue
        if path not in scope_cache:
            scope_cache[path] = guards(path)
        line = int(line)
        protecting = [s for s in scope_cache[path] if s[0] <= line <= s[1]]
        relative = os.path.relpath(path, root)
        problems, guard_text = [], ""
        for domain, gate in sorted(gates.items()):
            minimum = minimums.get(domain)
            if minimum is None:
                continue
            covered = [s for s in protecting if domain in s[2] and gate != "unavailable" and s[2][domain] >= gate]
            if gate == "unavailable":
                problems.append(f"unavailable on {domain}")
            elif gate > minimum:
                if covered:
                    guard_text = covered[0][3]
                else:
                    problems.append(f"{domain} {show(gate)} > {show(minimum)}")
        if problems:
            failures.append(f"{relative}:{line}:{column}: {api_module}.{title} needs {', '.join(problems)} "
                            "and no if #available / @available of ours guards it")
        used[usr].append((relative, line, guard_text))
    # The report: every gated declaration used, the newest gate first.
    def newest(usr):
        gates = symbols[usr][2]
        return tuple(0 if gates.get(d) in (None, "unavailable") else -gates[d][0] for d in ("iOS", "macOS"))
    # Only what changes when a gated declaration is used or guarded differently: no counts, no
    # line numbers, so that unrelated edits leave the published report as it is.
    lines = [MARK_BEGIN, "",
             "Minimums (Package.swift): " + ", ".join(f"{d} {show(v)}" for d, v in minimums.items()) + ".",
             "Every declaration with an Apple availability that our library modules use, its availability "
             "as the toolchain's symbol graphs record it, and where one is newer than a minimum, the files "
             "using it and the guard around each use.", "",
             "| declaration | module | availability | newer than a minimum | used in (guard) |", "|---|---|---|---|---|"]
    for usr in sorted(used, key=lambda u: (newest(u), symbols[u][0], symbols[u][1])):
        api_module, title, gates = symbols[usr]
        availability = ", ".join(f"{d} {'unavailable' if g == 'unavailable' else show(g)}" for d, g in sorted(gates.items()))
        above = [d for d, g in gates.items() if d in minimums and (g == "unavailable" or g > minimums[d])]
        if above:
            where = "; ".join(sorted({f"{f} ({g or 'UNGUARDED'})" for f, _, g in used[usr]}))
            status = ", ".join(sorted(above))
        else:
            where, status = "", "no"
        lines.append(f"| `{title}` | {api_module} | {availability} | {status} | {where} |")
    lines += ["", MARK_END]
    report = "\n".join(lines)
    with open(report_path) as file:
        document = file.read()
    start, end = document.find(MARK_BEGIN), document.find(MARK_END)
    if start < 0 or end < 0:
        sys.exit(f"check-availability: {report_path} lacks the report markers")
    updated = document[:start] + report + document[end + len(MARK_END):]
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    if write:
        with open(report_path, "w") as file:
            file.write(updated)
    elif updated != document:
        failures.append("stale")
        print(f"error: {os.path.relpath(report_path, root)}'s availability report is not what the audit finds now; "
              "run Scripts/check-availability --write", file=sys.stderr)
    print(f"check-availability: {len(seen)} references checked, {len(used)} gated declarations used, "
          f"{len(failures)} problem(s)")
    sys.exit(1 if failures else 0)


main()
