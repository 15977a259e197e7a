"""Statistical functions.

``cumulative_sum``, ``max``, ``mean``, ``min``, ``prod``, ``std``, ``sum`` and ``var`` are
``jax.numpy``'s own. Where this differs from JAX:

- ``cumulative_prod``: small integers keep their dtype in JAX; the standard accumulates in
  the default integer dtype of their kind (as JAX's own ``cumulative_sum`` and ``prod`` do).
  JAX before 0.4.36 has no ``jnp.cumulative_prod``: ``jnp.cumprod`` with the standard's
  ``axis`` rule and ``include_initial`` (as JAX's own ``cumulative_sum`` has them).
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
from jax.numpy import cumulative_sum, max, mean, min, prod, std, sum, var

from arraydispatch._common._axes import cumulative_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.jax._data_types import default_int

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]

# ---- what JAX before 0.4.36 lacks -----------------------------------------------------------

if hasattr(jnp, "cumulative_prod"):
    _cumulative_prod = jnp.cumulative_prod
else:

    def _cumulative_prod(  # type: ignore[misc]  # JAX < 0.4.36 only
        x: jax.Array,
        /,
        *,
        axis: int | None = None,
        dtype: Any = None,
        include_initial: bool = False,
    ) -> jax.Array:
        # jnp.cumulative_sum's rules (JAX 0.4.35): no 0-D input, axis optional for 1-D only
        x = jnp.asarray(x)
        if x.ndim == 0:
            raise ValueError(
                "cumulative_prod(): the input must have at least one dimension; got a 0-D array."
            )
        axis = cumulative_axis(axis, x.ndim)
        out = jnp.cumprod(x, axis=axis, dtype=dtype)
        if include_initial:
            shape = list(out.shape)
            shape[axis] = 1
            out = jnp.concatenate([jnp.ones(shape, out.dtype), out], axis=axis)
        return out


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
        return _cumulative_prod(x, axis=axis, dtype=dtype, include_initial=include_initial)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
