"""The bad-input sweep: every function of every built-in namespace on invalid input.

tests/_sweep_cases.py runs the cases, one child process per backend with a time limit
(a crash or a hang is an outcome, not the end of the test run); this module holds the pass
rules, and docs/errors.md (docs/gen_sweep.py) is the table of outcomes.
"""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from arraydispatch._common import _spec
from tests import _sweep_cases as sweep
from tests.conftest import BACKENDS

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent

#: Exception types that mean a bug of ours, not a refusal of bad input.
INTERNAL = {"UnboundLocalError", "NameError", "KeyError", "AssertionError", "SystemError"}
FLOATING = {"float16", "float32", "float64", "complex64", "complex128"}


@pytest.fixture(scope="module")
def results() -> dict[str, list[dict[str, Any]]]:
    # two children at a time: the frameworks' imports are the cost, and CI has 2 cores
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = dict(zip(BACKENDS, pool.map(sweep.run_sweep, BACKENDS), strict=True))
    return runs


@pytest.fixture(params=BACKENDS)
def rows(request: pytest.FixtureRequest, results: dict[str, Any]) -> list[dict[str, Any]]:
    return results[request.param]  # type: ignore[no-any-return]


def test_nothing_crashes_or_hangs(rows: list[dict[str, Any]]) -> None:
    fatal = [r for r in rows if r["outcome"] not in ("ok", "error")]
    assert not fatal, fatal


def test_errors_are_refusals_not_internal_bugs(rows: list[dict[str, Any]]) -> None:
    for row in rows:
        if row["outcome"] != "error":
            continue
        assert row["type"] not in INTERNAL, row


def test_wrapper_rule_no_raw_error_leaves_our_frames(rows: list[dict[str, Any]]) -> None:
    """Only TypeError, ValueError, IndexError and NotImplementedError (or subclasses) leave
    a frame of ours, in every category; an alias's error is its framework's."""
    leaks = [
        (r["function"], r["category"], r["input"], r["type"], r["message"])
        for r in rows
        if r["outcome"] == "error" and r["ours"] and not r["allowed"]
    ]
    assert not leaks, leaks


def test_wrapper_refusals_name_the_function(rows: list[dict[str, Any]]) -> None:
    """A raw error turned into a refusal names the function the user called."""
    refused = [r for r in rows if r["outcome"] == "error" and r.get("refused")]
    assert refused
    unnamed = [
        (r["function"], r["input"], r["message"]) for r in refused if not r["names_function"]
    ]
    assert not unnamed, unnamed


def test_every_wrapper_gets_bad_input(rows: list[dict[str, Any]]) -> None:
    wrappers = {r["function"] for r in rows if r["wrapper"]}
    given = {r["function"] for r in rows if r["category"] == "wrapper"}
    assert wrappers <= given, wrappers - given


def test_integer_input_to_float_only_functions_gives_floats(rows: list[dict[str, Any]]) -> None:
    """NumPy's promotion, on every backend, for the element-wise, statistical and fft
    functions and (except torch's linalg, torch's own functions) for linalg."""
    for row in rows:
        if row["category"] != "integer":
            continue
        if row["outcome"] == "error":
            # torch.linalg's own functions refuse integers (RuntimeError naming the dtype);
            # an alias, recorded in docs/errors.md rather than wrapped
            assert row["function"].startswith("linalg."), row
            assert not row["wrapper"], row
            continue
        expected = {"int32", "int64"} if row["function"] == "linalg.matrix_rank" else FLOATING
        assert row["dtype"] in expected, row


def test_results_the_standard_specifies(rows: list[dict[str, Any]]) -> None:
    reductions = {r["function"]: r for r in rows if r["category"] == "empty"}
    for name, value in sweep.EMPTY_REDUCTION.items():
        row = reductions[name]
        assert row["outcome"] == "ok", row
        if isinstance(value, float) and math.isnan(value):
            assert row["value"] == "nan", row
        else:
            assert row["value"] == value, row
    (expand,) = [
        r for r in rows if r["function"] == "expand_dims" and r["category"] == "axis_range"
    ]
    assert expand["type"] in ("IndexError", "AxisError"), expand  # AxisError is an IndexError


def test_every_function_is_swept(rows: list[dict[str, Any]]) -> None:
    """Each floating-point-only function and each reduction appears; a new one would not
    silently stay out of the sweep."""
    swept = {r["function"] for r in rows}
    required = {
        *_spec.FLOATING_ONLY_UNARY, *_spec.FLOATING_ONLY_BINARY,
        *_spec.FLOATING_ONLY_STATISTICAL, *_spec.ELEMENTWISE, *sweep.REDUCTIONS,
    }  # fmt: skip
    assert required <= swept, required - swept


def test_docs_page_is_this_run(results: dict[str, list[dict[str, Any]]]) -> None:
    if set(results) != set(sweep.BACKENDS):
        pytest.skip("docs/errors.md is generated with every backend installed")
    page = (ROOT / "docs" / "errors.md").read_text()
    if sweep.releases() not in page.splitlines():
        # the frameworks' own messages and error types change between releases
        pytest.skip("docs/errors.md was swept with other framework releases than these")
    assert page == sweep.render(results), "docs/errors.md is stale: run docs/gen_sweep.py"
