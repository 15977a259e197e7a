"""Dask only: namespace functions build graphs and never compute; algorithms that take any
chunking (where dask.array itself wants one chunk); lazy data-dependent shapes.

The values of the same functions on every backend are in the function-family files
(tests/test_linalg.py, ...); these tests cover what only a lazy, chunked array has.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import arraydispatch

dask = pytest.importorskip("dask")
da = pytest.importorskip("dask.array")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from ._numpy_reference import numpy_function, to_numpy  # noqa: E402

xp: Any = arraydispatch.namespace("dask")

# --------------------------------------------------------------------------- helpers


class CountingScheduler:
    """A dask scheduler that counts graph executions (then runs them synchronously)."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, dsk: Any, keys: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return dask.get(dsk, keys, **kwargs)


@pytest.fixture
def counting() -> Iterator[CountingScheduler]:
    scheduler = CountingScheduler()
    with dask.config.set(scheduler=scheduler):
        yield scheduler


@st.composite
def chunked(draw: Any, ndim: int = 2, min_side: int = 1, max_side: int = 7) -> Any:
    """(numpy array, dask array of it with random chunks along every axis)."""
    shape = tuple(draw(st.integers(min_side, max_side)) for _ in range(ndim))
    chunks = tuple(draw(st.integers(1, max(side, 1))) for side in shape)
    seed = draw(st.integers(0, 2**16))
    data = np.random.default_rng(seed).standard_normal(shape)
    return data, da.from_array(data, chunks=chunks)


# -------------------------------------------------------------------------- laziness


def _every_kind_of_call(x: Any, m: Any) -> list[Any]:
    """One call per family of namespace function; nothing here may compute."""
    out: list[Any] = [
        xp.sort(x, axis=0, descending=True),
        xp.argsort(x, axis=1),
        xp.unique_all(x),
        xp.unique_counts(x),
        xp.unique_inverse(x),
        xp.unique_values(x),
        xp.nonzero(x > 0),
        xp.repeat(x, xp.asarray([1, 0, 2, 1]), axis=1),
        xp.take(x, xp.asarray([0, -1]), axis=0),
        xp.take_along_axis(x, xp.argsort(x, axis=0), axis=0),
        xp.cumulative_sum(x, axis=0, include_initial=True),
        xp.std(x, axis=0, correction=1),
        xp.clip(x, 0.0, 1.0),
        xp.tril(x),
        xp.count_nonzero(x, axis=1, keepdims=True),
        xp.searchsorted(xp.sort(x[0]), x[1]),
        xp.vecdot(x, x),
        xp.fft.fft(x, axis=0),
        xp.fft.rfftn(x),
        xp.asarray([x[0, 0], x[1, 1]]),
        xp.eye(4, 5, k=1),
        xp.linspace(0, 1j, 5),
    ]
    la = xp.linalg
    out += [
        la.qr(m), la.svd(m), la.svdvals(m), la.eig(m), la.eigvals(m), la.eigh(m),
        la.eigvalsh(m), la.det(m), la.slogdet(m), la.inv(m), la.pinv(m), la.matrix_rank(m),
        la.solve(m, m[..., :1]), la.matrix_norm(m, ord=2), la.vector_norm(m, axis=(-2, -1)),
        la.matrix_power(m, 3), la.cholesky(m @ la.matrix_transpose(m)), la.trace(m),
        la.cross(m[..., :3], m[..., 1:4]),
    ]  # fmt: skip
    return out


def test_namespace_functions_never_compute(counting: CountingScheduler) -> None:
    x = da.from_array(np.arange(24.0).reshape(6, 4) % 5, chunks=(2, 3))
    m = da.from_array(np.random.default_rng(1).standard_normal((3, 4, 4)), chunks=(1, 2, 3))
    results = _every_kind_of_call(x, m)
    assert counting.calls == 0, "a namespace function computed"
    leaves = [r for result in results for r in (result if isinstance(result, tuple) else [result])]
    assert all(isinstance(leaf, da.Array) for leaf in leaves)
    # and computing them all is one graph execution
    dask.compute(*leaves)
    assert counting.calls == 1


def test_host_data_is_wrapped_not_copied() -> None:
    host = np.zeros(4)
    x = xp.asarray(host)
    snapshot = xp.asarray(host, copy=True)
    host[0] = 7.0
    assert to_numpy(x)[0] == 7.0
    assert to_numpy(snapshot)[0] == 0.0
    with pytest.raises(ValueError, match="copy=False"):
        xp.asarray(x, dtype=xp.float32, copy=False)
    assert xp.asarray(x) is x


# ------------------------------------------------------------- any-chunking algorithms


def test_svd_and_qr_of_matrix_chunked_in_both_dimensions() -> None:
    data = np.random.default_rng(2).standard_normal((9, 7))
    x = da.from_array(data, chunks=(4, 3))
    with pytest.raises(NotImplementedError):  # what dask itself does
        da.linalg.svd(x)
    u, s, vh = (to_numpy(a) for a in xp.linalg.svd(x, full_matrices=False))
    np.testing.assert_allclose((u * s) @ vh, data, atol=1e-12)
    np.testing.assert_allclose(s, numpy_function("linalg.svdvals")(data))
    u, s, vh = (to_numpy(a) for a in xp.linalg.svd(x))
    assert u.shape == (9, 9)
    assert vh.shape == (7, 7)
    q, r = (to_numpy(a) for a in xp.linalg.qr(x))
    np.testing.assert_allclose(q @ r, data, atol=1e-12)
    q, r = (to_numpy(a) for a in xp.linalg.qr(x, mode="complete"))
    assert q.shape == (9, 9)
    assert r.shape == (9, 7)
    np.testing.assert_allclose(q @ r, data, atol=1e-12)


