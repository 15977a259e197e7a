"""Searching functions on every backend against NumPy: argmax/argmin (first index of ties),
nonzero, count_nonzero, searchsorted (NaN ordered above +inf, as NumPy sorts), where."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ._numpy_reference import assert_matches, available, default_int, to_numpy
from ._strategies import REAL, arrays

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- searching


@FAST
@given(data=st.data())
def test_argmax_argmin_first_index(xp: Any, data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(available(xp, REAL)))
    if np.dtype(dtype).kind == "f":
        # NaN is left open by the standard (TF's kernels pass over it, NumPy's pick it)
        values = st.sampled_from([0.0, -0.0, 1.0, -1.0, math.inf, -math.inf])
    else:
        values = st.sampled_from([0, 1, 2, int(np.iinfo(dtype).max)])
    a = data.draw(
        hnp.arrays(dtype, hnp.array_shapes(min_dims=1, max_dims=3, max_side=5), elements=values)
    )
    axis = data.draw(st.none() | st.integers(-a.ndim, a.ndim - 1))
    keepdims = data.draw(st.booleans())
    for ours, numpys in ((xp.argmax, np.argmax), (xp.argmin, np.argmin)):
        got = ours(xp.asarray(a), axis=axis, keepdims=keepdims)
        assert_matches(got, numpys(a, axis=axis, keepdims=keepdims).astype(default_int(xp)), xp=xp)


def test_argmax_ties_on_large_inputs(xp: Any) -> None:
    a = np.zeros((3, 5000), np.float32)
    a[:, 1234:] = 1.0
    assert_matches(xp.argmax(xp.asarray(a), axis=1), np.full(3, 1234, default_int(xp)), xp=xp)
    assert_matches(xp.argmin(xp.asarray(a.T), axis=0), np.zeros(3, default_int(xp)), xp=xp)


@FAST
@given(data=st.data())
def test_nonzero_and_count_nonzero(xp: Any, data: st.DataObject) -> None:
    dtypes = available(xp, [*REAL, "bool", "complex128", "complex64"])
    # no subnormals: XLA's CPU kernels flush them to zero (a random run drew 2.494e-42 on
    # JAX); test_subnormals_are_nonzero is the test of them, marked where they fail
    a = data.draw(arrays(st.sampled_from(dtypes), min_dims=1, allow_subnormal=False))
    t = xp.asarray(a)
    got = xp.nonzero(t)
    assert isinstance(got, tuple)
    assert len(got) == a.ndim
    for ours, theirs in zip(got, np.nonzero(a), strict=True):
        assert_matches(ours, theirs.astype(default_int(xp)), xp=xp)
    assert_matches(
        # np.intp(): NumPy < 2.3 gives a Python int here
        xp.count_nonzero(t),
        np.intp(np.count_nonzero(a, axis=None)).astype(default_int(xp)),
        xp=xp,
    )
    assert_matches(
        xp.count_nonzero(t, axis=-1, keepdims=True),
        np.count_nonzero(a, axis=-1, keepdims=True).astype(default_int(xp)),
        xp=xp,
    )


@pytest.mark.skip_backend("torch", reason="torch orders NaN below +inf, on drawn NaNs: a gap")
@FAST
@given(data=st.data(), side=st.sampled_from(["left", "right"]))
def test_searchsorted_matches_numpy(xp: Any, data: st.DataObject, side: Any) -> None:
    # only the dtypes the backend has: JAX without x64 turns float64 into float32, where
    # drawn values overflow to inf or fall below float32's normal range
    dtype = data.draw(st.sampled_from(available(xp, ["int16", "uint8", "float32", "float64"])))
    # TF compares subnormal floats as zero on CPU (FTZ/DAZ); NumPy does not. NaN and
    # +-inf are drawn: NaN orders above +inf, as NumPy sorts and searches it
    normal = {"allow_subnormal": False}
    x1 = data.draw(arrays(dtype, min_dims=1, max_dims=1, **normal))
    x2 = data.draw(arrays(dtype, **normal))
    sorter = np.argsort(x1, kind="stable")
    expected = np.searchsorted(x1, x2, side=side, sorter=sorter).astype(default_int(xp))
    got = xp.searchsorted(xp.asarray(x1), xp.asarray(x2), side=side, sorter=xp.asarray(sorter))
    assert_matches(got, expected, xp=xp)
    ordered = np.sort(x1)
    expected = np.searchsorted(ordered, np.array(1, dtype), side=side).astype(default_int(xp))
    assert_matches(xp.searchsorted(xp.asarray(ordered), 1, side=side), expected, xp=xp)


@pytest.mark.xfail_backend(
    "torch", reason="torch.searchsorted orders NaN below +inf (unlike NumPy's sort)"
)
@pytest.mark.parametrize("side", ["left", "right"])
def test_searchsorted_orders_nan_above_inf(xp: Any, side: Any) -> None:
    # TF's kernel alone gives [0, ...] on the left (NaN unordered) and counts x1's NaNs
    # as below every value on the right
    x1 = np.array([-np.inf, 1.0, np.inf, np.inf, np.nan, np.nan])
    x2 = np.array([np.nan, np.inf, -np.inf, 1.0, 2.0])
    expected = np.searchsorted(x1, x2, side=side).astype(default_int(xp))
    assert_matches(xp.searchsorted(xp.asarray(x1), xp.asarray(x2), side=side), expected, xp=xp)
    # where sort() puts a NaN, searchsorted finds it
    x = np.array([3.0, np.nan, 1.0])
    expected = np.searchsorted(np.sort(x), np.nan, side=side).astype(default_int(xp))
    assert_matches(
        xp.searchsorted(xp.sort(xp.asarray(x)), xp.asarray(np.nan), side=side), expected, xp=xp
    )


@pytest.mark.parametrize("side", ["left", "right"])
def test_searchsorted_of_signed_zeros_and_tiny_values(xp: Any, side: Any) -> None:
    # Paddle's == takes floats within 1e-8 of 0 as 0: its search placed 1e-30 with the zeros
    x1 = np.asarray([-2.5, -0.0, 0.0, 1e-30, 1e-30, 3.0, math.inf], dtype=np.float32)
    x2 = np.asarray([-0.0, 0.0, 1e-30, 1e-31, -math.inf], dtype=np.float32)
    got = xp.searchsorted(xp.asarray(x1), xp.asarray(x2), side=side)
    np.testing.assert_array_equal(to_numpy(got), np.searchsorted(x1, x2, side=side))


def test_searchsorted_of_many_values_and_queries(xp: Any) -> None:
    # Paddle's search used to count x1 < x2 pairwise: 34 GB for 2**16 of each
    x1 = np.sort(np.random.default_rng(0).standard_normal(2**16)).astype(np.float32)
    got = xp.searchsorted(xp.asarray(x1), xp.asarray(x1))
    np.testing.assert_array_equal(to_numpy(got), np.searchsorted(x1, x1))


def test_where_promotes_python_scalars(xp: Any) -> None:
    cond = xp.asarray([True, False, True])
    assert_matches(
        xp.where(cond, xp.asarray([1, 2, 3], dtype=xp.int8), 0), np.array([1, 0, 3], np.int8), xp=xp
    )
    assert_matches(
        xp.where(cond, 0.5, xp.zeros(3, dtype=xp.float32)), np.float32([0.5, 0, 0.5]), xp=xp
    )
    assert_matches(
        xp.where(cond, xp.asarray([1, 2, 3], dtype=xp.uint8), xp.asarray([1], dtype=xp.int16)),
        np.array([1, 1, 3], np.int16),
        xp=xp,
    )
    assert_matches(
        xp.where(cond, 1j, xp.zeros(3, dtype=xp.float32)), np.complex64([1j, 0, 1j]), xp=xp
    )


@pytest.mark.xfail_backend("jax", reason="XLA flushes subnormal inputs to zero on the CPU")
def test_subnormals_are_nonzero(xp: Any) -> None:
    # TF's own x != 0 flushes subnormals to zero on CPU; the namespace must not
    for dtype, tiny in (("float32", 1e-40), ("float64", 5e-324), ("complex64", 1e-40j)):
        if dtype not in available(xp, [dtype]):
            continue  # MLX's namespace has no float64
        x = xp.asarray(np.array([0, tiny, -0.0], dtype))
        assert_matches(xp.any(x), np.True_, xp=xp)
        assert_matches(xp.all(x[1:2]), np.True_, xp=xp)
        assert_matches(xp.count_nonzero(x), default_int(xp).type(1), xp=xp)
        assert_matches(xp.nonzero(x)[0], np.array([1], default_int(xp)), xp=xp)


def test_searchsorted_gives_the_indexing_dtype(xp: Any) -> None:
    out = xp.searchsorted(xp.asarray(np.uint8([1, 2, 3])), xp.asarray(np.uint8([2])))
    assert out.dtype == xp.__array_namespace_info__().default_dtypes()["indexing"]
    assert to_numpy(out).tolist() == [1]


def test_searchsorted_of_an_empty_x2(xp: Any) -> None:
    # dask's graph computes shape (1, 0) for these
    x1 = xp.asarray(np.float32([1, 2, 3]))
    for shape in ((0, 0), (2, 0), (0, 2)):
        got = xp.searchsorted(x1, xp.zeros(shape, dtype=xp.float32))
        assert_matches(got, np.zeros(shape, default_int(xp)), xp=xp)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_searchsorted_with_scalar_and_sorter(xp: Any) -> None:
    data = np.array([5.0, 1.0, 3.0, 9.0, 7.0], np.float32)
    x = xp.asarray(data)
    order = xp.argsort(x)
    got = xp.searchsorted(x, 4.0, sorter=order)
    assert got.shape == ()
    assert int(got) == np.searchsorted(data, 4.0, sorter=np.argsort(data))
    v = np.array([[0.0, 6.0], [10.0, 3.0]], np.float32)
    expected = np.searchsorted(data, v, side="right", sorter=np.argsort(data))
    got = xp.searchsorted(x, xp.asarray(v), side="right", sorter=order)
    np.testing.assert_array_equal(to_numpy(got), expected)


def test_mixed_dtype_outer_cross_where(xp: Any) -> None:
    c = np.array([True, False])
    a, b = xp.asarray(np.uint8([1, 2])), xp.asarray(np.int32([3, 4]))
    assert_matches(xp.where(xp.asarray(c), a, b), np.array([1, 4], np.int32), xp=xp)


@pytest.mark.xfail_backend(
    "numpy", reason="np.nonzero's own ValueError message, without '0-D'", since="2.1"
)
@pytest.mark.xfail_backend("jax", reason="jnp.nonzero's own ValueError message, without '0-D'")
def test_nonzero_of_0d_raises(xp: Any) -> None:
    with pytest.raises(ValueError, match="0-D"):
        xp.nonzero(xp.asarray(1))


@pytest.mark.skip_backend(
    "numpy", "dask", "jax", "torch", "paddle",
    reason="a Python float with an integer array is left to the library; it promotes",
)  # fmt: skip
def test_where_of_a_python_float_and_an_integer_array_is_a_type_error(xp: Any) -> None:
    with pytest.raises(TypeError):
        xp.where(xp.asarray([True]), 1.5, xp.zeros(1, dtype=xp.int32))
