"""The ``fft`` extension for paddle.Tensor (Array API 2025.12).

Aliased to ``paddle.fft``: the transforms (Paddle's take the standard's
``n``/``axis``/``s``/``axes``/``norm``). Wrapped: ``fftshift``/``ifftshift`` (Paddle's
raise SystemError from ``roll`` for ``axes=None``, and refuse zero-size input), and ``fftfreq``/``rfftfreq``, whose
``device=`` Paddle takes as a Place only after its ``dtype``, ``name`` parameters, and
whose default dtype is the default float.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import paddle as _paddle
from paddle.fft import (
    fft,
    fftn,
    hfft,
    ifft,
    ifftn,
    ihfft,
    irfft,
    irfftn,
    rfft,
    rfftn,
)

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.paddle._data_types import default_float as _default_float
from arraydispatch.backends.paddle._info import to_place as _to_place


def _shift(x: Any, axes: Any, inverse: bool) -> Any:
    if axes is None:
        axes = list(range(x.ndim))
    elif isinstance(axes, int):
        axes = [axes]
    else:
        axes = list(axes)
    if not axes or x.size == 0:
        return x.clone()
    shifts = [(-(x.shape[a] // 2) if inverse else x.shape[a] // 2) for a in axes]
    return _paddle.roll(x, shifts, axes)


def fftshift(x: Any, /, *, axes: Any = None) -> Any:
    try:
        return _shift(x, axes, False)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftshift(x: Any, /, *, axes: Any = None) -> Any:
    try:
        return _shift(x, axes, True)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    try:
        place = None if device is None else _to_place(device)
        return _paddle.fft.fftfreq(n, d, dtype=dtype or _default_float(), device=place)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    try:
        place = None if device is None else _to_place(device)
        return _paddle.fft.rfftfreq(n, d, dtype=dtype or _default_float(), device=place)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: paddle.fft's own (PEP 562) ---------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_paddle.fft, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING, module_hooks, Any
