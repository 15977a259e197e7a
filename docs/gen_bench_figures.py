"""Write docs/benchmarks.md and each backend's figures (docs/figures/bench_<backend>.svg, or
bench_<backend>_<n>.svg for a backend of more than ROWS_PER_FIGURE wrapped functions, split
by the standard's sections) from the namespace benchmark's JSON (``python benchmarks/run.py --json
docs/data/benchmarks.json``, which ``nox -s bench`` runs), so the page cannot drift from a
measurement.

Usage: ``python docs/gen_bench_figures.py [docs/data/benchmarks.json]``. Needs matplotlib
(the ``docs`` dependency group).
"""

from __future__ import annotations

import itertools
import json
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "docs" / "data" / "benchmarks.json"
PAGE = ROOT / "docs" / "benchmarks.md"
FIGURES = ROOT / "docs" / "figures"
WORST = 10


def _by_backend(document: dict[str, Any]) -> dict[str, dict[int, dict[str, Any]]]:
    out: dict[str, dict[int, dict[str, Any]]] = {}
    for result in document["results"]:
        out.setdefault(result["backend"], {})[result["size"]] = result
    return out


#: at most this many rows per figure: a longer backend is split by the standard's sections,
#: so each figure fits a screen with both of its axes and its legend in view
ROWS_PER_FIGURE = 40


