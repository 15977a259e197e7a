"""value_and_grad() and grad(): each framework's own differentiation, chosen per call.

Reference values are JAX's on the same data (``jax.value_and_grad`` of the same function
written with ``jax.numpy``), compared in float64 where the framework allows it.
"""

from __future__ import annotations

import importlib
import importlib.util
import threading
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch import get_namespace, grad, has_autodiff, value_and_grad

from ._jax_x64 import enable_x64
from ._numpy_reference import to_numpy

AUTODIFF = [
    name
    for name in ("torch", "jax", "tensorflow", "paddle", "mlx")
    if importlib.util.find_spec(name) is not None
]
WITHOUT_AUTODIFF = [name for name in ("numpy", "dask") if importlib.util.find_spec(name)]

RNG = np.random.default_rng(0)
W = RNG.standard_normal(3)
X = RNG.standard_normal((5, 3))
Y = RNG.standard_normal(5)


def loss(w: Any, x: Any, y: Any) -> Any:
    xp = get_namespace(w, x, y)
    residual = xp.tanh(xp.matmul(x, w)) - y
    return xp.mean(residual**2)


def loss_with_aux(w: Any, x: Any, y: Any) -> Any:
    xp = get_namespace(w, x, y)
    prediction = xp.tanh(xp.matmul(x, w))
    return xp.mean((prediction - y) ** 2), {"prediction": prediction}


def cube_sum(x: Any) -> Any:
    xp = get_namespace(x)
    return xp.sum(x**3)


def jax_reference(argnums: Any = 0) -> tuple[float, Any]:
    jax = pytest.importorskip("jax")
    jnp = jax.numpy

    def native(w: Any, x: Any, y: Any) -> Any:
        return jnp.mean((jnp.tanh(x @ w) - y) ** 2)

    with enable_x64():
        value, g = jax.value_and_grad(native, argnums=argnums)(
            jnp.asarray(W), jnp.asarray(X), jnp.asarray(Y)
        )
        return float(value), jax.tree_util.tree_map(np.asarray, g)


@pytest.fixture(params=AUTODIFF)
def name(request: pytest.FixtureRequest) -> str:
    """A framework with automatic differentiation."""
    return str(request.param)


def asarray(name: str, a: Any, dtype: str = "float32") -> Any:
    xp = arraydispatch.namespace(name)
    if dtype == "float16":  # not a dtype of the standard: the framework's own
        native = {"jax": "jax.numpy", "mlx": "mlx.core"}.get(name, name)
        module = importlib.import_module(native)
        if name == "tensorflow":
            return module.constant(np.asarray(a), dtype=module.float16)
        return xp.asarray(np.asarray(a), dtype=module.float16)
    return xp.asarray(np.asarray(a), dtype=getattr(xp, dtype))


def arguments(name: str, dtype: str = "float32") -> tuple[Any, Any, Any]:
    return asarray(name, W, dtype), asarray(name, X, dtype), asarray(name, Y, dtype)


def precise(name: str) -> tuple[str, float, float, float]:
    """The dtype the values are compared in, with the rtol of values, and the rtol and atol
    of gradients: float64, except on MLX, whose namespace has no float64 (MLX computes in it
    on the CPU only, so dtypes() leaves it out) and is compared at float32's precision."""
    return ("float32", 1e-6, 1e-5, 1e-6) if name == "mlx" else ("float64", 1e-12, 1e-10, 1e-12)


def x64(name: str) -> Any:
    """JAX computes in float64 only with x64 on: turn it on for this thread, this test."""
    if name == "jax":
        return enable_x64()
    import contextlib

    return contextlib.nullcontext()


# ------------------------------------------------------------------------------- values


