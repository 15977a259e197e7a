# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Sorting functions for dask arrays (missing from dask).

The numpy namespace's ``sort``/``argsort`` (``arraydispatch/_common/_numpy_kernels.py``, with
the standard's ``descending=``/``stable=``) run per block, after the sorted axis is
rechunked to one chunk; each chunk along the other axes is sorted in parallel.
"""

from __future__ import annotations

from builtins import bool as py_bool

import dask.array as da
import numpy as np

from arraydispatch._common import _numpy_kernels
from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.dask._manipulation import single_chunk

__all__ = ["argsort", "sort"]


def argsort(
    x: da.Array, /, *, axis: int = -1, descending: py_bool = False, stable: py_bool = True
) -> da.Array:
    """Indices that sort ``x`` along ``axis``, which is rechunked to one chunk first
    (each chunk along the other axes is sorted in parallel)."""
    try:
        axis = normalize_axis(axis, x.ndim)
        x = single_chunk(x, [axis])
        return da.map_blocks(
            _numpy_kernels.argsort, x, axis=axis, descending=descending, stable=stable,
            dtype=np.int64, meta=np.empty((0,) * x.ndim, dtype=np.int64),
        )  # fmt: skip
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sort(
    x: da.Array, /, *, axis: int = -1, descending: py_bool = False, stable: py_bool = True
) -> da.Array:
    """``x`` sorted along ``axis``, which is rechunked to one chunk first (each chunk along
    the other axes is sorted in parallel)."""
    try:
        axis = normalize_axis(axis, x.ndim)
        x = single_chunk(x, [axis])
        return da.map_blocks(
            _numpy_kernels.sort, x, axis=axis, descending=descending, stable=stable,
            dtype=x.dtype, meta=x._meta,
        )  # fmt: skip
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
