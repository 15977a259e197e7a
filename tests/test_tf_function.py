"""TensorFlow only: namespace functions inside tf.function, with unknown static shapes and
under XLA (``jit_compile=True``); a library function traces once per input signature.

(The values of the same functions are in the function-family files.)
"""

from __future__ import annotations

import logging
import math
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

import arraydispatch  # noqa: E402
import arraydispatch.compat  # noqa: E402

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


# --- AutoGraph leaves our functions alone --------------------------------------------------
#
# tf.function hands the function it traces to AutoGraph, which rewrites every Python function
# that one calls unless it is TensorFlow's own or is marked (arraydispatch/_common/_autograph.py).
# It used to warn "AutoGraph could not transform <function vector_norm ...>" for ours.

F = tf.constant([[1.0, -2.5, 3.0], [0.5, 4.0, -1.0]])  # (2, 3) float32
P = tf.constant([[1.0, 2.5, 3.0], [0.5, 4.0, 1.5]])  # positive
U = tf.constant([[0.1, -0.25, 0.3], [0.05, 0.4, -0.1]])  # in (-1, 1)
S = tf.constant([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 2.0]])  # symmetric pos. def.
V = tf.constant([0.5, 1.0, 2.0])  # sorted
I = tf.constant([[1, 2, 3], [3, 0, 1]])  # noqa: E741  # int32
J = tf.constant([[0, 2, 1], [2, 1, 0]])  # indices along axis 1
B = tf.constant([[True, False, True], [False, False, True]])
C = tf.complex(F, P)  # complex64

_BINARY_FLOAT = (
    "add", "atan2", "copysign", "divide", "equal", "floor_divide", "greater", "greater_equal",
    "hypot", "less", "less_equal", "logaddexp", "maximum", "minimum", "multiply", "nextafter",
    "not_equal", "remainder", "subtract",
)  # fmt: skip
_UNARY_FLOAT = (
    "abs", "asinh", "atan", "ceil", "cos", "cosh", "exp", "expm1", "floor", "isfinite", "isinf",
    "isnan", "negative", "positive", "reciprocal", "round", "sign", "signbit", "sin", "sinh",
    "square", "tan", "tanh", "trunc",
)  # fmt: skip

_LINALG_SQUARE = (
    "cholesky", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matrix_norm",
    "matrix_rank", "pinv", "qr", "slogdet", "svd", "svdvals", "trace",
)  # fmt: skip

