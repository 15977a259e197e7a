"""Element-wise functions.

Most are ``jax.numpy``'s own (``xp.sin is jax.numpy.sin``). Wrapped, where ``jax.numpy`` misses
the standard's special cases: ``acos``, ``acosh``, ``asin``, ``asinh``, ``atanh``, ``cosh``,
``exp``, ``expm1``, ``floor_divide``, ``log``, ``log1p``, ``remainder``, ``sign``, ``sinh``,
``sqrt``, ``tanh``.

Each wrapper decides on the dtype in Python (static under ``jax.jit``): real input of the
unary functions goes straight to ``jax.numpy``'s function. Complex input goes to a private
``jax.jit``-compiled helper that computes the native result and patches only the inputs with
an infinite or NaN component (or a zero, for ``sign``) through ``jnp.where``: no Python control
flow on values, so everything traces under ``jit``/``grad``/``vmap``, and an eager call is one
compiled dispatch (as ``jax.numpy``'s own functions are) rather than one per patching op.
``sign`` of real floating input, ``floor_divide`` and ``remainder`` go through such a helper too.

JAX's complex kernels follow the textbook formulas, which turn ``inf * 0`` or ``inf - inf``
into NaN where C99 Annex G (the standard's tables) keeps a signed infinity, zero or ``pi/2``:

- ``acos``, ``acosh`` (``a = +-0``, ``b = NaN``): ``pi/2 + NaN j`` and ``NaN + pi/2 j``.
- ``asinh`` (``a = NaN``, ``b = +-0``): ``NaN +- 0j``.
- ``atanh`` (a NaN component): JAX gives ``NaN +- pi/2 j``; ``+-0 + NaN j`` for a zero or
  infinite real part, else ``NaN + NaN j``.
- ``cosh``, ``sinh``, ``tanh`` (``a = +-0`` or ``+-inf``, ``b`` not finite): JAX gives
  ``NaN + NaN j``.
- ``exp``, ``expm1`` (``a = +-inf``, ``b`` not finite): ``0 + 0j`` / ``-1 + 0j`` for
  ``-inf``, ``inf + NaN j`` for ``+inf``.
- ``log``, ``log1p`` (one part infinite, the other NaN): ``+inf + NaN j``.
- ``sqrt`` (``b = +-inf``: ``+inf +- inf j`` whatever ``a``; ``a = +-inf``, ``b = NaN``).
- ``sign``: ``sign(-0.0)`` is ``-0.0`` in JAX and ``sign(0j)`` keeps the zero's signs; the
  standard says ``0`` and ``0 + 0j``. Complex input with an infinite part gives the limit
  (``sign(inf + 1j)`` is ``1 + 0j``) where JAX's ``x / abs(x)`` gives NaN.
- ``floor_divide`` (real floating): JAX's CPython-style ``divmod`` gives NaN for
  ``inf // finite``, ``-1`` for ``1 // -inf`` and ``+0`` for ``-0.0 // 5``; the standard wants
  the true quotient's sign with ``inf`` or ``0`` (the NumPy namespace takes the same
  ``x1 / x2`` there, numpy/numpy#23860). JAX before 0.10.2 also gives NaN for
  ``finite // +-0`` (jax-ml/jax#37752, fixed by jax-ml/jax#38017): the quotient there too.
- ``remainder`` (real floating): a zero result takes ``x2``'s sign (JAX keeps ``x1``'s:
  ``-0.0 % 5`` is ``-0.0``); every other result already has it.

- ``acos``, ``acosh``, ``asin``, ``asinh``, ``sqrt``: JAX ignores the sign of a zero on the
  branch cuts (``sqrt(-4 - 0j)`` is ``+2j``, ``acos(2 - 0j)`` has a negative imaginary part);
  the standard's cuts follow C99, where ``f(conj(z))`` is ``conj(f(z))``. The part whose sign
  is known (``Im sqrt(z)`` has the sign of ``Im z``, ...) takes it by ``copysign``.

Not patched (no value of the standard at stake): the sign of a zero part off the branch cuts
(``exp(1.5 - 0j)`` is ``4.48 + 0j`` where C99 gives ``- 0j``), and ``atan``, ``cos``, ``sin``,
``tan`` at infinities and NaNs, which the standard defines only through their hyperbolic twins.
"""

