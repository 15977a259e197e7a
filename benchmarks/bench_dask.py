"""What the namespace benchmark (benchmarks/run.py, graph construction only) cannot show
for dask: ``asarray`` of a NumPy array, and the ``compute`` of wrappers that change the graph
(rechunking, a different algorithm), each beside the native dask call and
array-api-compat's.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import arraydispatch

da = pytest.importorskip("dask.array")
dask = pytest.importorskip("dask")
compat = pytest.importorskip("array_api_compat.dask.array")

xp: Any = arraydispatch.namespace("dask")
HOST = np.random.default_rng(0).standard_normal((2_000, 64))
X = da.from_array(HOST, chunks=(500, 64))
TALL = da.from_array(np.random.default_rng(1).standard_normal((4_000, 8)), chunks=(1_000, 8))


def _compute(x: Any) -> Any:
    return x.compute(scheduler="sync")


# ------------------------------------------ from host memory (run.py times asarray(dask))


@pytest.mark.benchmark(group="asarray(numpy 1 MB)")
def test_asarray_arraydispatch(benchmark: Any) -> None:
    benchmark(xp.asarray, HOST)  # wraps the buffer


@pytest.mark.benchmark(group="asarray(numpy 1 MB)")
def test_asarray_native(benchmark: Any) -> None:
    benchmark(da.from_array, HOST)  # copies and hashes


@pytest.mark.benchmark(group="asarray(numpy 1 MB)")
def test_asarray_array_api_compat(benchmark: Any) -> None:
    benchmark(compat.asarray, HOST)


# ------------------------------------------------------- algorithms that change the graph


@pytest.mark.benchmark(group="sort(axis=0), rows chunked (compute)")
def test_sort_arraydispatch(benchmark: Any) -> None:
    benchmark(lambda: _compute(xp.sort(X, axis=0)))


@pytest.mark.benchmark(group="sort(axis=0), rows chunked (compute)")
def test_sort_native_numpy_after_compute(benchmark: Any) -> None:
    benchmark(lambda: np.sort(_compute(X), axis=0))


@pytest.mark.benchmark(group="sort(axis=0), rows chunked (compute)")
def test_sort_array_api_compat(benchmark: Any) -> None:
    benchmark(lambda: _compute(compat.sort(X, axis=0)))


@pytest.mark.benchmark(group="qr, tall-and-skinny (compute)")
def test_qr_arraydispatch(benchmark: Any) -> None:
    benchmark(lambda: dask.compute(*xp.linalg.qr(TALL), scheduler="sync"))


@pytest.mark.benchmark(group="qr, tall-and-skinny (compute)")
def test_qr_native(benchmark: Any) -> None:
    benchmark(lambda: dask.compute(*da.linalg.qr(TALL), scheduler="sync"))


@pytest.mark.benchmark(group="qr, tall-and-skinny (compute)")
def test_qr_array_api_compat(benchmark: Any) -> None:
    benchmark(lambda: dask.compute(*compat.linalg.qr(TALL), scheduler="sync"))
