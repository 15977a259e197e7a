"""Array predicates and device/size helpers that work on every backend's arrays."""

from __future__ import annotations

import math
import sys
from typing import TYPE_CHECKING, Any

from arraydispatch._dispatch import get_namespace
from arraydispatch._registry import BACKENDS_BY_NAME, backend_of_type

if TYPE_CHECKING:
    import dask.array
    import jax
    import numpy
    import tensorflow
    import torch
    from typing_extensions import TypeIs

    from arraydispatch._typing import Device


def _is_backend_array(name: str, x: object) -> bool:
    backend = BACKENDS_BY_NAME[name]
    if backend.framework not in sys.modules:  # no array of it can exist yet
        return False
    return isinstance(x, backend.array_types())


def is_numpy_array(x: object) -> TypeIs[numpy.ndarray[Any, Any] | numpy.generic[Any]]:
    """Whether ``x`` is a NumPy array or NumPy scalar (never imports NumPy)."""
    return _is_backend_array("numpy", x)


def is_torch_array(x: object) -> TypeIs[torch.Tensor]:
    """Whether ``x`` is a torch.Tensor, subclasses included (never imports torch)."""
    return _is_backend_array("torch", x)


def is_jax_array(x: object) -> TypeIs[jax.Array]:
    """Whether ``x`` is a JAX array or a JAX tracer (never imports JAX)."""
    return _is_backend_array("jax", x)


def is_tensorflow_array(x: object) -> TypeIs[tensorflow.Tensor | tensorflow.Variable]:
    """Whether ``x`` is a tf.Tensor (eager or symbolic) or tf.Variable (never imports TF)."""
    return _is_backend_array("tensorflow", x)


def is_dask_array(x: object) -> TypeIs[dask.array.Array]:
    """Whether ``x`` is a dask array (never imports dask)."""
    return _is_backend_array("dask", x)


def is_array_api_obj(x: object) -> bool:
    """Whether get_namespace() accepts ``x``: a built-in backend's array or any object whose
    type has ``__array_namespace__``."""
    cls = type(x)
    return backend_of_type(cls) is not None or hasattr(cls, "__array_namespace__")


def device(x: Any, /) -> Device:
    """The device ``x`` lives on, in its framework's own terms.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import device
    >>> device(np.zeros(2))
    'cpu'
    """
    namespace = get_namespace(x)
    array_device = getattr(namespace, "_array_device", None)
    if array_device is not None:
        return array_device(x)
    return x.device


def to_device(x: Any, device: Device, /, *, stream: Any = None) -> Any:
    """``x`` on ``device``: ``x`` itself when it is there already, else a copy there."""
    namespace = get_namespace(x)
    array_to_device = getattr(namespace, "_array_to_device", None)
    if array_to_device is not None:
        return array_to_device(x, device, stream=stream)
    if stream is None:
        return x.to_device(device)
    return x.to_device(device, stream=stream)


def size(x: Any, /) -> int | None:
    """The number of elements of ``x``, or None when a dimension is unknown (a symbolic
    TensorFlow shape, a dask array with unknown chunks).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import size
    >>> size(np.zeros((2, 3)))
    6
    """
    dims = tuple(x.shape)
    if any(d is None or (isinstance(d, float) and math.isnan(d)) for d in dims):
        return None
    return math.prod(int(d) for d in dims)
