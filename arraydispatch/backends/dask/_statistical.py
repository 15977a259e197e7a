# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Statistical functions for dask arrays.

Deviations from dask: ``std``/``var`` take the standard's ``correction`` (dask's ``ddof``);
``cumulative_sum``/``cumulative_prod`` are missing from dask (its ``cumsum``/``cumprod``,
with the standard's ``axis=None`` rule and ``include_initial``).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import Any

import dask.array as da
from dask.array import max, mean, min, prod, sum

from arraydispatch._common._axes import cumulative_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]


def _cumulative(
    func: Any,
    identity: int,
    x: da.Array,
    axis: int | None,
    dtype: Any,
    include_initial: py_bool,
) -> da.Array:
    axis = cumulative_axis(axis, x.ndim)
    if x.ndim == 0:
        x = da.ravel(x)
    out = func(x, axis=axis, dtype=dtype)
    if include_initial:
        shape = list(out.shape)
        shape[axis] = 1
        out = da.concatenate([da.full(tuple(shape), identity, dtype=out.dtype), out], axis=axis)
    return out


def cumulative_sum(
    x: da.Array,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: py_bool = False,
) -> da.Array:
    try:
        return _cumulative(da.cumsum, 0, x, axis, dtype, include_initial)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def cumulative_prod(
    x: da.Array,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: py_bool = False,
) -> da.Array:
    try:
        return _cumulative(da.cumprod, 1, x, axis, dtype, include_initial)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def std(
    x: da.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: py_bool = False,
) -> da.Array:
    try:
        return da.std(x, axis=axis, ddof=correction, keepdims=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def var(
    x: da.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: py_bool = False,
) -> da.Array:
    try:
        return da.var(x, axis=axis, ddof=correction, keepdims=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
