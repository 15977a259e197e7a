"""Inspection: ``__array_namespace_info__``, ``__array_api_version__``, the constants, and
the device hooks of ``arraydispatch.device()``/``to_device()``.

``__array_namespace_info__()`` reads devices and default dtypes from torch at call time, so
``torch.set_default_dtype`` / ``torch.set_default_device`` are honoured (a fixed
``_common._info.NamespaceInfo`` would not see them). torch.Tensor has ``.device`` but no
``.to_device()``: ``_array_device``/``_array_to_device`` stand in for the standard's
``device(x)``/``to_device(x, device)``.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING, Any

import torch

from arraydispatch._common._info import names_of_kind, unknown_device
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.torch._data_types import COMPLEX_OF, SUPPORTED

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


@cache
def _devices() -> tuple[torch.device, ...]:
    devices = [torch.device("cpu")]
    if torch.cuda.is_available():
        devices += [torch.device("cuda", i) for i in range(torch.cuda.device_count())]
    mps = getattr(torch.backends, "mps", None)
    if mps is not None and mps.is_available():
        devices.append(torch.device("mps", 0))
    devices.append(torch.device("meta"))
    return tuple(devices)


def _check_device(device: Any) -> None:
    if device is None:
        return
    try:
        wanted = torch.device(device)
    except (RuntimeError, TypeError):
        # not a device name at all (a typo, another library's device): say so, and list ours
        raise ValueError(
            f"device={device!r} is not a torch device; use one of {list(_devices())}."
        ) from None
    if wanted.type == "cuda" and wanted.index is None:
        wanted = torch.device("cuda", torch.cuda.current_device())
    if wanted not in _devices():
        raise unknown_device(device, _devices())


class __array_namespace_info__:
    """Inspection API of the torch namespace (Array API 2025.12).

    Examples
    --------
    >>> import arraydispatch.backends.torch as xp
    >>> xp.__array_namespace_info__().default_dtypes()["indexing"]
    torch.int64
    """

    __slots__ = ()

    def capabilities(self) -> Capabilities:
        return {
            "boolean indexing": True,
            "data-dependent shapes": True,
            "max dimensions": None,
        }

    def default_device(self) -> torch.device:
        return torch.get_default_device()

    def devices(self) -> tuple[torch.device, ...]:
        return _devices()

    def default_dtypes(self, *, device: Any = None) -> dict[str, torch.dtype]:
        _check_device(device)
        real = torch.get_default_dtype()
        return {
            "real floating": real,
            "complex floating": COMPLEX_OF.get(real, torch.complex64),
            "integral": torch.int64,
            "indexing": torch.int64,
        }

    def dtypes(
        self, *, device: Any = None, kind: str | tuple[str, ...] | None = None
    ) -> dict[str, torch.dtype]:
        """The dtypes torch computes with: every standard dtype except uint16, uint32 and
        uint64, which torch 2.x only stores (no arithmetic, comparison or sorting kernels)."""
        _check_device(device)
        return {name: SUPPORTED[name] for name in names_of_kind(kind) if name in SUPPORTED}


# ---------------------------------------------------------------------------- device hooks
# Used by arraydispatch.device() / arraydispatch.to_device(), which read them from the
# namespace's __dict__: torch.Tensor has .device but no .to_device().


def _array_device(x: torch.Tensor, /) -> torch.device:
    return x.device


def _array_to_device(x: torch.Tensor, device: Any, /, *, stream: Any = None) -> torch.Tensor:
    if stream is not None and not isinstance(stream, (int, torch.cuda.Stream)):
        raise TypeError(f"to_device(): stream must be a torch.cuda.Stream or None, not {stream!r}.")
    if stream is None:
        return x.to(device)
    if isinstance(stream, int):
        stream = torch.cuda.ExternalStream(stream)  # type: ignore[no-untyped-call]
    with torch.cuda.stream(stream):
        return x.to(device, non_blocking=True)
