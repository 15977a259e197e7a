"""Manipulation, indexing and searching functions.

Aliased: ``broadcast_arrays`` (``torch.broadcast_tensors``), ``moveaxis``, ``stack``,
``tile``, ``unstack`` (``torch.unbind``), ``argmax``, ``argmin``.

Wrapped: ``broadcast_shapes`` (torch raises RuntimeError, the standard ValueError),
``broadcast_to``/``permute_dims``/``reshape`` (keyword names ``shape``/``axes``),
``concat`` (``axis=None``), ``expand_dims`` (tuples of axes), ``flip``/``roll`` (``axis``),
``repeat`` (``torch.repeat_interleave``), ``squeeze`` (torch ignores axes whose size is not
1), ``take`` (``torch.index_select`` refuses negative indices), ``take_along_axis`` (the
standard's default axis is -1; torch before 2.8 refused negative indices too:
https://github.com/pytorch/pytorch/issues/146211), ``count_nonzero`` (``keepdims``),
``nonzero`` (tuple output), ``searchsorted``/``where`` (promotion).

Each wrapper passes torch only the arguments the caller gave where it can: torch's
argument parser charges for every keyword, ``dim=-1`` included.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Any

import torch

from arraydispatch.backends.torch._dtypes import ANY_SCALAR, promote

broadcast_arrays = torch.broadcast_tensors
tile = torch.tile

if TYPE_CHECKING:
    # torch's own functions. torch's argument parser also takes numpy's names, axis= for dim=
    # and keepdims= for keepdim=, but its stubs declare torch's names only; these
    # declarations give type checkers the standard's signatures.
    def stack(
        arrays: tuple[torch.Tensor, ...] | list[torch.Tensor], /, *, axis: int = 0
    ) -> torch.Tensor: ...
    def unstack(x: torch.Tensor, /, *, axis: int = 0) -> tuple[torch.Tensor, ...]: ...
    def argmax(
        x: torch.Tensor, /, *, axis: int | None = None, keepdims: builtins.bool = False
    ) -> torch.Tensor: ...
    def argmin(
        x: torch.Tensor, /, *, axis: int | None = None, keepdims: builtins.bool = False
    ) -> torch.Tensor: ...

    # torch.moveaxis's stub has one overload for ints, one for tuples, and a protocol is
    # matched by one overload alone
    def moveaxis(
        x: torch.Tensor,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> torch.Tensor: ...
else:
    moveaxis = torch.moveaxis
    stack = torch.stack
    unstack = torch.unbind
    argmax = torch.argmax
    argmin = torch.argmin

_Tensor = torch.Tensor
_cat = torch.cat
_count_nonzero = torch.count_nonzero
_index_select = torch.index_select
_is_compiling = torch.compiler.is_compiling
_reshape = torch.reshape
_searchsorted = torch.searchsorted
_squeeze = torch.squeeze
_take_along_dim = torch.take_along_dim
_unsqueeze = torch.unsqueeze
_where = torch.where


def _normalize_axis(axis: int, ndim: int, name: str) -> int:
    if not -ndim <= axis < ndim:
        raise IndexError(
            f"{name}(): axis {axis} is out of bounds for an array of {ndim} dimensions "
            f"(valid: {-ndim} to {ndim - 1})."
        )
    return axis % ndim


# ---------------------------------------------------------------------------- manipulation


# None (the standard's unknown dimension) is a TypeError: torch shapes have none.
def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        return tuple(torch.broadcast_shapes(*shapes))  # type: ignore[no-untyped-call]
    except RuntimeError as error:
        raise ValueError(
            f"broadcast_shapes(): shapes {shapes} do not broadcast ({error})."
        ) from None


def broadcast_to(x: torch.Tensor, /, shape: tuple[int, ...]) -> torch.Tensor:
    return torch.broadcast_to(x, shape)


def concat(
    arrays: tuple[torch.Tensor, ...] | list[torch.Tensor], /, *, axis: int | None = 0
) -> torch.Tensor:
    if axis == 0:
        return _cat(arrays)
    if axis is None:
        return _cat([a.reshape(-1) for a in arrays])
    return _cat(arrays, axis)


def expand_dims(x: torch.Tensor, /, axis: int | tuple[int, ...] = 0) -> torch.Tensor:
    if isinstance(axis, int):
        return _unsqueeze(x, axis)
    ndim = x.ndim + len(axis)
    axes = sorted(_normalize_axis(a, ndim, "expand_dims") for a in axis)
    if len(set(axes)) != len(axes):
        raise ValueError(f"expand_dims(): axis {axis} repeats an axis.")
    for a in axes:
        x = torch.unsqueeze(x, a)
    return x


def flip(x: torch.Tensor, /, *, axis: int | tuple[int, ...] | None = None) -> torch.Tensor:
    if axis is None:
        return torch.flip(x, tuple(range(x.ndim)))
    return torch.flip(x, (axis,) if isinstance(axis, int) else axis)


def permute_dims(x: torch.Tensor, /, axes: tuple[int, ...]) -> torch.Tensor:
    return torch.permute(x, axes)


def repeat(
    x: torch.Tensor, repeats: int | torch.Tensor, /, *, axis: int | None = None
) -> torch.Tensor:
    if isinstance(repeats, _Tensor) and repeats.dtype is not torch.int64:
        # torch.repeat_interleave takes int64 repeats only
        repeats = repeats.to(torch.int64)
    return torch.repeat_interleave(x, repeats, axis)


def reshape(
    x: torch.Tensor, /, shape: tuple[int, ...], *, copy: builtins.bool | None = None
) -> torch.Tensor:
    if copy is None:
        return _reshape(x, shape)
    if copy:
        return torch.reshape(x, shape).clone()
    try:
        return x.view(shape)
    except RuntimeError as error:
        raise ValueError(
            f"reshape(copy=False): cannot reshape an array of shape {tuple(x.shape)} to "
            f"{shape} without copying ({error}); pass copy=None to allow a copy."
        ) from None


def roll(
    x: torch.Tensor,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> torch.Tensor:
    if axis is None:
        return torch.roll(x, shift)
    return torch.roll(x, shift, axis)


def squeeze(x: torch.Tensor, /, axis: int | tuple[int, ...]) -> torch.Tensor:
    shape = x.shape
    if type(axis) is int:
        try:
            size = shape[axis]
        except IndexError:
            size = -1  # the loop below raises the error
        if size == 1:
            return _squeeze(x, axis)
    for a in (axis,) if isinstance(axis, int) else axis:
        try:
            size = shape[a]
        except IndexError:
            raise IndexError(
                f"squeeze(): axis {a} is out of bounds for an array of {x.ndim} dimensions."
            ) from None
        if size != 1:
            raise ValueError(
                f"squeeze(): axis {a} has size {size}, not 1; only axes of size 1 can be removed."
            )
    return _squeeze(x, axis)


# ---------------------------------------------------------------------------- indexing


def take(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int | None = None) -> torch.Tensor:
    if axis is None:
        if x.ndim != 1:
            raise ValueError(
                f"take(): axis is required for arrays of {x.ndim} dimensions (only 1-D arrays "
                f"may omit it)."
            )
        axis = 0
    if x.is_cpu and not _is_compiling():
        # Fast path: index_select is the native call but refuses negative indices
        # (https://github.com/pytorch/pytorch/issues/146211). On the CPU it checks and
        # raises, so try it first. Not on CUDA (a bad index there is a device-side assert
        # that kills the context) and not under torch.compile (the check is not traced).
        try:
            return _index_select(x, axis, indices)
        except (IndexError, RuntimeError):
            pass
    # advanced indexing counts negative indices from the end, as the standard does, and
    # raises IndexError for out-of-range ones; a 0-D index keeps the axis, as in
    # index_select and the standard (the result has as many axes as x)
    if indices.ndim == 0:
        indices = indices.reshape(1)
    axis = _normalize_axis(axis, x.ndim, "take")
    if axis == 0:
        return x[indices]
    return x[(slice(None),) * axis + (indices,)]


# torch.take_along_dim counts negative indices from the end since
# https://github.com/pytorch/pytorch/pull/152161 (torch 2.8; it wraps every index modulo the
# axis size). Older releases raise, or assert on CUDA: probe once which one this is.
_TAKE_ALONG_DIM_WRAPS = bool(_take_along_dim(torch.arange(2), torch.tensor([-1]), 0) == 1)


def take_along_axis(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor:
    if _TAKE_ALONG_DIM_WRAPS:
        return _take_along_dim(x, indices, axis)
    n = x.shape[axis]
    return _take_along_dim(x, _where(indices < 0, indices + n, indices), axis)


# ---------------------------------------------------------------------------- searching


def count_nonzero(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor:
    if not keepdims:
        return _count_nonzero(x) if axis is None else _count_nonzero(x, axis)
    return torch.sum(x != 0, axis, keepdim=True)


def nonzero(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]:
    if x.ndim == 0:
        raise ValueError("nonzero() does not take 0-D arrays; reshape to 1-D first.")
    return torch.nonzero(x, as_tuple=True)


def searchsorted(
    x1: torch.Tensor,
    x2: torch.Tensor | int | float,
    /,
    *,
    side: str = "left",
    sorter: torch.Tensor | None = None,
) -> torch.Tensor:
    if not isinstance(x2, _Tensor):
        x2 = torch.tensor(x2, dtype=x1.dtype, device=x1.device)
    elif x1.dtype is not x2.dtype:
        x1, x2 = promote(x1, x2)
    if side == "left" and sorter is None:
        return _searchsorted(x1, x2)
    return _searchsorted(x1, x2, side=side, sorter=sorter)


def where(condition: torch.Tensor, x1: Any, x2: Any, /) -> torch.Tensor:
    try:
        if x1.dtype is x2.dtype:
            return _where(condition, x1, x2)
    except AttributeError:
        pass
    return _where(condition, *promote(x1, x2, ANY_SCALAR))
