"""The dask namespace: laziness, any-chunking algorithms, aliases, devices, data-dependent
shapes. The official suite (tests/xfails/dask.txt) covers the standard's semantics; these
tests cover what it cannot see."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch._common import _spec

dask = pytest.importorskip("dask")
da = pytest.importorskip("dask.array")
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

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


def eager(x: Any) -> Any:
    return np.asarray(x.compute() if isinstance(x, da.Array) else x)


# ---------------------------------------------------------------------------- names


def test_every_spec_name_is_present() -> None:
    assert [n for n in _spec.NAMESPACE if not hasattr(xp, n)] == []
    assert [n for n in _spec.LINALG if not hasattr(xp.linalg, n)] == []
    assert [n for n in _spec.FFT if not hasattr(xp.fft, n)] == []
    assert xp.__array_api_version__ == "2025.12"


def test_conforming_dask_functions_are_aliases() -> None:
    assert xp.sin is da.sin
    assert xp.acos is da.arccos
    assert xp.pow is da.power
    assert xp.bitwise_invert is da.invert
    assert xp.where is da.where
    assert xp.linalg.outer is da.outer
    assert xp.fft.fftshift is da.fft.fftshift


def test_namespace_info() -> None:
    info = xp.__array_namespace_info__()
    assert list(info.devices()) == ["cpu"]
    assert info.default_device() == "cpu"
    assert info.default_dtypes()["real floating"] == np.float64
    assert set(info.dtypes(kind="complex floating")) == {"complex64", "complex128"}
    assert info.capabilities()["data-dependent shapes"] is True


def test_device_hooks() -> None:
    x = da.ones(3)
    assert arraydispatch.device(x) == "cpu"
    assert arraydispatch.to_device(x, "cpu") is x
    with pytest.raises(ValueError, match="cpu"):
        arraydispatch.to_device(x, "cuda:0")
    with pytest.raises(ValueError, match="device="):
        xp.zeros(3, device="gpu")


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
    assert eager(x)[0] == 7.0
    assert eager(snapshot)[0] == 0.0
    with pytest.raises(ValueError, match="copy=False"):
        xp.asarray(x, dtype=xp.float32, copy=False)
    assert xp.asarray(x) is x


# ------------------------------------------------------------- any-chunking algorithms


def test_svd_and_qr_of_matrix_chunked_in_both_dimensions() -> None:
    data = np.random.default_rng(2).standard_normal((9, 7))
    x = da.from_array(data, chunks=(4, 3))
    with pytest.raises(NotImplementedError):  # what dask itself does
        da.linalg.svd(x)
    u, s, vh = (eager(a) for a in xp.linalg.svd(x, full_matrices=False))
    np.testing.assert_allclose((u * s) @ vh, data, atol=1e-12)
    np.testing.assert_allclose(s, np.linalg.svdvals(data))
    u, s, vh = (eager(a) for a in xp.linalg.svd(x))
    assert u.shape == (9, 9)
    assert vh.shape == (7, 7)
    q, r = (eager(a) for a in xp.linalg.qr(x))
    np.testing.assert_allclose(q @ r, data, atol=1e-12)
    q, r = (eager(a) for a in xp.linalg.qr(x, mode="complete"))
    assert q.shape == (9, 9)
    assert r.shape == (9, 7)
    np.testing.assert_allclose(q @ r, data, atol=1e-12)


def test_tall_skinny_qr_keeps_dasks_distributed_algorithm() -> None:
    data = np.random.default_rng(3).standard_normal((40, 3))
    x = da.from_array(data, chunks=(10, 3))
    q, r = xp.linalg.qr(x)
    assert q.chunks[0] == (10, 10, 10, 10)  # TSQR: Q stays chunked along the rows
    np.testing.assert_allclose(eager(q) @ eager(r), data, atol=1e-12)
    u, s, _vh = xp.linalg.svd(x, full_matrices=False)
    assert u.chunks[0] == (10, 10, 10, 10)
    np.testing.assert_allclose(eager(s), np.linalg.svdvals(data))


def test_fft_along_chunked_axis() -> None:
    data = np.random.default_rng(4).standard_normal((8, 6))
    x = da.from_array(data, chunks=(3, 4))
    with pytest.raises(ValueError, match="single chunk"):  # what dask itself does
        da.fft.fft(x, axis=0)
    np.testing.assert_allclose(eager(xp.fft.fft(x, axis=0)), np.fft.fft(data, axis=0))
    np.testing.assert_allclose(eager(xp.fft.fftn(x)), np.fft.fftn(data))
    np.testing.assert_allclose(eager(xp.fft.irfft(xp.fft.rfft(x, axis=0), n=8, axis=0)), data)


@settings(max_examples=25, deadline=None)
@given(chunked(ndim=2), st.integers(-2, 1), st.booleans())
def test_sort_argsort_any_chunking(pair: Any, axis: int, descending: bool) -> None:
    data, x = pair
    data, x = np.round(data), da.round(x)  # ties, to see stability
    expected = np.sort(data, axis=axis)
    expected = np.flip(expected, axis=axis) if descending else expected
    np.testing.assert_array_equal(eager(xp.sort(x, axis=axis, descending=descending)), expected)
    order = eager(xp.argsort(x, axis=axis, descending=descending, stable=True))
    key = -data if descending else data
    np.testing.assert_array_equal(order, np.argsort(key, axis=axis, stable=True))


@settings(max_examples=20, deadline=None)
@given(chunked(ndim=3, min_side=2, max_side=4))
def test_batched_linalg_any_chunking(pair: Any) -> None:
    data, x = pair
    square = data[..., : data.shape[-1], :][:, : min(data.shape[1:]), : min(data.shape[1:])]
    m = x[:, : square.shape[1], : square.shape[2]]
    np.testing.assert_allclose(eager(xp.linalg.det(m)), np.linalg.det(square), atol=1e-10)
    np.testing.assert_allclose(eager(xp.linalg.inv(m)), np.linalg.inv(square), rtol=1e-6)
    np.testing.assert_allclose(eager(xp.linalg.svdvals(x)), np.linalg.svdvals(data), atol=1e-10)
    w = eager(xp.linalg.eigvals(m))
    assert w.dtype == np.complex128
    np.testing.assert_allclose(np.sort_complex(w), np.sort_complex(np.linalg.eigvals(square)))
    norm = xp.linalg.vector_norm(x, axis=(0, 2), keepdims=True)
    np.testing.assert_allclose(eager(norm), np.linalg.vector_norm(data, axis=(0, 2), keepdims=True))


@settings(max_examples=20, deadline=None)
@given(chunked(ndim=2), st.integers(0, 1))
def test_reductions_and_indexing_any_chunking(pair: Any, axis: int) -> None:
    data, x = pair
    order = np.argsort(data, axis=axis)
    got = xp.take_along_axis(x, da.from_array(order, chunks=2), axis=axis)
    np.testing.assert_array_equal(eager(got), np.take_along_axis(data, order, axis=axis))
    np.testing.assert_allclose(
        eager(xp.cumulative_sum(x, axis=axis, include_initial=True)),
        np.cumulative_sum(data, axis=axis, include_initial=True),
    )
    if data.shape[axis] > 1:
        np.testing.assert_allclose(
            eager(xp.std(x, axis=axis, correction=1)), np.std(data, axis=axis, ddof=1)
        )


# ------------------------------------------------------------ data-dependent shapes


def test_unique_is_lazy_with_nan_length_and_keeps_nans_distinct() -> None:
    data = np.array([3.0, np.nan, 1.0, 3.0, np.nan])
    x = da.from_array(data, chunks=2)
    values = xp.unique_values(x)
    assert math.isnan(values.shape[0])
    np.testing.assert_array_equal(eager(values), np.unique_values(data))
    assert np.isnan(eager(values)).sum() == 2  # dask.array.unique would merge them
    result = xp.unique_all(x)
    assert result.inverse_indices.shape == (5,)
    expected = np.unique_all(data)
    for got, want in zip(result, expected, strict=True):
        np.testing.assert_array_equal(eager(got), want)


def test_repeat_with_array_repeats() -> None:
    data = np.arange(6).reshape(2, 3)
    x = da.from_array(data, chunks=1)
    out = xp.repeat(x, xp.asarray([2, 0, 1]), axis=1)
    assert out.shape[0] == 2
    assert math.isnan(out.shape[1])
    np.testing.assert_array_equal(eager(out), np.repeat(data, [2, 0, 1], axis=1))
    np.testing.assert_array_equal(eager(xp.repeat(x, 2)), np.repeat(data, 2))


def test_nonzero_of_0d_raises() -> None:
    with pytest.raises(ValueError, match="0-D"):
        xp.nonzero(xp.asarray(1.0))


# ----------------------------------------------------------- creation that dask gets wrong


@pytest.mark.parametrize(("n", "m", "k"), [(2, 3, 1), (4, 2, -1), (3, None, 5), (0, 0, 0)])
def test_eye(n: int, m: int | None, k: int) -> None:
    got = eager(xp.eye(n, m, k=k, dtype=xp.int8))
    np.testing.assert_array_equal(got, np.eye(n, m, k=k, dtype=np.int8))
    assert got.dtype == np.int8


def test_complex_linspace_and_tril_of_stacks() -> None:
    np.testing.assert_allclose(
        eager(xp.linspace(1, 2 + 2j, 5, endpoint=False)),
        np.linspace(1, 2 + 2j, 5, endpoint=False),
    )
    data = np.arange(2 * 3 * 4).reshape(2, 3, 4)
    x = da.from_array(data, chunks=(1, 2, 3))
    np.testing.assert_array_equal(eager(xp.tril(x, k=1)), np.tril(data, k=1))
    np.testing.assert_array_equal(eager(xp.triu(x, k=-1)), np.triu(data, k=-1))


# --------------------------------------------- wrappers where dask's kernels differ


def test_floor_divide_and_expm1_special_values() -> None:
    x1 = da.from_array(np.array([np.inf, -np.inf, 1.0, -1.0]), chunks=2)
    x2 = da.from_array(np.array([2.0, 2.0, -np.inf, np.inf]), chunks=2)
    got = eager(xp.floor_divide(x1, x2))
    np.testing.assert_array_equal(got, [np.inf, -np.inf, -0.0, -0.0])
    assert np.signbit(got[2:]).all()
    assert xp.floor_divide(da.ones(3, dtype=np.int8), 2).dtype == np.int8
    z = da.from_array(np.array([complex(np.inf, 0.0), complex(-np.inf, np.inf)]))
    np.testing.assert_array_equal(eager(xp.expm1(z)), [complex(np.inf, 0.0), -1 + 0j])


def test_shape_errors_at_call_time_and_promoted_dtypes() -> None:
    with pytest.raises(ValueError, match="do not align"):
        xp.matmul(da.ones((2, 3)), da.ones((4, 2)))  # dask itself defers this to compute
    with pytest.raises(ValueError, match="repeats an axis"):
        xp.expand_dims(da.ones((2, 2)), axis=(1, 1))
    out = xp.tensordot(da.ones(3, dtype=np.int8), da.ones(3, dtype=np.int16), axes=1)
    assert out.dtype == np.int16
    assert xp.zeros((1, 1, 1, 0, 1, 1, 17)).shape == (1, 1, 1, 0, 1, 1, 17)


def test_searchsorted_with_scalar_and_sorter() -> None:
    data = np.array([5.0, 1.0, 3.0, 9.0, 7.0])
    x = da.from_array(data, chunks=2)
    order = xp.argsort(x)
    got = xp.searchsorted(x, 4.0, sorter=order)
    assert got.shape == ()
    assert int(got) == np.searchsorted(data, 4.0, sorter=np.argsort(data))
    v = da.from_array(np.array([[0.0, 6.0], [10.0, 3.0]]), chunks=1)
    np.testing.assert_array_equal(
        eager(xp.searchsorted(x, v, side="right", sorter=order)),
        np.searchsorted(data, eager(v), side="right", sorter=np.argsort(data)),
    )
