"""jit(): compile a function with the framework its arguments come from.

The compiler is the backend's own (``backends/<name>/_transforms.py``, which the registry
row's ``transforms`` loads): ``jax.jit`` on JAX arrays, ``torch.compile`` on PyTorch tensors,
``tf.function`` on TensorFlow tensors, ``paddle.jit.to_static`` on PaddlePaddle tensors,
``mx.compile`` on MLX arrays; on NumPy, Dask and libraries resolved through
``__array_namespace__`` the function runs unchanged (they have no tracing compiler we could
hand it to). This module is what is the same for every framework and names none.

Each compiled function is built once per framework and kept with the function ``jit()``
returned (in its closure, shown by its ``compiled`` attribute), never in a module-level
table: two ``jit(f)`` functions compile separately, and dropping one frees its compiled
code. The hot path is one dict lookup on the type of the first positional argument
(``_by_type``), filled after the first full resolution.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType, ModuleType
from typing import Any

from arraydispatch._common import _autograph
from arraydispatch._dispatch import _library_name, get_namespace
from arraydispatch._helpers import is_array_api_obj
from arraydispatch._registry import Backend, backend_of_namespace

_TYPE_CACHE_LIMIT = 64


def _compiler(backend: Backend | None) -> ModuleType | None:
    """The backend's ``_transforms`` module where it has a compiler, else None."""
    if backend is None or backend.transforms is None:
        return None
    transforms = backend.transforms()
    return transforms if getattr(transforms, "COMPILER", None) else None


def _normalize_static_argnums(static_argnums: Any) -> tuple[int, ...]:
    if static_argnums is None:
        return ()
    if isinstance(static_argnums, int) and not isinstance(static_argnums, bool):
        return (static_argnums,)
    if isinstance(static_argnums, Iterable) and not isinstance(static_argnums, str):
        numbers = tuple(static_argnums)
        if all(isinstance(i, int) and not isinstance(i, bool) for i in numbers):
            return numbers
    raise TypeError(
        f"jit(): static_argnums must be an int or a sequence of ints, not {static_argnums!r}."
    )


def _normalize_static_argnames(static_argnames: Any) -> tuple[str, ...]:
    if static_argnames is None:
        return ()
    if isinstance(static_argnames, str):
        return (static_argnames,)
    if isinstance(static_argnames, Iterable):
        names = tuple(static_argnames)
        if all(isinstance(name, str) for name in names):
            return names
    raise TypeError(
        f"jit(): static_argnames must be a str or a sequence of str, not {static_argnames!r}."
    )


def _check_options(options: Any, keyword: str) -> dict[str, Any]:
    if options is None:
        return {}
    if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
        raise TypeError(
            f"jit(): {keyword} must be a dict of keyword arguments for the framework's "
            f"compiler, not {type(options).__name__}."
        )
    for reserved in ("static_argnums", "static_argnames"):
        if reserved in options:
            raise TypeError(
                f"jit(): pass {reserved} to jit() itself, not inside {keyword}: it applies "
                f"to every framework."
            )
    return dict(options)


