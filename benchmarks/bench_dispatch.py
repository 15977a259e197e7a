"""What resolving a namespace costs: ours, array-api-compat's, and the floor.

The floor is what any per-type resolver must at least do: one dict lookup on ``type(x)``
inside a Python function call (one per argument for several arguments; the one-argument
floor is the unit the lead's ratios use).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from arraydispatch import get_namespace
from arraydispatch.compat import array_namespace

array_api_compat = pytest.importorskip("array_api_compat")

X = np.zeros(8)
Y = np.ones(8)
FLOOR_TABLE = {np.ndarray: np}


def measure(benchmark: Any, function: Any, *args: Any) -> Any:
    """Time ``function(*args)`` with fixed iterations per round, identically for every row
    (automatic calibration picks different loop counts per row, which skews ~100 ns calls)."""
    return benchmark.pedantic(function, args, iterations=2000, rounds=300, warmup_rounds=20)


def floor_one(x: Any) -> Any:
    return FLOOR_TABLE[type(x)]


def floor_three(*arrays: Any) -> Any:
    for a in arrays:
        ns = FLOOR_TABLE.get(type(a))
    return ns


@pytest.mark.benchmark(group="get_namespace(x)")
def test_one_array_arraydispatch(benchmark: Any) -> None:
    assert measure(benchmark, get_namespace, X).__name__ == "arraydispatch.backends.numpy"


@pytest.mark.benchmark(group="get_namespace(x)")
def test_one_array_array_api_compat(benchmark: Any) -> None:
    measure(benchmark, array_api_compat.array_namespace, X)


@pytest.mark.benchmark(group="get_namespace(x)")
def test_one_array_floor(benchmark: Any) -> None:
    measure(benchmark, floor_one, X)


@pytest.mark.benchmark(group="get_namespace(x, y)")
def test_two_arrays_arraydispatch(benchmark: Any) -> None:
    assert measure(benchmark, get_namespace, X, Y).__name__ == "arraydispatch.backends.numpy"


@pytest.mark.benchmark(group="get_namespace(x, y)")
def test_two_arrays_array_api_compat(benchmark: Any) -> None:
    measure(benchmark, array_api_compat.array_namespace, X, Y)


@pytest.mark.benchmark(group="get_namespace(x, y)")
def test_two_arrays_floor(benchmark: Any) -> None:
    measure(benchmark, floor_three, X, Y)


@pytest.mark.benchmark(group="get_namespace(x, y, 1.0)")
def test_three_arguments_arraydispatch(benchmark: Any) -> None:
    assert measure(benchmark, get_namespace, X, Y, 1.0).__name__ == "arraydispatch.backends.numpy"


@pytest.mark.benchmark(group="get_namespace(x, y, 1.0)")
def test_three_arguments_arraydispatch_compat(benchmark: Any) -> None:
    # arraydispatch.compat.array_namespace: array-api-compat's signature over our resolution
    assert measure(benchmark, array_namespace, X, Y, 1.0).__name__ == "arraydispatch.backends.numpy"


@pytest.mark.benchmark(group="get_namespace(x, y, 1.0)")
def test_three_arguments_array_api_compat(benchmark: Any) -> None:
    measure(benchmark, array_api_compat.array_namespace, X, Y, 1.0)


@pytest.mark.benchmark(group="get_namespace(x, y, 1.0)")
def test_three_arguments_floor(benchmark: Any) -> None:
    measure(benchmark, floor_three, X, Y, 1.0)
