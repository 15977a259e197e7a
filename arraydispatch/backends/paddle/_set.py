"""Set functions.

``isin`` is wrapped for promotion (Paddle refuses mixed dtypes and Python scalars) and
compares every pair exactly (Paddle's sorts ``x2`` and mixes NaN up with inf). The
``unique_*`` functions are all four written from a stable sort: Paddle's ``paddle.unique`` has no
kernel for int8/int16/uint8 or complex input, counts NaNs as one value with wrong counts
(the standard: each NaN is distinct), and returns its results in another order.

The sorted values are grouped where each one differs from the one before (``NaN != NaN``,
so every NaN is its own group); a stable sort puts each group's first occurrence first.
"""

from __future__ import annotations

from typing import Any

import paddle

from arraydispatch._common._binary import NO_SCALARS
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._results import (
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING,
    DTYPE_SINGLETONS,
    exact_equal,
    promote,
    works,
)

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]


def _groups(x: Any) -> tuple[Any, Any, Any, Any, Any]:
    """(values, first indices, inverse indices (flat), counts, flat size) of ``x``."""
    flat = x.reshape([-1])
    n = flat.shape[0]
    if n == 0:
        empty = paddle.zeros([0], dtype=paddle.int64)
        return flat, empty, empty, empty, n
    if flat.dtype in _COMPLEX_FLOATING:
        # lexicographically (real, then imaginary): Paddle cannot sort complex numbers
        order = paddle.argsort(paddle.imag(flat), stable=True)
        order = paddle.gather(
            order, paddle.argsort(paddle.gather(paddle.real(flat), order), stable=True)
        )
        # those holding a NaN after all others, as NumPy sorts them
        has_nan = paddle.gather(paddle.isnan(flat).astype(paddle.int32), order)
        order = paddle.gather(order, paddle.argsort(has_nan, stable=True))
    elif flat.dtype is paddle.bool:  # no bool kernel
        order = paddle.argsort(flat.astype(paddle.int32), stable=True)
    else:
        order = paddle.argsort(flat, stable=True)
    ordered = paddle.gather(flat, order)
    starts = paddle.concat(
        [
            paddle.ones([1], dtype=paddle.bool),
            paddle.logical_not(exact_equal(ordered[1:], ordered[:-1])),
        ]
    )
    positions = paddle.nonzero(starts).reshape([-1])
    values = paddle.gather(ordered, positions)
    first = paddle.gather(order, positions)
    ends = paddle.concat([positions[1:], paddle.to_tensor([n], dtype=paddle.int64)])
    counts = ends - positions
    group = paddle.cumsum(starts.astype(paddle.int64)) - 1
    inverse = paddle.zeros([n], dtype=paddle.int64)
    inverse = paddle.scatter(inverse, order, group)
    return values, first, inverse, counts, n


if not DTYPE_SINGLETONS:  # Paddle < 3.3: a bool x.dtype is not paddle.bool (_data_types)
    _groups_of_singletons = _groups

    def _groups(x: Any) -> tuple[Any, Any, Any, Any, Any]:
        if x.dtype == paddle.bool:  # no bool kernel: grouped as int32
            values, first, inverse, counts, n = _groups_of_singletons(x.astype(paddle.int32))
            return values.astype(paddle.bool), first, inverse, counts, n
        return _groups_of_singletons(x)


def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        # every pair compared exactly: Paddle's isin sorts x2 and mixes NaN up with inf, and
        # has no kernels for some dtypes (memory: x1.size * x2.size booleans)
        pairs = exact_equal(x1.unsqueeze(-1), x2.reshape([-1]))
        out = (
            paddle.any(pairs, axis=-1)
            if 0 not in x2.shape
            else paddle.zeros(x1.shape, dtype=paddle.bool)
        )
        return paddle.logical_not(out) if invert else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_all(x: Any, /) -> UniqueAllResult:
    try:
        values, first, inverse, counts, _ = _groups(x)
        return UniqueAllResult(values, first, inverse.reshape(x.shape), counts)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_counts(x: Any, /) -> UniqueCountsResult:
    try:
        values, _, _, counts, _ = _groups(x)
        return UniqueCountsResult(values, counts)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_inverse(x: Any, /) -> UniqueInverseResult:
    try:
        values, _, inverse, _, _ = _groups(x)
        return UniqueInverseResult(values, inverse.reshape(x.shape))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unique_values(x: Any, /) -> Any:
    try:
        return _groups(x)[0]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: Paddle 3.0's element-wise kernels refuse a zero-size operand ("The input Y should not be
#: empty"), as isin's pairwise comparison would pass it
if not works(lambda: paddle.equal(paddle.ones([1, 1]), paddle.ones([0]))):
    _isin_of_elements = isin

    def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> Any:
        try:
            x1, x2 = promote(x1, x2, NO_SCALARS)
            if 0 in x1.shape or 0 in x2.shape:  # nothing found
                return paddle.full(x1.shape, invert, dtype=paddle.bool)
            return _isin_of_elements(x1, x2, invert=invert)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
