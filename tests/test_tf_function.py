"""TensorFlow only: namespace functions inside tf.function, with unknown static shapes and
under XLA (``jit_compile=True``); a library function traces once per input signature.

(The values of the same functions are in the function-family files.)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

import arraydispatch  # noqa: E402

from ._numpy_reference import assert_matches, to_numpy  # noqa: E402

xp: Any = arraydispatch.namespace("tensorflow")


def standardize(x: Any) -> Any:
    """A library function written once against the standard."""
    ns = arraydispatch.get_namespace(x)
    centred = ns.subtract(x, ns.astype(ns.floor(x), x.dtype))
    return ns.clip(ns.multiply(centred, 2), min=0.5, max=1.5)


def test_tf_function_traces_once_per_signature() -> None:
    traces = []

    def body(x: Any) -> Any:
        traces.append(x.dtype)
        return standardize(x)

    fn = tf.function(body)
    for _ in range(3):
        fn(tf.constant([0.1, 0.75, 2.5]))
    assert traces == [tf.float32]
    fn(tf.constant([0.1, 0.75], dtype=tf.float64))
    assert traces == [tf.float32, tf.float64]
    np.testing.assert_allclose(
        fn(tf.constant([0.1, 0.75, 2.5])).numpy(), [0.5, 1.5, 1.0], rtol=1e-6
    )


# Named functions, not lambdas: autograph finds a lambda's source by line and confuses
# several lambdas of one dict literal.
def _zeros_like(x: Any) -> Any:
    return xp.zeros_like(x)


def _ones_like(x: Any) -> Any:
    return xp.ones_like(x, dtype=xp.int8)


def _empty_like(x: Any) -> Any:
    return xp.empty_like(x)


def _full_like(x: Any) -> Any:
    return xp.full_like(x, 3.0)


def _tril(x: Any) -> Any:
    return xp.tril(x, k=-1)


def _triu(x: Any) -> Any:
    return xp.triu(x, k=1)


def _clip(x: Any) -> Any:
    return xp.clip(x, min=0.0, max=1.0)


def _add_scalar(x: Any) -> Any:
    return xp.add(x, 1)


def _remainder(x: Any) -> Any:
    return xp.remainder(x, 1.5)


def _hypot(x: Any) -> Any:
    return xp.hypot(x, x)


def _signbit(x: Any) -> Any:
    return xp.signbit(x)


def _astype(x: Any) -> Any:
    return xp.astype(x, xp.float64)


def _isfinite(x: Any) -> Any:
    return xp.isfinite(x)


SHAPE_FUNCTIONS = {f.__name__[1:]: f for f in (
    _zeros_like, _ones_like, _empty_like, _full_like, _tril, _triu, _clip, _add_scalar,
    _remainder, _hypot, _signbit, _astype, _isfinite,
)}  # fmt: skip


@pytest.mark.parametrize("name", sorted(SHAPE_FUNCTIONS))
def test_unknown_static_shape_elementwise(name: str) -> None:
    fn = SHAPE_FUNCTIONS[name]
    traced = tf.function(fn, input_signature=[tf.TensorSpec(shape=None, dtype=tf.float32)])
    x = tf.reshape(tf.range(-2.0, 4.0), (2, 3))
    np.testing.assert_array_equal(traced(x).numpy(), fn(x).numpy())


@pytest.mark.parametrize("name", ["clip", "add_scalar", "remainder", "hypot", "signbit"])
def test_jit_compile_elementwise(name: str) -> None:
    fn = SHAPE_FUNCTIONS[name]
    x = tf.reshape(tf.range(-2.0, 4.0), (2, 3))
    np.testing.assert_array_equal(tf.function(fn, jit_compile=True)(x).numpy(), fn(x).numpy())


def test_nan_propagation_under_xla() -> None:
    # XLA's max/min kernels drop NaN where TF's eager ones keep it; the standard wants NaN
    x = tf.constant([math.nan, -0.5, 2.0])

    def fn(x: Any) -> Any:
        return xp.maximum(x, 0.0), xp.minimum(x, 1.0), xp.clip(x, 0.0, 1.0)

    for result in tf.function(fn, jit_compile=True)(x):
        assert math.isnan(result.numpy()[0])


def test_shifts_past_the_bit_width_under_xla() -> None:
    def fn(a: Any, b: Any) -> Any:
        return xp.bitwise_left_shift(a, b), xp.bitwise_right_shift(a, b)

    a, b = tf.constant([-3, 3, 100], tf.int8), tf.constant([9, 1, 8], tf.int8)
    for got in (fn(a, b), tf.function(fn, jit_compile=True)(a, b)):
        assert_matches(got[0], np.array([0, 6, 0], np.int8), xp=xp)
        assert_matches(got[1], np.array([-1, 1, 0], np.int8), xp=xp)


def test_asarray_of_symbolic_tensors() -> None:
    fn = tf.function(lambda x: xp.asarray([[x[0], x[1]]], dtype=xp.float64))
    assert_matches(fn(tf.constant([1.0, 2.0])), np.array([[1.0, 2.0]]), xp=xp)


SPEC = tf.TensorSpec([None, None], tf.float32)
X = tf.constant(np.random.default_rng(0).normal(size=(4, 5)).astype("float32"))

#: name -> function of one (4, 5) float32 tensor; every one must trace with unknown sizes.
SHAPE_DEPENDENT: dict[str, Callable[[Any], Any]] = {
    "reshape": lambda a: xp.reshape(a, (-1,)),
    "nonzero": lambda a: xp.nonzero(a > 0),
    "unique_all": lambda a: xp.unique_all(a),
    "unique_values": lambda a: xp.unique_values(a),
    "unique_counts": lambda a: xp.unique_counts(a),
    "unique_inverse": lambda a: xp.unique_inverse(a),
    "expand_dims": lambda a: xp.expand_dims(a, axis=(0, -1)),
    "tile": lambda a: xp.tile(a, (2, 1, 1)),
    "broadcast_arrays": lambda a: xp.broadcast_arrays(a, a[:1]),
    "roll": lambda a: xp.roll(a, 2),
    "repeat": lambda a: xp.repeat(a, 2, axis=1),
    "concat": lambda a: xp.concat([a, a], axis=None),
    "sort": lambda a: xp.sort(a, axis=0),
    "argsort": lambda a: xp.argsort(a, descending=True),
    "argmax": lambda a: xp.argmax(a, axis=1, keepdims=True),
    "searchsorted": lambda a: xp.searchsorted(xp.sort(a[0]), a),
    "isin": lambda a: xp.isin(a, a[0]),
    "take": lambda a: xp.take(a, tf.constant([0, -1]), axis=1),
    "take_along_axis": lambda a: xp.take_along_axis(a, xp.argsort(a, axis=1), axis=1),
    "cumulative_sum": lambda a: xp.cumulative_sum(a, axis=1, include_initial=True),
    "var": lambda a: xp.var(a, axis=0, correction=1),
    "diff": lambda a: xp.diff(a, n=2, prepend=a[:, :1]),
    "matmul": lambda a: xp.matmul(a, xp.matrix_transpose(a)),
    "vecdot": lambda a: xp.vecdot(a, a),
    "linalg.matrix_rank": lambda a: xp.linalg.matrix_rank(a),
    "linalg.pinv": lambda a: xp.linalg.pinv(a),
    "linalg.solve": lambda a: xp.linalg.solve(xp.matmul(a, xp.matrix_transpose(a)), a[:, 0]),
    "linalg.diagonal": lambda a: xp.linalg.diagonal(a, offset=1),
    "linalg.matrix_power": lambda a: xp.linalg.matrix_power(
        xp.matmul(a, xp.matrix_transpose(a)), 3
    ),
    "fft.fft": lambda a: xp.fft.fft(tf.complex(a, a), n=8, axis=0),
    "fft.rfftn": lambda a: xp.fft.rfftn(a),
    "fft.irfft": lambda a: xp.fft.irfft(tf.complex(a, a)),
    "fft.fftshift": lambda a: xp.fft.fftshift(a),
}


def _assert_same(got: Any, want: Any) -> None:
    if isinstance(want, tuple):
        assert isinstance(got, tuple)
        for g, w in zip(got, want, strict=True):
            _assert_same(g, w)
        return
    np.testing.assert_allclose(to_numpy(got), to_numpy(want), rtol=1e-4, atol=1e-5, equal_nan=True)


@pytest.mark.parametrize("name", sorted(SHAPE_DEPENDENT))
def test_unknown_static_shapes(name: str) -> None:
    fn = SHAPE_DEPENDENT[name]
    _assert_same(tf.function(fn, input_signature=[SPEC])(X), fn(X))


@pytest.mark.parametrize("name", sorted(SHAPE_DEPENDENT))
def test_jit_compile(name: str) -> None:
    # XLA compiles every one, the data-dependent sizes of nonzero/unique_* included
    fn = SHAPE_DEPENDENT[name]
    _assert_same(tf.function(fn, jit_compile=True)(X), fn(X))


def test_unstack_needs_a_static_size() -> None:
    unstack = tf.function(lambda a: xp.unstack(a), input_signature=[tf.TensorSpec([3, None])])
    assert len(unstack(tf.zeros((3, 2)))) == 3
    with pytest.raises(ValueError, match="static size"):
        tf.function(lambda a: xp.unstack(a), input_signature=[SPEC])(X)
