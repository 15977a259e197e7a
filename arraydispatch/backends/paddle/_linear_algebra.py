"""Linear algebra functions of the main namespace. All wrapped:

- ``matmul``/``tensordot``: promotion (Paddle refuses mixed dtypes), and ``tensordot``'s
  ``axes`` as the standard spells them;
- ``matrix_transpose``: the last two axes, refusing fewer than two dimensions;
- ``vecdot``: the standard's broadcasting and complex conjugation of ``x1`` (Paddle's
  ``vecdot`` does not broadcast).
"""

from __future__ import annotations

from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._binary import NO_SCALARS, binary
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import _COMPLEX_FLOATING, promote

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]

matmul = binary("matmul", paddle.matmul, promote, module=__name__)


def matrix_transpose(x: Any, /) -> Any:
    try:
        if x.ndim < 2:
            raise ValueError(
                f"matrix_transpose() needs an array of at least 2 dimensions, not {x.ndim}."
            )
        axes = list(range(x.ndim))
        axes[-2], axes[-1] = axes[-1], axes[-2]
        return paddle.transpose(x, axes)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tensordot(x1: Any, x2: Any, /, *, axes: Any = 2) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        if isinstance(axes, int):
            if axes == 0:
                return paddle.reshape(x1, [*x1.shape, *([1] * x2.ndim)]) * x2
            return paddle.tensordot(x1, x2, axes=axes)
        first, second = axes
        return paddle.tensordot(x1, x2, axes=[list(first), list(second)])
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        ndim = max(x1.ndim, x2.ndim)
        axis = normalize_axis(axis, ndim) - ndim  # counted from the end, as it broadcasts
        if x1.shape[axis] != x2.shape[axis]:
            raise ValueError(
                f"vecdot(): the axis {axis} sizes differ ({x1.shape[axis]} and "
                f"{x2.shape[axis]})."
            )
        if x1.dtype in _COMPLEX_FLOATING:
            x1 = paddle.conj(x1)
        return paddle.sum(x1 * x2, axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
