"""Every function of the standard on every backend, as pytest-benchmark groups: one group
per backend and function (8x8 float32), holding ours, the native call and the peer's.

The same cases as ``python benchmarks/run.py`` (the script of record: interleaved rounds,
ratio tables, JSON for the docs); here each call is timed on its own by pytest-benchmark.
An alias is native by identity, so its "arraydispatch" row is skipped.
"""

from __future__ import annotations

import functools
import timeit
from typing import Any

import _cases
import pytest
import run

IMPLEMENTATIONS = ("arraydispatch", "native", "peer")
SIZE = 8


@functools.cache
def _cases_of(backend: str) -> dict[str, run.Case]:
    pytest.importorskip(backend)
    return {case.name: case for case in run.build_cases(backend, SIZE)}


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("name", [name for _, name in _cases.function_names()])
@pytest.mark.parametrize("backend", _cases.BACKENDS)
def test_function(benchmark: Any, backend: str, name: str, implementation: str) -> None:
    case = _cases_of(backend)[name]
    fn = {"arraydispatch": case.ours, "native": case.native, "peer": case.peer}[implementation]
    if implementation == "arraydispatch" and case.kind == "alias":
        pytest.skip(f"alias: ours is {case.native_call}")
    if fn is None:
        pytest.skip(f"no {implementation} call for {name} on {backend}")
    benchmark.group = f"{backend} {name} ({case.kind})"
    benchmark.extra_info["native_call"] = case.native_call
    # bounded, as run.py times it (several thousand of these): rounds of short turns
    per_call = timeit.timeit(fn, number=3) / 3
    iterations = max(1, int(run.BUDGET / max(per_call, 1e-7)))
    benchmark.pedantic(fn, rounds=run.ROUNDS, iterations=iterations, warmup_rounds=1)
