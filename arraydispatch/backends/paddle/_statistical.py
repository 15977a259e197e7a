"""Statistical functions. All wrapped:

- Paddle reduces over *all* axes when given ``axis=()`` (the standard: over none), so each
  reduction takes its axes through ``_common._axes.normalize_axes`` and ``axis=()`` is a
  copy (cast where the standard changes the dtype);
- ``prod`` of int32 is int32 in Paddle (the standard: the default integer dtype, int64);
  ``sum`` of int32 is int64 even for ``dtype=int32``;
- ``std``/``var`` take ``correction`` (Paddle's ``std`` only ``unbiased``), whose default is
  0 in the standard and 1 in Paddle; ``mean``/``std``/``var`` of integers and bool give
  the default float (NumPy's promotion; Paddle's mean keeps int64);
- ``cumulative_sum``/``cumulative_prod``: no ``include_initial`` in Paddle, and
  ``axis=None`` (the standard's rule for 0-D and 1-D input, ``_common/_axes.py``).

Fast path: over None or one int axis in range, without ``keepdims`` (and without ``dtype``,
of floating-point input, for ``sum``/``prod``/``mean``), each is Paddle's own reduction.
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import paddle

from arraydispatch._common._axes import cumulative_axis, normalize_axes
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING,
    _INTEGRAL,
    DTYPE_SINGLETONS,
    FLOATING_IDS,
    REAL_OF,
    floating,
    is_floating,
    works,
)
from arraydispatch.backends.paddle._manipulation import paddle_concat as _concat

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]


# The reductions' fast path takes None or one int axis of ``x`` (not a bool), which Paddle
# reduces as the standard does; anything else, ``axis=()`` and an axis out of range among
# them, takes the checked path. It is inlined in each function (a helper's frame was 4% of
# an 8x8 call), and reads ``x.shape`` (cheaper than ``x.ndim`` in Paddle; a non-tensor's
# AttributeError becomes the wrapper rule's TypeError, where Paddle's max/min raise
# ValueError).


def _axes(x: Any, axis: Any) -> list[int]:
    return list(normalize_axes(axis, x.ndim))


def _kept(out: Any, x: Any, axes: list[int], keepdims: builtins.bool) -> Any:
    """``out`` with the reduced axes kept as size 1 where ``keepdims`` asks."""
    if keepdims:
        return out.reshape([1 if a in axes else x.shape[a] for a in range(x.ndim)])
    return out


def _accumulation_dtype(x: Any, dtype: Any) -> Any:
    """The dtype of ``sum``/``prod``: ``dtype``, else int64 for integers and bool."""
    if dtype is not None:
        return dtype
    if x.dtype in _INTEGRAL or x.dtype is paddle.bool:
        return paddle.int64
    return x.dtype


def _reduce(native: Any, x: Any, axis: Any, keepdims: builtins.bool, **kwargs: Any) -> Any:
    axes = _axes(x, axis)
    if not axes:
        return None
    if x.ndim == 0:
        return native(x, **kwargs)
    return _kept(native(x, axis=axes, **kwargs), x, axes, keepdims)


def sum(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: Any = None,
    keepdims: builtins.bool = False,
) -> Any:
    try:
        # fast path: a floating-point sum over None or one axis is Paddle's own
        if dtype is None and not keepdims and id(x.dtype) in FLOATING_IDS:
            ndim = len(x.shape)  # the fast path's axis test (above)
            if axis is None or (type(axis) is int and -ndim <= axis < ndim):
                return paddle.sum(x, axis)
        dtype = _accumulation_dtype(x, dtype)
        if dtype is not x.dtype:
            x = x.astype(dtype)
        out = _reduce(paddle.sum, x, axis, keepdims)
        if out is None:
            return x.clone()
        return out if out.dtype is dtype else out.astype(dtype)  # Paddle's int32 sum: int64
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def prod(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: Any = None,
    keepdims: builtins.bool = False,
) -> Any:
    try:
        if dtype is None and not keepdims and id(x.dtype) in FLOATING_IDS:
            ndim = len(x.shape)  # the fast path's axis test (above)
            if axis is None or (type(axis) is int and -ndim <= axis < ndim):
                return paddle.prod(x, axis)
        dtype = _accumulation_dtype(x, dtype)
        if dtype is not x.dtype:
            x = x.astype(dtype)
        out = _reduce(paddle.prod, x, axis, keepdims)
        if out is None:
            return x.clone()
        return out if out.dtype is dtype else out.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def max(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        ndim = len(x.shape)  # the fast path's axis test (above)
        if not keepdims and (axis is None or (type(axis) is int and -ndim <= axis < ndim)):
            return paddle.max(x, axis)
        out = _reduce(paddle.max, x, axis, keepdims)
        return x.clone() if out is None else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def min(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        ndim = len(x.shape)  # the fast path's axis test (above)
        if not keepdims and (axis is None or (type(axis) is int and -ndim <= axis < ndim)):
            return paddle.min(x, axis)
        out = _reduce(paddle.min, x, axis, keepdims)
        return x.clone() if out is None else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def mean(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        if not keepdims and id(x.dtype) in FLOATING_IDS:
            ndim = len(x.shape)  # the fast path's axis test (above)
            if axis is None or (type(axis) is int and -ndim <= axis < ndim):
                return paddle.mean(x, axis)
        x = floating(x)
        out = _reduce(paddle.mean, x, axis, keepdims)
        return x.clone() if out is None else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _real_dtype(x: Any) -> Any:
    return REAL_OF.get(x.dtype, x.dtype)


def var(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> Any:
    try:
        x = floating(x)
        axes = _axes(x, axis)
        # no axes (0-D input, axis=()): each element its own mean, NaN staying NaN
        centred = x - (paddle.mean(x, axis=axes, keepdim=True) if axes else x)
        if x.dtype in _COMPLEX_FLOATING:
            squares = paddle.real(centred * paddle.conj(centred))
        else:
            squares = centred * centred
        count = 1
        for a in axes:
            count *= x.shape[a]
        total = paddle.sum(squares, axis=axes) if axes else squares
        out = total / builtins.max(count - correction, 0)
        return _kept(out, x, axes, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def std(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> Any:
    try:
        return paddle.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _cumulative(
    accumulate: Any,
    initial: Any,
    x: Any,
    axis: int | None,
    dtype: Any,
    include_initial: builtins.bool,
) -> Any:
    axis = cumulative_axis(axis, x.ndim)
    if x.ndim == 0:
        x = x.reshape([1])
    if dtype is None and (x.dtype in _INTEGRAL or x.dtype is paddle.bool):
        dtype = paddle.int64
    if dtype is not None and dtype is not x.dtype:
        x = x.astype(dtype)
    if x.shape[axis] == 0:
        out = x.clone()
    else:
        out = accumulate(x, axis)
        if out.dtype is not x.dtype:
            out = out.astype(x.dtype)
    if include_initial:
        shape = list(out.shape)
        shape[axis] = 1
        out = _concat([paddle.full(shape, initial, dtype=out.dtype), out], axis)
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
        return _cumulative(paddle.cumsum, 0, x, axis, dtype, include_initial)
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
        return _cumulative(paddle.cumprod, 1, x, axis, dtype, include_initial)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---------------------------------------------------------------------------- Paddle < 3.3
# Decided once, here; Paddle 3.3's functions above stay as they are.

if not DTYPE_SINGLETONS:  # x.dtype is a new object at each read (_data_types)
    _cumulative_of_singletons = _cumulative

    def _cumulative(
        accumulate: Any,
        initial: Any,
        x: Any,
        axis: int | None,
        dtype: Any,
        include_initial: builtins.bool,
    ) -> Any:
        if dtype is None and (x.dtype in _INTEGRAL or x.dtype == paddle.bool):
            dtype = paddle.int64  # bool: no cumsum kernel
        return _cumulative_of_singletons(accumulate, initial, x, axis, dtype, include_initial)

    def _accumulation_dtype(x: Any, dtype: Any) -> Any:
        """The dtype of ``sum``/``prod``: ``dtype``, else int64 for integers and bool."""
        if dtype is not None:
            return dtype
        if x.dtype in _INTEGRAL or x.dtype == paddle.bool:
            return paddle.int64
        return x.dtype


#: Paddle 3.0 has no complex cumsum kernel: each part on its own
if not works(lambda: paddle.cumsum(paddle.ones([1], dtype=paddle.complex64))):
    _cumulative_sum_of_real = cumulative_sum

    def cumulative_sum(
        x: Any,
        /,
        *,
        axis: int | None = None,
        dtype: Any = None,
        include_initial: builtins.bool = False,
    ) -> Any:
        try:
            if (dtype if dtype is not None else x.dtype) not in _COMPLEX_FLOATING:
                return _cumulative_sum_of_real(
                    x, axis=axis, dtype=dtype, include_initial=include_initial
                )
            if dtype is not None:
                x = x.astype(dtype)
            parts = [
                _cumulative_sum_of_real(part, axis=axis, include_initial=include_initial)
                for part in (paddle.real(x), paddle.imag(x))
            ]
            return paddle.complex(*parts)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


#: Paddle 3.0's prod, max, min and mean refuse a zero-size tensor ("Tensor need be reduced
#: must not empty"), even along an axis of non-zero length
if not works(lambda: paddle.prod(paddle.ones([0]))):

    def _empty_safe(reduction: Any, has_identity: builtins.bool, name: str) -> Any:
        def function(x: Any, /, **kwargs: Any) -> Any:
            try:
                if 0 not in x.shape:
                    return reduction(x, **kwargs)
                axes = _axes(x, kwargs.get("axis"))
                if not has_identity and builtins.any(x.shape[a] == 0 for a in axes):
                    raise ValueError(f"{name}(): cannot reduce over an axis of length 0.")
                # the reduction of ones of x's shape without its zeros: the identity (1, in
                # the result's dtype) there, where the result has elements
                ones = paddle.ones([d or 1 for d in x.shape], dtype=x.dtype)
                out = reduction(ones, **kwargs)
                keepdims = kwargs.get("keepdims", False)
                shape = [
                    1 if a in axes else x.shape[a]
                    for a in range(x.ndim)
                    if keepdims or a not in axes
                ]
                return out if 0 not in shape else paddle.zeros(shape, dtype=out.dtype)
            except _RAW_ERRORS as error:
                raise _refusal(error) from error

        function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
        function.__name__ = function.__qualname__ = name
        function.__module__ = __name__
        function.__doc__ = reduction.__doc__
        return function

    _mean_of_elements = mean

    def mean(
        x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
    ) -> Any:
        try:
            if 0 not in x.shape:
                return _mean_of_elements(x, axis=axis, keepdims=keepdims)
            # a sum of no elements is 0, and its mean NaN: 0 * NaN
            return sum(floating(x), axis=axis, keepdims=keepdims) * math.nan
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    prod = _empty_safe(prod, True, "prod")
    max = _empty_safe(max, False, "max")
    min = _empty_safe(min, False, "min")


del is_floating
