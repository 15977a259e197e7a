"""Data types and data type functions for NumPy arrays.

The dtypes and ``can_cast``/``isdtype``/``result_type`` are NumPy's own. Deviations:

- ``astype``: ``numpy.astype`` is a Python function behind NumPy's ``__array_function__``
  dispatch (two frames, 3x the cost of ``x.astype``); ours is one frame that calls
  ``x.astype`` directly, and it refuses ``dtype=None``, which NumPy reads as float64.
- ``finfo``/``iinfo``: NumPy's refuse arrays and give NumPy scalars; ours take a dtype or an
  array and give Python numbers (shared with the dask namespace:
  ``arraydispatch/_common/_numpy_kernels.py``).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy import (
    bool,
    can_cast,
    complex64,
    complex128,
    float32,
    float64,
    int8,
    int16,
    int32,
    int64,
    isdtype,
    result_type,
    uint8,
    uint16,
    uint32,
    uint64,
)

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._info import unknown_device
from arraydispatch._common._numpy_kernels import finfo, iinfo

if TYPE_CHECKING:
    from typing import Literal

__all__ = [
    "astype", "bool", "can_cast", "complex128", "complex64", "finfo", "float32", "float64",
    "iinfo", "int16", "int32", "int64", "int8", "isdtype", "result_type", "uint16", "uint32",
    "uint64", "uint8",
]  # fmt: skip


# ---- data type functions ------------------------------------------------------------------


def astype(
    x: np.ndarray,
    dtype: Any,
    /,
    *,
    copy: py_bool = True,
    device: Literal["cpu"] | None = None,
) -> np.ndarray:
    try:
        # The common call costs one frame over x.astype: the checks below run before the call
        # only for an explicit device or dtype=None, and after it only when it failed.
        if device is None and dtype is not None:
            try:
                return x.astype(dtype, copy=copy)
            except (AttributeError, TypeError):
                _check_astype(x, dtype, device)
                raise  # x and dtype are fine: NumPy's own error (an object array's element, ...)
        _check_astype(x, dtype, device)
        return x.astype(dtype, copy=copy)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _check_astype(x: Any, dtype: Any, device: Any) -> None:
    """Raise the clear error for whichever argument of ``astype`` is wrong, if any."""
    if not isinstance(x, np.ndarray | np.generic):
        raise TypeError(
            f"astype() needs a NumPy array, not {type(x).__name__}; convert it first with "
            "asarray(x)."
        )
    if dtype is None:
        raise TypeError(
            "astype(): dtype=None is not a data type (NumPy would read it as float64); pass "
            "the dtype to cast to, e.g. xp.float64."
        )
    try:
        np.dtype(dtype)
    except TypeError:
        raise TypeError(
            f"astype(): dtype={dtype!r} is not a NumPy data type; pass one of this "
            "namespace's dtypes, e.g. xp.float32."
        ) from None
    if device is not None and device != "cpu":
        raise unknown_device(device, ("cpu",))
