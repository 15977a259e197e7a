"""value_and_grad() and grad(): differentiate with the framework the arguments come from.

The framework is resolved per call from the types of the differentiated arguments, then the
framework's own machinery does the work: its backend's ``_transforms.value_and_grad``
(``backends/<name>/_transforms.py``, which the registry row's ``transforms`` loads), e.g.
``torch.autograd.grad`` or ``torch.func`` on PyTorch, ``jax.value_and_grad`` on JAX,
``tf.GradientTape`` on TensorFlow, ``paddle.grad`` on PaddlePaddle, ``mx.value_and_grad`` on
MLX. This module is what is the same for every framework: the argument checks, the
resolution and its cache.

NumPy, Dask and libraries resolved through ``__array_namespace__`` have no automatic
differentiation: that is a TypeError, never a finite-difference estimate.

The only module-level state is ``_DIFFERENTIATOR_BY_TYPE``, a cache from an array type to its
framework's differentiator (a pure function of the type), like the resolver's own cache.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arraydispatch._common._autodiff import Differentiator
from arraydispatch._dispatch import _library_name, get_namespace
from arraydispatch._registry import Backend, backend_of_namespace

_DIFFERENTIATOR_BY_TYPE: dict[type, Differentiator] = {}
_CACHE_LIMIT = 256


def _differentiator(backend: Backend | None) -> Differentiator | None:
    """The backend's ``_transforms.value_and_grad``; None where it has no autodiff."""
    if backend is None or backend.transforms is None:
        return None
    differentiator: Differentiator | None = getattr(backend.transforms(), "value_and_grad", None)
    return differentiator


def _normalize_argnums(argnums: Any, caller: str) -> tuple[tuple[int, ...], bool]:
    if isinstance(argnums, int) and not isinstance(argnums, bool) and argnums >= 0:
        return (argnums,), True
    if (
        isinstance(argnums, tuple)
        and argnums
        and all(isinstance(i, int) and not isinstance(i, bool) and i >= 0 for i in argnums)
    ):
        if len(set(argnums)) != len(argnums):
            raise ValueError(f"{caller}(): argnums={argnums!r} repeats an argument number.")
        return argnums, False
    raise TypeError(
        f"{caller}(): argnums must be a non-negative int or a non-empty tuple of them, "
        f"not {argnums!r}."
    )


def _check_has_aux(has_aux: Any, caller: str) -> bool:
    if not isinstance(has_aux, bool):
        raise TypeError(f"{caller}(): has_aux must be True or False, not {has_aux!r}.")
    return has_aux


