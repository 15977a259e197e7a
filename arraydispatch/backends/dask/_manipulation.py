# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Element-wise ``clip``, indexing, linear algebra and manipulation functions for dask arrays."""

from __future__ import annotations

from builtins import bool as py_bool
from collections.abc import Sequence
from typing import Any

import dask.array as da
import numpy as np

from arraydispatch.backends.dask._chunks import normalize_axis, single_chunk

# ------------------------------------------------------------------------ element-wise


def clip(
    x: da.Array,
    /,
    min: int | float | da.Array | None = None,
    max: int | float | da.Array | None = None,
) -> da.Array:
    """``x`` limited to ``[min, max]``, in ``x``'s dtype (NumPy's ``clip`` promotes)."""
    out = x
    if min is not None:
        out = da.maximum(out, min)
    if max is not None:
        out = da.minimum(out, max)
    if out is x:
        return da.positive(x) if x.dtype != np.bool_ else x.copy()
    return out if out.dtype == x.dtype else out.astype(x.dtype)


# ---------------------------------------------------------------------------- indexing


def take(x: da.Array, indices: Any, /, *, axis: int | None = None) -> da.Array:
    if axis is None:
        if x.ndim != 1:
            raise ValueError(f"take(axis=None) needs a 1-D array, not {x.ndim}-D; pass axis.")
        axis = 0
    axis = normalize_axis(axis, x.ndim)
    indices = da.asarray(indices)
    if indices.dtype.kind == "i":  # negative indices count from the end
        indices = da.where(indices < 0, indices + x.shape[axis], indices)
    return x[(slice(None),) * axis + (indices,)]


def take_along_axis(x: da.Array, indices: da.Array, /, *, axis: int = -1) -> da.Array:
    """NumPy's take_along_axis per block, with ``axis`` rechunked to one chunk."""
    if x.ndim != indices.ndim:
        raise ValueError(
            f"take_along_axis: x ({x.ndim}-D) and indices ({indices.ndim}-D) need the same "
            f"number of dimensions."
        )
    axis = normalize_axis(axis, x.ndim)
    shape = np.broadcast_shapes(
        (*x.shape[:axis], 1, *x.shape[axis + 1 :]),
        (*indices.shape[:axis], 1, *indices.shape[axis + 1 :]),
    )
    x = da.broadcast_to(x, (*shape[:axis], x.shape[axis], *shape[axis + 1 :]))
    indices = da.broadcast_to(indices, (*shape[:axis], indices.shape[axis], *shape[axis + 1 :]))
    x = single_chunk(x, [axis])
    indices = single_chunk(indices, [axis])
    out_index = tuple(range(x.ndim))
    x_index = (*out_index[:axis], x.ndim, *out_index[axis + 1 :])
    return da.blockwise(
        np.take_along_axis, out_index, x, x_index, indices, out_index,
        axis=axis, dtype=x.dtype, concatenate=True, meta=x._meta,
    )  # fmt: skip


# ---------------------------------------------------------------------- linear algebra


def matrix_transpose(x: da.Array, /) -> da.Array:
    if x.ndim < 2:
        raise ValueError(f"matrix_transpose needs at least 2 dimensions, got {x.ndim}.")
    return da.swapaxes(x, -1, -2)


def matmul(x1: da.Array, x2: da.Array, /) -> da.Array:
    """``dask.array.matmul``, with the shape check it defers to compute time done here."""
    if x1.ndim == 0 or x2.ndim == 0:
        raise ValueError("matmul() does not take 0-D arrays; use multiply().")
    inner2 = x2.shape[0] if x2.ndim == 1 else x2.shape[-2]
    if x1.shape[-1] != inner2:
        raise ValueError(
            f"matmul: x1 {x1.shape} and x2 {x2.shape} do not align: {x1.shape[-1]} != {inner2}."
        )
    np.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])  # batch dims must broadcast
    return da.matmul(x1, x2)


def tensordot(
    x1: da.Array, x2: da.Array, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2
) -> da.Array:
    """``dask.array.tensordot`` in the promoted dtype (dask sums small integers in int64)."""
    out = da.tensordot(x1, x2, axes=axes)
    dtype = np.result_type(x1.dtype, x2.dtype)
    return out if out.dtype == dtype else out.astype(dtype)


def vecdot(x1: da.Array, x2: da.Array, /, *, axis: int = -1) -> da.Array:
    """``sum(conj(x1) * x2, axis)`` after broadcasting, in the promoted dtype."""
    ndim = max(x1.ndim, x2.ndim)
    shape1 = (1,) * (ndim - x1.ndim) + tuple(x1.shape)
    shape2 = (1,) * (ndim - x2.ndim) + tuple(x2.shape)
    axis = normalize_axis(axis, ndim)
    if shape1[axis] != shape2[axis]:
        raise ValueError(
            f"vecdot: x1 has {shape1[axis]} and x2 {shape2[axis]} elements along axis {axis}."
        )
    dtype = np.result_type(x1.dtype, x2.dtype)
    return da.sum(da.conj(x1) * x2, axis=axis - ndim, dtype=dtype)


# ------------------------------------------------------------------------ manipulation


def broadcast_arrays(*arrays: da.Array) -> tuple[da.Array, ...]:
    return tuple(da.broadcast_arrays(*arrays))


def expand_dims(x: da.Array, /, axis: int | tuple[int, ...] = 0) -> da.Array:
    """``dask.array.expand_dims``, with repeated axes a ValueError (dask: StopIteration)."""
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    ndim = x.ndim + len(axes)
    normalized = tuple(normalize_axis(a, ndim) for a in axes)
    if len(set(normalized)) != len(normalized):
        raise ValueError(f"expand_dims: axis={axis!r} repeats an axis of the result.")
    return da.expand_dims(x, normalized)


def repeat(x: da.Array, repeats: int | da.Array, /, *, axis: int | None = None) -> da.Array:
    """Repeat elements. With an array of ``repeats`` the output length depends on data:
    it is unknown (``nan``, dask's convention) until computed, and ``axis`` is rechunked
    to one chunk."""
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


def _repeat_block(block: Any, repeats: Any, axis: int) -> Any:
    return np.repeat(block, repeats, axis=axis)


def reshape(x: da.Array, /, shape: tuple[int, ...], *, copy: py_bool | None = None) -> da.Array:
    return da.reshape(x, shape)


def unstack(x: da.Array, /, *, axis: int = 0) -> tuple[da.Array, ...]:
    axis = normalize_axis(axis, x.ndim)
    return tuple(x[(slice(None),) * axis + (i,)] for i in range(x.shape[axis]))
