"""get_namespace(): from argument types to an Array API namespace, cached per type."""

from __future__ import annotations

import threading
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal, TypeVar, overload

from arraydispatch._common._versions import check_api_version
from arraydispatch._registry import (
    BACKEND_OF_NAMESPACE,
    BACKENDS_BY_NAME,
    Backend,
    backend_of_type,
    is_tracing,
)

if TYPE_CHECKING:
    import dask.array
    import jax
    import mlx.core
    import numpy
    import torch

    from arraydispatch._typing import (
        DaskNamespace,
        JaxNamespace,
        MlxNamespace,
        Namespace,
        NumpyNamespace,
        PaddleNamespace,
        TensorflowNamespace,
        TorchNamespace,
    )

_ArrayT = TypeVar("_ArrayT")

# The only module-level state: caches that depend on a type alone, bounded and clearable.
#
# Threads (docs/threads.md): get_namespace() reads these without a lock; each read is one
# dict operation, atomic with or without the GIL, and every value ever stored is right for
# its key (a type's namespace never changes), so a reader sees either the right answer or a
# miss, which takes the slow path. Writers (a type's first sight, a clear) take _WRITE_LOCK
# and publish in an order that keeps the invariants the fast paths rely on at every instant:
# a family is complete (the skipped types, its backend's first type) before any type maps to
# it, a type joins its family before _FAMILY_BY_TYPE maps it there, and that before
# _NAMESPACE_BY_TYPE has it; a clear removes in the reverse order.
_WRITE_LOCK = threading.Lock()
_NAMESPACE_BY_TYPE: dict[type, Any] = {}  # array type -> our namespace module
_PROTOCOL_TYPES: dict[type, None] = {}  # types resolved by their __array_namespace__
_BUILTIN_SKIPPED = (bool, int, float, complex, type(None))
_SKIPPED_TYPES: dict[type, None] = dict.fromkeys(_BUILTIN_SKIPPED)
# type -> its family: the types known to resolve together with it, each mapped to the
# namespace they resolve to, i.e. the array types of one built-in backend and the skipped
# types; one dict per backend, shared by its types. Skipped and protocol types have an empty
# one. get_namespace(x, y) and get_namespace(x, y, z) cost three lookups in it. It changes
# only when a type is first seen, as the caches above do, never for a new combination of
# known types: a torch.compile'd function that read it is not recompiled by a later eager
# call with other arguments.
_NO_FAMILY: dict[type, Any] = {}  # never written
_FAMILY_BY_TYPE: dict[type, dict[type, Any]] = dict.fromkeys(_BUILTIN_SKIPPED, _NO_FAMILY)
_CACHE_LIMIT = 1024
_SCALAR_BASES = (bool, int, float, complex)
_NO_ARRAY: Any = object()  # get_namespace() called with no argument at all


#: What else clear_namespace_cache() clears: the caches of the modules above the resolver that
#: keep tables by type or derived from the registry (the helpers'), each registered by its
#: module with on_clear() when it is imported, so the resolver reaches up for none.
_ON_CLEAR: list[Callable[[], None]] = []


def on_clear(clear: Callable[[], None]) -> Callable[[], None]:
    """Have clear_namespace_cache() call ``clear`` too (a decorator; returns ``clear``)."""
    _ON_CLEAR.append(clear)
    return clear


def clear_namespace_cache() -> None:
    """Forget every type resolved so far (types are resolved again on their next use)."""
    with _WRITE_LOCK:
        for clear in _ON_CLEAR:
            clear()
        _clear_type_caches()


def _clear_type_caches() -> None:
    # Called with _WRITE_LOCK held. All together: a type cached in one of them is then in
    # _FAMILY_BY_TYPE too, which _resolve() relies on (it adds to a family only types it
    # sees for the first time).
    # Removed in the reverse order of publication, key by key rather than clear() then
    # refill: a reader never finds a builtin scalar type missing, nor a type whose
    # namespace is cached without its family.
    _NAMESPACE_BY_TYPE.clear()
    _PROTOCOL_TYPES.clear()
    for cls in list(_SKIPPED_TYPES):
        if cls not in _BUILTIN_SKIPPED:
            _SKIPPED_TYPES.pop(cls, None)
    for cls in list(_FAMILY_BY_TYPE):
        if cls not in _BUILTIN_SKIPPED:
            _FAMILY_BY_TYPE.pop(cls, None)