def test_value_and_gradient_match_jax(name: str) -> None:
    expected_value, expected_grad = jax_reference()
    dtype, value_rtol, rtol, atol = precise(name)
    with x64(name):
        w, x, y = arguments(name, dtype)
        value, g = value_and_grad(loss)(w, x, y)
        assert get_namespace(value) is get_namespace(w)
        assert type(g) is type(w) or get_namespace(g) is get_namespace(w)
        assert g.dtype == w.dtype
        assert tuple(g.shape) == tuple(w.shape)
        assert value.shape == ()
    np.testing.assert_allclose(float(value), expected_value, rtol=value_rtol)
    np.testing.assert_allclose(to_numpy(g), expected_grad, rtol=rtol, atol=atol)
    # grad() is value_and_grad() without the value
    with x64(name):
        np.testing.assert_allclose(to_numpy(grad(loss)(w, x, y)), expected_grad, rtol=rtol)


# float16 is not a dtype of the standard; our TensorFlow namespace refuses it in arithmetic,
# and Paddle has no float16 matmul kernel on the CPU
@pytest.mark.parametrize(
    ("name", "dtype"),
    [(n, "float32") for n in AUTODIFF]
    + [(n, "float16") for n in AUTODIFF if n not in ("tensorflow", "paddle")],
)
def test_gradient_keeps_the_argument_dtype(name: str, dtype: str) -> None:
    w, x, y = arguments(name, dtype)
    g = grad(loss)(w, x, y)
    assert g.dtype == w.dtype
    expected = jax_reference()[1]
    tolerance = 1e-4 if dtype == "float32" else 0.05
    np.testing.assert_allclose(
        to_numpy(g).astype(np.float64), expected, rtol=tolerance, atol=tolerance
    )


def test_tuple_argnums_and_has_aux(name: str) -> None:
    expected_value, expected_grads = jax_reference(argnums=(0, 2))
    dtype, value_rtol, rtol, atol = precise(name)
    with x64(name):
        w, x, y = arguments(name, dtype)
        (value, aux), grads = value_and_grad(loss_with_aux, argnums=(0, 2), has_aux=True)(w, x, y)
        g_only, aux_again = grad(loss_with_aux, argnums=(0, 2), has_aux=True)(w, x, y)
    assert isinstance(grads, tuple)
    assert len(grads) == 2
    np.testing.assert_allclose(float(value), expected_value, rtol=value_rtol)
    for got, again, expected in zip(grads, g_only, expected_grads, strict=True):
        np.testing.assert_allclose(to_numpy(got), expected, rtol=rtol, atol=atol)
        np.testing.assert_allclose(to_numpy(again), expected, rtol=rtol, atol=atol)
    prediction = np.tanh(X @ W)
    np.testing.assert_allclose(to_numpy(aux["prediction"]), prediction, rtol=value_rtol)
    np.testing.assert_allclose(to_numpy(aux_again["prediction"]), prediction, rtol=value_rtol)


def test_unused_argument_has_a_zero_gradient(name: str) -> None:
    def ignores_second(a: Any, b: Any) -> Any:
        return cube_sum(a)

    a = asarray(name, [1.0, 2.0])
    b = asarray(name, [5.0, 6.0, 7.0])
    ga, gb = grad(ignores_second, argnums=(0, 1))(a, b)
    np.testing.assert_array_equal(to_numpy(ga), [3.0, 12.0])
    np.testing.assert_array_equal(to_numpy(gb), [0.0, 0.0, 0.0])


def test_constant_function_has_a_zero_gradient(name: str) -> None:
    def constant(x: Any) -> Any:
        return get_namespace(x).asarray(1.5, dtype=x.dtype)

    value, g = value_and_grad(constant)(asarray(name, [1.0, 2.0]))
    assert float(value) == 1.5
    np.testing.assert_array_equal(to_numpy(g), [0.0, 0.0])


def test_keyword_arguments_pass_through_undifferentiated(name: str) -> None:
    def scaled(x: Any, *, scale: float) -> Any:
        return cube_sum(x) * scale

    g = grad(scaled)(asarray(name, [1.0, 2.0]), scale=2.0)
    np.testing.assert_array_equal(to_numpy(g), [6.0, 24.0])


# --------------------------------------------------------------------- per framework


