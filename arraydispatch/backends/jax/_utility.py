"""Utility functions.

``diff`` is ``jax.numpy``'s own. Where this differs from JAX:

- ``all``/``any`` (complex): JAX tests only the real part (``all(1j)`` is False).
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax.numpy import diff

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["all", "any", "diff"]

# ---- where jax.numpy differs, in the standard's order -------------------------------------


def all(
    x: jax.Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
) -> jax.Array:
    try:
        if jnp.iscomplexobj(x):
            x = x != 0
        return jnp.all(x, axis=axis, keepdims=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def any(
    x: jax.Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
) -> jax.Array:
    try:
        if jnp.iscomplexobj(x):
            x = x != 0
        return jnp.any(x, axis=axis, keepdims=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
