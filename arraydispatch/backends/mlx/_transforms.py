"""MLX's transforms: ``mx.value_and_grad`` for ``value_and_grad``/``grad`` (built once per
returned function and kept on it, as on JAX; MLX's arrays carry no gradient state to leave
alone, and the results are lazy, like every MLX result), ``mx.compile`` for ``jit``,
``each_mode`` and the report. The registry row's ``transforms`` loads this module (only once
an MLX array exists); docs/contributing.md lists what the package reads here."""

from __future__ import annotations

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
    """``jit``'s compiled ``f``: ``mx.compile(f, **options)``. It traces f once per input
    shape and dtype; Python (non-array) arguments are constants of the trace, and a new value
    traces again: static arguments are compiled in by value, as with jax.jit."""
    compiled: Callable[..., Any] = mx.compile(f, **options)
    return compiled


def compile_like_a_user(function: Callable[..., Any]) -> Callable[..., Any]:
    """The report's compiled ``function``: REPORT_CALL."""
    compiled: Callable[..., Any] = mx.compile(function)
    return compiled
