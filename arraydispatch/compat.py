"""array-api-compat's helper API (1.16), name for name, over arraydispatch's namespaces.

A library that imports helpers from ``array_api_compat`` switches by importing them from
here instead:

    from arraydispatch.compat import array_namespace, device, is_numpy_namespace, size

and a library that vendors array-api-compat and array-api-extra (scikit-learn, SciPy)
switches array-api-extra over with one file, ``_array_api_compat_vendor.py``, beside its
vendored ``array_api_extra`` package:

    from arraydispatch.compat import *  # noqa: F403

``array_namespace(x)`` returns arraydispatch's namespace where array-api-compat returns its
wrapper (``arraydispatch.backends.numpy`` for ``array_api_compat.numpy``), and also takes
TensorFlow tensors. The ``is_<library>_namespace()`` functions are True for the library's
own module, for array-api-compat's wrapper of it and for arraydispatch's namespace of it, so
code that takes a fast path on ``is_numpy_namespace(xp)`` keeps taking it.

``arraydispatch.compat.numpy`` (``.torch``, ``.jax``, ``.tensorflow``, ``.dask``) is
arraydispatch's namespace for that framework, as ``array_api_compat.numpy`` is compat's
(``array_api_compat.dask.array`` becomes ``arraydispatch.compat.dask``); it is imported on
first access, and ``import *`` does not touch it.

Where the answers differ from array-api-compat's, docs/compat.md lists it and says why.

Examples
--------
>>> import numpy as np
>>> from arraydispatch.compat import array_namespace, is_numpy_namespace
>>> xp = array_namespace(np.zeros(2), 1.0, None)
>>> xp.__name__, is_numpy_namespace(xp)
('arraydispatch.backends.numpy', True)
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

from arraydispatch._dispatch import NoArrayError
from arraydispatch._dispatch import get_namespace as _get_namespace
from arraydispatch._dispatch import namespace as _namespace
from arraydispatch._helpers import (
    device,
    is_array_api_obj,
    is_array_api_strict_namespace,
    is_cupy_array,
    is_cupy_namespace,
    is_dask_array,
    is_dask_namespace,
    is_dpnp_array,
    is_dpnp_namespace,
    is_jax_array,
    is_jax_namespace,
    is_lazy_array,
    is_mlx_array,
    is_mlx_namespace,
    is_mparray_array,
    is_mparray_namespace,
    is_ndonnx_array,
    is_ndonnx_namespace,
    is_numpy_array,
    is_numpy_namespace,
    is_paddle_array,
    is_paddle_namespace,
    is_pydata_sparse_array,
    is_pydata_sparse_namespace,
    is_tensorflow_array,
    is_tensorflow_namespace,
    is_torch_array,
    is_torch_namespace,
    is_writeable_array,
    size,
    to_device,
)
from arraydispatch._registry import BACKENDS_BY_NAME, backend_of_namespace


def array_namespace(
    *xs: Any, api_version: str | None = None, use_compat: bool | None = None
) -> Any:
    """Return the Array API namespace of the arrays `xs`, array-api-compat's way.

    array-api-compat's `array_namespace` (and its alias `get_namespace`), name for name,
    answering with arraydispatch's namespaces.

    Parameters
    ----------
    *xs
        Arrays of one library. Python `bool`/`int`/`float`/`complex` and `None` are
        skipped, as in array-api-compat.
    api_version
        A version of the standard (`"2021.12"` ... `"2025.12"`), or None.
    use_compat
        Which namespace of a NumPy, PyTorch, JAX, TensorFlow, Dask, PaddlePaddle or MLX
        array to return:

        - `None` (default): arraydispatch's (`arraydispatch.backends.<name>`);
        - `True`: the same, which is our counterpart of array-api-compat's wrapper; an
          array that has none (array-api-strict, sparse, ...) is a ValueError, as in
          array-api-compat;
        - `False`: the framework's own module (`numpy`, `torch`, `jax.numpy`,
          `tensorflow`, `dask.array`, `paddle`, `mlx.core`), as `import numpy as xp` would
          give.

        Arrays of other libraries get their `__array_namespace__()` with None or False.

    Returns
    -------
    module
        The namespace module.

    Raises
    ------
    TypeError
        Arrays from two libraries, no array at all, or an argument that is not an array.
    ValueError
        `use_compat` is not None/True/False, `use_compat=True` for an array without an
        arraydispatch namespace, or an `api_version` that is not supported.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import array_namespace
    >>> array_namespace(np.zeros(2)).__name__
    'arraydispatch.backends.numpy'
    >>> array_namespace(np.zeros(2), use_compat=False).__name__
    'numpy'
    """
    try:
        xp = _get_namespace(*xs, api_version=api_version)
    except NoArrayError as error:
        # array-api-compat's wording, which callers match (array-api-extra's tests do)
        raise NoArrayError(
            error.arrays, "array_namespace requires at least one non-scalar array input"
        ) from None
    if use_compat is None:
        return xp
    if use_compat is not True and use_compat is not False:
        raise ValueError(
            f"array_namespace(): use_compat must be None, True or False, not {use_compat!r}."
        )
    name = getattr(xp, "__name__", None)
    backend = backend_of_namespace(xp)
    # the framework's own namespace module (use_compat=False), for our namespaces only
    native = backend.native_namespaces[0] if backend and backend.module == name else None
    if use_compat:
        if native is None:
            raise ValueError(
                f"array_namespace(use_compat=True): the arrays' namespace {name or xp!r} is "
                f"their library's own; arraydispatch has a namespace only for "
                f"{', '.join(BACKENDS_BY_NAME)} arrays. Pass use_compat=None to get "
                f"the library's own namespace."
            )
        return xp
    if native is None:
        return xp
    return sys.modules[native]


#: array-api-compat's own alias of array_namespace (not arraydispatch.get_namespace, whose
#: signature has no use_compat).
get_namespace = array_namespace


def __getattr__(name: str) -> ModuleType:
    # array_api_compat.numpy and the like: arraydispatch's namespace, imported on first use
    if name in BACKENDS_BY_NAME:
        return _namespace(name)  # type: ignore[return-value]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "array_namespace",
    "device",
    "get_namespace",
    "is_array_api_obj",
    "is_array_api_strict_namespace",
    "is_cupy_array",
    "is_cupy_namespace",
    "is_dask_array",
    "is_dask_namespace",
    "is_dpnp_array",
    "is_dpnp_namespace",
    "is_jax_array",
    "is_jax_namespace",
    "is_lazy_array",
    "is_mlx_array",
    "is_mlx_namespace",
    "is_mparray_array",
    "is_mparray_namespace",
    "is_ndonnx_array",
    "is_ndonnx_namespace",
    "is_numpy_array",
    "is_numpy_namespace",
    "is_paddle_array",
    "is_paddle_namespace",
    "is_pydata_sparse_array",
    "is_pydata_sparse_namespace",
    "is_tensorflow_array",
    "is_tensorflow_namespace",
    "is_torch_array",
    "is_torch_namespace",
    "is_writeable_array",
    "size",
    "to_device",
]


def __dir__() -> list[str]:
    return sorted([*__all__, *BACKENDS_BY_NAME])


def _leave_public_functions_to_python() -> None:
    # tf.function calls these as they are, not rewritten by AutoGraph (_common/_autograph.py)
    from arraydispatch._common._autograph import leave_to_python

    leave_to_python(__name__, __all__)


_leave_public_functions_to_python()
del _leave_public_functions_to_python
