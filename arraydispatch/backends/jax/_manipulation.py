"""Manipulation functions.

``broadcast_shapes``, ``broadcast_to``, ``concat``, ``flip``, ``moveaxis``, ``repeat``,
``reshape``, ``roll``, ``squeeze``, ``stack``, ``tile`` and ``unstack`` are ``jax.numpy``'s
own. Where this differs from JAX:

- ``broadcast_arrays``: a tuple (2025.12), where JAX returns a list.
- ``expand_dims``: an out-of-range axis is an IndexError, as the standard asks (JAX:
  ValueError); it is ``_common``'s AxisError, a ValueError too, as NumPy's is.
- ``permute_dims``: negative axes (JAX: TypeError).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import jax
import jax.numpy as jnp
from jax.numpy import (
    broadcast_to,
    concat,
    flip,
    moveaxis,
    repeat,
    reshape,
    roll,
    squeeze,
    stack,
    tile,
    unstack,
)

from arraydispatch._common._axes import AxisError
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

if TYPE_CHECKING:
    # jax.numpy's own function; its stub takes no None (the standard's unknown dimension,
    # a TypeError here: JAX shapes have none)
    def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]: ...
else:
    from jax.numpy import broadcast_shapes

__all__ = [
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile", "unstack",
]  # fmt: skip

# ---- where jax.numpy differs, in the standard's order -------------------------------------


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    try:
        return tuple(jnp.broadcast_arrays(*arrays))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expand_dims(x: jax.Array, /, axis: int | tuple[int, ...] = 0) -> jax.Array:
    try:
        # checked here rather than by _common's normalize_axis: the valid range is that of the
        # result (x.ndim + the number of new axes), and JAX takes the axes as they are
        out_ndim = x.ndim + (len(axis) if isinstance(axis, tuple) else 1)
        for ax in axis if isinstance(axis, tuple) else (axis,):
            if not -out_ndim <= ax < out_ndim:
                raise AxisError(
                    f"expand_dims(): axis {ax} is out of range for a result of {out_ndim} "
                    f"dimensions (valid: {-out_ndim} to {out_ndim - 1})."
                )
        return jnp.expand_dims(x, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def permute_dims(x: jax.Array, /, axes: tuple[int, ...]) -> jax.Array:
    try:
        return jnp.transpose(x, tuple(ax + x.ndim if ax < 0 else ax for ax in axes))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
