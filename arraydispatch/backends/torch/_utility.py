"""Utility functions.

Aliased: ``diff`` (torch's argument parser takes ``axis=`` for ``dim=``).

Wrapped: ``all``/``any``, because torch reduces over *all* axes when given ``axis=()`` (the
standard: over none; https://github.com/pytorch/pytorch/issues/29137) and returns uint8 for
uint8 input (the standard: bool).
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING

import torch

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

if TYPE_CHECKING:
    # torch.diff: torch's argument parser takes axis= for dim=, its stub declares dim= only
    def diff(
        x: torch.Tensor,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: torch.Tensor | None = None,
        append: torch.Tensor | None = None,
    ) -> torch.Tensor: ...
else:
    diff = torch.diff

__all__ = ["all", "any", "diff"]

_all = torch.all
_any = torch.any
_bool = torch.bool


def all(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if axis is None and not keepdims:
            out = _all(x)
        elif axis == ():
            return x != 0
        else:
            out = _all(x, axis, keepdims)
        return out if out.dtype is _bool else out.to(_bool)  # uint8 in, uint8 out in torch
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def any(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if axis is None and not keepdims:
            out = _any(x)
        elif axis == ():
            return x != 0
        else:
            out = _any(x, axis, keepdims)
        return out if out.dtype is _bool else out.to(_bool)  # uint8 in, uint8 out in torch
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