#: (args, kwargs) of one well-formed call of each function of the TensorFlow namespace.
NAMESPACE_CALLS: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {
    **{name: ((F, F), {}) for name in _BINARY_FLOAT},
    **{name: ((F,), {}) for name in _UNARY_FLOAT},
    **{name: ((U,), {}) for name in ("acos", "asin", "atanh")},
    **{name: ((P,), {}) for name in ("acosh", "log", "log10", "log1p", "log2", "sqrt")},
    **{name: ((C,), {}) for name in ("conj", "imag", "real")},
    **{f"logical_{name}": ((B, B), {}) for name in ("and", "or", "xor")},
    **{f"bitwise_{name}": ((I, I), {}) for name in ("and", "or", "xor")},
    "bitwise_left_shift": ((I, J), {}),
    "bitwise_right_shift": ((I, J), {}),
    "bitwise_invert": ((I,), {}),
    "logical_not": ((B,), {}),
    "pow": ((P, F), {}),
    "clip": ((F,), {"min": 0.0, "max": 1.0}),
    # creation
    "arange": ((1, 7, 2), {}),
    "asarray": (([[1.0, 2.0]],), {"dtype": tf.float64}),
    "empty": (((2, 3),), {}),
    "empty_like": ((F,), {}),
    "eye": ((3,), {"k": 1}),
    "from_dlpack": ((F,), {}),
    "full": (((2, 3), 1.5), {}),
    "full_like": ((F, 2.0), {}),
    "linspace": ((0.0, 1.0, 5), {}),
    "meshgrid": ((V, V), {"indexing": "ij"}),
    "ones": (((2, 3),), {}),
    "ones_like": ((F,), {}),
    "tril": ((F,), {}),
    "triu": ((F,), {"k": 1}),
    "zeros": (((2, 3),), {}),
    "zeros_like": ((F,), {}),
    # data types
    "astype": ((F, tf.float64), {}),
    "can_cast": ((tf.float32, tf.float64), {}),
    "finfo": ((tf.float32,), {}),
    "iinfo": ((tf.int32,), {}),
    "isdtype": ((tf.float32, "real floating"), {}),
    "result_type": ((F, tf.float64), {}),
    # indexing
    "take": ((F, tf.constant([0, 2])), {"axis": 1}),
    "take_along_axis": ((F, J), {"axis": 1}),
    # linear algebra
    "matmul": ((F, S), {}),
    "matrix_transpose": ((F,), {}),
    "tensordot": ((F, S), {"axes": 1}),
    "vecdot": ((F, F), {}),
    # manipulation
    "broadcast_arrays": ((F, V), {}),
    "broadcast_shapes": (((2, 1), (3,)), {}),
    "broadcast_to": ((V, (2, 3)), {}),
    "concat": (([F, F],), {"axis": 0}),
    "expand_dims": ((F,), {"axis": 0}),
    "flip": ((F,), {}),
    "moveaxis": ((F, 0, 1), {}),
    "permute_dims": ((F, (1, 0)), {}),
    "repeat": ((F, 2), {"axis": 0}),
    "reshape": ((F, (3, 2)), {}),
    "roll": ((F, 1), {}),
    "squeeze": ((V[None, :],), {"axis": 0}),
    "stack": (([F, F],), {}),
    "tile": ((F, (2, 1)), {}),
    "unstack": ((F,), {}),
    # searching
    "argmax": ((F,), {"axis": 1}),
    "argmin": ((F,), {}),
    "count_nonzero": ((F,), {"axis": 0}),
    "nonzero": ((F,), {}),
    "searchsorted": ((V, F), {}),
    "where": ((B, F, 0.0), {}),
    # set
    "isin": ((I, I[0]), {}),
    **{name: ((I,), {}) for name in ("unique_all", "unique_counts", "unique_inverse")},
    "unique_values": ((I,), {}),
    # sorting
    "argsort": ((F,), {"descending": True}),
    "sort": ((F,), {"axis": 0}),
    # statistical
    "cumulative_prod": ((F,), {"axis": 1}),
    "cumulative_sum": ((F,), {"axis": 1, "include_initial": True}),
    **{name: ((F,), {"axis": 0}) for name in ("max", "mean", "min", "prod", "sum")},
    "std": ((F,), {"correction": 1}),
    "var": ((F,), {"axis": 1, "keepdims": True}),
    # utility
    "all": ((B,), {"axis": 1}),
    "any": ((B,), {}),
    "diff": ((F,), {"prepend": F[:, :1]}),
    # info
    "__array_namespace_info__": ((), {}),
    # linalg
    **{f"linalg.{name}": ((S,), {}) for name in _LINALG_SQUARE},
    "linalg.cross": ((F, F), {}),
    "linalg.matmul": ((S, S), {}),
    "linalg.matrix_power": ((S, 3), {}),
    "linalg.matrix_transpose": ((S,), {}),
    "linalg.outer": ((V, V), {}),
    "linalg.solve": ((S, F[0]), {}),
    "linalg.tensordot": ((S, S), {}),
    "linalg.vecdot": ((S, S), {}),
    "linalg.vector_norm": ((F,), {"ord": 3}),
    # fft
    **{f"fft.{name}": ((C,), {}) for name in ("fft", "fftn", "hfft", "ifft", "ifftn", "irfft")},
    "fft.irfftn": ((C,), {"axes": (1,)}),
    **{f"fft.{name}": ((F,), {}) for name in ("fftshift", "ifftshift", "ihfft", "rfft", "rfftn")},
    "fft.fftfreq": ((4,), {"d": 0.5}),
    "fft.rfftfreq": ((5,), {}),
}


def _namespace_functions() -> dict[str, Any]:
    """Every function of the TensorFlow namespace, ``linalg.`` and ``fft.`` included."""
    found = {}
    for module, prefix in ((xp, ""), (xp.linalg, "linalg."), (xp.fft, "fft.")):
        for name in module.__all__:
            value = getattr(module, name)
            if callable(value) and not isinstance(value, type(xp)):
                found[prefix + name] = value
    return found


def _square(x: Any) -> Any:
    return xp.sum(xp.multiply(x, x))


