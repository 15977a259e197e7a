"""jit(): jax.jit / torch.compile / tf.function / paddle.jit.to_static / mx.compile chosen
per call.

"No recompilation" is read off each framework's own counter: the jax.jit cache size, the
TorchDynamo graph count (with ``error_on_recompile``), tf.function's tracing count, and the
number of guarded translations Paddle's bytecode tracer (SOT) keeps for ``f``'s code. MLX
has no counter: the fixture counts traces with tests/_mlx_traces.py. torch
tests compile with ``backend="aot_eager"`` (the same Dynamo tracing and guards, without
Inductor's C++ build) except one that uses torch.compile's defaults.
"""

from __future__ import annotations

import importlib.util
from typing import Any, NamedTuple

import numpy as np
import pytest

import arraydispatch
from arraydispatch import get_namespace, grad, jit, value_and_grad

from . import _mlx_traces
from ._numpy_reference import to_numpy

COMPILERS = [
    n for n in ("jax", "torch", "tensorflow", "paddle", "mlx") if importlib.util.find_spec(n)
]
UNCOMPILED = [n for n in ("numpy", "dask") if importlib.util.find_spec(n)]
TORCH_OPTIONS = {"backend": "aot_eager", "fullgraph": True}

X = np.linspace(-1.0, 1.0, 6, dtype=np.float32).reshape(2, 3)
W = np.asarray([0.5, -1.0, 2.0], dtype=np.float32)


def affine_tanh(x: Any, w: Any) -> Any:
    xp = get_namespace(x, w)
    return xp.tanh(xp.matmul(x, w)) + 1.0


def power_sum(x: Any, n: int) -> Any:
    xp = get_namespace(x)
    out = x
    for _ in range(n - 1):  # Python control flow on n: n must be static
        out = out * x
    return xp.sum(out)


def cube_sum(x: Any) -> Any:
    return get_namespace(x).sum(x**3)


def asarray(name: str, a: Any) -> Any:
    return arraydispatch.namespace(name).asarray(np.asarray(a))


def compile_count(name: str, jitted: Any) -> int:
    """How many times the framework compiled ``jitted``'s function so far."""
    compiled = jitted.compiled[name]
    if name == "jax":
        return int(compiled._cache_size())
    if name == "tensorflow":
        return int(compiled.experimental_get_tracing_count())
    if name == "paddle":
        # get_traced_count() refuses full_graph=False, and SOT counts translations for the
        # whole process (each graph break adds a "$resume" piece): the fixture clears its
        # cache, and one compilation is however many translations the first call made.
        from paddle.jit.sot.opcode_translator.executor.executor_cache import (
            OpcodeExecutorCache,
        )

        translations = OpcodeExecutorCache().translate_count
        first = jitted.__dict__.setdefault("_first_translations", translations)
        return 1 + (translations - first) if translations else 0
    if name == "mlx":
        return _mlx_traces.traces(compiled)
    from torch._dynamo.utils import counters

    return int(counters["stats"]["unique_graphs"])


@pytest.fixture(params=COMPILERS)
def name(request: pytest.FixtureRequest) -> Any:
    """A framework with a compiler; torch's Dynamo state is reset around each test."""
    if request.param == "torch":
        import torch
        from torch._dynamo.utils import counters

        torch._dynamo.reset()
        counters.clear()
        yield request.param
        torch._dynamo.reset()
    elif request.param == "paddle":
        from paddle.jit.sot.opcode_translator.executor.executor_cache import (
            OpcodeExecutorCache,
        )

        OpcodeExecutorCache().clear()  # each test counts its own translations
        yield request.param
    elif request.param == "mlx":
        with pytest.MonkeyPatch.context() as monkeypatch:
            _mlx_traces.counting(monkeypatch)
            yield request.param
    else:
        yield request.param


def test_compiles_once_per_shape(name: str) -> None:
    f = jit(affine_tanh, torch_options=TORCH_OPTIONS)
    x, w = asarray(name, X), asarray(name, W)
    expected = np.tanh(X @ W) + 1.0
    for scale in (1.0, 2.0, 3.0):
        out = f(x * scale, w)
        assert get_namespace(out) is get_namespace(x)
        np.testing.assert_allclose(to_numpy(out), np.tanh(scale * X @ W) + 1.0, rtol=1e-5)
    np.testing.assert_allclose(to_numpy(f(x, w)), expected, rtol=1e-5)
    assert list(f.compiled) == [name]  # type: ignore[attr-defined]
    assert compile_count(name, f) == 1


def test_keyword_and_nested_array_arguments(name: str) -> None:
    def from_dict(params: dict[str, Any], *, x: Any) -> Any:
        return affine_tanh(x, params["w"])

    f = jit(from_dict, torch_options=TORCH_OPTIONS)
    out = f({"w": asarray(name, W)}, x=asarray(name, X))
    np.testing.assert_allclose(to_numpy(out), np.tanh(X @ W) + 1.0, rtol=1e-5)
    f({"w": asarray(name, W)}, x=asarray(name, X))
    assert compile_count(name, f) == 1