from __future__ import annotations

import math
from typing import Any

import jax
import jax.numpy as jnp
from jax.numpy import (
    abs,
    add,
    atan,
    atan2,
    bitwise_and,
    bitwise_invert,
    bitwise_left_shift,
    bitwise_or,
    bitwise_right_shift,
    bitwise_xor,
    ceil,
    clip,
    conj,
    copysign,
    cos,
    divide,
    equal,
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
    reciprocal,
    round,
    signbit,
    sin,
    square,
    subtract,
    tan,
    trunc,
)

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release

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

_NAN = math.nan
_INF = math.inf
_HALF_PI = math.pi / 2

# jnp.floor_divide(5.0, 0.0) is NaN before jax-ml/jax#38017 (the first release measured with
# it is 0.10.2; 0.4.35 has the NaN): read at trace time only, it costs the newest nothing
_ZERO_DIVISOR_GIVES_NAN = release(jax.__version__) < (0, 10, 2)


def _dtype(x: Any) -> Any:
    dtype = getattr(x, "dtype", None)  # arrays and tracers: a NumPy dtype, no call into JAX
    return jnp.result_type(x) if dtype is None else dtype


def _is_complex(x: Any) -> bool:
    return _dtype(x).kind == "c"  # type: ignore[no-any-return]


def _parts(x: jax.Array) -> tuple[jax.Array, jax.Array]:
    return jnp.real(x), jnp.imag(x)


def _complex(real: Any, imag: Any, like: jax.Array) -> jax.Array:
    """A complex array of ``like``'s dtype from real and imaginary parts (arrays or floats)."""
    dtype = jnp.real(like).dtype
    re, im = jnp.broadcast_arrays(jnp.asarray(real, dtype), jnp.asarray(imag, dtype))
    return jax.lax.complex(re, im)


def _signed(out: jax.Array, real_like: Any = None, imag_like: Any = None) -> jax.Array:
    """``out`` with the real and/or imaginary part taking the sign of ``real_like``/``imag_like``.

    JAX's inverse functions ignore the sign of a zero on their branch cuts (``sqrt(-4 - 0j)``
    is ``+2j``); C99 and the standard take it into account (``-2j``). Where the result's part
    has a known sign, copysign restores it: a no-op everywhere off the cuts.
    """
    re, im = _parts(out)
    if real_like is not None:
        re = jnp.copysign(re, real_like)
    if imag_like is not None:
        im = jnp.copysign(im, imag_like)
    return jax.lax.complex(re, im)


def _inf_and_nan(x: jax.Array) -> jax.Array:
    a, b = _parts(x)
    return (jnp.isinf(a) & jnp.isnan(b)) | (jnp.isnan(a) & jnp.isinf(b))


# ---- where jax.numpy differs, in the standard's order -------------------------------------