#: (function, args, kwargs) of each public function of arraydispatch, and of what jit,
#: value_and_grad and grad return.
HELPER_CALLS: dict[str, tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]] = {
    **{
        f"compat.{name}": (getattr(arraydispatch.compat, name), (F,), {})
        for name in arraydispatch.compat.__all__
        if name.startswith("is_") and not name.endswith("_namespace")
    },
    **{
        f"compat.{name}": (getattr(arraydispatch.compat, name), (xp,), {})
        for name in arraydispatch.compat.__all__
        if name.endswith("_namespace")
    },
    **{
        name: (getattr(arraydispatch, name), (F,), {})
        for name in arraydispatch.__all__
        if (name.startswith("is_") and not name.endswith("_namespace"))
        or name in ("device", "size")
    },
    **{
        name: (getattr(arraydispatch, name), (xp,), {})
        for name in arraydispatch.__all__
        if name.endswith("_namespace")
    },
    "get_namespace": (arraydispatch.get_namespace, (F, V), {}),
    "namespace": (arraydispatch.namespace, ("tensorflow",), {}),
    "convert": (arraydispatch.convert, (F, "tensorflow"), {}),
    "to_device": (arraydispatch.to_device, (F, "cpu"), {}),
    "has_autodiff": (arraydispatch.has_autodiff, (F,), {}),
    "clear_namespace_cache": (arraydispatch.clear_namespace_cache, (), {}),
    "jit": (arraydispatch.jit, (_square,), {}),
    "value_and_grad": (arraydispatch.value_and_grad, (_square,), {}),
    "grad": (arraydispatch.grad, (_square,), {}),
    "jit(f)": (arraydispatch.jit(_square), (F,), {}),
    "jit(f, static_argnums=1)": (
        arraydispatch.jit(lambda x, n: xp.sum(x) * n, static_argnums=1),
        (F, 2),
        {},
    ),
    "value_and_grad(f)": (arraydispatch.value_and_grad(_square), (F,), {}),
    "grad(f)": (arraydispatch.grad(_square), (F,), {}),
    "compat.array_namespace": (arraydispatch.compat.array_namespace, (F,), {}),
    "compat.get_namespace": (arraydispatch.compat.get_namespace, (F,), {}),
    "compat.device": (arraydispatch.compat.device, (F,), {}),
    "compat.size": (arraydispatch.compat.size, (F,), {}),
    "compat.to_device": (arraydispatch.compat.to_device, (F, "cpu"), {}),
}


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(f"{record.name}: {record.getMessage()}")


