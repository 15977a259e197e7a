"""Indexing functions. Both wrapped: ``take`` needs ``axis`` for input of more than one
dimension (MLX flattens), and a non-integer ``indices`` is a TypeError. Negative indices are
MLX's own: its ``take`` and ``take_along_axis`` count them from the end, for every signed
integer dtype (tests/test_indexing.py checks both against NumPy's); counting them here cost
two kernels, 2.4x an 8x8 ``take``. An index out of range is not checked, by MLX or here
(the standard leaves it unspecified).
"""

from __future__ import annotations

from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release
from arraydispatch.backends.mlx._data_types import _INTEGRAL

__all__ = ["take", "take_along_axis"]

if release(getattr(mx, "__version__", None)) >= (0, 30):
    _mlx_take_along_axis = mx.take_along_axis
else:

    def _mlx_take_along_axis(x: Any, indices: Any, /, *, axis: int) -> Any:  # type: ignore[misc]
        # MLX before 0.30 dies of SIGSEGV taking from an empty axis: every index into one is
        # out of range
        if x.shape[axis] == 0 and indices.size:
            raise IndexError(
                f"take_along_axis(): axis {axis} of x is empty; no index is in range there."
            )
        return mx.take_along_axis(x, indices, axis=axis)


def _checked(indices: Any, function: str) -> Any:
    """``indices``, which must have an integer dtype."""
    if indices.dtype not in _INTEGRAL:
        raise TypeError(f"{function}(): indices must have an integer dtype, not {indices.dtype}.")
    return indices


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
        return mx.take(x, _checked(indices, "take"), axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    try:
        axis = normalize_axis(axis, x.ndim)
        indices = _checked(indices, "take_along_axis")
        return _mlx_take_along_axis(x, indices, axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
