"""Element-wise functions for NumPy arrays: NumPy's own ufuncs, but for four.

Deviations (the first three are kernels the dask namespace runs on its blocks too, from
``arraydispatch/_common/_numpy_kernels.py``):

- ``floor_divide``: NumPy gives NaN for ``inf // finite`` and -1 for ``1.0 // -inf``; the
  standard wants +-inf and -0 (numpy/numpy#23860).
- ``expm1`` (complex): NumPy gives NaN+NaNj for infinite inputs; ``exp(x) - 1`` there.
- ``reciprocal``: NumPy's of integers is integer division (``reciprocal(2)`` is 0); the
  standard's is floating-point only, so integer and bool input gives float64.
- ``clip``: NumPy's signature names its bounds ``a_min``/``a_max`` and refuses two missing
  bounds; the standard's takes ``min``/``max`` positionally or by keyword, both optional.
  NumPy's own keywords (``out=``, ...) pass on to ``np.clip``.

Like NumPy's functions, the wrappers take lists, scalars and other libraries' arrays (a
torch tensor), converted to NumPy arrays, and the ufunc keywords NumPy's functions take.

The operators of ``numpy.ndarray`` (``x // y``) stay NumPy's: see tests/xfails/numpy.txt.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy import (
    abs,
    acos,
    acosh,
    add,
    asin,
    asinh,
    atan,
    atan2,
    atanh,
    bitwise_and,
    bitwise_invert,
    bitwise_left_shift,
    bitwise_or,
    bitwise_right_shift,
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
    pow,
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

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._numpy_kernels import expm1, floor_divide, reciprocal
from arraydispatch._common._versions import release

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


if release(np.__version__) >= (2, 1):

    def clip(x: Any, /, min: Any = None, max: Any = None, **kwargs: Any) -> np.ndarray:
        try:
            # NumPy's keywords (out=, where=, casting=, ...) go on to np.clip, as
            # array-api-compat's NumPy namespace passes them: scikit-learn calls
            # xp.clip(..., out=) on NumPy namespaces
            if type(x) is not np.ndarray:
                # a list, a torch tensor, ...: what np.clip takes, converted as NumPy converts
                # it (np.clip hands a tensor back as a tensor, through its .clip method)
                x = np.asanyarray(x)
            if min is None and max is None and not kwargs:
                # the standard's copy, without a pass of np.clip
                return np.array(x, copy=True)
            out: np.ndarray = np.clip(x, min, max, **kwargs)
            return out
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

else:
    # NumPy < 2.1's np.clip refuses two missing bounds even with out=, raises OverflowError
    # for a Python int bound outside an integer x's range (2.0), and promotes by value (1.26:
    # int8 x with a bound of 1000 gives int16); the standard's result has x's dtype, and a
    # bound beyond x's range clips nothing on that side

    def _bound(x: np.ndarray, bound: Any) -> Any:
        if type(bound) is int and x.dtype.kind in "iu":
            info = np.iinfo(x.dtype)
            return None if not info.min <= bound <= info.max else np.asarray(bound, x.dtype)
        if type(bound) in (int, float) and x.dtype.kind in "fc":
            return np.asarray(bound, x.dtype)
        return bound

    def clip(x: Any, /, min: Any = None, max: Any = None, **kwargs: Any) -> np.ndarray:
        try:
            if type(x) is not np.ndarray:
                x = np.asanyarray(x)
            if isinstance(x, np.ndarray):
                min, max = _bound(x, min), _bound(x, max)
            if min is None and max is None:
                if not kwargs:
                    return np.array(x, copy=True)
                # NumPy's keywords (out=, where=, ...) with nothing to clip: a copy into out
                return (
                    np.positive(x, **kwargs)
                    if x.dtype.kind != "b"
                    else np.logical_and(x, True, **kwargs)
                )
            out: np.ndarray = np.clip(x, min, max, **kwargs)
            if "out" not in kwargs and "dtype" not in kwargs and out.dtype != x.dtype:
                out = out.astype(x.dtype)
            return out
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


if release(np.__version__) < (2, 3):
    # NumPy < 2.3's complex arccosh gives NaN+NaNj for +-0+NaNj (the C library's cacosh);
    # the standard's is NaN + pi/2 j
    _numpy_acosh = acosh

    def acosh(x: Any, /, **kwargs: Any) -> np.ndarray:
        try:
            if type(x) is not np.ndarray:
                x = np.asanyarray(x)
            out: np.ndarray = _numpy_acosh(x, **kwargs)
            if x.dtype.kind == "c":
                mask = (x.real == 0) & np.isnan(x.imag)
                if np.count_nonzero(mask):
                    fixed = np.asarray(complex(np.nan, np.pi / 2), dtype=out.dtype)
                    np.copyto(out, fixed, where=mask)
            return out
        except (TypeError, *_RAW_ERRORS) as error:  # NumPy's names arccosh, not acosh
            raise _refusal(error) from error
