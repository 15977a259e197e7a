"""The JAX namespace's wrappers: each exists because jax.numpy differs from the standard."""

from __future__ import annotations

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = jax.numpy

from arraydispatch.backends import jax as xp  # noqa: E402 - after the importorskip


def test_all_any_of_complex_look_at_both_parts() -> None:
    assert bool(xp.all(jnp.asarray(1j)))
    assert bool(xp.any(jnp.asarray([0j, 1j])))
    assert not bool(xp.all(jnp.asarray([0j, 1j])))
    assert bool(xp.all(jnp.asarray([True, True])))


def test_cumulative_prod_accumulates_in_the_default_integer() -> None:
    out = xp.cumulative_prod(jnp.asarray([100, 100, 100], dtype=jnp.uint8))
    assert out.dtype == jnp.dtype(jax.dtypes.canonicalize_dtype(jnp.uint64))
    np.testing.assert_array_equal(np.asarray(out), [100, 10000, 1000000])
    assert xp.cumulative_prod(jnp.asarray([True])).dtype == jax.dtypes.canonicalize_dtype(jnp.int64)
    assert xp.cumulative_prod(jnp.ones(2, dtype=jnp.float32)).dtype == jnp.float32


def test_searchsorted_gives_the_indexing_dtype() -> None:
    out = xp.searchsorted(jnp.asarray([1, 2, 3], dtype=jnp.uint8), jnp.asarray([2], jnp.uint8))
    assert out.dtype == xp.__array_namespace_info__().default_dtypes()["indexing"]
    assert int(out[0]) == 1


def test_expand_dims_bad_axis_is_index_error() -> None:
    with pytest.raises(IndexError, match="out of range"):
        xp.expand_dims(jnp.ones((1, 2)), axis=3)
    assert xp.expand_dims(jnp.ones((1, 2)), axis=-1).shape == (1, 2, 1)
    assert xp.expand_dims(jnp.ones((1, 2)), axis=(0, 3)).shape == (1, 1, 2, 1)


def test_permute_dims_negative_axes() -> None:
    assert xp.permute_dims(jnp.ones((2, 4, 3)), (-2, -1, 0)).shape == (4, 3, 2)


def test_tuples_where_jax_gives_lists() -> None:
    assert isinstance(xp.meshgrid(jnp.ones(2), jnp.ones(3)), tuple)
    assert isinstance(xp.broadcast_arrays(jnp.ones(2), jnp.ones((3, 1))), tuple)


def test_finfo_gives_python_floats() -> None:
    assert type(xp.finfo(jnp.float32).eps) is float
    assert type(xp.iinfo(jnp.int8).min) is int


def test_wrappers_trace_under_jit() -> None:
    @jax.jit
    def f(x):
        return xp.cumulative_prod(x), xp.all(x != 0), xp.permute_dims(x[None], (-1, 0))

    prod, nonzero, permuted = f(jnp.asarray([1, 2, 3], dtype=jnp.int8))
    np.testing.assert_array_equal(np.asarray(prod), [1, 2, 6])
    assert bool(nonzero)
    assert permuted.shape == (3, 1)


# ---- element-wise special cases (the standard's stated values) ----------------------------

_NAN = float("nan")
_INF = float("inf")

