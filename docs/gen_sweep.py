"""Write docs/errors.md from a fresh run of the bad-input sweep, so it cannot drift.

Every function of every installed built-in namespace, on the invalid and unspecified
input of tests/_sweep_cases.py, one child process per backend (a crash or a hang is
recorded, not fatal). tests/test_bad_input_sweep.py fails when the page differs.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arraydispatch._registry import BACKENDS_BY_NAME  # noqa: E402
from tests import _sweep_cases as sweep  # noqa: E402


def main() -> None:
    results = {
        backend: sweep.run_sweep(backend)
        for backend in sweep.BACKENDS
        if importlib.util.find_spec(BACKENDS_BY_NAME[backend].framework.partition(".")[0])
        is not None
    }
    page = ROOT / "docs" / "errors.md"
    page.write_text(sweep.render(results))
    print(f"wrote {page.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
