"""value_and_grad() and grad(): differentiate with the framework the arguments come from.

The framework is resolved per call from the types of the differentiated arguments, then the
framework's own machinery does the work:

- torch: ``torch.autograd.grad`` eagerly (the fastest form; the caller's ``requires_grad``
  and ``.grad`` are left alone because we differentiate detached aliases), and
  ``torch.func.grad_and_value`` inside a functorch transform (``torch.func.vmap``,
  ``torch.func.grad``, ...) or while TorchDynamo traces (``torch.compile``), where autograd
  calls would not compose or would break the graph;
- JAX: ``jax.value_and_grad``, built once per returned function and kept on it;
- TensorFlow: ``tf.GradientTape``, eagerly and inside ``tf.function``;
- PaddlePaddle: ``paddle.grad`` on detached aliases, as on torch (the caller's
  ``stop_gradient`` and ``.grad`` are left alone);
- MLX: ``mx.value_and_grad``, built once per returned function and kept on it, as on JAX
  (MLX's arrays carry no gradient state to leave alone; the results are lazy, like every
  MLX result).

NumPy, Dask and libraries resolved through ``__array_namespace__`` have no automatic
differentiation: that is a TypeError, never a finite-difference estimate.

The only module-level state is ``_DIFFERENTIATOR_BY_TYPE``, a cache from an array type to its
framework's differentiator (a pure function of the type), like the resolver's own cache.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from arraydispatch._common import _triton
from arraydispatch._dispatch import _library_name, get_namespace
from arraydispatch._registry import BACKENDS_BY_NAME

# A differentiator takes the _ValueAndGrad object (f, argnums, has_aux, its per-framework
# cache), the positional and the keyword arguments, and returns (output, gradients).
_Differentiator = Callable[["_ValueAndGrad", tuple[Any, ...], dict[str, Any]], tuple[Any, Any]]

_DIFFERENTIATOR_BY_TYPE: dict[type, _Differentiator] = {}
_CACHE_LIMIT = 256
_WITH_AUTODIFF = ("torch", "jax", "tensorflow", "paddle", "mlx")


# ---------------------------------------------------------------------------------------------
# The output check shared by every framework
# ---------------------------------------------------------------------------------------------


def _split_output(out: Any, has_aux: bool, caller: str) -> tuple[Any, Any]:
    if not has_aux:
        return out, None
    if not isinstance(out, tuple) or len(out) != 2:
        raise TypeError(
            f"{caller}(f, has_aux=True): f must return a pair (value, aux), but it returned "
            f"{_describe(out)}. Return `value, aux`, or drop has_aux=True."
        )
    return out[0], out[1]


def _describe(out: Any) -> str:
    if isinstance(out, tuple):
        return f"a tuple of length {len(out)}"
    shape = getattr(out, "shape", None)
    dtype = getattr(out, "dtype", None)
    if shape is not None and dtype is not None:
        return f"a {type(out).__name__} of shape {tuple(shape)} and dtype {dtype}"
    return f"a {type(out).__module__}.{type(out).__qualname__}"


def _bad_output(out: Any, caller: str) -> TypeError:
    return TypeError(
        f"{caller}(f): f must return a real floating-point 0-D array (a scalar loss), but it "
        f"returned {_describe(out)}. Reduce it first, e.g. xp.sum(...) or xp.mean(...), and "
        f"make it floating point with xp.astype(value, xp.float32) if needed."
    )


def _bad_input(position: int, arg: Any, caller: str) -> TypeError:
    return TypeError(
        f"{caller}(): argument {position} is {_describe(arg)}; only real floating-point "
        f"arrays can be differentiated (integer and bool arrays have no gradient, and the "
        f"frameworks disagree on the convention for complex ones). Cast it first, e.g. "
        f"xp.astype(x, xp.float32), or leave it out of argnums."
    )


def _pack(grads: Sequence[Any], int_argnums: bool) -> Any:
    return grads[0] if int_argnums else tuple(grads)


def _rebuild_output(value: Any, aux: Any, has_aux: bool) -> Any:
    return (value, aux) if has_aux else value


# ---------------------------------------------------------------------------------------------
# torch
# ---------------------------------------------------------------------------------------------


def _torch_value_and_grad(
    vg: _ValueAndGrad, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    transformed, caller = vg._transformed, vg._caller
    torch = sys.modules["torch"]
    any_requires_grad = False
    for i in argnums:
        tensor = args[i]
        if not tensor.is_floating_point():
            raise _bad_input(i, tensor, caller)
        any_requires_grad = any_requires_grad or tensor.requires_grad
    # Inside torch.func transforms or a TorchDynamo trace autograd.grad does not compose
    # (vmap over it fails; Dynamo breaks the graph on it): use torch.func there.
    if torch.compiler.is_compiling() or torch._C._are_functorch_transforms_active():
        grad_and_value = transformed.get("torch.func")
        if grad_and_value is None:
            if not torch.compiler.is_compiling():  # compiling: torch._dynamo is loaded already
                _triton.check_loadable(f"{caller}() inside a torch.func transform")
            grad_and_value = torch.func.grad_and_value(
                _checked(f, has_aux, caller, _torch_is_scalar),
                argnums=argnums[0] if int_argnums else argnums,
                has_aux=has_aux,
            )
            if not torch.compiler.is_compiling():  # Dynamo guards on this dict: no writes
                transformed["torch.func"] = grad_and_value
        grads, out = grad_and_value(*args, **kwargs)
        return out, grads

    # Eager: differentiate detached aliases, so the caller's tensors keep their
    # requires_grad and .grad. A tensor that already requires grad while grad mode is on
    # may be an outer differentiation's input (grad(grad(f))): then it is used as is and
    # the graph is kept (create_graph), so the outer level can differentiate through us.
    grad_enabled = torch.is_grad_enabled()
    create_graph = grad_enabled and any_requires_grad
    call_args = list(args)
    inputs = []
    for i in argnums:
        tensor = args[i]
        if not (create_graph and tensor.requires_grad):
            tensor = call_args[i] = tensor.detach().requires_grad_()
        inputs.append(tensor)
    if grad_enabled:
        out = f(*call_args, **kwargs)
    else:
        with torch.enable_grad():
            out = f(*call_args, **kwargs)
    value, aux = _split_output(out, has_aux, caller) if has_aux else (out, None)
    if not _torch_is_scalar(value):
        raise _bad_output(value, caller)
    if value.requires_grad:
        grads = torch.autograd.grad(value, inputs, create_graph=create_graph, allow_unused=True)
    else:  # f does not depend on the arguments at all
        grads = (None,) * len(inputs)
    # An argument f does not use gets zeros, as from torch.func.grad (checked here rather
    # than with materialize_grads=True, whose generator costs ~1 µs on every call).
    for g in grads:
        if g is None:
            grads = tuple(
                torch.zeros_like(t) if g is None else g for g, t in zip(grads, inputs, strict=True)
            )
            break
    if not create_graph:
        value = value.detach()
        if has_aux:
            aux = _map_tensors(aux, torch.Tensor, lambda t: t.detach())
    return _rebuild_output(value, aux, has_aux), _pack(grads, int_argnums)


def _torch_is_scalar(value: Any) -> bool:
    torch = sys.modules["torch"]
    return isinstance(value, torch.Tensor) and value.ndim == 0 and value.is_floating_point()


def _map_tensors(tree: Any, cls: type, fn: Callable[[Any], Any]) -> Any:
    """Apply ``fn`` to the ``cls`` leaves of nested tuples, lists and dicts."""
    if isinstance(tree, cls):
        return fn(tree)
    if isinstance(tree, tuple):
        items = [_map_tensors(item, cls, fn) for item in tree]
        return type(tree)(*items) if hasattr(tree, "_fields") else tuple(items)
    if isinstance(tree, list):
        return [_map_tensors(item, cls, fn) for item in tree]
    if isinstance(tree, dict):
        return {key: _map_tensors(item, cls, fn) for key, item in tree.items()}
    return tree


# ---------------------------------------------------------------------------------------------
# JAX
# ---------------------------------------------------------------------------------------------


def _jax_value_and_grad(
    vg: _ValueAndGrad, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    transformed, caller = vg._transformed, vg._caller
    for i in argnums:
        if not _jax_is_real_floating(args[i].dtype):
            raise _bad_input(i, args[i], caller)
    value_and_grad = transformed.get("jax")
    if value_and_grad is None:
        import jax

        value_and_grad = jax.value_and_grad(
            _checked(f, has_aux, caller, _jax_is_scalar),
            argnums=argnums[0] if int_argnums else argnums,
            has_aux=has_aux,
        )
        transformed["jax"] = value_and_grad
    result: tuple[Any, Any] = value_and_grad(*args, **kwargs)
    return result


def _jax_is_real_floating(dtype: Any) -> bool:
    return bool(sys.modules["jax"].numpy.issubdtype(dtype, sys.modules["jax"].numpy.floating))


def _jax_is_scalar(value: Any) -> bool:
    jax = sys.modules["jax"]
    return (
        isinstance(value, jax.Array | jax.core.Tracer)
        and value.shape == ()
        and _jax_is_real_floating(value.dtype)
    )


# ---------------------------------------------------------------------------------------------
# TensorFlow
# ---------------------------------------------------------------------------------------------


def _tensorflow_value_and_grad(
    vg: _ValueAndGrad, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    caller = vg._caller
    tf = sys.modules["tensorflow"]
    sources = [args[i] for i in argnums]
    for i, source in zip(argnums, sources, strict=True):
        if not source.dtype.is_floating:
            raise _bad_input(i, source, caller)
    # Only the arguments are watched: variables f reads from elsewhere are not ours to track.
    # Nested tapes (grad(grad(f))) work because this tape runs inside the outer one.
    with tf.GradientTape(watch_accessed_variables=False) as tape:
        tape.watch(sources)
        out = f(*args, **kwargs)
    value, aux = _split_output(out, has_aux, caller)
    if not _tensorflow_is_scalar(value):
        raise _bad_output(value, caller)
    grads = tape.gradient(value, sources, unconnected_gradients=tf.UnconnectedGradients.ZERO)
    # tf.gather on a variable gives IndexedSlices; the contract is a dense array.
    grads = [g if isinstance(g, tf.Tensor) else tf.convert_to_tensor(g) for g in grads]
    return _rebuild_output(value, aux, has_aux), _pack(grads, int_argnums)


def _tensorflow_is_scalar(value: Any) -> bool:
    tf = sys.modules["tensorflow"]
    return (
        isinstance(value, tf.Tensor | tf.Variable)
        and value.shape.rank == 0
        and value.dtype.is_floating
    )


# ---------------------------------------------------------------------------------------------
# PaddlePaddle
# ---------------------------------------------------------------------------------------------


def _paddle_value_and_grad(
    vg: _ValueAndGrad, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    caller = vg._caller
    paddle = sys.modules["paddle"]
    any_tracked = False
    for i in argnums:
        tensor = args[i]
        if not tensor.is_floating_point():
            raise _bad_input(i, tensor, caller)
        any_tracked = any_tracked or not tensor.stop_gradient
    # As on torch: differentiate detached aliases, so the caller's tensors keep their
    # stop_gradient and .grad; a tensor an outer differentiation tracks (grad(grad(f))) is
    # used as it is, and the graph is kept for that outer level.
    grad_enabled = paddle.is_grad_enabled()
    create_graph = grad_enabled and any_tracked
    call_args = list(args)
    inputs = []
    for i in argnums:
        tensor = args[i]
        if not (create_graph and not tensor.stop_gradient):
            tensor = call_args[i] = tensor.detach()
            tensor.stop_gradient = False
        inputs.append(tensor)
    if grad_enabled:
        out = f(*call_args, **kwargs)
    else:
        with paddle.enable_grad():
            out = f(*call_args, **kwargs)
    value, aux = _split_output(out, has_aux, caller)
    if not _paddle_is_scalar(value):
        raise _bad_output(value, caller)
    if value.stop_gradient:  # f does not depend on the arguments at all
        grads: Sequence[Any] = [None] * len(inputs)
    else:
        grads = paddle.grad(value, inputs, create_graph=create_graph, allow_unused=True)
    # An argument f does not use gets zeros, as on the other frameworks (paddle.grad gives None)
    grads = [paddle.zeros_like(t) if g is None else g for g, t in zip(grads, inputs, strict=True)]
    if not create_graph:
        value = value.detach()
        if has_aux:
            aux = _map_tensors(aux, paddle.Tensor, lambda t: t.detach())
    return _rebuild_output(value, aux, has_aux), _pack(grads, int_argnums)


def _paddle_is_scalar(value: Any) -> bool:
    paddle = sys.modules["paddle"]
    return isinstance(value, paddle.Tensor) and value.ndim == 0 and value.is_floating_point()


# ---------------------------------------------------------------------------------------------
# MLX
# ---------------------------------------------------------------------------------------------


def _mlx_value_and_grad(
    vg: _ValueAndGrad, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    transformed, caller = vg._transformed, vg._caller
    mx = sys.modules["mlx.core"]
    for i in argnums:
        if not mx.issubdtype(args[i].dtype, mx.floating):
            raise _bad_input(i, args[i], caller)
    value_and_grad = transformed.get("mlx")
    if value_and_grad is None:
        # mx.value_and_grad takes f's first output as the value when f returns a tuple, so
        # (value, aux) needs nothing more; _checked refuses a tuple without has_aux.
        value_and_grad = mx.value_and_grad(
            _checked(f, has_aux, caller, _mlx_is_scalar),
            argnums=argnums[0] if int_argnums else list(argnums),
        )
        transformed["mlx"] = value_and_grad
    out, grads = value_and_grad(*args, **kwargs)
    return out, grads if int_argnums else tuple(grads)


def _mlx_is_scalar(value: Any) -> bool:
    mx = sys.modules["mlx.core"]
    return (
        isinstance(value, mx.array) and value.ndim == 0 and mx.issubdtype(value.dtype, mx.floating)
    )


# ---------------------------------------------------------------------------------------------
# Shared machinery
# ---------------------------------------------------------------------------------------------


def _checked(
    f: Callable[..., Any], has_aux: bool, caller: str, is_scalar: Callable[[Any], bool]
) -> Callable[..., Any]:
    """``f``, checking that it returns a real 0-D floating-point array (and aux)."""

    def checked(*args: Any, **kwargs: Any) -> Any:
        out = f(*args, **kwargs)
        value, _ = _split_output(out, has_aux, caller)
        if not is_scalar(value):
            raise _bad_output(value, caller)
        return out

    return checked


_DIFFERENTIATORS: dict[str, _Differentiator] = {
    "torch": _torch_value_and_grad,
    "jax": _jax_value_and_grad,
    "tensorflow": _tensorflow_value_and_grad,
    "paddle": _paddle_value_and_grad,
    "mlx": _mlx_value_and_grad,
}
_BACKEND_OF_MODULE: dict[str, str] = {b.module: b.name for b in BACKENDS_BY_NAME.values()}


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

    def _resolve(self, args: tuple[Any, ...]) -> _Differentiator:
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
        name = _BACKEND_OF_MODULE.get(getattr(namespaces[0], "__name__", ""))
        differentiator = _DIFFERENTIATORS.get(name) if name is not None else None
        if differentiator is None:
            library = _library_name(namespaces[0])
            raise TypeError(
                f"{caller}(): argument {positions[0]} is a {library} array, and {library} "
                f"has no automatic differentiation. Differentiate with PyTorch, JAX, "
                f"TensorFlow, PaddlePaddle or MLX arrays (e.g. torch.asarray(x) or "
                f"jax.numpy.asarray(x)), or "
                f"write the gradient by hand; arraydispatch never substitutes finite "
                f"differences."
            )
        backend = BACKENDS_BY_NAME[name]  # type: ignore[index]
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
    namespace = get_namespace(*arrays)
    return _BACKEND_OF_MODULE.get(getattr(namespace, "__name__", "")) in _WITH_AUTODIFF
