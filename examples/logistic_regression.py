"""Binary logistic regression by gradient descent, written once for every framework.

Only ``get_namespace``, the Array API standard, ``value_and_grad``/``has_autodiff`` and
``jit`` are used. The training step is compiled with the framework's own compiler
(``jax.jit``, ``torch.compile``, ``tf.function``; NumPy and Dask run it as it is) and takes
its gradient from the framework's automatic differentiation where there is one; NumPy and
Dask, which have none, use the closed-form gradient below.

>>> import numpy as np
>>> from examples.logistic_regression import fit, predict
>>> X = np.asarray([[0.0, 1.0], [1.0, 0.0], [2.0, 3.0], [3.0, 2.0]])
>>> y = np.asarray([0.0, 0.0, 1.0, 1.0])
>>> model = fit(X, y, steps=200)
>>> predict(model, X).tolist()
[False, False, True, True]
"""

from __future__ import annotations

from typing import Any, NamedTuple

from arraydispatch import get_namespace, has_autodiff, jit, value_and_grad


class LogisticModel(NamedTuple):
    """Weights ``coef`` (one per feature), ``intercept`` (0-D) and the last training loss."""

    coef: Any
    intercept: Any
    loss: Any


def loss(w: Any, b: Any, X: Any, y: Any, l2: float = 0.0) -> Any:
    """Mean binary cross-entropy of labels ``y`` (0.0 or 1.0) for logits ``X @ w + b``,
    plus ``l2 / 2 * sum(w**2)``. ``log(1 + exp(z))`` is ``logaddexp(0, z)``: no overflow."""
    xp = get_namespace(w, b, X, y)
    z = xp.matmul(X, w) + b
    return xp.mean(xp.logaddexp(xp.zeros_like(z), z) - y * z) + (0.5 * l2) * xp.sum(w * w)


def loss_and_gradient(w: Any, b: Any, X: Any, y: Any, l2: float = 0.0) -> Any:
    """``loss`` and its gradient with respect to ``(w, b)``, in closed form:
    ``X.T @ (sigmoid(z) - y) / n + l2 * w`` and ``mean(sigmoid(z) - y)``."""
    xp = get_namespace(w, b, X, y)
    z = xp.matmul(X, w) + b
    residual = (1.0 / (1.0 + xp.exp(-z)) - y) / X.shape[0]
    value = xp.mean(xp.logaddexp(xp.zeros_like(z), z) - y * z) + (0.5 * l2) * xp.sum(w * w)
    return value, (xp.matmul(residual, X) + l2 * w, xp.sum(residual))


_value_and_grad_loss = value_and_grad(loss, argnums=(0, 1))


def _gradient_step(w: Any, b: Any, X: Any, y: Any, learning_rate: float, l2: float) -> Any:
    if has_autodiff(w):
        value, (grad_w, grad_b) = _value_and_grad_loss(w, b, X, y, l2)
    else:
        value, (grad_w, grad_b) = loss_and_gradient(w, b, X, y, l2)
    return w - learning_rate * grad_w, b - learning_rate * grad_b, value


# Compiled once per framework, on first use, and kept on this object.
_step = jit(_gradient_step)


def fit(
    X: Any, y: Any, *, learning_rate: float = 0.5, steps: int = 100, l2: float = 0.0
) -> LogisticModel:
    """Fit by ``steps`` full-batch gradient-descent steps from zero weights.

    ``X`` is ``(n_samples, n_features)`` and ``y`` holds 0.0/1.0 labels of ``X``'s dtype.
    """
    xp = get_namespace(X, y)
    w = xp.zeros_like(X[0, :])
    b = xp.zeros_like(X[0, 0])
    value = None
    for _ in range(steps):
        w, b, value = _step(w, b, X, y, learning_rate, l2)
    return LogisticModel(w, b, value)


def predict_proba(model: LogisticModel, X: Any) -> Any:
    """The probability of label 1 for each row of ``X``."""
    xp = get_namespace(X, model.coef)
    return 1.0 / (1.0 + xp.exp(-(xp.matmul(X, model.coef) + model.intercept)))


def predict(model: LogisticModel, X: Any) -> Any:
    """Boolean labels: probability of label 1 at least one half."""
    return predict_proba(model, X) >= 0.5
