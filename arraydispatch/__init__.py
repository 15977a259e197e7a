"""arraydispatch: one Array API namespace per array library, resolved from the arguments.

Importing this package imports no array framework; each backend's namespace module is
imported the first time an array of that framework is seen.

`arraydispatch.compat` has array-api-compat's helper functions under its names, for
libraries switching from it (docs/compat.md).

Examples
--------
>>> import numpy as np
>>> from arraydispatch import get_namespace
>>> def standardize(x):
...     xp = get_namespace(x)
...     return (x - xp.mean(x, axis=0)) / xp.std(x, axis=0)
>>> standardize(np.asarray([1.0, 3.0])).tolist()
[-1.0, 1.0]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arraydispatch import _registry
from arraydispatch._autodiff import grad, has_autodiff, value_and_grad
from arraydispatch._common._versions import (
    API_VERSION,
    SUPPORTED_API_VERSIONS,
    UntestedVersionWarning,
)
from arraydispatch._common._versions import (
    provide_rows as _provide_rows,
)
from arraydispatch._convert import convert
from arraydispatch._dispatch import NoArrayError, clear_namespace_cache, get_namespace, namespace
from arraydispatch._helpers import (
    device,
    is_array_api_obj,
    is_dask_array,
    is_dask_namespace,
    is_jax_array,
    is_jax_namespace,
    is_lazy_array,
    is_mlx_array,
    is_mlx_namespace,
    is_numpy_array,
    is_numpy_namespace,
    is_paddle_array,
    is_paddle_namespace,
    is_tensorflow_array,
    is_tensorflow_namespace,
    is_torch_array,
    is_torch_namespace,
    is_writeable_array,
    size,
    to_device,
)
from arraydispatch._jit import jit

# check_tested_release() (at the end of each backend's __init__, imported after this
# package) reads the registry's rows by name. Given here, not by the registry itself: the
# registry stays importable by path, importing nothing of the package (tools/conformance.py
# loads it so into nox's own process, where a second copy must not replace these rows).
_provide_rows(_registry.BACKENDS_BY_NAME)

if TYPE_CHECKING:
    from arraydispatch._typing import Namespace

__version__ = "0.1.0"
"""The version of this package."""

__all__ = [
    "API_VERSION",
    "Namespace",
    "NoArrayError",
    "SUPPORTED_API_VERSIONS",
    "UntestedVersionWarning",
    "__version__",
    "clear_namespace_cache",
    "convert",
    "device",
    "get_namespace",
    "grad",
    "has_autodiff",
    "is_array_api_obj",
    "is_dask_array",
    "is_dask_namespace",
    "is_jax_array",
    "is_jax_namespace",
    "is_lazy_array",
    "is_mlx_array",
    "is_mlx_namespace",
    "is_numpy_array",
    "is_numpy_namespace",
    "is_paddle_array",
    "is_paddle_namespace",
    "is_tensorflow_array",
    "is_tensorflow_namespace",
    "is_torch_array",
    "is_torch_namespace",
    "is_writeable_array",
    "jit",
    "namespace",
    "size",
    "to_device",
    "value_and_grad",
]


def __getattr__(name: str) -> Any:
    # The typing Protocols (some 200 members) take milliseconds to build: only code that asks
    # for them at run time pays for it (PEP 562).
    if name == "Namespace":
        from arraydispatch._typing import Namespace

        return Namespace
    raise AttributeError(f"module 'arraydispatch' has no attribute {name!r}")


def _leave_public_functions_to_python() -> None:
    # tf.function calls these as they are, not rewritten by AutoGraph (_common/_autograph.py)
    from arraydispatch._common._autograph import leave_to_python

    leave_to_python(__name__, __all__)


_leave_public_functions_to_python()
del _leave_public_functions_to_python
