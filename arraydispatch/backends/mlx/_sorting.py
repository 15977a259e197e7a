"""Sorting functions. Both wrapped: MLX's ``sort``/``argsort`` take no ``descending`` (a
stable descending order is the ascending one of the reversed array, mapped back), answer
uint32 indices (the standard's index dtype, int32 here, is given), and flatten for
``axis=None``; 0-D input is sorted as itself.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["argsort", "sort"]


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
            return mx.argsort(x, axis=axis).astype(mx.int32)
        reversed_order = mx.argsort(mx.flip(x, axis=axis), axis=axis).astype(mx.int32)
        return mx.flip(x.shape[axis] - 1 - reversed_order, axis=axis)
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
        out = mx.sort(x, axis=axis)
        return mx.flip(out, axis=axis) if descending else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
