"""Searching functions.

Aliased: ``argmax``, ``argmin`` (torch's argument parser takes ``axis=``/``keepdims=``).

Wrapped: ``count_nonzero`` (no ``keepdims`` in torch), ``nonzero`` (a tuple of index arrays,
``as_tuple=True``; 0-D input refused, as the standard says), ``searchsorted`` (a Python
scalar ``x2``; mixed dtypes, which torch refuses) and ``where`` (promotion of ``x1`` and
``x2``, scalars included; on torch < 2.9 its fast path tests for two tensors, as the binary
functions' do there: see ``_data_types.TENSOR_OPERANDS``).

Each wrapper passes torch only the arguments the caller gave where it can: torch's
argument parser charges for every keyword, ``dim=-1`` included.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Any

import torch

from arraydispatch._common._binary import ANY_SCALAR, NO_SCALARS
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.torch._data_types import TENSOR_OPERANDS, promote

if TYPE_CHECKING:
    # torch's own functions. torch's argument parser also takes numpy's names, axis= for dim=
    # and keepdims= for keepdim=, but its stubs declare torch's names only; these
    # declarations give type checkers the standard's signatures.
    def argmax(
        x: torch.Tensor, /, *, axis: int | None = None, keepdims: builtins.bool = False
    ) -> torch.Tensor: ...
    def argmin(
        x: torch.Tensor, /, *, axis: int | None = None, keepdims: builtins.bool = False
    ) -> torch.Tensor: ...
else:
    argmax = torch.argmax
    argmin = torch.argmin

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]

_Tensor = torch.Tensor
# the method: ~80 ns cheaper to call than torch.count_nonzero, which has more overloads
_count_nonzero = torch.Tensor.count_nonzero
_searchsorted = torch.searchsorted
_where = torch.where


def count_nonzero(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if not keepdims:
            try:
                return _count_nonzero(x) if axis is None else _count_nonzero(x, axis)
            except TypeError:  # not a tensor: torch's function names it (the method's does not)
                return torch.count_nonzero(x) if axis is None else torch.count_nonzero(x, axis)
        return torch.sum(x != 0, axis, keepdim=True)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def nonzero(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    try:
        if x.ndim == 0:
            raise ValueError("nonzero() does not take 0-D arrays; reshape to 1-D first.")
        return torch.nonzero(x, as_tuple=True)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def searchsorted(
    x1: torch.Tensor,
    x2: torch.Tensor | int | float,
    /,
    *,
    side: str = "left",
    sorter: torch.Tensor | None = None,
) -> torch.Tensor:
    try:
        if not isinstance(x2, _Tensor):
            x2 = torch.tensor(x2, dtype=x1.dtype, device=x1.device)
        elif x1.dtype is not x2.dtype:
            x1, x2 = promote(x1, x2, NO_SCALARS)
        if side == "left" and sorter is None:
            return _searchsorted(x1, x2)
        return _searchsorted(x1, x2, side=side, sorter=sorter)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if not TENSOR_OPERANDS:

    def where(condition: torch.Tensor, x1: Any, x2: Any, /) -> torch.Tensor:
        try:
            try:
                if x1.dtype is x2.dtype:
                    return _where(condition, x1, x2)
            except AttributeError:
                pass
            return _where(condition, *promote(x1, x2, ANY_SCALAR))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

else:
    # torch < 2.9: TorchDynamo cannot follow the AttributeError of a scalar x1 or x2 to the
    # except clause above (see TENSOR_OPERANDS): the fast path tests for two tensors

    def where(condition: torch.Tensor, x1: Any, x2: Any, /) -> torch.Tensor:
        try:
            if isinstance(x1, _Tensor) and isinstance(x2, _Tensor) and x1.dtype is x2.dtype:
                return _where(condition, x1, x2)
            return _where(condition, *promote(x1, x2, ANY_SCALAR))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