def _parts(rows: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The non-alias rows in the standard's order, cut into figures of at most
    ROWS_PER_FIGURE rows, each ending at a section's end unless one section alone is
    longer."""
    sections: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        if row["kind"] != "alias":
            sections.setdefault(row["section"], []).append(row)
    parts: list[list[dict[str, Any]]] = [[]]
    for members in sections.values():
        if parts[-1] and len(parts[-1]) + len(members) > ROWS_PER_FIGURE:
            parts.append([])
        for row in members:
            if len(parts[-1]) == ROWS_PER_FIGURE:
                parts.append([])
            parts[-1].append(row)
    return [part for part in parts if part]


def _ticks(low: float, high: float) -> list[float]:
    """Powers of two around [low, high] (powers of four when that makes too many), always
    with 1, the native call's own time."""
    lo = math.floor(math.log2(min(low, 1.0)))
    hi = math.ceil(math.log2(max(high, 1.0)))
    if hi - lo <= 2:  # a narrow range (JAX: 0.8 to 1.9): quarter steps between the powers
        fine = (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0)
        return [v for v in fine if 2.0**lo <= v <= 2.0**hi]
    step = 1 if hi - lo <= 10 else 2
    lo -= lo % step
    hi += -hi % step
    return [2.0**k for k in range(lo, hi + 1, step)]


def _tick_label(ticks: list[float]) -> Callable[[float, object], str]:
    """Plain ratios: 0.5, 1, 2, 4; on an axis that reaches below 1/8, fractions below 1
    (1/2, 1/4, ... 1/256), which read better than 0.00390625."""
    fractions = ticks[0] < 0.125
    return lambda value, _position: (
        f"1/{round(1 / value)}" if fractions and value < 1 else f"{value:g}"
    )


def _blank_reason(row: dict[str, Any]) -> str:
    """What the figure writes on a row without a ratio, from what the measurement says."""
    if "fails here" in row["note"]:
        return row["note"].replace("fails here", "fails on this input")
    return "no native function to compare with"


def _figure(
    results: dict[int, dict[str, Any]],
    part: list[dict[str, Any]],
    title: str,
    limits: tuple[float, float],
    path: Path,
) -> None:
    """A dot chart: ours/native per non-alias function of ``part``, at each size, and the
    peer's; the ratio axis on top and at the bottom, the legend above the data."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["svg.fonttype"] = "none"  # text stays text: small, searchable
    matplotlib.rcParams["svg.hashsalt"] = "arraydispatch"  # the same SVG for the same data
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FixedLocator, FuncFormatter, NullLocator

    sizes = sorted(results)
    names = [r["name"] for r in part]
    labels = [f"{r['name']} *" if r["kind"] == "extra" else r["name"] for r in part]
    height = 1.7 + 0.21 * len(names)
    fig, ax = plt.subplots(figsize=(7.5, height), layout="constrained")
    ys = list(range(len(names)))[::-1]
    styles = [("o", "tab:blue"), ("s", "tab:orange")]
    measured: set[str] = set()
    for (marker, color), n in zip(styles, sizes, strict=False):
        rows = {r["name"]: r for r in results[n]["rows"]}
        for key, filled, label in (
            ("ratio", True, f"ours / native, {n}x{n}"),
            ("peer_ratio", False, f"peer / native, {n}x{n}"),
        ):
            points = [(rows[name][key], y, name) for name, y in zip(names, ys, strict=True)]
            points = [(x, y, name) for x, y, name in points if x is not None]
            measured.update(name for _, _, name in points if key == "ratio")
            if not points:
                continue
            ax.scatter(
                [x for x, _, _ in points], [y for _, y, _ in points], marker=marker, s=18,
                facecolors=color if filled else "none", edgecolors=color, linewidths=0.8,
                label=label, zorder=3 if filled else 2,
            )  # fmt: skip
    for row, y in zip(part, ys, strict=True):
        if row["name"] not in measured:  # say why the row is empty, in the row
            ax.text(
                0.01, y, _blank_reason(row), transform=ax.get_yaxis_transform(),
                fontsize=8, color="0.35", style="italic", va="center", zorder=4,
                bbox={"facecolor": "white", "edgecolor": "none", "pad": 0.5},
            )  # fmt: skip
    for index, (upper, lower) in enumerate(itertools.pairwise(part), 1):
        if upper["section"] != lower["section"]:  # a dotted line between two sections
            ax.axhline(ys[index] + 0.5, color="0.6", linewidth=0.5, linestyle=":")
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_xscale("log")
    ticks = _ticks(*limits)
    ax.set_xlim(ticks[0] / 1.15, ticks[-1] * 1.15)
    for axis in (ax.xaxis, ax.secondary_xaxis("top").xaxis):
        axis.set_major_locator(FixedLocator(ticks))
        axis.set_major_formatter(FuncFormatter(_tick_label(ticks)))
        axis.set_minor_locator(NullLocator())
        axis.set_tick_params(labelsize=8.5)
    ax.set_yticks(ys, labels, fontsize=9)
    ax.set_ylim(-0.7, len(names) - 0.3)
    ax.grid(axis="x", linewidth=0.3, alpha=0.6)
    ax.set_xlabel("time / native time (log scale; * = extra kernels for the standard)", fontsize=9)
    ax.set_title(title, fontsize=10)
    fig.legend(loc="outside upper center", ncol=4, fontsize=9, frameon=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="svg", metadata={"Date": None})
    plt.close(fig)


def _plan(backend: str, results: dict[int, dict[str, Any]]) -> list[tuple[str, list[Any], str]]:
    """``backend``'s figures: (file name, rows, sections) for each, in the standard's order."""
    parts = _parts(results[min(results)]["rows"])
    plan = []
    for index, part in enumerate(parts, 1):
        sections = ", ".join(dict.fromkeys(row["section"] for row in part))
        name = f"bench_{backend}.svg" if len(parts) == 1 else f"bench_{backend}_{index}.svg"
        plan.append((name, part, sections))
    return plan


def _alt_texts(backend: str, results: dict[int, dict[str, Any]]) -> list[tuple[str, str]]:
    """(file name, alt text) of each of ``backend``'s figures."""
    plan = _plan(backend, results)
    if len(plan) == 1:
        return [(plan[0][0], backend)]
    return [(name, f"{backend}, {sections}") for name, _, sections in plan]


def _figures(backend: str, results: dict[int, dict[str, Any]]) -> list[str]:
    """Draw ``backend``'s figures into docs/figures; their file names."""
    values = [
        row[key]
        for n in results
        for row in results[n]["rows"]
        for key in ("ratio", "peer_ratio")
        if row["kind"] != "alias" and row[key] is not None
    ]
    limits = (min(values, default=1.0), max(values, default=1.0))
    peer = results[min(results)]["peer"]
    plan = _plan(backend, results)
    for index, (name, part, sections) in enumerate(plan, 1):
        if len(plan) == 1:
            title = f"{backend}: the functions that are not aliases\npeer: {peer}"
        else:
            title = f"{backend} ({index} of {len(plan)}): {sections}\npeer: {peer}"
        _figure(results, part, title, limits, FIGURES / name)
    return [name for name, _, _ in plan]


def _f(value: float | None, spec: str = ".2f") -> str:
    return "-" if value is None else format(value, spec)


def render(document: dict[str, Any]) -> str:
    meta = document["meta"]
    backends = _by_backend(document)
    versions = ", ".join(f"{k} {v}" for k, v in meta["versions"].items())
    lines = [
        "# Benchmarks",
        "",
        "<!-- generated by docs/gen_bench_figures.py from docs/data/benchmarks.json: "
        "do not edit -->",
        "",
        "Every function of the standard, on every backend: our call beside the native call (the",
        "framework function our namespace binds or wraps, called directly) and the peer's",
        "(array-api-compat's; `jax.numpy` for JAX, which is what array-api-compat hands out;",
        "`tf.experimental.numpy` for TensorFlow), on float32 inputs of 8x8 and 256x256. The",
        "three calls are timed in turn in each round, in one process, best round kept; the",
        "numbers are ratios to the native call. An alias (`xp.exp is torch.exp`) is the native",
        "function itself: 1.00 by identity. Dask calls build graphs; none is computed.",
        "",
        f"Measured {meta['date']} with arraydispatch {meta['arraydispatch']} ({versions}; "
        f"Python {meta['python']}, {meta['machine']}): best of {meta['rounds']} rounds, each "
        f"call's turn {meta['budget_s'] * 1000:g} ms, on a shared 2-core machine, so single "
        "ratios are noisy; the medians are steadier. Regenerate with `nox -s bench` then "
        "`python docs/gen_bench_figures.py`; the cases are in `benchmarks/_cases.py`.",
        "",
        "## Medians",
        "",
        "Median of ours / native (peer / native in parentheses) over the whole namespace "
        "(aliases at 1.00) and over the wrapped functions; the functions that need extra "
        "kernels for the standard's values are left out of both and listed per backend.",
        "",
        "| backend | namespace 8x8 | wrapped 8x8 | namespace 256x256 | wrapped 256x256 "
        "| aliases / wrapped / extra |",
        "|---|---|---|---|---|---|",
    ]
    for backend, results in backends.items():
        cells = []
        for n in (8, 256):
            s = results.get(n, {}).get("summary")
            if s is None:
                cells += ["-", "-"]
                continue
            cells.append(f"{_f(s['median_namespace'])} ({_f(s['peer_median_namespace'])})")
            cells.append(f"{_f(s['median_wrapped'])} ({_f(s['peer_median_wrapped'])})")
        s = next(iter(results.values()))["summary"]
        counts = f"{s['aliases']} / {s['wrapped']} / {s['extra']}"
        lines.append(f"| {backend} | " + " | ".join(cells) + f" | {counts} |")
    for backend, results in backends.items():
        small = results[min(results)]
        lines += [
            "",
            f"## {backend}",
            "",
            *(
                f"![{alt}: ratio to native per function](figures/{name})\n"
                for name, alt in _alt_texts(backend, results)
            ),
            f"The {WORST} slowest wrapped functions against native at "
            f"{small['size']}x{small['size']}:",
            "",
            "| function | native call | native µs | ours µs | ours / native | peer / native |",
            "|---|---|---|---|---|---|",
        ]
        wrapped = [r for r in small["rows"] if r["kind"] == "wrapped" and r["ratio"] is not None]
        for r in sorted(wrapped, key=lambda r: -r["ratio"])[:WORST]:
            lines.append(
                f"| `{r['name']}` | `{r['native_call']}` | {_f(r['native_us'])} | "
                f"{_f(r['ours_us'])} | {_f(r['ratio'])} | {_f(r['peer_ratio'])} |"
            )
        extra = [r for r in small["rows"] if r["kind"] == "extra"]
        if extra:
            lines += [
                "",
                "Functions with extra kernels for the standard's values (ops ours / native, "
                "counted in `benchmarks/_cases.py`):",
                "",
                "| function | ops | why | ours / native 8x8 | ours / native 256x256 |",
                "|---|---|---|---|---|",
            ]
            large = {r["name"]: r for r in results.get(max(results), small)["rows"]}
            for r in extra:
                ops = f"{r['kernels'][0]} / {r['kernels'][1]}"
                lines.append(
                    f"| `{r['name']}` | {ops} | {r['note']} | {_f(r['ratio'])} | "
                    f"{_f(large.get(r['name'], {}).get('ratio'))} |"
                )
        blank = [r for r in small["rows"] if r["name"] in small["summary"]["no_native"]]
        absent = [f"`{r['name']}`" for r in blank if "fails here" not in r["note"]]
        failing = [
            f"`{r['name']}` (`{r['native_call']}`: {r['note'].rpartition(': ')[2]})"
            for r in blank
            if "fails here" in r["note"]
        ]
        if absent:
            lines += ["", f"No native function to compare with: {', '.join(absent)}."]
        if failing:
            lines += [
                "",
                "The native call fails on the benchmark's input, so there is nothing to compare "
                f"with: {', '.join(failing)}.",
            ]
    return "\n".join(lines) + "\n"


def main(path: Path = DATA) -> None:
    document = json.loads(path.read_text())
    drawn = [
        name
        for backend, results in _by_backend(document).items()
        for name in _figures(backend, results)
    ]
    for stale in FIGURES.glob("bench_*.svg"):  # a backend's figure since split or renamed
        if stale.name not in drawn:
            stale.unlink()
    PAGE.write_text(render(document))
    print(f"wrote {PAGE.relative_to(ROOT)} and {len(drawn)} figures")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DATA)
