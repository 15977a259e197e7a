"""Write the conversion matrix into docs/pipelines.md, from a fresh run, so it cannot drift.

Every source layout and dtype of tests/_conversion_cases.py, converted to every framework
with ``convert`` and with the target namespace's ``from_dlpack``, each case in a child
process (a crash is recorded, not fatal). tests/test_convert_matrix.py fails when the page
and a fresh run differ.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import _conversion_cases as matrix  # noqa: E402

PAGE = ROOT / "docs" / "pipelines.md"


def main() -> None:
    text = PAGE.read_text()
    begin, end = text.index(matrix.BEGIN), text.index(matrix.END) + len(matrix.END)
    table = matrix.render(matrix.run_matrix())
    PAGE.write_text(text[:begin] + table + text[end:])
    print(f"wrote the conversion matrix into {PAGE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
