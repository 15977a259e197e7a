"""Searching functions. All wrapped:

- ``argmax``/``argmin``: Paddle's keyword is ``keepdim``, not ``keepdims``, and of an empty
  array Paddle returns an uninitialized int64 (ours: ValueError);
- ``count_nonzero``: ``axis=()`` (Paddle: all axes; the standard: none), and an exact
  test for zero (Paddle's ``x != 0`` takes floats within 1e-8 of 0 as 0);
- ``nonzero``: a tuple of index arrays (``as_tuple=True``); 0-D input refused, as the
  standard says; Paddle has no kernel for complex input, which is compared with 0 first;
- ``searchsorted``: ``side``, a Python scalar ``x2``, mixed dtypes, and floating-point
  values searched as order-preserving integer keys of their bits: Paddle's float search
  misplaces NaN and -inf (``searchsorted([0.], -inf)`` is 1); ours orders NaN above +inf,
  where the sort puts it, and -0.0 with +0.0;
- ``where``: promotion of ``x1`` and ``x2``, scalars included (Paddle promotes otherwise).
"""

from __future__ import annotations

import builtins
from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axes, normalize_axis
from arraydispatch._common._binary import NO_SCALARS
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING,
    _REAL_FLOATING,
    is_nonzero,
    promote,
    works,
)

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]

_Tensor = paddle.Tensor
_REAL = _REAL_FLOATING
_NARROW = frozenset((paddle.int8, paddle.int16, paddle.uint8))
_NARROW_IDS = frozenset(map(id, _NARROW))


def _arg(native: Any, name: str, x: Any, axis: int | None, keepdims: builtins.bool) -> Any:
    shape = x.shape
    if type(axis) is int and -len(shape) <= axis < len(shape) and 0 not in shape:
        return native(x, axis, keepdims)  # fast path: one axis in range, x not empty
    if axis is not None:
        axis = normalize_axis(axis, x.ndim)
    if 0 in x.shape:
        # Paddle returns an uninitialized int64 there (a different number each run)
        raise ValueError(f"{name}() of an empty array: there is no element to point at.")
    if axis is None:
        out = native(x.reshape([-1]), axis=0)
        return out.reshape([1] * x.ndim) if keepdims else out
    return native(x, axis, keepdims)  # (x, axis, keepdim): positional is cheaper in Paddle


