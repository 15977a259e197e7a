"""Array and namespace predicates, and device/size helpers, that work on every backend's arrays.

These are array-api-compat's helpers (1.16), name for name, answering for arraydispatch's
namespaces too; ``arraydispatch.compat`` gathers them under compat's names.

Every predicate answers from the argument's type (or, for namespaces, its ``__name__``)
through a bounded cache, and never imports a framework: a type is checked against a
framework's classes only once that framework is in ``sys.modules`` (an array of a library
cannot exist before the library is imported), as array-api-compat's ``_issubclass_fast`` does.
"""

from __future__ import annotations

import functools
import math
import sys
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from arraydispatch._common import _dlpack
from arraydispatch._dispatch import _remember, get_namespace, on_clear
from arraydispatch._registry import (
    BACKEND_OF_NAMESPACE,
    BACKENDS_BY_NAME,
    backend_of_type,
    is_tracing,
)

if TYPE_CHECKING:
    import dask.array
    import jax
    import mlx.core
    import numpy
    import paddle
    import tensorflow
    import torch
    from typing_extensions import TypeIs

    from arraydispatch._typing import Device

# Array libraries without a built-in backend that array-api-compat's helpers name, as
# (library, module, array class). Their arrays resolve through ``__array_namespace__``.
_OTHER_ARRAY_TYPES: tuple[tuple[str, str, str], ...] = (
    ("cupy", "cupy", "ndarray"),
    ("dpnp", "dpnp", "ndarray"),
    ("dpnp", "dpnp.tensor", "usm_ndarray"),
    ("mparray", "mparray", "MPArray"),
    ("ndonnx", "ndonnx", "Array"),
    ("pydata_sparse", "sparse", "SparseArray"),
)


def _row(name: str) -> str:
    """The name of the registry's row ``name``: a helper below written for a backend fails
    at import if the registry has no such row (tests/test_registry.py checks the converse)."""
    return BACKENDS_BY_NAME[name].name


_NUMPY = _row("numpy")
_TORCH = _row("torch")
_JAX = _row("jax")
_TENSORFLOW = _row("tensorflow")
_DASK = _row("dask")
_PADDLE = _row("paddle")
_MLX = _row("mlx")

_PROTOCOL = "protocol"  # another library's array: its type has __array_namespace__
_NOT_AN_ARRAY = ""

# The only module-level state: caches that depend on a type (or a module name) alone,
# bounded and emptied by clear_namespace_cache() (and the is_*_namespace lru_caches).
_LIBRARY_BY_TYPE: dict[type, str] = {}

#: ``__name__`` of the namespace modules of libraries without a built-in backend -> the
#: library (the backends' own are in the registry's BACKEND_OF_NAMESPACE).
_OTHER_NAMESPACES: dict[str, str] = {
    "cupy": "cupy",
    "dpnp": "dpnp",
    "dpnp.tensor": "dpnp",
    "mparray": "mparray",
    "ndonnx": "ndonnx",
    "sparse": "pydata_sparse",
    "array_api_strict": "array_api_strict",
}

# array-api-compat's wrappers are ``array_api_compat.<native name>`` (numpy, cupy, torch,
# dask.array), or ``<package>.array_api_compat.<native name>`` where a library vendors it
# (scikit-learn: sklearn.externals.array_api_compat; SciPy: scipy._lib.array_api_compat).
# Recognised by name, so array-api-compat is never imported.
_COMPAT_PACKAGE = "array_api_compat."


@on_clear
def _clear_caches() -> None:
    """Called by clear_namespace_cache(), and so when the registry's rows change."""
    _derive()
    _LIBRARY_BY_TYPE.clear()
    for predicate in _NAMESPACE_PREDICATES:
        predicate.cache_clear()


def _type_name(cls: type) -> str:
    if cls.__module__ == "builtins":
        return cls.__qualname__
    return f"{cls.__module__}.{cls.__qualname__}"


