"""Inspection (``__array_namespace_info__``, ``__array_api_version__``), the constants, and
the device hooks of ``arraydispatch.device()``/``to_device()``.

The constants are ``jax.numpy``'s own. Where this differs from JAX:

- ``__array_namespace_info__``: ``devices()`` is a tuple (2025.12), where JAX gives a list.
  Older JAX (0.4.35 to at least 0.5.2, jax-ml/jax#27418) says ``"boolean indexing": True``
  (a jax.Array takes no ``x[mask] = v``, and no mask inside ``jit``: newer JAX says False)
  and lacks 2025.12's ``"max dimensions"`` (XLA's limit, 64): there both are newer JAX's.
  The dtypes are read per call: ``float64``, ``int64``, ``uint64``, ``complex128`` exist only
  while the user has x64 enabled (JAX's global setting, never ours to change).
- ``_array_device``: None for a tracer, which has no ``.device``.
- ``_array_to_device``: a str names a device as ``str(jax.Device)`` does (``"cpu"``,
  ``"cpu:1"``), as the other backends take them.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
from jax.numpy import e, inf, nan, newaxis, pi  # the constants: jax.numpy's own

from arraydispatch._common._info import NamespaceInfo
from arraydispatch._common._versions import API_VERSION

__all__ = ["__array_api_version__", "__array_namespace_info__", "e", "inf", "nan", "newaxis", "pi"]

# ---- inspection -------------------------------------------------------------------------

__array_api_version__: str = API_VERSION


def _old_capabilities() -> dict[str, Any] | None:
    """Newer JAX's flags where this JAX's differ (None where they are its own): JAX 0.4.35
    says "boolean indexing" True and has no "max dimensions" (jax-ml/jax#27418). A probe read
    once at import; it reads a class attribute (no device is touched) and cannot raise."""
    try:
        native = dict(jnp.__array_namespace_info__().capabilities())  # type: ignore[no-untyped-call]
    except Exception:  # a probe: any failure means "not newer JAX's flags"
        native = {}
    if native.get("boolean indexing") is False and "max dimensions" in native:
        return None
    return {**native, "boolean indexing": False, "max dimensions": 64}  # 64: XLA's limit


_CAPABILITIES = _old_capabilities()


def __array_namespace_info__() -> NamespaceInfo:
    native: Any = jnp.__array_namespace_info__()
    return NamespaceInfo(
        dtypes=native.dtypes(),
        default_dtypes=native.default_dtypes(),
        devices=native.devices(),
        capabilities=native.capabilities() if _CAPABILITIES is None else _CAPABILITIES,
        default_device=native.default_device(),
    )


# ---- hooks of arraydispatch.device() / to_device() ----------------------------------------


def _array_device(x: jax.Array, /) -> Any:
    """``x.device``; None for a tracer (under ``jit``, ``grad``, ``vmap``).

    A tracer has no ``.device`` (AttributeError, https://github.com/jax-ml/jax/issues/26000).
    None is what array-api-compat returns there, and what creation functions take as the
    default device, so ``xp.eye(n, device=device(x))`` works inside ``jax.jit``.
    """
    if isinstance(x, jax.core.Tracer):
        return None
    return x.device


def _array_to_device(x: jax.Array, device: Any, /, *, stream: Any = None) -> jax.Array:
    """``x.to_device(device)``, where a str names a device as ``str(jax.Device)`` does:
    ``"cpu"`` (the platform's first device) or ``"cpu:1"``, as other backends take them."""
    if isinstance(device, str):
        device = _device_named(device)
    return x.to_device(device, stream=stream)


def _device_named(name: str, function: str = "to_device") -> Any:
    # not _common's unknown_device(): that names the namespace's devices, where a str here
    # also may name a platform and an index, which the message must say
    platform, _, index = name.partition(":")
    try:
        return jax.devices(platform)[int(index or 0)]
    except (RuntimeError, ValueError, IndexError):  # unknown platform, bad index
        # str(jax.Device) itself: "cpu:0" on newer JAX, "TFRT_CPU_0" on JAX 0.4.x
        for device in jax.devices():
            if str(device) == name:
                return device
        raise ValueError(
            f"{function}(): device={name!r} is not a JAX device here. Pass a jax.Device "
            f"(one of {jax.devices()}), a jax.sharding.Sharding, None, or a platform name "
            f"with an optional index such as 'cpu' or 'cpu:0'."
        ) from None