class _ValueAndGrad:
    """The function value_and_grad() returns (grad() wraps one of these)."""

    autograph_info__ = None  # tf.function calls this as it is (_common/_autograph.py)

    def __init__(self, f: Callable[..., Any], argnums: Any, has_aux: Any, caller: str) -> None:
        if not callable(f):
            raise TypeError(f"{caller}(f): f must be callable, not {type(f).__name__}.")
        self._f = f
        self._argnums, self._int_argnums = _normalize_argnums(argnums, caller)
        self._has_aux = _check_has_aux(has_aux, caller)
        self._caller = caller
        # Per-framework transformed functions (jax.value_and_grad(f), ...), built once.
        self._transformed: dict[str, Any] = {}
        self.__wrapped__ = f
        self.__name__ = getattr(f, "__name__", type(f).__name__)
        self.__qualname__ = getattr(f, "__qualname__", self.__name__)
        self.__doc__ = getattr(f, "__doc__", None)

    def __repr__(self) -> str:
        return f"<{self._caller}({self.__qualname__}, argnums={self._argnums_repr()})>"

    def _argnums_repr(self) -> str:
        return str(self._argnums[0]) if self._int_argnums else str(self._argnums)

    def __call__(self, *args: Any, **kwargs: Any) -> tuple[Any, Any]:
        argnums = self._argnums
        try:
            differentiator = _DIFFERENTIATOR_BY_TYPE[type(args[argnums[0]])]
            for i in argnums[1:]:
                if _DIFFERENTIATOR_BY_TYPE.get(type(args[i])) is not differentiator:
                    differentiator = self._resolve(args)
                    break
        except (KeyError, IndexError):
            differentiator = self._resolve(args)
        return differentiator(self, args, kwargs)

    def _resolve(self, args: tuple[Any, ...]) -> Differentiator:
        """First sight of these argument types: check them, pick the framework, cache it."""
        caller = self._caller
        positions = list(self._argnums)
        if any(i >= len(args) for i in positions):
            raise TypeError(
                f"{caller}(f, argnums={self._argnums_repr()}): f was called with {len(args)} "
                f"positional arguments; argnums must name positional arguments (keyword "
                f"arguments are not differentiated)."
            )
        namespaces = []
        for i in positions:
            arg = args[i]
            if isinstance(arg, bool | int | float | complex) or arg is None:
                raise TypeError(
                    f"{caller}(): argument {i} is a {type(arg).__name__}; only arrays can "
                    f"be differentiated. Make it an array first, e.g. xp.asarray({arg!r}, "
                    f"dtype=xp.float64), or leave it out of argnums."
                )
            try:
                namespaces.append(get_namespace(arg))
            except TypeError as error:
                raise TypeError(
                    f"{caller}(): argument {i} is a {type(arg).__module__}."
                    f"{type(arg).__qualname__}; only arrays can be differentiated (pass each "
                    f"array as its own argument and list them all in argnums)."
                ) from error
        for i, namespace in zip(positions, namespaces, strict=True):
            if namespace is not namespaces[0]:
                raise TypeError(
                    f"{caller}(): the differentiated arguments come from different "
                    f"libraries: {_library_name(namespaces[0])} (argument {positions[0]}) "
                    f"and {_library_name(namespace)} (argument {i}). Convert one side first: "
                    f"arraydispatch.convert(b, like=a) makes b an array of a's library on a's "
                    f"device."
                )
        backend = backend_of_namespace(namespaces[0])
        differentiator = _differentiator(backend)
        if backend is None or differentiator is None:
            library = _library_name(namespaces[0])
            raise TypeError(
                f"{caller}(): argument {positions[0]} is a {library} array, and {library} "
                f"has no automatic differentiation. Differentiate with PyTorch, JAX, "
                f"TensorFlow, PaddlePaddle or MLX arrays (e.g. torch.asarray(x) or "
                f"jax.numpy.asarray(x)), or "
                f"write the gradient by hand; arraydispatch never substitutes finite "
                f"differences."
            )
        # Dynamo guards on this dict while it traces: fill it only outside a trace.
        if backend.is_tracing is None or not backend.is_tracing():
            if len(_DIFFERENTIATOR_BY_TYPE) >= _CACHE_LIMIT:
                _DIFFERENTIATOR_BY_TYPE.clear()
            for i in positions:
                _DIFFERENTIATOR_BY_TYPE[type(args[i])] = differentiator
        return differentiator


class _Grad:
    """The function grad() returns: value_and_grad without the value."""

    autograph_info__ = None  # tf.function calls this as it is (_common/_autograph.py)

    def __init__(self, f: Callable[..., Any], argnums: Any, has_aux: Any) -> None:
        self._value_and_grad = _ValueAndGrad(f, argnums, has_aux, "grad")
        self._has_aux = self._value_and_grad._has_aux
        self.__wrapped__ = f
        self.__name__ = self._value_and_grad.__name__
        self.__qualname__ = self._value_and_grad.__qualname__
        self.__doc__ = self._value_and_grad.__doc__

    def __repr__(self) -> str:
        vg = self._value_and_grad
        return f"<grad({vg.__qualname__}, argnums={vg._argnums_repr()})>"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        out, grads = self._value_and_grad(*args, **kwargs)
        return (grads, out[1]) if self._has_aux else grads


