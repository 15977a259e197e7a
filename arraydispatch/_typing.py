"""Protocols for namespaces and arrays, for type checkers; nothing here runs at import."""

from __future__ import annotations

from typing import Any, Literal, Protocol

__all__ = [
    "Array",
    "DaskNamespace",
    "Device",
    "DType",
    "JaxNamespace",
    "Namespace",
    "NumpyNamespace",
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


class Namespace(Protocol):
    """An Array API namespace: a module with the standard's functions, constants, dtypes."""

    __array_api_version__: str

    def __getattr__(self, name: str) -> Any: ...


class NumpyNamespace(Namespace, Protocol):
    """``arraydispatch.backends.numpy``."""

    __name__: Literal["arraydispatch.backends.numpy"]


class TorchNamespace(Namespace, Protocol):
    """``arraydispatch.backends.torch``."""

    __name__: Literal["arraydispatch.backends.torch"]


class JaxNamespace(Namespace, Protocol):
    """``arraydispatch.backends.jax``."""

    __name__: Literal["arraydispatch.backends.jax"]


class TensorflowNamespace(Namespace, Protocol):
    """``arraydispatch.backends.tensorflow``."""

    __name__: Literal["arraydispatch.backends.tensorflow"]


class DaskNamespace(Namespace, Protocol):
    """``arraydispatch.backends.dask``."""

    __name__: Literal["arraydispatch.backends.dask"]
