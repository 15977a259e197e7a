"""Manipulation functions.

Aliased: ``moveaxis``, ``stack``, ``tile``, ``unstack`` (``torch.unbind``).

Wrapped: ``broadcast_arrays`` (``torch.broadcast_tensors`` is a Python layer over the C
function called here; 2x faster), ``broadcast_shapes`` (torch raises RuntimeError, the
standard ValueError; and torch's, in Python, costs 8 us where two tuples take 0.7 us here),
``broadcast_to``/``permute_dims``/``reshape`` (keyword names ``shape``/``axes``),
``concat`` (``axis=None``), ``expand_dims`` (tuples of axes), ``flip``/``roll`` (``axis``),
``repeat`` (``torch.repeat_interleave``), ``squeeze`` (torch ignores axes whose size is not
1).

Each wrapper passes torch only the arguments the caller gave where it can: torch's
argument parser charges for every keyword, ``dim=-1`` included.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING

import torch

from arraydispatch._common._axes import normalize_axes
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = [
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile", "unstack",
]  # fmt: skip

tile = torch.tile

if TYPE_CHECKING:
    # torch's own functions. torch's argument parser also takes numpy's names, axis= for dim=
    # and keepdims= for keepdim=, but its stubs declare torch's names only; these
    # declarations give type checkers the standard's signatures.
    def stack(
        arrays: tuple[torch.Tensor, ...] | list[torch.Tensor], /, *, axis: int = 0
    ) -> torch.Tensor: ...
    def unstack(x: torch.Tensor, /, *, axis: int = 0) -> tuple[torch.Tensor, ...]: ...

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

_Tensor = torch.Tensor
_broadcast_tensors = torch._C._VariableFunctions.broadcast_tensors  # type: ignore[attr-defined]
_broadcast_to = torch.broadcast_to
_cat = torch.cat
_flip = torch.flip
_is_compiling = torch.compiler.is_compiling
_permute = torch.permute
_repeat_interleave = torch.repeat_interleave
_reshape = torch.reshape
_roll = torch.roll
_squeeze = torch.squeeze
_unsqueeze = torch.unsqueeze


def broadcast_arrays(*arrays: torch.Tensor) -> tuple[torch.Tensor, ...]:
    try:
        if _is_compiling():  # Dynamo traces torch's public function, not the C one below
            return torch.broadcast_tensors(*arrays)  # type: ignore[no-untyped-call,no-any-return]
        # torch.broadcast_tensors (torch/functional.py) only checks its variadic arguments for
        # __torch_function__ overrides and hands them to this C function as a tuple, whose
        # argument parser checks the tuple's items itself
        try:
            return _broadcast_tensors(arrays)  # type: ignore[no-any-return]
        except RuntimeError as error:  # as broadcast_shapes below: the standard's ValueError
            raise ValueError(
                f"broadcast_arrays(): shapes {', '.join(str(tuple(a.shape)) for a in arrays)} do "
                f"not broadcast ({error})."
            ) from None
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# None (the standard's unknown dimension) is a TypeError: torch shapes have none.
def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        # Fast path: tuples of non-negative ints, in Python (torch.broadcast_shapes is Python
        # too, through torch._refs, at ~8 us). Anything else, and shapes that do not broadcast,
        # go to torch, which decides or explains.
        result: list[int] = []
        for shape in shapes:
            if type(shape) is not tuple:
                break
            offset = len(result) - len(shape)
            if offset < 0:
                result[:0] = [1] * -offset
                offset = 0
            for i, size in enumerate(shape, offset):
                if type(size) is not int or size < 0:
                    break
                current = result[i]
                if size != current:
                    if current == 1:
                        result[i] = size
                    elif size != 1:
                        break
            else:
                continue  # every size of this shape fitted
            break  # one did not: torch decides
        else:
            return tuple(result)
        try:
            return tuple(torch.broadcast_shapes(*shapes))  # type: ignore[no-untyped-call]
        except RuntimeError as error:
            raise ValueError(
                f"broadcast_shapes(): shapes {shapes} do not broadcast ({error})."
            ) from None
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def broadcast_to(x: torch.Tensor, /, shape: tuple[int, ...]) -> torch.Tensor:
    try:
        return _broadcast_to(x, shape)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def concat(
    arrays: tuple[torch.Tensor, ...] | list[torch.Tensor], /, *, axis: int | None = 0
) -> torch.Tensor:
    try:
        if axis == 0:
            return _cat(arrays)
        if axis is None:
            return _cat([a.reshape(-1) for a in arrays])
        return _cat(arrays, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expand_dims(x: torch.Tensor, /, axis: int | tuple[int, ...] = 0) -> torch.Tensor:
    try:
        if isinstance(axis, int):
            return _unsqueeze(x, axis)
        for a in normalize_axes(axis, x.ndim + len(axis)):  # sorted: each lands where asked
            x = torch.unsqueeze(x, a)
        return x
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def flip(x: torch.Tensor, /, *, axis: int | tuple[int, ...] | None = None) -> torch.Tensor:
    try:
        if type(axis) is int:
            return _flip(x, (axis,))
        if axis is None:
            return _flip(x, tuple(range(x.ndim)))
        return _flip(x, (axis,) if isinstance(axis, int) else axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def permute_dims(x: torch.Tensor, /, axes: tuple[int, ...]) -> torch.Tensor:
    try:
        return _permute(x, axes)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def repeat(
    x: torch.Tensor, repeats: int | torch.Tensor, /, *, axis: int | None = None
) -> torch.Tensor:
    try:
        if isinstance(repeats, _Tensor) and repeats.dtype is not torch.int64:
            # torch.repeat_interleave takes int64 repeats only
            repeats = repeats.to(torch.int64)
        return _repeat_interleave(x, repeats, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def reshape(
    x: torch.Tensor, /, shape: tuple[int, ...], *, copy: builtins.bool | None = None
) -> torch.Tensor:
    try:
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
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def roll(
    x: torch.Tensor,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> torch.Tensor:
    try:
        if axis is None:
            return _roll(x, shift)
        return _roll(x, shift, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def squeeze(x: torch.Tensor, /, axis: int | tuple[int, ...]) -> torch.Tensor:
    try:
        if type(axis) is int:
            # fast path: torch drops the axis if its size is 1 and else returns x's shape (the
            # loop below then explains); two rank reads are cheaper than one shape read
            try:
                out = _squeeze(x, axis)
            except IndexError:
                out = x  # out of bounds: the loop below says so
            if out.ndim != x.ndim:
                return out
        shape = x.shape
        for a in (axis,) if isinstance(axis, int) else axis:
            try:
                size = shape[a]
            except IndexError:
                raise IndexError(
                    f"squeeze(): axis {a} is out of bounds for an array of {x.ndim} dimensions."
                ) from None
            if size != 1:
                raise ValueError(
                    f"squeeze(): axis {a} has size {size}, not 1; only axes of size 1 can be "
                    "removed."
                )
        return _squeeze(x, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
