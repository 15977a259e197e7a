"""Sorting functions. Both wrapped: torch's ``sort`` returns values and indices, and the
default of both is an unstable sort (the standard's is stable); torch calls ``axis``
``dim``.
"""

from __future__ import annotations

import builtins

import torch

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["argsort", "sort"]

_argsort = torch.argsort
_sort = torch.sort


def argsort(
    x: torch.Tensor,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> torch.Tensor:
    try:
        if descending:
            return _argsort(x, dim=axis, descending=True, stable=stable)
        return _argsort(x, dim=axis, stable=stable)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sort(
    x: torch.Tensor,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> torch.Tensor:
    try:
        if descending:
            return _sort(x, dim=axis, descending=True, stable=stable)[0]
        return _sort(x, dim=axis, stable=stable)[0]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