def _classify_type(cls: type) -> str:
    """First sight of ``cls``: which library's array it is, remembered for next time."""
    backend = backend_of_type(cls)
    library = backend.name if backend is not None else _NOT_AN_ARRAY
    if backend is None:
        for name, module, attribute in _OTHER_ARRAY_TYPES:
            if module in sys.modules:
                parent = getattr(sys.modules[module], attribute, None)
                if isinstance(parent, type) and issubclass(cls, parent):
                    library = name
                    break
        else:
            if hasattr(cls, "__array_namespace__"):
                library = _PROTOCOL
    # TorchDynamo guards on this dict: leave it alone while tracing (see _dispatch._classify)
    if not is_tracing():
        _remember(_LIBRARY_BY_TYPE, cls, library)
    return library


# The predicates below repeat this lookup inline rather than call it: one frame less is a
# third of their cost, and they sit in hot loops of downstream libraries.
def _library(x: object) -> str:
    """The library ``x`` is an array of, ``"protocol"`` or ``""`` (not an array)."""
    cls = type(x)
    try:
        return _LIBRARY_BY_TYPE[cls]
    except KeyError:
        return _classify_type(cls)


# -------------------------------------------------------------------------- array predicates


def is_numpy_array(x: object) -> TypeIs[numpy.ndarray[Any, Any] | numpy.generic[Any]]:
    """Whether ``x`` is a NumPy array or NumPy scalar, subclasses included.

    Never imports NumPy.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_numpy_array
    >>> is_numpy_array(np.zeros(2)), is_numpy_array(np.float32(1.0)), is_numpy_array([1.0])
    (True, True, False)
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == _NUMPY
    except KeyError:
        return _classify_type(type(x)) == _NUMPY


def is_torch_array(x: object) -> TypeIs[torch.Tensor]:
    """Whether ``x`` is a torch.Tensor, subclasses included (``nn.Parameter``, ...).

    Never imports torch.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_torch_array
    >>> is_torch_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == _TORCH
    except KeyError:
        return _classify_type(type(x)) == _TORCH


def is_jax_array(x: object) -> TypeIs[jax.Array]:
    """Whether ``x`` is a JAX array or a JAX tracer (under ``jit``, ``grad``, ``vmap``).

    Never imports JAX.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_jax_array
    >>> is_jax_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == _JAX
    except KeyError:
        return _classify_type(type(x)) == _JAX


def is_tensorflow_array(x: object) -> TypeIs[tensorflow.Tensor | tensorflow.Variable]:
    """Whether ``x`` is a tf.Tensor (eager or symbolic) or a tf.Variable.

    Never imports TensorFlow. array-api-compat has no TensorFlow support, hence no such
    function.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_tensorflow_array
    >>> is_tensorflow_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == _TENSORFLOW
    except KeyError:
        return _classify_type(type(x)) == _TENSORFLOW


def is_paddle_array(x: object) -> TypeIs[paddle.Tensor]:
    """Whether ``x`` is a paddle.Tensor (PaddlePaddle's eager tensor).

    Never imports Paddle. array-api-compat has no Paddle support, hence no such function.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_paddle_array
    >>> is_paddle_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == _PADDLE
    except KeyError:
        return _classify_type(type(x)) == _PADDLE


def is_mlx_array(x: object) -> TypeIs[mlx.core.array]:
    """Whether ``x`` is an mlx.core.array (Apple's MLX).

    Never imports MLX. array-api-compat has no MLX support, hence no such function.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_mlx_array
    >>> is_mlx_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == _MLX
    except KeyError:
        return _classify_type(type(x)) == _MLX


def is_dask_array(x: object) -> TypeIs[dask.array.Array]:
    """Whether ``x`` is a dask array.

    Never imports dask.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_dask_array
    >>> is_dask_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == _DASK
    except KeyError:
        return _classify_type(type(x)) == _DASK


def is_array_of(library: str, x: object) -> bool:
    """Whether ``x`` is an array of ``library``: a registry row's name, or one of the other
    libraries array-api-compat's helpers name (``"cupy"``, ``"pydata_sparse"``, ...).

    The ``is_<library>_array`` functions are this, one frame shorter.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch._helpers import is_array_of
    >>> is_array_of("numpy", np.zeros(2)), is_array_of("torch", np.zeros(2))
    (True, False)
    """
    return _library(x) == library


def is_cupy_array(x: object) -> bool:
    """Whether ``x`` is a CuPy array, subclasses included.

    Never imports CuPy.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_cupy_array
    >>> is_cupy_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == "cupy"
    except KeyError:
        return _classify_type(type(x)) == "cupy"


def is_dpnp_array(x: object) -> bool:
    """Whether ``x`` is a dpnp array (``dpnp.ndarray`` or ``dpnp.tensor.usm_ndarray``).

    Never imports dpnp.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_dpnp_array
    >>> is_dpnp_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == "dpnp"
    except KeyError:
        return _classify_type(type(x)) == "dpnp"


def is_mparray_array(x: object) -> bool:
    """Whether ``x`` is an mparray array.

    Never imports mparray.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_mparray_array
    >>> is_mparray_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == "mparray"
    except KeyError:
        return _classify_type(type(x)) == "mparray"


def is_ndonnx_array(x: object) -> bool:
    """Whether ``x`` is an ndonnx array.

    Never imports ndonnx.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_ndonnx_array
    >>> is_ndonnx_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == "ndonnx"
    except KeyError:
        return _classify_type(type(x)) == "ndonnx"


def is_pydata_sparse_array(x: object) -> bool:
    """Whether ``x`` is an array of the ``sparse`` package (pydata/sparse).

    Never imports sparse.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_pydata_sparse_array
    >>> is_pydata_sparse_array(np.zeros(2))
    False
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] == "pydata_sparse"
    except KeyError:
        return _classify_type(type(x)) == "pydata_sparse"