def test_tall_skinny_qr_keeps_dasks_distributed_algorithm() -> None:
    data = np.random.default_rng(3).standard_normal((40, 3))
    x = da.from_array(data, chunks=(10, 3))
    q, r = xp.linalg.qr(x)
    assert q.chunks[0] == (10, 10, 10, 10)  # TSQR: Q stays chunked along the rows
    np.testing.assert_allclose(to_numpy(q) @ to_numpy(r), data, atol=1e-12)
    u, s, _vh = xp.linalg.svd(x, full_matrices=False)
    assert u.chunks[0] == (10, 10, 10, 10)
    np.testing.assert_allclose(to_numpy(s), numpy_function("linalg.svdvals")(data))


def test_fft_along_chunked_axis() -> None:
    data = np.random.default_rng(4).standard_normal((8, 6))
    x = da.from_array(data, chunks=(3, 4))
    with pytest.raises(ValueError, match="single chunk"):  # what dask itself does
        da.fft.fft(x, axis=0)
    np.testing.assert_allclose(to_numpy(xp.fft.fft(x, axis=0)), np.fft.fft(data, axis=0))
    np.testing.assert_allclose(to_numpy(xp.fft.fftn(x)), np.fft.fftn(data))
    np.testing.assert_allclose(to_numpy(xp.fft.irfft(xp.fft.rfft(x, axis=0), n=8, axis=0)), data)


@settings(max_examples=25, deadline=None)
@given(chunked(ndim=2), st.integers(-2, 1), st.booleans())
def test_sort_argsort_any_chunking(pair: Any, axis: int, descending: bool) -> None:
    data, x = pair
    data, x = np.round(data), da.round(x)  # ties, to see stability
    expected = np.sort(data, axis=axis)
    expected = np.flip(expected, axis=axis) if descending else expected
    np.testing.assert_array_equal(to_numpy(xp.sort(x, axis=axis, descending=descending)), expected)
    order = to_numpy(xp.argsort(x, axis=axis, descending=descending, stable=True))
    key = -data if descending else data
    np.testing.assert_array_equal(order, np.argsort(key, axis=axis, kind="stable"))


@settings(max_examples=20, deadline=None)
@given(chunked(ndim=3, min_side=2, max_side=4))
def test_batched_linalg_any_chunking(pair: Any) -> None:
    data, x = pair
    square = data[..., : data.shape[-1], :][:, : min(data.shape[1:]), : min(data.shape[1:])]
    m = x[:, : square.shape[1], : square.shape[2]]
    np.testing.assert_allclose(to_numpy(xp.linalg.det(m)), np.linalg.det(square), atol=1e-10)
    np.testing.assert_allclose(to_numpy(xp.linalg.inv(m)), np.linalg.inv(square), rtol=1e-6)
    np.testing.assert_allclose(
        to_numpy(xp.linalg.svdvals(x)), numpy_function("linalg.svdvals")(data), atol=1e-10
    )
    w = to_numpy(xp.linalg.eigvals(m))
    assert w.dtype == np.complex128
    np.testing.assert_allclose(np.sort_complex(w), np.sort_complex(np.linalg.eigvals(square)))
    norm = xp.linalg.vector_norm(x, axis=(0, 2), keepdims=True)
    np.testing.assert_allclose(
        to_numpy(norm), numpy_function("linalg.vector_norm")(data, axis=(0, 2), keepdims=True)
    )


@settings(max_examples=20, deadline=None)
@given(chunked(ndim=2), st.integers(0, 1))
def test_reductions_and_indexing_any_chunking(pair: Any, axis: int) -> None:
    data, x = pair
    order = np.argsort(data, axis=axis)
    got = xp.take_along_axis(x, da.from_array(order, chunks=2), axis=axis)
    np.testing.assert_array_equal(to_numpy(got), np.take_along_axis(data, order, axis=axis))
    np.testing.assert_allclose(
        to_numpy(xp.cumulative_sum(x, axis=axis, include_initial=True)),
        numpy_function("cumulative_sum")(data, axis=axis, include_initial=True),
    )
    if data.shape[axis] > 1:
        np.testing.assert_allclose(
            to_numpy(xp.std(x, axis=axis, correction=1)), np.std(data, axis=axis, ddof=1)
        )


# ------------------------------------------------------------ data-dependent shapes


def test_unique_is_lazy_with_nan_length_and_keeps_nans_distinct() -> None:
    data = np.array([3.0, np.nan, 1.0, 3.0, np.nan])
    x = da.from_array(data, chunks=2)
    values = xp.unique_values(x)
    assert math.isnan(values.shape[0])
    np.testing.assert_array_equal(to_numpy(values), numpy_function("unique_values")(data))
    assert np.isnan(to_numpy(values)).sum() == 2  # dask.array.unique would merge them
    result = xp.unique_all(x)
    assert result.inverse_indices.shape == (5,)
    expected = numpy_function("unique_all")(data)
    for got, want in zip(result, expected, strict=True):
        np.testing.assert_array_equal(to_numpy(got), want)


def test_repeat_with_array_repeats() -> None:
    data = np.arange(6).reshape(2, 3)
    x = da.from_array(data, chunks=1)
    out = xp.repeat(x, xp.asarray([2, 0, 1]), axis=1)
    assert out.shape[0] == 2
    assert math.isnan(out.shape[1])
    np.testing.assert_array_equal(to_numpy(out), np.repeat(data, [2, 0, 1], axis=1))
    np.testing.assert_array_equal(to_numpy(xp.repeat(x, 2)), np.repeat(data, 2))


def test_shape_errors_at_call_time() -> None:
    with pytest.raises(ValueError, match="do not align"):
        xp.matmul(da.ones((2, 3)), da.ones((4, 2)))  # dask itself defers this to compute
