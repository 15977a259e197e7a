"""Element-wise functions.

Aliased (Paddle's function already conforms): ``bitwise_invert`` (``paddle.bitwise_not``),
``conj``, the rounding functions and the predicates.

The floating-point-only unary functions (``sin``, ``log``, ``sqrt``, ...) take integer and
bool input as a float (NumPy's promotion); Paddle has no kernels for bool, int8 and uint8
there. They come from one factory (``_floating_only``), one frame each, kernel first:
Paddle's function is called on ``x`` as it is, and only an input it refuses is retried as
the default float (reading ``x.dtype`` first cost 0.2-0.4 us of a 1.8 us 8x8 call).

Wrapped:

- ``equal``/``not_equal``: Paddle takes floating-point numbers as equal when
  ``abs(a - b) < 1e-8`` (phi's ``EqualFunctor``: ``paddle.equal(1.0, 1.0000000000000002)``
  and ``paddle.equal(5e-204, 0.0)`` are True); ours compare exactly, by ``less_equal`` and
  ``greater_equal``.
- ``negative``: Paddle's ``neg(0.0)`` is ``0.0`` (the standard: ``-0.0``); ``pow`` of
  integers: Paddle's goes through floating point and saturates (``74 ** 5`` in int32);
  ``logaddexp``: NaN for two equal infinities in Paddle; ``hypot``: Paddle's overflows,
  underflows and gives NaN for ``hypot(inf, nan)``; complex ``sign``: NaN for infinite parts.
- ``exp``: Paddle's complex kernel gives NaN at the standard's infinite special cases.
- ``sqrt`` of float32: Paddle's kernel gives NaN for +inf and +0.0 for -0.0 on arrays of 8
  elements or more (found by ``nox -s fuzz``; the official suite's special cases use smaller
  arrays); computed through float64, which rounds to the correctly rounded float32 result.
- ``remainder``: the result takes ``x2``'s sign on zeros too (Paddle keeps ``x1``'s).
- the binary functions, for promotion: Paddle's functions refuse Python scalars ("argument
  'y' must be Tensor, but got int") and integer with floating-point operands, and promote
  some pairs otherwise than the standard. They come from the one factory
  (``_common/_binary.py``): the fast path is one dtype identity test; only mixed dtypes or
  scalars take ``promote``. (Not kernel first, as the unary functions are: Paddle's own
  promotion of a mixed pair follows torch's rule for 0-D tensors, so float32 with a 0-D
  float64 would be float32, where the standard says float64; the identity test is 0.25 us
  of a 2.6 us 8x8 ``paddle.add``.)
- ``nextafter``: no integer kernels; ``real``/``imag``: no kernels for real input (the
  standard takes any numeric dtype since 2024.12); ``clip``: no array bounds (which
  broadcast with ``x``), and a bound beyond an integer dtype's range; ``floor_divide``: the
  special cases of infinities.
"""

from __future__ import annotations

import builtins
import math
import operator
from typing import Any

import paddle

from arraydispatch._common._binary import NO_SCALARS, binary
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._host_data import is_native_bound
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING,
    _IINFO,
    _INTEGRAL,
    _REAL_FLOATING,
    DTYPE_SINGLETONS,
    FLOATING_IDS,
    REAL_FLOATING_IDS,
    exact_equal,
    floating,
    full_scalar,
    is_floating,
    promote,
    works,
)

__all__ = [
    "abs", "acos", "acosh", "add", "asin", "asinh", "atan", "atan2", "atanh", "bitwise_and",
    "bitwise_invert", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift", "bitwise_xor",
    "ceil", "clip", "conj", "copysign", "cos", "cosh", "divide", "equal", "exp", "expm1", "floor",
    "floor_divide", "greater", "greater_equal", "hypot", "imag", "isfinite", "isinf", "isnan",
    "less", "less_equal", "log", "log10", "log1p", "log2", "logaddexp", "logical_and",
    "logical_not", "logical_or", "logical_xor", "maximum", "minimum", "multiply", "negative",
    "nextafter", "not_equal", "positive", "pow", "real", "reciprocal", "remainder", "round",
    "sign", "signbit", "sin", "sinh", "sqrt", "square", "subtract", "tan", "tanh", "trunc",
]  # fmt: skip

