"""The one table of built-in backends: which array types belong to which namespace module.

Adding a backend is one row here plus its folder under ``arraydispatch/backends/``.

Detection never imports a framework the user has not imported: a row is consulted only when
its framework is already in ``sys.modules`` (an array of a library cannot exist before the
library is imported), the way array-api-compat's ``_issubclass_fast`` and einops do it.

Everything on the resolution path is traceable by TorchDynamo, so a first resolution inside
``torch.compile(fullgraph=True)`` neither breaks the graph nor makes the next call recompile:
``name in sys.modules`` and ``sys.modules[name]`` (not ``sys.modules.get``, which makes
Dynamo guard on the length of ``sys.modules``), and import statements (not
``importlib.import_module`` or ``__import__``, which Dynamo refuses).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType


def _numpy_types() -> tuple[type, ...]:
    numpy = sys.modules["numpy"]
    return (numpy.ndarray, numpy.generic)


def _torch_types() -> tuple[type, ...]:
    # nn.Parameter and FakeTensor (torch.compile) are Tensor subclasses
    return (sys.modules["torch"].Tensor,)


def _jax_types() -> tuple[type, ...]:
    jax = sys.modules["jax"]
    # Tracers (jit/grad/vmap) pass isinstance(x, jax.Array) through __instancecheck__ but
    # are not subclasses of it, and resolution here is by type: name both.
    return (jax.Array, jax.core.Tracer)


def _tensorflow_types() -> tuple[type, ...]:
    tf = sys.modules["tensorflow"]
    # EagerTensor and the symbolic tensors of tf.function subclass tf.Tensor;
    # tf.Variable does not.
    return (tf.Tensor, tf.Variable)


def _dask_types() -> tuple[type, ...]:
    return (sys.modules["dask.array"].Array,)


def _torch_is_tracing() -> bool:
    return bool(sys.modules["torch"].compiler.is_compiling())


def _import_numpy() -> ModuleType:
    from arraydispatch.backends import numpy

    return numpy


def _import_torch() -> ModuleType:
    from arraydispatch.backends import torch

    return torch


def _import_jax() -> ModuleType:
    from arraydispatch.backends import jax

    return jax


def _import_tensorflow() -> ModuleType:
    from arraydispatch.backends import tensorflow

    return tensorflow


def _import_dask() -> ModuleType:
    from arraydispatch.backends import dask

    return dask


@dataclass(frozen=True)
class Backend:
    """One built-in backend.

    Attributes
    ----------
    name
        The name users pass to ``namespace()`` and see in messages.
    framework
        The module that must be in ``sys.modules`` before an array of it can exist.
    module
        Our namespace module for it.
    array_types
        Returns the framework's array types; called only once ``framework`` is imported.
    load
        Imports ``module`` with an import statement and returns it.
    is_tracing
        True while the framework traces Python code and guards on our caches (TorchDynamo):
        the resolver then leaves its caches alone, or the next call would recompile.
    native_namespaces
        The ``__name__`` of the framework's own namespace modules, its main one first (what
        ``arraydispatch.compat.array_namespace(x, use_compat=False)`` returns);
        ``is_<name>_namespace()`` recognises these, ``module`` and array-api-compat's
        wrapper of each.
    """

    name: str
    framework: str
    module: str
    array_types: Callable[[], tuple[type, ...]]
    load: Callable[[], ModuleType]
    is_tracing: Callable[[], bool] | None = None
    native_namespaces: tuple[str, ...] = ()

    def owns(self, cls: type) -> bool:
        """Whether ``cls`` is an array type of this backend, importing nothing new."""
        return self.framework in sys.modules and issubclass(cls, self.array_types())


BACKENDS: tuple[Backend, ...] = (
    Backend(
        "numpy",
        "numpy",
        "arraydispatch.backends.numpy",
        _numpy_types,
        _import_numpy,
        native_namespaces=("numpy",),
    ),
    Backend(
        "torch",
        "torch",
        "arraydispatch.backends.torch",
        _torch_types,
        _import_torch,
        is_tracing=_torch_is_tracing,
        native_namespaces=("torch",),
    ),
    Backend(
        "jax",
        "jax",
        "arraydispatch.backends.jax",
        _jax_types,
        _import_jax,
        # jax.experimental.array_api: the standard's namespace of JAX < 0.4.32
        native_namespaces=("jax.numpy", "jax.experimental.array_api"),
    ),
    Backend(
        "tensorflow",
        "tensorflow",
        "arraydispatch.backends.tensorflow",
        _tensorflow_types,
        _import_tensorflow,
        # tf.experimental.numpy's __name__ is that of TF's generated API module
        native_namespaces=(
            "tensorflow",
            "tensorflow.experimental.numpy",
            "tensorflow._api.v2.experimental.numpy",
        ),
    ),
    Backend(
        "dask",
        "dask.array",
        "arraydispatch.backends.dask",
        _dask_types,
        _import_dask,
        native_namespaces=("dask.array",),
    ),
)

BACKENDS_BY_NAME: dict[str, Backend] = {backend.name: backend for backend in BACKENDS}


def backend_of_type(cls: type) -> Backend | None:
    """The built-in backend whose framework made arrays of type ``cls``, if any."""
    for backend in BACKENDS:
        if backend.owns(cls):
            return backend
    return None
