"""The example libraries (examples/) on every backend, against NumPy references written here.

Everything runs in float64 (JAX with x64 switched on for the test only). Tolerances:
logistic regression weights within rtol 1e-8 of the NumPy gradient-descent reference after
50 steps; gradients within rtol 1e-10 of ``jax.grad`` and atol 1e-8 of central finite
differences (h = 1e-6); k-means centres and inertia within rtol 1e-10, labels equal; PCA
components, variances and projections within rtol 1e-9 (atol 1e-12).

MLX's namespace has no float64: there the examples run on the data cast to float32, against
the same float64 references at float32's tolerances (``tolerance``).

The examples compile their steps with ``arraydispatch.jit``, so on torch, JAX, TensorFlow,
Paddle and MLX these tests also run them under ``torch.compile`` (its default Inductor
backend), ``jax.jit``, ``tf.function``, ``paddle.jit.to_static`` and ``mx.compile``, and check
that a second run compiles nothing new (on MLX, which counts nothing, through
tests/_mlx_traces.py).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch import get_namespace, has_autodiff, value_and_grad
from examples import kmeans, logistic_regression, pca

from . import _mlx_traces
from ._jax_x64 import enable_x64
from ._numpy_reference import to_numpy
from .conftest import BACKENDS

# Importing Inductor runs torch.jit.script_method in torch/utils/mkldnn.py (torch 2.13)
# and Paddle's own ones_like/zeros_like read x.place, which warns under to_static (Paddle 3.3)
pytestmark = [
    pytest.mark.filterwarnings("ignore:`torch.jit.script_method` is deprecated:DeprecationWarning"),
    pytest.mark.filterwarnings(
        "ignore:Tensor do not have 'place' interface for pir graph mode:UserWarning"
    ),
]

COMPILERS = ("torch", "jax", "tensorflow", "paddle", "mlx")

RNG = np.random.default_rng(42)
# two overlapping Gaussian blobs in 3-D, 60 points each
X = np.concatenate([RNG.normal(-1.0, 1.2, (60, 3)), RNG.normal(1.0, 1.2, (60, 3))])
Y = np.repeat([0.0, 1.0], 60)
# three separated blobs for k-means; a skewed cloud for PCA
BLOBS = np.concatenate([RNG.normal(c, 0.5, (40, 2)) for c in ((0, 0), (4, 0), (2, 4))])
CLOUD = RNG.normal(size=(80, 4)) @ np.asarray(
    [[3.0, 0.0, 0.0, 0.0], [1.0, 1.5, 0.0, 0.0], [0.0, 0.5, 0.7, 0.0], [0.2, 0.0, 0.1, 0.2]]
) + np.asarray([1.0, -2.0, 0.5, 3.0])


#: namespaces without float64 (docs/mlx.md): the examples run there in float32
FLOAT32_ONLY = ("mlx",)


def tolerance(name: str, rtol: float, atol: float = 0.0) -> dict[str, float]:
    """``rtol`` and ``atol`` for float64, or float32's where ``name`` computes in float32."""
    if name in FLOAT32_ONLY:
        return {"rtol": max(rtol, 1e-4), "atol": max(atol, 1e-4)}
    return {"rtol": rtol, "atol": atol}


@pytest.fixture(params=BACKENDS)
def name(request: pytest.FixtureRequest) -> Iterator[str]:
    """A backend, with JAX's float64 on for the test; on MLX, the examples' compiled
    functions made anew, so that their traces are counted (tests/_mlx_traces.py)."""
    if request.param == "jax":
        with enable_x64():
            yield "jax"
    elif request.param == "mlx":
        from arraydispatch import jit

        with pytest.MonkeyPatch.context() as monkeypatch:
            _mlx_traces.counting(monkeypatch)
            monkeypatch.setattr(
                logistic_regression, "_step", jit(logistic_regression._gradient_step)
            )
            monkeypatch.setattr(kmeans, "_step", jit(kmeans._lloyd_step))
            monkeypatch.setattr(pca, "_transform_jit", jit(pca._transform))
            monkeypatch.setattr(pca, "_inverse_transform_jit", jit(pca._inverse_transform))
            yield "mlx"
    else:
        yield request.param