# ---------------------------------------------------------------------------- aliases

abs = paddle.abs
bitwise_invert = paddle.bitwise_not
ceil = paddle.ceil
conj = paddle.conj
floor = paddle.floor
isfinite = paddle.isfinite
isinf = paddle.isinf
isnan = paddle.isnan
logical_not = paddle.logical_not
positive = paddle.positive
round = paddle.round
signbit = paddle.signbit
square = paddle.square
trunc = paddle.trunc

_Tensor = paddle.Tensor
#: what the retry of a refused input computes with: an eager tensor, or a static program's
#: value (paddle.jit.to_static), whose refused bool input the retry casts as before
_PADDLE_VALUES = (paddle.Tensor, paddle.pir.Value)
#: every dtype but the complex ones, by identity (see FLOATING_IDS)
_REAL_IDS = frozenset(
    id(dtype)
    for dtype in (*_INTEGRAL, *_REAL_FLOATING, paddle.bool, paddle.float16, paddle.bfloat16)
)


def _floating_only(native: Any, name: str) -> Any:
    """``native``, kernel first: integer and bool input it refuses is retried as the default
    float (NumPy's promotion). One frame, and no read of ``x.dtype`` on the fast path (it
    costs 0.2-0.4 us of a 1.8 us 8x8 call, and slows the kernel call after it).

    Audited on Paddle 3.3 (tests/test_paddle_fast_paths.py): floating-point input is
    computed in its dtype; bool (and int8/int16/uint8 in exp, expm1, log, log1p, log2,
    log10) raises, and takes the retry; int32/int64 (and the narrow integers elsewhere)
    Paddle computes as float32 itself. So under ``paddle.set_default_dtype("float64")`` an
    integer input gives float32 where the retry would give float64: the standard leaves
    integer input unspecified, and Paddle's own choice costs nothing."""

    def function(x: Any, /) -> Any:
        try:
            return native(x)
        except Exception:  # any refusal: the retry explains it
            pass
        if not isinstance(x, _PADDLE_VALUES):
            raise TypeError(
                f"{name}: x must be a paddle.Tensor, not {type(x).__name__}; convert it "
                "with xp.asarray first."
            )
        try:
            return native(floating(x))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
    function.__name__ = function.__qualname__ = name
    function.__module__ = __name__
    function.__doc__ = f"``paddle.{name}``; integer and bool input as the default float."
    return function


acos = _floating_only(paddle.acos, "acos")
acosh = _floating_only(paddle.acosh, "acosh")
asin = _floating_only(paddle.asin, "asin")
asinh = _floating_only(paddle.asinh, "asinh")
atan = _floating_only(paddle.atan, "atan")
atanh = _floating_only(paddle.atanh, "atanh")
cos = _floating_only(paddle.cos, "cos")
cosh = _floating_only(paddle.cosh, "cosh")
expm1 = _floating_only(paddle.expm1, "expm1")
log = _floating_only(paddle.log, "log")
log1p = _floating_only(paddle.log1p, "log1p")
log2 = _floating_only(paddle.log2, "log2")
log10 = _floating_only(paddle.log10, "log10")
reciprocal = _floating_only(paddle.reciprocal, "reciprocal")
sin = _floating_only(paddle.sin, "sin")
sinh = _floating_only(paddle.sinh, "sinh")
_sqrt = _floating_only(paddle.sqrt, "sqrt")
_FLOAT32_ID = id(paddle.float32)


