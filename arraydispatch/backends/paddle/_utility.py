"""Utility functions. All wrapped:

- ``all``/``any``: Paddle reduces over *all* axes when given ``axis=()`` (the standard:
  over none); other dtypes than bool are tested for nonzero exactly (Paddle's ``x != 0``
  takes floats within 1e-8 of 0 as 0);
- ``diff``: ``prepend``/``append`` are promoted with ``x`` (Paddle's concatenation refuses
  mixed dtypes), and ``n`` beyond the axis' length gives an empty result.
"""

from __future__ import annotations

import builtins
from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axes, normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import is_nonzero, result_type
from arraydispatch.backends.paddle._manipulation import paddle_concat as _concat

__all__ = ["all", "any", "diff"]

_BOOL = paddle.bool


def _logical(native: Any, x: Any, axis: Any, keepdims: builtins.bool) -> Any:
    """The checked path of ``all``/``any`` (their fast path is inlined in each)."""
    x = is_nonzero(x)
    axes = list(normalize_axes(axis, x.ndim))
    if not axes:
        return x.clone()
    out = native(x, axis=axes) if x.ndim else native(x)
    if keepdims:
        out = out.reshape([1 if a in axes else x.shape[a] for a in range(x.ndim)])
    return out


def all(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        ndim = len(x.shape)  # fast path: bool x over None or one axis is Paddle's own
        one_axis = axis is None or (type(axis) is int and -ndim <= axis < ndim)
        if one_axis and not keepdims and x.dtype is _BOOL:
            return paddle.all(x, axis)
        return _logical(paddle.all, x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def any(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        ndim = len(x.shape)  # fast path: bool x over None or one axis is Paddle's own
        one_axis = axis is None or (type(axis) is int and -ndim <= axis < ndim)
        if one_axis and not keepdims and x.dtype is _BOOL:
            return paddle.any(x, axis)
        return _logical(paddle.any, x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def diff(
    x: Any,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: Any = None,
    append: Any = None,
) -> Any:
    try:
        axis = normalize_axis(axis, x.ndim)
        if prepend is not None or append is not None:
            parts = [p for p in (prepend, x, append) if p is not None]
            if len({p.dtype for p in parts}) > 1:  # Paddle's concat refuses mixed dtypes
                dtype = result_type(*parts)
                parts = [p if p.dtype is dtype else p.astype(dtype) for p in parts]
            x = _concat(parts, axis)
        for _ in range(n):
            if x.shape[axis] == 0:
                break
            x = paddle.diff(x, axis=axis)
        return x
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
