"""Sorting functions. Both wrapped: Paddle's ``sort``/``argsort`` are unstable unless
asked (the standard's default is ``stable=True``), take ``descending`` for the standard's
``descending`` positionally after ``axis``, refuse 0-D input, and have no bool kernel.
"""

from __future__ import annotations

import builtins
from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import DTYPE_SINGLETONS

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
            return paddle.zeros([], dtype=paddle.int64)
        axis = normalize_axis(axis, x.ndim)
        if x.dtype is paddle.bool:  # no bool kernel
            x = x.astype(paddle.int32)
        return paddle.argsort(x, axis=axis, descending=descending, stable=True)
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
            return x.clone()
        axis = normalize_axis(axis, x.ndim)
        if x.dtype is paddle.bool:  # no bool kernel
            return paddle.sort(
                x.astype(paddle.int32), axis=axis, descending=descending, stable=True
            ).astype(x.dtype)
        return paddle.sort(x, axis=axis, descending=descending, stable=True)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if not DTYPE_SINGLETONS:  # Paddle < 3.3: a bool x.dtype is not paddle.bool (_data_types)
    _argsort_of_singletons, _sort_of_singletons = argsort, sort

    def argsort(
        x: Any,
        /,
        *,
        axis: int = -1,
        descending: builtins.bool = False,
        stable: builtins.bool = True,
    ) -> Any:
        if isinstance(x, paddle.Tensor) and x.dtype == paddle.bool:  # no bool kernel
            x = x.astype(paddle.int32)
        return _argsort_of_singletons(x, axis=axis, descending=descending, stable=stable)

    def sort(
        x: Any,
        /,
        *,
        axis: int = -1,
        descending: builtins.bool = False,
        stable: builtins.bool = True,
    ) -> Any:
        if isinstance(x, paddle.Tensor) and x.dtype == paddle.bool:  # no bool kernel
            out = _sort_of_singletons(
                x.astype(paddle.int32), axis=axis, descending=descending, stable=stable
            )
            return out.astype(paddle.bool)
        return _sort_of_singletons(x, axis=axis, descending=descending, stable=stable)