def sqrt(x: Any, /) -> Any:
    try:
        if id(x.dtype) == _FLOAT32_ID:
            # Paddle's float32 sqrt kernel, on 8 elements or more (its vectorized path), gives
            # NaN for +inf and +0.0 for -0.0; its float64 kernel is right, and a float64 square
            # root rounds to the correctly rounded float32 one (53 >= 2 * 24 + 2 bits)
            return paddle.sqrt(x.astype(paddle.float64)).astype(paddle.float32)
        return _sqrt(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


tan = _floating_only(paddle.tan, "tan")
tanh = _floating_only(paddle.tanh, "tanh")
#: the integer dtypes outside dtypes() that clip still computes with, in int32
_NARROW = frozenset((paddle.int8, paddle.int16, paddle.uint8))

# ---------------------------------------------------------------------------- binary


def _not_equal(x1: Any, x2: Any) -> Any:
    return paddle.logical_not(exact_equal(x1, x2))


def _atan2(x1: Any, x2: Any) -> Any:
    return paddle.atan2(floating(x1), floating(x2))  # no bool/int8/uint8 kernels


def _copysign(x1: Any, x2: Any) -> Any:
    return paddle.copysign(floating(x1), floating(x2))  # Paddle keeps integers integers


def _logaddexp(x1: Any, x2: Any) -> Any:
    x1, x2 = floating(x1), floating(x2)
    out = paddle.logaddexp(x1, x2)
    if x1.dtype not in _REAL_FLOATING:
        return out
    # Paddle's is NaN for two equal infinities (inf - inf inside): the infinity itself
    same_infinity = paddle.logical_and(paddle.isinf(x1), exact_equal(x1, x2))
    return paddle.where(same_infinity, paddle.broadcast_to(x1, out.shape), out)


def _hypot(x1: Any, x2: Any) -> Any:
    # Paddle's is sqrt(x1**2 + x2**2): it overflows (hypot(1.3e154, 0) in float64), flushes
    # tiny inputs to 0 and gives NaN for hypot(inf, NaN); scaled by the larger magnitude
    x1, x2 = floating(x1), floating(x2)
    a, b = paddle.abs(x1), paddle.abs(x2)
    large, small = paddle.maximum(a, b), paddle.minimum(a, b)
    zero = paddle.zeros_like(large)
    positive = large > zero
    ratio = paddle.where(positive, small / paddle.where(positive, large, zero + 1), zero)
    out = paddle.where(positive, large * paddle.sqrt(1 + ratio * ratio), zero)
    # Paddle's maximum(0, NaN) is 0: NaN is put back (a + b is NaN there), then inf wins
    out = paddle.where(paddle.logical_or(paddle.isnan(a), paddle.isnan(b)), a + b, out)
    infinite = paddle.logical_or(paddle.isinf(a), paddle.isinf(b))
    return paddle.where(infinite, paddle.full_like(out, math.inf), out)


def _pow(x1: Any, x2: Any) -> Any:
    if x1.dtype not in _INTEGRAL:
        return paddle.pow(x1, x2)
    # Paddle's integer pow goes through floating point and saturates (74 ** 5 in int32 is
    # -2**31 there): square and multiply instead, wrapping as integer arithmetic does
    shape = paddle.broadcast_shape(list(x1.shape), list(x2.shape))
    base = paddle.broadcast_to(x1, shape)
    exponent = paddle.broadcast_to(x2, shape)
    out = paddle.ones(shape, dtype=x1.dtype)
    zero = paddle.zeros([], dtype=x2.dtype)
    one = paddle.ones([], dtype=x2.dtype)
    while bool(paddle.any(exponent > 0)):
        odd = paddle.equal(paddle.bitwise_and(exponent, one), one)
        out = paddle.where(paddle.logical_and(odd, exponent > 0), out * base, out)
        base = base * base
        exponent = paddle.bitwise_right_shift(exponent, one)
    # a negative exponent: 0 (NumPy raises; the standard leaves it unspecified)
    return paddle.where(paddle.broadcast_to(x2, shape) < zero, paddle.zeros_like(out), out)


# "Promote, then Paddle's function", from the one factory (_common/_binary.py). The
# arithmetic and comparison functions are Python's operator on two tensors: the same kernel
# as paddle.add & co. without their Python layers (a decorator and a mode test: 1.9 us where
# paddle.add takes 2.6 at 8x8), the same result for every dtype pair
# (tests/test_paddle_fast_paths.py). Paddle's bitwise operators are slower than its
# functions (Python methods over them), so those stay the functions.

add = binary("add", operator.add, promote, module=__name__)
atan2 = binary("atan2", _atan2, promote, module=__name__)
bitwise_and = binary("bitwise_and", paddle.bitwise_and, promote, module=__name__)
bitwise_left_shift = binary(
    "bitwise_left_shift", paddle.bitwise_left_shift, promote, module=__name__
)
bitwise_or = binary("bitwise_or", paddle.bitwise_or, promote, module=__name__)
bitwise_right_shift = binary(
    "bitwise_right_shift", paddle.bitwise_right_shift, promote, module=__name__
)
bitwise_xor = binary("bitwise_xor", paddle.bitwise_xor, promote, module=__name__)
copysign = binary("copysign", _copysign, promote, module=__name__)
divide = binary("divide", operator.truediv, promote, module=__name__)
equal = binary("equal", exact_equal, promote, module=__name__)
greater = binary("greater", operator.gt, promote, module=__name__)
greater_equal = binary("greater_equal", operator.ge, promote, module=__name__)
hypot = binary("hypot", _hypot, promote, module=__name__)
less = binary("less", operator.lt, promote, module=__name__)
less_equal = binary("less_equal", operator.le, promote, module=__name__)
logaddexp = binary("logaddexp", _logaddexp, promote, module=__name__)
logical_and = binary("logical_and", paddle.logical_and, promote, module=__name__)
logical_or = binary("logical_or", paddle.logical_or, promote, module=__name__)
logical_xor = binary("logical_xor", paddle.logical_xor, promote, module=__name__)
maximum = binary("maximum", paddle.maximum, promote, module=__name__)
minimum = binary("minimum", paddle.minimum, promote, module=__name__)
multiply = binary("multiply", operator.mul, promote, module=__name__)
not_equal = binary("not_equal", _not_equal, promote, module=__name__)
pow = binary("pow", _pow, promote, module=__name__)
subtract = binary("subtract", operator.sub, promote, module=__name__)


def floor_divide(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        if x1.dtype not in _REAL_FLOATING:
            return paddle.floor_divide(x1, x2)
        # Paddle (like Python) gives NaN for inf // finite and -1 for finite // inf of the
        # other sign; the standard gives the signed infinity and -0. fmin(q, x1 / x2) is q
        # wherever q is a number and the quotient where q is NaN; adding x2 - x2 (NaN for
        # an infinite x2) makes q NaN where x2 is infinite, so the quotient wins there too.
        q = paddle.floor_divide(x1, x2) + (x2 - x2)
        return paddle.fmin(q, paddle.divide(x1, x2))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def remainder(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        if x1.dtype not in _REAL_FLOATING:
            return paddle.remainder(x1, x2)
        return paddle.copysign(paddle.remainder(x1, x2), x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def nextafter(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = promote(x1, x2, NO_SCALARS)
        return paddle.nextafter(floating(x1), floating(x2))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---------------------------------------------------------------------------- unary


def negative(x: Any, /) -> Any:
    try:
        dtype = x.dtype
        if id(dtype) in REAL_FLOATING_IDS:
            # Paddle's neg of 0.0 is 0.0, not -0.0; x * -1 + (-0.0) keeps each zero's sign
            # flipped, in one kernel (a -1 tensor cost a paddle.full per call: 14x neg)
            return paddle.scale(x, -1.0, bias=-0.0)
        if is_floating(dtype):  # complex
            return paddle.multiply(x, full_scalar(-1, dtype, x.place))
        return paddle.neg(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sign(x: Any, /) -> Any:
    try:
        dtype = x.dtype
        # by identity first (0.2 us where the frozenset's pybind hash takes 0.5), equality
        # for dtype objects that are not the singletons (to_static's)
        if id(dtype) in _REAL_IDS or dtype not in _COMPLEX_FLOATING:
            return paddle.sign(x)
        # z / |z|, with an infinite part as the limit (cproj's direction): Paddle's sgn
        # gives NaN there
        re, im = paddle.real(x), paddle.imag(x)
        infinite = paddle.logical_or(paddle.isinf(re), paddle.isinf(im))
        zero = paddle.zeros_like(re)
        re = paddle.where(infinite, paddle.where(paddle.isinf(re), paddle.sign(re), zero), re)
        im = paddle.where(infinite, paddle.where(paddle.isinf(im), paddle.sign(im), zero), im)
        return paddle.sign(paddle.complex(re, im))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def exp(x: Any, /) -> Any:
    try:
        if id(x.dtype) in REAL_FLOATING_IDS:
            return paddle.exp(x)
        if x.dtype not in _COMPLEX_FLOATING:
            return paddle.exp(floating(x))
        re, im = paddle.real(x), paddle.imag(x)
        magnitude = paddle.exp(re)
        zero_im = exact_equal(im, paddle.zeros_like(im))
        finite_im = paddle.isfinite(im)
        # exp(re) * (cos(im) + i sin(im)), where the product is a number
        out_re = magnitude * paddle.cos(im)
        out_im = magnitude * paddle.sin(im)
        # im == +-0: exp(re) + im j (keeps the zero's sign, and NaN or infinite re)
        out_re = paddle.where(zero_im, magnitude, out_re)
        out_im = paddle.where(zero_im, im, out_im)
        # re == -inf, im not finite: 0 + 0j; re == +inf, im not finite: inf + NaN j
        minus_inf = paddle.logical_and(paddle.isinf(re), re < 0)
        plus_inf = paddle.logical_and(paddle.isinf(re), re > 0)
        zero = paddle.zeros_like(re)
        out_re = paddle.where(paddle.logical_and(minus_inf, ~finite_im), zero, out_re)
        out_im = paddle.where(paddle.logical_and(minus_inf, ~finite_im), zero, out_im)
        out_re = paddle.where(paddle.logical_and(plus_inf, ~finite_im), re, out_re)
        out_im = paddle.where(
            paddle.logical_and(plus_inf, ~finite_im), paddle.full_like(re, math.nan), out_im
        )
        # re == -inf, im finite: 0 * cos(im), 0 * sin(im) (already so); re finite and very
        # negative: exp(re) is 0, the products signed zeros (already so)
        return paddle.complex(out_re, out_im)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def real(x: Any, /) -> Any:
    # kernel first: Paddle's real/imag raise for every non-complex dtype (audited in
    # tests/test_paddle_fast_paths.py), so the dtype is read only after a refusal
    try:
        return paddle.real(x)
    except Exception:  # any refusal: the checked path explains it
        pass
    try:
        if x.dtype in _COMPLEX_FLOATING:
            return paddle.real(x)
        return x.clone()
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def imag(x: Any, /) -> Any:
    try:
        return paddle.imag(x)  # kernel first, as real
    except Exception:  # any refusal: the checked path explains it
        pass
    try:
        if x.dtype in _COMPLEX_FLOATING:
            return paddle.imag(x)
        return paddle.zeros_like(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _bound(x: Any, bound: Any, shape: list[int]) -> Any:
    """A bound as a tensor of ``x``'s dtype, broadcast to ``shape``."""
    if not isinstance(bound, _Tensor):
        bound = full_scalar(bound, x.dtype, x.place)
    elif bound.dtype is not x.dtype:
        bound = bound.astype(x.dtype)
    return paddle.broadcast_to(bound, shape)


_CLIP_KERNEL_IDS = frozenset((id(paddle.float32), id(paddle.float64)))
#: clip's element-wise bounds (NaN-propagating ones on Paddle 3.0, below)
_maximum, _minimum = paddle.maximum, paddle.minimum


def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
    try:
        if id(x.dtype) in _CLIP_KERNEL_IDS:
            # Paddle's own clip, one kernel, where it conforms: float32/float64 x (its CPU
            # kernels; float16 has none) and Python-number bounds in order (NaN fails the
            # test). A missing bound is an infinite one: Paddle's default max is float32's
            # largest finite number, which would clip +inf.
            low = -math.inf if min is None else min
            high = math.inf if max is None else max
            if is_native_bound(low) and is_native_bound(high) and low <= high:
                return paddle.clip(x, low, high)
        if min is None and max is None:
            return x.clone()
        info = _IINFO.get(x.dtype)
        if info is not None:
            # a bound beyond the dtype's range clips nothing there (and would not fit)
            if isinstance(min, int | float) and min <= info.min:
                min = None
            if isinstance(max, int | float) and max >= info.max:
                max = None
            if min is None and max is None:
                return x.clone()
        scalars = not isinstance(min, _Tensor) and not isinstance(max, _Tensor)
        if scalars and x.dtype in _REAL_FLOATING:
            nan_bound = builtins.any(
                type(b) is float and math.isnan(b) for b in (min, max) if b is not None
            )
            if nan_bound:
                return paddle.full_like(x, math.nan)
        if x.dtype in _NARROW:  # no maximum/minimum kernels: in int32, exactly
            narrow_bound = [
                b.astype(paddle.int32) if isinstance(b, _Tensor) else b for b in (min, max)
            ]
            return clip(x.astype(paddle.int32), *narrow_bound).astype(x.dtype)
        # the result has the broadcast shape of x and the array bounds
        shape = list(x.shape)
        for bound in (min, max):
            if isinstance(bound, _Tensor):
                shape = paddle.broadcast_shape(shape, list(bound.shape))
        out = paddle.broadcast_to(x, shape) if shape != list(x.shape) else x
        if min is not None:
            out = _maximum(out, _bound(x, min, shape))
        if max is not None:
            out = _minimum(out, _bound(x, max, shape))
        return out.clone() if out is x else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---------------------------------------------------------------------------- Paddle < 3.3
# Decided once, here; Paddle 3.3's functions above stay as they are.

if not DTYPE_SINGLETONS:  # x.dtype is a new object at each read (_data_types)

    def sqrt(x: Any, /) -> Any:
        try:
            if x.dtype == paddle.float32:  # through float64, as above
                return paddle.sqrt(x.astype(paddle.float64)).astype(paddle.float32)
            return _sqrt(x)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


#: Paddle 3.0's ceil and floor of an integer give float32, and it has no integer round
#: kernel: an integer is its own rounding
def _rounds_integers() -> None:
    ones = paddle.ones([1], dtype=paddle.int32)
    for native in (paddle.ceil, paddle.floor, paddle.round, paddle.trunc):
        if native(ones).dtype != paddle.int32:
            raise TypeError(f"{native.__name__} of int32 is not int32")


if not works(_rounds_integers):

    def _integers_as_they_are(native: Any, name: str) -> Any:
        def function(x: Any, /) -> Any:
            try:
                if x.dtype in _INTEGRAL:
                    return x.clone()
                return native(x)
            except _RAW_ERRORS as error:
                raise _refusal(error) from error

        function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
        function.__name__ = function.__qualname__ = name
        function.__module__ = __name__
        function.__doc__ = f"``paddle.{name}``; an integer as it is."
        return function

    ceil = _integers_as_they_are(paddle.ceil, "ceil")
    floor = _integers_as_they_are(paddle.floor, "floor")
    round = _integers_as_they_are(paddle.round, "round")
    trunc = _integers_as_they_are(paddle.trunc, "trunc")

#: Paddle 3.0's maximum and minimum take the number where one operand is NaN (fmax's rule);
#: the standard propagates NaN
_NAN = paddle.to_tensor([math.nan])
if not bool(paddle.isnan(paddle.maximum(_NAN, paddle.zeros([1])))):

    def _nan_propagating(native: Any) -> Any:
        def propagate(x1: Any, x2: Any) -> Any:
            out = native(x1, x2)
            if x1.dtype not in _REAL_FLOATING:
                return out
            nan = paddle.logical_or(paddle.isnan(x1), paddle.isnan(x2))
            return paddle.where(nan, x1 + x2, out)  # x1 + x2: NaN there

        return propagate

    _maximum = _nan_propagating(paddle.maximum)
    _minimum = _nan_propagating(paddle.minimum)
    maximum = binary("maximum", _maximum, promote, module=__name__)
    minimum = binary("minimum", _minimum, promote, module=__name__)
del _NAN

#: Paddle 3.0's round takes halves away from zero; the standard's, to the even neighbour
if float(paddle.round(paddle.to_tensor(2.5))) != 2.0:
    _round_half_away = round

    def round(x: Any, /) -> Any:
        try:
            out = _round_half_away(x)
            if x.dtype not in _REAL_FLOATING:
                return out
            # a tie taken to an odd number goes one back toward x: out - 2 * (out - x)
            excess = out - x
            tie = paddle.equal(paddle.abs(excess), paddle.full_like(excess, 0.5))
            odd = paddle.not_equal(
                paddle.remainder(out, paddle.full_like(out, 2.0)), paddle.zeros_like(out)
            )
            even = paddle.copysign(out - 2 * excess, x)  # -0.5 to -0.0
            return paddle.where(paddle.logical_and(tie, odd), even, out)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
