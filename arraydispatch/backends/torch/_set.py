"""Set functions.

Aliased: ``isin``.

Wrapped: the ``unique_*`` family, which torch has in another form: ``torch.unique`` gives no
first-occurrence indices, cannot sort complex numbers, and returns a plain tuple; the
results are the standard's named tuples (``_common/_results.py``).
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING

import torch

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._results import (
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)

if TYPE_CHECKING:
    # torch.isin's stub has one overload per place of a scalar, and a protocol is matched by
    # one overload alone
    def isin(
        x1: torch.Tensor | int, x2: torch.Tensor | int, /, *, invert: builtins.bool = False
    ) -> torch.Tensor: ...
else:
    isin = torch.isin

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]


def _sort_flat(flat: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Stable sort of a 1-D tensor; complex numbers lexicographically (real, then imag),
    which torch.sort cannot do, and those holding a NaN after all others, as NumPy sorts
    them (torch's own real sort already puts NaN last)."""
    if flat.is_complex():
        order = torch.argsort(flat.imag, stable=True)
        order = order[torch.argsort(flat.real[order], stable=True)]
        has_nan = flat.isnan()[order].to(torch.uint8)
        order = order[torch.argsort(has_nan, stable=True)]
        return flat[order], order
    values, order = torch.sort(flat, stable=True)
    return values, order


def _unique(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """values, first-occurrence indices, group id of each sorted element, sort order.

    Neighbours in sorted order start a new group when they differ; NaN != NaN, so each NaN
    is its own value, as the standard asks.
    """
    flat = x.reshape(-1)
    values, order = _sort_flat(flat)
    new = torch.ones_like(values, dtype=torch.bool)
    if values.numel() > 1:
        new[1:] = values[1:] != values[:-1]
    starts = torch.nonzero(new).reshape(-1)
    group = torch.cumsum(new, 0) - 1
    return values[starts], order[starts], group, order


def unique_all(x: torch.Tensor, /) -> UniqueAllResult:
    try:
        if x.is_complex():
            values, indices, group, order = _unique(x)
            inverse = torch.empty_like(group)
            inverse[order] = group
            counts = torch.bincount(group, minlength=values.shape[0])
            return UniqueAllResult(values, indices, inverse.reshape(x.shape), counts)
        values, inverse, counts = torch._unique2(
            x, sorted=True, return_inverse=True, return_counts=True
        )
        # first occurrence of each value: the smallest flat position mapped to it
        n = x.numel()
        positions = torch.arange(n, device=x.device)
        indices = torch.full((values.shape[0],), n, dtype=torch.int64, device=x.device)
        indices = indices.scatter_reduce_(0, inverse.reshape(-1), positions, "amin")
        return UniqueAllResult(values, indices, inverse, counts)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_counts(x: torch.Tensor, /) -> UniqueCountsResult:
    try:
        if x.is_complex():
            values, _, group, _ = _unique(x)
            return UniqueCountsResult(values, torch.bincount(group, minlength=values.shape[0]))
        values, _, counts = torch._unique2(x, sorted=True, return_counts=True)
        return UniqueCountsResult(values, counts)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_inverse(x: torch.Tensor, /) -> UniqueInverseResult:
    try:
        if x.is_complex():
            values, _, group, order = _unique(x)
            inverse = torch.empty_like(group)
            inverse[order] = group
            return UniqueInverseResult(values, inverse.reshape(x.shape))
        values, inverse, _ = torch._unique2(x, sorted=True, return_inverse=True)
        return UniqueInverseResult(values, inverse)  # already shaped like x
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_values(x: torch.Tensor, /) -> torch.Tensor:
    try:
        if x.is_complex():
            return _unique(x)[0]
        return torch._unique2(x, sorted=True)[0]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