# Each framework's arrays give its parametrized Namespace (torch.Tensor ->
# Namespace[torch.Tensor, torch.dtype, torch.device]); any other type T, a TypeVar of generic
# library code included, gives Namespace[T, Any, Any], so xp.sum(x) is a T again.
# TensorFlow ships no type information: to a checker tf.Tensor is Any, an Any argument matches
# every overload, and the checkers answer Any (docs/typing.md says what to do).
#
# NumPy's overloads name exactly the type a bare ``np.ndarray`` annotation means (and
# ``npt.NDArray[Any]``): its explicit ``dtype[Any]`` is an Any in the argument, and mypy
# answers Any when an argument with an Any matches overloads whose parameter types differ
# (this one and the TypeVar's, which takes the argument's own type).
@overload
def get_namespace(
    x: numpy.ndarray[tuple[Any, ...], numpy.dtype[Any]],
    /,
    *arrays: Any,
    api_version: str | None = None,
) -> NumpyNamespace: ...
@overload
def get_namespace(
    x: numpy.generic[Any], /, *arrays: Any, api_version: str | None = None
) -> NumpyNamespace: ...
@overload
def get_namespace(
    x: torch.Tensor, /, *arrays: Any, api_version: str | None = None
) -> TorchNamespace: ...
@overload
def get_namespace(
    x: jax.Array, /, *arrays: Any, api_version: str | None = None
) -> JaxNamespace: ...
@overload
def get_namespace(
    x: dask.array.Array, /, *arrays: Any, api_version: str | None = None
) -> DaskNamespace: ...
@overload
def get_namespace(
    x: mlx.core.array, /, *arrays: Any, api_version: str | None = None
) -> MlxNamespace: ...
@overload
def get_namespace(
    x: _ArrayT, /, *arrays: Any, api_version: str | None = None
) -> Namespace[_ArrayT, Any, Any]: ...
def get_namespace(x: Any = _NO_ARRAY, /, *arrays: Any, api_version: str | None = None) -> Any:
    """Return the Array API namespace of the arrays' library.

    Resolved per call from the arguments' types; the answer for a type is cached, so a
    repeated call costs one dictionary lookup (three for two or three arguments).

    Parameters
    ----------
    x, *arrays
        Arrays of one library. Python ``bool``/``int``/``float``/``complex`` and ``None``
        are skipped, so ``get_namespace(x, 2.0)`` is fine.
    api_version
        A version of the standard (``"2021.12"`` ... ``"2025.12"``); None means the newest.
        Passed on to ``__array_namespace__`` for libraries resolved through it.

    Returns
    -------
    Namespace
        The namespace module: ``arraydispatch.backends.<name>`` for NumPy, PyTorch, JAX,
        TensorFlow, Dask, PaddlePaddle and MLX arrays (typed: ``get_namespace(t)`` of a
        ``torch.Tensor`` is a ``TorchNamespace`` to a type checker), else what the array
        type's ``__array_namespace__`` returns.

    Raises
    ------
    TypeError
        Arrays from two libraries, no array at all, or an argument that is not an array.
    ValueError
        An ``api_version`` this library does not support.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import get_namespace
    >>> xp = get_namespace(np.asarray([1.0, 2.0]), 3.0)
    >>> xp.__name__
    'arraydispatch.backends.numpy'
    """
    # The first array is a positional parameter rather than part of *arrays: the common
    # one-array call then costs one dict lookup and no tuple handling.
    if not arrays and api_version is None:
        try:
            return _NAMESPACE_BY_TYPE[type(x)]
        except KeyError:
            pass
    elif api_version is None and len(arrays) < 3:
        # Two or three arguments, all in x's family: no loop and no new tuple. With two,
        # arrays[-1] is arrays[0]. Anything else (a first sight, an error) takes _resolve().
        try:
            family = _FAMILY_BY_TYPE[type(x)]
            if type(arrays[-1]) in family:
                return family[type(arrays[0])]
            if family is _NO_FAMILY:  # x a scalar (or a protocol array): try y's family
                family = _FAMILY_BY_TYPE[type(arrays[0])]
                if type(x) in family and type(arrays[-1]) in family:
                    return family[type(arrays[0])]
        except KeyError:
            pass
    return _resolve(x, arrays, api_version)


