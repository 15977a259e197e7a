"""Linear algebra functions of the main namespace (``matmul``, ``matrix_transpose``,
``tensordot``, ``vecdot``); ``linalg.py`` re-exports them.

All four are wrapped: torch.matmul/tensordot refuse mixed dtypes instead of promoting,
tensordot calls ``axes`` ``dims`` (and an int ``axes`` goes to the C function under
torch.tensordot's Python layer), torch has no ``matrix_transpose`` function, and
torch.linalg.vecdot has no integer kernels and broadcasts the contracted axis.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch

from arraydispatch._common._binary import NO_SCALARS
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.torch._data_types import _COMPLEX_FLOATING, _REAL_FLOATING, promote

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]

_is_compiling = torch.compiler.is_compiling
_matmul = torch.matmul
_tensordot = torch.tensordot
_vf_tensordot = torch._C._VariableFunctions.tensordot  # type: ignore[attr-defined]
_vecdot = torch.linalg.vecdot
_INEXACT = _REAL_FLOATING | _COMPLEX_FLOATING


def matmul(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor:
    try:
        if x1.dtype is not x2.dtype:
            x1, x2 = promote(x1, x2, NO_SCALARS)
        return _matmul(x1, x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_transpose(x: torch.Tensor, /) -> torch.Tensor:
    try:
        if x.ndim < 2:
            raise ValueError(
                f"matrix_transpose() needs an array of at least 2 dimensions, got shape "
                f"{tuple(x.shape)}."
            )
        return x.mT
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tensordot(
    x1: torch.Tensor,
    x2: torch.Tensor,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> torch.Tensor:
    try:
        if x1.dtype is not x2.dtype:
            x1, x2 = promote(x1, x2, NO_SCALARS)
        if type(axes) is int and axes >= 0 and not _is_compiling():
            # Fast path: torch.tensordot is a Python function (torch/functional.py) that turns
            # an int into these two lists for the C function called here: 2.7 us, not 5.3 us,
            # at 8x8. Too many axes: torch.tensordot below raises its own error. Not under
            # torch.compile: Dynamo traces torch.tensordot, not the C function.
            try:
                return _vf_tensordot(x1, x2, list(range(-axes, 0)), list(range(axes)))  # type: ignore[no-any-return]
            except (IndexError, RuntimeError):
                pass
        return _tensordot(x1, x2, dims=axes)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vecdot(x1: torch.Tensor, x2: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor:
    try:
        dtype = x1.dtype
        if dtype is not x2.dtype:
            x1, x2 = promote(x1, x2, NO_SCALARS)
            dtype = x1.dtype
        # torch.linalg.vecdot would broadcast a contracted axis of size 1; the standard refuses
        if x1.shape[axis] != x2.shape[axis]:
            raise ValueError(
                f"vecdot(): axis {axis} has size {x1.shape[axis]} in x1 and {x2.shape[axis]} in "
                f"x2; they must be equal."
            )
        if dtype in _INEXACT:
            # dim= only when not its default: torch charges for parsing it
            return _vecdot(x1, x2) if axis == -1 else _vecdot(x1, x2, dim=axis)  # type: ignore[no-any-return]
        # integers: torch.linalg.vecdot has no integer kernel
        return torch.sum(x1 * x2, axis, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
