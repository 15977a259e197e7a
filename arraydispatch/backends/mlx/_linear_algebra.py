"""Linear algebra functions (the main namespace's four). Aliased: ``matrix_transpose``.

Wrapped: ``matmul``, ``tensordot`` and ``vecdot`` of integer and bool arrays, which MLX's
kernels refuse ("Only inexact types are supported"), are computed on the host with NumPy;
``tensordot`` takes the standard's ``axes`` (a pair of sequences); mixed dtypes are promoted
by the standard's rules first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.mlx._data_types import (
    _COMPLEX_FLOATING,
    _FLOATING,
    from_host,
    result_type,
    to_host,
    works,
)

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]

if hasattr(mx, "matrix_transpose"):
    matrix_transpose = mx.matrix_transpose
else:  # MLX before 0.32 has none

    def matrix_transpose(x: Any, /) -> Any:  # type: ignore[misc]
        try:
            if x.ndim < 2:
                raise ValueError(
                    f"matrix_transpose(): x must have at least 2 dimensions, not {x.ndim}."
                )
            return mx.swapaxes(x, -1, -2)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


# MLX's complex matmul before 0.26.5 keeps a 1-D operand's added axis ((2, 2) @ (2,) is (2, 1)): it
# is removed there, as the standard (and MLX's real matmul) does
if works(lambda: mx.matmul(mx.array([1j]), mx.array([1j])).ndim == 0):
    _mlx_matmul = mx.matmul
else:

    def _mlx_matmul(x1: Any, x2: Any, /) -> Any:  # type: ignore[misc]
        out = mx.matmul(x1, x2)
        if out.dtype not in _COMPLEX_FLOATING or (x1.ndim != 1 and x2.ndim != 1):
            return out
        if x2.ndim == 1:
            out = mx.squeeze(out, -1)
        if x1.ndim == 1:
            out = mx.squeeze(out, -1 if x2.ndim == 1 else -2)
        return out


def _same_dtype(x1: Any, x2: Any) -> tuple[Any, Any]:
    if x1.dtype == x2.dtype:
        return x1, x2
    dtype = result_type(x1, x2)
    return x1.astype(dtype), x2.astype(dtype)


def matmul(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = _same_dtype(x1, x2)
        if x1.dtype in _FLOATING:
            return _mlx_matmul(x1, x2)
        if x1.ndim == 0 or x2.ndim == 0:
            raise ValueError("matmul(): 0-D operands are not allowed; use multiply.")
        import numpy

        return from_host(numpy.matmul(to_host(x1), to_host(x2)), x1.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tensordot(x1: Any, x2: Any, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Any:
    try:
        x1, x2 = _same_dtype(x1, x2)
        if not isinstance(axes, int):
            axes = [list(axes[0]), list(axes[1])]  # type: ignore[assignment]
        if x1.dtype in _FLOATING:
            return mx.tensordot(x1, x2, axes=axes)  # type: ignore[arg-type]
        import numpy

        return from_host(numpy.tensordot(to_host(x1), to_host(x2), axes=axes), x1.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        x1, x2 = _same_dtype(x1, x2)
        ndim = max(x1.ndim, x2.ndim)
        axis = normalize_axis(axis, ndim)
        if x1.shape[axis - ndim] != x2.shape[axis - ndim]:
            raise ValueError(
                f"vecdot(): x1 and x2 have {x1.shape[axis - ndim]} and "
                f"{x2.shape[axis - ndim]} elements along axis {axis}."
            )
        if x1.dtype in _FLOATING:
            return mx.sum(mx.conj(x1) * x2, axis=axis - ndim)
        return mx.sum(x1 * x2, axis=axis - ndim).astype(x1.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