def is_array_api_obj(x: object) -> bool:
    """Whether ``x`` is an array of a library with an Array API namespace.

    That is a built-in backend's array, a CuPy, dpnp, mparray, ndonnx or sparse array, or
    any object whose type has ``__array_namespace__``. Python scalars, None, lists and
    strings are not arrays.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_array_api_obj
    >>> is_array_api_obj(np.zeros(2)), is_array_api_obj(1.0), is_array_api_obj([1.0])
    (True, False, False)
    """
    try:
        return _LIBRARY_BY_TYPE[type(x)] != _NOT_AN_ARRAY
    except KeyError:
        return _classify_type(type(x)) != _NOT_AN_ARRAY


# Whether ``x[...] = value`` works (None: ask the array's flags), per library:
# the registry's rows and, here, the libraries without a built-in backend. Derived again
# from the registry by _clear_caches(), so a lookup is one dict access.
_OTHERS_WRITEABLE: dict[str, bool | None] = {
    "cupy": True,
    "dpnp": True,
    "mparray": True,
    "ndonnx": True,
    "pydata_sparse": False,
    _PROTOCOL: True,  # unknown: array-api-compat's blind guess, kept
    _NOT_AN_ARRAY: False,
}


def is_writeable_array(x: object) -> bool:
    """Whether ``x[...] = value`` is expected to work; False for anything not an array.

    As there is no way to know without writing, an array of an unknown library counts as
    writeable, as in array-api-compat.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_writeable_array
    >>> x = np.zeros(2)
    >>> is_writeable_array(x), is_writeable_array(np.broadcast_to(x, (3, 2)))
    (True, False)
    """
    writeable = _WRITEABLE[_library(x)]
    if writeable is None:  # NumPy: a read-only view or a scalar says so in its flags
        return bool(x.flags.writeable)  # type: ignore[attr-defined]
    return writeable


# Whether reading an array's values (bool(x), float(x)) may be impossible or costly (or a
# function of the array that tells), per library as _WRITEABLE; None: test the array.
_OTHERS_LAZY: dict[str, bool | None] = {
    "cupy": False,
    "dpnp": False,
    "mparray": False,
    "ndonnx": True,
    "pydata_sparse": False,
    _PROTOCOL: None,
    _NOT_AN_ARRAY: False,
}


_WRITEABLE: dict[str, bool | None] = {}
_LAZY: dict[str, bool | Callable[[Any], bool] | None] = {}


def _derive() -> None:
    """Fill _WRITEABLE and _LAZY from the registry's rows and the tables above."""
    writeable: dict[str, bool | None] = dict(_OTHERS_WRITEABLE)
    lazy: dict[str, bool | Callable[[Any], bool] | None] = dict(_OTHERS_LAZY)
    for backend in BACKENDS_BY_NAME.values():
        writeable[backend.name] = backend.writeable
        lazy[backend.name] = backend.lazy
    _replace_contents(_WRITEABLE, writeable)
    _replace_contents(_LAZY, lazy)


