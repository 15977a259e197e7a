"""Statistical, utility, sorting and set functions.

Aliased: ``diff``, ``isin``.

Wrapped: the reductions, because torch reduces over *all* axes when given ``axis=()``
(the standard: over none; https://github.com/pytorch/pytorch/issues/29137), ``prod`` takes
no tuple of axes (https://github.com/pytorch/pytorch/issues/56586), ``all``/``any`` return
uint8 for uint8 input, ``count_nonzero`` has no ``keepdims``; ``cumulative_sum``/
``cumulative_prod`` (``include_initial``), ``sort`` (torch returns values and indices),
``argsort`` (torch's default is unstable), and the ``unique_*`` family (torch has no
first-occurrence indices and cannot sort complex numbers). ``mean``/``std``/``var`` of
integers and bool: the default float (NumPy's promotion; torch raises RuntimeError), retried
in an ``except`` clause, free on the floating-point path.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Any, NamedTuple

import torch

from arraydispatch.backends.torch._manipulation import _normalize_axis

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

    # torch.isin's stub has one overload per place of a scalar, and a protocol is matched by
    # one overload alone
    def isin(
        x1: torch.Tensor | int, x2: torch.Tensor | int, /, *, invert: builtins.bool = False
    ) -> torch.Tensor: ...
else:
    diff = torch.diff
    isin = torch.isin

_Tensor = torch.Tensor
_all = torch.all
_amax = torch.amax
_amin = torch.amin
_any = torch.any
_argsort = torch.argsort
_bool = torch.bool
_cumprod = torch.cumprod
_cumsum = torch.cumsum
_mean = torch.mean
_prod = torch.prod
_sort = torch.sort
_std = torch.std
_sum = torch.sum
_var = torch.var
# Each wrapper's fast path hands torch only what the caller gave: torch's argument parser
# charges for every keyword (``dtype=None`` included) about as much as the wrapper's frame.


def _no_reduction(x: torch.Tensor, dtype: torch.dtype | None) -> torch.Tensor:
    return x.clone() if dtype is None or dtype is x.dtype else x.to(dtype)


# ---------------------------------------------------------------------------- statistical


def _cumulative(
    name: str,
    accumulate: Any,
    new_initial: Any,
    x: torch.Tensor,
    axis: int | None,
    dtype: torch.dtype | None,
    include_initial: builtins.bool,
) -> torch.Tensor:
    if axis is None:
        if x.ndim != 1:
            raise ValueError(f"{name}(): axis is required for arrays of {x.ndim} dimensions.")
        axis = 0
    out = accumulate(x, axis, dtype=dtype)
    if include_initial:
        shape = list(out.shape)
        shape[axis] = 1
        out = torch.cat([new_initial(out, shape), out], axis)
    return out  # type: ignore[no-any-return]


def cumulative_sum(
    x: torch.Tensor,
    /,
    *,
    axis: int | None = None,
    dtype: torch.dtype | None = None,
    include_initial: builtins.bool = False,
) -> torch.Tensor:
    if axis is not None and dtype is None and not include_initial:
        return _cumsum(x, axis)
    return _cumulative(
        "cumulative_sum", torch.cumsum, torch.Tensor.new_zeros, x, axis, dtype, include_initial
    )


def cumulative_prod(
    x: torch.Tensor,
    /,
    *,
    axis: int | None = None,
    dtype: torch.dtype | None = None,
    include_initial: builtins.bool = False,
) -> torch.Tensor:
    if axis is not None and dtype is None and not include_initial:
        return _cumprod(x, axis)
    return _cumulative(
        "cumulative_prod", torch.cumprod, torch.Tensor.new_ones, x, axis, dtype, include_initial
    )


def max(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    if axis is None and not keepdims:
        return _amax(x)
    if axis == ():
        return x.clone()
    return _amax(x, axis, keepdims)  # type: ignore[arg-type]


def min(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    if axis is None and not keepdims:
        return _amin(x)
    if axis == ():
        return x.clone()
    return _amin(x, axis, keepdims)  # type: ignore[arg-type]


def _to_float(x: torch.Tensor) -> torch.Tensor:
    """Integer or bool ``x`` as the default float: NumPy's promotion for the standard's
    floating-point-only reductions (torch's mean/std/var raise RuntimeError for them)."""
    return x.to(torch.get_default_dtype())


def _float_of(x: torch.Tensor) -> torch.dtype | None:
    """The dtype ``std``/``var`` of ``x`` have: real for complex, the default float for
    integers and bool."""
    if x.is_complex():
        return x.real.dtype
    return torch.get_default_dtype()


def mean(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if axis is None and not keepdims:
            return _mean(x)
        if axis == ():
            return x.clone() if x.is_floating_point() or x.is_complex() else _to_float(x)
        return _mean(x, axis, keepdims)
    except RuntimeError:  # "mean(): could not infer output dtype ... Got: Long"
        if x.is_floating_point() or x.is_complex():
            raise
        return mean(_to_float(x), axis=axis, keepdims=keepdims)


def prod(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: torch.dtype | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    if axis is None and dtype is None and not keepdims:
        return _prod(x)
    if isinstance(axis, int):
        return _prod(x, axis, keepdims, dtype=dtype)
    if axis is None:
        out = _prod(x) if dtype is None else _prod(x, dtype=dtype)
        return out.reshape((1,) * x.ndim) if keepdims else out
    if axis == ():
        if dtype is None and not (x.is_floating_point() or x.is_complex()):
            dtype = torch.int64 if x.dtype is not torch.uint64 else x.dtype
        return _no_reduction(x, dtype)
    # several axes: move them last, flatten them into one, reduce that
    ndim = x.ndim
    axes = sorted(_normalize_axis(a, ndim, "prod") for a in axis)
    if len(set(axes)) != len(axes):
        raise ValueError(f"prod(): axis {axis} repeats an axis.")
    keep = [a for a in range(ndim) if a not in axes]
    flat = torch.permute(x, keep + axes).reshape([x.shape[a] for a in keep] + [-1])
    out = torch.prod(flat, -1, dtype=dtype)
    if keepdims:
        out = out.reshape([1 if a in axes else x.shape[a] for a in range(ndim)])
    return out


def std(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if axis is None and not keepdims:
            return _std(x, correction=correction)
        if axis == ():
            return torch.zeros_like(x, dtype=None if x.is_floating_point() else _float_of(x))
        return _std(x, axis, correction=correction, keepdim=keepdims)
    except RuntimeError:  # "std(): ... only supports floating-point and complex dtypes"
        if x.is_floating_point() or x.is_complex():
            raise
        return std(_to_float(x), axis=axis, correction=correction, keepdims=keepdims)


def sum(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: torch.dtype | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    if dtype is None and not keepdims and axis is not None and axis != ():
        return _sum(x, axis)
    if axis == ():
        if dtype is None and not (x.is_floating_point() or x.is_complex()):
            dtype = torch.int64 if x.dtype is not torch.uint64 else x.dtype
        return _no_reduction(x, dtype)
    if dtype is None:
        return _sum(x) if axis is None and not keepdims else _sum(x, axis, keepdims)
    return _sum(x, axis, keepdims, dtype=dtype)


def var(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if axis is None and not keepdims:
            return _var(x, correction=correction)
        if axis == ():
            return torch.zeros_like(x, dtype=None if x.is_floating_point() else _float_of(x))
        return _var(x, axis, correction=correction, keepdim=keepdims)
    except RuntimeError:  # "var(): ... only supports floating-point and complex dtypes"
        if x.is_floating_point() or x.is_complex():
            raise
        return var(_to_float(x), axis=axis, correction=correction, keepdims=keepdims)


# ---------------------------------------------------------------------------- utility


def all(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    if axis is None and not keepdims:
        out = _all(x)
    elif axis == ():
        return x != 0
    else:
        out = _all(x, axis, keepdims)
    return out if out.dtype is _bool else out.to(_bool)  # uint8 in, uint8 out in torch


def any(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    if axis is None and not keepdims:
        out = _any(x)
    elif axis == ():
        return x != 0
    else:
        out = _any(x, axis, keepdims)
    return out if out.dtype is _bool else out.to(_bool)  # uint8 in, uint8 out in torch


# ---------------------------------------------------------------------------- sorting


def argsort(
    x: torch.Tensor,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> torch.Tensor:
    if descending:
        return _argsort(x, dim=axis, descending=True, stable=stable)
    return _argsort(x, dim=axis, stable=stable)


def sort(
    x: torch.Tensor,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> torch.Tensor:
    if descending:
        return _sort(x, dim=axis, descending=True, stable=stable)[0]
    return _sort(x, dim=axis, stable=stable)[0]


# ---------------------------------------------------------------------------- set


class UniqueAllResult(NamedTuple):
    values: torch.Tensor
    indices: torch.Tensor
    inverse_indices: torch.Tensor
    counts: torch.Tensor


class UniqueCountsResult(NamedTuple):
    values: torch.Tensor
    counts: torch.Tensor


class UniqueInverseResult(NamedTuple):
    values: torch.Tensor
    inverse_indices: torch.Tensor


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


def unique_counts(x: torch.Tensor, /) -> UniqueCountsResult:
    if x.is_complex():
        values, _, group, _ = _unique(x)
        return UniqueCountsResult(values, torch.bincount(group, minlength=values.shape[0]))
    values, _, counts = torch._unique2(x, sorted=True, return_counts=True)
    return UniqueCountsResult(values, counts)


def unique_inverse(x: torch.Tensor, /) -> UniqueInverseResult:
    if x.is_complex():
        values, _, group, order = _unique(x)
        inverse = torch.empty_like(group)
        inverse[order] = group
        return UniqueInverseResult(values, inverse.reshape(x.shape))
    values, inverse, _ = torch._unique2(x, sorted=True, return_inverse=True)
    return UniqueInverseResult(values, inverse)  # already shaped like x


def unique_values(x: torch.Tensor, /) -> torch.Tensor:
    if x.is_complex():
        return _unique(x)[0]
    return torch._unique2(x, sorted=True)[0]
