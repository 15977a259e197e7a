"""Element-wise functions.

Aliased (MLX's function already conforms, integer input of the floating-point-only functions
included, which MLX computes in float32): the unary functions but four, ``logical_not``
and ``bitwise_invert``. Wrapped: ``exp`` of float32 (MLX's loses digits as ``|x|`` grows:
3.9e-6 relative error near 87, where a float32 has 6e-8; ours reduces the argument in two
parts first, 1e-7), ``expm1`` (MLX has no complex kernel: NumPy's, on the
host), ``sign`` (MLX's ``sign(NaN)`` is 0 and its sign of a complex zero ``-0j``), ``sin``
(MLX's ``sin(-0.0)`` is ``+0.0``).

The binary functions come from the one factory (``_common/_binary.py``): MLX promotes as the
standard does, so its fast path (operands of equal dtypes) calls MLX's function straight
away, and the slow path only refuses operands that are neither an mlx.core.array nor a
Python scalar (MLX would take a NumPy array or a list). Beyond that, wrapped:

- ``bitwise_left_shift``/``bitwise_right_shift``: MLX's shifts wrap the shift count
  (``1 << 33`` is 2 in int32); a count of at least the bit width gives 0 (-1 for a negative
  ``x1`` shifted right), as the standard says;
- ``remainder``: a zero result takes ``x2``'s sign (MLX's keeps ``x1``'s);
- ``copysign``, ``hypot``, ``nextafter``, ``signbit``: MLX has none; they are computed
  from MLX operations (``nextafter`` and ``signbit`` through the bits of the float);
- ``clip``: the standard's ``min``/``max`` keywords, either omitted, Python int bounds beyond
  the dtype's range;
- ``floor_divide`` of floats: MLX floors the rounded quotient (``1.0 // 0.1`` is 10.0, the
  exact quotient 9.99...) and misses the standard's infinite cases; NumPy's divmod-based
  kernel (``_common/_numpy_kernels.py``) computes it on the host.
"""

from __future__ import annotations

import math
from typing import Any

import mlx.core as mx

