"""Moves a module's [Unreleased] entries of a Keep a Changelog file into a release section.

Unreleased entries name their module: "- **FSZip**: text" (or "- **FrameworkStruct** (package):
text"), under "### Added" and the like.
A release section is "## FSZip 1.0.0 — 2026-12-01" with the same ### headings and the
module name dropped from each entry. Exits 1 when the module has no unreleased entry.
"""
import re
import sys


def split(text, module):
    """Returns (text without the module's entries, {heading: [entry lines]})."""
    lines = text.split("\n")
    start = next(i for i, l in enumerate(lines) if l.strip() == "## [Unreleased]")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    prefix = re.compile(rf"- \*\*{re.escape(module)}\*\*( \([^)]*\))?:")
    kept, moved, heading, i = lines[: start + 1], {}, None, start + 1
    while i < end:
        line = lines[i]
        if line.startswith("### "):
            heading = line
        if match := prefix.match(line):
            text = line[match.end():].strip()
            entry = ["- " + text[:1].upper() + text[1:]]
            i += 1
            while i < end and lines[i].startswith("  ") and lines[i].strip():
                entry.append(lines[i])
                i += 1
            moved.setdefault(heading or "### Changed", []).extend(entry)
            continue
        kept.append(line)
        i += 1
    # Drop headings left empty.
    body = "\n".join(kept + lines[end:])
    body = re.sub(r"### [^\n]+\n\s*(?=### |## |\Z)", "", body)
    return body, moved, end


def main():
    module, version, date, path = sys.argv[1:5]
    dry = "--dry-run" in sys.argv
    text = open(path, encoding="utf-8").read()
    body, moved, _ = split(text, module)
    if not moved:
        sys.exit(1)
    section = [f"## {module} {version} — {date}", ""]
    for heading, entries in moved.items():
        section += [heading, "", *entries, ""]
    section_text = "\n".join(section)
    if dry:
        print(section_text)
        return
    lines = body.split("\n")
    start = next(i for i, l in enumerate(lines) if l.strip() == "## [Unreleased]")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    lines[end:end] = section_text.split("\n")
    open(path, "w", encoding="utf-8").write("\n".join(lines))


if __name__ == "__main__":
    main()
