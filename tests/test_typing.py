"""The package passes mypy --strict, and get_namespace's overloads infer per-backend types."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("mypy") is None or importlib.util.find_spec("torch") is None,
    reason="needs mypy and torch (the test dependency group with every backend)",
)


def test_overloads_infer_backend_namespaces() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "tests/typing/check_overloads.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
