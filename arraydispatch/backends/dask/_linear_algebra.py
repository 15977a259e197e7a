# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Linear algebra functions for dask arrays (also bound in ``linalg``).

Deviations from dask: ``matmul`` checks shapes at call time (dask defers the error to
compute time); ``tensordot`` returns the promoted dtype (dask sums small integers in
int64); ``matrix_transpose`` and ``vecdot`` are missing from dask.
"""

from __future__ import annotations

from collections.abc import Sequence

import dask.array as da
import numpy as np

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]


def matmul(x1: da.Array, x2: da.Array, /) -> da.Array:
    """``dask.array.matmul``, with the shape check it defers to compute time done here."""
    try:
        if x1.ndim == 0 or x2.ndim == 0:
            raise ValueError("matmul() does not take 0-D arrays; use multiply().")
        inner2 = x2.shape[0] if x2.ndim == 1 else x2.shape[-2]
        if x1.shape[-1] != inner2:
            raise ValueError(
                f"matmul: x1 {x1.shape} and x2 {x2.shape} do not align: {x1.shape[-1]} != {inner2}."
            )
        np.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])  # batch dims must broadcast
        return da.matmul(x1, x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_transpose(x: da.Array, /) -> da.Array:
    try:
        if x.ndim < 2:
            raise ValueError(f"matrix_transpose needs at least 2 dimensions, got {x.ndim}.")
        return da.swapaxes(x, -1, -2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tensordot(
    x1: da.Array, x2: da.Array, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2
) -> da.Array:
    """``dask.array.tensordot`` in the promoted dtype (dask sums small integers in int64)."""
    try:
        out = da.tensordot(x1, x2, axes=axes)
        dtype = np.result_type(x1.dtype, x2.dtype)
        return out if out.dtype == dtype else out.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vecdot(x1: da.Array, x2: da.Array, /, *, axis: int = -1) -> da.Array:
    """``sum(conj(x1) * x2, axis)`` after broadcasting, in the promoted dtype."""
    try:
        ndim = max(x1.ndim, x2.ndim)
        shape1 = (1,) * (ndim - x1.ndim) + tuple(x1.shape)
        shape2 = (1,) * (ndim - x2.ndim) + tuple(x2.shape)
        axis = normalize_axis(axis, ndim)
        if shape1[axis] != shape2[axis]:
            raise ValueError(
                f"vecdot: x1 has {shape1[axis]} and x2 {shape2[axis]} elements along axis {axis}."
            )
        dtype = np.result_type(x1.dtype, x2.dtype)
        return da.sum(da.conj(x1) * x2, axis=axis - ndim, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
