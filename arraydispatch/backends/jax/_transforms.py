"""JAX's transforms: ``jax.value_and_grad`` for ``value_and_grad``/``grad`` (built once per
returned function and kept on it), ``jax.jit`` for ``jit``, ``each_mode`` and the report. The
registry row's ``transforms`` loads this module (only once a JAX array exists);
docs/contributing.md lists what the package reads here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp

from arraydispatch._common import _autodiff

COMPILER = "jax.jit"
#: jax.jit refuses foreign arrays itself.
CHECKS_LIBRARIES = False
EACH_MODE = "always"
REPORT_CALL = "jax.jit({})"
EAGER_FIRST = False


def value_and_grad(
    vg: _autodiff.Differentiated, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    transformed, caller = vg._transformed, vg._caller
    for i in argnums:
        if not _is_real_floating(args[i].dtype):
            raise _autodiff.bad_input(i, args[i], caller)
    value_and_grad = transformed.get("jax")
    if value_and_grad is None:
        value_and_grad = jax.value_and_grad(
            _autodiff.checked(f, has_aux, caller, _is_scalar),
            argnums=argnums[0] if int_argnums else argnums,
            has_aux=has_aux,
        )
        transformed["jax"] = value_and_grad
    result: tuple[Any, Any] = value_and_grad(*args, **kwargs)
    return result


def _is_real_floating(dtype: Any) -> bool:
    return bool(jnp.issubdtype(dtype, jnp.floating))


def _is_scalar(value: Any) -> bool:
    return (
        isinstance(value, jax.Array | jax.core.Tracer)
        and value.shape == ()
        and _is_real_floating(value.dtype)
    )


def compile_function(
    f: Callable[..., Any],
    static_argnums: tuple[int, ...],
    static_argnames: tuple[str, ...],
    options: dict[str, Any],
) -> Callable[..., Any]:
    """``jit``'s compiled ``f``: ``jax.jit`` with the static arguments."""
    compiled: Callable[..., Any] = jax.jit(
        f,
        static_argnums=static_argnums or None,
        static_argnames=static_argnames or None,
        **options,
    )
    return compiled


def compile_like_a_user(function: Callable[..., Any]) -> Callable[..., Any]:
    """The report's compiled ``function``: REPORT_CALL."""
    compiled: Callable[..., Any] = jax.jit(function)  # typed or Any, as installs differ
    return compiled