def argmax(x: Any, /, *, axis: int | None = None, keepdims: builtins.bool = False) -> Any:
    try:
        return _arg(paddle.argmax, "argmax", x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def argmin(x: Any, /, *, axis: int | None = None, keepdims: builtins.bool = False) -> Any:
    try:
        return _arg(paddle.argmin, "argmin", x, axis, keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def count_nonzero(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> Any:
    try:
        nonzero = is_nonzero(x).astype(paddle.int64)
        axes = list(normalize_axes(axis, x.ndim))
        if not axes:
            return nonzero
        out = paddle.sum(nonzero, axis=axes) if x.ndim else nonzero
        if keepdims:
            out = out.reshape([1 if a in axes else x.shape[a] for a in range(x.ndim)])
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def nonzero(x: Any, /) -> tuple[Any, ...]:
    try:
        if x.ndim == 0:
            raise ValueError("nonzero() does not take 0-D arrays; reshape to 1-D first.")
        if x.dtype in _COMPLEX_FLOATING:
            x = is_nonzero(x)
        return tuple(paddle.nonzero(x, as_tuple=True))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def searchsorted(x1: Any, x2: Any, /, *, side: str = "left", sorter: Any = None) -> Any:
    try:
        if side not in ("left", "right"):
            raise ValueError(f"searchsorted(): side must be 'left' or 'right', not {side!r}.")
        if sorter is not None:
            x1 = paddle.take_along_axis(x1, sorter.astype(paddle.int64), -1)
        x1, x2 = promote(x1, x2, NO_SCALARS)
        if x1.dtype in _REAL:
            return _searchsorted_nan(x1, x2, side)
        if x1.dtype in _NARROW:  # no kernel
            x1, x2 = x1.astype(paddle.int32), x2.astype(paddle.int32)
        return paddle.searchsorted(x1, x2, right=side == "right")
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _searchsorted_nan(x1: Any, x2: Any, side: str) -> Any:
    """searchsorted of floating-point numbers: Paddle's own search on integer keys that
    order as the floats do, with every NaN one key above +inf (where a NaN-last sort puts
    it) and -0.0 the key of +0.0. O((m + n) log m) time and O(m + n) memory; counting
    ``x1 < x2`` pairwise, as this did before, allocated m * n booleans (34 GB for
    65536 values and queries)."""
    return paddle.searchsorted(_order_key(x1), _order_key(x2), right=side == "right")


def _order_key(x: Any) -> Any:
    if x.dtype not in (paddle.float32, paddle.float64):  # float16, bfloat16: exact in float32
        x = x.astype(paddle.float32)
    x = paddle.where(paddle.isnan(x), paddle.full_like(x, builtins.float("nan")), x)
    x = paddle.where(is_nonzero(x), x, paddle.zeros_like(x))  # exact: Paddle's == is not
    bits = x.view(paddle.int32 if x.dtype == paddle.float32 else paddle.int64)
    # A set sign bit makes the integer negative; a larger magnitude then makes it larger,
    # where the float is smaller: flipping the other bits reverses that.
    # (to_tensor, not full_like, which rounds 2**63 - 1 through a float to -2**63)
    magnitude = paddle.to_tensor(
        2**31 - 1 if bits.dtype == paddle.int32 else 2**63 - 1, dtype=bits.dtype
    )
    return paddle.where(bits < 0, paddle.bitwise_xor(bits, magnitude), bits)


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    try:
        if isinstance(x1, _Tensor) and isinstance(x2, _Tensor):
            # fast path: one dtype and one shape for all three, which Paddle's where takes
            dtype = x1.dtype
            if dtype is x2.dtype and id(dtype) not in _NARROW_IDS:
                shape = x1.shape
                if shape == x2.shape and shape == condition.shape:
                    return paddle.where(condition, x1, x2)
        if not (isinstance(x1, _Tensor) and isinstance(x2, _Tensor) and x1.dtype is x2.dtype):
            x1, x2 = promote(x1, x2, NO_SCALARS)
        shape = paddle.broadcast_shape(
            paddle.broadcast_shape(list(condition.shape), list(x1.shape)), list(x2.shape)
        )
        dtype = x1.dtype
        if dtype in _NARROW:  # no where kernel: in int32
            x1, x2 = x1.astype(paddle.int32), x2.astype(paddle.int32)
        out = paddle.where(
            paddle.broadcast_to(condition, shape),
            paddle.broadcast_to(x1, shape),
            paddle.broadcast_to(x2, shape),
        )
        return out if out.dtype is dtype else out.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: Paddle 3.0 has no complex where kernel: each part on its own
COMPLEX_WHERE = works(
    lambda: paddle.where(
        paddle.ones([1], dtype=paddle.bool),
        paddle.ones([1], dtype=paddle.complex64),
        paddle.ones([1], dtype=paddle.complex64),
    )
)
if not COMPLEX_WHERE:
    _where_of_real = where

    def where(condition: Any, x1: Any, x2: Any, /) -> Any:
        try:
            if not (isinstance(x1, _Tensor) and isinstance(x2, _Tensor)):
                x1, x2 = promote(x1, x2, NO_SCALARS)
            if x1.dtype in _COMPLEX_FLOATING or x2.dtype in _COMPLEX_FLOATING:
                x1, x2 = promote(x1, x2, NO_SCALARS)
                return paddle.complex(
                    _where_of_real(condition, paddle.real(x1), paddle.real(x2)),
                    _where_of_real(condition, paddle.imag(x1), paddle.imag(x2)),
                )
            return _where_of_real(condition, x1, x2)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


#: Paddle 3.0's nonzero(as_tuple=True) gives (N, 1) index tensors; the standard's are 1-D
if len(paddle.nonzero(paddle.ones([2]), as_tuple=True)[0].shape) != 1:
    _nonzero_of_columns = nonzero

    def nonzero(x: Any, /) -> tuple[Any, ...]:
        try:
            return tuple(i.reshape([-1]) for i in _nonzero_of_columns(x))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
