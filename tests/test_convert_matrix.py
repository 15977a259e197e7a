"""The conversion matrix: awkward sources through convert() and every from_dlpack, no crash.

Each case runs in a child process (tests/_conversion_cases.py), so a framework that aborts
the process on some layout (torch on negative strides, pytorch/pytorch#188023) fails one
case instead of killing the test run. Every case must share memory, copy, or raise an
exception that names the source and the fix, and the docs' table must be this run's.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests import _conversion_cases as matrix

for _module in ("torch", "jax", "tensorflow", "dask", "array_api_strict"):
    pytest.importorskip(_module)

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def results() -> dict[tuple[str, str, str, str], dict[str, str]]:
    return matrix.run_matrix()


def test_no_conversion_crashes_or_returns_a_wrong_array(results: dict[Any, Any]) -> None:
    bad = {
        key: value
        for key, value in results.items()
        if value["outcome"] == "crash" or value["outcome"].startswith("wrong")
    }
    assert not bad, bad
    assert len(results) == len(list(matrix.cases()))


def test_every_error_names_the_source_and_the_fix(results: dict[Any, Any]) -> None:
    errors = {key: value for key, value in results.items() if value["outcome"].startswith("error")}
    assert errors  # the dask sources' from_dlpack at least
    for (source, _kind, _target, method), value in errors.items():
        method = method.partition("(")[0]
        assert value["outcome"] in ("error: TypeError", "error: ValueError", "error: BufferError")
        message = value["message"]
        assert method in message, message
        assert source.partition("_")[0] in message, message
        assert "convert" in message or "copy=None" in message or "asarray" in message, message


def test_docs_table_is_this_run(results: dict[Any, Any]) -> None:
    page = (ROOT / "docs" / "pipelines.md").read_text()
    assert matrix.render(results) in page, (
        "docs/pipelines.md's conversion matrix is stale: run python docs/gen_conversion.py"
    )


def test_from_dlpack_copy_false_shares_or_raises_buffer_error(results: dict[Any, Any]) -> None:
    for source, kind, target, method in matrix.cases():
        if method != "from_dlpack":
            continue
        default = results[(source, kind, target, method)]["outcome"]
        strict = results[(source, kind, target, "from_dlpack(copy=False)")]
        if default == "empty":  # no memory: sharing it or refusing are both honest
            assert strict["outcome"] in ("empty", "error: BufferError"), strict
        elif default in ("same", "shared") or default.startswith("error"):
            assert strict["outcome"] == default, (source, kind, target, strict)
        else:  # copy=None copies here: copy=False must refuse, saying what to pass
            assert strict["outcome"] == "error: BufferError", (source, kind, target, strict)
            assert "copy=None" in strict["message"], strict


def test_torch_gets_a_reversed_numpy_array_in_order() -> None:
    """The issue's reproducer, in a child process (it aborted the process before)."""
    code = (
        "import numpy as np, arraydispatch\n"
        "t = arraydispatch.convert(np.arange(10.0)[::-1], 'torch')\n"
        "u = arraydispatch.namespace('torch').from_dlpack(np.arange(10.0)[::-1])\n"
        "print(t.tolist() == u.tolist() == list(range(9, -1, -1)))\n"
    )
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    child = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": path},
        check=False,
    )
    assert child.returncode == 0, child.stderr[-2000:]
    assert child.stdout.strip() == "True"
