"""value_and_grad, jit and the example libraries beside the hand-written native form.

Three tables, every figure a ratio to the native call measured in the same run (the two
calls timed in turn within each round, best round kept):

- **value_and_grad** of a small MLP loss (64x16 inputs, 32 hidden units, float32, eager)
  against ``torch.autograd.grad`` on detached parameters, ``jax.value_and_grad`` and a
  ``tf.GradientTape``. Both sides differentiate the same loss function (written against
  the standard), so the ratio is the cost of our differentiation path alone.
- **jit** of a small function (8x8 ``tanh(x @ w) + 1``) and of the MLP's gradient step
  against ``jax.jit``, ``torch.compile`` (default Inductor backend; 4 compilations, about
  30 s on a 2-core CPU) and ``tf.function`` of the same function, warm.
- **examples**: 20 logistic-regression gradient steps, one k-means Lloyd step and a PCA
  transform, written once (examples/), against the same algorithm written with each
  framework's own API and compiler.

Two ways to run it:

- ``pytest benchmarks/bench_autodiff.py -o python_files=bench_*.py``: pytest-benchmark
  groups, ours beside native;
- ``python benchmarks/bench_autodiff.py``: the three ratio tables (``BENCH_ROUNDS=15`` for
  more rounds on a noisy machine, ``BENCH_TABLES=grad,jit`` for some of them).
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import sys
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from _ratios import Case, measure

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # examples/ beside benchmarks/

from arraydispatch import get_namespace, jit, value_and_grad
from examples import kmeans, logistic_regression, pca

AVAILABLE = [
    n for n in ("numpy", "torch", "jax", "tensorflow", "dask") if importlib.util.find_spec(n)
]
RNG = np.random.default_rng(0)

# ------------------------------------------------------------------- the MLP loss


def mlp_loss(w1: Any, b1: Any, w2: Any, b2: Any, x: Any, y: Any) -> Any:
    xp = get_namespace(w1, x)
    hidden = xp.tanh(xp.matmul(x, w1) + b1)
    return xp.mean((xp.matmul(hidden, w2) + b2 - y) ** 2)


def small(x: Any, w: Any) -> Any:
    xp = get_namespace(x, w)
    return xp.tanh(xp.matmul(x, w)) + 1.0


MLP = [RNG.standard_normal(s).astype(np.float32) for s in ((16, 32), (32,), (32, 1), (1,))]
MLP_DATA = [RNG.standard_normal(s).astype(np.float32) for s in ((64, 16), (64, 1))]
SMALL = [RNG.standard_normal((8, 8)).astype(np.float32) for _ in range(2)]
ARGNUMS = (0, 1, 2, 3)


def _torch_cases() -> tuple[list[Case], list[Case]]:
    import torch

    params = [torch.asarray(a) for a in MLP]
    data = [torch.asarray(a) for a in MLP_DATA]
    ours = value_and_grad(mlp_loss, argnums=ARGNUMS)

    def native() -> Any:
        leaves = [p.detach().requires_grad_() for p in params]
        value = mlp_loss(*leaves, *data)
        return value.detach(), torch.autograd.grad(value, leaves)

    def native_backward() -> Any:
        leaves = [p.detach().requires_grad_() for p in params]
        value = mlp_loss(*leaves, *data)
        value.backward()
        return value.detach(), [p.grad for p in leaves]

    grads = [
        Case("torch: value_and_grad", lambda: ours(*params, *data), native, None),
        Case("torch: vs .backward()", lambda: ours(*params, *data), native_backward, None),
    ]
    x, w = (torch.asarray(a) for a in SMALL)
    jit_small, native_small = jit(small), torch.compile(small)
    jit_step = jit(value_and_grad(mlp_loss, argnums=ARGNUMS))
    native_step = torch.compile(torch.func.grad_and_value(mlp_loss, argnums=ARGNUMS))
    jits = [
        Case("torch: jit(f)", lambda: jit_small(x, w), lambda: native_small(x, w), None),
        Case(
            "torch: jit(value_and_grad)",
            lambda: jit_step(*params, *data),
            lambda: native_step(*params, *data),
            None,
        ),
    ]
    return grads, jits


def _jax_cases() -> tuple[list[Case], list[Case]]:
    import jax

    params = [jax.numpy.asarray(a) for a in MLP]
    data = [jax.numpy.asarray(a) for a in MLP_DATA]
    ours = value_and_grad(mlp_loss, argnums=ARGNUMS)
    native = jax.value_and_grad(mlp_loss, argnums=ARGNUMS)

    def block(fn: Callable[[], Any]) -> Callable[[], Any]:
        return lambda: jax.block_until_ready(fn())

    grads = [
        Case(
            "jax: value_and_grad",
            block(lambda: ours(*params, *data)),
            block(lambda: native(*params, *data)),
            None,
        )
    ]
    x, w = (jax.numpy.asarray(a) for a in SMALL)
    jit_small, native_small = jit(small), jax.jit(small)
    jit_step, native_step = jit(ours), jax.jit(native)
    jits = [
        Case(
            "jax: jit(f)", block(lambda: jit_small(x, w)), block(lambda: native_small(x, w)), None
        ),
        Case(
            "jax: jit(value_and_grad)",
            block(lambda: jit_step(*params, *data)),
            block(lambda: native_step(*params, *data)),
            None,
        ),
    ]
    return grads, jits


def _tensorflow_cases() -> tuple[list[Case], list[Case]]:
    import tensorflow as tf

    params = [tf.constant(a) for a in MLP]
    data = [tf.constant(a) for a in MLP_DATA]
    ours = value_and_grad(mlp_loss, argnums=ARGNUMS)

    def native() -> Any:
        with tf.GradientTape() as tape:
            tape.watch(params)
            value = mlp_loss(*params, *data)
        return value, tape.gradient(value, params)

    grads = [Case("tensorflow: value_and_grad", lambda: ours(*params, *data), native, None)]
    x, w = (tf.constant(a) for a in SMALL)
    jit_small, native_small = jit(small), tf.function(small)
    jit_step = jit(ours)

    @tf.function
    def native_step(*args: Any) -> Any:
        with tf.GradientTape() as tape:
            tape.watch(args[:4])
            value = mlp_loss(*args)
        return value, tape.gradient(value, args[:4])

    jits = [
        Case("tensorflow: jit(f)", lambda: jit_small(x, w), lambda: native_small(x, w), None),
        Case(
            "tensorflow: jit(value_and_grad)",
            lambda: jit_step(*params, *data),
            lambda: native_step(*params, *data),
            None,
        ),
    ]
    return grads, jits


# --------------------------------------------------------- the examples, hand-written natively

LR_X = np.concatenate([RNG.normal(-1.0, 1.0, (100, 3)), RNG.normal(1.0, 1.0, (100, 3))])
LR_Y = np.repeat([0.0, 1.0], 100)
KM_X = np.concatenate([RNG.normal(c, 0.5, (100, 2)) for c in ((0, 0), (4, 0), (2, 4))])
KM_C = KM_X[[0, 100, 200]]
PCA_X = RNG.standard_normal((200, 6))
STEPS = 20


# Each native version mirrors the example's computation step for step (the loss value, the
# empty-cluster rule, the whitening scale), so the ratio is the cost of writing it once.


def _numpy_like_steps(mod: Any) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """The logistic-regression step (closed-form gradient) and Lloyd step with NumPy's API,
    which dask.array and jax.numpy share."""

    def logistic_step(w: Any, b: Any, x: Any, y: Any, lr: float, l2: float) -> Any:
        z = x @ w + b
        residual = (1.0 / (1.0 + mod.exp(-z)) - y) / x.shape[0]
        value = mod.mean(mod.logaddexp(0.0, z) - y * z) + 0.5 * l2 * mod.sum(w * w)
        return w - lr * (residual @ x + l2 * w), b - lr * mod.sum(residual), value

    def lloyd_step(x: Any, centers: Any) -> Any:
        d2 = (x * x).sum(1)[:, None] - 2.0 * x @ centers.T + (centers * centers).sum(1)[None, :]
        d2 = mod.clip(d2, 0.0, None)
        labels = d2.argmin(1)
        members = (labels[:, None] == mod.arange(centers.shape[0])[None, :]).astype(x.dtype)
        counts = members.sum(0)
        new = mod.where(
            counts[:, None] > 0, (members.T @ x) / mod.maximum(counts, 1.0)[:, None], centers
        )
        return new, labels, d2.min(1).sum(), ((new - centers) ** 2).sum()

    return logistic_step, lloyd_step


def _torch_steps() -> tuple[Callable[..., Any], Callable[..., Any], Callable[..., Any]]:
    import torch

    def loss(w: Any, b: Any, x: Any, y: Any, l2: float) -> Any:
        z = x @ w + b
        return (
            torch.mean(torch.logaddexp(torch.zeros_like(z), z) - y * z) + 0.5 * l2 * (w * w).sum()
        )

    def logistic_step(w: Any, b: Any, x: Any, y: Any, lr: float, l2: float) -> Any:
        (gw, gb), value = torch.func.grad_and_value(loss, argnums=(0, 1))(w, b, x, y, l2)
        return w - lr * gw, b - lr * gb, value

    def lloyd_step(x: Any, centers: Any) -> Any:
        d2 = (x * x).sum(1)[:, None] - 2.0 * x @ centers.T + (centers * centers).sum(1)[None, :]
        d2 = d2.clamp(min=0.0)
        labels = d2.argmin(1)
        members = torch.nn.functional.one_hot(labels, centers.shape[0]).to(x.dtype)
        counts = members.sum(0)
        new = torch.where(
            counts[:, None] > 0, (members.T @ x) / counts.clamp(min=1.0)[:, None], centers
        )
        return new, labels, d2.min(1).values.sum(), ((new - centers) ** 2).sum()

    def transform(x: Any, mean: Any, components: Any, scale: Any) -> Any:
        return (x - mean) @ components.T / scale

    return torch.compile(logistic_step), torch.compile(lloyd_step), torch.compile(transform)


def _tensorflow_steps() -> tuple[Callable[..., Any], Callable[..., Any], Callable[..., Any]]:
    import tensorflow as tf

    def logistic_step(w: Any, b: Any, x: Any, y: Any, lr: float, l2: float) -> Any:
        with tf.GradientTape() as tape:
            tape.watch([w, b])
            z = tf.linalg.matvec(x, w) + b
            value = tf.reduce_mean(tf.nn.softplus(z) - y * z) + 0.5 * l2 * tf.reduce_sum(w * w)
        gw, gb = tape.gradient(value, [w, b])
        return w - lr * gw, b - lr * gb, value

    def lloyd_step(x: Any, centers: Any) -> Any:
        d2 = (
            tf.reduce_sum(x * x, 1)[:, None]
            - 2.0 * tf.matmul(x, centers, transpose_b=True)
            + tf.reduce_sum(centers * centers, 1)[None, :]
        )
        d2 = tf.maximum(d2, 0.0)
        labels = tf.argmin(d2, 1)
        members = tf.one_hot(labels, tf.shape(centers)[0], dtype=x.dtype)
        counts = tf.reduce_sum(members, 0)
        sums = tf.matmul(members, x, transpose_a=True)
        new = tf.where(counts[:, None] > 0, sums / tf.maximum(counts, 1.0)[:, None], centers)
        shift = tf.reduce_sum((new - centers) ** 2)
        return new, labels, tf.reduce_sum(tf.reduce_min(d2, 1)), shift

    def transform(x: Any, mean: Any, components: Any, scale: Any) -> Any:
        return tf.matmul(x - mean, components, transpose_b=True) / scale

    return tf.function(logistic_step), tf.function(lloyd_step), tf.function(transform)


def _example_cases(name: str) -> list[Case]:
    import arraydispatch

    convert: Callable[[Any], Any] = arraydispatch.namespace(name).asarray
    finish: Callable[[Any], Any] = lambda a: a  # noqa: E731
    if name == "numpy":
        logistic_step, lloyd_step = _numpy_like_steps(np)
        transform: Callable[..., Any] = lambda x, m, c, s: (x - m) @ c.T / s  # noqa: E731
    elif name == "dask":
        import dask.array as da

        def convert(a: Any) -> Any:
            return da.from_array(a, chunks=(a.shape[0] // 2, *a.shape[1:]))

        finish = lambda a: a.compute()  # noqa: E731
        logistic_step, lloyd_step = _numpy_like_steps(da)
        transform = lambda x, m, c, s: (x - m) @ c.T / s  # noqa: E731
    elif name == "jax":
        import jax

        finish = jax.block_until_ready
        lloyd_step = jax.jit(_numpy_like_steps(jax.numpy)[1])

        def jax_loss(w: Any, b: Any, x: Any, y: Any, l2: float) -> Any:
            jnp = jax.numpy
            z = x @ w + b
            return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + 0.5 * l2 * jnp.sum(w * w)

        @jax.jit
        def logistic_step(w: Any, b: Any, x: Any, y: Any, lr: float, l2: float) -> Any:
            value, (gw, gb) = jax.value_and_grad(jax_loss, argnums=(0, 1))(w, b, x, y, l2)
            return w - lr * gw, b - lr * gb, value

        transform = jax.jit(lambda x, m, c, s: (x - m) @ c.T / s)
    elif name == "torch":
        logistic_step, lloyd_step, transform = _torch_steps()
    else:
        logistic_step, lloyd_step, transform = _tensorflow_steps()
    x, y, data, centers, px = map(convert, (LR_X, LR_Y, KM_X, KM_C, PCA_X))
    model = pca.fit(px, 3, whiten=True)

    def native_fit() -> Any:
        w, b = x[0, :] * 0.0, x[0, 0] * 0.0
        for _ in range(STEPS):
            w, b, _ = logistic_step(w, b, x, y, 0.5, 0.0)
        return finish(w)

    return [
        Case(
            f"{name}: logistic regression, {STEPS} steps",
            lambda: finish(logistic_regression.fit(x, y, steps=STEPS).coef),
            native_fit,
            None,
        ),
        Case(
            f"{name}: k-means Lloyd step",
            lambda: finish(kmeans._step(data, centers)[0]),
            lambda: finish(lloyd_step(data, centers)[0]),
            None,
        ),
        Case(
            f"{name}: PCA transform",
            lambda: finish(pca.transform(model, px)),
            lambda: finish(transform(px, model.mean, model.components, model.scale)),
            None,
        ),
    ]


def _collect() -> tuple[list[Case], list[Case], list[Case]]:
    grads: list[Case] = []
    jits: list[Case] = []
    examples: list[Case] = []
    builders = {"torch": _torch_cases, "jax": _jax_cases, "tensorflow": _tensorflow_cases}
    for name in AVAILABLE:
        if name in builders:
            g, j = builders[name]()
            grads += g
            jits += j
        examples += _example_cases(name)
    return grads, jits, examples


# torch.compile imports Inductor, which runs torch.jit.script_method (deprecated) in
# torch/utils/mkldnn.py (torch 2.13); the project turns warnings into errors.
_INDUCTOR_WARNING = "`torch.jit.script_method` is deprecated"
with warnings.catch_warnings():
    warnings.filterwarnings("ignore", _INDUCTOR_WARNING, DeprecationWarning)
    GRADS, JITS, EXAMPLES = _collect()
pytestmark = pytest.mark.filterwarnings(f"ignore:{_INDUCTOR_WARNING}:DeprecationWarning")
ALL = GRADS + JITS + EXAMPLES


@pytest.mark.parametrize("implementation", ["arraydispatch", "native"])
@pytest.mark.parametrize("case", ALL, ids=[c.name for c in ALL])
def test_autodiff(benchmark: Any, case: Case, implementation: str) -> None:
    fn = case.ours if implementation == "arraydispatch" else case.native
    fn()  # compile outside the timing
    benchmark.group = case.name
    benchmark(fn)


def _table(title: str, cases: list[Case], rounds: int) -> None:
    print(f"\n{title}")
    print(f"{'case':44s} {'native µs':>11s} {'ours µs':>11s} {'ratio':>7s}")
    ratios = []
    for case in cases:
        case.ours()
        case.native()  # compile / warm up both
        ours, native, _ = measure(case, rounds, budget=0.05)
        ratios.append(ours / native)
        print(f"{case.name:44s} {native * 1e6:11.1f} {ours * 1e6:11.1f} {ours / native:7.3f}")
    if ratios:
        print(f"median ratio {statistics.median(ratios):.3f}, worst {max(ratios):.3f}")


def main() -> None:
    rounds = int(os.environ.get("BENCH_ROUNDS", "7"))
    tables = os.environ.get("BENCH_TABLES", "grad,jit,examples").split(",")
    if "grad" in tables:
        _table("value_and_grad vs native differentiation (small MLP, eager)", GRADS, rounds)
    if "jit" in tables:
        _table("jit vs the framework's compiler (warm)", JITS, rounds)
    if "examples" in tables:
        _table("examples vs the same algorithm hand-written natively", EXAMPLES, rounds)


if __name__ == "__main__":
    main()
