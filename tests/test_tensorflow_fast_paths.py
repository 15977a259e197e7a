"""The TensorFlow backend's fast paths (generated op functions called first, dtypes compared
by identity) give what TF's public functions give, for every dtype, for variables and
inside ``tf.function``; the dtypes a fast path refuses take the slow path."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

from arraydispatch.backends import tensorflow as xp  # noqa: E402

REAL = ("float32", "float64")
FLOATING = (*REAL, "complex64", "complex128")
INTEGRAL = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool")


def _tensor(dtype: str) -> Any:
    values = np.array([[-2.5, -0.0, 0.0, 0.5], [1.0, 3.0, np.inf, np.nan]])
    if dtype == "bool":
        return tf.constant(values > 0.2)
    if dtype.startswith(("int", "uint")):
        return tf.constant(np.nan_to_num(np.abs(values), posinf=7).astype(dtype))
    if dtype.startswith("complex"):
        z = np.empty(values.shape, dtype)
        z.real, z.imag = values, values[::-1]
        return tf.constant(z)
    return tf.constant(values.astype(dtype))


def _same(ours: Any, expected: Any) -> None:
    assert ours.dtype == expected.dtype
    np.testing.assert_array_equal(np.asarray(ours), np.asarray(expected))


def _float(x: Any) -> Any:
    return x if x.dtype.is_floating or x.dtype.is_complex else tf.cast(x, tf.float32)


# (our function, what TF's public API gives for the dtypes the fast path takes)
FLOATING_ONLY = [
    (name, getattr(tf.math, name))
    for name in (
        "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp", "sin",
        "sinh", "sqrt", "tan", "tanh",
    )
]  # fmt: skip


@pytest.mark.parametrize("dtype", FLOATING + INTEGRAL)
@pytest.mark.parametrize(("name", "reference"), FLOATING_ONLY)
def test_floating_only(name: str, reference: Any, dtype: str) -> None:
    x = _tensor(dtype)
    _same(getattr(xp, name)(x), reference(_float(x)))


@pytest.mark.parametrize("dtype", FLOATING + INTEGRAL)
@pytest.mark.parametrize(
    ("name", "reference"),
    [("isnan", np.isnan), ("isinf", np.isinf), ("isfinite", np.isfinite)],
)
def test_classification(name: str, reference: Any, dtype: str) -> None:
    x = _tensor(dtype)
    ours = getattr(xp, name)(x)
    assert ours.dtype == tf.bool
    np.testing.assert_array_equal(ours.numpy(), reference(x.numpy()))


@pytest.mark.parametrize("dtype", [*REAL, *INTEGRAL[:-1]])
@pytest.mark.parametrize("name", ["ceil", "floor", "negative"])
def test_rounding_and_negative(name: str, dtype: str) -> None:
    x = _tensor(dtype)
    expected = {"ceil": np.ceil, "floor": np.floor, "negative": np.negative}[name](x.numpy())
    ours = getattr(xp, name)(x)
    assert ours.dtype == x.dtype
    np.testing.assert_array_equal(ours.numpy(), expected)


@pytest.mark.parametrize("dtype", INTEGRAL)
@pytest.mark.parametrize("name", ["bitwise_and", "bitwise_or", "bitwise_xor"])
def test_bitwise(name: str, dtype: str) -> None:
    x1, x2 = _tensor(dtype), tf.reverse(_tensor(dtype), [1])
    ours = getattr(xp, name)(x1, x2)
    expected = getattr(np, name)(x1.numpy(), x2.numpy())
    assert ours.dtype == x1.dtype
    np.testing.assert_array_equal(ours.numpy(), expected)


@pytest.mark.parametrize(
    ("name", "reference"),
    [
        ("atan2", tf.math.atan2),
        ("divide", tf.math.truediv),
        ("nextafter", tf.math.nextafter),
        ("pow", tf.math.pow),
    ],
)
@pytest.mark.parametrize("dtype", REAL)
def test_binary_floating(name: str, reference: Any, dtype: str) -> None:
    x1, x2 = _tensor(dtype), tf.reverse(_tensor(dtype), [1])
    _same(getattr(xp, name)(x1, x2), reference(x1, x2))


def test_logical_xor() -> None:
    x1, x2 = _tensor("bool"), tf.reverse(_tensor("bool"), [1])
    _same(xp.logical_xor(x1, x2), tf.math.logical_xor(x1, x2))
    _same(xp.logical_xor(x1, True), tf.math.logical_xor(x1, tf.constant(True)))
    with pytest.raises((TypeError, tf.errors.InvalidArgumentError)):
        xp.logical_xor(_tensor("int32"), _tensor("int32"))


@pytest.mark.parametrize("dtype", FLOATING + INTEGRAL)
def test_like_and_manipulation(dtype: str) -> None:
    x = _tensor(dtype)
    _same(xp.zeros_like(x), tf.zeros_like(x))
    _same(xp.ones_like(x), tf.ones_like(x))
    _same(xp.permute_dims(x, (1, 0)), tf.transpose(x))
    _same(xp.moveaxis(x, 0, 1), tf.transpose(x))
    _same(xp.tile(x, (2, 1)), tf.concat([x, x], 0))
    for ours, expected in zip(xp.unstack(x, axis=1), tf.unstack(x, axis=1), strict=True):
        _same(ours, expected)
    assert xp.unstack(tf.zeros((0, 2), x.dtype)) == ()


@pytest.mark.parametrize("dtype", [*REAL, "int32", "int64", "complex64"])
def test_reductions(dtype: str) -> None:
    x = tf.constant(np.arange(1, 9).reshape(2, 4).astype(dtype))
    acc = tf.cast(x, tf.int64) if dtype == "int32" else x  # the standard's accumulator
    _same(xp.prod(x, axis=1), tf.reduce_prod(acc, axis=1))
    _same(xp.cumulative_sum(x, axis=1), tf.cumsum(acc, axis=1))
    _same(xp.cumulative_prod(x, axis=0), tf.math.cumprod(acc, axis=0))
    if dtype != "complex64":
        _same(xp.argmax(x, axis=1), tf.math.argmax(x, axis=1))
        _same(xp.argmin(x, axis=0), tf.math.argmin(x, axis=0))
    _same(xp.squeeze(x[None], axis=0), x)


def test_variables_and_tf_function() -> None:
    # generated op functions read variables as TF's public functions do
    v = tf.Variable([[0.25, -0.5], [0.75, 1.0]])
    _same(xp.sin(v), tf.math.sin(v))
    _same(xp.isnan(v), tf.math.is_nan(v))
    _same(xp.negative(v), -v)
    _same(xp.zeros_like(v), tf.zeros_like(v))
    _same(xp.permute_dims(v, (1, 0)), tf.transpose(v))

    def body(x: Any, i: Any) -> Any:
        # integer input takes the slow path while tracing too (TypeError there)
        return xp.sin(x), xp.sin(i), xp.isnan(i), xp.ceil(i), xp.negative(x)

    traced = tf.function(body)

    i = tf.constant([1, 2], tf.int32)
    sin_x, sin_i, isnan_i, ceil_i, neg_x = traced(v, i)
    _same(sin_x, tf.math.sin(v))
    _same(sin_i, tf.math.sin(tf.cast(i, tf.float32)))
    _same(isnan_i, tf.constant([False, False]))
    _same(ceil_i, i)
    _same(neg_x, -v)


def test_python_scalars_and_sequences() -> None:
    _same(xp.sin(1), tf.math.sin(1.0))
    _same(xp.sqrt([4, 9]), tf.constant([2.0, 3.0]))
    _same(xp.cos(0.5), tf.math.cos(0.5))


@pytest.mark.parametrize("dtype", REAL)
@pytest.mark.parametrize("n", [None, 1, 5, 8, 12])
@pytest.mark.parametrize("axis", [-1, 0])
def test_rfft_irfft_lengths(dtype: str, n: int | None, axis: int) -> None:
    # RFFT/IRFFT crop to fft_length but refuse a shorter input: ours pads as tf.signal does
    a = np.random.default_rng(0).standard_normal((3, 8)).astype(dtype)
    # (NumPy < 2.0's rfft of float32 is complex128: the spectrum keeps the input's precision)
    spectrum = np.fft.rfft(a, axis=axis).astype(np.result_type(dtype, np.complex64))
    ours = xp.fft.rfft(tf.constant(a), n=n, axis=axis)
    back = xp.fft.irfft(tf.constant(spectrum), n=n, axis=axis)
    assert ours.dtype == {"float32": tf.complex64, "float64": tf.complex128}[dtype]
    assert back.dtype == tf.as_dtype(dtype)
    np.testing.assert_allclose(ours.numpy(), np.fft.rfft(a, n=n, axis=axis), atol=1e-4)
    np.testing.assert_allclose(back.numpy(), np.fft.irfft(spectrum, n=n, axis=axis), atol=1e-4)


@pytest.mark.parametrize(
    ("shift", "axis"), [(1, 0), (-3, 1), ((1, 2), (0, 1)), (2, None), ((1,), (1,))]
)
def test_roll(shift: Any, axis: Any) -> None:
    a = np.arange(12.0).reshape(3, 4)
    np.testing.assert_array_equal(
        xp.roll(tf.constant(a), shift, axis=axis).numpy(), np.roll(a, shift, axis=axis)
    )


def test_isdtype_matches_the_kind_tables() -> None:
    from arraydispatch._common._info import KINDS, names_of_kind

    for name in (*FLOATING, *INTEGRAL):
        for kind in KINDS:
            assert xp.isdtype(tf.as_dtype(name), kind) is (name in names_of_kind(kind))
    with pytest.raises(ValueError, match="kind"):
        xp.isdtype(tf.float32, "floating")
    with pytest.raises(TypeError):
        xp.isdtype(tf.float16, "real floating")