def _resolve(x: Any, arrays: tuple[Any, ...], api_version: str | None) -> Any:
    if api_version is not None:
        check_api_version(api_version)
    if x is _NO_ARRAY:
        raise _no_array_error(arrays)
    # The loop tracks no positions: they are recovered by a second scan on the error paths.
    namespace = _NAMESPACE_BY_TYPE.get(type(x))
    if namespace is None:
        namespace = _uncached(x, (x, *arrays), api_version)
    for array in arrays:
        found = _NAMESPACE_BY_TYPE.get(type(array))
        if found is None:
            if type(array) in _SKIPPED_TYPES:
                continue
            found = _uncached(array, (x, *arrays), api_version)
            if found is None:
                continue
        if found is not namespace:
            if namespace is not None:
                raise _mixed_libraries_error((x, *arrays), api_version)
            namespace = found
    if namespace is None:
        raise _no_array_error((x, *arrays))
    return namespace


def _uncached(array: Any, arguments: tuple[Any, ...], api_version: str | None) -> Any:
    """The namespace of an array whose type is not in the namespace cache (None: skip it)."""
    cls = type(array)
    if cls in _SKIPPED_TYPES:
        return None
    if cls in _PROTOCOL_TYPES:
        return array.__array_namespace__(api_version=api_version)
    position = next(i for i, argument in enumerate(arguments) if argument is array)
    return _classify(array, cls, position, api_version)


def _mixed_libraries_error(arguments: tuple[Any, ...], api_version: str | None) -> TypeError:
    first: tuple[Any, int] | None = None
    for position, array in enumerate(arguments):
        found = _NAMESPACE_BY_TYPE.get(type(array)) or _uncached(array, arguments, api_version)
        if found is None:
            continue
        if first is None:
            first = (found, position)
        elif found is not first[0]:
            return TypeError(
                f"get_namespace() got arrays from different libraries: "
                f"{_library_name(first[0])} (argument {first[1]}) and "
                f"{_library_name(found)} (argument {position}). Convert one side first: "
                f"arraydispatch.convert(b, like=a) makes b an array of a's library on a's "
                f"device (zero-copy where the frameworks allow)."
            )
    raise AssertionError("unreachable: no two libraries found")  # pragma: no cover


class NoArrayError(TypeError):
    """Raised by ``get_namespace()`` when no argument is an array: it got none at all, or only
    Python scalars and None, so there is no library to resolve.

    A ``TypeError``, so ``except TypeError`` catches it too. Code that creates arrays with no
    input array should name its backend with ``namespace(name)`` instead. (In
    ``arraydispatch.compat``, ``array_namespace()`` words the same error as array-api-compat
    does.)

    Examples
    --------
    >>> from arraydispatch import NoArrayError, get_namespace
    >>> try:
    ...     get_namespace(1.0, None)
    ... except NoArrayError as error:
    ...     print(error)  # doctest: +ELLIPSIS
    get_namespace() needs at least one array; it got only Python scalars or None (2 ...
    """

    def __init__(
        self, arrays: tuple[Any, ...], lead: str = "get_namespace() needs at least one array"
    ) -> None:
        got = f"only Python scalars or None ({len(arrays)} arguments)" if arrays else "none"
        super().__init__(
            f"{lead}; it got {got}. To create arrays without an input array, use "
            f"arraydispatch.namespace(name)."
        )
        self.arrays = arrays


def _no_array_error(arrays: tuple[Any, ...]) -> TypeError:
    return NoArrayError(arrays)


def _remember(cache: dict[type, Any], cls: type, value: Any) -> None:
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[cls] = value


def _make_room() -> None:
    # Every type cached anywhere has an entry here, so this bounds all the type caches.
    # Called with _WRITE_LOCK held.
    if len(_FAMILY_BY_TYPE) >= _CACHE_LIMIT:
        _clear_type_caches()


def _remember_array_type(cls: type, root: type, namespace: Any) -> None:
    """Cache ``cls``'s namespace and add ``cls`` to its backend's family, which is kept
    under the backend's first array type ``root``."""
    with _WRITE_LOCK:
        if _NAMESPACE_BY_TYPE.get(cls) is namespace:  # another thread got here first
            return
        _make_room()
        family = _FAMILY_BY_TYPE.get(root)
        if family is None or family is _NO_FAMILY:
            # built whole, then published by one assignment
            family = dict.fromkeys(list(_SKIPPED_TYPES), namespace)
            family[root] = namespace
            family[cls] = namespace
            _FAMILY_BY_TYPE[root] = family
        else:
            family[cls] = namespace
        _FAMILY_BY_TYPE[cls] = family
        _NAMESPACE_BY_TYPE[cls] = namespace


