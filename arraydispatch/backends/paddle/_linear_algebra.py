"""Linear algebra functions of the main namespace. All wrapped:

- ``matmul``/``tensordot``: promotion (Paddle refuses mixed dtypes); Paddle's integer
  matmul and tensordot go through floating point and lose digits, so integers are summed
  exactly; ``tensordot``'s ``axes`` as the standard spells them;
- ``matrix_transpose``: the last two axes, refusing fewer than two dimensions;
- ``vecdot``: the standard's broadcasting, complex conjugation of ``x1`` and dtype (Paddle's
  ``vecdot`` does not broadcast, and its sum of int32 is int64).
"""

from __future__ import annotations

import math
from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._binary import NO_SCALARS, binary
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING,
    _INTEGRAL,
    NARROW,
    promote,
)

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]


def _matmul(x1: Any, x2: Any) -> Any:
    """``paddle.matmul``, exact for integers: Paddle's integer matmul goes through floating
    point (``[[2**40 + 1, 3]] @ [[3], [5]]`` loses the low digits), so integer products are
    summed element-wise."""
    if x1.dtype not in _INTEGRAL:
        return paddle.matmul(x1, x2)
    if x1.dtype in NARROW:  # no multiply kernel: in int32, wrapping back
        return _matmul(x1.astype(paddle.int32), x2.astype(paddle.int32)).astype(x1.dtype)
    vector1, vector2 = x1.ndim == 1, x2.ndim == 1
    a = x1.unsqueeze(0) if vector1 else x1
    b = x2.unsqueeze(-1) if vector2 else x2
    if a.shape[-1] != b.shape[-2]:
        raise ValueError(f"matmul(): shapes {tuple(x1.shape)} and {tuple(x2.shape)} do not align.")
    out = paddle.sum(a.unsqueeze(-1) * b.unsqueeze(-3), axis=-2)
    if vector1:
        out = out.squeeze(-2)
    if vector2:
        out = out.squeeze(-1)
    return out.astype(x1.dtype) if out.dtype is not x1.dtype else out


matmul = binary("matmul", _matmul, promote, module=__name__)


#: paddle.transpose's permutation of a matrix (it reads the list, never keeps it)
_SWAP_2D = [1, 0]


def matrix_transpose(x: Any, /) -> Any:
    try:
        if len(x.shape) == 2:  # fast path: a matrix (x.shape is cheaper than x.ndim)
            return paddle.transpose(x, _SWAP_2D)
        if x.ndim < 2:
            raise ValueError(
                f"matrix_transpose() needs an array of at least two dimensions, not {x.ndim}."
            )
        axes = list(range(x.ndim))
        axes[-2], axes[-1] = axes[-1], axes[-2]
        return paddle.transpose(x, axes)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: The most dimensions a paddle.Tensor has (Paddle's DDim); a reshape to more raises OSError.
_MAX_DIMS = 9


def tensordot(x1: Any, x2: Any, /, *, axes: Any = 2) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        if isinstance(axes, int):
            if axes < 0:
                raise ValueError(f"tensordot(): axes must be >= 0, not {axes}.")
            first = list(range(x1.ndim - axes, x1.ndim))
            second = list(range(axes))
        else:
            first = [normalize_axis(a, x1.ndim) for a in axes[0]]
            second = [normalize_axis(a, x2.ndim) for a in axes[1]]
        # both as matrices (kept axes, contracted axes), then one matmul
        kept1 = [a for a in range(x1.ndim) if a not in first]
        kept2 = [a for a in range(x2.ndim) if a not in second]
        size = 1
        for a, b in zip(first, second, strict=True):
            if x1.shape[a] != x2.shape[b]:
                raise ValueError(
                    f"tensordot(): axis {a} of x1 has size {x1.shape[a]}, axis {b} of x2 "
                    f"{x2.shape[b]}."
                )
            size *= x1.shape[a]
        shape1 = [x1.shape[a] for a in kept1]
        shape2 = [x2.shape[a] for a in kept2]
        if len(shape1) + len(shape2) > _MAX_DIMS:
            raise ValueError(
                f"tensordot(): the result would have {len(shape1) + len(shape2)} dimensions; "
                f"a paddle.Tensor has at most {_MAX_DIMS}."
            )
        rows, cols = math.prod(shape1), math.prod(shape2)
        left = paddle.transpose(x1, kept1 + first).reshape([rows, size])
        right = paddle.transpose(x2, second + kept2).reshape([size, cols])
        return _matmul(left, right).reshape(shape1 + shape2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        ndim = max(x1.ndim, x2.ndim)
        axis = normalize_axis(axis, ndim) - ndim  # counted from the end, as it broadcasts
        if x1.shape[axis] != x2.shape[axis]:
            raise ValueError(
                f"vecdot(): the axis {axis} sizes differ ({x1.shape[axis]} and {x2.shape[axis]})."
            )
        if x1.dtype in _COMPLEX_FLOATING:
            x1 = paddle.conj(x1)
        if x1.dtype in NARROW:
            wide = paddle.sum(x1.astype(paddle.int32) * x2.astype(paddle.int32), axis=axis)
            return wide.astype(x1.dtype)
        out = paddle.sum(x1 * x2, axis=axis)
        return out if out.dtype is x1.dtype else out.astype(x1.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
