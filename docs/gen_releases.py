"""Write the README's table of tested releases from the one list of them, so it cannot drift.

The floors are the registry rows' ``oldest`` (``arraydispatch/_registry.py``; pyproject.toml's
extras admit them, which tests/test_registry.py checks); what each nox session installs is
noxfile.py's, derived from the same rows. The table goes between the README's
``<!-- releases:begin -->`` and ``<!-- releases:end -->`` lines.

    python docs/gen_releases.py            # rewrite the table in README.md
    python docs/gen_releases.py --check    # exit 1 if README.md's table differs

tests/test_docs.py runs the check, so CI fails on a stale table.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from types import ModuleType

from arraydispatch._registry import BACKENDS

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BEGIN, END = "<!-- releases:begin -->", "<!-- releases:end -->"


def _noxfile() -> ModuleType:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import noxfile

    return noxfile


def table() -> str:
    """The table, as Markdown lines."""
    noxfile = _noxfile()
    pythons = [f"{major}.{minor}" for major, minor in noxfile.SUPPORTED_PYTHONS]
    rows = [
        f"| framework | pip extra | oldest supported | tested at the oldest "
        f"(`tests_oldest`, Python {pythons[0]}) "
        f"| newest: `tests` (Python {pythons[0]}), `tests_latest` (Python {pythons[-1]}) |",
        "|---|---|---|---|---|",
    ]
    for row in BACKENDS:
        if row.name == "numpy":
            at_oldest = (
                f"{row.oldest}, beside every framework whose floor admits it; then "
                f"{', '.join(noxfile.NUMPY_MINORS)}, NumPy alone (`tests_numpy_minors`)"
            )
        else:
            at_oldest = row.oldest
        pinned = row.requirement.partition("==")[2]
        newest = (
            f"{pinned} (pinned: the CPU wheel CI has on disk)"
            if pinned
            else "the newest release on PyPI at each run"
        )
        rows.append(
            f"| {row.title} | `{row.name}`: `>={row.oldest}` | {row.oldest} | {at_oldest} "
            f"| {newest} |"
        )
    return "\n".join(rows)


def rewritten(text: str) -> str:
    """``text`` (the README) with its table replaced by :func:`table`."""
    head, begin, rest = text.partition(BEGIN)
    _, end, tail = rest.partition(END)
    if not begin or not end:
        raise SystemExit(f"README.md has no {BEGIN} ... {END} block for the table")
    return f"{head}{BEGIN}\n{table()}\n{END}{tail}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if README.md differs")
    options = parser.parse_args(argv)
    current = README.read_text()
    wanted = rewritten(current)
    if options.check:
        if wanted != current:
            print("README.md's table of tested releases is stale: python docs/gen_releases.py")
            return 1
        return 0
    README.write_text(wanted)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
