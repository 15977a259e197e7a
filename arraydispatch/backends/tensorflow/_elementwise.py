"""Element-wise functions.

Where ``tf.math`` already has the standard's semantics for every dtype the standard asks
about, the spec name *is* TF's function (``sin = tf.math.sin``). Wrappers stand where TF
differs:

- Binary functions promote their arguments by the standard's table
  (``_data_types.promote``) first: TF refuses mixed dtypes and Python scalars of another
  kind. Those that only promote and call TF come from the shared factory
  (``_common/_binary.py``); the others are written out where TF needs more.
- Floating-point-only functions (``exp``, ``sin``, ``sqrt``, ``atan2``, ``hypot``, ...)
  take integer and bool input as the default float (float32), as NumPy, PyTorch, JAX and
  Dask do; TF's kernels raise ``InvalidArgumentError ... NodeDef`` for it. The unary ones
  are therefore one-frame wrappers around TF's functions, not TF's functions themselves.
- Kernels TF lacks for some dtypes (``abs``/``negative``/``sign`` of unsigned integers,
  ``ceil``/``floor``/``trunc``/``round`` of integers, ``isnan`` & co. of integers and
  complex numbers, ``pow`` of unsigned integers, bitwise functions of bool).
- Functions TF does not have: ``copysign``, ``hypot``, ``logaddexp``, ``signbit``,
  ``trunc``, ``log2``/``log10``, ``clip`` with the standard's NaN rules.
- Special cases: signed zeros of ``remainder``, shifts by at least the bit width (TF
  clamps the count), NaN propagation of ``maximum``/``minimum``/``clip`` (XLA's kernels
  drop NaN), ``round`` of complex numbers, complex ``log``/``log1p``/``expm1`` at tiny
  and infinite inputs (TF's kernels give NaN).

The subnormal results TF's CPU kernels flush to zero are TF's (the standard's tests avoid
subnormals).
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import tensorflow as tf

from arraydispatch._common._binary import NO_SCALARS, binary
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: the kernels tf.math's functions call, without their Python
# layers (dispatch, name scopes), which cost more than the kernel on small tensors.
from arraydispatch.backends.tensorflow._data_types import (
    floating,
    gen_bitwise_ops,
    gen_math_ops,
    promote,
    promote_pair,
    result_dtype,
    scalar_constant,
)

__all__ = [
    "abs", "acos", "acosh", "add", "asin", "asinh", "atan", "atan2", "atanh", "bitwise_and",
    "bitwise_invert", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift",
    "bitwise_xor", "ceil", "clip", "conj", "copysign", "cos", "cosh", "divide", "equal",
    "exp", "expm1", "floor", "floor_divide", "greater", "greater_equal", "hypot", "imag",
    "isfinite", "isinf", "isnan", "less", "less_equal", "log", "log1p", "log2", "log10",
    "logaddexp", "logical_and", "logical_not", "logical_or", "logical_xor", "maximum",
    "minimum", "multiply", "negative", "nextafter", "not_equal", "positive", "pow", "real",
    "reciprocal", "remainder", "round", "sign", "signbit", "sin", "sinh", "sqrt", "square",
    "subtract", "tan", "tanh", "trunc",
]  # fmt: skip

_LN2 = math.log(2.0)
_LN10 = math.log(10.0)

# The integer type of the same width, for reading the sign bit of a float.
_SAME_WIDTH_INT = {tf.float32: tf.int32, tf.float64: tf.int64}


def _is_integral(dtype: tf.DType) -> builtins.bool:
    return builtins.bool(dtype.is_integer)


# -- unary functions that are TF's own -----------------------------------------------------

conj = tf.math.conj
imag = tf.math.imag
logical_not = tf.math.logical_not
real = tf.math.real
square = tf.math.square


# -- floating-point-only functions: TF's own, after integer and bool input becomes float ---

# The standard's dtypes bound at module level: a tensor's dtype is compared by identity
# (tf.DType objects are interned, for variables too), as hashing or ``==`` of a tf.DType
# runs Python code that costs more than it saves on a small tensor.
_F32, _F64, _C64, _C128 = tf.float32, tf.float64, tf.complex64, tf.complex128
_BOOL = tf.bool
_UNSIGNED = frozenset((tf.uint8, tf.uint16, tf.uint32, tf.uint64))
_REAL_FLOATING = frozenset((_F32, _F64))


# What a generated op function raises for a dtype outside its op's list (eagerly; TypeError
# while tracing a graph), before it runs or adds anything: the fast paths below try the op
# first and take the slow path on these. A genuine error is raised again by the slow path.
_REFUSED = (TypeError, tf.errors.InvalidArgumentError)


def _floating_only(native: Any, name: str) -> Any:
    """``native`` (a generated op function) with integer and bool input cast to the default
    float first (NumPy's promotion; TF's kernels raise InvalidArgumentError ... NodeDef for
    it). One frame. These ops take exactly the floating and complex dtypes (and float16,
    bfloat16, which ``floating`` keeps too), so ``native`` is tried first: reading
    ``x.dtype`` to check costs a Python property call, 3 % of an 8x8 kernel."""

    def function(x: Any, /) -> tf.Tensor:
        try:
            return native(x)
        except _REFUSED:  # integer or bool input (a scalar, a sequence)
            pass
        return native(floating(x))

    function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
    function.__name__ = function.__qualname__ = name
    function.__doc__ = f"``tf.math.{name}``; integer and bool input as float32."
    return function


# TF's generated op functions: tf.math.acos, tf.math.sqrt, ... add dispatch layers around
# them; the others are these very functions.
acos = _floating_only(gen_math_ops.acos, "acos")
acosh = _floating_only(gen_math_ops.acosh, "acosh")
asin = _floating_only(gen_math_ops.asin, "asin")
asinh = _floating_only(gen_math_ops.asinh, "asinh")
atan = _floating_only(gen_math_ops.atan, "atan")
atanh = _floating_only(gen_math_ops.atanh, "atanh")
cos = _floating_only(gen_math_ops.cos, "cos")
cosh = _floating_only(gen_math_ops.cosh, "cosh")
exp = _floating_only(gen_math_ops.exp, "exp")
sin = _floating_only(gen_math_ops.sin, "sin")
sinh = _floating_only(gen_math_ops.sinh, "sinh")
tan = _floating_only(gen_math_ops.tan, "tan")
tanh = _floating_only(gen_math_ops.tanh, "tanh")


def sqrt(x: Any, /) -> tf.Tensor:
    """The square root; for complex numbers the imaginary part takes the sign of ``x``'s
    (``sqrt(conj(z)) == conj(sqrt(z))``: ``sqrt(-4-0j)`` is ``-2j``). TF's complex kernel
    drops the sign of a zero imaginary part on its scalar path (tensors of fewer than 8
    complex64 or 3 complex128 elements), where Eigen's vectorized one keeps it."""
    try:
        dtype = getattr(x, "dtype", None)
        if dtype is _F32 or dtype is _F64:
            return gen_math_ops.sqrt(x)
        x = floating(x)
        if not x.dtype.is_complex:
            return gen_math_ops.sqrt(x)
        root = _complex_sqrt(x)
        im = tf.math.abs(tf.math.imag(root))
        return tf.complex(tf.math.real(root), tf.where(signbit(tf.math.imag(x)), -im, im))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


