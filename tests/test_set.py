"""The ``unique_*`` functions on every backend: numpy.unique's results, in its order.

The standard leaves the order of unique values open; ours is numpy.unique's everywhere
(ascending, NaNs last, each NaN a value of its own), because code written against NumPy
relies on it (array-api-extra's ``union1d``). NumPy >= 2.3's own ``unique_values`` returns
hash order, so the reference here is ``np.unique(..., equal_nan=False)``, which sorts.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ._numpy_reference import assert_matches, available, default_int, numpy_function, to_numpy

FAST = settings(max_examples=25, deadline=None)

#: dtype -> few distinct elements, so that values repeat; floats with both zeros and NaN
ELEMENTS: dict[str, st.SearchStrategy[Any]] = {
    "bool": st.booleans(),
    "int8": st.integers(-3, 3),
    "int64": st.integers(-(2**40), 2**40) | st.integers(-3, 3),
    "uint8": st.integers(0, 255) | st.integers(0, 3),
    "float32": st.sampled_from([0.0, -0.0, 1.0, -1.5, 2.0, math.nan, math.inf, -math.inf]),
    "float64": st.sampled_from([0.0, -0.0, 1.0, -1.5, 1e300, math.nan, -math.inf]),
    "complex64": st.sampled_from(
        [
            0j,
            complex(-0.0, 0.0),
            1 + 1j,
            1 - 1j,
            -2 + 0j,
            complex(math.nan, 1),
            complex(1, math.nan),
        ]
    ),
    "complex128": st.sampled_from(
        [
            0j,
            1j,
            -1j,
            2 + 0j,
            complex(2, math.inf),
            complex(math.nan, math.nan),
            complex(0, math.nan),
        ]
    ),
}


@st.composite
def arrays(draw: st.DrawFn, xp: Any) -> np.ndarray:
    """A NumPy array of a dtype the backend has (JAX without x64 has no float64), 0-D to 3-D,
    empty ones included."""
    available = sorted(set(ELEMENTS) & set(xp.__array_namespace_info__().dtypes()))
    dtype = draw(st.sampled_from(available))
    shape = draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=5))
    return draw(hnp.arrays(dtype, shape, elements=ELEMENTS[dtype]))


def _check(
    x: np.ndarray,
    values: Any,
    *,
    indices: Any = None,
    inverse: Any = None,
    counts: Any = None,
) -> None:
    """Compare one backend's results with ``np.unique(x, equal_nan=False)``.

    Every NaN is a value of its own and they all come last, but their order among themselves
    is not NumPy's either (its quicksort path leaves NaNs in no particular order), so a NaN's
    index and inverse index are checked by what they point at.
    """
    want, want_indices, want_inverse, want_counts = np.unique(
        x, return_index=True, return_inverse=True, return_counts=True, equal_nan=False
    )
    flat = x.reshape(-1)
    got = to_numpy(values)
    assert got.dtype == want.dtype
    # assert_array_equal takes NaN == NaN in the same place, and -0.0 == 0.0 (one value)
    np.testing.assert_array_equal(got, want, strict=True)
    finite = int(np.count_nonzero(~np.isnan(want)))  # the values before the NaNs
    if counts is not None:
        np.testing.assert_array_equal(to_numpy(counts), want_counts)
    if indices is not None:
        got_indices = to_numpy(indices)
        np.testing.assert_array_equal(got_indices[:finite], want_indices[:finite])  # first ones
        np.testing.assert_array_equal(flat[got_indices], got)
        assert sorted(got_indices[finite:]) == np.flatnonzero(np.isnan(flat)).tolist()
    if inverse is not None:
        got_inverse = to_numpy(inverse)
        assert got_inverse.shape == x.shape
        got_inverse = got_inverse.reshape(-1)
        np.testing.assert_array_equal(got[got_inverse], flat)  # rebuilds x
        nan = np.isnan(flat)
        np.testing.assert_array_equal(got_inverse[~nan], want_inverse.reshape(-1)[~nan])
        assert len(set(got_inverse[nan].tolist())) == np.count_nonzero(nan)  # NaNs distinct


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_unique_all_is_numpys_unique(xp: Any, data: st.DataObject) -> None:
    x = data.draw(arrays(xp))
    out = xp.unique_all(xp.asarray(x))
    _check(x, out.values, indices=out.indices, inverse=out.inverse_indices, counts=out.counts)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_unique_values_counts_inverse_are_numpys_unique(xp: Any, data: st.DataObject) -> None:
    x = data.draw(arrays(xp))
    a = xp.asarray(x)
    _check(x, xp.unique_values(a))
    values, counts = xp.unique_counts(a)
    _check(x, values, counts=counts)
    values, inverse = xp.unique_inverse(a)
    _check(x, values, inverse=inverse)


@pytest.mark.parametrize("name", ["unique_values", "unique_counts", "unique_inverse", "unique_all"])
def test_unique_ascending_where_numpy_hashes(xp: Any, name: str) -> None:
    # NumPy 2.3+'s np.unique_values([3, 1, 2, 1]) is [2, 1, 3] (hash order); TensorFlow's
    # tf.unique gives [3, 1, 2] (first occurrence)
    out = getattr(xp, name)(xp.asarray([3, 1, 2, 1, 100, -7]))
    values = out if name == "unique_values" else out.values
    assert to_numpy(values).tolist() == [-7, 1, 2, 3, 100]


def test_unique_nans_last_and_distinct(xp: Any) -> None:
    x = xp.asarray([math.nan, 2.0, -0.0, math.nan, 0.0, -math.inf, 2.0])
    out = xp.unique_counts(x)
    values = to_numpy(out.values)
    assert values[:3].tolist() == [-math.inf, 0.0, 2.0]
    assert np.isnan(values[3:]).all()
    assert values.size == 5
    assert to_numpy(out.counts).tolist() == [1, 2, 2, 1, 1]


# ---------------------------------------------------------------- against NumPy, with hypothesis


def _distinct_nan_sorted(values: np.ndarray[Any, Any]) -> list[Any]:
    """Sorted values with NaNs (and complex values holding one) as a count of 'nan' entries."""
    return sorted(
        (("nan", 0) if np.isnan(v) else (str(v.dtype.kind), complex(v).real, complex(v).imag))
        for v in values
    )


#: few distinct values, so that duplicates, NaNs and both signed zeros are common
FEW = {
    "float32": st.sampled_from([0.0, -0.0, 1.0, 2.5, math.nan]),
    "float64": st.sampled_from([0.0, -0.0, 1.0, -7.0, math.nan, math.inf]),
    "complex64": st.sampled_from([0j, complex(-0.0, 0.0), 1 + 1j, complex(math.nan, 1), 1j]),
    "int8": st.integers(-2, 2),
    "uint16": st.integers(0, 3),
    "bool": st.booleans(),
}


@FAST
@given(data=st.data())
def test_unique_functions_match_numpy(xp: Any, data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(available(xp, sorted(FEW))))
    shapes = hnp.array_shapes(min_dims=0, max_dims=2, max_side=5)
    a = data.draw(hnp.arrays(dtype, shapes, elements=FEW[dtype]))
    t = xp.asarray(a)
    flat = a.reshape(-1)
    values, indices, inverse, counts = xp.unique_all(t)
    v, i, inv, c = (to_numpy(r) for r in (values, indices, inverse, counts))
    assert v.dtype == a.dtype
    assert i.dtype == inv.dtype == c.dtype == default_int(xp)
    assert inv.shape == a.shape
    # each NaN distinct, -0.0 and +0.0 one value: the same as NumPy's
    assert _distinct_nan_sorted(v) == _distinct_nan_sorted(numpy_function("unique_values")(a))
    with np.errstate(invalid="ignore"):
        np.testing.assert_array_equal(v[inv.reshape(-1)], flat)  # inverse rebuilds x
    np.testing.assert_array_equal(flat[i], v)  # first occurrences
    for k, value in enumerate(v):
        if not np.isnan(value):
            assert i[k] == np.flatnonzero(flat == value)[0]
            assert c[k] == np.count_nonzero(flat == value)
        else:
            assert c[k] == 1
    assert to_numpy(counts).sum() == a.size
    assert _distinct_nan_sorted(to_numpy(xp.unique_values(t))) == _distinct_nan_sorted(v)
    uc = xp.unique_counts(t)
    np.testing.assert_array_equal(to_numpy(uc.counts), c)
    ui = xp.unique_inverse(t)
    ui_inv = to_numpy(ui.inverse_indices)
    # Each NaN is a value of its own, and which of them an element maps to is open (NumPy's
    # unique sorts stably only when it returns indices, so unique_all and unique_inverse
    # can pair them differently): the NaNs map to the NaN entries one to one.
    nan = np.isnan(a)
    np.testing.assert_array_equal(ui_inv[~nan], inv[~nan])
    assert sorted(ui_inv[nan].tolist()) == sorted(inv[nan].tolist())


def test_unique_nan_and_signed_zero_semantics(xp: Any) -> None:
    for dtype in ("float32", "complex64"):
        x = xp.asarray(np.asarray([0.0, math.nan, -0.0, math.nan, 1.0], dtype))
        out = xp.unique_counts(x)
        assert to_numpy(out.values).size == 4  # 0 (both signs), nan, nan, 1
        assert sorted(to_numpy(out.counts).tolist()) == [1, 1, 1, 2]
    x = xp.asarray(
        np.asarray([complex(0.0, math.nan), complex(-0.0, math.nan), complex(1.0, -0.0)])
    )
    assert to_numpy(xp.unique_values(x)).size == 3


@pytest.mark.skip_backend(
    "torch",
    reason="torch.isin refuses complex input (RuntimeError), on the draws that have it; the "
    "standard's isin takes integer arrays ('Should have an integer data type'), so that is "
    "unspecified",
)
@FAST
@given(data=st.data(), invert=st.booleans())
def test_isin_matches_numpy(xp: Any, data: st.DataObject, invert: bool) -> None:
    dtype = data.draw(
        st.sampled_from(available(xp, ["int8", "uint8", "float32", "float64", "complex64"]))
    )
    small = (
        st.integers(-3, 3)
        if np.dtype(dtype).kind in "iu"
        else st.sampled_from([0.0, -0.0, 1.0, 2.5, math.nan, math.inf])
    )
    small = small.filter(lambda v: np.dtype(dtype).kind != "u" or v >= 0)
    x1 = data.draw(
        hnp.arrays(
            dtype, hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=4), elements=small
        )
    )
    x2 = data.draw(
        hnp.arrays(
            dtype, hnp.array_shapes(min_dims=0, max_dims=2, min_side=0, max_side=4), elements=small
        )
    )
    got = xp.isin(xp.asarray(x1), xp.asarray(x2), invert=invert)
    assert_matches(got, np.isin(x1, x2, invert=invert), xp=xp)
    assert_matches(xp.isin(xp.asarray(x1), 1), np.isin(x1, np.asarray(1, dtype)), xp=xp)


def test_isin_sorted_path_keeps_nan_apart_from_inf(xp: Any) -> None:
    # more than 64 values in x2: isin sorts x2 instead of comparing every pair
    rng = np.random.default_rng(0)
    for _ in range(20):
        x2 = rng.choice([math.nan, math.inf, -math.inf, 0.0, -0.0, 1.0], size=100)
        x1 = rng.choice([math.nan, math.inf, -math.inf, 0.0, -0.0, 1.0, 2.0], size=30)
        for dtype in ("float32", "float64"):
            a, b = x1.astype(dtype), x2[rng.integers(0, 2) :].astype(dtype)
            assert_matches(xp.isin(xp.asarray(a), xp.asarray(b)), np.isin(a, b), xp=xp)
    ints = np.arange(-50, 50, dtype=np.int16)
    assert_matches(
        xp.isin(xp.asarray(ints), xp.asarray(ints[::3])), np.isin(ints, ints[::3]), xp=xp
    )


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_unique_of_floats_with_nans_and_zeros(xp: Any) -> None:
    x = xp.asarray(np.float32([3.0, 1.0, math.nan, 1.0, math.nan, -0.0]))
    ua = xp.unique_all(x)
    assert to_numpy(ua.values).tolist()[:2] == [-0.0, 1.0]
    assert to_numpy(ua.counts).tolist() == [1, 2, 1, 1, 1]  # each NaN is its own value
    assert to_numpy(ua.indices).tolist()[:3] == [5, 1, 0]  # first occurrences
    ui = xp.unique_inverse(xp.reshape(x, (2, 3)))
    assert ui.inverse_indices.shape == (2, 3)


def test_unique_of_complex(xp: Any) -> None:
    c = xp.asarray(np.complex64([1 + 1j, 1 + 1j, 2j]))
    assert to_numpy(xp.unique_values(c)).tolist() == [2j, 1 + 1j]
    assert to_numpy(xp.unique_counts(c).counts).tolist() == [1, 2]
