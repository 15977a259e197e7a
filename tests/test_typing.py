"""The typed namespace, as mypy --strict and pyright strict see it.

tests/typing/ holds files that are checked, never run: check_overloads.py (what
get_namespace and namespace return), check_backends.py (every backend module satisfies its
parametrized Namespace), typed_library.py (a small library written against the standard,
with the types both checkers must infer) and mistakes.py (18 deliberate mistakes, each one
an error both checkers must report). Both checkers run on all four; each takes up to a
minute with a cold cache (torch's and jax's stubs are large).
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TYPING = ROOT / "tests" / "typing"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not all(importlib.util.find_spec(m) for m in ("torch", "jax", "dask", "numpy")),
        reason="the checked files use torch, jax, dask and numpy (the test group, every backend)",
    ),
]


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="needs mypy")
def test_mypy_strict() -> None:
    # run from the repository root, so that mypy analyses this checkout's arraydispatch
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--warn-unused-ignores", str(TYPING)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _pyright() -> list[str] | None:
    script = shutil.which("pyright", path=str(Path(sys.executable).parent))
    if script is not None:
        return [script]
    if importlib.util.find_spec("pyright") is not None:
        return [sys.executable, "-m", "pyright"]
    return None


@pytest.mark.skipif(
    _pyright() is None, reason="needs pyright (pip install pyright; it runs on node)"
)
def test_pyright_strict() -> None:
    command = _pyright()
    assert command is not None
    # [tool.pyright] in pyproject.toml: tests/typing in strict mode, unneeded ignores reported
    result = subprocess.run(
        [*command, "--pythonpath", sys.executable, "--project", str(ROOT)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 errors" in result.stdout, result.stdout