def value_and_grad(
    f: Callable[..., Any], argnums: int | tuple[int, ...] = 0, has_aux: bool = False
) -> Callable[..., tuple[Any, Any]]:
    """Return a function computing `f` and its gradient, with the arguments' framework.

    On each call the framework is resolved from the types of the differentiated arguments,
    and differentiation is that framework's own: `torch.autograd`/`torch.func` on
    PyTorch tensors, `jax.value_and_grad` on JAX arrays, `tf.GradientTape` on
    TensorFlow tensors and variables, `paddle.grad` on PaddlePaddle tensors,
    `mx.value_and_grad` on MLX arrays. Nothing is registered or switched globally.

    Parameters
    ----------
    f
        The function to differentiate. It must return a real floating-point 0-D array
        (a scalar loss), or `(value, aux)` with `has_aux=True`.
    argnums
        Which positional argument(s) to differentiate with respect to: an int, or a tuple of
        ints (then the gradient is a tuple in the same order). Each must be a real
        floating-point array; keyword arguments are never differentiated.
    has_aux
        Whether `f` returns `(value, aux)`; `aux` is returned alongside, not
        differentiated.

    Returns
    -------
    Callable
        A function with `f`'s signature returning `(value, gradient)`, or
        `((value, aux), gradient)` with `has_aux=True` (JAX's convention). Each gradient
        is the framework's own array, in its argument's shape, dtype and device. On torch,
        the caller's `requires_grad` and `.grad` are left untouched (on Paddle,
        `stop_gradient` and `.grad`).

    Raises
    ------
    TypeError
        At call time: a differentiated argument of a library without automatic
        differentiation (NumPy, Dask, libraries resolved through `__array_namespace__`),
        arguments from different libraries, a non-floating argument, or `f` returning
        something other than a real 0-D floating-point array.

    Notes
    -----
    Compositions: `grad(grad(f))` works on PyTorch, JAX, TensorFlow, PaddlePaddle and MLX;
    `torch.func.vmap` and `jax.vmap` of a gradient work; a gradient works inside
    `jax.jit`, `torch.compile` and `tf.function` (and [`arraydispatch.jit`][arraydispatch.jit]).

    Examples
    --------
    >>> import torch
    >>> from arraydispatch import get_namespace, value_and_grad
    >>> def loss(w, x):
    ...     xp = get_namespace(w, x)
    ...     return xp.sum((x @ w) ** 2)
    >>> value, g = value_and_grad(loss)(torch.tensor([1.0, 2.0]), torch.eye(2))
    >>> value.item(), g.tolist()
    (5.0, [2.0, 4.0])
    """
    return _ValueAndGrad(f, argnums, has_aux, "value_and_grad")


def grad(
    f: Callable[..., Any], argnums: int | tuple[int, ...] = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """Return a function computing the gradient of `f`, with the arguments' framework.

    The same as [`value_and_grad`][arraydispatch.value_and_grad] without the value: the
    returned function gives the gradient (a tuple of them when `argnums` is a tuple), or
    `(gradient, aux)` with `has_aux=True`. It can be nested: `grad(grad(f))` is the second
    derivative on PyTorch, JAX, TensorFlow, PaddlePaddle and MLX.

    Parameters
    ----------
    f
        The function to differentiate; it must return a real floating-point 0-D array, or
        `(value, aux)` with `has_aux=True`.
    argnums
        An int, or a tuple of ints: the positional arguments to differentiate with respect to.
    has_aux
        Whether `f` returns `(value, aux)`.

    Returns
    -------
    Callable
        A function with `f`'s signature returning the gradient(s), or `(gradient, aux)`.

    Raises
    ------
    TypeError
        As for [`value_and_grad`][arraydispatch.value_and_grad].

    Examples
    --------
    >>> import jax.numpy as jnp
    >>> from arraydispatch import get_namespace, grad
    >>> def cube(x):
    ...     xp = get_namespace(x)
    ...     return xp.sum(x**3)
    >>> float(grad(grad(cube))(jnp.asarray(2.0)))
    12.0
    """
    return _Grad(f, argnums, has_aux)


def has_autodiff(*arrays: Any) -> bool:
    """Whether `value_and_grad` and `grad` can differentiate these arrays.

    True for PyTorch, JAX, TensorFlow, PaddlePaddle and MLX arrays; False for NumPy, Dask and
    libraries resolved through `__array_namespace__`. Library code uses it to choose between an
    automatic and a hand-written gradient without naming any framework.

    Parameters
    ----------
    *arrays
        Arrays of one library (Python scalars are skipped, as in `get_namespace`).

    Raises
    ------
    TypeError
        As `get_namespace`: arrays of different libraries, or no array.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import has_autodiff
    >>> has_autodiff(np.zeros(3))
    False
    """
    return _differentiator(backend_of_namespace(get_namespace(*arrays))) is not None
