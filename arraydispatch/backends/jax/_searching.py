"""Searching functions.

``argmax``, ``argmin``, ``count_nonzero``, ``nonzero`` and ``where`` are ``jax.numpy``'s
own. Where this differs from JAX:

- ``searchsorted``: indices in the default indexing dtype (JAX: always int32).
"""

from __future__ import annotations

from typing import Any, Literal

import jax
import jax.numpy as jnp
from jax.numpy import argmax, argmin, count_nonzero, nonzero, where

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.jax._data_types import default_int

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]

# ---- where jax.numpy differs, in the standard's order -------------------------------------


def searchsorted(
    x1: jax.Array,
    x2: Any,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: jax.Array | None = None,
) -> jax.Array:
    try:
        return jnp.searchsorted(x1, x2, side=side, sorter=sorter).astype(default_int())
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