def test_torch_leaves_requires_grad_and_dot_grad_untouched() -> None:
    torch = pytest.importorskip("torch")
    plain = torch.tensor([1.0, 2.0])
    leaf = torch.tensor([1.0, 2.0], requires_grad=True)
    leaf.grad = torch.tensor([7.0, 7.0])
    for tensor in (plain, leaf):
        requires_grad = tensor.requires_grad
        value, g = value_and_grad(cube_sum)(tensor)
        assert tensor.requires_grad is requires_grad
        assert value.item() == 9.0
        assert g.tolist() == [3.0, 12.0]
    assert plain.grad is None
    assert leaf.grad.tolist() == [7.0, 7.0]
    # as with torch.func.grad: with an input that requires grad, the results stay on the
    # caller's autograd graph, so an outer torch.autograd.grad sees through them
    assert not g.requires_grad or g.grad_fn is not None
    (second,) = torch.autograd.grad(g.sum(), leaf)
    assert second.tolist() == [6.0, 12.0]
    plain_value, plain_grad = value_and_grad(cube_sum)(plain)
    assert not plain_value.requires_grad
    assert not plain_grad.requires_grad


def test_torch_under_no_grad() -> None:
    torch = pytest.importorskip("torch")
    with torch.no_grad():
        g = grad(cube_sum)(torch.tensor([1.0, 2.0]))
    assert g.tolist() == [3.0, 12.0]


def test_paddle_leaves_stop_gradient_and_dot_grad_untouched() -> None:
    paddle = pytest.importorskip("paddle")
    plain = paddle.to_tensor([1.0, 2.0])
    tracked = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
    for tensor in (plain, tracked):
        stop_gradient = tensor.stop_gradient
        value, g = value_and_grad(cube_sum)(tensor)
        assert tensor.stop_gradient is stop_gradient
        assert float(value) == 9.0
        assert g.tolist() == [3.0, 12.0]
        assert tensor.grad is None
    # as on torch: with a tracked input the gradient stays on the caller's graph
    (second,) = paddle.grad(g.sum(), [tracked])
    assert second.tolist() == [6.0, 12.0]
    plain_value, plain_grad = value_and_grad(cube_sum)(plain)
    assert plain_value.stop_gradient
    assert plain_grad.stop_gradient


def test_paddle_under_no_grad() -> None:
    paddle = pytest.importorskip("paddle")
    with paddle.no_grad():
        g = grad(cube_sum)(paddle.to_tensor([1.0, 2.0]))
    assert g.tolist() == [3.0, 12.0]


def test_tensorflow_variables_and_tf_function() -> None:
    tf = pytest.importorskip("tensorflow")
    expected_value, expected_grads = jax_reference(argnums=(0, 1))
    w = tf.Variable(W)
    x = tf.Variable(X)
    y = tf.constant(Y)
    value, (gw, gx) = value_and_grad(loss, argnums=(0, 1))(w, x, y)
    assert isinstance(gw, tf.Tensor)
    assert gw.dtype == w.dtype
    np.testing.assert_allclose(float(value), expected_value, rtol=1e-12)
    np.testing.assert_allclose(gw.numpy(), expected_grads[0], rtol=1e-10)
    np.testing.assert_allclose(gx.numpy(), expected_grads[1], rtol=1e-10)

    @tf.function
    def step(w: Any, x: Any, y: Any) -> Any:
        return grad(loss)(w, x, y)

    np.testing.assert_allclose(step(w, x, y).numpy(), expected_grads[0], rtol=1e-10)
    np.testing.assert_allclose(step(tf.constant(W), x, y).numpy(), expected_grads[0], rtol=1e-10)


def test_tensorflow_gather_gradient_is_dense() -> None:
    tf = pytest.importorskip("tensorflow")

    def picked(table: Any) -> Any:
        xp = get_namespace(table)
        return xp.sum(xp.take(table, xp.asarray([0, 2, 2]), axis=0))

    g = grad(picked)(tf.Variable([1.0, 2.0, 3.0]))
    assert isinstance(g, tf.Tensor)
    np.testing.assert_array_equal(g.numpy(), [1.0, 0.0, 2.0])


