"""Inspection: ``__array_namespace_info__``, ``__array_api_version__``, the constants, and
the device hooks of ``arraydispatch.device()``/``to_device()``.

A device is what ``x.device`` is: a ``paddle.device.Device``, a ``str`` subclass (``"cpu"``,
``"gpu:0"``). Every ``device=`` also takes a Place (``x.place``) or a ``paddle.CPUPlace()``
/ ``paddle.CUDAPlace(i)``. paddle.Tensor has ``.device`` but no ``.to_device()``:
``_array_device``/``_array_to_device`` stand in for the standard's ``device(x)`` /
``to_device(x, device)``.

``__array_namespace_info__()`` reads the default dtype and device from Paddle at call time
(``paddle.set_default_dtype``, ``paddle.device.set_device``). Paddle's tensors have at most
nine dimensions, which ``capabilities()["max dimensions"]`` says.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING, Any

import paddle

from arraydispatch._common._info import names_of_kind, unknown_device
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.paddle._data_types import COMPLEX_OF, SUPPORTED, default_float

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

#: The most dimensions a paddle.Tensor can have ("Now only supports access to dimension 0
#: to 9", Paddle's DDim).
MAX_DIMENSIONS = 9


def to_place(device: Any) -> Any:
    """``device`` (one of ``devices()``, a device string, a Place or a paddle.CPUPlace /
    CUDAPlace) as one of ``devices()``: what Paddle's ``device=`` arguments take."""
    if isinstance(device, str):
        name = device if device != "gpu" else "gpu:0"
        for known in _devices():
            if known == name:
                return known
    else:
        try:
            name = paddle.zeros([0], device=device).device
        except (ValueError, RuntimeError, TypeError, AttributeError):
            name = None
        if name is not None:
            for known in _devices():
                if known == name:
                    return known
    raise unknown_device(device, _devices())


@cache
def _devices() -> tuple[Any, ...]:
    # the paddle.device.Device objects (str subclasses: "cpu", "gpu:0") tensors report in
    # x.device, made by Paddle itself
    devices = [paddle.zeros([0], device="cpu").device]
    if paddle.device.is_compiled_with_cuda():
        for i in range(paddle.device.cuda.device_count()):
            devices.append(paddle.zeros([0], device=f"gpu:{i}").device)
    return tuple(devices)


def _check_device(device: Any) -> None:
    if device is not None:
        to_place(device)


class __array_namespace_info__:
    """Inspection API of the Paddle namespace (Array API 2025.12).

    Examples
    --------
    >>> import arraydispatch.backends.paddle as xp
    >>> xp.__array_namespace_info__().default_dtypes()["indexing"]
    paddle.int64
    """

    __slots__ = ()

    def capabilities(self) -> Capabilities:
        return {
            "boolean indexing": True,
            "data-dependent shapes": True,
            "max dimensions": MAX_DIMENSIONS,
        }

    def default_device(self) -> Any:
        return to_place(paddle.device.get_device())

    def devices(self) -> tuple[Any, ...]:
        return _devices()

    def default_dtypes(self, *, device: Any = None) -> dict[str, Any]:
        _check_device(device)
        real = default_float()
        return {
            "real floating": real,
            "complex floating": COMPLEX_OF.get(real, paddle.complex64),
            "integral": paddle.int64,
            "indexing": paddle.int64,
        }

    def dtypes(
        self, *, device: Any = None, kind: str | tuple[str, ...] | None = None
    ) -> dict[str, Any]:
        """The dtypes Paddle computes with: bool, int32, int64, float32, float64, complex64
        and complex128 (its int8, int16, uint8 lack most kernels, its uint32/uint64 all
        arithmetic; docs/paddle.md)."""
        _check_device(device)
        return {name: SUPPORTED[name] for name in names_of_kind(kind) if name in SUPPORTED}


# ---------------------------------------------------------------------------- device hooks
# Used by arraydispatch.device() / arraydispatch.to_device(), which read them from the
# namespace's __dict__: paddle.Tensor has .place but no .to_device().


def _array_device(x: Any, /) -> Any:
    return x.device


def _array_to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
    if stream is not None:
        raise ValueError("to_device(): Paddle takes no stream; pass stream=None.")
    target = to_place(device)
    if x.device == target:
        return x
    return x._copy_to(paddle.device._convert_to_place(target), True)
