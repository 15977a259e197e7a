"""Statistical functions. All wrapped:

- the reductions, because torch reduces over *all* axes when given ``axis=()`` (the
  standard: over none; https://github.com/pytorch/pytorch/issues/29137); ``max``/``min`` are
  ``torch.amax``/``amin`` (``torch.max`` returns values and indices); ``prod`` takes no tuple
  of axes (https://github.com/pytorch/pytorch/issues/56586); ``std``/``var`` take
  ``correction``, whose default is 0 in the standard and 1 in torch;
- ``mean``/``std``/``var`` of integers and bool: the default float (NumPy's promotion; torch
  raises RuntimeError), retried in an ``except`` clause, free on the floating-point path;
- ``cumulative_sum``/``cumulative_prod``: no ``include_initial`` in torch, and ``axis=None``
  (the standard's rule for 0-D and 1-D input, ``_common/_axes.py``).
"""

from __future__ import annotations

import builtins
from typing import Any

import torch

from arraydispatch._common._axes import cumulative_axis, normalize_axes
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]

_amax = torch.amax
_amin = torch.amin
_cumprod = torch.cumprod
_cumsum = torch.cumsum
_mean = torch.mean
_prod = torch.prod
_std = torch.std
_sum = torch.sum
_var = torch.var
# Each wrapper's fast path hands torch only what the caller gave: torch's argument parser
# charges for every keyword (``dtype=None`` included) about as much as the wrapper's frame.


def _no_reduction(x: torch.Tensor, dtype: torch.dtype | None) -> torch.Tensor:
    return x.clone() if dtype is None or dtype is x.dtype else x.to(dtype)


def _cumulative(
    accumulate: Any,
    new_initial: Any,
    x: torch.Tensor,
    axis: int | None,
    dtype: torch.dtype | None,
    include_initial: builtins.bool,
) -> torch.Tensor:
    axis = cumulative_axis(axis, x.ndim)
    if x.ndim == 0:
        x = x.reshape(1)  # a 0-D x counts as one element along axis 0, as in NumPy
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
    try:
        if axis is not None and dtype is None and not include_initial:
            return _cumsum(x, axis)
        return _cumulative(torch.cumsum, torch.Tensor.new_zeros, x, axis, dtype, include_initial)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def cumulative_prod(
    x: torch.Tensor,
    /,
    *,
    axis: int | None = None,
    dtype: torch.dtype | None = None,
    include_initial: builtins.bool = False,
) -> torch.Tensor:
    try:
        if axis is not None and dtype is None and not include_initial:
            return _cumprod(x, axis)
        return _cumulative(torch.cumprod, torch.Tensor.new_ones, x, axis, dtype, include_initial)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def max(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if not keepdims:
            if axis is None:
                return _amax(x)
            if type(axis) is int:
                return _amax(x, axis)
        if axis == ():
            return x.clone()
        return _amax(x, axis, keepdims)  # type: ignore[arg-type]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def min(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if not keepdims:
            if axis is None:
                return _amin(x)
            if type(axis) is int:
                return _amin(x, axis)
        if axis == ():
            return x.clone()
        return _amin(x, axis, keepdims)  # type: ignore[arg-type]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


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
        try:
            if not keepdims:
                if axis is None:
                    return _mean(x)
                if type(axis) is int:
                    return _mean(x, axis)
            if axis == ():
                return x.clone() if x.is_floating_point() or x.is_complex() else _to_float(x)
            return _mean(x, axis, keepdims)
        except RuntimeError:  # "mean(): could not infer output dtype ... Got: Long"
            if x.is_floating_point() or x.is_complex():
                raise
            return mean(_to_float(x), axis=axis, keepdims=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def prod(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: torch.dtype | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if dtype is None and not keepdims:
            if axis is None:
                return _prod(x)
            if type(axis) is int:
                return _prod(x, axis)
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
        axes = list(normalize_axes(axis, ndim))
        keep = [a for a in range(ndim) if a not in axes]
        flat = torch.permute(x, keep + axes).reshape([x.shape[a] for a in keep] + [-1])
        out = torch.prod(flat, -1, dtype=dtype)
        if keepdims:
            out = out.reshape([1 if a in axes else x.shape[a] for a in range(ndim)])
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def std(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        try:
            if not keepdims:
                if axis is None:
                    return _std(x, correction=correction)
                if type(axis) is int:
                    return _std(x, axis, correction=correction)
            if axis == ():
                return torch.zeros_like(x, dtype=None if x.is_floating_point() else _float_of(x))
            return _std(x, axis, correction=correction, keepdim=keepdims)
        except RuntimeError:  # "std(): ... only supports floating-point and complex dtypes"
            if x.is_floating_point() or x.is_complex():
                raise
            return std(_to_float(x), axis=axis, correction=correction, keepdims=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sum(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: torch.dtype | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        if type(axis) is int and dtype is None and not keepdims:
            return _sum(x, axis)  # fast path first: an int never equals () below
        if axis == ():
            if dtype is None and not (x.is_floating_point() or x.is_complex()):
                dtype = torch.int64 if x.dtype is not torch.uint64 else x.dtype
            return _no_reduction(x, dtype)
        if dtype is None:
            return _sum(x) if axis is None and not keepdims else _sum(x, axis, keepdims)
        return _sum(x, axis, keepdims, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def var(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    try:
        try:
            if not keepdims:
                if axis is None:
                    return _var(x, correction=correction)
                if type(axis) is int:
                    return _var(x, axis, correction=correction)
            if axis == ():
                return torch.zeros_like(x, dtype=None if x.is_floating_point() else _float_of(x))
            return _var(x, axis, correction=correction, keepdim=keepdims)
        except RuntimeError:  # "var(): ... only supports floating-point and complex dtypes"
            if x.is_floating_point() or x.is_complex():
                raise
            return var(_to_float(x), axis=axis, correction=correction, keepdims=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
