"""The one table of built-in backends: which array types belong to which namespace module.

Adding a backend is one row here plus its folder under ``arraydispatch/backends/``.

Detection never imports a framework the user has not imported: a row is consulted only when
its framework is already in ``sys.modules`` (an array of a library cannot exist before the
library is imported), the way array-api-compat's ``_issubclass_fast`` and einops do it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
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
    """

    name: str
    framework: str
    module: str
    array_types: Callable[[], tuple[type, ...]]

    def owns(self, cls: type) -> bool:
        """Whether ``cls`` is an array type of this backend, importing nothing new."""
        if self.framework not in sys.modules:
            return False
        return issubclass(cls, self.array_types())

    def load(self) -> ModuleType:
        """Import and return the namespace module."""
        return import_module(self.module)


BACKENDS: tuple[Backend, ...] = (
    Backend("numpy", "numpy", "arraydispatch.backends.numpy", _numpy_types),
    Backend("torch", "torch", "arraydispatch.backends.torch", _torch_types),
    Backend("jax", "jax", "arraydispatch.backends.jax", _jax_types),
    Backend("tensorflow", "tensorflow", "arraydispatch.backends.tensorflow", _tensorflow_types),
    Backend("dask", "dask.array", "arraydispatch.backends.dask", _dask_types),
)

BACKENDS_BY_NAME: dict[str, Backend] = {backend.name: backend for backend in BACKENDS}


def backend_of_type(cls: type) -> Backend | None:
    """The built-in backend whose framework made arrays of type ``cls``, if any."""
    for backend in BACKENDS:
        if backend.owns(cls):
            return backend
    return None