def _trace_silently(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Trace ``fn(*args, **kwargs)`` under tf.function; fail on any warning or log record.

    AutoGraph writes through TensorFlow's logger (``tf.get_logger()``, which absl's
    handler may also carry), and some of TensorFlow's notices are Python warnings.
    """

    def call(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        # What tf.function traces: AutoGraph rewrites this function, and so decides how to
        # call fn. (Its result may be no tensor at all: a dtype, a module, a function.)
        fn(*args, **kwargs)

    records = _Records()
    loggers = [tf.get_logger(), logging.getLogger("absl")]
    for logger in loggers:
        logger.addHandler(records)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            tf.function(call)(fn, args, kwargs)
    finally:
        for logger in loggers:
            logger.removeHandler(records)
    said = [
        line
        for line in records.lines + [f"{w.category.__name__}: {w.message}" for w in caught]
        # tf.function's notice that one code object (call's, above) was traced many times
        # running, which here is the point: one trace per function of the table
        if "triggered tf.function retracing" not in line
        # AutoGraph's own code generator on Python 3.13, converting the traced function
        # (call, above, or the user's f inside jit/grad): its templates pass an annotation
        # keyword to ast nodes, which 3.13 deprecates (tensorflow/python/autograph/pyct)
        and "___pyct_anno" not in line
    ]
    assert not said, "\n".join(said)


def test_every_namespace_function_has_a_traced_call() -> None:
    assert sorted(NAMESPACE_CALLS) == sorted(_namespace_functions())
    helpers = [
        name
        for name in arraydispatch.__all__
        if callable(getattr(arraydispatch, name))
        and not isinstance(getattr(arraydispatch, name), type)
    ]
    assert set(helpers) <= set(HELPER_CALLS)
    compat = [name for name in arraydispatch.compat.__all__ if f"compat.{name}" not in HELPER_CALLS]
    assert compat == []


@pytest.mark.parametrize("name", sorted(NAMESPACE_CALLS))
def test_namespace_function_traces_silently(name: str) -> None:
    args, kwargs = NAMESPACE_CALLS[name]
    _trace_silently(_namespace_functions()[name], args, kwargs)


@pytest.mark.parametrize("name", sorted(HELPER_CALLS))
def test_helper_traces_silently(name: str) -> None:
    _trace_silently(*HELPER_CALLS[name])


def test_our_functions_carry_autographs_marker() -> None:
    # AutoGraph rewrote some of ours without a word (get_namespace, is_lazy_array): its own
    # tests say it now leaves each one alone (the marker, or an lru_cache it never converts)
    from tensorflow.python.autograph.impl.api import is_autograph_artifact
    from tensorflow.python.autograph.impl.conversion import is_unsupported

    ours = {
        name: fn
        for name, fn in {
            **_namespace_functions(),
            **{name: call[0] for name, call in HELPER_CALLS.items()},
        }.items()
        if getattr(fn, "__module__", "").startswith("arraydispatch")
        or "(f" in name  # what jit, value_and_grad and grad return
    }
    assert len(ours) > 150
    assert [
        name for name, fn in ours.items() if not (is_autograph_artifact(fn) or is_unsupported(fn))
    ] == []


# --- lengths known only when the graph runs -------------------------------------------------
#
# In a tf.function traced for input of unknown shape, x.shape[0] is None; tf.shape(x)[0] is
# the length as a tensor. Creation functions take the tensor, and name the None.

UNKNOWN = [tf.TensorSpec(shape=None, dtype=tf.float32)]
X4 = tf.ones((4,))


def _n(x: Any) -> Any:
    return tf.shape(x)[0]


#: name -> (function of x, its value for X4)
TENSOR_LENGTHS: dict[str, tuple[Callable[[Any], Any], Any]] = {
    "arange": (lambda x: xp.arange(_n(x)), np.arange(4)),
    "arange(start, stop, step)": (lambda x: xp.arange(1, _n(x), 2), np.arange(1, 4, 2)),
    "arange(float)": (
        lambda x: xp.arange(0.5, _n(x), dtype=xp.float64),
        np.arange(0.5, 4.0),  # float64, as asked
    ),
    "zeros": (lambda x: xp.zeros((_n(x), 2)), np.zeros((4, 2), np.float32)),
    "ones(tf.shape)": (lambda x: xp.ones(tf.shape(x)), np.ones(4, np.float32)),
    "empty": (lambda x: xp.empty(_n(x)), np.zeros(4, np.float32)),
    "full": (lambda x: xp.full((2, _n(x)), 1.5), np.full((2, 4), 1.5, np.float32)),
    "eye": (lambda x: xp.eye(_n(x), 3, k=-1), np.eye(4, 3, k=-1, dtype=np.float32)),
    "linspace": (lambda x: xp.linspace(0.0, 1.0, _n(x)), np.linspace(0, 1, 4, dtype=np.float32)),
    "linspace(endpoint=False)": (
        lambda x: xp.linspace(0.0, 1.0, _n(x), endpoint=False),
        np.linspace(0, 1, 4, endpoint=False, dtype=np.float32),
    ),
    "reshape": (lambda x: xp.reshape(x, (2, _n(x) // 2)), np.ones((2, 2), np.float32)),
    "fft.fftfreq": (
        lambda x: xp.fft.fftfreq(_n(x), d=0.5),
        np.fft.fftfreq(4, 0.5).astype(np.float32),
    ),
    "fft.rfftfreq": (lambda x: xp.fft.rfftfreq(_n(x)), np.fft.rfftfreq(4).astype(np.float32)),
}


@pytest.mark.parametrize("name", sorted(TENSOR_LENGTHS))
def test_a_length_as_a_tensor(name: str) -> None:
    fn, want = TENSOR_LENGTHS[name]
    got = tf.function(fn, input_signature=UNKNOWN)(X4)
    assert_matches(got, want)


#: name -> (function of x that passes x.shape[...], the argument the error names)
NONE_LENGTHS: dict[str, tuple[Callable[[Any], Any], str]] = {
    "arange": (lambda x: xp.arange(x.shape[0]), "stop"),
    "zeros": (lambda x: xp.zeros((x.shape[0], 2)), r"shape\[0\]"),
    "ones": (lambda x: xp.ones(x.shape), "shape"),
    "empty": (lambda x: xp.empty(x.shape), "shape"),
    "full": (lambda x: xp.full((2, x.shape[0]), 1.0), r"shape\[1\]"),
    "eye": (lambda x: xp.eye(x.shape[0]), "n_rows"),
    "linspace": (lambda x: xp.linspace(0.0, 1.0, x.shape[0]), "num"),
    "reshape": (lambda x: xp.reshape(x, (x.shape[0], -1)), r"shape\[0\]"),
    "fft.fftfreq": (lambda x: xp.fft.fftfreq(x.shape[0]), "n"),
    "fft.rfftfreq": (lambda x: xp.fft.rfftfreq(x.shape[0]), "n"),
}


@pytest.mark.parametrize("name", sorted(NONE_LENGTHS))
def test_an_unknown_length_is_a_clear_error(name: str) -> None:
    fn, argument = NONE_LENGTHS[name]
    function = name.partition("(")[0].rpartition(".")[2]
    # (tf.function puts its "in user code:" traceback before the message)
    with pytest.raises(TypeError, match=rf"\b{function}\(\): [^\n]*{argument}[^\n]* unknown while"):
        tf.function(fn, input_signature=UNKNOWN)(X4)


def test_a_zero_step_or_length_in_the_graph_fails_when_run() -> None:
    scalar = [tf.TensorSpec((), tf.int32)] * 2
    fn = tf.function(
        lambda n, step: (xp.arange(0, n, step), xp.fft.fftfreq(n)), input_signature=scalar
    )
    assert_matches(fn(tf.constant(4), tf.constant(2))[0], np.array([0, 2]))
    with pytest.raises(tf.errors.InvalidArgumentError, match="step must not be zero"):
        fn(tf.constant(4), tf.constant(0))
    with pytest.raises(tf.errors.InvalidArgumentError, match="n must be at least 1"):
        fn(tf.constant(0), tf.constant(1))
