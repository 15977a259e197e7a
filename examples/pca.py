"""Principal component analysis via the standard's ``linalg.svd``, written once.

``fit`` centres the data and takes its thin SVD; components get a deterministic sign (the
largest-magnitude entry of each is positive), so every framework returns the same ones.
``transform`` and ``inverse_transform`` run under ``jit``.

>>> import numpy as np
>>> from examples.pca import fit, transform, inverse_transform
>>> X = np.asarray([[1.0, 2.0], [3.0, 4.0], [5.0, 7.0]])
>>> model = fit(X, 2)
>>> bool(np.allclose(inverse_transform(model, transform(model, X)), X))
True
"""

from __future__ import annotations

from typing import Any, NamedTuple

from arraydispatch import get_namespace, jit


class PCAModel(NamedTuple):
    """``mean`` (d,), ``components`` (k, d) with orthonormal rows, ``explained_variance``
    (k,), and ``scale`` (k,): ``sqrt(explained_variance)`` when whitening, else ones."""

    mean: Any
    components: Any
    explained_variance: Any
    scale: Any


def fit(X: Any, n_components: int, *, whiten: bool = False) -> PCAModel:
    """The first ``n_components`` principal axes of the rows of ``X`` (n, d)."""
    xp = get_namespace(X)
    n, d = X.shape[0], X.shape[1]
    if not 1 <= n_components <= min(n, d):
        raise ValueError(f"n_components must be between 1 and {min(n, d)}, not {n_components}.")
    mean = xp.mean(X, axis=0)
    _, s, vh = xp.linalg.svd(X - mean, full_matrices=False)
    components = vh[:n_components, :]
    # the sign of a singular vector is arbitrary: make each one's largest entry positive
    largest = xp.argmax(xp.abs(components), axis=1)
    signs = xp.sign(xp.take_along_axis(components, largest[:, None], axis=1))
    components = components * signs
    explained_variance = s[:n_components] ** 2 / (n - 1)
    scale = xp.sqrt(explained_variance) if whiten else xp.ones_like(explained_variance)
    return PCAModel(mean, components, explained_variance, scale)


def _transform(X: Any, mean: Any, components: Any, scale: Any) -> Any:
    xp = get_namespace(X, mean, components, scale)
    return xp.matmul(X - mean, xp.matrix_transpose(components)) / scale


def _inverse_transform(Z: Any, mean: Any, components: Any, scale: Any) -> Any:
    xp = get_namespace(Z, mean, components, scale)
    return xp.matmul(Z * scale, components) + mean


_transform_jit = jit(_transform)
_inverse_transform_jit = jit(_inverse_transform)


def transform(model: PCAModel, X: Any) -> Any:
    """Coordinates of the rows of ``X`` on the components (unit variance if whitened)."""
    return _transform_jit(X, model.mean, model.components, model.scale)


def inverse_transform(model: PCAModel, Z: Any) -> Any:
    """Rows of the original space from their coordinates ``Z``."""
    return _inverse_transform_jit(Z, model.mean, model.components, model.scale)


def fit_transform(X: Any, n_components: int, *, whiten: bool = False) -> tuple[PCAModel, Any]:
    """``fit`` then ``transform`` of the same data."""
    model = fit(X, n_components, whiten=whiten)
    return model, transform(model, X)