def asarray(name: str, a: np.ndarray) -> Any:
    if name in FLOAT32_ONLY and a.dtype == np.float64:
        a = a.astype(np.float32)
    if name == "dask" and a.ndim:  # chunked along rows, the layout dask's tall-and-skinny SVD wants
        import dask.array as da

        return da.from_array(a, chunks=(max(1, a.shape[0] // 2), *a.shape[1:]))
    return arraydispatch.namespace(name).asarray(a)


def compile_count(jitted: Any, name: str) -> int | None:
    """How many compilations ``jitted`` has made on ``name`` (None: no compiler)."""
    compiled = jitted.compiled.get(name)
    if compiled is None:
        return None
    if name == "jax":
        return int(compiled._cache_size())
    if name == "tensorflow":
        return int(compiled.experimental_get_tracing_count())
    if name == "mlx":
        return _mlx_traces.traces(compiled)
    if name == "paddle":  # translations of Paddle's bytecode tracer, in the whole process
        from paddle.jit.sot.opcode_translator.executor.executor_cache import (
            OpcodeExecutorCache,
        )

        return int(OpcodeExecutorCache().translate_count)
    from torch._dynamo.utils import counters

    return int(counters["stats"]["unique_graphs"])


@contextlib.contextmanager
def compiles_nothing_new(jitted: Any, name: str) -> Iterator[None]:
    before = compile_count(jitted, name)
    yield
    assert compile_count(jitted, name) == before


# ------------------------------------------------------------------ logistic regression


def numpy_logistic_regression(steps: int, learning_rate: float, l2: float) -> Any:
    w, b = np.zeros(3), 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(X @ w + b)))
        w, b = (
            w - learning_rate * (X.T @ (p - Y) / len(Y) + l2 * w),
            b - learning_rate * np.mean(p - Y),
        )
    return w, b


def test_logistic_regression_matches_numpy(name: str) -> None:
    expected_w, expected_b = numpy_logistic_regression(steps=50, learning_rate=0.5, l2=0.01)
    x, y = asarray(name, X), asarray(name, Y)
    model = logistic_regression.fit(x, y, steps=50, learning_rate=0.5, l2=0.01)
    assert get_namespace(model.coef) is get_namespace(x)
    np.testing.assert_allclose(to_numpy(model.coef), expected_w, **tolerance(name, 1e-8))
    np.testing.assert_allclose(float(model.intercept), expected_b, **tolerance(name, 1e-8))
    accuracy = np.mean(to_numpy(logistic_regression.predict(model, x)) == (Y == 1.0))
    assert accuracy > 0.8
    # the training step ran compiled where the framework has a compiler, and a second fit
    # reuses that compilation
    assert (name in logistic_regression._step.compiled) == (name in COMPILERS)  # type: ignore[attr-defined]
    with compiles_nothing_new(logistic_regression._step, name):
        logistic_regression.fit(x, y, steps=3, learning_rate=0.5, l2=0.01)


def central_differences(f: Any, w: np.ndarray, b: float, h: float = 1e-6) -> np.ndarray:
    params = np.append(w, b)
    out = np.empty_like(params)
    for i in range(len(params)):
        up, down = params.copy(), params.copy()
        up[i] += h
        down[i] -= h
        out[i] = (f(up[:-1], up[-1]) - f(down[:-1], down[-1])) / (2 * h)
    return out


def test_logistic_regression_gradients(name: str) -> None:
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    w0, b0, l2 = np.asarray([0.3, -0.7, 0.2]), 0.1, 0.05

    def numpy_loss(w: np.ndarray, b: float) -> float:
        z = X @ w + b
        return float(np.mean(np.logaddexp(0.0, z) - Y * z) + 0.5 * l2 * np.sum(w * w))

    def jax_loss(w: Any, b: Any) -> Any:
        z = jnp.asarray(X) @ w + b
        return jnp.mean(jnp.logaddexp(0.0, z) - jnp.asarray(Y) * z) + 0.5 * l2 * jnp.sum(w * w)

    with enable_x64():
        jax_w, jax_b = jax.grad(jax_loss, argnums=(0, 1))(jnp.asarray(w0), jnp.asarray(b0))
    reference = np.append(np.asarray(jax_w), float(jax_b))
    differences = central_differences(numpy_loss, w0, b0)
    np.testing.assert_allclose(reference, differences, atol=1e-8)

    w, b = asarray(name, w0), asarray(name, np.asarray(b0))
    x, y = asarray(name, X), asarray(name, Y)
    computed = [logistic_regression.loss_and_gradient(w, b, x, y, l2)]
    if has_autodiff(w):
        computed.append(value_and_grad(logistic_regression.loss, argnums=(0, 1))(w, b, x, y, l2))
    for value, (grad_w, grad_b) in computed:
        got = np.append(to_numpy(grad_w), float(grad_b))
        np.testing.assert_allclose(float(value), numpy_loss(w0, b0), **tolerance(name, 1e-12))
        np.testing.assert_allclose(got, reference, **tolerance(name, 1e-10, 1e-14))
        np.testing.assert_allclose(got, differences, **tolerance(name, 0.0, 1e-8))


# ----------------------------------------------------------------------------- k-means


def numpy_kmeans(data: np.ndarray, k: int, seed: int, max_iter: int = 100) -> Any:
    rng = np.random.default_rng(seed)
    n = len(data)

    def d2(centers: np.ndarray) -> np.ndarray:
        return ((data[:, None, :] - centers[None, :, :]) ** 2).sum(-1)

    centers = data[[min(int(rng.random() * n), n - 1)]]
    for _ in range(1, k):
        closest = d2(centers).min(1)
        cumulative = np.cumsum(closest)
        index = min(int(np.searchsorted(cumulative, cumulative[-1] * rng.random(), "right")), n - 1)
        centers = np.concatenate([centers, data[[index]]])
    for _ in range(max_iter):
        labels = d2(centers).argmin(1)
        new = np.stack(
            [data[labels == j].mean(0) if np.any(labels == j) else centers[j] for j in range(k)]
        )
        shift, centers = ((new - centers) ** 2).sum(), new
        if shift <= 0.0:
            break
    distances = d2(centers)
    return centers, distances.argmin(1), distances.min(1).sum()


def test_kmeans_matches_numpy(name: str) -> None:
    expected_centers, expected_labels, expected_inertia = numpy_kmeans(BLOBS, 3, seed=7)
    data = asarray(name, BLOBS)
    result = kmeans.fit(data, 3, np.random.default_rng(7))
    assert get_namespace(result.centers) is get_namespace(data)
    np.testing.assert_allclose(to_numpy(result.centers), expected_centers, **tolerance(name, 1e-10))
    np.testing.assert_array_equal(to_numpy(result.labels), expected_labels)
    np.testing.assert_allclose(float(result.inertia), expected_inertia, **tolerance(name, 1e-10))
    assert 1 <= result.n_iter < 100
    assert (name in kmeans._step.compiled) == (name in COMPILERS)  # type: ignore[attr-defined]
    with compiles_nothing_new(kmeans._step, name):
        again = kmeans.fit(data, 3, np.random.default_rng(7))
    np.testing.assert_array_equal(to_numpy(again.labels), expected_labels)


def test_kmeans_plusplus_takes_any_generator() -> None:
    import random

    first = kmeans.kmeans_plusplus(BLOBS, 3, random.Random(3))
    second = kmeans.kmeans_plusplus(BLOBS, 3, random.Random(3))
    np.testing.assert_array_equal(first, second)
    assert first.shape == (3, 2)
    with pytest.raises(ValueError, match="n_clusters must be between 1 and 120"):
        kmeans.fit(BLOBS, 0, random.Random(0))


# --------------------------------------------------------------------------------- PCA


def numpy_pca(data: np.ndarray, k: int) -> Any:
    mean = data.mean(0)
    _, s, vh = np.linalg.svd(data - mean, full_matrices=False)
    components = vh[:k] * np.sign(vh[np.arange(k), np.abs(vh[:k]).argmax(1)])[:, None]
    return mean, components, s[:k] ** 2 / (len(data) - 1)


@pytest.mark.parametrize("whiten", [False, True])
def test_pca_matches_numpy(name: str, whiten: bool) -> None:
    mean, components, variance = numpy_pca(CLOUD, 2)
    expected = (CLOUD - mean) @ components.T
    if whiten:
        expected = expected / np.sqrt(variance)
    data = asarray(name, CLOUD)
    model, projected = pca.fit_transform(data, 2, whiten=whiten)
    assert get_namespace(projected) is get_namespace(data)
    close = tolerance(name, 1e-9, 1e-12)
    np.testing.assert_allclose(to_numpy(model.components), components, **close)
    np.testing.assert_allclose(to_numpy(model.explained_variance), variance, **close)
    np.testing.assert_allclose(to_numpy(projected), expected, **close)
    if whiten:  # unit variance along each component
        np.testing.assert_allclose(
            np.var(to_numpy(projected), axis=0, ddof=1), 1.0, **tolerance(name, 1e-9)
        )
    reconstructed = to_numpy(pca.inverse_transform(model, projected))
    np.testing.assert_allclose(reconstructed, expected @ (
        components * (np.sqrt(variance)[:, None] if whiten else 1.0)
    ) + mean, **close)  # fmt: skip
    # all components: the round trip is the identity
    full = pca.fit(data, 4, whiten=whiten)
    round_trip = pca.inverse_transform(full, pca.transform(full, data))
    np.testing.assert_allclose(to_numpy(round_trip), CLOUD, **close)
    assert (name in pca._transform_jit.compiled) == (name in COMPILERS)  # type: ignore[attr-defined]
    with compiles_nothing_new(pca._transform_jit, name):
        pca.transform(model, data)


@pytest.mark.parametrize("example", ["logistic_regression", "kmeans", "pca"])
def test_docs_page_shows_the_code_as_it_is(example: str) -> None:
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    page = (root / "docs" / "examples" / f"{example}.md").read_text()
    assert f"```python\n{(root / 'examples' / f'{example}.py').read_text()}```" in page