def acos(x: jax.Array, /) -> jax.Array:
    try:
        return _acos_complex(x) if _is_complex(x) else jnp.acos(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _acos_complex(x: jax.Array) -> jax.Array:
    out = jnp.acos(x)
    a, b = _parts(x)
    out = _signed(out, imag_like=-b)  # Im(acos z) has the sign opposite to Im z
    return jnp.where((a == 0) & jnp.isnan(b), _complex(_HALF_PI, _NAN, x), out)


def acosh(x: jax.Array, /) -> jax.Array:
    try:
        return _acosh_complex(x) if _is_complex(x) else jnp.acosh(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _acosh_complex(x: jax.Array) -> jax.Array:
    out = jnp.acosh(x)
    a, b = _parts(x)
    out = _signed(out, imag_like=b)  # Im(acosh z) has the sign of Im z
    return jnp.where((a == 0) & jnp.isnan(b), _complex(_NAN, _HALF_PI, x), out)


def asin(x: jax.Array, /) -> jax.Array:
    try:
        return _asin_complex(x) if _is_complex(x) else jnp.asin(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _asin_complex(x: jax.Array) -> jax.Array:
    out = jnp.asin(x)
    a, b = _parts(x)
    return _signed(out, a, b)  # odd and conj-symmetric: each part has the sign of z's


def asinh(x: jax.Array, /) -> jax.Array:
    try:
        return _asinh_complex(x) if _is_complex(x) else jnp.asinh(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _asinh_complex(x: jax.Array) -> jax.Array:
    out = jnp.asinh(x)
    a, b = _parts(x)
    out = _signed(out, a, b)  # odd and conj-symmetric: each part has the sign of z's
    return jnp.where(jnp.isnan(a) & (b == 0), _complex(_NAN, b, x), out)


def atanh(x: jax.Array, /) -> jax.Array:
    try:
        return _atanh_complex(x) if _is_complex(x) else jnp.atanh(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _atanh_complex(x: jax.Array) -> jax.Array:
    out = jnp.atanh(x)
    a, b = _parts(x)
    # NaN in b, or NaN in a with b not infinite (NaN +- inf j is +-0 + pi/2 j; JAX has that)
    special = jnp.isnan(b) | (jnp.isnan(a) & ~jnp.isinf(b))
    # +-0 and +-inf real parts keep a signed zero: atanh(+-inf + NaN j) is +-0 + NaN j
    real = jnp.where((a == 0) | jnp.isinf(a), jnp.copysign(jnp.zeros_like(a), a), _NAN)
    return jnp.where(special, _complex(real, _NAN, x), out)


def cosh(x: jax.Array, /) -> jax.Array:
    try:
        return _cosh_complex(x) if _is_complex(x) else jnp.cosh(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _cosh_complex(x: jax.Array) -> jax.Array:
    out = jnp.cosh(x)
    a, b = _parts(x)
    is_zero = a == 0
    special = (is_zero | jnp.isinf(a)) & ~jnp.isfinite(b)
    # cosh(+-0 + inf j) is NaN + 0j; cosh(+-inf + inf j) is inf + NaN j (NaN for inf j alike)
    fixed = _complex(jnp.where(is_zero, _NAN, _INF), jnp.where(is_zero, 0.0, _NAN), x)
    return jnp.where(special, fixed, out)


def exp(x: jax.Array, /) -> jax.Array:
    try:
        return _exp_complex(x) if _is_complex(x) else jnp.exp(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _exp_complex(x: jax.Array) -> jax.Array:
    out = jnp.exp(x)
    a, b = _parts(x)
    positive = a > 0
    fixed = _complex(jnp.where(positive, _INF, 0.0), jnp.where(positive, _NAN, 0.0), x)
    return jnp.where(jnp.isinf(a) & ~jnp.isfinite(b), fixed, out)


def expm1(x: jax.Array, /) -> jax.Array:
    try:
        return _expm1_complex(x) if _is_complex(x) else jnp.expm1(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _expm1_complex(x: jax.Array) -> jax.Array:
    out = jnp.expm1(x)
    a, b = _parts(x)
    positive = a > 0
    fixed = _complex(jnp.where(positive, _INF, -1.0), jnp.where(positive, _NAN, 0.0), x)
    return jnp.where(jnp.isinf(a) & ~jnp.isfinite(b), fixed, out)


def floor_divide(x1: Any, x2: Any, /) -> jax.Array:
    try:
        return _floor_divide(x1, x2)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _floor_divide(x1: Any, x2: Any) -> jax.Array:
    out = jnp.floor_divide(x1, x2)
    if not jnp.issubdtype(out.dtype, jnp.floating):  # the dtype is static while tracing
        return out
    quotient = jnp.divide(x1, x2).astype(out.dtype)
    # exactly one infinite operand: the true quotient's signed inf or zero; elsewhere the
    # result is floor(quotient) and has its sign, zeros included (-0.0 // 5 is -0.0)
    special = jnp.isinf(x1) ^ jnp.isinf(x2)
    if _ZERO_DIVISOR_GIVES_NAN:  # x / +-0 is +-inf (NaN for 0 / 0): the true quotient
        special = special | (x2 == 0)
    return jnp.where(special, quotient, jnp.copysign(out, quotient))


def log(x: jax.Array, /) -> jax.Array:
    try:
        return _log_complex(x) if _is_complex(x) else jnp.log(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _log_complex(x: jax.Array) -> jax.Array:
    out = jnp.log(x)
    return jnp.where(_inf_and_nan(x), _complex(_INF, _NAN, x), out)


def log1p(x: jax.Array, /) -> jax.Array:
    try:
        return _log1p_complex(x) if _is_complex(x) else jnp.log1p(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _log1p_complex(x: jax.Array) -> jax.Array:
    out = jnp.log1p(x)
    return jnp.where(_inf_and_nan(x), _complex(_INF, _NAN, x), out)


def remainder(x1: Any, x2: Any, /) -> jax.Array:
    try:
        return _remainder(x1, x2)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _remainder(x1: Any, x2: Any) -> jax.Array:
    out = jnp.remainder(x1, x2)
    if not jnp.issubdtype(out.dtype, jnp.floating):  # the dtype is static while tracing
        return out
    # every non-NaN result has x2's sign already but a zero, which keeps x1's in JAX
    return jnp.copysign(out, jnp.asarray(x2, out.dtype))


def sign(x: jax.Array, /) -> jax.Array:
    try:
        if _is_complex(x):
            return _sign_complex(x)  # type: ignore[no-any-return]
        if jnp.issubdtype(_dtype(x), jnp.floating):
            return _sign_real(x)  # type: ignore[no-any-return]
        return jnp.sign(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _sign_real(x: jax.Array) -> jax.Array:
    # both signed zeros give +0 (JAX: sign(-0.0) is -0.0)
    return jnp.where(x == 0, jnp.zeros_like(x), jnp.sign(x))


@jax.jit
def _sign_complex(x: jax.Array) -> jax.Array:
    out = jnp.sign(x)
    a, b = _parts(x)
    a_inf, b_inf = jnp.isinf(a), jnp.isinf(b)
    # the limit of x / |x| along the infinite parts: (+-1, 0), (0, +-1), (+-1, +-1) / sqrt(2)
    scale = jnp.where(a_inf & b_inf, math.sqrt(0.5), 1.0)
    direction = _complex(
        jnp.where(a_inf, jnp.sign(a) * scale, 0.0),
        jnp.where(b_inf, jnp.sign(b) * scale, 0.0),
        x,
    )
    out = jnp.where((a_inf | b_inf) & ~(jnp.isnan(a) | jnp.isnan(b)), direction, out)
    # a zero of either sign in either part gives 0 + 0j
    return jnp.where(x == 0, jnp.zeros_like(out), out)


def sinh(x: jax.Array, /) -> jax.Array:
    try:
        return _sinh_complex(x) if _is_complex(x) else jnp.sinh(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _sinh_complex(x: jax.Array) -> jax.Array:
    out = jnp.sinh(x)
    a, b = _parts(x)
    # sinh(+-0 + inf j) is +-0 + NaN j, sinh(+-inf + inf j) is +-inf + NaN j (NaN for inf j alike)
    special = ((a == 0) | jnp.isinf(a)) & ~jnp.isfinite(b)
    return jnp.where(special, _complex(a, _NAN, x), out)


def sqrt(x: jax.Array, /) -> jax.Array:
    try:
        return _sqrt_complex(x) if _is_complex(x) else jnp.sqrt(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _sqrt_complex(x: jax.Array) -> jax.Array:
    out = jnp.sqrt(x)
    a, b = _parts(x)
    out = _signed(out, imag_like=b)  # the right half-plane; Im(sqrt z) has the sign of Im z
    b_inf = jnp.isinf(b)
    # sqrt(any + inf j) is inf + inf j; sqrt(+inf + NaN j) is inf + NaN j, sqrt(-inf + NaN j)
    # is NaN + inf j
    nan_b = jnp.isnan(b)
    real = jnp.where(b_inf | (a > 0), _INF, _NAN)
    imag = jnp.where(b_inf, b, jnp.where(a > 0, _NAN, _INF))
    special = b_inf | (jnp.isinf(a) & nan_b)
    return jnp.where(special, _complex(real, imag, x), out)


def tanh(x: jax.Array, /) -> jax.Array:
    try:
        return _tanh_complex(x) if _is_complex(x) else jnp.tanh(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


@jax.jit
def _tanh_complex(x: jax.Array) -> jax.Array:
    out = jnp.tanh(x)
    a, b = _parts(x)
    # tanh(+-0 + inf j) is +-0 + NaN j (NaN for inf j alike); JAX has the a = +-inf cases
    return jnp.where((a == 0) & ~jnp.isfinite(b), _complex(a, _NAN, x), out)
