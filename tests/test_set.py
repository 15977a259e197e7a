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

from ._convert import to_numpy

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
