"""Element-wise functions on every backend against NumPy, and the standard's special cases.

Values come from hypothesis with NumPy as the reference (tests/_numpy_reference.py); the
special cases are the values the standard states, written out because NumPy itself misses a
few of them (``floor_divide`` with an infinite operand, ``expm1`` of complex infinities).
Tracing the same functions (jax.jit, tf.function with XLA) is in tests/test_tracing.py.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ._numpy_reference import (
    PROMOTION_TABLE,
    assert_matches,
    available,
    numpy_function,
    to_numpy,
)

# NumPy warns of what the special cases are about (inf - inf, x / 0); the values are checked
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

FAST = settings(max_examples=20, deadline=None)
FLOAT_DTYPES = ["float32", "float64"]
INT_DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
_INF, _NAN = math.inf, math.nan


def floats(dtype: str) -> st.SearchStrategy[float]:
    # TF's CPU kernels and XLA flush subnormals to zero; the standard's tests avoid them too
    return st.floats(width=np.dtype(dtype).itemsize * 8, allow_subnormal=False)


def float_arrays(dtype: str) -> st.SearchStrategy[np.ndarray[Any, Any]]:
    return hnp.arrays(
        dtype, hnp.array_shapes(min_dims=0, max_dims=2, max_side=4), elements=floats(dtype)
    )


def _complex(xp: Any, values: list[complex], dtype: str = "complex64") -> Any:
    return xp.asarray(np.asarray(values, dtype=dtype))


# ---------------------------------------------------------------- against NumPy (hypothesis)

UNARY = {
    "abs": np.abs, "ceil": numpy_function("ceil"), "floor": numpy_function("floor"),
    "trunc": numpy_function("trunc"), "round": np.round,
    "sign": np.sign, "signbit": np.signbit, "isnan": np.isnan, "isinf": np.isinf,
    "isfinite": np.isfinite, "negative": np.negative, "square": np.square, "log2": np.log2,
    "log10": np.log10, "expm1": np.expm1, "sqrt": np.sqrt,
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(UNARY))
@given(data=st.data())
@FAST
def test_unary_float_matches_numpy(xp: Any, name: str, data: st.DataObject) -> None:
    a = data.draw(float_arrays(data.draw(st.sampled_from(available(xp, FLOAT_DTYPES)))))
    assert_matches(
        getattr(xp, name)(xp.asarray(a)),
        UNARY[name](a),
        rtol=1e-5,
        signed_zeros=True,
        flush_subnormals=True,
        err_msg=name,
        xp=xp,
    )


@pytest.mark.parametrize("name", ["abs", "negative", "sign", "ceil", "round", "isnan"])
@given(data=st.data())
@FAST
def test_unary_integer_matches_numpy(xp: Any, name: str, data: st.DataObject) -> None:
    a = data.draw(hnp.arrays(data.draw(st.sampled_from(available(xp, INT_DTYPES))), 4))
    assert_matches(getattr(xp, name)(xp.asarray(a)), UNARY[name](a), err_msg=name, xp=xp)


finite_floats = hnp.arrays(
    np.float32,
    hnp.array_shapes(min_dims=1, max_dims=3, max_side=5),
    # no subnormals: XLA flushes them to zero; |x| <= 80 keeps exp() finite in float32
    elements=st.floats(-80, 80, width=32, allow_subnormal=False),
)


@settings(max_examples=25, deadline=None)
@given(data=finite_floats)
@pytest.mark.parametrize(
    "name", ["abs", "negative", "square", "sin", "cos", "tanh", "exp", "floor", "ceil", "trunc",
             "sign"]
)  # fmt: skip
def test_unary_transcendental_matches_numpy(xp: Any, name: str, data: np.ndarray) -> None:
    expected = getattr(np, name)(data)
    assert_matches(
        getattr(xp, name)(xp.asarray(data)), expected, rtol=2e-6, atol=1e-6, err_msg=name, xp=xp
    )


BINARY_FLOAT = {
    "floor_divide": np.floor_divide, "remainder": np.remainder, "copysign": np.copysign,
    "hypot": np.hypot, "logaddexp": np.logaddexp, "maximum": np.maximum,
    "minimum": np.minimum, "atan2": np.arctan2, "pow": np.power, "nextafter": np.nextafter,
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(BINARY_FLOAT))
@given(data=st.data())
@FAST
def test_binary_float_matches_numpy(xp: Any, name: str, data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(available(xp, FLOAT_DTYPES)))
    a = data.draw(float_arrays(dtype))
    b = data.draw(hnp.arrays(dtype, a.shape, elements=floats(dtype)))
    got = getattr(xp, name)(xp.asarray(a), xp.asarray(b))
    want = BINARY_FLOAT[name](a, b)
    if name == "floor_divide":
        # NumPy's floor_divide is Python's (fmod-based); the standard's is floor(x1 / x2):
        # they differ by one in the last place of the quotient. Compare where both are finite.
        assert to_numpy(got).dtype == want.dtype
        assert to_numpy(got).shape == want.shape
        close = np.isfinite(want) & np.isfinite(to_numpy(got))
        # one in the last place: above 2**53 that is more than 1
        ulp = np.maximum(1, np.spacing(np.abs(want[close])))
        assert np.all(np.abs(to_numpy(got)[close] - want[close]) <= ulp)
        return
    if name == "remainder":
        if xp.__name__.endswith(".torch"):
            # a quotient that overflows: torch's own NaN, its test is marked (just above)
            with np.errstate(all="ignore"):
                assume(not np.any(np.isinf(a / b) & np.isfinite(a) & np.isfinite(b)))
        want = np.where(want == 0, np.copysign(0, b), want)
    if name == "pow":
        # -inf to a power that is no odd integer: the special case has tests of its own
        # below (NumPy's own power answers it one way on 0-d input, another on arrays)
        assume(not np.any(_minus_inf_to_no_odd_integer(a, b)))
        want = _standard_pow(a, b, want)
    # which zero maximum(-0.0, +0.0) returns is left open by the standard, and so is the
    # sign of logaddexp's zeros (its special cases are NaN and +inf only): MLX's
    # logaddexp(-0.0, -inf) is -0.0, NumPy's +0.0 (nox -s fuzz, seed 63745238). A difference
    # below the smallest normal number is subnormal noise: Paddle's float32
    # logaddexp(1.1754944e-38, -89.0) is 1.4693e-38, NumPy's 1.3982e-38 (the same run).
    assert_matches(
        got,
        want,
        rtol=1e-5,
        atol=float(np.finfo(dtype).smallest_normal),
        signed_zeros=name not in ("maximum", "minimum", "logaddexp"),
        flush_subnormals=True,
        err_msg=name,
        xp=xp,
    )


@pytest.mark.parametrize("size", [1, 8, 17])
def test_sqrt_special_cases_on_arrays_of_any_size(xp: Any, size: int) -> None:
    # Paddle's float32 sqrt gave NaN for +inf and +0.0 for -0.0 on 8 elements or more (its
    # vectorized kernel; nox -s fuzz, seed 63745238), where the suite's special cases use
    # smaller arrays
    for dtype in available(xp, ["float32", "float64"]):
        for value, want in ((-0.0, -0.0), (0.0, 0.0), (math.inf, math.inf), (4.0, 2.0)):
            a = np.full(size, value, dtype)
            assert_matches(
                xp.sqrt(xp.asarray(a)), np.full(size, want, dtype), signed_zeros=True, xp=xp
            )


def _standard_pow(a: np.ndarray, b: np.ndarray, want: np.ndarray) -> np.ndarray:
    """NumPy's power with the standard's special case for ``x1 = -inf`` and ``x2`` not an odd
    integer: +inf for positive ``x2``, +0 for negative (C99's pow, and our NumPy namespace,
    give these; NumPy's own power gives NaN for ``power(-inf, 0.5)``)."""
    minus_inf = _minus_inf_to_no_odd_integer(a, b)
    return np.where(minus_inf, np.where(b > 0, _INF, 0.0), want).astype(want.dtype)


def _minus_inf_to_no_odd_integer(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    not_odd = np.isfinite(b) & (np.remainder(b, 2) != 1) | np.isinf(b)
    return np.isneginf(a) & not_odd & (b != 0)


@pytest.mark.xfail_backend(
    "numpy",
    reason="xp.pow is NumPy's own power, whose scalar (0-d) path gives NaN for "
    "power(-inf, 0.5) where its array path gives the standard's +inf",
    since="2.3",
)
@pytest.mark.xfail_backend("dask", reason="dask's power runs NumPy's on a 0-d block: NaN")
def test_pow_of_minus_infinity_to_a_non_integer_0d(xp: Any) -> None:
    got = to_numpy(xp.pow(xp.asarray(np.float32(-_INF)), xp.asarray(np.float32(0.5))))
    assert_matches(got, np.float32(_INF), xp=None)


def test_pow_of_minus_infinity_to_a_non_integer(xp: Any) -> None:
    # Not a bug: a finding of random runs against NumPy's own power, which gives NaN. The
    # standard's pow: "If x1_i is -infinity, x2_i is greater than 0, and x2_i is not an odd
    # integer value, the result is +infinity" (and +0 for x2_i less than 0).
    x1 = xp.asarray(np.float32([-_INF, -_INF, -_INF]))
    got = to_numpy(xp.pow(x1, xp.asarray(np.float32([0.5, -0.5, 3.0]))))
    assert_matches(got, np.float32([_INF, 0.0, -_INF]), signed_zeros=True)


@pytest.mark.xfail_backend(
    "torch",
    reason="torch's vectorized CPU kernel (4 float64 or 8 float32 elements and more) gives NaN "
    "where |x1 / x2| overflows, as its fmod does (pytorch/pytorch#193753); a workaround would "
    "cost every call a NaN check and a second pass",
)
def test_remainder_whose_quotient_overflows(xp: Any) -> None:
    # found by nox -s fuzz: 2**1023-ish % 0.5 on a (2, 4) float64 tensor was NaN on torch
    dtype = available(xp, ["float64", "float32"])[0]
    a = np.full((2, 4), np.finfo(dtype).max, dtype=dtype)
    b = np.full((2, 4), 0.5, dtype=dtype)
    a[1] = -a[1]
    assert_matches(xp.remainder(xp.asarray(a), xp.asarray(b)), np.remainder(a, b), xp=xp)


@pytest.mark.skip_backend(
    "jax",
    reason="float64 needs jax_enable_x64: in float32 2.6e54 is inf, and remainder(inf, y) is "
    "NaN, as the standard says (not a bug; random runs found it)",
)
@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no float64 (docs/mlx.md)")
def test_remainder_of_a_huge_by_a_tiny_float64(xp: Any) -> None:
    # fmod is exact: the result is the exact remainder, here ~6.04e-255, not 0 or NaN
    a, b = np.float64([2.6e54]), np.float64([1.4e-254])
    assert_matches(xp.remainder(xp.asarray(a), xp.asarray(b)), np.remainder(a, b))


@given(
    # no quotient below the normal range: test_floor_divide_underflowing_quotient has those
    hnp.arrays(
        np.float64, 8, elements=st.floats(-1e6, 1e6).filter(lambda v: v == 0 or abs(v) > 1e-290)
    ),
    hnp.arrays(np.float64, 8, elements=st.floats(-1e6, 1e6).filter(lambda v: abs(v) > 1e-3)),
)
# TF floored the rounded quotient: 1.0 / 0.1 rounds to 10.0, the exact one is 9.99...
@example(np.full(8, 1.0), np.full(8, 0.1))
@FAST
@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no float64 (docs/mlx.md)")
@pytest.mark.xfail_backend("jax", reason="float64 needs jax_enable_x64, off in this process")
def test_floor_divide_finite_matches_numpy(xp: Any, x1: np.ndarray, x2: np.ndarray) -> None:
    assert_matches(xp.floor_divide(xp.asarray(x1), xp.asarray(x2)), np.floor_divide(x1, x2), xp=xp)


BINARY_INT = {
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply,
    "floor_divide": np.floor_divide, "remainder": np.remainder, "pow": np.power,
    "bitwise_and": np.bitwise_and, "bitwise_or": np.bitwise_or, "bitwise_xor": np.bitwise_xor,
    "bitwise_left_shift": np.left_shift, "bitwise_right_shift": np.right_shift,
    "less": np.less, "equal": np.equal, "maximum": np.maximum,
}  # fmt: skip


def _shift_reference(name: str, a: np.ndarray, b: np.ndarray, result: str) -> np.ndarray:
    """The standard's shifts: by the bit width or more, 0 (or -1 for a negative x1 >>)."""
    bits = np.iinfo(result).bits
    shifted = BINARY_INT[name](a, np.minimum(b, bits - 1))
    overflow = np.where(a < 0, -1, 0) if name == "bitwise_right_shift" else 0
    return np.where(b >= bits, np.asarray(overflow).astype(result), shifted)


@pytest.mark.parametrize("name", sorted(BINARY_INT))
@given(data=st.data())
@FAST
def test_binary_integer_matches_numpy(xp: Any, name: str, data: st.DataObject) -> None:
    ints = available(xp, INT_DTYPES)
    d1 = data.draw(st.sampled_from(ints))
    # pairs whose promoted dtype the backend has (JAX without x64: int8 + uint32 is no int64)
    d2 = data.draw(st.sampled_from([d for d in ints if PROMOTION_TABLE.get((d1, d)) in ints]))
    a = data.draw(hnp.arrays(d1, 4))
    low = 1 if name in ("floor_divide", "remainder") else 0
    high = 70 if "shift" in name else 5 if name == "pow" else None
    b = data.draw(hnp.arrays(d2, 4, elements=st.integers(low, high or np.iinfo(d2).max)))
    got = getattr(xp, name)(xp.asarray(a), xp.asarray(b))
    result = PROMOTION_TABLE[d1, d2]
    a, b = a.astype(result), b.astype(result)
    want = _shift_reference(name, a, b, result) if "shift" in name else BINARY_INT[name](a, b)
    assert_matches(got, want, err_msg=f"{name}({d1}, {d2})", xp=xp)


def test_shifts_past_the_bit_width(xp: Any) -> None:
    a = xp.asarray(np.array([-3, 3, 100], np.int8))
    b = xp.asarray(np.array([9, 1, 8], np.int8))
    assert_matches(xp.bitwise_left_shift(a, b), np.array([0, 6, 0], np.int8), xp=xp)
    assert_matches(xp.bitwise_right_shift(a, b), np.array([-1, 1, 0], np.int8), xp=xp)


@settings(max_examples=25, deadline=None)
@given(x=finite_floats, y=st.floats(-1e3, 1e3, width=32, allow_subnormal=False))
@pytest.mark.parametrize("name", ["add", "subtract", "multiply", "maximum", "minimum", "less"])
def test_binary_with_python_scalar_matches_numpy(
    xp: Any, name: str, x: np.ndarray, y: float
) -> None:
    expected = getattr(np, name)(x, np.float32(y))
    # XLA flushes subnormal results to zero: compare only down to the smallest normal
    atol = float(np.finfo(np.float32).smallest_normal)
    assert_matches(getattr(xp, name)(xp.asarray(x), y), expected, atol=atol, err_msg=name, xp=xp)


# ---------------------------------------------------------------- clip


@given(data=st.data())
@FAST
def test_clip_matches_numpy(xp: Any, data: st.DataObject) -> None:
    dtype = available(xp, ["float64", "float32"])[0]
    a = data.draw(float_arrays(dtype))
    low = data.draw(st.none() | st.floats(-10, 0, allow_subnormal=False) | st.just(math.nan))
    high = data.draw(st.none() | st.floats(0, 10, allow_subnormal=False))
    got = xp.clip(xp.asarray(a), min=low, max=high)
    want = a if low is None and high is None else np.clip(a, low, high).astype(dtype)
    # a zero bound against a zero of the other sign: either zero is right (see below); a bound
    # that rounds to zero in x's dtype is one (min=-2.5e-303 in float32 is -0.0: MLX's clip
    # of 0.0 gives -0.0 there, nox -s fuzz, seed 63745238)
    zero_bound = any(b is not None and np.asarray(b, dtype) == 0 for b in (low, high))
    # a bound subnormal in x's dtype may be flushed to zero: XLA's CPU kernels do (JAX's
    # clip(1.0, max=1.4e-45) in float32 is 0.0; nox -s fuzz, seed 123811641)
    assert_matches(got, want, signed_zeros=not zero_bound, flush_subnormals=True, xp=xp)


@pytest.mark.parametrize(("x", "bound"), [(0.0, -0.0), (-0.0, 0.0)])
def test_clip_signed_zero_against_a_zero_bound(xp: Any, x: float, bound: float) -> None:
    # Not a bug: NumPy gives -0.0 for clip(0.0, min=-0.0), torch, JAX and TF +0.0. Which of
    # two equal values (+0 == -0) clip returns is implementation-defined, as the standard
    # says of maximum and minimum: "the order of signed zeros is unspecified".
    for got in (xp.clip(xp.asarray([x]), min=bound), xp.clip(xp.asarray([x]), max=bound)):
        assert to_numpy(got).tolist() == [0.0]


def test_clip_takes_the_standard_keywords(xp: Any) -> None:
    a = np.asarray([-2.0, 0.5, 3.0], np.float32)
    x = xp.asarray(a)
    assert_matches(xp.clip(x, min=0.0), np.float32([0.0, 0.5, 3.0]), xp=xp)
    assert_matches(xp.clip(x, max=1.0), np.float32([-2.0, 0.5, 1.0]), xp=xp)
    out = xp.clip(x)
    assert_matches(out, a, xp=xp)
    assert out is not x


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_clip_with_one_bound_keeps_the_infinities_on_the_other_side(xp: Any, dtype: str) -> None:
    # Paddle's own clip takes a missing max as float32's largest finite number (it clipped
    # +inf to 3.4e38); ours passes an infinite bound instead
    if dtype not in available(xp, [dtype]):
        pytest.skip(f"{dtype} is not in dtypes()")
    a = np.array([-math.inf, -1.0, 1.0, math.inf, math.nan], dtype)
    x = xp.asarray(a)
    assert_matches(xp.clip(x, min=0.5), np.clip(a, 0.5, None), xp=xp)
    assert_matches(xp.clip(x, max=0.5), np.clip(a, None, 0.5), xp=xp)
    # a float64 bound that float32 would round
    bound = 0.1 + 2**-55 if dtype == "float64" else 0.1
    assert_matches(xp.clip(x, min=bound), np.clip(a, bound, None).astype(dtype), rtol=0, xp=xp)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_negative_flips_the_sign_of_zeros(xp: Any, dtype: str) -> None:
    if dtype not in available(xp, [dtype]):
        pytest.skip(f"{dtype} is not in dtypes()")
    a = np.array([0.0, -0.0, 1.5, -math.inf, math.nan], dtype)
    assert_matches(xp.negative(xp.asarray(a)), np.negative(a), signed_zeros=True, xp=xp)


# A bound outside the range of x's integer dtype is unspecified behaviour (the standard's
# clip: "behavior is unspecified and thus implementation-dependent"), so clip stays the
# library's own function there; the libraries that give the limit are held to it.
@pytest.mark.skip_backend(
    "jax", reason="unspecified; jnp.clip casts the bound to int8 first: -1000 wraps to 24"
)
@pytest.mark.skip_backend(
    "dask", reason="unspecified; dask hands -1000 to NumPy 2, which raises OverflowError for int8"
)
def test_clip_integer_bounds_beyond_dtype(xp: Any) -> None:
    x = xp.asarray(np.array([-5, 0, 5], np.int8))
    assert_matches(xp.clip(x, min=-1000, max=3), np.array([-5, 0, 3], np.int8), xp=xp)


def test_clip_integer_array_bounds(xp: Any) -> None:
    x = xp.asarray(np.array([-5, 0, 5], np.int8))
    bounds = xp.asarray(np.array([0, 1, 2], np.int8))
    assert_matches(xp.clip(x, min=bounds), np.array([0, 1, 5], np.int8), xp=xp)


def test_clip_array_bounds_and_broadcasting(xp: Any) -> None:
    x, low, high = (
        np.float32([[-2.0, 0.5, 3.0]]),
        np.float32([[_NAN], [0.0]]),
        np.float32([1.0, _NAN, 2.0]),
    )
    got = xp.clip(xp.asarray(x), min=xp.asarray(low), max=xp.asarray(high))
    assert_matches(got, np.clip(x, low, high), xp=xp)  # NumPy propagates NaN bounds too


# ---------------------------------------------------------------- floor_divide and remainder

# (x1, x2, the standard's result) for real floating floor_divide and remainder; a leading
# sign is required, none means "either sign"
_FLOOR_DIVIDE_CASES = [
    (-0.0, 5.0, "-0"), (-0.0, -5.0, "+0"), (0.0, -5.0, "-0"), (0.0, 5.0, "+0"),
    (_INF, 5.0, "+inf"), (_INF, -5.0, "-inf"), (-_INF, 5.0, "-inf"), (-_INF, -5.0, "+inf"),
    (_INF, 2.0, "+inf"), (-_INF, 2.0, "-inf"),
    (5.0, _INF, "+0"), (5.0, -_INF, "-0"), (-5.0, _INF, "-0"), (-5.0, -_INF, "+0"),
    (1.0, -_INF, "-0"), (-1.0, _INF, "-0"), (1.0, _INF, "+0"), (-1.0, -_INF, "+0"),
    (5.0, 0.0, "+inf"), (5.0, -0.0, "-inf"), (_INF, _INF, "nan"), (0.0, 0.0, "nan"),
    (_NAN, 1.0, "nan"), (-1.0, -5.0, "+0"), (7.5, 2.0, "+3"), (-7.5, 2.0, "-4"),
    (1.0, 0.1, "+9"),  # Python's floor of the exact quotient, not floor(1.0 / 0.1) = 10
]  # fmt: skip
_REMAINDER_CASES = [
    (-0.0, 5.0, "+0"), (0.0, 5.0, "+0"), (0.0, -5.0, "-0"), (-0.0, -5.0, "-0"),
    (-4.0, 2.0, "+0"), (4.0, -2.0, "-0"), (5.0, -_INF, "-inf"), (-5.0, _INF, "+inf"),
    (5.0, _INF, "+5"), (_INF, 5.0, "nan"),
]  # fmt: skip

_MAGNITUDES = {"0": 0.0, "1": 1.0, "3": 3.0, "4": 4.0, "5": 5.0, "9": 9.0, "inf": _INF,
               "nan": _NAN, "pi/2": np.pi / 2}  # fmt: skip


def is_value(got: float, want: str) -> bool:
    """Whether ``got`` is the standard's ``want`` ("+0", "-inf", "nan", "pi/2", ...)."""
    magnitude = _MAGNITUDES[want.lstrip("+-")]
    if np.isnan(magnitude):
        return bool(np.isnan(got))
    if not np.isclose(abs(got), magnitude, rtol=1e-6, atol=0):
        return False
    return want[0] not in "+-" or bool(np.signbit(got)) == (want[0] == "-")


FLOOR_DIVIDE_REMAINDER = [
    pytest.param("floor_divide", *case.values, marks=case.marks)
    if isinstance(case, type(pytest.param()))
    else ("floor_divide", *case)
    for case in _FLOOR_DIVIDE_CASES
] + [("remainder", *case) for case in _REMAINDER_CASES]


@pytest.mark.parametrize(("name", "x1", "x2", "want"), FLOOR_DIVIDE_REMAINDER)
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_floor_divide_remainder_special_cases(
    xp: Any, dtype: str, name: str, x1: float, x2: float, want: str
) -> None:
    if dtype not in available(xp, [dtype]):
        pytest.skip(f"{xp.__name__} has no {dtype} here")
    with np.errstate(all="ignore"):
        a, b = np.asarray([x1], dtype), np.asarray([x2], dtype)
    got = getattr(xp, name)(xp.asarray(a), xp.asarray(b))
    value = to_numpy(got)
    assert value.dtype.name == dtype
    assert is_value(float(value[0]), want), f"{name}({x1}, {x2}) = {value[0]}, want {want}"


@pytest.mark.xfail_backend(
    "tensorflow", reason="TF's CPU kernels flush the subnormal float32 -1e-45 to zero"
)
@pytest.mark.xfail_backend(
    "jax", reason="floor of the rounded quotient (and XLA flushes the subnormal -1e-45)"
)
def test_floor_divide_underflowing_quotient(xp: Any) -> None:
    # the quotient underflows to -0; the floor of the exact quotient is still -1
    for dtype, x1, x2 in (("float64", -1e-300, 1e300), ("float32", -1e-45, 3e38)):
        if dtype in available(xp, [dtype]):
            a, b = np.asarray([x1], dtype), np.asarray([x2], dtype)
            got = xp.floor_divide(xp.asarray(a), xp.asarray(b))
            assert_matches(got, np.asarray([-1.0], dtype), err_msg=dtype, xp=xp)


def test_floor_divide_remainder_ordinary_values(xp: Any) -> None:
    x1 = xp.asarray(np.float32([7.0, -7.0, 7.5, -7.5]))
    assert_matches(xp.floor_divide(x1, 2.0), np.float32([3, -4, 3, -4]), xp=xp)
    assert_matches(xp.remainder(x1, 2.0), np.float32([1, 1, 1.5, 0.5]), xp=xp)
    ints = xp.asarray(np.int32([7, -7]))
    assert_matches(xp.floor_divide(ints, 2), np.int32([3, -4]), xp=xp)
    assert_matches(xp.remainder(ints, xp.asarray(np.int32(-2))), np.int32([-1, -1]), xp=xp)
    assert_matches(xp.floor_divide(xp.asarray(np.arange(-3, 4, dtype=np.int8)), 2),
                   np.arange(-3, 4, dtype=np.int8) // 2, xp=xp)  # fmt: skip


# ---------------------------------------------------------------- complex special cases

# (function, (real, imag) of the input, (real, imag) of the result as the standard writes it)
COMPLEX_CASES = [
    ("acos", (0.0, _NAN), ("+pi/2", "nan")),
    ("acos", (-0.0, _NAN), ("+pi/2", "nan")),
    ("acosh", (0.0, _NAN), ("nan", "pi/2")),
    ("asinh", (_NAN, 0.0), ("nan", "+0")),
    ("asinh", (_NAN, -0.0), ("nan", "-0")),
    ("atanh", (0.0, _NAN), ("+0", "nan")),
    ("atanh", (1.5, _NAN), ("nan", "nan")),
    ("atanh", (_INF, _NAN), ("+0", "nan")),
    ("atanh", (_NAN, 1.5), ("nan", "nan")),
    ("atanh", (_NAN, _INF), ("0", "+pi/2")),
    ("atanh", (_NAN, _NAN), ("nan", "nan")),
    ("cosh", (0.0, _INF), ("nan", "0")),
    ("cosh", (0.0, _NAN), ("nan", "0")),
    ("cosh", (_INF, _INF), ("inf", "nan")),
    ("cosh", (_INF, _NAN), ("+inf", "nan")),
    ("exp", (-_INF, _INF), ("0", "0")),
    ("exp", (_INF, _INF), ("inf", "nan")),
    ("exp", (-_INF, _NAN), ("0", "0")),
    ("exp", (_INF, _NAN), ("inf", "nan")),
    ("exp", (-_INF, 1.5), ("+0", "+0")),
    ("expm1", (-_INF, _INF), ("-1", "0")),
    ("expm1", (_INF, _INF), ("inf", "nan")),
    ("expm1", (-_INF, _NAN), ("-1", "0")),
    ("expm1", (_INF, _NAN), ("inf", "nan")),
    ("expm1", (_INF, 0.0), ("+inf", "+0")),
    ("log", (_INF, _NAN), ("+inf", "nan")),
    ("log", (-_INF, _NAN), ("+inf", "nan")),
    ("log", (_NAN, _INF), ("+inf", "nan")),
    ("log1p", (_INF, _NAN), ("+inf", "nan")),
    ("log1p", (-_INF, _NAN), ("+inf", "nan")),
    ("log1p", (_NAN, _INF), ("+inf", "nan")),
    ("sinh", (0.0, _INF), ("0", "nan")),
    ("sinh", (0.0, _NAN), ("0", "nan")),
    ("sinh", (_INF, _INF), ("inf", "nan")),
    ("sinh", (_INF, _NAN), ("inf", "nan")),
    ("sqrt", (-_INF, _NAN), ("nan", "inf")),
    ("sqrt", (_INF, _NAN), ("+inf", "nan")),
    ("sqrt", (_NAN, _INF), ("+inf", "+inf")),
    ("sqrt", (1.5, _INF), ("+inf", "+inf")),
    ("tanh", (0.0, _INF), ("+0", "nan")),
    ("tanh", (0.0, _NAN), ("+0", "nan")),
    ("tanh", (_INF, _INF), ("+1", "0")),
    ("sign", (0.0, 0.0), ("+0", "+0")),
    ("sign", (-0.0, 0.0), ("+0", "+0")),
    ("sign", (-0.0, -0.0), ("+0", "+0")),
    ("sign", (_NAN, 1.0), ("nan", "nan")),
]


def check_complex_case(name: str, got: complex, want: tuple[str, str], x: complex) -> None:
    assert is_value(got.real, want[0]), f"{name}({x}) = {got}, want {want}"
    assert is_value(got.imag, want[1]), f"{name}({x}) = {got}, want {want}"


@pytest.mark.parametrize(("name", "parts", "want"), COMPLEX_CASES)
def test_complex_special_cases(
    xp: Any, name: str, parts: tuple[float, float], want: tuple[str, str]
) -> None:
    got = complex(to_numpy(getattr(xp, name)(_complex(xp, [complex(*parts)])))[0])
    check_complex_case(name, got, want, complex(*parts))


def test_expm1_complex_infinities(xp: Any) -> None:
    x = np.asarray([complex(_INF, 0.0), complex(-_INF, _INF), complex(1.0, 2.0)])
    if "complex128" not in available(xp, ["complex128"]):
        x = x.astype(np.complex64)
    out = to_numpy(xp.expm1(xp.asarray(x)))
    assert out[0] == complex(_INF, 0.0)
    assert out[1] == complex(-1.0, 0.0)
    np.testing.assert_allclose(out[2], np.expm1(x[2]), rtol=1e-6)


# C99 branch cuts: f(conj(z)) == conj(f(z)), so the sign of a zero part picks the side
BRANCH_CUTS = [
    ("sqrt", complex(-4.0, -0.0), -2j),
    ("sqrt", complex(-4.0, 0.0), 2j),
    ("acos", complex(2.0, -0.0), 1.3169578969248166j),
    ("acos", complex(2.0, 0.0), -1.3169578969248166j),
    ("asin", complex(2.0, -0.0), complex(np.pi / 2, -1.3169578969248166)),
    ("acosh", complex(0.5, -0.0), -1.0471975511965979j),
    ("asinh", complex(-0.0, 2.0), complex(-1.3169578969248166, np.pi / 2)),
]


@pytest.mark.parametrize(("name", "x", "want"), BRANCH_CUTS)
def test_branch_cuts_follow_the_sign_of_zero(xp: Any, name: str, x: complex, want: complex) -> None:
    got = complex(to_numpy(getattr(xp, name)(_complex(xp, [x])))[0])
    np.testing.assert_allclose(got, want, rtol=1e-6)
    assert np.signbit(got.imag) == np.signbit(want.imag)


_ZERO_OR_FINITE = st.sampled_from([0.0, -0.0]) | st.floats(-1e3, 1e3, allow_subnormal=False)


@given(
    parts=st.lists(st.tuples(_ZERO_OR_FINITE, _ZERO_OR_FINITE), min_size=1, max_size=9),
    scalar=st.booleans(),
)
# TF's scalar kernel (tensors of < 3 complex128 or < 8 complex64) dropped the sign: +2j
@example(parts=[(-4.0, -0.0)], scalar=True)
# TF's vectorized kernel under- and overflowed at the ends of float64 (random runs found the
# first): inf*j and inf
@example(parts=[(0.0, 0.0)] * 3 + [(0.0, 2.2250738585072014e-308)], scalar=False)
@example(parts=[(1e308, 1e308)] * 4, scalar=False)
@FAST
def test_complex_sqrt_keeps_the_sign_of_the_imaginary_part(
    xp: Any, parts: list[tuple[float, float]], scalar: bool
) -> None:
    dtype = available(xp, ["complex128", "complex64"])[0]
    a = np.asarray([complex(*p) for p in parts], dtype=dtype)
    if scalar:
        a = a[0]
    got = to_numpy(xp.sqrt(xp.asarray(a)))
    np.testing.assert_allclose(got, np.sqrt(a), rtol=1e-5, atol=1e-6)
    # sqrt(conj(z)) == conj(sqrt(z)): the imaginary part has the sign of z's, zeros too
    np.testing.assert_array_equal(np.signbit(np.imag(got)), np.signbit(np.imag(a)))


COMPLEX_UNARY = ["acos", "acosh", "asin", "asinh", "atanh", "cosh", "exp", "expm1", "log",
                 "log1p", "sinh", "sqrt", "tanh", "sign"]  # fmt: skip


@pytest.mark.parametrize("name", COMPLEX_UNARY)
def test_complex_finite_values_match_numpy(xp: Any, name: str) -> None:
    # the special-case patches leave ordinary values (and real input) to the native kernel
    z = np.asarray([0.5 + 0.25j, -0.75 + 2j, 3 - 1j], dtype=np.complex64)
    assert_matches(
        getattr(xp, name)(xp.asarray(z)), getattr(np, name)(z), rtol=1e-5, err_msg=name, xp=xp
    )
    real = np.float32([0.25, 0.5, 0.75]) + (1.5 if name == "acosh" else 0)
    assert_matches(getattr(xp, name)(xp.asarray(real)), getattr(np, name)(real), rtol=1e-6, xp=xp)


# ---------------------------------------------------------------- sign


def test_sign_of_zeros_and_complex_infinities(xp: Any) -> None:
    out = xp.sign(xp.asarray(np.float32([-0.0, 0.0, -3.0, 2.0, _NAN])))
    assert_matches(out, np.float32([0.0, 0.0, -1.0, 1.0, _NAN]), signed_zeros=True, xp=xp)
    assert_matches(xp.sign(xp.asarray(np.int8([-2, 0, 5]))), np.int8([-1, 0, 1]), xp=xp)
    c = xp.sign(_complex(xp, [0j, 3 + 4j, complex(_NAN, 1)], "complex64"))
    s = to_numpy(c)
    assert s[0] == 0
    np.testing.assert_allclose(s[1], 0.6 + 0.8j, rtol=1e-6)
    assert math.isnan(s[2].real)


@pytest.mark.skip_backend(
    "numpy", "dask", "torch", "tensorflow", "mlx",
    reason="implementation-dependent: the standard's sign of a complex z with an infinite part "
    "follows complex division, whose infinite cases it leaves open (divide); these give NaN",
)  # fmt: skip
def test_sign_of_complex_infinities(xp: Any) -> None:
    # the limit of z / |z|, as C's cproj gives it and JAX's namespace does; the standard
    # defers to z / |z| under its complex division rules, implementation-dependent here
    z = _complex(xp, [complex(_INF, 1.0), complex(1.0, -_INF), complex(-_INF, _INF)])
    np.testing.assert_allclose(to_numpy(xp.sign(z)), [1, -1j, (-1 + 1j) / np.sqrt(2)], rtol=1e-6)


@pytest.mark.parametrize("repeat", [1, 1000], ids=["small", "large"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.xfail_backend(
    "tensorflow", reason="TF's CPU kernels flush subnormal inputs to zero (FTZ/DAZ)"
)
@pytest.mark.xfail_backend("jax", reason="XLA flushes subnormal inputs to zero on the CPU")
def test_sign_propagates_nan_and_sees_subnormals(xp: Any, dtype: str, repeat: int) -> None:
    if dtype not in available(xp, [dtype]):
        pytest.skip(f"{xp.__name__} has no {dtype} here")
    tiny = float(np.finfo(dtype).smallest_subnormal)
    values = np.asarray([_NAN, _INF, -_INF, 0.0, -0.0, tiny, -tiny, 2.5, -3.0] * repeat, dtype)
    assert_matches(xp.sign(xp.asarray(values)), np.sign(values), signed_zeros=True, xp=xp)


# ---------------------------------------------------------------- other special cases


def test_special_cases_by_hand(xp: Any) -> None:
    f32 = np.float32
    assert_matches(
        xp.trunc(xp.asarray(f32([-0.5, 0.5]))), f32([-0.0, 0.0]), signed_zeros=True, xp=xp
    )
    z = f32([-0.0, 0.0, -1.5, 2.5])
    assert_matches(xp.round(xp.asarray(z)), np.round(z), signed_zeros=True, xp=xp)
    got = xp.remainder(xp.asarray(f32([-0.0, 5.0])), xp.asarray(f32([3.0, -5.0])))
    assert_matches(got, f32([0, -0.0]), signed_zeros=True, xp=xp)
    got = xp.hypot(xp.asarray(f32([_INF])), xp.asarray(f32([_NAN])))
    assert_matches(got, f32([_INF]), xp=xp)
    inf = xp.asarray(f32([_INF, -_INF]))
    assert_matches(xp.logaddexp(inf, inf), f32([_INF, -_INF]), xp=xp)
    c = xp.asarray(np.asarray([0j, 3 + 4j, complex(_NAN, 1)], np.complex64))
    assert_matches(xp.isnan(c), np.array([False, False, True]), xp=xp)
    tiny = np.asarray([1e-30 + 1e-30j], np.complex64)
    assert_matches(xp.log(xp.asarray(tiny)), np.log(tiny), rtol=1e-6, xp=xp)


@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no complex128 (docs/mlx.md)")
@pytest.mark.xfail_backend("jax", reason="complex128 needs jax_enable_x64, off in this process")
def test_log_of_tiny_complex128(xp: Any) -> None:
    tiny = np.asarray([1e-300 + 1e-300j], np.complex128)
    assert_matches(xp.log(xp.asarray(tiny)), np.log(tiny), xp=xp)
