"""The child-process runner of the conversion matrix and the bad-input sweep: a case that
aborts or hangs its process is recorded as such, and the cases after it still run."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests._isolated import run_cases

CHILD = textwrap.dedent(
    """
    import os, sys, time
    sys.path.insert(0, {tests!r})
    from _isolated import child_loop

    def run(case):
        if case == "abort":
            os.abort()
        if case == "hang":
            time.sleep(60)
        return {{"outcome": "ok", "case": case}}

    cases = ["first", "abort", "middle", "hang", "last"]
    child_loop(cases, cases, int(sys.argv[1]), run)
    """
)


def test_crash_and_hang_are_outcomes_and_the_rest_still_runs(tmp_path: Path) -> None:
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(tests=str(Path(__file__).parent)))
    keys, results = run_cases(script, [], timeout=3)
    assert keys == ["first", "abort", "middle", "hang", "last"]
    assert [results[i]["outcome"] for i in range(5)] == ["ok", "crash", "ok", "hang", "ok"]
    assert results[1]["message"].startswith("exit -6")
