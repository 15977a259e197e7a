"""MLX's transforms: ``mx.value_and_grad`` for ``value_and_grad``/``grad`` (built once per
returned function and kept on it, as on JAX; MLX's arrays carry no gradient state to leave
alone, and the results are lazy, like every MLX result), ``mx.compile`` for ``jit``,
``each_mode`` and the report. The registry row's ``transforms`` loads this module (only once
an MLX array exists); docs/contributing.md lists what the package reads here."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import mlx.core as mx

from arraydispatch._common import _autodiff

COMPILER = "mx.compile"
#: mx.compile refuses a NumPy array with a ValueError of its own that names no argument:
#: jit checks first.
CHECKS_LIBRARIES = True
EACH_MODE = "always"
REPORT_CALL = "mx.compile({})"
EAGER_FIRST = False


def value_and_grad(
    vg: _autodiff.Differentiated, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    transformed, caller = vg._transformed, vg._caller
    for i in argnums:
        if not mx.issubdtype(args[i].dtype, mx.floating):
            raise _autodiff.bad_input(i, args[i], caller)
    value_and_grad = transformed.get("mlx")
    if value_and_grad is None:
        # mx.value_and_grad takes f's first output as the value when f returns a tuple, so
        # (value, aux) needs nothing more; checked() refuses a tuple without has_aux.
        value_and_grad = mx.value_and_grad(
            _autodiff.checked(f, has_aux, caller, _is_scalar),
            argnums=argnums[0] if int_argnums else list(argnums),
        )
        transformed["mlx"] = value_and_grad
    out, grads = value_and_grad(*args, **kwargs)
    return out, grads if int_argnums else tuple(grads)


def _is_scalar(value: Any) -> bool:
    return (
        isinstance(value, mx.array) and value.ndim == 0 and mx.issubdtype(value.dtype, mx.floating)
    )


def compile_function(
    f: Callable[..., Any],
    static_argnums: tuple[int, ...],
    static_argnames: tuple[str, ...],
    options: dict[str, Any],
) -> Callable[..., Any]:
    """``jit``'s compiled ``f``: ``mx.compile(f, **options)``, NamedTuple arguments kept as
    their types (``_keeping_namedtuples``). It traces f once per input
    shape and dtype; Python (non-array) arguments are constants of the trace, and a new value
    traces again: static arguments are compiled in by value, as with jax.jit."""
    return _keeping_namedtuples(f, options)


#: mx.compile and NamedTuple arguments: before MLX 0.31 its trace rebuilds them as plain
#: tuples (``model.mean`` of a PCA model raises AttributeError there); from 0.31 it keeps
#: the type but not in its cache key, so a NamedTuple of another type with the same fields
#: reuses the first one's trace: a silently wrong result where ``f`` looks at the type
#: (tests/test_jit.py::test_namedtuple_arguments_keep_their_type). Both are fixed for every
#: release by the same wrapper, whose cost is one frame per call of the compiled function.


def _keeping_namedtuples(f: Callable[..., Any], options: dict[str, Any]) -> Callable[..., Any]:
    """``mx.compile(f)`` whose trace gets each top-level NamedTuple argument as its own type,
    traced once per combination of types. The types go in as a string, a constant of the
    trace (mx.compile takes no type objects), so other types trace again, as a new constant
    does."""
    layouts: dict[str, tuple[dict[int, type], dict[str, type]]] = {"": ({}, {})}

    def traced(layout: str, *args: Any, **kwargs: Any) -> Any:
        positional, named = layouts[layout]
        args = tuple(positional[i](*a) if i in positional else a for i, a in enumerate(args))
        kwargs = {k: named[k](*v) if k in named else v for k, v in kwargs.items()}
        return f(*args, **kwargs)

    compiled = mx.compile(traced, **options)

    @functools.wraps(f)
    def call(*args: Any, **kwargs: Any) -> Any:
        positional = {i: type(a) for i, a in enumerate(args) if _is_namedtuple(a)}
        named = {k: type(v) for k, v in kwargs.items() if _is_namedtuple(v)}
        layout = ""
        if positional or named:
            layout = repr(
                sorted((str(key), id(kind)) for key, kind in [*positional.items(), *named.items()])
            )
            layouts.setdefault(layout, (positional, named))
        return compiled(layout, *args, **kwargs)

    call.__mlx_compiled__ = compiled  # type: ignore[attr-defined]  # what mx.compile made
    return call


def _is_namedtuple(value: Any) -> bool:
    return isinstance(value, tuple) and hasattr(type(value), "_fields")


def compile_like_a_user(function: Callable[..., Any]) -> Callable[..., Any]:
    """The report's compiled ``function``: REPORT_CALL."""
    compiled: Callable[..., Any] = mx.compile(function)
    return compiled