def _remember_skipped_type(cls: type) -> None:
    """A new skipped type (a scalar subclass) joins every family and has none of its own."""
    with _WRITE_LOCK:
        if cls in _SKIPPED_TYPES:
            return
        _make_room()
        for family in {id(family): family for family in list(_FAMILY_BY_TYPE.values())}.values():
            if family is not _NO_FAMILY:
                family[cls] = next(iter(family.values()))  # all its values are its namespace
        _FAMILY_BY_TYPE[cls] = _NO_FAMILY
        _SKIPPED_TYPES[cls] = None


def _remember_protocol_type(cls: type) -> None:
    with _WRITE_LOCK:
        _make_room()
        _FAMILY_BY_TYPE[cls] = _NO_FAMILY
        _PROTOCOL_TYPES[cls] = None


def _classify(array: object, cls: type, position: int, api_version: str | None) -> Any:
    """First sight of a type: find its backend, cache the answer, return the namespace."""
    backend: Backend | None = backend_of_type(cls)
    if backend is not None:
        namespace = backend.load()
        # TorchDynamo guards on this dict's contents: a write while tracing would fail that
        # guard on the next call with the same shapes and recompile. Resolution then reruns,
        # at trace time only, until an eager call fills the cache.
        if backend.is_tracing is None or not backend.is_tracing():
            _remember_array_type(cls, backend.array_types()[0], namespace)
        return namespace
    if issubclass(cls, _SCALAR_BASES):  # bool/int/float/complex subclasses, e.g. IntEnum
        if not is_tracing():  # as above (and TorchDynamo cannot trace the lock)
            _remember_skipped_type(cls)
        return None
    if hasattr(cls, "__array_namespace__"):
        if not is_tracing():
            _remember_protocol_type(cls)
        return array.__array_namespace__(api_version=api_version)  # type: ignore[attr-defined]
    name = (
        cls.__qualname__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__qualname__}"
    )
    # "... is not a supported array type" is array-api-compat's wording, which callers match
    raise TypeError(
        f"get_namespace() argument {position} is not an array: {name} is not a supported "
        f"array type. Make it one first, e.g. xp.asarray(value) with "
        f"xp = arraydispatch.namespace('numpy') (or the namespace of your other arrays)."
    )


def _library_name(namespace: Any) -> str:
    name = getattr(namespace, "__name__", None)
    if isinstance(name, str):
        backend = BACKEND_OF_NAMESPACE.get(name)
        return backend.name if backend is not None and backend.module == name else name
    return type(namespace).__module__.partition(".")[0]


@overload
def namespace(name: Literal["numpy"]) -> NumpyNamespace: ...
@overload
def namespace(name: Literal["torch"]) -> TorchNamespace: ...
@overload
def namespace(name: Literal["jax"]) -> JaxNamespace: ...
@overload
def namespace(name: Literal["tensorflow"]) -> TensorflowNamespace: ...
@overload
def namespace(name: Literal["dask"]) -> DaskNamespace: ...
@overload
def namespace(name: Literal["paddle"]) -> PaddleNamespace: ...
@overload
def namespace(name: Literal["mlx"]) -> MlxNamespace: ...
@overload
def namespace(name: str) -> Namespace[Any, Any, Any]: ...
def namespace(name: str) -> Any:
    """Return a built-in namespace by name, for code that creates arrays from nothing.

    Parameters
    ----------
    name
        ``"numpy"``, ``"torch"``, ``"jax"``, ``"tensorflow"``, ``"dask"``, ``"paddle"`` or
        ``"mlx"``.

    Raises
    ------
    TypeError
        ``name`` is not a str.
    ValueError
        ``name`` is not a built-in backend.
    ModuleNotFoundError
        The framework is not installed (the message names the pip extra).

    Examples
    --------
    >>> from arraydispatch import namespace
    >>> xp = namespace("numpy")
    >>> xp.zeros(2).tolist()
    [0.0, 0.0]
    """
    if not isinstance(name, str):
        raise TypeError(f"namespace() takes a backend name (str), not {type(name).__name__}.")
    backend = BACKENDS_BY_NAME.get(name)
    if backend is None:
        raise ValueError(
            f"namespace({name!r}): unknown backend; the built-in ones are "
            f"{', '.join(map(repr, BACKENDS_BY_NAME))}. For other libraries call "
            f"get_namespace(x) on one of their arrays."
        )
    try:
        module: ModuleType = backend.load()
    except ModuleNotFoundError as error:
        missing = (error.name or "").partition(".")[0]
        if missing and missing != "arraydispatch":
            raise ModuleNotFoundError(
                f"namespace({name!r}) needs {missing}, which is not installed; install it "
                f"with pip install 'arraydispatch[{name}]'.",
                name=error.name,
            ) from error
        raise
    return module
