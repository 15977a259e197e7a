"""Inspection: ``__array_namespace_info__``, ``__array_api_version__``, the constants, and
the device hooks of ``arraydispatch.device()``/``to_device()``.

A device is what ``x.device`` is: a ``paddle.device.Device``, a ``str`` subclass (``"cpu"``,
``"gpu:0"``). Every ``device=`` also takes a Place (``x.place``) or a ``paddle.CPUPlace()``
/ ``paddle.CUDAPlace(i)``. paddle.Tensor has ``.device`` but no ``.to_device()``:
``_array_device``/``_array_to_device`` stand in for the standard's ``device(x)`` /
``to_device(x, device)``.

Before Paddle 3.3 (3.0 at least; ``Tensor.device`` came with PaddlePaddle/Paddle#76436, in
November 2025) a tensor has only ``x.place``: a device there is the plain string its Place
names (``"cpu"``, ``"gpu:0"``: what ``paddle.device.get_device()`` says), made by
``_array_device`` from the place. Paddle 3.0's creation functions take no ``device=``
either: ``create_on`` moves what they made where it is asked for.

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
from arraydispatch._common._versions import API_VERSION, takes_keyword
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


#: Tensor.device (a paddle.device.Device): Paddle 3.3 on; before it, devices are the
#: strings the places name (see the module docstring)
TENSOR_DEVICE = hasattr(paddle.Tensor, "device")
#: paddle.zeros(..., device=) and Paddle's other creation functions: not on Paddle 3.0
CREATION_DEVICE = takes_keyword(paddle.zeros, "device")


if TENSOR_DEVICE:

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
        # the paddle.device.Device objects (str subclasses: "cpu", "gpu:0") tensors report
        # in x.device, made by Paddle itself
        devices = [paddle.zeros([0], device="cpu").device]
        if paddle.device.is_compiled_with_cuda():
            for i in range(paddle.device.cuda.device_count()):
                devices.append(paddle.zeros([0], device=f"gpu:{i}").device)
        return tuple(devices)

else:

    def to_place(device: Any) -> Any:
        """``device`` (one of ``devices()``, a device string, a Place or a paddle.CPUPlace /
        CUDAPlace) as one of ``devices()``: what Paddle's ``device=`` arguments take."""
        # a Place's str is "Place(cpu)", "Place(gpu:0)"; CPUPlace() and CUDAPlace(i) print
        # the same
        name = device if isinstance(device, str) else str(device)
        if name.startswith("Place(") and name.endswith(")") and not isinstance(device, str):
            name = name[len("Place(") : -1]
        name = name if name != "gpu" else "gpu:0"
        for known in _devices():
            if known == name:
                return known
        raise unknown_device(device, _devices())

    def _place_device(place: Any) -> str:
        text = str(place)
        return text[len("Place(") : -1] if text.startswith("Place(") else text

    @cache
    def _devices() -> tuple[Any, ...]:
        devices = ["cpu"]
        if paddle.device.is_compiled_with_cuda():
            devices.extend(f"gpu:{i}" for i in range(paddle.device.cuda.device_count()))
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


if TENSOR_DEVICE:

    def _array_device(x: Any, /) -> Any:
        return x.device

    def _array_to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
        if stream is not None:
            raise ValueError("to_device(): Paddle takes no stream; pass stream=None.")
        target = to_place(device)
        if x.device == target:
            return x
        return x._copy_to(paddle.device._convert_to_place(target), True)

else:

    def _array_device(x: Any, /) -> Any:
        # the places of tensors (pybind objects) print as "Place(cpu)"; a tensor of a static
        # program (paddle.pir.Value) has no place to read
        try:
            return _place_device(x.place)
        except AttributeError:
            raise TypeError(
                f"device(): expected a paddle.Tensor, not {type(x).__name__}."
            ) from None

    def _array_to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
        if stream is not None:
            raise ValueError("to_device(): Paddle takes no stream; pass stream=None.")
        target = to_place(device)
        if _array_device(x) == target:
            return x
        return x._copy_to(paddle.device._convert_to_place(target), True)


def create_on(out: Any, device: Any) -> Any:
    """``out``, made by a Paddle creation function on Paddle's default device, on ``device``
    (None: where it is); for releases whose creation functions take no ``device=``."""
    return out if device is None else _array_to_device(out, device)


def on_place(out: Any, place: Any) -> Any:
    """``out`` on ``place`` (another tensor's ``x.place``): a copy there if it is elsewhere."""
    return out if out.place._equals(place) else out._copy_to(place, True)