# (function, (real, imag) of the input, (real, imag) of the result as the standard writes it:
# a leading sign is required, none means "either sign"; "pi/2" is the number)
_COMPLEX_CASES = [
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

_MAGNITUDES = {"0": 0.0, "1": 1.0, "5": 5.0, "inf": _INF, "nan": _NAN, "pi/2": np.pi / 2}


def _is(got: float, want: str) -> bool:
    magnitude = _MAGNITUDES[want.lstrip("+-")]
    if np.isnan(magnitude):
        return bool(np.isnan(got))
    if not np.isclose(abs(got), magnitude, rtol=1e-6, atol=0):
        return False
    return want[0] not in "+-" or bool(np.signbit(got)) == (want[0] == "-")


def _check(name: str, got: complex, want: tuple[str, str], x: complex) -> None:
    assert _is(got.real, want[0]), f"{name}({x}) = {got}, want {want}"
    assert _is(got.imag, want[1]), f"{name}({x}) = {got}, want {want}"


@pytest.mark.parametrize(("name", "parts", "want"), _COMPLEX_CASES)
@pytest.mark.parametrize("jit", [False, True], ids=["eager", "jit"])
def test_complex_special_cases(name: str, parts: tuple[float, float], want, jit: bool) -> None:
    func = getattr(xp, name)
    x = jax.lax.complex(jnp.asarray([parts[0]], jnp.float32), jnp.asarray([parts[1]], jnp.float32))
    got = complex(np.asarray((jax.jit(func) if jit else func)(x))[0])
    _check(name, got, want, complex(*parts))


@pytest.mark.parametrize(
    "name", ["acos", "acosh", "asin", "asinh", "atanh", "cosh", "exp", "expm1", "log", "log1p",
             "sinh", "sqrt", "tanh", "sign"]
)  # fmt: skip
def test_unary_wrappers_keep_finite_values_and_real_input_native(name: str) -> None:
    x = jnp.asarray([0.5 + 0.25j, -0.75 + 2j, 3 - 1j], dtype=jnp.complex64)
    got, native = getattr(xp, name)(x), getattr(jnp, name)(x)
    assert got.dtype == native.dtype == jnp.complex64
    np.testing.assert_array_equal(np.asarray(got), np.asarray(native))
    real = jnp.asarray([0.25, 0.5, 0.75], dtype=jnp.float32)
    np.testing.assert_array_equal(np.asarray(getattr(xp, name)(real)), getattr(jnp, name)(real))


def test_sign_of_zeros_and_complex_infinities() -> None:
    out = np.asarray(xp.sign(jnp.asarray([-0.0, 0.0, -3.0, 2.0, _NAN], dtype=jnp.float32)))
    np.testing.assert_array_equal(out, [0.0, 0.0, -1.0, 1.0, _NAN])
    assert not np.signbit(out[:2]).any()
    assert xp.sign(jnp.asarray([-2, 0, 5], dtype=jnp.int8)).dtype == jnp.int8
    x = jax.lax.complex(jnp.asarray([_INF, 1.0, -_INF]), jnp.asarray([1.0, -_INF, _INF]))
    np.testing.assert_allclose(np.asarray(xp.sign(x)), [1, -1j, (-1 + 1j) / np.sqrt(2)])


# (x1, x2, the standard's result) for real floating floor_divide and remainder
_FLOOR_DIVIDE_CASES = [
    (-0.0, 5.0, "-0"), (-0.0, -5.0, "+0"), (0.0, -5.0, "-0"), (0.0, 5.0, "+0"),
    (_INF, 5.0, "+inf"), (_INF, -5.0, "-inf"), (-_INF, 5.0, "-inf"), (-_INF, -5.0, "+inf"),
    (5.0, _INF, "+0"), (5.0, -_INF, "-0"), (-5.0, _INF, "-0"), (-5.0, -_INF, "+0"),
    (5.0, 0.0, "+inf"), (5.0, -0.0, "-inf"), (_INF, _INF, "nan"), (0.0, 0.0, "nan"),
    (-1.0, -5.0, "+0"),
]  # fmt: skip
_REMAINDER_CASES = [
    (-0.0, 5.0, "+0"), (0.0, 5.0, "+0"), (0.0, -5.0, "-0"), (-0.0, -5.0, "-0"),
    (-4.0, 2.0, "+0"), (4.0, -2.0, "-0"), (5.0, -_INF, "-inf"), (-5.0, _INF, "+inf"),
    (5.0, _INF, "+5"), (_INF, 5.0, "nan"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("name", "x1", "x2", "want"),
    [("floor_divide", *case) for case in _FLOOR_DIVIDE_CASES]
    + [("remainder", *case) for case in _REMAINDER_CASES],
)
def test_floor_divide_remainder_special_cases(name: str, x1: float, x2: float, want: str) -> None:
    func = getattr(xp, name)
    for f in (func, jax.jit(func)):
        got = f(jnp.asarray([x1], jnp.float32), jnp.asarray([x2], jnp.float32))
        assert got.dtype == jnp.float32
        assert _is(float(got[0]), want), f"{name}({x1}, {x2}) = {float(got[0])}, want {want}"


def test_floor_divide_remainder_ordinary_values() -> None:
    x1 = jnp.asarray([7.0, -7.0, 7.5, -7.5], jnp.float32)
    np.testing.assert_array_equal(np.asarray(xp.floor_divide(x1, 2.0)), [3, -4, 3, -4])
    np.testing.assert_array_equal(np.asarray(xp.remainder(x1, 2.0)), [1, 1, 1.5, 0.5])
    ints = jnp.asarray([7, -7], dtype=jnp.int32)
    assert xp.floor_divide(ints, 2).dtype == jnp.int32
    np.testing.assert_array_equal(np.asarray(xp.floor_divide(ints, 2)), [3, -4])
    np.testing.assert_array_equal(np.asarray(xp.remainder(ints, jnp.asarray(-2))), [-1, -1])


def test_elementwise_wrappers_under_grad_and_vmap() -> None:
    # the patched branch holds constants: the gradient of ordinary points stays finite
    def real_of_exp(t):
        return jnp.real(xp.exp(jax.lax.complex(t, jnp.float32(0.5))))

    np.testing.assert_allclose(
        float(jax.grad(real_of_exp)(jnp.float32(1.0))), np.e * np.cos(0.5), rtol=1e-6
    )
    assert float(jax.grad(xp.sinh)(jnp.float32(0.0))) == 1.0
    batch = jax.lax.complex(jnp.asarray([[0.0, _INF]]), jnp.asarray([[_NAN, _NAN]]))
    out = np.asarray(jax.vmap(xp.sqrt)(batch))[0]
    assert np.isnan(out[0].real)
    assert out[1].real == _INF
    assert np.isnan(out[1].imag)


@pytest.mark.parametrize(
    ("name", "x", "want"),
    [
        # C99 branch cuts: f(conj(z)) == conj(f(z)), so the sign of a zero part picks the side
        ("sqrt", complex(-4.0, -0.0), -2j),
        ("sqrt", complex(-4.0, 0.0), 2j),
        ("acos", complex(2.0, -0.0), 1.3169578969248166j),
        ("acos", complex(2.0, 0.0), -1.3169578969248166j),
        ("asin", complex(2.0, -0.0), complex(np.pi / 2, -1.3169578969248166)),
        ("acosh", complex(0.5, -0.0), -1.0471975511965979j),
        ("asinh", complex(-0.0, 2.0), complex(-1.3169578969248166, np.pi / 2)),
    ],
)
def test_branch_cuts_follow_the_sign_of_zero(name: str, x: complex, want: complex) -> None:
    func = getattr(xp, name)
    arr = jax.lax.complex(jnp.asarray([x.real]), jnp.asarray([x.imag]))
    for f in (func, jax.jit(func)):
        got = complex(np.asarray(f(arr))[0])
        np.testing.assert_allclose(got, want, rtol=1e-6)
        assert np.signbit(got.imag) == np.signbit(want.imag)