class _Affine(NamedTuple):
    w: Any
    shift: Any


class _Twin(NamedTuple):
    w: Any
    shift: Any


def test_namedtuple_arguments_keep_their_type(name: str) -> None:
    # mx.compile before MLX 0.31 traced them as plain tuples (params.w raised there)
    def from_model(params: Any, x: Any, *, extra: Any) -> Any:
        sign = 1.0 if type(params) is _Affine else -1.0
        return sign * affine_tanh(x, params.w) + params.shift + extra.shift

    f = jit(from_model, torch_options=TORCH_OPTIONS)
    w, x, shift = asarray(name, W), asarray(name, X), asarray(name, np.ones(2, np.float32))
    expected = np.tanh(X @ W) + 1.0 + 2.0
    for params in (_Affine(w, shift), _Affine(w, shift)):
        out = f(params, x, extra=_Affine(w, shift))
        np.testing.assert_allclose(to_numpy(out), expected, rtol=1e-5)
    # a NamedTuple of another type with the same fields is that type in the trace too
    out = f(_Twin(w, shift), x, extra=_Twin(w, shift))
    np.testing.assert_allclose(to_numpy(out), expected - 2 * (np.tanh(X @ W) + 1.0), rtol=1e-5)


def test_static_arguments(name: str) -> None:
    x = asarray(name, [1.0, 2.0])
    by_number = jit(power_sum, static_argnums=1, torch_options=TORCH_OPTIONS)
    by_name = jit(power_sum, static_argnames="n", torch_options=TORCH_OPTIONS)
    assert float(by_number(x, 3)) == 9.0
    assert float(by_number(x, 3)) == 9.0
    assert compile_count(name, by_number) == 1
    assert float(by_number(x, 2)) == 5.0  # a new value: one new compilation
    assert compile_count(name, by_number) == 2
    assert float(by_name(x, n=3)) == 9.0


@pytest.mark.parametrize("bad", [[1, 2], "array"])
def test_static_argument_must_be_a_hashable_python_value(name: str, bad: str) -> None:
    x = asarray(name, [1.0, 2.0])
    value: Any = x if bad == "array" else [1, 2]
    f = jit(power_sum, static_argnums=(1,), torch_options=TORCH_OPTIONS)
    with pytest.raises(TypeError, match="static argument 1 is"):
        f(x, value)
    g = jit(power_sum, static_argnames=("n",), torch_options=TORCH_OPTIONS)
    with pytest.raises(TypeError, match="static argument 'n' is"):
        g(x, n=value)


def test_jit_of_value_and_grad(name: str) -> None:
    def loss(w: Any, x: Any) -> Any:
        xp = get_namespace(w, x)
        return xp.mean(affine_tanh(x, w) ** 2)

    step = jit(value_and_grad(loss), torch_options=TORCH_OPTIONS)
    w, x = asarray(name, W), asarray(name, X)
    eager_value, eager_grad = value_and_grad(loss)(w, x)
    value, g = step(w, x)
    step(w * 2.0, x)
    np.testing.assert_allclose(float(value), float(eager_value), rtol=1e-6)
    np.testing.assert_allclose(to_numpy(g), to_numpy(eager_grad), rtol=1e-5)
    assert compile_count(name, step) == 1
    # and the second derivative, compiled
    x0 = asarray(name, np.float32(2.0))
    second = jit(grad(grad(lambda x: get_namespace(x).sum(x**3))), torch_options=TORCH_OPTIONS)
    assert float(second(x0)) == 12.0


def test_one_object_compiles_per_framework() -> None:
    if len(COMPILERS) < 2:
        pytest.skip("needs two frameworks")
    f = jit(affine_tanh, torch_options={"backend": "eager"})
    g = jit(affine_tanh, torch_options={"backend": "eager"})
    for framework in COMPILERS:
        f(asarray(framework, X), asarray(framework, W))
    assert sorted(f.compiled) == sorted(COMPILERS)  # type: ignore[attr-defined]
    assert dict(g.compiled) == {}  # type: ignore[attr-defined]  # nothing shared globally
    g(asarray(COMPILERS[0], X), asarray(COMPILERS[0], W))
    first = COMPILERS[0]
    assert g.compiled[first] is not f.compiled[first]  # type: ignore[attr-defined]


@pytest.mark.parametrize("framework", UNCOMPILED)
def test_numpy_and_dask_run_f_unchanged(framework: str) -> None:
    calls = []

    def traced(x: Any, w: Any) -> Any:
        calls.append(type(x))
        return affine_tanh(x, w)

    f = jit(traced)
    x, w = asarray(framework, X), asarray(framework, W)
    out = f(x, w)
    f(x, w)
    assert get_namespace(out) is get_namespace(x)
    np.testing.assert_allclose(to_numpy(out), np.tanh(X @ W) + 1.0, rtol=1e-6)
    assert calls == [type(x), type(x)]  # run every time: nothing traced or cached
    assert f.compiled == {}  # type: ignore[attr-defined]  # by framework name: none compiled


