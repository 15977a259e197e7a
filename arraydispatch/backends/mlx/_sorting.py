"""Sorting functions. Both wrapped: MLX's ``sort``/``argsort`` take no ``descending`` (a
stable descending order is the ascending one of the reversed array, mapped back), answer
uint32 indices (the standard's index dtype, int32 here, is given), and flatten for
``axis=None``; 0-D input is sorted as itself.
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release
from arraydispatch.backends.mlx._data_types import _REAL_FLOATING, works
from arraydispatch.backends.mlx._manipulation import _reverse

__all__ = ["argsort", "sort"]


def _sorts_nan_last() -> builtins.bool:
    out: Any = mx.sort(mx.array([math.nan, 1.0, 0.0])).tolist()
    return out[:2] == [0.0, 1.0] and math.isnan(out[2])


#: MLX before 0.30 does not sort NaN at all (sort([3, nan, 1]) is [3, nan, 1]); a real
#: floating-point array is sorted there by a key with NaN as +inf, then, stably, by its NaN
#: flags (NaN last, after +inf, as NumPy orders them)
_NAN_UNORDERED = not works(_sorts_nan_last)
#: MLX before 0.32.3 dies of SIGFPE sorting an empty axis: an empty array is its own order
_EMPTY_KILLS = release(getattr(mx, "__version__", None)) < (0, 32, 3)

if not (_NAN_UNORDERED or _EMPTY_KILLS):
    _mlx_argsort, _mlx_sort = mx.argsort, mx.sort
else:

    def _mlx_argsort(x: Any, /, *, axis: int) -> Any:  # type: ignore[misc]
        if x.size == 0:
            return mx.zeros(x.shape, dtype=mx.uint32)
        if not _NAN_UNORDERED or x.dtype not in _REAL_FLOATING:
            return mx.argsort(x, axis=axis)
        nan = mx.isnan(x)
        order = mx.argsort(mx.where(nan, mx.array(math.inf, x.dtype), x), axis=axis)
        flags = mx.take_along_axis(nan, order, axis=axis).astype(mx.uint8)
        return mx.take_along_axis(order, mx.argsort(flags, axis=axis), axis=axis)

    def _mlx_sort(x: Any, /, *, axis: int) -> Any:  # type: ignore[misc]
        if x.size == 0:
            return mx.array(x)
        if not _NAN_UNORDERED or x.dtype not in _REAL_FLOATING:
            return mx.sort(x, axis=axis)
        return mx.take_along_axis(x, _mlx_argsort(x, axis=axis), axis=axis)


def argsort(
    x: Any,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> Any:
    try:
        if x.ndim == 0:
            normalize_axis(axis, 1)
            return mx.zeros((), dtype=mx.int32)
        axis = normalize_axis(axis, x.ndim)
        if not descending:
            return _mlx_argsort(x, axis=axis).astype(mx.int32)
        reversed_order = _mlx_argsort(_reverse(x, axis=axis), axis=axis).astype(mx.int32)
        return _reverse(x.shape[axis] - 1 - reversed_order, axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sort(
    x: Any,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> Any:
    try:
        if x.ndim == 0:
            normalize_axis(axis, 1)
            return mx.array(x)
        axis = normalize_axis(axis, x.ndim)
        out = _mlx_sort(x, axis=axis)
        return _reverse(out, axis=axis) if descending else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
