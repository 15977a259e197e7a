"""Element-wise functions.

Aliased (torch's function already conforms): the unary math functions, ``bitwise_invert``
(``torch.bitwise_not``), ``conj`` (``torch.conj_physical``: ``torch.conj`` only sets a lazy
conjugation bit that DLPack export rejects), ``real`` and the predicates.

Wrapped:

- the binary functions, for promotion: torch lets a tensor of higher rank decide the dtype
  against a 0-D tensor of the same kind (``float32[3] + float64[]`` -> float32; the standard
  says float64), and several of them refuse a Python scalar operand. They come from the one
  factory (``_common/_binary.py``): the fast path is one dtype identity test; only mixed
  dtypes or scalars take ``promote``. ``hypot``/``logaddexp``/``nextafter`` are written
  out: torch has no integer kernels for them, so integers and bool become the default float.
- ``acos``/``expm1``/``log1p`` on complex input (special cases at zeros and
  infinities; real input goes straight to torch),
- ``exp`` only on releases whose complex exp lacks C99's special cases on the CPU
  (exp(-inf+infj) NaN, not 0; exp(100+0j) inf+nanj in complex64: torch 2.5, fixed by
  pytorch/pytorch#140358 and #174070): decided once at import, by a probe; elsewhere
  ``exp`` is ``torch.exp``,
- ``sign`` (NaN gives 0 in torch; complex needs ``sgn``), ``round`` (no complex),
  ``imag`` (refuses real input), ``clip`` (mixed scalar/tensor bounds, NaN bounds),
  ``floor_divide``/``remainder`` (special cases of signed zeros and infinities).
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import torch

from arraydispatch._common._binary import ANY_SCALAR, NO_SCALARS, SECOND_SCALAR, binary
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.torch._data_types import _COMPLEX_FLOATING, promote
from arraydispatch.backends.torch._data_types import _REAL_FLOATING as _STANDARD_REAL_FLOATING

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

abs = torch.abs
acosh = torch.acosh
asin = torch.asin
asinh = torch.asinh
atan = torch.atan
atanh = torch.atanh
bitwise_invert = torch.bitwise_not
ceil = torch.ceil
conj = torch.conj_physical
cos = torch.cos
cosh = torch.cosh
floor = torch.floor
isfinite = torch.isfinite
isinf = torch.isinf
isnan = torch.isnan
log = torch.log
log2 = torch.log2
log10 = torch.log10
logical_not = torch.logical_not
negative = torch.negative
positive = torch.positive
real = torch.real
reciprocal = torch.reciprocal
signbit = torch.signbit
sin = torch.sin
sinh = torch.sinh
sqrt = torch.sqrt
square = torch.square
tan = torch.tan
tanh = torch.tanh
trunc = torch.trunc

# Module-level bindings: one global lookup instead of two in the wrappers' bodies.
_divide = torch.divide
_floor_divide = torch.floor_divide
_hypot = torch.hypot
_logaddexp = torch.logaddexp
_nextafter = torch.nextafter
_remainder = torch.remainder
_where = torch.where
_Tensor = torch.Tensor
_acos = torch.acos
_expm1 = torch.expm1
_log1p = torch.log1p
_imag = torch.imag
_round = torch.round
_sign = torch.sign
_clamp = torch.clamp

# ``x.dtype in _COMPLEX`` is the cheapest dtype test torch offers: Tensor.is_complex() and
# is_floating_point() are method calls that cost about twice as much as the dtype read.
_COMPLEX = _COMPLEX_FLOATING
# torch's half types take the float paths too, as is_floating_point() would select them
_REAL_FLOATING = _STANDARD_REAL_FLOATING | {torch.float16, torch.bfloat16}

# ---------------------------------------------------------------------------- binary
# "Promote, then torch's function", from the one factory (_common/_binary.py): one frame,
# and two operands of one dtype go straight to torch. ``keep`` names the Python-scalar
# operands torch's function takes as they are (its weak scalar typing is the standard's).
#
# Where torch has two spellings of one op, the factory gets the cheaper one, so that the
# wrapper costs less than torch's own spelling of the standard's name would: torch.mul,
# torch.sub, torch.div parse their arguments ~60 ns faster than their aliases
# torch.multiply, torch.subtract, torch.divide (each alias is a second dispatcher entry),
# and the Tensor methods gt/ge/lt/le/ne/eq ~40-90 ns faster than torch.greater & co (no
# ``out=`` overloads to try). Same kernels, same results; the first operand the factory
# hands them is always a tensor (``promote`` makes a scalar x1 a 0-D tensor unless
# ``keep`` is ANY_SCALAR, which none of the methods has).

add = binary("add", torch.add, promote, keep=ANY_SCALAR, module=__name__)
atan2 = binary("atan2", torch.atan2, promote, module=__name__)
bitwise_and = binary("bitwise_and", torch.bitwise_and, promote, keep=ANY_SCALAR, module=__name__)
bitwise_left_shift = binary(
    "bitwise_left_shift", torch.bitwise_left_shift, promote, keep=ANY_SCALAR, module=__name__
)
bitwise_or = binary("bitwise_or", torch.bitwise_or, promote, keep=ANY_SCALAR, module=__name__)
bitwise_right_shift = binary(
    "bitwise_right_shift", torch.bitwise_right_shift, promote, keep=ANY_SCALAR, module=__name__
)
bitwise_xor = binary("bitwise_xor", torch.bitwise_xor, promote, keep=ANY_SCALAR, module=__name__)
copysign = binary("copysign", torch.copysign, promote, keep=SECOND_SCALAR, module=__name__)
divide = binary("divide", torch.div, promote, keep=ANY_SCALAR, module=__name__)
equal = binary("equal", _Tensor.eq, promote, keep=SECOND_SCALAR, module=__name__)
greater = binary("greater", _Tensor.gt, promote, keep=SECOND_SCALAR, module=__name__)
greater_equal = binary("greater_equal", _Tensor.ge, promote, keep=SECOND_SCALAR, module=__name__)
less = binary("less", _Tensor.lt, promote, keep=SECOND_SCALAR, module=__name__)
less_equal = binary("less_equal", _Tensor.le, promote, keep=SECOND_SCALAR, module=__name__)
logical_and = binary("logical_and", torch.logical_and, promote, module=__name__)
logical_or = binary("logical_or", torch.logical_or, promote, module=__name__)
logical_xor = binary("logical_xor", torch.logical_xor, promote, module=__name__)
maximum = binary("maximum", torch.maximum, promote, module=__name__)
minimum = binary("minimum", torch.minimum, promote, module=__name__)
multiply = binary("multiply", torch.mul, promote, keep=ANY_SCALAR, module=__name__)
not_equal = binary("not_equal", _Tensor.ne, promote, keep=SECOND_SCALAR, module=__name__)
pow = binary("pow", torch.pow, promote, keep=ANY_SCALAR, module=__name__)
subtract = binary("subtract", torch.sub, promote, keep=ANY_SCALAR, module=__name__)

# Hand-written: the same shape plus real extra work. floor_divide and remainder fix torch's
# special cases; hypot, logaddexp and nextafter have no integer kernels in torch and take
# integer and bool operands as the default float (the factory's fast path would raise).


def floor_divide(x1: Any, x2: Any, /) -> torch.Tensor:
    try:
        # scalars become tensors: the float path below needs two
        x1, x2 = promote(x1, x2, NO_SCALARS)
        if x1.dtype not in _REAL_FLOATING:
            return _floor_divide(x1, x2)
        # torch (like Python) gives NaN for inf // finite and -1 for finite // inf of the other
        # sign; the standard gives the signed infinity and -0. fmin(q, x1 / x2) is q wherever q
        # is a number (q <= x1 / x2) and the quotient where q is NaN; subtracting x2 - x2 (+0
        # for finite x2, NaN for infinite x2) first makes q NaN wherever x2 is infinite, so the
        # quotient (a signed zero or NaN) wins there too. Five kernels, one in place.
        # detach: torch has no derivative for floor_divide (backward raised); the result is
        # piecewise constant, so its gradient is zero, as floor's is
        q = _floor_divide(x1, x2).detach()
        q.sub_(x2 - x2)
        return torch.fmin(q, _divide(x1, x2))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _no_kernel_error() -> type[Exception]:
    """What torch raises for an op without a kernel for a dtype ("hypot_cpu" not implemented
    for 'Long'): NotImplementedError since https://github.com/pytorch/pytorch/pull/155470
    (torch 2.8), a plain RuntimeError before. Probed once, at import, on the CPU; it cannot
    fail (an unexpected answer is RuntimeError, the class of both)."""
    try:
        torch.hypot(
            torch.zeros(1, dtype=torch.int8, device="cpu"),
            torch.zeros(1, dtype=torch.int8, device="cpu"),
        )
    except NotImplementedError:
        return NotImplementedError
    except Exception:  # a probe: RuntimeError, or anything else
        return RuntimeError
    return NotImplementedError  # an integer kernel: nothing to catch, as on the newest


#: NotImplementedError, or RuntimeError before torch 2.8: hypot/logaddexp/nextafter retry
#: integer and bool operands as floats on it (on torch 2.5..2.7 a RuntimeError of another
#: cause, a shape mismatch say, is retried once and raises again, refused as usual)
_NO_KERNEL = _no_kernel_error()


def _floating(*tensors: torch.Tensor) -> list[torch.Tensor]:
    """Integer and bool tensors as the default float: NumPy's promotion for the standard's
    floating-point-only functions, which torch's own unary ones already apply and its
    ``hypot``/``logaddexp``/``nextafter`` refuse (``_NO_KERNEL`` "not implemented for
    'Long'")."""
    default = torch.get_default_dtype()
    return [t if t.is_floating_point() or t.is_complex() else t.to(default) for t in tensors]


def hypot(x1: Any, x2: Any, /) -> torch.Tensor:
    try:
        try:
            if x1.dtype is x2.dtype:
                return _hypot(x1, x2)
        except AttributeError:
            pass
        except _NO_KERNEL:  # integers, bool: no kernel (free on the float path)
            return _hypot(*_floating(x1, x2))
        return _hypot(*_floating(*promote(x1, x2, NO_SCALARS)))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def logaddexp(x1: Any, x2: Any, /) -> torch.Tensor:
    try:
        try:
            if x1.dtype is x2.dtype:
                return _logaddexp(x1, x2)
        except AttributeError:
            pass
        except _NO_KERNEL:  # integers, bool: no kernel (free on the float path)
            return _logaddexp(*_floating(x1, x2))
        return _logaddexp(*_floating(*promote(x1, x2, NO_SCALARS)))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def nextafter(x1: Any, x2: Any, /) -> torch.Tensor:
    try:
        try:
            if x1.dtype is x2.dtype:
                return _nextafter(x1, x2)
        except AttributeError:
            pass
        except _NO_KERNEL:  # integers, bool: no kernel (free on the float path)
            return _nextafter(*_floating(x1, x2))
        return _nextafter(*_floating(*promote(x1, x2, NO_SCALARS)))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def remainder(x1: Any, x2: Any, /) -> torch.Tensor:
    try:
        # scalars become tensors: the float path below needs two
        x1, x2 = promote(x1, x2, NO_SCALARS)
        if x1.dtype not in _REAL_FLOATING:
            return _remainder(x1, x2)
        # the result takes the sign of x2, zeros included (torch keeps x1's sign on zeros);
        # in place on the fresh result: one allocation fewer (autograd allows it here)
        return _remainder(x1, x2).copysign_(x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---------------------------------------------------------------------------- unary


def _complex_exp_conforms() -> bool:
    """Whether torch's complex exp has the standard's (C99's) special cases on the CPU. Before
    https://github.com/pytorch/pytorch/pull/140358 (exp(-inf+infj) is 0, not NaN) and
    https://github.com/pytorch/pytorch/pull/174070 (exp(100+0j) in complex64 is inf+0j, not
    inf+nanj) it does not: torch 2.5 has neither. Probed once, at import, on the CPU; it
    cannot fail (an error is "no": the wrapper below is correct on every release)."""
    try:
        inf = math.inf
        z = torch.tensor(
            [complex(-inf, inf), complex(100.0, 0.0)], dtype=torch.complex64, device="cpu"
        )
        out = torch.exp(z).tolist()
        return out[0] == 0 and math.isinf(out[1].real) and out[1].imag == 0
    except Exception:  # a probe: any failure means "does not conform"
        return False


def _c99_exp(x: torch.Tensor) -> torch.Tensor:
    """exp of a complex tensor from its parts, with C99's special cases (those the standard
    gives): exp(a + 0j) is exp(a) + 0j (the sign of the zero kept), exp(-inf + bj) is a zero
    for every b, exp(+inf + bj) is inf + NaNj for an infinite or NaN b."""
    a, b = x.real, x.imag
    r, cos, sin = torch.exp(a), torch.cos(b), torch.sin(b)
    zero_b, minus_inf = b == 0, a == -math.inf
    re = _where(
        minus_inf,
        torch.copysign(torch.zeros_like(a), cos),
        _where((a == math.inf) & ~torch.isfinite(b), r, r * cos),
    )
    im = _where(minus_inf, torch.copysign(torch.zeros_like(a), sin), r * sin)
    return torch.complex(_where(zero_b, r, re), _where(zero_b, b, im))


if _complex_exp_conforms():
    exp = torch.exp
else:
    _torch_exp = torch.exp

    def exp(x: torch.Tensor, /) -> torch.Tensor:
        try:
            if x.dtype not in _COMPLEX:
                return _torch_exp(x)
            # a release without the fixes _complex_exp_conforms names: NaN parts where the
            # standard has zeros or infinities; every wrong result is non-finite, so only
            # those are recomputed
            out = _torch_exp(x)
            return _where(torch.isfinite(out), out, _c99_exp(x))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


def acos(x: torch.Tensor, /) -> torch.Tensor:
    try:
        if x.dtype not in _COMPLEX:
            return _acos(x)
        # Im(acos z) has the sign opposite to Im z; torch gets it wrong on zeros (acos(0+0j))
        out = _acos(x)
        return torch.complex(out.real, torch.copysign(out.imag, -x.imag))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expm1(x: torch.Tensor, /) -> torch.Tensor:
    try:
        if x.dtype not in _COMPLEX:
            return _expm1(x)
        # torch's complex expm1 is NaN for every infinite input; exp(z) - 1 has the standard's
        # special cases there (and is exact enough away from 0)
        return _where(torch.isfinite(x), _expm1(x), exp(x) - 1)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def log1p(x: torch.Tensor, /) -> torch.Tensor:
    try:
        if x.dtype not in _COMPLEX:
            return _log1p(x)
        return _where(torch.isfinite(x), _log1p(x), torch.log(x + 1))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def imag(x: torch.Tensor, /) -> torch.Tensor:
    try:
        if x.dtype in _COMPLEX:
            return _imag(x)
        return torch.zeros_like(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def round(x: torch.Tensor, /) -> torch.Tensor:
    try:
        if x.dtype not in _COMPLEX:
            return _round(x)
        return torch.complex(_round(x.real), _round(x.imag))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def sign(x: torch.Tensor, /) -> torch.Tensor:
    try:
        dtype = x.dtype
        if dtype in _REAL_FLOATING:
            # torch.sign(nan) is 0; the standard propagates NaN. clamp_max(x, -1) is NaN where x
            # is NaN and <= -1 <= sign(x) elsewhere, and clamp_min_ with a tensor bound runs
            # torch.maximum's kernel, which propagates NaN. Three kernels and two allocations:
            # as fast as where(x != x, x, sign(x)) on 8x8 and 4x faster on 512x512.
            return _sign(x).clamp_min_(torch.clamp_max(x, -1))
        if dtype in _COMPLEX:
            return torch.sgn(x)
        return _sign(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def clip(
    x: torch.Tensor,
    /,
    min: int | float | torch.Tensor | None = None,
    max: int | float | torch.Tensor | None = None,
) -> torch.Tensor:
    try:
        if type(min) is float and type(max) is float and x.dtype in _REAL_FLOATING:
            # fast path: torch.clamp already gives NaN for a NaN bound and keeps x's dtype
            return _clamp(x, min, max)
        if min is None and max is None:
            return x.clone()
        if not isinstance(min, _Tensor) and not isinstance(max, _Tensor):
            if (type(min) is float and math.isnan(min)) or (type(max) is float and math.isnan(max)):
                return torch.full_like(x, math.nan)
            if not x.is_floating_point():
                # a float bound on an integer array would turn torch's result to float
                info = torch.iinfo(x.dtype) if x.dtype is not torch.bool else None
                if info is not None:
                    if min is not None and min <= info.min:
                        min = None
                    if max is not None and max >= info.max:
                        max = None
                    if min is None and max is None:
                        return x.clone()
            return _clamp(x, min, max)
        if min is not None and not isinstance(min, _Tensor):
            min = torch.tensor(min, dtype=x.dtype, device=x.device)
        if max is not None and not isinstance(max, _Tensor):
            max = torch.tensor(max, dtype=x.dtype, device=x.device)
        out = _clamp(x, min, max)
        if out.dtype is not x.dtype:
            out = out.to(x.dtype)
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
