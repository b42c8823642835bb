"""Says whether a module's version bump and CHANGELOG cover its API change since its previous version.

usage: compare.py <Module> <previous version> <current version> <previous baseline> <baseline> <CHANGELOG.md>
"""
import re
import sys

module, previous, current, old_path, new_path, changelog_path = sys.argv[1:7]
old = set(open(old_path).read().splitlines())
new = set(open(new_path).read().splitlines())
removed, added = sorted(old - new), sorted(new - old)
# A new case of an existing enum breaks every exhaustive `switch` over it: for callers it is a
# removal of the promise that the cases are all known, so it needs a major bump like one. The
# cases of an enum that is new themselves break nothing. An entry reads "<Type>.<case>: case …",
# a type's own "<Type>: … enum <Type>".
old_types = {line.split(": ", 1)[0] for line in old}
new_cases = [
    line for line in added
    if (": case " in line or ": indirect case " in line) and line.split(": ", 1)[0].rpartition(".")[0] in old_types
]
if not removed and not added:
    print(f"ok   {module} {current}: the API is that of {previous}")
    sys.exit(0)


def parts(version):
    return tuple(int(p) for p in version.split("."))


before, after = parts(previous), parts(current)
problems = []
if removed and after[0] <= before[0]:
    problems.append(f"{len(removed)} declaration(s) removed or changed since {previous}: a major bump is needed")
if new_cases and after[0] <= before[0]:
    problems.append(f"{len(new_cases)} enum case(s) added since {previous}, which breaks exhaustive switches: a major bump is needed")
if added and after[:2] <= before[:2] and after[0] <= before[0]:
    problems.append(f"{len(added)} declaration(s) added since {previous}: at least a minor bump is needed")
changelog = open(changelog_path).read()
unreleased = changelog.split("## [Unreleased]", 1)[-1].split("\n## ", 1)[0]
if f"**{module}**" not in unreleased and not re.search(rf"^## {re.escape(module)} {re.escape(current)}\b", changelog, re.M):
    problems.append(f"CHANGELOG.md has no entry for {module} under [Unreleased] or ## {module} {current}")
if problems:
    for line in removed[:20]:
        print(f"     - {line}")
    for line in added[:20]:
        print(f"     + {line}")
    for problem in problems:
        print(f"FAIL {module} {previous} -> {current}: {problem}")
    sys.exit(1)
print(f"ok   {module} {previous} -> {current}: {len(removed)} removed or changed, {len(added)} added, covered by the bump")
