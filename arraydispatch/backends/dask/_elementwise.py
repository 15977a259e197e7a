# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Element-wise functions for dask arrays: dask's own ufuncs, but for four.

Renamed: the ``a*`` trigonometric names, ``pow`` and the ``bitwise_*`` shift/invert names
are aliases of dask's ``arccos``, ``power``, ``left_shift``, ... Deviations:

- ``floor_divide``, complex ``expm1`` and integer ``reciprocal``: NumPy's kernels, which dask
  runs per block, miss the standard's infinities (and divide integers for ``reciprocal``);
  the numpy namespace's corrected kernels (``arraydispatch/_common/_numpy_kernels.py``) run
  per block instead, lazily, so both namespaces agree on every special case.
- ``clip``: keeps ``x``'s dtype (NumPy's ``clip``, which dask runs, promotes).
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from dask.array import (
    abs,
    add,
    bitwise_and,
    bitwise_or,
    bitwise_xor,
    ceil,
    conj,
    copysign,
    cos,
    cosh,
    divide,
    equal,
    exp,
    floor,
    greater,
    greater_equal,
    hypot,
    imag,
    isfinite,
    isinf,
    isnan,
    less,
    less_equal,
    log,
    log1p,
    log2,
    log10,
    logaddexp,
    logical_and,
    logical_not,
    logical_or,
    logical_xor,
    maximum,
    minimum,
    multiply,
    negative,
    nextafter,
    not_equal,
    positive,
    real,
    remainder,
    round,
    sign,
    signbit,
    sin,
    sinh,
    sqrt,
    square,
    subtract,
    tan,
    tanh,
    trunc,
)
from dask.array import arccos as acos
from dask.array import arccosh as acosh
from dask.array import arcsin as asin
from dask.array import arcsinh as asinh
from dask.array import arctan as atan
from dask.array import arctan2 as atan2
from dask.array import arctanh as atanh
from dask.array import invert as bitwise_invert
from dask.array import left_shift as bitwise_left_shift
from dask.array import power as pow
from dask.array import right_shift as bitwise_right_shift
from dask.array.core import elemwise

from arraydispatch._common import _numpy_kernels
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = [
    "abs", "acos", "acosh", "add", "asin", "asinh", "atan", "atan2", "atanh", "bitwise_and",
    "bitwise_invert", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift", "bitwise_xor",
    "ceil", "clip", "conj", "copysign", "cos", "cosh", "divide", "equal", "exp", "expm1",
    "floor", "floor_divide", "greater", "greater_equal", "hypot", "imag", "isfinite", "isinf",
    "isnan", "less", "less_equal", "log", "log10", "log1p", "log2", "logaddexp", "logical_and",
    "logical_not", "logical_or", "logical_xor", "maximum", "minimum", "multiply", "negative",
    "nextafter", "not_equal", "positive", "pow", "real", "reciprocal", "remainder", "round",
    "sign", "signbit", "sin", "sinh", "sqrt", "square", "subtract", "tan", "tanh", "trunc",
]  # fmt: skip


def clip(
    x: da.Array,
    /,
    min: int | float | da.Array | None = None,
    max: int | float | da.Array | None = None,
) -> da.Array:
    """``x`` limited to ``[min, max]``, in ``x``'s dtype (NumPy's ``clip`` promotes)."""
    try:
        out = x
        if min is not None:
            out = da.maximum(out, min)
        if max is not None:
            out = da.minimum(out, max)
        if out is x:
            return da.positive(x) if x.dtype != np.bool_ else x.copy()
        return out if out.dtype == x.dtype else out.astype(x.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expm1(x: da.Array, /) -> da.Array:
    """``exp(x) - 1``; complex infinities as the standard specifies."""
    try:
        if x.dtype.kind != "c":
            return da.expm1(x)
        return elemwise(_numpy_kernels.expm1, x, dtype=x.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def floor_divide(x1: da.Array | int | float, x2: da.Array | int | float, /) -> da.Array:
    """Floor division with the standard's infinities (NumPy's loop gives NaN or -1)."""
    try:
        out = elemwise(_numpy_kernels.floor_divide, x1, x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
    if out is NotImplemented:  # dask's answer to an operand it cannot take, as an operator's
        raise TypeError(
            f"floor_divide: x1 and x2 must be arrays or Python scalars, not "
            f"{type(x1).__name__} and {type(x2).__name__}"
        )
    return out


def reciprocal(x: da.Array, /) -> da.Array:
    """``1 / x``; integer and bool input as float64 (NumPy's reciprocal kernel, which dask
    runs per block, does integer division for them: ``reciprocal(2)`` is 0)."""
    try:
        if x.dtype.kind in "biu":
            return elemwise(_numpy_kernels.reciprocal, x, dtype=np.float64)
        return da.reciprocal(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
