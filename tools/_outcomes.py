"""A pytest plugin that appends every test report to a JSON-lines file as it arrives.

Loaded by ``tools/gpu_check.py`` (``-p _outcomes``) into our GPU tests and into the official
suite. The file is written line by line, in the controller when pytest-xdist runs workers,
so that a run stopped at its time budget (SIGINT, then SIGKILL) still leaves every result
it reached; a JUnit XML or pytest-json-report file is written only at the end.

The path is ``ARRAYDISPATCH_OUTCOMES``; without it the plugin does nothing.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

_PATH = os.environ.get("ARRAYDISPATCH_OUTCOMES")


def _message(report: pytest.TestReport) -> str:
    if report.outcome == "skipped" and isinstance(report.longrepr, tuple):
        return str(report.longrepr[2])  # (path, line, "Skipped: why")
    lines = [line for line in str(report.longrepr or "").splitlines() if line.strip()]
    # what failed: the traceback's first "E   " line (the assertion or the exception), else
    # its last line (--tb=line gives one line); kept short for the summary
    errors = [line[1:].strip() for line in lines if line.startswith("E ") and line[1:].strip()]
    return (errors or lines[-1:] or [""])[0][:400]


@pytest.hookimpl(trylast=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if _PATH is None or (report.when != "call" and report.outcome == "passed"):
        return
    record: dict[str, Any] = {
        "nodeid": report.nodeid,
        "when": report.when,
        "outcome": report.outcome,
        "xfail": hasattr(report, "wasxfail"),
        "message": "" if report.outcome == "passed" else _message(report),
    }
    with open(_PATH, "a", encoding="utf-8") as out:
        out.write(json.dumps(record) + "\n")
