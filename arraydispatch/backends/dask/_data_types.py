# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Data types and data type functions for dask arrays: NumPy's, taking a dask array where
they take one.

Deviations: dask has none of these functions. The dtypes and ``isdtype`` are NumPy's own;
``can_cast``/``result_type`` read a dask array's dtype; ``finfo``/``iinfo`` are the numpy
namespace's (``arraydispatch/_common/_numpy_kernels.py``: take arrays, give Python
numbers); ``astype`` keeps the standard's ``copy=``/``device=`` and refuses ``dtype=None``
(dask, like NumPy, reads it as float64).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import dask.array as da
import numpy as np
from numpy import (
    complex64,
    complex128,
    float32,
    float64,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
)

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._numpy_kernels import finfo, iinfo
from arraydispatch._common._versions import release
from arraydispatch.backends.dask._info import check_device

if TYPE_CHECKING or release(np.__version__) >= (2,):
    from numpy import bool, isdtype
else:
    # NumPy 1.x: np.bool_ is the bool dtype and there is no isdtype; the numpy namespace's
    # own (written for NumPy 1.x) is the same function on dtypes
    from arraydispatch.backends.numpy._data_types import isdtype

    bool = np.bool_

__all__ = [
    "astype", "bool", "can_cast", "complex128", "complex64", "finfo", "float32", "float64",
    "iinfo", "int16", "int32", "int64", "int8", "isdtype", "result_type", "uint16", "uint32",
    "uint64", "uint8",
]  # fmt: skip


# ---- data type functions ------------------------------------------------------------------


def astype(x: da.Array, dtype: Any, /, *, copy: py_bool = True, device: Any = None) -> da.Array:
    try:
        check_device(device)
        if dtype is None:
            raise TypeError(
                "astype(): dtype=None is not a data type (dask would read it as float64); pass "
                "the dtype to cast to, e.g. xp.float64."
            )
        if x.dtype == dtype:
            return x.copy() if copy else x
        return x.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def can_cast(from_: Any, to: Any, /) -> py_bool:
    try:
        return py_bool(np.can_cast(from_.dtype if isinstance(from_, da.Array) else from_, to))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def result_type(*arrays_and_dtypes: Any) -> Any:
    """NumPy's promotion (Python scalars are weak), dask arrays taken by their dtype."""
    try:
        return np.result_type(
            *(a.dtype if isinstance(a, da.Array) else a for a in arrays_and_dtypes)
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
