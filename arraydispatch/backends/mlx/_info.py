"""Inspection: ``__array_namespace_info__``, ``__array_api_version__``, the constants, and
the device hooks of ``arraydispatch.device()``/``to_device()``.

An mlx.core.array lives in memory that the CPU and the GPU share; a device is where an
operation runs (``mlx.core.Device``: ``Device(cpu, 0)``, ``Device(gpu, 0)`` where Metal or
CUDA is there), not a property of the array. mlx.core.array has neither ``.device`` nor
``.to_device()``: ``_array_device`` stands in for the standard's ``device(x)`` and answers
MLX's default device; ``_array_to_device`` gives the array itself (nothing moves).
``device=`` arguments take one of ``devices()`` (or ``mlx.core.cpu``/``mlx.core.gpu``, or
the strings ``"cpu"``/``"gpu"``).
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING, Any

import mlx.core as mx

from arraydispatch._common._info import names_of_kind, unknown_device
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.mlx._data_types import SUPPORTED

if TYPE_CHECKING:
    from arraydispatch._namespace_protocol import Capabilities

__all__ = ["__array_api_version__", "__array_namespace_info__", "e", "inf", "nan", "newaxis", "pi"]

# ---------------------------------------------------------------------------- constants

e = math.e
inf = math.inf
nan = math.nan
pi = math.pi
newaxis = None

# ---------------------------------------------------------------------------- inspection

__array_api_version__: str = API_VERSION


#: device strings ``device=`` takes too, as other namespaces do ("cpu" everywhere)
_NAMED = {"cpu": mx.cpu, "gpu": mx.gpu}


# MLX before 0.26.5 has no is_available (a GPU there is Metal's alone: mlx.core.metal.is_available)
if hasattr(mx, "is_available"):
    _is_available = mx.is_available
else:

    def _is_available(device: Any) -> bool:
        return device != mx.gpu or bool(mx.metal.is_available())


@cache
def _devices() -> tuple[Any, ...]:
    devices = [mx.Device(mx.cpu)]
    if _is_available(mx.gpu):
        devices.append(mx.Device(mx.gpu))
    return tuple(devices)


def check_device(device: Any) -> Any:
    """``device`` as one of ``devices()`` (a ValueError naming them where it is not)."""
    if isinstance(device, mx.DeviceType):
        device = mx.Device(device)
    elif isinstance(device, str) and device in _NAMED:
        device = mx.Device(_NAMED[device])
    for known in _devices():
        if device == known:
            return known
    raise unknown_device(device, _devices())


class __array_namespace_info__:
    """Inspection API of the MLX namespace (Array API 2025.12).

    Examples
    --------
    >>> import arraydispatch.backends.mlx as xp
    >>> xp.__array_namespace_info__().default_dtypes()["indexing"]
    mlx.core.int32
    """

    __slots__ = ()

    def capabilities(self) -> Capabilities:
        return {
            # MLX's __getitem__ refuses boolean masks ("boolean indices are not yet
            # supported"); nonzero and unique_* work, on the host
            "boolean indexing": False,
            "data-dependent shapes": True,
            "max dimensions": None,
        }

    def default_device(self) -> Any:
        return check_device(mx.default_device())

    def devices(self) -> tuple[Any, ...]:
        return _devices()

    def default_dtypes(self, *, device: Any = None) -> dict[str, Any]:
        if device is not None:
            check_device(device)
        return {
            "real floating": mx.float32,
            "complex floating": mx.complex64,
            "integral": mx.int32,
            "indexing": mx.int32,
        }

    def dtypes(
        self, *, device: Any = None, kind: str | tuple[str, ...] | None = None
    ) -> dict[str, Any]:
        """bool, the eight integer dtypes, float32 and complex64 (no float64 and complex128:
        docs/mlx.md)."""
        if device is not None:
            check_device(device)
        return {name: SUPPORTED[name] for name in names_of_kind(kind) if name in SUPPORTED}


# ---------------------------------------------------------------------------- device hooks
# Used by arraydispatch.device() / arraydispatch.to_device(), which read them from the
# namespace's __dict__: mlx.core.array has neither .device nor .to_device().


def _array_device(x: Any, /) -> Any:
    return check_device(mx.default_device())


def _array_to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
    if stream is not None:
        raise ValueError("to_device(): pass stream=None; MLX arrays are not placed on streams.")
    check_device(device)
    return x  # unified memory: the array is reachable from every device as it is
