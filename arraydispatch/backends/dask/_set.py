# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Set functions for dask arrays.

Deviation: each ``unique_*`` runs the numpy namespace's function
(``arraydispatch/_common/_numpy_kernels.py``) as one task over the whole array, lazily:
values ascend, NaNs last and each distinct, as the standard asks (``dask.array.unique``
merges NaNs). Data-dependent lengths follow dask's convention: ``nan`` until computed
(``x.compute_chunk_sizes()`` learns them, and computes). ``isin`` is dask's.
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from dask.array import isin
from dask.delayed import delayed

from arraydispatch._common import _numpy_kernels
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._results import (
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]


def _unique_parts(func: Any, x: da.Array, n_out: int) -> tuple[Any, ...]:
    # One task applies the kernel to the whole array; each output is a lazy array over one
    # item of its result. x goes in unflattened, so the inverse indices come back in x's shape.
    result = delayed(func, pure=True, nout=n_out)(x)
    return tuple(result)


def _unknown(part: Any, dtype: Any) -> da.Array:
    return da.from_delayed(part, shape=(np.nan,), dtype=dtype)


def unique_all(x: da.Array, /) -> UniqueAllResult:
    """Unique values with first indices, inverse indices and counts.

    Computed in one task over all of ``x`` (lazily); ``values``, ``indices`` and ``counts``
    have unknown length (``nan``) until computed.
    """
    try:
        values, indices, inverse, counts = _unique_parts(_numpy_kernels.unique_all, x, 4)
        return UniqueAllResult(
            _unknown(values, x.dtype),
            _unknown(indices, np.int64),
            da.from_delayed(inverse, shape=x.shape, dtype=np.int64),
            _unknown(counts, np.int64),
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_counts(x: da.Array, /) -> UniqueCountsResult:
    """Unique values and their counts; one task, unknown length until computed."""
    try:
        values, counts = _unique_parts(_numpy_kernels.unique_counts, x, 2)
        return UniqueCountsResult(_unknown(values, x.dtype), _unknown(counts, np.int64))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_inverse(x: da.Array, /) -> UniqueInverseResult:
    """Unique values and inverse indices; one task, ``values`` of unknown length."""
    try:
        values, inverse = _unique_parts(_numpy_kernels.unique_inverse, x, 2)
        return UniqueInverseResult(
            _unknown(values, x.dtype), da.from_delayed(inverse, shape=x.shape, dtype=np.int64)
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_values(x: da.Array, /) -> da.Array:
    """Unique values; one task, unknown length (``nan``) until computed."""
    try:
        return _unknown(delayed(_numpy_kernels.unique_values, pure=True)(x), x.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
