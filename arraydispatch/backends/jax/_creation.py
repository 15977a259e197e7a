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
  A ``jax.Array`` stays on its own device (JAX's import puts one on a second host device on
  the first: DLPack names every host device ``(kDLCPU, 0)``), or moves with ``device=``;
  ``device`` may also be a str, as ``to_device`` takes it (``"cpu"``, ``"cpu:1"``).
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

from arraydispatch._common._dlpack import cannot_share, not_a_producer, through_host
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.jax._info import _device_named

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip

# ---- where jax.numpy differs, in the standard's order -------------------------------------


def asarray(
    obj: Any, /, *, dtype: Any = None, device: Any = None, copy: bool | None = None
) -> jax.Array:
    """``jnp.asarray``, with ``copy=False`` refusing what it would have to copy."""
    try:
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
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _is_buffer(obj: Any) -> bool:
    try:
        memoryview(obj).release()
    except TypeError:
        return False
    return True


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> jax.Array:
    """A JAX array sharing ``x``'s memory through DLPack, where JAX can import it.

    ``device`` is a ``jax.Device``, a ``jax.sharding.Sharding`` or a str such as ``"cpu"``
    or ``"cpu:1"``; a move to another device copies (``copy=False``: BufferError, also a
    ValueError).

    Examples
    --------
    >>> import jax, numpy as np
    >>> import arraydispatch.backends.jax as xp
    >>> xp.from_dlpack(np.arange(3.0)[::-1], device="cpu").tolist()
    [2.0, 1.0, 0.0]
    """
    try:
        if isinstance(device, str):
            device = _device_named(device, "from_dlpack")
        elif device is not None and not isinstance(device, (jax.Device, jax.sharding.Sharding)):
            raise ValueError(
                f"from_dlpack(): device={device!r} is not a JAX device; pass a jax.Device, a "
                f"jax.sharding.Sharding, a name such as 'cpu' or 'cpu:1', or None."
            )
        if isinstance(x, jax.Array):
            return _from_jax(x, device, copy)
        if not hasattr(x, "__dlpack__"):
            raise not_a_producer(x)
        try:
            out = jnp.from_dlpack(x, device=device, copy=copy)
        except (BufferError, RuntimeError, TypeError, ValueError) as error:
            # TypeError: a producer whose __dlpack_device__ says (kDLCPU, None), as Paddle's
            # CPU tensors do, where JAX wants an int. JAX imports only compact layouts (no
            # x[::2], no x[::-1]: "UNIMPLEMENTED: Only DLPack tensors with trivial (compact)
            # striding"), and asks for an unversioned capsule, which NumPy refuses for a
            # read-only array. The standard's copy=None means "copy where sharing is
            # impossible": copy through host memory. (copy=False on unaligned memory, or to
            # another device, is JAX's ValueError; the standard's is a BufferError:
            # CopyNeededError is both.)
            return through_host(x, error, target="JAX", device=device, copy=copy, place=_place)
        if copy is False and out.dtype.itemsize < 8:  # maybe narrowed: x64 off
            _check_not_narrowed(x, out)
        # jnp.from_dlpack still shares a CPU producer's memory when asked to copy
        return jnp.array(out, copy=True) if copy else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _place(host: Any, device: Any) -> jax.Array:
    return jnp.asarray(host, device=device)


def _from_jax(x: jax.Array, device: Any, copy: bool | None) -> jax.Array:
    """``x`` itself, a copy, or ``x`` moved to ``device``."""
    if isinstance(x, jax.core.Tracer):  # inside jit: no device to compare, nothing to share
        if device is None:
            return x
        traced: jax.Array = jax.device_put(x, device)
        return traced
    if device is None or (
        x.sharding == device
        if isinstance(device, jax.sharding.Sharding)
        else x.sharding.device_set == {device}
    ):
        return jnp.array(x, copy=True) if copy else x
    if copy is False:
        raise cannot_share(x, "JAX", f"it is on {x.device}; a move to {device} copies")
    moved: jax.Array = jax.device_put(x, device)
    return moved


def _check_not_narrowed(x: Any, out: jax.Array) -> None:
    """Without x64, JAX turns a 64-bit producer into a 32-bit copy even when copy=False."""
    try:
        dtype = np.from_dlpack(x).dtype  # host producers; device ones cannot be read here
    except (BufferError, RuntimeError, TypeError, ValueError):
        return
    if dtype.itemsize != out.dtype.itemsize:
        raise cannot_share(x, "JAX", f"{dtype} becomes {out.dtype} without jax_enable_x64, a copy")


def meshgrid(*arrays: jax.Array, indexing: Literal["xy", "ij"] = "xy") -> tuple[jax.Array, ...]:
    try:
        return tuple(jnp.meshgrid(*arrays, indexing=indexing))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
