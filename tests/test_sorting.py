"""sort and argsort on every backend against NumPy: stable in both directions."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ._numpy_reference import assert_matches, available, default_int, to_numpy
from ._strategies import REAL

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- sorting


@FAST
@given(data=st.data(), descending=st.booleans())
def test_sort_and_argsort_stable(xp: Any, data: st.DataObject, descending: bool) -> None:
    dtype = data.draw(st.sampled_from(available(xp, REAL)))
    if np.dtype(dtype).kind == "f":
        values = st.sampled_from([0.0, -0.0, 1.0, -1.0, 0.5, math.inf, -math.inf])
    else:
        info = np.iinfo(dtype)
        values = st.sampled_from([0, 1, 2, int(info.min), int(info.max)])
    a = data.draw(
        hnp.arrays(dtype, hnp.array_shapes(min_dims=1, max_dims=3, max_side=6), elements=values)
    )
    axis = data.draw(st.integers(-a.ndim, a.ndim - 1))
    got = to_numpy(xp.argsort(xp.asarray(a), axis=axis, descending=descending))
    assert got.dtype == default_int(xp)
    moved = np.moveaxis(a, axis, -1).reshape(-1, a.shape[axis])
    rows = np.moveaxis(got, axis, -1).reshape(-1, a.shape[axis])
    for row, order in zip(moved, rows, strict=True):
        # Python's sort is stable in both directions (reverse=True keeps ties in order too),
        # and -0.0 == 0.0 there
        expected = sorted(range(len(row)), key=lambda k: row[k].item(), reverse=descending)
        assert order.tolist() == expected
    want = np.sort(a, axis=axis)
    if descending:
        want = np.flip(want, axis=axis)
    assert_matches(xp.sort(xp.asarray(a), axis=axis, descending=descending), want, xp=xp)


@pytest.mark.skip_backend(
    "numpy", "dask", "jax", "torch", "paddle", "mlx",
    reason="where NaN sorts is left open; NumPy-like libraries put it last, after +inf",
)  # fmt: skip
def test_sort_nan_sorts_with_inf(xp: Any) -> None:
    # the standard leaves NaN's place open; here NaN sorts as +inf, ties in index order
    x = xp.asarray([3.0, math.nan, -1.0, -0.0, math.inf, math.nan, 0.0])
    assert_matches(xp.argsort(x), np.array([2, 3, 6, 0, 1, 4, 5], default_int(xp)), xp=xp)
    assert_matches(
        xp.argsort(x, descending=True), np.array([1, 4, 5, 0, 3, 6, 2], default_int(xp)), xp=xp
    )
    assert_matches(
        xp.sort(x), np.array([-1, -0.0, 0, 3, math.nan, math.inf, math.nan], np.float32), xp=xp
    )


def test_sort_with_nan_orders_the_other_values(xp: Any) -> None:
    # wherever NaN goes, the other values come out in order, and argsort is a permutation
    # that gives the same array (MLX before 0.30 left [3, nan, 1] as it was)
    x = np.array([[3.0, math.nan, -1.0, math.inf, math.nan, 0.5, -math.inf]], np.float32)
    for a, axis in ((x, -1), (x.T.copy(), 0)):
        got = to_numpy(xp.sort(xp.asarray(a), axis=axis)).reshape(-1)
        assert got[~np.isnan(got)].tolist() == [-math.inf, -1.0, 0.5, 3.0, math.inf]
        assert int(np.isnan(got).sum()) == 2
        order = to_numpy(xp.argsort(xp.asarray(a), axis=axis)).reshape(-1)
        assert sorted(order.tolist()) == list(range(a.size))
        np.testing.assert_array_equal(a.reshape(-1)[order], got)


@pytest.mark.parametrize(("shape", "axis"), [((0,), 0), ((3, 0), 1), ((3, 0), 0), ((0, 2), 0)])
def test_sort_and_argsort_of_empty_arrays(xp: Any, shape: tuple[int, ...], axis: int) -> None:
    # MLX before 0.32.3 dies of SIGFPE sorting an empty axis
    x = xp.zeros(shape, dtype=xp.float32)
    assert_matches(xp.sort(x, axis=axis), np.zeros(shape, np.float32), xp=xp)
    assert_matches(xp.argsort(x, axis=axis), np.zeros(shape, default_int(xp)), xp=xp)


def test_sort_and_argsort_descending_are_stable(xp: Any) -> None:
    x = xp.asarray(np.int32([3, 1, 3, 2, 1]))
    assert to_numpy(xp.sort(x, descending=True)).tolist() == [3, 3, 2, 1, 1]
    # ties keep their original order even when descending
    assert to_numpy(xp.argsort(x, descending=True)).tolist() == [0, 2, 3, 1, 4]
    assert to_numpy(xp.argsort(x)).tolist() == [1, 4, 3, 0, 2]