def _replace_contents(table: dict[str, Any], values: dict[str, Any]) -> None:
    # In place key by key, never emptied first: is_writeable_array() and is_lazy_array()
    # read these tables from other threads without a lock (docs/threads.md).
    table.update(values)
    for name in list(table):
        if name not in values:  # a row gone
            table.pop(name, None)


_derive()


def is_lazy_array(x: object) -> bool:
    """Whether reading ``x``'s values (``bool(x)``, ``float(x)``) may be impossible or costly.

    True for JAX (a tracer under ``jit`` looks like any array), dask, ndonnx, and symbolic
    TensorFlow tensors; False for anything not an array. An array of an unknown library is
    tested by reading one element, as array-api-compat does.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_lazy_array
    >>> is_lazy_array(np.zeros(2)), is_lazy_array([1.0])
    (False, False)
    """
    lazy = _LAZY[_library(x)]
    if lazy is None:
        return _reads_lazily(x)
    return lazy if isinstance(lazy, bool) else lazy(x)


def _reads_lazily(x: Any) -> bool:
    """Whether reading one element of an array of an unknown library fails."""
    count = size(x)
    if count is None:
        return True
    xp = get_namespace(x)
    if count > 1:
        x = xp.reshape(x, (-1,))[0]
    try:
        bool(xp.any(x))  # any(): a bool of one element, also for size 0
    # the standard's __bool__ raises TypeError when the value is not known; dask and
    # others raise what they like
    except Exception:
        return True
    return False


# ---------------------------------------------------------------------- namespace predicates


# The is_*_namespace() predicates are lru_cache'd on the namespace (a module, hashed by
# identity), as array-api-compat's are: a repeated call then runs no Python frame at all,
# which halves its cost. An unhashable argument (an array) is a TypeError from the cache.
def _namespace_library(xp: object, caller: str) -> str:
    """The library whose namespace ``xp`` is (``""``: none we know)."""
    try:
        name = xp.__name__  # type: ignore[attr-defined]
    except AttributeError:
        raise TypeError(
            f"{caller}() takes a namespace (a module such as numpy, or what get_namespace() "
            f"returns), not a {_type_name(type(xp))}. For an array x, use "
            f"{caller.replace('namespace', 'array')}(x) or {caller}(get_namespace(x))."
        ) from None
    if not isinstance(name, str):
        return _NOT_AN_ARRAY
    package, compat, wrapped = name.rpartition(_COMPAT_PACKAGE)
    if not compat or (package and not package.endswith(".")):
        backend = BACKEND_OF_NAMESPACE.get(name)
        return backend.name if backend is not None else _OTHER_NAMESPACES.get(name, _NOT_AN_ARRAY)
    # array-api-compat's wrapper of a library's own namespace
    backend = BACKEND_OF_NAMESPACE.get(wrapped)
    if backend is not None:
        return backend.name if wrapped in backend.native_namespaces else _NOT_AN_ARRAY
    return _OTHER_NAMESPACES.get(wrapped, _NOT_AN_ARRAY)


def is_namespace_of(library: str, xp: object) -> bool:
    """Whether ``xp`` is a namespace of ``library`` (a registry row's name or one of the
    other libraries array-api-compat's helpers name): the framework's own, arraydispatch's or
    array-api-compat's wrapper. The ``is_<library>_namespace`` functions are this, cached.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch._helpers import is_namespace_of
    >>> is_namespace_of("numpy", np), is_namespace_of("torch", np)
    (True, False)
    """
    return _namespace_library(xp, "is_namespace_of") == library


@functools.lru_cache(maxsize=64)
def is_numpy_namespace(xp: object) -> bool:
    """Whether ``xp`` is a NumPy namespace.

    That is ``numpy``, arraydispatch's (``arraydispatch.backends.numpy``) or
    array-api-compat's wrapper (vendored ones too).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import get_namespace, is_numpy_namespace
    >>> is_numpy_namespace(np), is_numpy_namespace(get_namespace(np.zeros(2)))
    (True, True)
    """
    return _namespace_library(xp, "is_numpy_namespace") == _NUMPY


