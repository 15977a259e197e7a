"""Utility functions. All wrapped: ``all``/``any`` take ``axis=()`` (no axis reduced; MLX
reduces them all) and give bool for any input, ``all`` of an empty array True (MLX's is
False); ``diff`` takes ``prepend``/``append``,
promoted with ``x``, and an ``n`` beyond the axis' length gives an empty result.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import normalize_axes, normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.mlx._data_types import _COMPLEX_FLOATING, result_type, works

__all__ = ["all", "any", "diff"]

# MLX's all/any before 0.32.4 read a complex number's real part alone (all([1j]) is False),
# and 0.25's read -0.0 as true (any([-0.0]) is True): they reduce x != 0 there, for every
# dtype but bool
if works(lambda: mx.all(mx.array([1j])).item() is True) and works(
    lambda: mx.any(mx.array([-0.0])).item() is False
):
    _mlx_all, _mlx_any = mx.all, mx.any
else:

    def _mlx_all(x: Any, /, *, axis: list[int], keepdims: builtins.bool) -> Any:  # type: ignore[misc]
        if x.dtype != mx.bool_:
            x = mx.not_equal(x, 0)
        return mx.all(x, axis=axis, keepdims=keepdims)

    def _mlx_any(x: Any, /, *, axis: list[int], keepdims: builtins.bool) -> Any:  # type: ignore[misc]
        if x.dtype != mx.bool_:
            x = mx.not_equal(x, 0)
        return mx.any(x, axis=axis, keepdims=keepdims)


if hasattr(mx, "diff"):
    _difference = mx.diff
else:  # MLX before 0.32 has no diff: the difference of two slices

    def _difference(x: Any, /, *, axis: int) -> Any:  # type: ignore[misc]
        before = (slice(None),) * axis
        return mx.subtract(x[(*before, slice(1, None))], x[(*before, slice(None, -1))])


def _logical(native: Any, x: Any, axis: Any, keepdims: builtins.bool) -> Any:
    axes = normalize_axes(axis, x.ndim)
    if not axes:
        return mx.not_equal(x, 0) if x.dtype != mx.bool_ else mx.array(x)
    if x.size == 0:
        # MLX's all() of an empty array is False; the standard's is True (any(): False)
        shape = [1 if a in axes else x.shape[a] for a in range(x.ndim) if keepdims or a not in axes]
        return mx.full(shape, native is _mlx_all, dtype=mx.bool_)
    return native(x, axis=list(axes), keepdims=keepdims)


def all(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        return _logical(_mlx_all, x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def any(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        return _logical(_mlx_any, x, axis, keepdims)
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
        if n < 0:
            raise ValueError(f"diff(): n must not be negative, not {n}.")
        axis = normalize_axis(axis, x.ndim)
        if prepend is not None or append is not None:
            parts = [p for p in (prepend, x, append) if p is not None]
            if len({str(p.dtype) for p in parts}) > 1:
                dtype = result_type(*parts)
                parts = [p if p.dtype == dtype else p.astype(dtype) for p in parts]
            x = mx.concatenate(parts, axis=axis)
        for _ in range(n):
            if x.shape[axis] == 0:
                break
            if x.dtype == mx.bool_:
                first = mx.take(x, mx.arange(1, x.shape[axis]), axis=axis)
                last = mx.take(x, mx.arange(0, x.shape[axis] - 1), axis=axis)
                x = mx.not_equal(first, last)
            else:
                x = _difference(x, axis=axis)
        return x
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
