"""k-means clustering (Lloyd's algorithm, k-means++ initialisation), written once.

Randomness comes from a generator the caller passes in: any object with a ``random()``
method returning a float in [0, 1), such as ``numpy.random.default_rng(seed)`` or
``random.Random(seed)``. Only Python floats are drawn from it; the choice of each new centre
(by squared distance, as k-means++ asks) is made with the standard's ``cumulative_sum`` and
``searchsorted`` on the data's own framework and device, so the same seed picks the same
centres on every framework. The Lloyd step runs under ``jit``.

>>> import numpy as np
>>> from examples.kmeans import fit
>>> X = np.asarray([[0.0, 0.0], [0.0, 1.0], [10.0, 10.0], [10.0, 11.0]])
>>> result = fit(X, 2, np.random.default_rng(0))
>>> sorted(result.centers[:, 1].tolist())
[0.5, 10.5]
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from arraydispatch import get_namespace, jit


class Generator(Protocol):
    def random(self) -> float: ...


class KMeansResult(NamedTuple):
    """``centers`` (k, d), ``labels`` (n,), ``inertia`` (sum of squared distances to the
    closest centre), and ``n_iter`` (Lloyd steps run)."""

    centers: Any
    labels: Any
    inertia: Any
    n_iter: int


def squared_distances(X: Any, centers: Any) -> Any:
    """``(n, k)`` squared Euclidean distances from each row of ``X`` to each centre."""
    xp = get_namespace(X, centers)
    cross = xp.matmul(X, xp.matrix_transpose(centers))
    d2 = xp.sum(X * X, axis=1)[:, None] - 2.0 * cross + xp.sum(centers * centers, axis=1)[None, :]
    return xp.clip(d2, min=0.0)


def kmeans_plusplus(X: Any, n_clusters: int, rng: Generator) -> Any:
    """k-means++ initial centres: the first uniformly, each next one with probability
    proportional to its squared distance to the closest centre chosen so far."""
    xp = get_namespace(X)
    n = X.shape[0]
    first = min(int(rng.random() * n), n - 1)
    centers = X[first : first + 1, :]
    closest = squared_distances(X, centers)[:, 0]
    for _ in range(1, n_clusters):
        cumulative = xp.cumulative_sum(closest)
        threshold = xp.reshape(cumulative[-1] * rng.random(), (1,))
        index = xp.clip(xp.searchsorted(cumulative, threshold, side="right"), max=n - 1)
        center = xp.take(X, index, axis=0)
        centers = xp.concat([centers, center], axis=0)
        closest = xp.minimum(closest, squared_distances(X, center)[:, 0])
    return centers


def _lloyd_step(X: Any, centers: Any) -> Any:
    xp = get_namespace(X, centers)
    d2 = squared_distances(X, centers)
    labels = xp.argmin(d2, axis=1)
    # 0.0, 1.0, ..., k - 1 made from the centres, so on their device (inside jit too)
    cluster_ids = xp.cumulative_sum(xp.ones_like(centers[:, 0])) - 1.0
    members = xp.astype(xp.astype(labels, X.dtype)[:, None] == cluster_ids[None, :], X.dtype)
    counts = xp.sum(members, axis=0)
    sums = xp.matmul(xp.matrix_transpose(members), X)
    # an empty cluster keeps its centre
    new = xp.where(counts[:, None] > 0, sums / xp.clip(counts, min=1.0)[:, None], centers)
    shift = xp.sum((new - centers) ** 2)
    return new, labels, xp.sum(xp.min(d2, axis=1)), shift


_step = jit(_lloyd_step)


def fit(
    X: Any, n_clusters: int, rng: Generator, *, max_iter: int = 100, tol: float = 0.0
) -> KMeansResult:
    """Cluster the rows of ``X``: k-means++ centres, then Lloyd steps until the centres
    move by at most ``tol`` (sum of squared shifts) or ``max_iter`` steps.

    ``labels`` and ``inertia`` are those of the final centres.
    """
    if n_clusters < 1 or n_clusters > X.shape[0]:
        raise ValueError(f"n_clusters must be between 1 and {X.shape[0]}, not {n_clusters}.")
    centers = kmeans_plusplus(X, n_clusters, rng)
    n_iter = 0
    for n_iter in range(1, max_iter + 1):  # noqa: B007 (n_iter is reported)
        centers, _, _, shift = _step(X, centers)
        if float(shift) <= tol:
            break
    _, labels, inertia, _ = _step(X, centers)
    return KMeansResult(centers, labels, inertia, n_iter)
