"""Set functions. ``unique_*`` have shapes that depend on the data, which MLX's graph cannot
express (its ``unique`` needs ``size=``): they run on the host, in the shared NumPy kernels
(``_common/_numpy_kernels.py``: ascending values, NaNs each their own, first-occurrence
indices), and the results come back as mlx.core.array. Indices are int32, the namespace's
index dtype.

``isin``: MLX has none; it is a broadcast comparison, computed with MLX (``x1`` against
each element of ``x2``), or on the host for large ``x2``.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from arraydispatch._common import _numpy_kernels
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._results import (
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from arraydispatch.backends.mlx._data_types import from_host, result_type, to_host

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]

_INDEX = mx.int32


def isin(x1: Any, x2: Any, /, *, invert: builtins.bool = False) -> Any:
    try:
        if not isinstance(x1, mx.array):
            x1 = mx.array(x1, dtype=x2.dtype)
        if not isinstance(x2, mx.array):
            x2 = mx.array(x2, dtype=x1.dtype)
        if x1.dtype != x2.dtype:
            dtype = result_type(x1, x2)
            x1, x2 = x1.astype(dtype), x2.astype(dtype)
        if x2.size == 0:
            out = mx.zeros(x1.shape, dtype=mx.bool_)
        else:
            out = mx.any(mx.equal(mx.expand_dims(x1, -1), mx.reshape(x2, (-1,))), axis=-1)
        return mx.logical_not(out) if invert else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_all(x: Any, /) -> UniqueAllResult:
    try:
        values, indices, inverse, counts = _numpy_kernels.unique_all(to_host(x))
        return UniqueAllResult(
            from_host(values, x.dtype),
            from_host(indices, _INDEX),
            from_host(inverse.reshape(x.shape), _INDEX),
            from_host(counts, _INDEX),
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_counts(x: Any, /) -> UniqueCountsResult:
    try:
        values, counts = _numpy_kernels.unique_counts(to_host(x))
        return UniqueCountsResult(from_host(values, x.dtype), from_host(counts, _INDEX))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_inverse(x: Any, /) -> UniqueInverseResult:
    try:
        values, inverse = _numpy_kernels.unique_inverse(to_host(x))
        return UniqueInverseResult(
            from_host(values, x.dtype), from_host(inverse.reshape(x.shape), _INDEX)
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_values(x: Any, /) -> Any:
    try:
        return from_host(_numpy_kernels.unique_values(to_host(x)), x.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
