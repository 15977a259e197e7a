"""Protocols and aliases for type checkers; nothing here imports a framework at run time.

``Namespace[ArrayT, DTypeT, DeviceT]`` is generated from the standard's stubs (see
``_namespace_protocol.py``); the per-framework aliases below fill in its parameters with each
framework's own types. They are strings at run time (the frameworks are imported only under
``TYPE_CHECKING``), so use them in annotations only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeAlias

from arraydispatch._namespace_protocol import (
    FFTNamespace,
    Info,
    LinalgNamespace,
    Namespace,
)

if TYPE_CHECKING:
    import dask.array
    import jax
    import mlx.core
    import numpy
    import torch

__all__ = [
    "Array",
    "DType",
    "DaskNamespace",
    "Device",
    "FFTNamespace",
    "Info",
    "JaxNamespace",
    "LinalgNamespace",
    "MlxNamespace",
    "Namespace",
    "NumpyNamespace",
    "PaddleNamespace",
    "TensorflowNamespace",
    "TorchNamespace",
]

#: A framework's dtype object (``numpy.float32``, ``torch.float32``, ``tf.float32``, ...).
DType = Any
#: A framework's device object or string.
Device = Any


class Array(Protocol):
    """What every framework's array has: enough for dispatch and shape logic."""

    @property
    def shape(self) -> Any: ...
    @property
    def dtype(self) -> Any: ...


# NumPy's namespace dtypes are its scalar types (``xp.float32 is numpy.float32``), while
# ``result_type`` and ``x.dtype`` give ``numpy.dtype`` instances: both are its dtypes.
NumpyNamespace: TypeAlias = (
    "Namespace[numpy.ndarray[Any, Any], numpy.dtype[Any] | type[Any], Literal['cpu']]"
)
TorchNamespace: TypeAlias = "Namespace[torch.Tensor, torch.dtype, torch.device]"
# JAX's dtypes are objects of several classes (jnp.float32 is a scalar-type object, x.dtype a
# numpy.dtype) and jax.Device comes from jaxlib's compiled module, which has no type stubs.
JaxNamespace: TypeAlias = "Namespace[jax.Array, Any, Any]"
DaskNamespace: TypeAlias = "Namespace[dask.array.Array, numpy.dtype[Any] | type[Any], str]"
# TensorFlow ships no type information (tf.Tensor is Any to a checker): its namespace is
# checked for the standard's signatures (arity, keywords, Literal options, axis types) only.
TensorflowNamespace: TypeAlias = Namespace[Any, Any, Any]
# Paddle ships no usable type information either (no py.typed; paddle.Tensor is a compiled
# class without stubs): the same fallback.
PaddleNamespace: TypeAlias = Namespace[Any, Any, Any]
# MLX ships type stubs (py.typed and .pyi files): its arrays, dtypes and devices are typed.
MlxNamespace: TypeAlias = "Namespace[mlx.core.array, mlx.core.Dtype, mlx.core.Device]"