@functools.lru_cache(maxsize=64)
def is_torch_namespace(xp: object) -> bool:
    """Whether ``xp`` is a PyTorch namespace.

    That is ``torch``, arraydispatch's (``arraydispatch.backends.torch``) or
    array-api-compat's wrapper (vendored ones too).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_torch_namespace
    >>> is_torch_namespace(np)
    False
    """
    return _namespace_library(xp, "is_torch_namespace") == _TORCH


@functools.lru_cache(maxsize=64)
def is_jax_namespace(xp: object) -> bool:
    """Whether ``xp`` is a JAX namespace.

    That is ``jax.numpy``, ``jax.experimental.array_api`` (JAX < 0.4.32) or
    arraydispatch's (``arraydispatch.backends.jax``).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_jax_namespace
    >>> is_jax_namespace(np)
    False
    """
    return _namespace_library(xp, "is_jax_namespace") == _JAX


@functools.lru_cache(maxsize=64)
def is_tensorflow_namespace(xp: object) -> bool:
    """Whether ``xp`` is a TensorFlow namespace.

    That is ``tensorflow``, ``tensorflow.experimental.numpy`` or arraydispatch's
    (``arraydispatch.backends.tensorflow``).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_tensorflow_namespace
    >>> is_tensorflow_namespace(np)
    False
    """
    return _namespace_library(xp, "is_tensorflow_namespace") == _TENSORFLOW


@functools.lru_cache(maxsize=64)
def is_paddle_namespace(xp: object) -> bool:
    """Whether ``xp`` is a Paddle namespace: ``paddle`` or ``arraydispatch.backends.paddle``.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_paddle_namespace
    >>> is_paddle_namespace(np)
    False
    """
    return _namespace_library(xp, "is_paddle_namespace") == _PADDLE


@functools.lru_cache(maxsize=64)
def is_mlx_namespace(xp: object) -> bool:
    """Whether ``xp`` is an MLX namespace: ``mlx.core`` or ``arraydispatch.backends.mlx``.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_mlx_namespace
    >>> is_mlx_namespace(np)
    False
    """
    return _namespace_library(xp, "is_mlx_namespace") == _MLX


@functools.lru_cache(maxsize=64)
def is_dask_namespace(xp: object) -> bool:
    """Whether ``xp`` is a dask namespace.

    That is ``dask.array``, arraydispatch's (``arraydispatch.backends.dask``) or
    array-api-compat's wrapper (vendored ones too).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import is_dask_namespace
    >>> is_dask_namespace(np)
    False
    """
    return _namespace_library(xp, "is_dask_namespace") == _DASK


@functools.lru_cache(maxsize=64)
def is_cupy_namespace(xp: object) -> bool:
    """Whether ``xp`` is a CuPy namespace: ``cupy`` or array-api-compat's wrapper.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_cupy_namespace
    >>> is_cupy_namespace(np)
    False
    """
    return _namespace_library(xp, "is_cupy_namespace") == "cupy"


@functools.lru_cache(maxsize=64)
def is_dpnp_namespace(xp: object) -> bool:
    """Whether ``xp`` is a dpnp namespace: ``dpnp`` or ``dpnp.tensor``.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_dpnp_namespace
    >>> is_dpnp_namespace(np)
    False
    """
    return _namespace_library(xp, "is_dpnp_namespace") == "dpnp"


@functools.lru_cache(maxsize=64)
def is_mparray_namespace(xp: object) -> bool:
    """Whether ``xp`` is the ``mparray`` namespace.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_mparray_namespace
    >>> is_mparray_namespace(np)
    False
    """
    return _namespace_library(xp, "is_mparray_namespace") == "mparray"


@functools.lru_cache(maxsize=64)
def is_ndonnx_namespace(xp: object) -> bool:
    """Whether ``xp`` is the ``ndonnx`` namespace.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_ndonnx_namespace
    >>> is_ndonnx_namespace(np)
    False
    """
    return _namespace_library(xp, "is_ndonnx_namespace") == "ndonnx"


