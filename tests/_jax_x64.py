"""``jax.enable_x64(True)`` on every JAX of the tested window: older JAX (0.4.35) has the
context manager only as ``jax.experimental.enable_x64()``, which newer JAX removed."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any


def enable_x64() -> AbstractContextManager[Any]:
    """A context in which JAX computes with 64-bit dtypes (this thread only)."""
    import jax

    if hasattr(jax, "enable_x64"):
        return jax.enable_x64(True)  # type: ignore[no-any-return]
    from jax.experimental import enable_x64 as experimental_enable_x64

    return experimental_enable_x64()  # type: ignore[no-any-return]
