# Shared helpers for the scripts in this folder; sourced, not run.
# Every list of modules comes from Package.swift through `swift package dump-package`.

set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
UMBRELLA=FrameworkStruct

# Prints "module dep dep ..." for each library product of Package.swift except the umbrella,
# where the deps are the module's transitive closure among our own targets. Dependencies that
# only a package trait enables (FSZip's FSEncrypt, under FSZipAES) are left out — this is what a
# product's default users compile — unless the first argument is --all-traits.
module_graph() {
    (cd "$ROOT" && swift package dump-package) | python3 -c '
import json, sys
pkg = json.load(sys.stdin)
all_traits = sys.argv[2] == "--all-traits"
targets = {t["name"]: t for t in pkg["targets"]}
def deps(name):
    out = []
    for d in targets[name].get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in d and d[kind][0] in targets and (all_traits or not (d[kind][1] or {}).get("traits")):
                out.append(d[kind][0])
    return out
def closure(name, seen):
    for d in deps(name):
        if d not in seen:
            seen.add(d); closure(d, seen)
    return seen
for p in pkg["products"]:
    if "library" in p["type"] and p["name"] != sys.argv[1]:
        print(" ".join([p["name"]] + sorted(closure(p["name"], set()))))
' "$UMBRELLA" "${1:-}"
}

# The targets, one per line, whose transitive closure uses a product of another package
# (FSEncrypt and the umbrella, on swift-crypto) with the default traits, or with every trait
# when the first argument is --all-traits (FSZip too).
external_users() {
    (cd "$ROOT" && swift package dump-package) | python3 -c '
import json, sys
all_traits = sys.argv[1] == "--all-traits"
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def uses_product(name, seen):
    for d in targets[name].get("dependencies", []):
        if "product" in d: return True
        for kind in ("byName", "target"):
            if kind in d and d[kind][0] in targets and d[kind][0] not in seen and (all_traits or not (d[kind][1] or {}).get("traits")):
                seen.add(d[kind][0])
                if uses_product(d[kind][0], seen): return True
    return False
print("\n".join(n for n, t in targets.items() if t["type"] == "regular" and uses_product(n, set())))' "${1:-}"
}

# The module names, one per line.
modules() { module_graph | cut -d" " -f1; }

# Prints the version of module $1 from its single source of truth.
module_version() {
    sed -nE 's/^[[:space:]]*public static let version = "([0-9]+\.[0-9]+\.[0-9]+)"/\1/p' \
        "$(module_version_file "$1")"
}

# The file that holds module $1's version. (Not <Module>Version: symbol graphs drop that name.)
module_version_file() { echo "$ROOT/Modules/$1/$1Release.swift"; }

die() { echo "error: $*" >&2; exit 1; }

# The -I flags, one a line, for the C modules Swift modules of the build at $1 import: the
# packages' (swift-system's CSystem), our system libraries' (CFSZlib), and those SwiftPM writes
# a module map for (CFSThread).
c_module_includes() {
    local map
    for map in "$ROOT"/.build/checkouts/*/Sources/*/include/module.modulemap "$ROOT"/Modules/*/module.modulemap \
        "$1"/*.build/module.modulemap; do
        [ -f "$map" ] && printf -- '-I\n%s\n' "$(dirname "$map")"
    done
    return 0
}

# Writes the public symbol graphs of the modules named after $1 (the bin path of a build) and
# $2 (an existing folder for them) into $2.
symbol_graphs() {
    local bin=$1 out=$2 module target
    shift 2
    local includes
    mapfile -t includes < <(c_module_includes "$bin")
    target="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
    for module in "$@"; do
        swift symbolgraph-extract -module-name "$module" -target "$target" -I "$bin/Modules" "${includes[@]}" \
            -minimum-access-level public -output-dir "$out" >/dev/null 2>"$out/extract.log" ||
            die "symbolgraph-extract $module: $(cat "$out/extract.log")"
    done
    rm -f "$out/extract.log"
}

