# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Indexing functions for dask arrays.

Deviations: ``take`` counts negative indices from the end (dask's does not);
``take_along_axis`` is missing from dask: NumPy's runs per block, with ``axis`` rechunked
to one chunk.
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.dask._manipulation import single_chunk

__all__ = ["take", "take_along_axis"]


def take(x: da.Array, indices: Any, /, *, axis: int | None = None) -> da.Array:
    try:
        if axis is None:
            if x.ndim != 1:
                raise ValueError(f"take(axis=None) needs a 1-D array, not {x.ndim}-D; pass axis.")
            axis = 0
        axis = normalize_axis(axis, x.ndim)
        indices = da.asarray(indices)
        if indices.dtype.kind == "i":  # negative indices count from the end
            indices = da.where(indices < 0, indices + x.shape[axis], indices)
        return x[(slice(None),) * axis + (indices,)]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def take_along_axis(x: da.Array, indices: da.Array, /, *, axis: int = -1) -> da.Array:
    """NumPy's take_along_axis per block, with ``axis`` rechunked to one chunk."""
    try:
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
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