@functools.lru_cache(maxsize=64)
def is_pydata_sparse_namespace(xp: object) -> bool:
    """Whether ``xp`` is the ``sparse`` (pydata/sparse) namespace.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_pydata_sparse_namespace
    >>> is_pydata_sparse_namespace(np)
    False
    """
    return _namespace_library(xp, "is_pydata_sparse_namespace") == "pydata_sparse"


@functools.lru_cache(maxsize=64)
def is_array_api_strict_namespace(xp: object) -> bool:
    """Whether ``xp`` is the ``array_api_strict`` namespace.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.compat import is_array_api_strict_namespace
    >>> is_array_api_strict_namespace(np)
    False
    """
    return _namespace_library(xp, "is_array_api_strict_namespace") == "array_api_strict"


_NAMESPACE_PREDICATES = (
    is_numpy_namespace,
    is_torch_namespace,
    is_jax_namespace,
    is_tensorflow_namespace,
    is_dask_namespace,
    is_paddle_namespace,
    is_mlx_namespace,
    is_cupy_namespace,
    is_dpnp_namespace,
    is_mparray_namespace,
    is_ndonnx_namespace,
    is_pydata_sparse_namespace,
    is_array_api_strict_namespace,
)


# ------------------------------------------------------------------------ device and size


def _hook(namespace: Any, name: str) -> Any:
    """A built-in namespace's ``_array_device``/``_array_to_device``, or None.

    Read from the module's ``__dict__``: a namespace's ``__getattr__`` forwards unknown
    names to its framework, which is slow and not what is asked here.
    """
    if isinstance(namespace, ModuleType):
        return namespace.__dict__.get(name)
    return None


def device(x: Any, /) -> Device:
    """The device ``x`` lives on, in its framework's own terms.

    NumPy and dask arrays are on ``"cpu"``. A JAX tracer (inside ``jit``, ``grad`` or
    ``vmap``) has no device: the answer is None, as in array-api-compat, which creation
    functions take as the default device (``xp.eye(n, device=device(x))`` works).

    Raises
    ------
    TypeError
        ``x`` is not an array.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import device
    >>> device(np.zeros(2))
    'cpu'
    """
    hook = _hook(get_namespace(x), "_array_device")
    if hook is not None:
        return hook(x)
    return x.device


def to_device(x: Any, device: Device, /, *, stream: Any = None) -> Any:
    """``x`` on ``device``: ``x`` itself when it is there already, else a copy there.

    Every backend takes ``"cpu"`` for its CPU device, besides its own device objects.

    Raises
    ------
    TypeError
        ``x`` is not an array.
    ValueError
        ``device`` is not a device of ``x``'s library.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import to_device
    >>> x = np.zeros(2)
    >>> to_device(x, "cpu") is x
    True
    """
    hook = _hook(get_namespace(x), "_array_to_device")
    if hook is not None:
        return hook(x, device, stream=stream)
    if stream is None:
        return x.to_device(device)
    return x.to_device(device, stream=stream)


_dlpack.provide_to_device(to_device)


def size(x: Any, /) -> int | None:
    """The number of elements of ``x``, or None when a dimension is unknown.

    A dimension is unknown in a symbolic TensorFlow shape, a dask array with unknown
    chunks, or an ndonnx array.

    Raises
    ------
    TypeError
        ``x`` has no ``shape`` (a list, a scalar, ...).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import size
    >>> size(np.zeros((2, 3)))
    6
    """
    try:
        shape = x.shape
    except AttributeError:
        raise TypeError(
            f"size() argument is a {_type_name(type(x))}, not an array (it has "
            f"no shape). Make it one first, e.g. xp.asarray(value) with "
            f"xp = arraydispatch.namespace('numpy'); for a list, len(value) may be what you "
            f"want."
        ) from None
    try:
        if None in shape:
            return None
    except ValueError:  # a tf.TensorShape of unknown rank cannot be iterated
        if getattr(shape, "rank", 0) is None:
            return None
        raise
    count: int = math.prod(shape)
    if type(count) is float:  # dask: NaN for a dimension of unknown chunks
        return None if math.isnan(count) else int(count)
    return count
