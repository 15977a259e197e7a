# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Searching functions for dask arrays.

Deviations from dask: ``count_nonzero`` takes ``keepdims``; ``nonzero`` returns a tuple
and refuses 0-D input, and its lengths are unknown (``nan``, dask's convention) until
computed; ``searchsorted`` takes a 0-D or scalar ``x2`` (dask's fails), an empty ``x2``
(dask's computes a wrong shape) and ``sorter``.
"""

from __future__ import annotations

from builtins import bool as py_bool

import dask.array as da
import numpy as np
from dask.array import argmax, argmin, where

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]


def count_nonzero(
    x: da.Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: py_bool = False
) -> da.Array:
    try:
        return da.sum(x != 0, axis=axis, keepdims=keepdims, dtype=np.int64)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def nonzero(x: da.Array, /) -> tuple[da.Array, ...]:
    """Indices of the non-zero elements; their length is unknown (``nan``) until computed."""
    try:
        if x.ndim == 0:
            raise ValueError("nonzero() needs an array of at least one dimension, not 0-D.")
        return tuple(da.nonzero(x))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def searchsorted(
    x1: da.Array,
    x2: da.Array | int | float,
    /,
    *,
    side: str = "left",
    sorter: da.Array | None = None,
) -> da.Array:
    """``dask.array.searchsorted``, also for a 0-D or scalar ``x2`` (dask's fails) and an
    empty ``x2``."""
    try:
        if sorter is not None:
            x1 = da.take(x1, sorter)
        values = da.asarray(x2)
        if 0 in values.shape:  # dask's graph gives an empty x2 of 2-D or more the shape (1, 0)
            return da.zeros(values.shape, dtype=np.int64, chunks=values.chunks)
        if values.ndim == 0:
            return da.searchsorted(x1, values[None], side=side)[0]
        return da.searchsorted(x1, values, side=side)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