def test_jax_inside_jax_jit() -> None:
    jax = pytest.importorskip("jax")
    expected = jax_reference()[1]
    with enable_x64():
        g = jax.jit(grad(loss))(*arguments("jax", "float64"))
    np.testing.assert_allclose(np.asarray(g), expected, rtol=1e-10)


# --------------------------------------------------------------------- composition


def test_second_derivative(name: str) -> None:
    x = asarray(name, 2.0)
    assert float(grad(grad(cube_sum))(x)) == 12.0  # d2/dx2 x^3 = 6x
    assert float(grad(grad(grad(cube_sum)))(x)) == 6.0


# TensorFlow and Paddle have no vmap transform to compose with
@pytest.mark.parametrize("framework", [n for n in AUTODIFF if n in ("torch", "jax")])
def test_vmap_of_grad(framework: str) -> None:
    module = pytest.importorskip(framework)
    vmap = module.func.vmap if framework == "torch" else module.vmap
    x = asarray(framework, [0.0, 1.0, 2.0], "float32")
    np.testing.assert_allclose(to_numpy(vmap(grad(cube_sum))(x)), [0.0, 3.0, 12.0])
    # per-example gradients of a loss: vmap over the data, not the weights
    w, xs, ys = arguments(framework, "float32")
    per_example = vmap(grad(loss), in_dims=(None, 0, 0)) if framework == "torch" else None
    if per_example is None:
        per_example = vmap(grad(loss), in_axes=(None, 0, 0))
    got = to_numpy(per_example(w, xs[:, None, :], ys[:, None]))
    for i in range(len(Y)):
        expected = 2 * (np.tanh(X[i] @ W) - Y[i]) * (1 - np.tanh(X[i] @ W) ** 2) * X[i]
        np.testing.assert_allclose(got[i], expected, rtol=1e-4, atol=1e-6)


