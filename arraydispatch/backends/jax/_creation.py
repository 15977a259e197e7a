"""Creation functions.

``arange``, ``empty``, ``empty_like``, ``eye``, ``full``, ``full_like``,
``linspace``, ``ones``, ``ones_like``, ``tril``, ``triu``, ``zeros`` and ``zeros_like`` are
``jax.numpy``'s own. Where this differs from JAX:

- ``asarray``: ``copy=False`` raises ValueError where a copy cannot be avoided (a Python
  scalar or sequence; a JAX array of another dtype or device), as the other backends do.
  ``jnp.asarray`` copies those without a word: its own check covers only buffers bound
  for a device other than the CPU.
- ``from_dlpack``: ``copy=True`` copies (JAX 0.10 shares CPU memory regardless); strided and
  read-only producers, which JAX refuses to import, are copied (``copy=False``: BufferError).
- ``meshgrid``: a tuple, where JAX returns a list.
"""

from __future__ import annotations

from typing import Any, Literal

import jax
import jax.numpy as jnp
import numpy as np
from jax.numpy import (
    arange,
    empty,
    empty_like,
    eye,
    full,
    full_like,
    linspace,
    ones,
    ones_like,
    tril,
    triu,
    zeros,
    zeros_like,
)

from arraydispatch._common._dlpack import cannot_share, not_a_producer

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip

# ---- where jax.numpy differs, in the standard's order -------------------------------------


def asarray(
    obj: Any, /, *, dtype: Any = None, device: Any = None, copy: bool | None = None
) -> jax.Array:
    """``jnp.asarray``, with ``copy=False`` refusing what it would have to copy."""
    if copy is not False:
        return jnp.asarray(obj, dtype=dtype, device=device, copy=copy)
    if isinstance(obj, jax.Array):  # a tracer too: it is returned as it is, or copied
        out = jnp.asarray(obj, dtype=dtype, device=device, copy=False)
        if out is not obj:
            raise ValueError(
                "asarray(copy=False) cannot avoid a copy here: the dtype or device differs; "
                "pass copy=None to allow one."
            )
        return out
    # jnp.asarray shares host memory only through the buffer protocol (NumPy arrays,
    # buffers, DLPack producers read through NumPy); a Python scalar or sequence is always
    # converted into new memory
    if not (hasattr(obj, "__array__") or hasattr(obj, "__dlpack__") or _is_buffer(obj)):
        raise ValueError(
            f"asarray(copy=False) cannot make a JAX array from a {type(obj).__name__} "
            f"without copying; pass copy=None."
        )
    return jnp.asarray(obj, dtype=dtype, device=device, copy=False)


def _is_buffer(obj: Any) -> bool:
    try:
        memoryview(obj).release()
    except TypeError:
        return False
    return True


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> jax.Array:
    if not hasattr(x, "__dlpack__"):
        raise not_a_producer(x)
    try:
        out = jnp.from_dlpack(x, device=device, copy=copy)
    except (BufferError, RuntimeError, ValueError) as error:
        # JAX imports only compact layouts (no x[::2], no x[::-1]: "UNIMPLEMENTED: Only
        # DLPack tensors with trivial (compact) striding"), and asks for an unversioned
        # capsule, which NumPy refuses for a read-only array. The standard's copy=None
        # means "copy where sharing is impossible": copy through host memory. (copy=False
        # on unaligned memory is JAX's ValueError, which the standard makes a BufferError.)
        if copy is False:
            raise cannot_share(x, "JAX", str(error).splitlines()[0]) from error
        try:
            host = np.ascontiguousarray(np.from_dlpack(x, device="cpu", copy=True))
        except (BufferError, RuntimeError, TypeError, ValueError):
            raise error from None
        return jnp.asarray(host, device=device)
    if copy is False and out.dtype.itemsize < 8:  # maybe narrowed: x64 off
        _check_not_narrowed(x, out)
    # jnp.from_dlpack still shares a CPU producer's memory when asked to copy
    return jnp.array(out, copy=True) if copy else out


def _check_not_narrowed(x: Any, out: jax.Array) -> None:
    """Without x64, JAX turns a 64-bit producer into a 32-bit copy even when copy=False."""
    try:
        dtype = np.from_dlpack(x).dtype  # host producers; device ones cannot be read here
    except (BufferError, RuntimeError, TypeError, ValueError):
        return
    if dtype.itemsize != out.dtype.itemsize:
        raise cannot_share(x, "JAX", f"{dtype} becomes {out.dtype} without jax_enable_x64, a copy")


def meshgrid(*arrays: jax.Array, indexing: Literal["xy", "ij"] = "xy") -> tuple[jax.Array, ...]:
    return tuple(jnp.meshgrid(*arrays, indexing=indexing))
