# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Data type functions for dask arrays: NumPy's, taking a dask array where they take one."""

from __future__ import annotations

from builtins import bool as py_bool
from typing import Any

import dask.array as da
import numpy as np
from numpy import isdtype as isdtype

from arraydispatch._common._dtype_info import FInfo, IInfo, finfo_from_native, iinfo_from_native
from arraydispatch.backends.dask._creation import check_device


def astype(x: da.Array, dtype: Any, /, *, copy: py_bool = True, device: Any = None) -> da.Array:
    check_device(device)
    if x.dtype == dtype:
        return x.copy() if copy else x
    return x.astype(dtype)


def can_cast(from_: Any, to: Any, /) -> py_bool:
    return py_bool(np.can_cast(from_.dtype if isinstance(from_, da.Array) else from_, to))


def finfo(type: Any, /) -> FInfo:
    native = np.finfo(type.dtype if isinstance(type, da.Array | np.ndarray) else type)
    return finfo_from_native(native, native.dtype)


def iinfo(type: Any, /) -> IInfo:
    native = np.iinfo(type.dtype if isinstance(type, da.Array | np.ndarray) else type)
    return iinfo_from_native(native, native.dtype)


def result_type(*arrays_and_dtypes: Any) -> Any:
    """NumPy's promotion (Python scalars are weak), dask arrays taken by their dtype."""
    return np.result_type(*(a.dtype if isinstance(a, da.Array) else a for a in arrays_and_dtypes))
