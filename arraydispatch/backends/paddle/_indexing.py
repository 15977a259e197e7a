"""Indexing functions. Both wrapped:

- ``take``: Paddle's ``paddle.index_select`` needs ``axis`` for 1-D input too, and a 0-D
  index;
- ``take_along_axis``: the standard's default axis is -1; Paddle has no bool or complex
  kernel for it.

Both take indices of any integer dtype (Paddle's kernels: int32 and int64). Negative
indices are Paddle's own: in Paddle 3.3 both kernels count them from the end and refuse an
index out of ``[-n, n)`` (tests/test_indexing.py checks both against NumPy's); counting
them here cost three kernels, 4x an 8x8 ``index_select``.
"""

from __future__ import annotations

from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import _COMPLEX_FLOATING, DTYPE_SINGLETONS, works

__all__ = ["take", "take_along_axis"]


# by id: Paddle's dtypes are singletons, and their __eq__/__hash__ cost 1 us (_data_types)
_INDEX_DTYPE_IDS = frozenset((id(paddle.int32), id(paddle.int64)))
_COMPLEX_IDS = frozenset((id(paddle.complex64), id(paddle.complex128)))


def _indices(indices: Any) -> Any:
    """``indices`` in a dtype Paddle's gathers take: int32 and int64 as they are."""
    if id(indices.dtype) in _INDEX_DTYPE_IDS:
        return indices
    return indices.astype(paddle.int64)


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
        return paddle.index_select(x, _indices(indices), axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    try:
        axis = normalize_axis(axis, x.ndim)
        indices = _indices(indices)
        if id(x.dtype) in _COMPLEX_IDS:  # no complex kernel
            return paddle.complex(
                paddle.take_along_axis(paddle.real(x), indices, axis),
                paddle.take_along_axis(paddle.imag(x), indices, axis),
            )
        if x.dtype is paddle.bool:  # no bool kernel
            return paddle.take_along_axis(x.astype(paddle.int32), indices, axis).astype(x.dtype)
        return paddle.take_along_axis(x, indices, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if not DTYPE_SINGLETONS:  # Paddle < 3.3: x.dtype is a new object at each read (_data_types)

    def _indices(indices: Any) -> Any:
        """``indices`` in a dtype Paddle's gathers take: int32 and int64 as they are."""
        if indices.dtype in (paddle.int32, paddle.int64):
            return indices
        return indices.astype(paddle.int64)

    def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
        try:
            axis = normalize_axis(axis, x.ndim)
            indices = _indices(indices)
            dtype = x.dtype
            if dtype in _COMPLEX_FLOATING:  # no complex kernel
                return paddle.complex(
                    paddle.take_along_axis(paddle.real(x), indices, axis),
                    paddle.take_along_axis(paddle.imag(x), indices, axis),
                )
            if dtype == paddle.bool:  # no bool kernel
                out = paddle.take_along_axis(x.astype(paddle.int32), indices, axis)
                return out.astype(paddle.bool)
            return paddle.take_along_axis(x, indices, axis)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


#: Paddle 3.0's index_select refuses an empty index ("The length of Input(Index) can't be 0")
if not works(lambda: paddle.index_select(paddle.ones([1]), paddle.zeros([0], paddle.int64), 0)):
    _take_of_indices = take

    def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
        try:
            if isinstance(indices, paddle.Tensor) and 0 in indices.shape:
                if axis is None and x.ndim != 1:
                    return _take_of_indices(x, indices, axis=axis)  # its ValueError
                position = normalize_axis(0 if axis is None else axis, x.ndim)
                shape = list(x.shape)
                shape[position] = 0
                return paddle.zeros(shape, dtype=x.dtype)
            return _take_of_indices(x, indices, axis=axis)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
