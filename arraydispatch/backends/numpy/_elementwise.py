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
    conj,
    cos,
    cosh,
    exp,
    imag,
    isfinite,
    isinf,
    isnan,
    log,
    log1p,
    log2,
    log10,
    logical_not,
    negative,
    positive,
    real,
    round,
    signbit,
    sin,
    sinh,
    sqrt,
    square,
    tan,
    tanh,
)

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._numpy_kernels import expm1, reciprocal
from arraydispatch._common._versions import release

if release(np.__version__) >= (2,):
    from numpy import (
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
        copysign,
        divide,
        equal,
        greater,
        greater_equal,
        hypot,
        less,
        less_equal,
        logaddexp,
        logical_and,
        logical_or,
        logical_xor,
        maximum,
        minimum,
        multiply,
        nextafter,
        not_equal,
        pow,
        remainder,
        sign,
        subtract,
    )

    from arraydispatch._common._numpy_kernels import floor_divide
else:
    # NumPy 1.x: the standard's names of NumPy's ufuncs (arccos, invert, left_shift, power);
    # the binary ones promote as NumPy 2 does (NumPy 1.x promotes 0-D arrays and scalars by
    # value: _common/_numpy_kernels.py); sign of complex is x/|x| (1.x: the sign of the real part)
    from arraydispatch._common import _numpy_kernels
    from arraydispatch._common._numpy_kernels import weak_binary as _binary

    acos, acosh, asin, asinh = np.arccos, np.arccosh, np.arcsin, np.arcsinh
    atan, atanh, bitwise_invert = np.arctan, np.arctanh, np.invert

    add = _binary("add", np.add, __name__)
    atan2 = _binary("atan2", np.arctan2, __name__)
    bitwise_and = _binary("bitwise_and", np.bitwise_and, __name__)
    bitwise_left_shift = _binary("bitwise_left_shift", np.left_shift, __name__)
    bitwise_or = _binary("bitwise_or", np.bitwise_or, __name__)
    bitwise_right_shift = _binary("bitwise_right_shift", np.right_shift, __name__)
    bitwise_xor = _binary("bitwise_xor", np.bitwise_xor, __name__)
    copysign = _binary("copysign", np.copysign, __name__)
    divide = _binary("divide", np.divide, __name__)
    equal = _binary("equal", np.equal, __name__)
    floor_divide = _binary("floor_divide", _numpy_kernels.floor_divide, __name__)
    greater = _binary("greater", np.greater, __name__)
    greater_equal = _binary("greater_equal", np.greater_equal, __name__)
    hypot = _binary("hypot", np.hypot, __name__)
    less = _binary("less", np.less, __name__)
    less_equal = _binary("less_equal", np.less_equal, __name__)
    logaddexp = _binary("logaddexp", np.logaddexp, __name__)
    logical_and = _binary("logical_and", np.logical_and, __name__)
    logical_or = _binary("logical_or", np.logical_or, __name__)
    logical_xor = _binary("logical_xor", np.logical_xor, __name__)
    maximum = _binary("maximum", np.maximum, __name__)
    minimum = _binary("minimum", np.minimum, __name__)
    multiply = _binary("multiply", np.multiply, __name__)
    nextafter = _binary("nextafter", np.nextafter, __name__)
    not_equal = _binary("not_equal", np.not_equal, __name__)
    pow = _binary("pow", np.power, __name__)
    remainder = _binary("remainder", np.remainder, __name__)
    subtract = _binary("subtract", np.subtract, __name__)

    def sign(x: Any, /, **kwargs: Any) -> Any:
        try:
            if type(x) is not np.ndarray:
                x = np.asanyarray(x)
            if x.dtype.kind != "c":
                return np.sign(x, **kwargs)
            magnitude = np.abs(x)
            with np.errstate(invalid="ignore", divide="ignore"):
                out = np.where(magnitude == 0, 0, x / magnitude).astype(x.dtype, copy=False)
            return out
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


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
    from numpy import ceil, floor, trunc
else:
    # NumPy < 2.1's ceil/floor/trunc of integers give floats (float16 and up): integers are
    # their own ceil, floor and trunc
    def _integral(name: str, ufunc: Any) -> Any:
        def function(x: Any, /, **kwargs: Any) -> Any:
            try:
                if type(x) is not np.ndarray:
                    x = np.asanyarray(x)
                if x.dtype.kind in "biu" and not kwargs:
                    return x.copy()  # integers are their own ceil, floor and trunc
                return ufunc(x, **kwargs)
            except _RAW_ERRORS as error:
                raise _refusal(error) from error

        function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
        function.__name__ = function.__qualname__ = name
        function.__module__ = __name__
        return function

    ceil = _integral("ceil", np.ceil)
    floor = _integral("floor", np.floor)
    trunc = _integral("trunc", np.trunc)


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
                    if isinstance(out, np.ndarray):
                        np.copyto(out, fixed, where=mask)
                    else:  # a 0-D x: NumPy's scalar
                        out = fixed[()]
            return out
        except (TypeError, *_RAW_ERRORS) as error:  # NumPy's names arccosh, not acosh
            raise _refusal(error) from error
