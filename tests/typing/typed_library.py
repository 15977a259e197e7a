"""A small library written against the standard, as a user writes it (checked, never run).

mypy --strict and pyright strict check it in tests/test_typing.py: every ``assert_type`` is
what both checkers must infer, and the file has no error. Generic code takes ``A`` (any array
type) and gets ``Namespace[A, Any, Any]`` from ``get_namespace``, so each namespace function
returns an ``A`` again; call sites then see their own framework's array type.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol, TypeVar, assert_type

import dask.array as da
import jax
import jax.numpy as jnp
import numpy as np
import numpy.typing as npt
import torch

from arraydispatch import Namespace, get_namespace, namespace
from arraydispatch._namespace_protocol import SvdResult, UniqueAllResult


class HasShape(Protocol):
    @property
    def shape(self) -> tuple[int | None, ...]: ...


A = TypeVar("A")
S = TypeVar("S", bound=HasShape)


# ---- the library ----------------------------------------------------------------------------


def standardize(x: A) -> A:
    xp = get_namespace(x)
    assert_type(xp, Namespace[A, Any, Any])
    mean = xp.mean(x, axis=0)
    std = xp.std(x, axis=0, correction=1)
    return xp.divide(xp.subtract(x, mean), std)


def softmax(x: A, /, *, axis: int = -1) -> A:
    xp = get_namespace(x)
    shifted = xp.subtract(x, xp.max(x, axis=axis, keepdims=True))
    exp = xp.exp(shifted)
    return xp.divide(exp, xp.sum(exp, axis=axis, keepdims=True))


def ridge(x: S, y: S, *, alpha: float = 1.0) -> S:
    """Ridge regression weights: solve (x^T x + alpha I) w = x^T y."""
    xp = get_namespace(x, y)
    n_features = x.shape[-1]
    if n_features is None:  # the standard allows unknown (lazy) dimensions
        raise ValueError("ridge() needs the number of features")
    xt = xp.matrix_transpose(x)
    gram = xp.add(xp.matmul(xt, x), xp.multiply(alpha, xp.eye(n_features)))
    return xp.linalg.solve(gram, xp.matmul(xt, y))


def spectrum(x: A) -> tuple[A, A]:
    xp = get_namespace(x)
    values = xp.linalg.svdvals(x)
    power = xp.abs(xp.fft.rfft(x, axis=-1, norm="ortho"))
    return values, power


# ---- what a caller sees -------------------------------------------------------------------


def numpy_caller(x: npt.NDArray[np.float64]) -> None:
    assert_type(standardize(x), npt.NDArray[np.float64])
    assert_type(softmax(x, axis=0), npt.NDArray[np.float64])
    assert_type(spectrum(x), tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]])
    xp = get_namespace(x)
    assert_type(xp.sum(x), np.ndarray[Any, Any])
    assert_type(xp.float32, np.dtype[Any] | type[Any])
    assert_type(xp.__array_namespace_info__().default_device(), Literal["cpu"])


def torch_caller(t: torch.Tensor) -> None:
    assert_type(standardize(t), torch.Tensor)
    assert_type(ridge(t, t, alpha=0.5), torch.Tensor)
    xp = get_namespace(t)
    assert_type(xp, Namespace[torch.Tensor, torch.dtype, torch.device])
    assert_type(xp.sum(t, axis=(0, 1), keepdims=True), torch.Tensor)
    assert_type(xp.add(t, 1.0), torch.Tensor)  # a Python scalar where the standard allows it
    assert_type(xp.float32, torch.dtype)
    assert_type(xp.e, float)
    assert_type(xp.finfo(xp.float32).eps, float)
    assert_type(xp.finfo(t).dtype, torch.dtype)
    assert_type(xp.unique_all(t), UniqueAllResult[torch.Tensor])
    assert_type(xp.unique_all(t).inverse_indices, torch.Tensor)
    values, counts = xp.unique_counts(t)
    assert_type(values, torch.Tensor)
    assert_type(counts, torch.Tensor)
    assert_type(xp.linalg.svd(t), SvdResult[torch.Tensor])
    assert_type(xp.linalg.svd(t).Vh, torch.Tensor)
    assert_type(xp.linalg.qr(t, mode="complete").R, torch.Tensor)
    assert_type(xp.meshgrid(t, t, indexing="ij"), tuple[torch.Tensor, ...])
    assert_type(xp.__array_namespace_info__().devices(), tuple[torch.device, ...])
    assert_type(xp.__array_namespace_info__().capabilities()["max dimensions"], int | None)
    assert_type(xp.asarray([[1.0, 2.0]], dtype=xp.float64), torch.Tensor)


def jax_caller(j: jax.Array) -> None:
    assert_type(softmax(j), jax.Array)
    assert_type(ridge(j, j), jax.Array)
    xp = get_namespace(j)
    assert_type(xp.fft.fftfreq(8, d=0.5), jax.Array)
    assert_type(xp.linalg.eigh(j).eigenvalues, jax.Array)


def dask_caller(d: da.Array) -> None:
    xp = get_namespace(d)
    assert_type(xp.mean(d, axis=0), da.Array)
    assert_type(standardize(d), da.Array)


def created_from_nothing() -> None:
    xp = namespace("torch")
    assert_type(xp.zeros((2, 3), dtype=xp.float32), torch.Tensor)
    assert_type(namespace("jax").arange(4), jax.Array)
    assert_type(jnp.sum(namespace("jax").ones(3)), jax.Array)
