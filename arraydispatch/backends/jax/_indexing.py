"""Indexing functions: ``take`` and ``take_along_axis`` are ``jax.numpy``'s own, except
that before JAX 0.7 ``take_along_axis`` has no default ``axis`` (the standard's is -1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import jax
from jax.numpy import take

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release

if TYPE_CHECKING or release(jax.__version__) >= (0, 7):
    from jax.numpy import take_along_axis
else:
    import jax.numpy as _jnp

    def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
        try:
            return _jnp.take_along_axis(x, indices, axis=axis)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


__all__ = ["take", "take_along_axis"]