def test_torch_grad_under_torch_compile_without_recompiles() -> None:
    torch = pytest.importorskip("torch")
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    compiled = torch.compile(grad(loss), fullgraph=True, backend="aot_eager")
    w, x, y = arguments("torch", "float32")
    with torch._dynamo.config.patch(error_on_recompile=True):
        first = compiled(w, x, y)
        second = compiled(w + 1.0, x, y)
    np.testing.assert_allclose(first.numpy(), jax_reference()[1], rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(second.numpy(), grad(loss)(w + 1.0, x, y).numpy(), rtol=1e-5)
    assert counters["stats"]["unique_graphs"] == 1
    assert sum(counters["graph_break"].values()) == 0


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize("framework", WITHOUT_AUTODIFF)
def test_frameworks_without_autodiff_are_a_type_error(framework: str) -> None:
    x = asarray(framework, [1.0, 2.0])
    assert not has_autodiff(x)
    with pytest.raises(TypeError, match="has no automatic differentiation") as info:
        value_and_grad(cube_sum)(x)
    assert "PyTorch, JAX, TensorFlow, PaddlePaddle or MLX" in str(info.value)
    assert "finite differences" in str(info.value)
    with pytest.raises(TypeError, match="has no automatic differentiation"):
        grad(cube_sum)(x)


def test_pass_through_library_without_autodiff() -> None:
    strict = pytest.importorskip("array_api_strict")
    with pytest.raises(TypeError, match="array_api_strict has no automatic differentiation"):
        grad(cube_sum)(strict.asarray([1.0, 2.0]))


def test_has_autodiff(name: str) -> None:
    assert has_autodiff(asarray(name, [1.0]), 2.0)


def test_mixed_frameworks_are_the_usual_error() -> None:
    if len(AUTODIFF) < 2:
        pytest.skip("needs two frameworks with autodiff")
    first, second = AUTODIFF[:2]
    a, b = asarray(first, [1.0]), asarray(second, [2.0])

    def f(a: Any, b: Any) -> Any:
        return cube_sum(a) + cube_sum(b)

    with pytest.raises(TypeError, match=rf"different libraries: {first} \(argument 0\) and "):
        grad(f, argnums=(0, 1))(a, b)


def test_non_scalar_output_is_an_error(name: str) -> None:
    x = asarray(name, [1.0, 2.0])
    with pytest.raises(TypeError, match="must return a real floating-point 0-D array"):
        grad(lambda x: x**2)(x)
    with pytest.raises(TypeError, match="dtype"):
        value_and_grad(lambda x: get_namespace(x).sum(x > 0))(x)
    with pytest.raises(TypeError, match=r"returned a builtins\.float"):
        grad(lambda x: 1.0)(x)


def test_has_aux_needs_a_pair(name: str) -> None:
    with pytest.raises(TypeError, match=r"must return a pair \(value, aux\)"):
        grad(cube_sum, has_aux=True)(asarray(name, [1.0]))


def test_integer_argument_is_an_error(name: str) -> None:
    x = arraydispatch.namespace(name).asarray([1, 2])
    with pytest.raises(TypeError, match=r"argument 0 is .* only real floating-point arrays"):
        grad(cube_sum)(x)


def test_bad_argnums_and_arguments() -> None:
    with pytest.raises(TypeError, match="argnums must be a non-negative int"):
        grad(cube_sum, argnums=-1)
    with pytest.raises(TypeError, match="argnums must be"):
        grad(cube_sum, argnums=[0, 1])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="repeats"):
        grad(cube_sum, argnums=(0, 0))
    with pytest.raises(TypeError, match="has_aux must be True or False"):
        grad(cube_sum, has_aux=1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="f must be callable"):
        value_and_grad(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="called with 1 positional arguments"):
        grad(cube_sum, argnums=1)(np.zeros(1))
    with pytest.raises(TypeError, match="argument 0 is a float; only arrays"):
        grad(cube_sum)(2.0)
    with pytest.raises(TypeError, match=r"argument 0 is a builtins\.dict; only arrays"):
        grad(cube_sum)({"w": np.zeros(1)})


# ------------------------------------------------------------------- no global state


def test_two_threads_on_two_frameworks() -> None:
    if len(AUTODIFF) < 2:
        pytest.skip("needs two frameworks with autodiff")
    expected = jax_reference()[1]
    vg = value_and_grad(loss)  # one object, shared by both threads
    errors: list[BaseException] = []
    barrier = threading.Barrier(len(AUTODIFF))

    def work(framework: str) -> None:
        try:
            args = arguments(framework, "float32")
            barrier.wait()
            for _ in range(20):
                _, g = vg(*args)
                assert get_namespace(g) is get_namespace(args[0])
                np.testing.assert_allclose(to_numpy(g), expected, rtol=1e-4, atol=1e-6)
        except BaseException as error:  # reported below, in the test's own thread
            errors.append(error)

    threads = [threading.Thread(target=work, args=(n,)) for n in AUTODIFF]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors


def test_repr_and_wrapped() -> None:
    vg = value_and_grad(cube_sum, argnums=(0,))
    assert vg.__wrapped__ is cube_sum  # type: ignore[attr-defined]
    assert "cube_sum" in repr(vg)
    assert repr(grad(cube_sum)) == "<grad(cube_sum, argnums=0)>"


def test_logaddexp_gradient_at_ties(name: str) -> None:
    # d/dz logaddexp(0, z) = sigmoid(z), 1/2 at z = 0: a tie of the two arguments, where
    # a max-based formula easily sends the whole gradient to one side
    def softplus_sum(z: Any) -> Any:
        xp = get_namespace(z)
        return xp.sum(xp.logaddexp(xp.zeros_like(z), z))

    z = [-2.0, 0.0, 0.0, 3.0]
    expected = 1.0 / (1.0 + np.exp(-np.asarray(z)))
    np.testing.assert_allclose(to_numpy(grad(softplus_sum)(asarray(name, z))), expected, rtol=1e-6)
