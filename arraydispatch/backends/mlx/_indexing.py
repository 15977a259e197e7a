"""Indexing functions. Both wrapped: negative indices count from the end (MLX's ``take``
and ``take_along_axis`` read them as it pleases), ``take`` needs ``axis`` for input of more
than one dimension (MLX flattens), and a non-integer ``indices`` is a TypeError.
"""

from __future__ import annotations

from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.mlx._data_types import _INTEGRAL

__all__ = ["take", "take_along_axis"]


def _wrapped(indices: Any, size: int, function: str) -> Any:
    """``indices`` with negative ones counted from the end."""
    if indices.dtype not in _INTEGRAL:
        raise TypeError(f"{function}(): indices must have an integer dtype, not {indices.dtype}.")
    if indices.dtype in (mx.uint8, mx.uint16, mx.uint32, mx.uint64):
        return indices
    return mx.where(indices < 0, indices + size, indices)


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    try:
        if axis is None:
            if x.ndim != 1:
                raise ValueError(
                    f"take(): axis is required for arrays of {x.ndim} dimensions (only 1-D "
                    "arrays may omit it)."
                )
            axis = 0
        axis = normalize_axis(axis, x.ndim)
        return mx.take(x, _wrapped(indices, x.shape[axis], "take"), axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    try:
        axis = normalize_axis(axis, x.ndim)
        indices = _wrapped(indices, x.shape[axis], "take_along_axis")
        return mx.take_along_axis(x, indices, axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
