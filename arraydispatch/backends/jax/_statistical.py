"""Statistical functions.

``cumulative_sum``, ``max``, ``mean``, ``min``, ``prod``, ``std``, ``sum`` and ``var`` are
``jax.numpy``'s own. Where this differs from JAX:

- ``cumulative_prod``: small integers keep their dtype in JAX; the standard accumulates in
  the default integer dtype of their kind (as JAX's own ``cumulative_sum`` and ``prod`` do).
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
from jax.numpy import cumulative_sum, max, mean, min, prod, std, sum, var

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.jax._data_types import default_int

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]

# ---- where jax.numpy differs, in the standard's order -------------------------------------


def cumulative_prod(
    x: jax.Array,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: bool = False,
) -> jax.Array:
    try:
        if dtype is None:
            if x.dtype == jnp.bool_:
                dtype = default_int()
            elif jnp.issubdtype(x.dtype, jnp.integer):
                unsigned = jnp.issubdtype(x.dtype, jnp.unsignedinteger)
                dtype = jnp.promote_types(x.dtype, default_int(unsigned))
        return jnp.cumulative_prod(x, axis=axis, dtype=dtype, include_initial=include_initial)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
