"""Searching functions.

Wrapped, each for one reason:

- ``argmax``/``argmin``/``searchsorted``: MLX answers uint32; the standard's index dtype
  (int32 here) is given. ``searchsorted`` takes ``sorter``.
- ``count_nonzero``: ``axis=()``.
- ``nonzero``: a data-dependent shape MLX's graph cannot express, computed on the host.
- ``where``: Python scalar branches take the other branch's dtype (MLX's rule for two
  scalars is its own) and a non-bool ``condition`` is refused.
"""

from __future__ import annotations

import builtins
from typing import Any, Literal

import mlx.core as mx

from arraydispatch._common._axes import normalize_axes, normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.mlx._data_types import from_host, promote, result_type, to_host

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]

# MLX before 0.32 has no count_nonzero, before 0.32.2 no searchsorted: built from MLX
# operations there
if hasattr(mx, "count_nonzero"):
    _count_nonzero = mx.count_nonzero
else:

    def _count_nonzero(x: Any, /, *, axis: list[int], keepdims: builtins.bool) -> Any:  # type: ignore[misc]
        return mx.sum(mx.not_equal(x, 0), axis=axis, keepdims=keepdims)


if hasattr(mx, "searchsorted"):
    _searchsorted = mx.searchsorted
else:

    def _searchsorted(x1: Any, x2: Any, /, side: str) -> Any:  # type: ignore[misc]
        """A binary search of 1-D ``x1`` for every element of ``x2``, in MLX operations
        (traceable, ``bit_length(n)`` steps); NaN sorts last, as in NumPy."""
        n = x1.shape[0]
        low = mx.zeros(x2.shape, dtype=mx.int32)
        high = mx.full(x2.shape, n, dtype=mx.int32)
        floating = mx.issubdtype(x2.dtype, mx.inexact)
        nan = mx.isnan(x2) if floating else None
        for _ in range(n.bit_length()):
            middle = mx.right_shift(low + high, 1)
            probe = mx.take(x1, mx.minimum(middle, n - 1), axis=0)
            if side == "left":  # every element before the insertion point is < x2
                after = mx.less(probe, x2)
                if nan is not None:
                    after = mx.logical_or(
                        after, mx.logical_and(nan, mx.logical_not(mx.isnan(probe)))
                    )
            else:  # ... is <= x2
                after = mx.less_equal(probe, x2)
                if nan is not None:
                    after = mx.logical_or(after, nan)
            open_ = mx.less(low, high)
            low = mx.where(mx.logical_and(open_, after), middle + 1, low)
            high = mx.where(mx.logical_and(open_, mx.logical_not(after)), middle, high)
        return low


def _arg(native: Any, x: Any, axis: int | None, keepdims: builtins.bool) -> Any:
    if x.size == 0:
        raise ValueError("an empty array has no extreme value to find.")
    if axis is None:
        out = native(mx.reshape(x, (-1,)), axis=0)
        if keepdims:
            out = mx.reshape(out, (1,) * x.ndim)
    else:
        out = native(x, axis=normalize_axis(axis, x.ndim), keepdims=keepdims)
    return out.astype(mx.int32)


def argmax(x: Any, /, *, axis: int | None = None, keepdims: builtins.bool = False) -> Any:
    try:
        return _arg(mx.argmax, x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def argmin(x: Any, /, *, axis: int | None = None, keepdims: builtins.bool = False) -> Any:
    try:
        return _arg(mx.argmin, x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def count_nonzero(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        axes = normalize_axes(axis, x.ndim)
        if not axes:
            return mx.not_equal(x, 0).astype(mx.int32)
        return _count_nonzero(x, axis=list(axes), keepdims=keepdims).astype(mx.int32)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def nonzero(x: Any, /) -> tuple[Any, ...]:
    try:
        if x.ndim == 0:
            raise ValueError("nonzero(): x is 0-D; it needs at least one dimension (use x != 0).")
        import numpy

        return tuple(from_host(i, mx.int32) for i in numpy.nonzero(to_host(x)))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def searchsorted(
    x1: Any,
    x2: Any,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: Any = None,
) -> Any:
    try:
        if side not in ("left", "right"):
            raise ValueError(f"searchsorted(): side must be 'left' or 'right', not {side!r}.")
        if x1.ndim != 1:
            raise ValueError(f"searchsorted(): x1 must be 1-D, not {x1.ndim}-D.")
        if sorter is not None:
            x1 = mx.take(x1, sorter, axis=0)
        if not isinstance(x2, mx.array):
            x2 = mx.array(x2, dtype=result_type(x1, x2))
        if x1.dtype != x2.dtype:
            dtype = result_type(x1, x2)
            x1, x2 = x1.astype(dtype), x2.astype(dtype)
        return _searchsorted(x1, x2, side=side).astype(mx.int32)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    try:
        if condition.dtype != mx.bool_:
            raise TypeError(f"where(): condition must be a bool array, not {condition.dtype}.")
        x1, x2 = promote(x1, x2, 0)
        if not isinstance(x1, mx.array):
            x1 = mx.array(x1, dtype=result_type(x2, x1))
        if not isinstance(x2, mx.array):
            x2 = mx.array(x2, dtype=result_type(x1, x2))
        return mx.where(condition, x1, x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
