"""Indexing functions. Both wrapped:

- ``take``: Paddle's ``paddle.index_select`` needs ``axis`` for 1-D input too, and a 0-D
  index;
- ``take_along_axis``: the standard's default axis is -1, and negative indices count from
  the end (Paddle's ``take_along_axis`` reads out of bounds); Paddle has no bool or complex
  kernel for it.
"""

from __future__ import annotations

from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["take", "take_along_axis"]


def _wrapped(indices: Any, size: int) -> Any:
    """``indices`` with negative ones counted from the end, as int64."""
    if indices.dtype is not paddle.int64:
        indices = indices.astype(paddle.int64)
    return paddle.where(indices < 0, indices + size, indices)


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
        if indices.ndim == 0:
            indices = indices.reshape([1])
        return paddle.index_select(x, _wrapped(indices, x.shape[axis]), axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    try:
        axis = normalize_axis(axis, x.ndim)
        indices = _wrapped(indices, x.shape[axis])
        if x.dtype in (paddle.complex64, paddle.complex128):  # no complex kernel
            return paddle.complex(
                paddle.take_along_axis(paddle.real(x), indices, axis),
                paddle.take_along_axis(paddle.imag(x), indices, axis),
            )
        if x.dtype is paddle.bool:  # no bool kernel
            return paddle.take_along_axis(x.astype(paddle.int32), indices, axis).astype(x.dtype)
        return paddle.take_along_axis(x, indices, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
