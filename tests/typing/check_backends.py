"""Checked by mypy and pyright (never run): each backend module IS its namespace type.

Assigning the module to the parametrized Protocol makes the checker compare every function,
constant and dtype of the module, and of its ``linalg``/``fft`` modules, with the standard's
signature in ``arraydispatch/_namespace_protocol.py``.
"""

from __future__ import annotations

import arraydispatch.backends.dask as dask_backend
import arraydispatch.backends.jax as jax_backend
import arraydispatch.backends.mlx as mlx_backend
import arraydispatch.backends.numpy as numpy_backend
import arraydispatch.backends.paddle as paddle_backend
import arraydispatch.backends.tensorflow as tensorflow_backend
import arraydispatch.backends.torch as torch_backend
from arraydispatch._typing import (
    DaskNamespace,
    JaxNamespace,
    MlxNamespace,
    NumpyNamespace,
    PaddleNamespace,
    TensorflowNamespace,
    TorchNamespace,
)

numpy_namespace: NumpyNamespace = numpy_backend
torch_namespace: TorchNamespace = torch_backend
jax_namespace: JaxNamespace = jax_backend
# pyright reads types out of dask's unannotated source (dask ships py.typed), and infers
# NoReturn for about twenty dask.array functions (flip, roll, where, ...); mypy takes an
# unannotated function as Any, so this line is checked by mypy only.
dask_namespace: DaskNamespace = dask_backend  # pyright: ignore[reportAssignmentType]
# TensorFlow has no types: this checks the signatures of our wrappers alone.
tensorflow_namespace: TensorflowNamespace = tensorflow_backend
# Paddle has no usable types either: the signatures of our wrappers alone.
paddle_namespace: PaddleNamespace = paddle_backend
# MLX ships type stubs: its aliased functions are checked against the standard's signatures
# as written in them, our wrappers as we wrote them.
mlx_namespace: MlxNamespace = mlx_backend
