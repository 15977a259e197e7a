"""The ``unique_*`` functions for NumPy arrays: ascending order, each NaN distinct and last.

The standard leaves the order of unique values open, but code written against NumPy relies on
``numpy.unique``'s ascending order (array-api-extra's ``union1d``, scikit-learn's label
encoders). NumPy 2.3 made ``np.unique_values`` hash-based and unsorted for integer, complex
and string input (numpy/numpy#26018: ``[3, 1, 2, 1]`` gives ``[2, 1, 3]``), and says the other
three may follow (numpy/numpy#31241, numpy/numpy#30496). So each function here is
``np.unique(..., equal_nan=False, sorted=True)``, the call NumPy's own make apart from the
``sorted`` flag: where NumPy hashes, it sorts only the unique values found (k log k after an
O(n) pass); where it sorts the input, no second sort runs. ``unique_values`` of integers
wider than one byte sorts the input instead of hashing, which is several times faster than
NumPy's own unsorted call there (see its comment). ``indices`` are first occurrences
(NumPy's stable argsort) and ``inverse_indices`` have the shape of ``x``. The result types
are NumPy's own named tuples.

The dask namespace applies these to its blocks, so both backends sort the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numpy.lib._arraysetops_impl import (
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)

if TYPE_CHECKING:
    from typing import Any

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


def unique_all(x: Any, /) -> UniqueAllResult[Any]:
    return UniqueAllResult(
        *np.unique(
            x,
            return_index=True,
            return_inverse=True,
            return_counts=True,
            equal_nan=False,
            sorted=True,
        )
    )


def unique_counts(x: Any, /) -> UniqueCountsResult[Any]:
    return UniqueCountsResult(*np.unique(x, return_counts=True, equal_nan=False, sorted=True))


def unique_inverse(x: Any, /) -> UniqueInverseResult[Any]:
    return UniqueInverseResult(*np.unique(x, return_inverse=True, equal_nan=False, sorted=True))


def unique_values(x: Any, /) -> Any:
    if x.dtype.kind in "iu" and x.dtype.itemsize > 1:
        # NumPy's hash set is 5-10x slower here than its vectorized sort (numpy/numpy#31970,
        # measured in benchmarks/bench_unique.py), and we sort anyway: sort every element
        # and keep the first of each run, NumPy's own path for the other unique functions
        values = np.sort(x, axis=None)
        first = np.empty(values.shape, dtype=np.bool)
        first[:1] = True
        np.not_equal(values[1:], values[:-1], out=first[1:])
        return values[first]
    # bool, 1-byte integers, complex: hashing, then sorting the k values, is faster; real
    # floats: np.unique sorts (it has no hash path for them)
    return np.unique(x, equal_nan=False, sorted=True)
