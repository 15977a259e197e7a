"""Statistical functions. All wrapped:

- every reduction takes ``axis=()`` (no axis reduced; MLX reduces them all) and a tuple of
  negative axes;
- ``sum``/``prod``/``cumulative_sum``/``cumulative_prod``: ``dtype=``; by default small
  integers accumulate in the default integer dtype of their kind (int32, uint32: MLX does
  so for ``sum`` and ``prod``, not for ``cumsum``/``cumprod``); ``include_initial=``;
- ``std``/``var``: the standard's ``correction`` (MLX's ``ddof``), complex input through
  its absolute deviations (MLX's complex ``var`` is not the standard's);
- ``max``/``min``: an empty reduction is a ValueError naming the function.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import cumulative_axis, normalize_axes
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.mlx._data_types import (
    _COMPLEX_FLOATING,
    _SIGNED,
    _UNSIGNED,
    floating,
    native_dtype,
    works,
)

__all__ = [
    "cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var",
]  # fmt: skip

_Axis = int | tuple[int, ...] | None


def _accumulator(x: Any, dtype: Any, function: str) -> Any:
    """The dtype ``sum``/``prod`` and the cumulative functions compute ``x`` in."""
    if dtype is not None:
        return native_dtype(dtype, function)
    if x.dtype == mx.bool_ or (x.dtype in _SIGNED and x.dtype.size < 4):
        return mx.int32
    if x.dtype in _UNSIGNED and x.dtype.size < 4:
        return mx.uint32
    return x.dtype


def _reduce(native: Any, x: Any, axis: _Axis, keepdims: builtins.bool) -> Any:
    axes = normalize_axes(axis, x.ndim)
    if not axes:
        return x
    return native(x, axis=list(axes), keepdims=keepdims)


#: MLX's max/min before 0.32.2 refuse every zero-size array ("Cannot max reduce zero size
#: array"), also along axes of nonzero length, whose result is merely empty: made directly
_EMPTY_REFUSED = not works(lambda: mx.max(mx.zeros((0, 2)), axis=1).shape == (0,))
#: MLX 0.25's max/min of int8 and int16 along the last axis are wrong (max of the int16
#: [[-69, -174, 3, -64]] is -64): those reduce in int32 there
_SMALL_INTS_WRONG = not works(lambda: mx.max(mx.array([[-69, -174, 3, -64]], mx.int16)).item() == 3)
_SMALL_INTS = frozenset((mx.int8, mx.int16))

if not (_EMPTY_REFUSED or _SMALL_INTS_WRONG):
    _mlx_max, _mlx_min = mx.max, mx.min
else:

    def _fixed_extreme(native: Any) -> Any:
        def extreme(x: Any, /, *, axis: list[int], keepdims: builtins.bool) -> Any:
            if x.size == 0:
                kept = [(a, n) for a, n in enumerate(x.shape) if keepdims or a not in axis]
                return mx.zeros([1 if a in axis else n for a, n in kept], dtype=x.dtype)
            if _SMALL_INTS_WRONG and x.dtype in _SMALL_INTS:
                return native(x.astype(mx.int32), axis=axis, keepdims=keepdims).astype(x.dtype)
            return native(x, axis=axis, keepdims=keepdims)

        return extreme

    _mlx_max, _mlx_min = _fixed_extreme(mx.max), _fixed_extreme(mx.min)


def _extreme(native: Any, x: Any, axis: _Axis, keepdims: builtins.bool) -> Any:
    axes = normalize_axes(axis, x.ndim)
    # only a reduced axis of length 0 has no extreme: min over the rows of a (0, 2) array is
    # the empty (0,) array, as NumPy gives it
    if builtins.any(x.shape[a] == 0 for a in axes):
        raise ValueError("cannot reduce an empty axis: it has no maximum or minimum.")
    return _reduce(native, x, axes, keepdims)


def max(x: Any, /, *, axis: _Axis = None, keepdims: builtins.bool = False) -> Any:
    try:
        return _extreme(_mlx_max, x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def min(x: Any, /, *, axis: _Axis = None, keepdims: builtins.bool = False) -> Any:
    try:
        return _extreme(_mlx_min, x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def mean(x: Any, /, *, axis: _Axis = None, keepdims: builtins.bool = False) -> Any:
    try:
        return _reduce(mx.mean, floating(x), axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sum(
    x: Any, /, *, axis: _Axis = None, dtype: Any = None, keepdims: builtins.bool = False
) -> Any:
    try:
        accumulator = _accumulator(x, dtype, "sum")
        if x.dtype != accumulator:
            x = x.astype(accumulator)
        out = _reduce(mx.sum, x, axis, keepdims)
        # MLX widens small integers itself (uint8 -> uint32), whatever dtype= asked for
        return out if out.dtype == accumulator else out.astype(accumulator)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def prod(
    x: Any, /, *, axis: _Axis = None, dtype: Any = None, keepdims: builtins.bool = False
) -> Any:
    try:
        accumulator = _accumulator(x, dtype, "prod")
        if x.dtype != accumulator:
            x = x.astype(accumulator)
        out = _reduce(mx.prod, x, axis, keepdims)
        # MLX widens small integers itself (uint8 -> uint32), whatever dtype= asked for
        return out if out.dtype == accumulator else out.astype(accumulator)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _var(x: Any, axis: _Axis, correction: int | float, keepdims: builtins.bool) -> Any:
    x = floating(x)
    axes = normalize_axes(axis, x.ndim)
    if not axes:
        return mx.abs(x - x)  # 0, or NaN where x is NaN or infinite
    count = 1
    for a in axes:
        count *= x.shape[a]
    centred = x - mx.mean(x, axis=list(axes), keepdims=True)
    squares = mx.square(mx.abs(centred)) if x.dtype in _COMPLEX_FLOATING else mx.square(centred)
    total = mx.sum(squares, axis=list(axes), keepdims=keepdims)
    return total / builtins.max(count - correction, 0)


def std(
    x: Any,
    /,
    *,
    axis: _Axis = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> Any:
    try:
        return mx.sqrt(_var(x, axis, correction, keepdims))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def var(
    x: Any,
    /,
    *,
    axis: _Axis = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> Any:
    try:
        return _var(x, axis, correction, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _cumulative(
    native: Any,
    initial: int,
    x: Any,
    axis: int | None,
    dtype: Any,
    include_initial: builtins.bool,
    function: str,
) -> Any:
    axis = cumulative_axis(axis, x.ndim)
    accumulator = _accumulator(x, dtype, function)
    if x.ndim == 0:
        x = mx.reshape(x, (1,))
    if x.dtype != accumulator:
        x = x.astype(accumulator)
    # an empty array is its own cumulative sum (MLX before 0.32.3 dies of SIGFPE on a (3, 0) one)
    out = native(x, axis=axis) if x.size else x
    if out.dtype != accumulator:
        out = out.astype(accumulator)
    if include_initial:
        shape = list(x.shape)
        shape[axis] = 1
        out = mx.concatenate([mx.full(shape, initial, dtype=accumulator), out], axis=axis)
    return out


def cumulative_sum(
    x: Any,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: builtins.bool = False,
) -> Any:
    try:
        return _cumulative(mx.cumsum, 0, x, axis, dtype, include_initial, "cumulative_sum")
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def cumulative_prod(
    x: Any,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: builtins.bool = False,
) -> Any:
    try:
        return _cumulative(mx.cumprod, 1, x, axis, dtype, include_initial, "cumulative_prod")
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