# Importing Inductor runs torch.jit.script_method in torch/utils/mkldnn.py (torch 2.13)
@pytest.mark.filterwarnings("ignore:`torch.jit.script_method` is deprecated:DeprecationWarning")
def test_torch_compile_with_its_default_options() -> None:
    # The one test that pays for Inductor's C++ build (a few seconds on a small CPU).
    torch = pytest.importorskip("torch")
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    f = jit(affine_tanh)
    x, w = asarray("torch", X), asarray("torch", W)
    with torch._dynamo.config.patch(error_on_recompile=True):
        for _ in range(3):
            out = f(x, w)
    np.testing.assert_allclose(out.numpy(), np.tanh(X @ W) + 1.0, rtol=1e-5)
    assert counters["stats"]["unique_graphs"] == 1
    torch._dynamo.reset()


# --------------------------------------------------------------------------- errors


def test_mixed_frameworks_name_the_arguments() -> None:
    available = [n for n in ("numpy", *COMPILERS)]
    if len(available) < 2:
        pytest.skip("needs two frameworks")
    a, b = available[:2]
    with pytest.raises(TypeError, match=rf"different libraries: {a} \(argument 0\) and {b} "):
        jit(affine_tanh)(asarray(a, X), asarray(b, W))
    with pytest.raises(TypeError, match=rf"{a} \(argument 0\) and {b} \(argument 'w'\)"):
        jit(affine_tanh)(asarray(a, X), w=asarray(b, W))


@pytest.mark.parametrize("framework", [n for n in ("paddle", "mlx") if n in COMPILERS])
def test_mixed_frameworks_after_warm_up_on_paddle_and_mlx(framework: str) -> None:
    # Paddle's tracer, given a NumPy array, failed inside itself (InnerError), and
    # mx.compile raises a ValueError that names no argument: ours is the error
    f = jit(affine_tanh)
    x, w = asarray(framework, X), asarray(framework, W)
    f(x, w)
    with pytest.raises(TypeError, match=rf"{framework} \(argument 0\) and numpy \(argument 1\)"):
        f(x, W)
    with pytest.raises(TypeError, match=rf"{framework} \(argument 0\) and numpy \(argument 'w'\)"):
        f(x, w=W)


def test_mixed_frameworks_after_warm_up() -> None:
    # tf.function would turn a NumPy array or a torch tensor into a tf.Tensor silently
    tf = pytest.importorskip("tensorflow")
    f = jit(affine_tanh)
    x, w = tf.constant(X), tf.constant(W)
    f(x, w)
    f(x, w=w)
    with pytest.raises(TypeError, match=r"tensorflow \(argument 0\) and numpy \(argument 1\)"):
        f(x, W)
    with pytest.raises(TypeError, match=r"tensorflow \(argument 0\) and numpy \(argument 'w'\)"):
        f(x, w=W)
    assert f.compiled["tensorflow"].experimental_get_tracing_count() == 1  # type: ignore[attr-defined]


def test_no_array_argument() -> None:
    with pytest.raises(TypeError, match="without an array argument"):
        jit(power_sum, static_argnums=1)(2.0, 3)
    with pytest.raises(TypeError, match="without an array argument"):
        jit(lambda: 1.0)()


def test_bad_arguments_to_jit() -> None:
    with pytest.raises(TypeError, match="f must be callable"):
        jit(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="static_argnums must be"):
        jit(power_sum, static_argnums="n")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="static_argnames must be"):
        jit(power_sum, static_argnames=[1])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="torch_options must be a dict"):
        jit(power_sum, torch_options=[("fullgraph", True)])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="pass static_argnums to jit"):
        jit(power_sum, jax_options={"static_argnums": 1})


def test_metadata() -> None:
    f = jit(power_sum)
    assert f.__wrapped__ is power_sum  # type: ignore[attr-defined]
    assert f.__name__ == "power_sum"
    assert f.__doc__ == power_sum.__doc__
    assert f.__qualname__ == power_sum.__qualname__


def test_grad_of_jit(name: str) -> None:
    # differentiating through a compiled function: torch.compile's AOT autograd,
    # jax.jit under jax.value_and_grad, a GradientTape over a tf.function
    compiled = jit(cube_sum, torch_options=TORCH_OPTIONS)
    value, g = value_and_grad(compiled)(asarray(name, [1.0, 2.0]))
    assert float(value) == 9.0
    np.testing.assert_array_equal(to_numpy(g), [3.0, 12.0])


DOUBLE_BACKWARD = pytest.mark.xfail(
    raises=RuntimeError,
    strict=True,
    reason="torch.compile with aot_autograd does not currently support double backward "
    "(https://github.com/pytorch/pytorch/issues/91469)",
)


@pytest.mark.parametrize(
    "framework",
    [pytest.param(n, marks=DOUBLE_BACKWARD) if n == "torch" else n for n in COMPILERS],
)
def test_second_derivative_of_jit(framework: str) -> None:
    compiled = jit(cube_sum, torch_options=TORCH_OPTIONS)
    assert float(grad(grad(compiled))(asarray(framework, np.float32(2.0)))) == 12.0
