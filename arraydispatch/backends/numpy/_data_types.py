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
from arraydispatch._common._info import unknown_device
from arraydispatch._common._numpy_kernels import finfo, iinfo
from arraydispatch._common._versions import release

if TYPE_CHECKING:
    from typing import Literal

__all__ = [
    "astype", "bool", "can_cast", "complex128", "complex64", "finfo", "float32", "float64",
    "iinfo", "int16", "int32", "int64", "int8", "isdtype", "result_type", "uint16", "uint32",
    "uint64", "uint8",
]  # fmt: skip


if release(np.__version__) >= (2,):
    from numpy import bool, can_cast, isdtype, result_type
else:
    # NumPy 1.x: np.bool_ is the bool dtype (np.bool is a deprecated alias of Python's bool),
    # isdtype is missing, and can_cast/result_type read 0-D arrays and scalars by value
    # (result_type(float32, float64 0-D array) is float32 there): NumPy 2's rules here
    from arraydispatch._common._numpy_kernels import weak_result_type

    bool = np.bool_

    _KINDS = {
        "bool": "b",
        "signed integer": "i",
        "unsigned integer": "u",
        "integral": "iu",
        "real floating": "f",
        "complex floating": "c",
        "numeric": "iufc",
    }

    def isdtype(dtype: Any, kind: Any) -> py_bool:
        try:
            dtype = np.dtype(dtype)
        except TypeError:
            raise TypeError(f"isdtype(): dtype={dtype!r} is not a NumPy data type.") from None
        if isinstance(kind, tuple):
            return any(isdtype(dtype, k) for k in kind)
        if isinstance(kind, str):
            if kind not in _KINDS:
                raise ValueError(
                    f"isdtype(): kind={kind!r} is not one of the standard's kinds {tuple(_KINDS)}."
                )
            return dtype.kind in _KINDS[kind]
        try:
            return dtype == np.dtype(kind)
        except TypeError:
            raise TypeError(
                f"isdtype(): kind={kind!r} is neither a dtype, a kind name nor a tuple of them."
            ) from None

    def result_type(*arrays_and_dtypes: Any) -> np.dtype[Any]:
        try:
            return weak_result_type(*arrays_and_dtypes)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def can_cast(from_: Any, to: Any, /) -> py_bool:
        try:
            dtype = getattr(from_, "dtype", None)
            return py_bool(np.can_cast(dtype if isinstance(dtype, np.dtype) else from_, to))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


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