from arraydispatch._common import _numpy_kernels
from arraydispatch._common._binary import NO_SCALARS, binary
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._host_data import is_native_bound
from arraydispatch.backends.mlx._data_types import (
    _COMPLEX_FLOATING,
    _FLOATING,
    _INTEGRAL,
    _REAL_FLOATING,
    _UNSIGNED,
    floating,
    from_host,
    promote,
    to_host,
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

# ---------------------------------------------------------------------------- unary, aliased

abs = mx.abs
acos = mx.arccos
acosh = mx.arccosh
asin = mx.arcsin
asinh = mx.arcsinh
atan = mx.arctan
atanh = mx.arctanh
bitwise_invert = mx.bitwise_invert
ceil = mx.ceil
conj = mx.conj
cosh = mx.cosh
floor = mx.floor
imag = mx.imag
isfinite = mx.isfinite
isinf = mx.isinf
isnan = mx.isnan
log = mx.log
log1p = mx.log1p
log2 = mx.log2
log10 = mx.log10
logical_not = mx.logical_not
negative = mx.negative
real = mx.real
reciprocal = mx.reciprocal
round = mx.round
sinh = mx.sinh
sqrt = mx.sqrt
square = mx.square
tan = mx.tan
tanh = mx.tanh

# ---------------------------------------------------------------------------- unary, by release
# MLX before 0.32 has neither positive nor trunc: each is built from MLX
# operations there, decided once here. A feature probe, hasattr, cannot raise.

if hasattr(mx, "positive"):
    positive = mx.positive
else:

    def positive(x: Any, /) -> Any:  # type: ignore[misc]
        if not isinstance(x, mx.array):  # MLX's own refuses anything but an array
            raise TypeError(f"positive(): x must be an mlx.core.array, not {type(x).__name__}.")
        return mx.array(x)  # a copy, as MLX's positive gives


if hasattr(mx, "trunc"):
    trunc = mx.trunc
else:

    def trunc(x: Any, /) -> Any:  # type: ignore[misc]
        try:
            dtype = x.dtype
            if dtype in _REAL_FLOATING:
                # towards zero; -0.0 is not < 0, so floor keeps its sign, and NaN stays NaN
                return mx.where(mx.less(x, 0), mx.ceil(x), mx.floor(x))
            if dtype in _COMPLEX_FLOATING:
                raise TypeError(f"trunc(): x must be real, not {dtype}.")
            return mx.array(x)  # integers and bool are their own truncation
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


# ---------------------------------------------------------------------------- unary, fixed


_LOG2E = 1.4426950408889634
#: ln 2 in two parts: the high one has 16 significant bits, so that n * _LN2_HIGH is exact
_LN2_HIGH, _LN2_LOW = 0.693145751953125, 1.428606765330187e-06


def _power_of_two(n: Any) -> Any:
    """2.0 ** n in float32, exactly, for int32 n in [-126, 127] (from the exponent bits)."""
    return mx.left_shift(n + 127, 23).view(mx.float32)


def _exp32(x: Any) -> Any:
    # x = n ln2 + r with |r| <= ln2 / 2 (Cody and Waite's reduction, in two parts), then
    # exp(x) = 2**n exp(r): MLX's exp is accurate there (1e-7), the scaling exact
    n = mx.round(x * _LOG2E)
    r = (x - n * _LN2_HIGH) - n * _LN2_LOW
    k = mx.clip(n.astype(mx.int32), -252, 254)
    half = mx.right_shift(k, 1)
    out = mx.exp(r) * _power_of_two(half) * _power_of_two(k - half)
    out = mx.where(x > 88.72284, mx.array(float("inf"), mx.float32), out)
    out = mx.where(x < -104.0, mx.array(0.0, mx.float32), out)
    return mx.where(mx.isnan(x), x, out)


def exp(x: Any, /) -> Any:
    try:
        if x.dtype == mx.float32:
            return _exp32(x)
        return mx.exp(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expm1(x: Any, /) -> Any:
    try:
        if x.dtype in _COMPLEX_FLOATING:
            # MLX has no complex expm1 ("Not supported for complex64"): NumPy's, with the
            # standard's infinities (_common/_numpy_kernels.py), on the host
            return from_host(_numpy_kernels.expm1(to_host(x)), x.dtype)
        return mx.expm1(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sign(x: Any, /) -> Any:
    try:
        out = mx.sign(x)
        if x.dtype in _COMPLEX_FLOATING:
            # MLX's sign of a complex zero is -0j; the standard's is 0 + 0j
            return mx.where(x == 0, mx.zeros((), dtype=x.dtype), out)
        if x.dtype in _REAL_FLOATING:
            return mx.where(mx.isnan(x), x, out)  # MLX's sign(NaN) is 0
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# MLX 0.25's float32 cos and sin are infinite from |x| ~ 1e10 on (cos(1e10) is inf; 0.873 is
# right): x is reduced modulo 2 pi exactly there first (its float64 computes in float32
# precision, so in 64-bit fixed point). A float32 x of |x| >= 2**24 is m * 2**k, m < 2**24
# an integer and k in 1..104, and x / 2 pi mod 1 is m * frac(2**k / 2 pi) mod 1: the
# fraction, to 64 bits, comes from a table made at import with 100 digits of pi, and the
# product modulo 2**64 is exact in uint64 (in two 32-bit halves). cos and sin are then
# within 2e-6 of NumPy's (1.4e-6 measured over float32's whole range).


def _cos_is_finite() -> bool:
    value: Any = mx.cos(mx.array(1e10, dtype=mx.float32)).item()
    return math.isclose(value, 0.8731196, abs_tol=1e-4)


if works(_cos_is_finite):
    cos = mx.cos
    _mlx_sin = mx.sin
else:
    import decimal

    _PI = decimal.Decimal(
        "3.1415926535897932384626433832795028841971693993751058209749445923078164062862089986"
        "280348253421170679"
    )

    def _turn_fractions() -> tuple[list[int], list[int]]:
        """frac(2**k / 2 pi) * 2**64 for k in 0..104, as its high and low 32 bits."""
        high, low = [], []
        with decimal.localcontext() as context:
            context.prec = 100
            for k in range(105):
                fraction = int(((decimal.Decimal(2) ** k / (2 * _PI)) % 1) * 2**64)
                high.append(fraction >> 32)
                low.append(fraction & 0xFFFFFFFF)
        return high, low

    _HIGH, _LOW = _turn_fractions()

    def _reduced(x: Any) -> Any:
        """float32 ``x`` modulo 2 pi (to 3e-7) where ``|x| >= 2**24``, else ``x``."""
        bits = x.view(mx.int32)
        exponent = mx.bitwise_and(mx.right_shift(bits, 23), 0xFF)
        k = exponent - 150  # x = m * 2**k
        large = mx.logical_and(k > 0, exponent < 255)  # not inf or NaN
        m = mx.bitwise_or(mx.bitwise_and(bits, 0x7FFFFF), 0x800000).astype(mx.uint64)
        index = mx.clip(k, 0, 104)
        high = mx.take(mx.array(_HIGH, dtype=mx.uint64), index)
        low = mx.take(mx.array(_LOW, dtype=mx.uint64), index)
        # m * (high * 2**32 + low) modulo 2**64: the turns' fraction, in 64-bit fixed point
        turns = mx.left_shift(mx.bitwise_and(m * high, 0xFFFFFFFF), 32) + m * low
        angle = mx.right_shift(turns, 32).astype(mx.float32) * (2 * math.pi / 2**32)
        return mx.where(large, mx.where(x < 0, -angle, angle), x)

    def _mlx_sin(x: Any, /) -> Any:  # type: ignore[misc]
        return mx.sin(_reduced(x) if x.dtype == mx.float32 else x)

    def cos(x: Any, /) -> Any:  # type: ignore[misc]
        try:
            return mx.cos(_reduced(x) if x.dtype == mx.float32 else x)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


def sin(x: Any, /) -> Any:
    try:
        out = _mlx_sin(x)
        if x.dtype in _REAL_FLOATING:
            return mx.where(x == 0, x, out)  # MLX's sin(-0.0) is +0.0
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---------------------------------------------------------------------------- binary, aliased


def _binary(name: str, native: Any) -> Any:
    return binary(name, native, promote, keep=NO_SCALARS, module=__name__)


# MLX before 0.32 has no logical_xor and no result_type, and before 0.32.4 its arctan2 takes
# no Python scalar:
# built from MLX operations there (the truth of x1 differs from that of x2; the dtype MLX's
# own promotion gives, read off a lazy sum that is never evaluated; the scalar as an array)
if hasattr(mx, "logical_xor"):
    _logical_xor = mx.logical_xor
else:

    def _logical_xor(x1: Any, x2: Any, /) -> Any:  # type: ignore[misc]
        return mx.not_equal(mx.logical_not(x1), mx.logical_not(x2))


# (MLX's arctan2 before 0.32.4 takes arrays only: a TypeError from its argument check)
if works(lambda: isinstance(mx.arctan2(mx.array(1.0), 1.0), mx.array)):
    _arctan2 = mx.arctan2
else:

    def _arctan2(x1: Any, x2: Any, /) -> Any:  # type: ignore[misc]
        # a scalar operand becomes an array of the other's floating-point dtype (the
        # standard's rule for a Python scalar; float32 beside an integer array, as MLX's
        # promotion of an integer and a float32 array gives)
        if not isinstance(x1, mx.array):
            x1 = mx.array(x1, dtype=x2.dtype if x2.dtype in _FLOATING else mx.float32)
        elif not isinstance(x2, mx.array):
            x2 = mx.array(x2, dtype=x1.dtype if x1.dtype in _FLOATING else mx.float32)
        return mx.arctan2(x1, x2)


if hasattr(mx, "result_type"):
    _mlx_result_type = mx.result_type
else:

    def _mlx_result_type(x1: Any, x2: Any, /) -> Any:  # type: ignore[misc]
        return mx.add(mx.zeros((), x1.dtype), mx.zeros((), x2.dtype)).dtype


add = _binary("add", mx.add)
atan2 = _binary("atan2", _arctan2)
bitwise_and = _binary("bitwise_and", mx.bitwise_and)
bitwise_or = _binary("bitwise_or", mx.bitwise_or)
bitwise_xor = _binary("bitwise_xor", mx.bitwise_xor)
divide = _binary("divide", mx.divide)
equal = _binary("equal", mx.equal)
greater = _binary("greater", mx.greater)
greater_equal = _binary("greater_equal", mx.greater_equal)
less = _binary("less", mx.less)
less_equal = _binary("less_equal", mx.less_equal)
logaddexp = _binary("logaddexp", mx.logaddexp)
logical_and = _binary("logical_and", mx.logical_and)
logical_or = _binary("logical_or", mx.logical_or)
logical_xor = _binary("logical_xor", _logical_xor)
maximum = _binary("maximum", mx.maximum)
minimum = _binary("minimum", mx.minimum)
multiply = _binary("multiply", mx.multiply)
not_equal = _binary("not_equal", mx.not_equal)
pow = _binary("pow", mx.power)
subtract = _binary("subtract", mx.subtract)

# ---------------------------------------------------------------------------- binary, fixed

#: float dtype -> (the integer dtype of its bits, its sign bit as that integer)
_BITS = {mx.float32: (mx.int32, -(2**31)), mx.float16: (mx.int16, -(2**15))}


def _signbit(x: Any) -> Any:
    bits = _BITS.get(x.dtype)
    if bits is None:
        if x.dtype in _INTEGRAL or x.dtype == mx.bool_:
            return mx.less(x, 0)
        x = x.astype(mx.float32)
        bits = _BITS[mx.float32]
    return mx.less(x.view(bits[0]), 0)


def signbit(x: Any, /) -> Any:
    try:
        return _signbit(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _as_arrays(x1: Any, x2: Any) -> tuple[Any, Any]:
    """Both operands as float arrays of one dtype (a scalar takes the array's)."""
    if not isinstance(x1, mx.array):
        x2 = floating(x2)
        return mx.array(x1, dtype=x2.dtype), x2
    x1 = floating(x1)
    if not isinstance(x2, mx.array):
        return x1, mx.array(x2, dtype=x1.dtype)
    x2 = floating(x2)
    if x1.dtype != x2.dtype:
        dtype = _mlx_result_type(x1, x2)
        return x1.astype(dtype), x2.astype(dtype)
    return x1, x2


def _copysign(x1: Any, x2: Any) -> Any:
    x1, x2 = _as_arrays(x1, x2)
    magnitude = mx.abs(x1)
    # -abs(x) flips the sign bit of NaN too, as copysign does
    return mx.where(_signbit(x2), mx.negative(magnitude), magnitude)


def _hypot(x1: Any, x2: Any) -> Any:
    x1, x2 = _as_arrays(x1, x2)
    a, b = mx.abs(x1), mx.abs(x2)
    big, small = mx.maximum(a, b), mx.minimum(a, b)
    # scaled, so that neither overflows nor underflows: big * sqrt(1 + (small / big)**2)
    ratio = mx.where(big == 0, mx.zeros_like(big), small / mx.where(big == 0, 1, big))
    out = big * mx.sqrt(1 + ratio * ratio)
    out = mx.where(mx.logical_or(mx.isnan(a), mx.isnan(b)), mx.array(float("nan"), out.dtype), out)
    return mx.where(mx.logical_or(mx.isinf(a), mx.isinf(b)), mx.array(float("inf"), out.dtype), out)


def _nextafter(x1: Any, x2: Any) -> Any:
    x1, x2 = _as_arrays(x1, x2)
    if x1.dtype != mx.float32:
        x1, x2 = x1.astype(mx.float32), x2.astype(mx.float32)
    bits = x1.view(mx.int32)
    up = _logical_xor(x2 > x1, bits < 0)  # away from zero in the bits' magnitude
    stepped = mx.where(up, bits + 1, bits - 1).view(mx.float32)
    # from a zero: the smallest subnormal, with x2's sign
    tiny = mx.array(1, mx.int32).view(mx.float32)
    from_zero = mx.where(_signbit(x2), mx.negative(tiny), tiny)
    out = mx.where(x1 == 0, from_zero, stepped)
    out = mx.where(x1 == x2, x2, out)
    nan = mx.logical_or(mx.isnan(x1), mx.isnan(x2))
    return mx.where(nan, mx.array(float("nan"), mx.float32), out)


def _remainder(x1: Any, x2: Any) -> Any:
    out = mx.remainder(x1, x2)
    if out.dtype in _INTEGRAL or out.dtype in _COMPLEX_FLOATING or out.dtype == mx.bool_:
        return out
    # a zero result takes the divisor's sign (MLX's takes the dividend's)
    divisor = x2 if isinstance(x2, mx.array) else mx.array(x2, dtype=out.dtype)
    zero = mx.where(_signbit(divisor), mx.array(-0.0, out.dtype), mx.array(0.0, out.dtype))
    return mx.where(out == 0, zero, out)


def _left_shift(x1: Any, x2: Any) -> Any:
    out = mx.left_shift(x1, x2)
    bits = 8 * out.dtype.size  # of the promoted dtype
    return mx.where(mx.greater_equal(x2, bits), mx.zeros_like(out), out)


def _right_shift(x1: Any, x2: Any) -> Any:
    out = mx.right_shift(x1, x2)
    bits = 8 * out.dtype.size
    if out.dtype in _UNSIGNED:
        beyond = mx.zeros_like(out)
    else:
        beyond = mx.where(mx.less(x1, 0), mx.full(out.shape, -1, out.dtype), mx.zeros_like(out))
    return mx.where(mx.greater_equal(x2, bits), beyond, out)


# MLX's floor_divide of integers before 0.32.3 truncates (-1 // 2 is 0): the quotient is corrected
# there, down by one where the remainder is nonzero and of the other sign than x2's
if works(lambda: mx.floor_divide(mx.array(-1), 2).item() == -1):
    _mlx_floor_divide = mx.floor_divide
else:

    def _mlx_floor_divide(x1: Any, x2: Any, /) -> Any:  # type: ignore[misc]
        out = mx.floor_divide(x1, x2)
        if out.dtype not in _INTEGRAL:
            return out
        rest = mx.subtract(x1, mx.multiply(out, x2))
        down = mx.logical_and(mx.not_equal(rest, 0), mx.not_equal(mx.less(rest, 0), mx.less(x2, 0)))
        return mx.where(down, out - 1, out)


def _floor_divide(x1: Any, x2: Any) -> Any:
    out = _mlx_floor_divide(x1, x2)
    if out.dtype not in _REAL_FLOATING:
        return out
    # MLX floors the rounded quotient (1.0 // 0.1 is 10.0; the exact quotient is 9.99...)
    # and misses the standard's infinite cases: NumPy's divmod-based kernel, on the host
    a = x1 if isinstance(x1, mx.array) else mx.array(x1, dtype=out.dtype)
    b = x2 if isinstance(x2, mx.array) else mx.array(x2, dtype=out.dtype)
    host = _numpy_kernels.floor_divide(to_host(a.astype(out.dtype)), to_host(b.astype(out.dtype)))
    return from_host(host, out.dtype)


bitwise_left_shift = _binary("bitwise_left_shift", _left_shift)
bitwise_right_shift = _binary("bitwise_right_shift", _right_shift)
copysign = _binary("copysign", _copysign)
floor_divide = _binary("floor_divide", _floor_divide)
hypot = _binary("hypot", _hypot)
nextafter = _binary("nextafter", _nextafter)
remainder = _binary("remainder", _remainder)

# ---------------------------------------------------------------------------- clip


def clip(
    x: Any,
    /,
    min: int | float | Any | None = None,
    max: int | float | Any | None = None,
) -> Any:
    try:
        dtype = x.dtype
        if dtype in _REAL_FLOATING:
            # MLX's own clip, one kernel, where it conforms: real floating-point x and
            # Python-number bounds in order (NaN fails the test), a missing one infinite
            low = -math.inf if min is None else min
            high = math.inf if max is None else max
            if is_native_bound(low) and is_native_bound(high) and low <= high:
                return mx.clip(x, low, high)
        if min is None and max is None:
            return mx.array(x)
        out = x
        integral = dtype in _INTEGRAL
        # x where it is inside the bounds (its own zero's sign), the bound where beyond it or
        # NaN (NaN bounds propagate, as in NumPy)
        if min is not None:
            low = _bound(min, x.dtype, integral)
            beyond = mx.less(out, low)
            out = mx.where(beyond if integral else mx.logical_or(beyond, mx.isnan(low)), low, out)
        if max is not None:
            high = _bound(max, x.dtype, integral)
            beyond = mx.greater(out, high)
            out = mx.where(beyond if integral else mx.logical_or(beyond, mx.isnan(high)), high, out)
        return out if out.dtype == x.dtype else out.astype(x.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _bound(value: Any, dtype: Any, integral: bool) -> Any:
    """A clip bound as an array of ``dtype``: a Python int beyond an integer dtype's range is
    that range's end (a cast would wrap it)."""
    if isinstance(value, mx.array):
        return value if value.dtype == dtype else value.astype(dtype)
    if integral and isinstance(value, int):
        info = mx.iinfo(dtype)
        value = info.min if value < info.min else info.max if value > info.max else value
    return mx.array(value, dtype=dtype)
