# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Searching, set, sorting, statistical and utility functions for dask arrays.

Data-dependent output shapes (``nonzero``, the ``unique_*`` functions) follow dask's own
convention: the array is lazy and its unknown lengths are ``nan`` until computed (call
``x.compute_chunk_sizes()`` to learn them, which computes).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import Any, NamedTuple

import dask.array as da
import numpy as np
from dask.delayed import delayed

from arraydispatch.backends.dask._chunks import normalize_axis, single_chunk
from arraydispatch.backends.numpy import _set as _numpy_set

# --------------------------------------------------------------------------- searching


def count_nonzero(
    x: da.Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: py_bool = False
) -> da.Array:
    return da.sum(x != 0, axis=axis, keepdims=keepdims, dtype=np.int64)


def nonzero(x: da.Array, /) -> tuple[da.Array, ...]:
    """Indices of the non-zero elements; their length is unknown (``nan``) until computed."""
    if x.ndim == 0:
        raise ValueError("nonzero() needs an array of at least one dimension, not 0-D.")
    return tuple(da.nonzero(x))


def searchsorted(
    x1: da.Array,
    x2: da.Array | int | float,
    /,
    *,
    side: str = "left",
    sorter: da.Array | None = None,
) -> da.Array:
    """``dask.array.searchsorted``, also for a 0-D or scalar ``x2`` (dask's fails)."""
    if sorter is not None:
        x1 = da.take(x1, sorter)
    values = da.asarray(x2)
    if values.ndim == 0:
        return da.searchsorted(x1, values[None], side=side)[0]
    return da.searchsorted(x1, values, side=side)


# --------------------------------------------------------------------------------- set


class UniqueAllResult(NamedTuple):
    values: da.Array
    indices: da.Array
    inverse_indices: da.Array
    counts: da.Array


class UniqueCountsResult(NamedTuple):
    values: da.Array
    counts: da.Array


class UniqueInverseResult(NamedTuple):
    values: da.Array
    inverse_indices: da.Array


def _unique_parts(func: Any, x: da.Array, n_out: int) -> tuple[Any, ...]:
    # One task applies the NumPy namespace's unique_* to the whole array; each output is a
    # lazy array over one item of its result. Values ascend, NaNs last and each distinct, as
    # numpy.unique gives them (dask.array.unique merges NaNs; NumPy's own unique_values does
    # not sort). x goes in unflattened, so the inverse indices come back in x's shape.
    result = delayed(func, pure=True, nout=n_out)(x)
    return tuple(result)


def _unknown(part: Any, dtype: Any) -> da.Array:
    return da.from_delayed(part, shape=(np.nan,), dtype=dtype)


def unique_all(x: da.Array, /) -> UniqueAllResult:
    """Unique values with first indices, inverse indices and counts.

    Computed in one task over all of ``x`` (lazily); ``values``, ``indices`` and ``counts``
    have unknown length (``nan``) until computed.
    """
    values, indices, inverse, counts = _unique_parts(_numpy_set.unique_all, x, 4)
    return UniqueAllResult(
        _unknown(values, x.dtype),
        _unknown(indices, np.int64),
        da.from_delayed(inverse, shape=x.shape, dtype=np.int64),
        _unknown(counts, np.int64),
    )


def unique_counts(x: da.Array, /) -> UniqueCountsResult:
    """Unique values and their counts; one task, unknown length until computed."""
    values, counts = _unique_parts(_numpy_set.unique_counts, x, 2)
    return UniqueCountsResult(_unknown(values, x.dtype), _unknown(counts, np.int64))


def unique_inverse(x: da.Array, /) -> UniqueInverseResult:
    """Unique values and inverse indices; one task, ``values`` of unknown length."""
    values, inverse = _unique_parts(_numpy_set.unique_inverse, x, 2)
    return UniqueInverseResult(
        _unknown(values, x.dtype), da.from_delayed(inverse, shape=x.shape, dtype=np.int64)
    )


def unique_values(x: da.Array, /) -> da.Array:
    """Unique values; one task, unknown length (``nan``) until computed."""
    return _unknown(delayed(_numpy_set.unique_values, pure=True)(x), x.dtype)


# ----------------------------------------------------------------------------- sorting


def _argsort_block(block: Any, axis: int, descending: py_bool, stable: py_bool) -> Any:
    if not descending:
        return np.argsort(block, axis=axis, stable=stable)
    # stable descending: argsort of the reversed array, mapped back and reversed
    n = block.shape[axis]
    flipped = np.argsort(np.flip(block, axis=axis), axis=axis, stable=True)
    return np.flip(n - 1 - flipped, axis=axis)


def _sort_block(block: Any, axis: int, descending: py_bool) -> Any:
    out = np.sort(block, axis=axis)
    return np.flip(out, axis=axis) if descending else out


def argsort(
    x: da.Array, /, *, axis: int = -1, descending: py_bool = False, stable: py_bool = True
) -> da.Array:
    """Indices that sort ``x`` along ``axis``, which is rechunked to one chunk first
    (each chunk along the other axes is sorted in parallel)."""
    axis = normalize_axis(axis, x.ndim)
    x = single_chunk(x, [axis])
    return da.map_blocks(
        _argsort_block, x, axis=axis, descending=descending, stable=stable, dtype=np.int64,
        meta=np.empty((0,) * x.ndim, dtype=np.int64),
    )  # fmt: skip


def sort(
    x: da.Array, /, *, axis: int = -1, descending: py_bool = False, stable: py_bool = True
) -> da.Array:
    """``x`` sorted along ``axis``, which is rechunked to one chunk first (each chunk along
    the other axes is sorted in parallel)."""
    axis = normalize_axis(axis, x.ndim)
    x = single_chunk(x, [axis])
    return da.map_blocks(
        _sort_block, x, axis=axis, descending=descending, dtype=x.dtype, meta=x._meta
    )


# ------------------------------------------------------------------------- statistical


def _cumulative(
    func: Any,
    identity: int,
    x: da.Array,
    axis: int | None,
    dtype: Any,
    include_initial: py_bool,
) -> da.Array:
    if axis is None:
        if x.ndim > 1:
            raise ValueError(f"axis=None needs a 0-D or 1-D array, not {x.ndim}-D; pass axis.")
        x = da.ravel(x)
        axis = 0
    axis = normalize_axis(axis, x.ndim)
    out = func(x, axis=axis, dtype=dtype)
    if include_initial:
        shape = list(out.shape)
        shape[axis] = 1
        out = da.concatenate([da.full(tuple(shape), identity, dtype=out.dtype), out], axis=axis)
    return out


def cumulative_prod(
    x: da.Array,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: py_bool = False,
) -> da.Array:
    return _cumulative(da.cumprod, 1, x, axis, dtype, include_initial)


def cumulative_sum(
    x: da.Array,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: py_bool = False,
) -> da.Array:
    return _cumulative(da.cumsum, 0, x, axis, dtype, include_initial)


def std(
    x: da.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: py_bool = False,
) -> da.Array:
    return da.std(x, axis=axis, ddof=correction, keepdims=keepdims)


def var(
    x: da.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: int | float = 0.0,
    keepdims: py_bool = False,
) -> da.Array:
    return da.var(x, axis=axis, ddof=correction, keepdims=keepdims)
