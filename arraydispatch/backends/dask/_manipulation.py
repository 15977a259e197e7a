# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Manipulation functions for dask arrays, and the rechunking helper other sections share.

Renamed: ``concat``/``permute_dims`` are dask's ``concatenate``/``transpose``;
``broadcast_shapes`` is NumPy's. Deviations from dask: ``broadcast_arrays`` (a tuple),
``expand_dims`` (a repeated axis is a ValueError; dask raises StopIteration), ``repeat``
(an array of ``repeats``; an empty axis), ``reshape`` (the standard's ``copy=``, which a
lazy array can always honour), ``roll`` (an empty array with ``axis=None``), ``unstack``
(missing from dask).

:func:`single_chunk` makes dask's chunk-restricted algorithms work on any chunking: sorting
and ``take_along_axis`` need their axis in one chunk, ``fft`` its transformed axes, so the
namespace rechunks instead of raising dask's error. All of it is graph construction.
"""

from __future__ import annotations

from builtins import bool as py_bool
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import dask.array as da
import numpy as np
from dask.array import broadcast_to, flip, moveaxis, squeeze, stack, tile
from dask.array import concatenate as concat
from dask.array import transpose as permute_dims

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

if TYPE_CHECKING:
    # NumPy's function; its stub takes no None (the standard's unknown dimension: dask's
    # unknown chunk lengths are nan, not None, so None is a TypeError here)
    def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]: ...
else:
    from numpy import broadcast_shapes

__all__ = [
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile",
    "unstack",
]  # fmt: skip


def single_chunk(x: da.Array, axes: Iterable[int], /) -> da.Array:
    """``x`` with each of ``axes`` held in one chunk (``x`` itself when already so); the
    other axes are rechunked ``"auto"`` to keep chunks at dask's configured size."""
    try:
        axes = {normalize_axis(a, x.ndim) for a in axes}
        if all(x.numblocks[a] <= 1 for a in axes):
            return x
        if 0 in x.shape:  # nothing to split ("auto" chunking of empty arrays can divide by zero)
            return x.rechunk(-1)
        return x.rechunk({i: -1 if i in axes else "auto" for i in range(x.ndim)})
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- manipulation functions ---------------------------------------------------------------


def broadcast_arrays(*arrays: da.Array) -> tuple[da.Array, ...]:
    try:
        return tuple(da.broadcast_arrays(*arrays))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expand_dims(x: da.Array, /, axis: int | tuple[int, ...] = 0) -> da.Array:
    """``dask.array.expand_dims``, with repeated axes a ValueError (dask: StopIteration)."""
    try:
        axes = (axis,) if isinstance(axis, int) else tuple(axis)
        ndim = x.ndim + len(axes)
        normalized = tuple(normalize_axis(a, ndim) for a in axes)
        if len(set(normalized)) != len(normalized):
            raise ValueError(f"expand_dims: axis={axis!r} repeats an axis of the result.")
        return da.expand_dims(x, normalized)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def repeat(x: da.Array, repeats: int | da.Array, /, *, axis: int | None = None) -> da.Array:
    """Repeat elements. With an array of ``repeats`` the output length depends on data:
    it is unknown (``nan``, dask's convention) until computed, and ``axis`` is rechunked
    to one chunk."""
    try:
        if axis is None:
            x = da.ravel(x)
            axis = 0
        axis = normalize_axis(axis, x.ndim)
        if isinstance(repeats, int):
            if x.shape[axis] == 0:  # dask finds no block to concatenate
                return x
            return da.repeat(x, repeats, axis=axis)
        repeats_array = da.asarray(repeats)
        x = single_chunk(x, [axis])
        out_index = tuple(range(x.ndim))
        x_index = (*out_index[:axis], x.ndim, *out_index[axis + 1 :])
        repeats_index = tuple(range(x.ndim + 1, x.ndim + 1 + repeats_array.ndim))
        return da.blockwise(
            _repeat_block, out_index, x, x_index, repeats_array, repeats_index,
            new_axes={axis: (np.nan,)}, axis=axis, dtype=x.dtype, concatenate=True, meta=x._meta,
        )  # fmt: skip
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _repeat_block(block: Any, repeats: Any, axis: int) -> Any:
    return np.repeat(block, repeats, axis=axis)


def reshape(x: da.Array, /, shape: tuple[int, ...], *, copy: py_bool | None = None) -> da.Array:
    try:
        return da.reshape(x, shape)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def roll(
    x: da.Array, /, shift: int | tuple[int, ...], *, axis: int | tuple[int, ...] | None = None
) -> da.Array:
    """``dask.array.roll``, and an empty array unchanged with ``axis=None``: dask ravels,
    rolls and reshapes back, and its reshape cannot restore a shape with a zero beside
    other sides (dask/dask#2561: NotImplementedError, or a broken graph)."""
    try:
        if axis is None and 0 in x.shape:
            return x.copy()  # a new array object, as da.roll gives
        return da.roll(x, shift, axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unstack(x: da.Array, /, *, axis: int = 0) -> tuple[da.Array, ...]:
    try:
        axis = normalize_axis(axis, x.ndim)
        return tuple(x[(slice(None),) * axis + (i,)] for i in range(x.shape[axis]))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
