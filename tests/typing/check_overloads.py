"""Checked by mypy and pyright in tests/test_typing.py (never run): what a checker infers."""

from __future__ import annotations

from typing import Any, assert_type

import dask.array as da
import jax
import mlx.core as mx
import numpy as np
import numpy.typing as npt
import torch

from arraydispatch import Namespace, get_namespace, is_numpy_array, is_torch_array, namespace
from arraydispatch._typing import (
    DaskNamespace,
    JaxNamespace,
    MlxNamespace,
    NumpyNamespace,
    PaddleNamespace,
    TensorflowNamespace,
    TorchNamespace,
)


def by_array(
    n: npt.NDArray[np.float32],
    t: torch.Tensor,
    p: torch.nn.Parameter,
    j: jax.Array,
    d: da.Array,
    m: mx.array,
) -> None:
    assert_type(get_namespace(n), NumpyNamespace)
    assert_type(get_namespace(np.zeros(2)), NumpyNamespace)
    assert_type(get_namespace(np.float64(1.0)), NumpyNamespace)
    assert_type(get_namespace(t), TorchNamespace)
    assert_type(get_namespace(t), Namespace[torch.Tensor, torch.dtype, torch.device])
    assert_type(get_namespace(p, 1.0), TorchNamespace)
    assert_type(get_namespace(j), JaxNamespace)
    assert_type(get_namespace(d), DaskNamespace)
    assert_type(get_namespace(m), MlxNamespace)
    # any other type T (a TypeVar of generic code included) gives Namespace[T, Any, Any]
    assert_type(get_namespace(object()), Namespace[object, Any, Any])


def by_name(name: str) -> None:
    assert_type(namespace("numpy"), NumpyNamespace)
    assert_type(namespace("torch"), TorchNamespace)
    assert_type(namespace("jax"), JaxNamespace)
    assert_type(namespace("dask"), DaskNamespace)
    assert_type(namespace("tensorflow"), TensorflowNamespace)
    assert_type(namespace("tensorflow"), Namespace[Any, Any, Any])
    assert_type(namespace("paddle"), PaddleNamespace)
    assert_type(namespace("paddle"), Namespace[Any, Any, Any])
    assert_type(namespace("mlx"), MlxNamespace)
    assert_type(namespace(name), Namespace[Any, Any, Any])


def narrow(x: object) -> None:
    if is_torch_array(x):
        assert_type(x, torch.Tensor)
    if is_numpy_array(x):
        x.shape  # noqa: B018 - narrowed to an ndarray, so .shape type-checks


def bare(xp: Namespace) -> None:
    # Namespace's type parameters default to Any (PEP 696): a bare annotation, as before
    # Namespace was generic, is still valid under --strict
    assert_type(xp, Namespace[Any, Any, Any])


def bare_ndarray(n: np.ndarray, any_dtype: npt.NDArray[Any]) -> None:
    # the most common annotation: np.ndarray, with no type arguments (dtype[Any] to a
    # checker, an Any that once made mypy answer Namespace[Any, Any, Any])
    assert_type(get_namespace(n), NumpyNamespace)
    assert_type(get_namespace(any_dtype), NumpyNamespace)
    assert_type(get_namespace(n, 2.0), NumpyNamespace)