class _JitState:
    """What the function jit() returns keeps: options, compiled functions, the type cache."""

    def __init__(
        self,
        f: Callable[..., Any],
        static_argnums: Any,
        static_argnames: Any,
        jax_options: Any,
        torch_options: Any,
        tensorflow_options: Any,
        paddle_options: Any,
        mlx_options: Any,
    ) -> None:
        if not callable(f):
            raise TypeError(f"jit(f): f must be callable, not {type(f).__name__}.")
        self._f = f
        self._static_argnums = _normalize_static_argnums(static_argnums)
        self._static_argnames = _normalize_static_argnames(static_argnames)
        self._options = {
            "jax": _check_options(jax_options, "jax_options"),
            "torch": _check_options(torch_options, "torch_options"),
            "tensorflow": _check_options(tensorflow_options, "tensorflow_options"),
            "paddle": _check_options(paddle_options, "paddle_options"),
            "mlx": _check_options(mlx_options, "mlx_options"),
        }
        self._compiled: dict[str, Callable[..., Any]] = {}  # framework name -> compiled f
        self._entries: dict[str, Callable[..., Any]] = {}  # the same, static args checked
        self._by_type: dict[type, Callable[..., Any]] = {}  # type of args[0] -> compiled f
        self.__wrapped__ = f
        self.__name__ = getattr(f, "__name__", type(f).__name__)
        self.__qualname__ = getattr(f, "__qualname__", self.__name__)
        self.__doc__ = getattr(f, "__doc__", None)

    def __repr__(self) -> str:
        return f"<jit({self.__qualname__})>"

    @property
    def compiled(self) -> Mapping[str, Callable[..., Any]]:
        """The functions compiled so far, by framework name (read-only): ``"jax"``,
        ``"torch"``, ``"tensorflow"``, ``"paddle"``, ``"mlx"``.

        For inspection with the framework's own tools: ``.compiled["jax"]._cache_size()``,
        ``.compiled["tensorflow"].experimental_get_tracing_count()``, ...; a library without a
        compiler (NumPy, Dask, ...) has no entry, since ``f`` runs there unchanged.
        """
        return MappingProxyType(self._compiled)

    def _static_positions(self, n_args: int) -> set[int]:
        return {i if i >= 0 else n_args + i for i in self._static_argnums}

    def _resolve(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Callable[..., Any]:
        """Find the framework from every array argument, compile once, cache by type."""
        static = self._static_positions(len(args))
        arguments = [(f"argument {i}", a) for i, a in enumerate(args) if i not in static]
        arguments += [
            (f"argument {k!r}", a) for k, a in kwargs.items() if k not in self._static_argnames
        ]
        found: list[tuple[str, Any]] = []  # (label, namespace) of the first array of each
        for label, argument in arguments:
            leaves = [leaf for leaf in _leaves(argument) if is_array_api_obj(leaf)]
            if leaves:
                found.append((label, get_namespace(*leaves)))
        if not found:
            raise TypeError(
                f"jit({self.__qualname__}) was called without an array argument, so there is "
                f"no framework to compile with. Pass at least one array (static arguments "
                f"do not count), or call the framework's compiler directly."
            )
        namespace = found[0][1]
        for label, other in found[1:]:
            if other is not namespace:
                raise TypeError(
                    f"jit({self.__qualname__}) got arrays from different libraries: "
                    f"{_library_name(namespace)} ({found[0][0]}) and {_library_name(other)} "
                    f"({label}). Convert one side first: "
                    f"arraydispatch.convert(b, like=a) makes b an array of a's library on a's "
                    f"device."
                )
        backend = backend_of_namespace(namespace)
        transforms = _compiler(backend)
        key = backend.name if transforms is not None and backend is not None else "uncompiled"
        entry = self._entries.get(key)
        if entry is None:
            compiled = self._compile(key, transforms)
            if transforms is not None:  # "uncompiled" is f itself, not a framework's function
                self._compiled[key] = compiled
            entry = compiled
            if self._static_argnums or self._static_argnames:
                # Checked on every call and every framework alike, so that a tensor passed
                # as "static" is one clear error everywhere (tf.function and torch.compile
                # would silently trace it; jax.jit raises a ValueError of its own).
                entry = _StaticChecked(compiled, self._static_argnums, self._static_argnames)
            if transforms is not None and transforms.CHECKS_LIBRARIES:
                entry = _OneLibrary(entry, self)
            self._entries[key] = entry
        # a tracing framework (TorchDynamo) guards on self._by_type: leave it alone then
        tracing = backend is not None and backend.is_tracing is not None and backend.is_tracing()
        if args and 0 not in static and is_array_api_obj(args[0]) and not tracing:
            if len(self._by_type) >= _TYPE_CACHE_LIMIT:
                self._by_type.clear()
            self._by_type[type(args[0])] = entry
        return entry

    def _compile(self, key: str, transforms: ModuleType | None) -> Callable[..., Any]:
        if transforms is None:
            return self._f
        compiled: Callable[..., Any] = transforms.compile_function(
            self._f, self._static_argnums, self._static_argnames, self._options.get(key, {})
        )
        return compiled


class _OneLibrary:
    """A tf.function, to_static or mx.compile function that first checks the arguments'
    libraries.

    tf.function converts whatever array it is given (a NumPy array, a torch tensor) into a
    tf.Tensor, so a mixed call would run on TensorFlow silently; Paddle's tracer, given a
    foreign array, traces get_namespace's first-sight path and fails inside the tracer
    (``InnerError``) instead of with our TypeError; mx.compile refuses a NumPy array with
    a ValueError of its own that names no argument. jax.jit refuses foreign arrays itself,
    and under torch.compile get_namespace in ``f`` does. The check costs a set
    lookup per argument once the argument types are known, next to tf.function's ~100 µs.
    """

    _PLAIN: frozenset[type] = frozenset({bool, int, float, complex, str, type(None)})
    autograph_info__ = None  # an outer tf.function calls this as it is (_common/_autograph.py)

    def __init__(self, compiled: Callable[..., Any], jitted: _JitState) -> None:
        self._compiled = compiled
        self._jitted = jitted
        self._known: set[type] = set(self._PLAIN)  # TF array types and plain values seen

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        known = self._known
        for argument in args:
            if type(argument) not in known:
                self._check(args, kwargs)
                break
        else:
            for argument in kwargs.values():
                if type(argument) not in known:
                    self._check(args, kwargs)
                    break
        return self._compiled(*args, **kwargs)

    def _check(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self._jitted._resolve(args, kwargs)  # raises on arrays of two libraries
        for argument in (*args, *kwargs.values()):
            # containers are checked again on every call: their contents may differ
            if is_array_api_obj(argument) and len(self._known) < _TYPE_CACHE_LIMIT:
                self._known.add(type(argument))


class _StaticChecked:
    """A compiled function whose static arguments are checked before each call."""

    autograph_info__ = None  # an outer tf.function calls this as it is (_common/_autograph.py)

    def __init__(
        self, compiled: Callable[..., Any], argnums: tuple[int, ...], argnames: tuple[str, ...]
    ) -> None:
        self._compiled = compiled
        self._argnums = argnums
        self._argnames = argnames

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        qualname = getattr(self._compiled, "__qualname__", "f")
        for i in self._argnums:
            if -len(args) <= i < len(args):
                _check_hashable(args[i], f"argument {i}", qualname)
        for name in self._argnames:
            if name in kwargs:
                _check_hashable(kwargs[name], f"argument {name!r}", qualname)
        return self._compiled(*args, **kwargs)


def _check_hashable(value: Any, label: str, qualname: str) -> None:
    try:
        hash(value)
    except TypeError:
        raise TypeError(
            f"jit({qualname}): static {label} is a {type(value).__name__}, which is not "
            f"hashable; a static argument is compiled in by value, so it must be a hashable "
            f"Python value (an int, a str, a tuple, ...). Pass arrays as ordinary arguments."
        ) from None
    if is_array_api_obj(value):
        raise TypeError(
            f"jit({qualname}): static {label} is an array; static arguments are compiled in "
            f"by value and must be Python values. Pass arrays as ordinary arguments."
        )


def _leaves(tree: Any) -> list[Any]:
    """The leaves of nested tuples, lists and dicts (the containers every compiler takes)."""
    if isinstance(tree, tuple | list):
        return [leaf for item in tree for leaf in _leaves(item)]
    if isinstance(tree, dict):
        return [leaf for item in tree.values() for leaf in _leaves(item)]
    return [tree]


def jit(
    f: Callable[..., Any],
    /,
    *,
    static_argnums: int | Iterable[int] | None = None,
    static_argnames: str | Iterable[str] | None = None,
    jax_options: Mapping[str, Any] | None = None,
    torch_options: Mapping[str, Any] | None = None,
    tensorflow_options: Mapping[str, Any] | None = None,
    paddle_options: Mapping[str, Any] | None = None,
    mlx_options: Mapping[str, Any] | None = None,
) -> Callable[..., Any]:
    """Return ``f`` compiled with the framework its arguments come from, on each call.

    The framework is resolved from the array arguments (nested tuples, lists and dicts
    included; static arguments excluded): JAX arrays compile with ``jax.jit``, PyTorch
    tensors with ``torch.compile``, TensorFlow tensors and variables with ``tf.function``,
    PaddlePaddle tensors with ``paddle.jit.to_static``, MLX arrays with ``mx.compile``.
    NumPy, Dask and other libraries have
    no tracing compiler: ``f`` runs unchanged.

    Each framework's compiled function is built on first use and kept on the returned
    object (see its ``compiled`` attribute), never globally; repeated calls with the same
    shapes reuse it without recompiling. Resolution on later calls is one dict lookup on the
    type of the first positional argument.

    Parameters
    ----------
    f
        The function to compile.
    static_argnums, static_argnames
        Arguments compiled in by value (one compilation per distinct value), which must be
        hashable Python values. JAX receives them as ``jax.jit``'s own parameters;
        ``tf.function`` and ``torch.compile`` already treat Python values this way, so they
        are passed as they are, after the same hashability check.
    jax_options, torch_options, tensorflow_options, paddle_options, mlx_options
        Extra keyword arguments for ``jax.jit``, ``torch.compile`` (e.g.
        ``{"fullgraph": True, "backend": "aot_eager"}``), ``tf.function`` (e.g.
        ``{"jit_compile": True}``), ``paddle.jit.to_static`` (e.g.
        ``{"full_graph": True}``; the default here is ``full_graph=False``) and
        ``mx.compile`` (e.g. ``{"shapeless": True}``), each used only on its framework.

    Returns
    -------
    Callable
        A function with ``f``'s signature.

    Raises
    ------
    TypeError
        At call time: no array argument, arrays from different libraries, or a static
        argument that is unhashable or an array.

    Examples
    --------
    >>> import jax.numpy as jnp
    >>> from arraydispatch import get_namespace, jit
    >>> @jit
    ... def norm(x):
    ...     xp = get_namespace(x)
    ...     return xp.sqrt(xp.sum(x**2))
    >>> float(norm(jnp.asarray([3.0, 4.0])))
    5.0
    >>> sorted(norm.compiled)
    ['jax']
    """
    state = _JitState(
        f,
        static_argnums,
        static_argnames,
        jax_options,
        torch_options,
        tensorflow_options,
        paddle_options,
        mlx_options,
    )
    by_type = state._by_type

    # A plain closure, not an object with __call__: the warm path is one Python call and one
    # dict lookup, which is as close to calling the compiled function directly as Python gets.
    def jitted(*args: Any, **kwargs: Any) -> Any:
        if args:
            compiled = by_type.get(type(args[0]))
            if compiled is not None:
                return compiled(*args, **kwargs)
        return state._resolve(args, kwargs)(*args, **kwargs)

    functools.update_wrapper(jitted, f, updated=())
    jitted.compiled = state.compiled  # type: ignore[attr-defined]
    setattr(jitted, _autograph.MARKER, None)  # called as it is inside tf.function
    return jitted