#: complex64 / complex128: beyond [1 / edge, edge] in its larger part, TF's complex sqrt
#: kernel under- or overflows (sqrt(2.2250738585072014e-308j) is inf*j, sqrt(1e308+1e308j)
#: is inf; random runs found it); scaled by edge**-+1, a power of two, it is exact.
_SQRT_EDGE = {tf.complex64: 2.0**32, tf.complex128: 2.0**256}


def _complex_sqrt(x: tf.Tensor) -> tf.Tensor:
    """TF's complex square root, by way of a power-of-two scaling where its kernel would
    under- or overflow: sqrt(z) = sqrt(z * s**2) / s, exact for powers of two."""
    edge = _SQRT_EDGE[x.dtype]
    re, im = tf.math.real(x), tf.math.imag(x)
    size = tf.maximum(tf.math.abs(re), tf.math.abs(im))
    one = tf.ones_like(size)
    # each part scaled on its own: z * complex(s, 0) would make inf * 0 a NaN
    big, small = size > edge, size < 1 / edge
    factor = tf.where(big, one / edge, tf.where(small, one * edge, one))
    root = gen_math_ops.sqrt(tf.complex(re * factor, im * factor))
    # sqrt(1 / factor), from the same conditions: TF's rsqrt(1.0) is not exactly 1
    unscale = tf.where(big, one * edge**0.5, tf.where(small, one / edge**0.5, one))
    return tf.complex(tf.math.real(root) * unscale, tf.math.imag(root) * unscale)


