"""Turns `swift package benchmark --format markdown` output into a ratio table.

Benchmarks are named "<case> · <implementation>"; the implementation whose name starts
with "FS" is ours, every other one in the case is a peer. The first metric row of each
benchmark's time row (or its first row when it measures no time) is compared, at its median
(p50), normalised to base units. A case with no "FS" implementation is a reference
measurement (such as the cost of creating the result alone) and is listed without a ratio. Byte counts of a case named "... N live" are also shown per
live element.
"""
import re
import sys

SCALE = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0, "K": 1e3, "M": 1e6, "G": 1e9}


def medians(path):
    result, name = {}, None
    for line in open(path, encoding="utf-8"):
        if line.startswith("### "):
            name = line[4:].strip()
        elif name and line.startswith("| ") and not line.startswith("| Metric"):
            if name in result and not line.startswith("| Time"):
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            label, p50 = cells[0], float(cells[3])
            units = re.findall(r"\(([^)]*)\)", label)
            factor = SCALE.get(units[-1], 1.0) if units else 1.0
            metric = re.sub(r"\s*\*", "", label)
            result[name] = (metric, p50 * factor)
    return result


def human(metric, value, case):
    if metric.startswith("Time"):
        for unit, size in (("s", 1), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
            if value >= size or unit == "ns":
                return f"{value / size:.3g} {unit}"
    if "bytes" in metric:
        live = re.search(r"(\d+) live", case)
        per = f" ({value / int(live.group(1)):.1f} B/element)" if live else ""
        return f"{value:,.0f} B{per}"
    return f"{value:,.0f} {metric}" if metric.startswith("max") else f"{value:,.0f}"


def main(path):
    cases = {}
    for name, measured in medians(path).items():
        case, _, impl = name.rpartition(" · ")
        cases.setdefault(case, {})[impl] = measured
    print("| case | ours | peer | ours (p50) | peer (p50) | ours / peer | peer / ours |")
    print("|---|---|---|---:|---:|---:|---:|")
    for case in sorted(cases):
        ours = {k: v for k, v in cases[case].items() if k.startswith("FS")}
        if not ours:  # a reference measurement (a floor or a cost of the harness), no ratio
            for name, (metric, value) in cases[case].items():
                print(f"| {case} | — | {name} | — | {human(metric, value, case)} | — | — |")
        for our_name, (metric, our_value) in ours.items():
            if len(ours) == len(cases[case]):
                print(f"| {case} | {our_name} | — | {human(metric, our_value, case)} | — | — | — |")
            for peer, (_, peer_value) in cases[case].items():
                if peer in ours:
                    continue
                ratio = our_value / peer_value if peer_value else float("nan")
                inverse = peer_value / our_value if our_value else float("nan")
                print(f"| {case} | {our_name} | {peer} | {human(metric, our_value, case)} | "
                      f"{human(metric, peer_value, case)} | {ratio:.3g} | {inverse:.3g}× |")


if __name__ == "__main__":
    main(sys.argv[1])