# -- unary wrappers ------------------------------------------------------------------------


def abs(x: Any, /) -> tf.Tensor:
    """``|x|`` (TF has no kernel for unsigned integers, which are their own absolute value)."""
    try:
        dtype = x.dtype
        if dtype is _F32 or dtype is _F64:
            return gen_math_ops._abs(x)
        if dtype in _UNSIGNED:
            return x
        return tf.math.abs(x)  # complex: ComplexAbs
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def bitwise_invert(x: Any, /) -> tf.Tensor:
    """``~x`` for integers, ``not x`` for bool."""
    try:
        if x.dtype is _BOOL:
            return gen_math_ops.logical_not(x)
        return gen_bitwise_ops.invert(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def ceil(x: Any, /) -> tf.Tensor:
    """The smallest integer >= x (integers are returned as they are)."""
    try:
        try:  # Ceil takes exactly the real floating dtypes
            return gen_math_ops.ceil(x)
        except _REFUSED:
            pass
        if _is_integral(x.dtype):
            return x
        return tf.math.ceil(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def expm1(x: Any, /) -> tf.Tensor:
    """``exp(x) - 1``, accurate near 0; for complex numbers with the standard's infinities
    (TF's complex kernel returns NaN for them)."""
    try:
        dtype = getattr(x, "dtype", None)
        if dtype is _F32 or dtype is _F64:
            return gen_math_ops.expm1(x)
        x = floating(x)
        if not x.dtype.is_complex:
            return gen_math_ops.expm1(x)
        re, im = tf.math.real(x), tf.math.imag(x)
        # finite: expm1(re) cos(im) - 2 sin(im/2)**2 keeps the small digits of the real part
        half_sin = tf.math.sin(im / 2)
        finite = tf.complex(
            tf.math.expm1(re) * tf.math.cos(im) - 2 * half_sin * half_sin,
            tf.math.exp(re) * tf.math.sin(im),
        )
        # im == 0 stays real (exp(re) * sin(0) would be inf * 0 = NaN for large re)
        real_axis = tf.complex(tf.math.expm1(re), im)
        other = tf.math.exp(x) - tf.constant(1, dtype=x.dtype)
        both_finite = tf.math.is_finite(re) & tf.math.is_finite(im)
        return tf.where(im == 0, real_axis, tf.where(both_finite, finite, other))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def floor(x: Any, /) -> tf.Tensor:
    """The largest integer <= x (integers are returned as they are)."""
    try:
        try:  # Floor takes exactly the real floating dtypes
            return gen_math_ops.floor(x)
        except _REFUSED:
            pass
        if _is_integral(x.dtype):
            return x
        return tf.math.floor(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def trunc(x: Any, /) -> tf.Tensor:
    """``x`` rounded towards zero, keeping the sign of zero (``trunc(-0.5)`` is ``-0.0``)."""
    try:
        if _is_integral(x.dtype):
            return x
        return tf.where(x < 0, tf.math.ceil(x), tf.math.floor(x))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def round(x: Any, /) -> tf.Tensor:
    """``x`` rounded to the nearest integer, halves to even; complex parts separately."""
    try:
        dtype = x.dtype
        if dtype is _F32 or dtype is _F64:
            return gen_math_ops.round(x)
        if _is_integral(dtype):
            return x
        if x.dtype.is_complex:
            return tf.complex(tf.math.round(tf.math.real(x)), tf.math.round(tf.math.imag(x)))
        return tf.math.round(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def isfinite(x: Any, /) -> tf.Tensor:
    """Whether each element is finite (integers always are)."""
    try:
        try:  # IsFinite takes exactly the real floating dtypes
            return gen_math_ops.is_finite(x)
        except _REFUSED:
            pass
        if x.dtype.is_complex:
            return tf.math.logical_and(
                tf.math.is_finite(tf.math.real(x)), tf.math.is_finite(tf.math.imag(x))
            )
        if not x.dtype.is_floating:
            return tf.ones_like(x, dtype=tf.bool)
        return tf.math.is_finite(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def isinf(x: Any, /) -> tf.Tensor:
    """Whether each element is infinite (a complex one: either part)."""
    try:
        try:  # IsInf takes exactly the real floating dtypes
            return gen_math_ops.is_inf(x)
        except _REFUSED:
            pass
        if x.dtype.is_complex:
            return tf.math.logical_or(
                tf.math.is_inf(tf.math.real(x)), tf.math.is_inf(tf.math.imag(x))
            )
        if not x.dtype.is_floating:
            return tf.zeros_like(x, dtype=tf.bool)
        return tf.math.is_inf(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def isnan(x: Any, /) -> tf.Tensor:
    """Whether each element is NaN (a complex one: either part)."""
    try:
        try:  # IsNan takes exactly the real floating dtypes
            return gen_math_ops.is_nan(x)
        except _REFUSED:
            pass
        if x.dtype.is_complex:
            return tf.math.logical_or(
                tf.math.is_nan(tf.math.real(x)), tf.math.is_nan(tf.math.imag(x))
            )
        if not x.dtype.is_floating:
            return tf.zeros_like(x, dtype=tf.bool)
        return tf.math.is_nan(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def log(x: Any, /) -> tf.Tensor:
    """The natural logarithm; for complex numbers ``log|z| + i arg z`` (TF's complex kernel
    squares ``|z|`` and returns NaN below ~1e-154; ``abs`` of a complex is overflow- and
    underflow-free)."""
    try:
        dtype = getattr(x, "dtype", None)
        if dtype is _F32 or dtype is _F64:
            return gen_math_ops.log(x)
        x = floating(x)
        if not x.dtype.is_complex:
            return gen_math_ops.log(x)
        return tf.complex(
            tf.math.log(tf.math.abs(x)), tf.math.atan2(tf.math.imag(x), tf.math.real(x))
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def log1p(x: Any, /) -> tf.Tensor:
    """``log(1 + x)``, accurate near 0; for complex numbers with the standard's infinities
    (TF's complex kernel returns NaN for them)."""
    try:
        dtype = getattr(x, "dtype", None)
        if dtype is _F32 or dtype is _F64:
            return gen_math_ops.log1p(x)
        x = floating(x)
        if not x.dtype.is_complex:
            return gen_math_ops.log1p(x)
        re, im = tf.math.real(x), tf.math.imag(x)
        # near 0: log|1+z| = log1p(2 re + re**2 + im**2) / 2 keeps the small digits
        small = tf.math.abs(re) + tf.math.abs(im) < 0.5
        near = tf.complex(
            0.5 * tf.math.log1p(2 * re + re * re + im * im), tf.math.atan2(im, 1 + re)
        )
        return tf.where(small, near, log(tf.complex(1 + re, im)))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def log2(x: Any, /) -> tf.Tensor:
    """The base-2 logarithm (TF has only the natural one)."""
    try:
        x = floating(x)
        return log(x) / tf.constant(_LN2, dtype=x.dtype)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def log10(x: Any, /) -> tf.Tensor:
    """The base-10 logarithm (TF has only the natural one)."""
    try:
        x = floating(x)
        return log(x) / tf.constant(_LN10, dtype=x.dtype)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def negative(x: Any, /) -> tf.Tensor:
    """``-x`` (wrapping around for unsigned integers, which TF's kernel refuses)."""
    try:
        try:  # Neg takes every dtype but bool and the unsigned integers
            return gen_math_ops.neg(x)
        except _REFUSED:
            pass
        if x.dtype.is_unsigned:
            return tf.zeros_like(x) - x
        return gen_math_ops.neg(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def positive(x: Any, /) -> tf.Tensor:
    """``+x``: ``x`` itself."""
    try:
        return x
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def reciprocal(x: Any, /) -> tf.Tensor:
    """``1 / x`` (integer and bool input as the default float: TF's kernel truncates or
    refuses them)."""
    try:
        dtype = getattr(x, "dtype", None)
        if dtype is _F32 or dtype is _F64 or dtype is _C64 or dtype is _C128:
            return gen_math_ops.reciprocal(x)
        return gen_math_ops.reciprocal(floating(x))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def sign(x: Any, /) -> tf.Tensor:
    """-1, 0 or 1 for real numbers (NaN for NaN); ``x / |x|`` (0 for 0) for complex ones."""
    try:
        dtype = x.dtype
        if dtype is _F32 or dtype is _F64:
            return gen_math_ops.sign(x)
        if x.dtype.is_unsigned:
            return tf.cast(x > 0, x.dtype)
        if x.dtype.is_complex:
            magnitude = tf.math.abs(x)
            safe = tf.where(magnitude == 0, tf.ones_like(magnitude), magnitude)
            unit = x / tf.cast(safe, x.dtype)
            return tf.where(magnitude == 0, tf.zeros_like(x), unit)
        return tf.math.sign(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def signbit(x: Any, /) -> tf.Tensor:
    """Whether the sign bit is set (true for -0.0 and negative NaNs too)."""
    try:
        bits = _SAME_WIDTH_INT.get(x.dtype)
        if bits is None:
            if _is_integral(x.dtype):
                return x < 0
            raise TypeError(f"signbit() needs a real floating-point tensor, got {x.dtype.name}.")
        return tf.bitcast(x, bits) < 0
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


# -- binary functions ----------------------------------------------------------------------


# Promote, then TF's own function: one frame each (``_common/_binary.py``).
#: what the binary functions refuse: the defaults and TensorFlow's own op errors
_OP_ERRORS = (*_RAW_ERRORS, tf.errors.OpError)
add = binary("add", gen_math_ops.add_v2, promote, module=__name__, raw=_OP_ERRORS)
equal = binary("equal", gen_math_ops.equal, promote, module=__name__, raw=_OP_ERRORS)
greater = binary("greater", gen_math_ops.greater, promote, module=__name__, raw=_OP_ERRORS)
greater_equal = binary(
    "greater_equal", gen_math_ops.greater_equal, promote, module=__name__, raw=_OP_ERRORS
)
less = binary("less", gen_math_ops.less, promote, module=__name__, raw=_OP_ERRORS)
less_equal = binary("less_equal", gen_math_ops.less_equal, promote, module=__name__, raw=_OP_ERRORS)
logical_and = binary(
    "logical_and", gen_math_ops.logical_and, promote, module=__name__, raw=_OP_ERRORS
)
logical_or = binary("logical_or", gen_math_ops.logical_or, promote, module=__name__, raw=_OP_ERRORS)
multiply = binary("multiply", gen_math_ops.mul, promote, module=__name__, raw=_OP_ERRORS)
not_equal = binary("not_equal", gen_math_ops.not_equal, promote, module=__name__, raw=_OP_ERRORS)
subtract = binary("subtract", gen_math_ops.sub, promote, module=__name__, raw=_OP_ERRORS)


# 0, 1/2 and 1 as tensors: a Python scalar operand takes a generated op off its fast path
# (a conversion in Python on every call)
_F32_CONSTANTS = tuple(tf.constant(v, _F32) for v in (0.0, 0.5, 1.0))
_F64_CONSTANTS = tuple(tf.constant(v, _F64) for v in (0.0, 0.5, 1.0))


def floor_divide(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 // x2``: the floor of the exact quotient, as NumPy and Python give it
    (``1.0 // 0.1`` is 9.0: 0.1 is a little more than 1/10); TF's FloorDiv floors the
    rounded quotient ``1.0 / 0.1 == 10.0``. For finite real floats this is NumPy's
    ``npy_divmod``: ``(x1 - fmod(x1, x2)) / x2`` is within rounding of an integer, one less
    where the remainder's sign differs from ``x2``'s. Elsewhere (an infinite operand, a zero
    divisor) ``floor(x1 / x2)`` already is the standard's special case."""
    try:
        try:
            if x1.dtype is not x2.dtype:
                x1, x2 = promote(x1, x2, NO_SCALARS)
        except AttributeError:  # a Python scalar operand
            x1, x2 = promote(x1, x2, NO_SCALARS)
        rounded = gen_math_ops.floor_div(x1, x2)
        dtype = x1.dtype
        if dtype is _F32:
            zero, half, one = _F32_CONSTANTS
        elif dtype is _F64:
            zero, half, one = _F64_CONSTANTS
        else:
            return rounded
        # generated ops throughout: tf.where and the tensor operators cost more than the
        # kernels on small tensors
        ops = gen_math_ops
        mod = ops.truncate_mod(x1, x2)  # C's fmod
        div = ops.real_div(ops.sub(x1, mod), x2)
        other_sign = ops.not_equal(ops.less(x2, zero), ops.less(mod, zero))
        div = ops.select_v2(
            ops.logical_and(ops.not_equal(mod, zero), other_sign), ops.sub(div, one), div
        )
        floor = ops.floor(div)
        floor = ops.select_v2(ops.greater(ops.sub(div, floor), half), ops.add_v2(floor, one), floor)
        # a zero quotient keeps the sign of x1 / x2 (|x1| < |x2| here, so that is finite)
        floor = ops.select_v2(ops.equal(div, zero), ops.mul(ops.real_div(x1, x2), zero), floor)
        finite = ops.logical_and(ops.is_finite(x1), ops.is_finite(x2))
        return ops.select_v2(ops.logical_and(finite, ops.not_equal(x2, zero)), floor, rounded)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _floating_pair(x1: Any, x2: Any) -> tuple[tf.Tensor, tf.Tensor]:
    """``promote_pair``, then integer and bool pairs as the default float (the binary
    floating-point-only functions: TF's kernels refuse integers, and ``copysign`` would keep
    them)."""
    x1, x2 = promote_pair(x1, x2)
    if x1.dtype.is_floating or x1.dtype.is_complex:
        return x1, x2
    return floating(x1), floating(x2)


def atan2(x1: Any, x2: Any, /) -> tf.Tensor:
    """The angle of the point ``(x2, x1)``."""
    try:
        try:
            dtype = x1.dtype
            if dtype is x2.dtype and (dtype is _F32 or dtype is _F64):
                return gen_math_ops.atan2(x1, x2)
        except AttributeError:  # a Python scalar operand
            pass
        x1, x2 = _floating_pair(x1, x2)
        return gen_math_ops.atan2(x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def bitwise_and(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 & x2`` (logical for bool)."""
    try:
        try:
            dtype = x1.dtype
            if dtype is x2.dtype and dtype is not _BOOL:
                return gen_bitwise_ops.bitwise_and(x1, x2)
        except AttributeError:  # a Python scalar operand
            pass
        x1, x2 = promote_pair(x1, x2)
        if x1.dtype is _BOOL:
            return gen_math_ops.logical_and(x1, x2)
        return gen_bitwise_ops.bitwise_and(x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def bitwise_or(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 | x2`` (logical for bool)."""
    try:
        try:
            dtype = x1.dtype
            if dtype is x2.dtype and dtype is not _BOOL:
                return gen_bitwise_ops.bitwise_or(x1, x2)
        except AttributeError:  # a Python scalar operand
            pass
        x1, x2 = promote_pair(x1, x2)
        if x1.dtype is _BOOL:
            return gen_math_ops.logical_or(x1, x2)
        return gen_bitwise_ops.bitwise_or(x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def bitwise_xor(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 ^ x2`` (logical for bool)."""
    try:
        try:
            dtype = x1.dtype
            if dtype is x2.dtype and dtype is not _BOOL:
                return gen_bitwise_ops.bitwise_xor(x1, x2)
        except AttributeError:  # a Python scalar operand
            pass
        x1, x2 = promote_pair(x1, x2)
        if x1.dtype is _BOOL:
            return tf.math.logical_xor(x1, x2)
        return gen_bitwise_ops.bitwise_xor(x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def logical_xor(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 xor x2`` for bool: TF's four ops (``(x1 or x2) and not (x1 and x2)``), without
    tf.math.logical_xor's dispatch layer (NotEqual, one op, is twice as slow on large bool
    tensors on CPU)."""
    try:
        try:
            if x1.dtype is _BOOL and x2.dtype is _BOOL:
                return gen_math_ops.logical_and(
                    gen_math_ops.logical_or(x1, x2),
                    gen_math_ops.logical_not(gen_math_ops.logical_and(x1, x2)),
                )
        except AttributeError:  # a Python scalar operand
            pass
        return tf.math.logical_xor(*promote_pair(x1, x2))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _bit_width(dtype: tf.DType) -> int:
    return int(dtype.size) * 8


# TF clamps shift counts to the bit width - 1 ("implementation defined" in its docs, a clamp
# in its kernels): for a right shift of a signed integer that is already the standard's
# answer (0 or -1); left shifts and unsigned right shifts need the standard's 0.


def bitwise_left_shift(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 << x2``; 0 where ``x2`` is at least the bit width."""
    try:
        x1, x2 = promote_pair(x1, x2)
        shifted = gen_bitwise_ops.left_shift(x1, x2)
        return tf.where(x2 >= _bit_width(x1.dtype), tf.zeros_like(shifted), shifted)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def bitwise_right_shift(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 >> x2`` (arithmetic); 0 (unsigned) or 0/-1 (signed) where ``x2`` is at least the
    bit width."""
    try:
        x1, x2 = promote_pair(x1, x2)
        shifted = gen_bitwise_ops.right_shift(x1, x2)
        if x1.dtype not in _UNSIGNED:
            return shifted
        return tf.where(x2 >= _bit_width(x1.dtype), tf.zeros_like(shifted), shifted)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def copysign(x1: Any, x2: Any, /) -> tf.Tensor:
    """``|x1|`` with the sign (bit) of ``x2``."""
    try:
        x1, x2 = _floating_pair(x1, x2)
        magnitude = tf.math.abs(x1)
        return tf.where(signbit(x2), -magnitude, magnitude)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def divide(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 / x2`` (true division; integers give floating-point results, bool the default
    float: TF's truediv refuses bool)."""
    try:
        try:
            dtype = x1.dtype
            if dtype is x2.dtype and (dtype is _F32 or dtype is _F64):
                return gen_math_ops.real_div(x1, x2)
        except AttributeError:  # a Python scalar operand
            pass
        x1, x2 = promote_pair(x1, x2)
        if x1.dtype == tf.bool:
            x1, x2 = floating(x1), floating(x2)
        return tf.math.truediv(x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def hypot(x1: Any, x2: Any, /) -> tf.Tensor:
    """``sqrt(x1**2 + x2**2)`` without overflow or underflow; +inf if either is infinite
    (even if the other is NaN). TF has no hypot; the magnitude of ``complex(x1, x2)`` is
    one (C's ``cabs``, which is ``hypot``)."""
    try:
        x1, x2 = _floating_pair(x1, x2)
        return tf.math.abs(tf.complex(x1, x2))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def logaddexp(x1: Any, x2: Any, /) -> tf.Tensor:
    """``log(exp(x1) + exp(x2))`` without overflow."""
    try:
        x1, x2 = _floating_pair(x1, x2)
        big = tf.math.maximum(x1, x2)
        result = big + tf.math.log1p(tf.math.exp(-tf.math.abs(x1 - x2)))
        # equal infinities: x1 - x2 is NaN, the answer is that infinity. Ties take the
        # symmetric form, whose gradient is 1/2 to each side (x1 + _LN2 gave x2 none).
        return tf.where(x1 == x2, 0.5 * x1 + 0.5 * x2 + _LN2, result)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


# TF's eager kernels propagate NaN through max/min; XLA's (jit_compile=True) do not. A
# comparison and a NaN test pick the answer on every device: where x1 is NaN it is taken,
# where only x2 is NaN the comparison is false and x2 is taken.


def maximum(x1: Any, x2: Any, /) -> tf.Tensor:
    """The larger of each pair; NaN if either is NaN."""
    try:
        x1, x2 = promote_pair(x1, x2)
        if not x1.dtype.is_floating:
            return tf.math.maximum(x1, x2)
        return tf.where((x1 >= x2) | tf.math.is_nan(x1), x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def minimum(x1: Any, x2: Any, /) -> tf.Tensor:
    """The smaller of each pair; NaN if either is NaN."""
    try:
        x1, x2 = promote_pair(x1, x2)
        if not x1.dtype.is_floating:
            return tf.math.minimum(x1, x2)
        return tf.where((x1 <= x2) | tf.math.is_nan(x1), x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def nextafter(x1: Any, x2: Any, /) -> tf.Tensor:
    """The next representable float after ``x1`` towards ``x2``."""
    try:
        try:
            dtype = x1.dtype
            if dtype is x2.dtype and (dtype is _F32 or dtype is _F64):
                return gen_math_ops.next_after(x1, x2)
        except AttributeError:  # a Python scalar operand
            pass
        x1, x2 = _floating_pair(x1, x2)
        return gen_math_ops.next_after(x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def pow(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 ** x2`` with the standard's promotion."""
    try:
        try:
            dtype = x1.dtype
            if dtype is x2.dtype and (dtype is _F32 or dtype is _F64):
                return gen_math_ops._pow(x1, x2)
        except AttributeError:  # a Python scalar operand
            pass
        x1, x2 = promote_pair(x1, x2)
        if x1.dtype.is_unsigned:
            # No Pow kernel for unsigned integers: int64 multiplication wraps around modulo
            # 2**64, so its low bits are the unsigned result (uint64 travels as its bits).
            if x1.dtype == tf.uint64:
                base = tf.bitcast(x1, tf.int64)
                result = tf.math.pow(base, tf.cast(x2, tf.int64))
                return tf.bitcast(result, tf.uint64)
            result = tf.math.pow(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64))
            return tf.cast(result, x1.dtype)
        return tf.math.pow(x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def remainder(x1: Any, x2: Any, /) -> tf.Tensor:
    """``x1 mod x2`` with the sign of ``x2`` (Python's ``%``), zeros signed like ``x2``."""
    try:
        x1, x2 = promote_pair(x1, x2)
        result = tf.math.floormod(x1, x2)
        if not x1.dtype.is_floating:
            return result
        # a zero result takes the sign of x2: sign(x2) * 0 is -0.0 for negative x2 (x2 = +-0
        # gives NaN results, which never compare equal to 0)
        return tf.where(result == 0, tf.math.sign(x2) * 0, result)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


# -- clip ----------------------------------------------------------------------------------


def _bound(value: Any, x: tf.Tensor) -> tf.Tensor:
    """A ``min``/``max`` of clip() as a tensor of ``x``'s dtype (they take no part in
    promotion); Python ints beyond an integer dtype's range are clamped to it."""
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return value if value.dtype == x.dtype else tf.cast(value, x.dtype)
    if _is_integral(x.dtype) and isinstance(value, (int, float)):
        value = builtins.min(builtins.max(value, x.dtype.min), x.dtype.max)
        value = int(value)
    result_dtype(x, value)  # raises for a scalar the standard does not let meet x
    return scalar_constant(value, x.dtype)


def _plain_bound(value: Any) -> builtins.bool:
    """None, or a Python int/float that is not NaN (the common case of clip)."""
    return value is None or (type(value) in (int, float) and value == value)


def clip(x: Any, /, min: Any = None, max: Any = None) -> tf.Tensor:
    """``x`` limited to ``[min, max]``; NaN wherever ``x``, ``min`` or ``max`` is NaN.

    ``min``/``max`` are scalars or tensors broadcast against ``x``; the result has ``x``'s
    dtype.

    Examples
    --------
    >>> import tensorflow as tf
    >>> import arraydispatch.backends.tensorflow as xp
    >>> xp.clip(tf.constant([-1.0, 0.5, 2.0]), min=0, max=1).numpy()
    array([0. , 0.5, 1. ], dtype=float32)
    """
    try:
        # Comparisons with NaN are false on every device and under XLA (whose max/min drop
        # NaN): a NaN in x stays; a NaN bound is put in explicitly, checked in Python for a
        # scalar bound.
        if x.dtype in _REAL_FLOATING and _plain_bound(min) and _plain_bound(max):
            # the common case in TF's generated ops: eagerly the scalars convert in C to x's
            # dtype; a graph converts a scalar before the tensor by its own default dtype
            if not tf.executing_eagerly():
                min = None if min is None else scalar_constant(min, x.dtype)
                max = None if max is None else scalar_constant(max, x.dtype)
            result = x
            if min is not None:
                result = gen_math_ops.select_v2(gen_math_ops.less(result, min), min, result)
            if max is not None:
                result = gen_math_ops.select_v2(gen_math_ops.greater(result, max), max, result)
            return result if result is not x else tf.identity(x)
        result = x
        for bound, outside in ((min, tf.math.less), (max, tf.math.greater)):
            if bound is None:
                continue
            limit = _bound(bound, x)
            result = tf.where(outside(result, limit), limit, result)
            if x.dtype.is_floating and (_is_nan_scalar(bound) or not _is_scalar(bound)):
                result = tf.where(tf.math.is_nan(limit), limit, result)
        if result is x:
            return tf.identity(x)
        return result
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _is_scalar(value: Any) -> builtins.bool:
    return isinstance(value, (builtins.bool, int, float))


def _is_nan_scalar(value: Any) -> builtins.bool:
    return isinstance(value, float) and math.isnan(value)
