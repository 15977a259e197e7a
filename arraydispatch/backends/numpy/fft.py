"""The ``fft`` extension for NumPy arrays: numpy.fft's own functions.

Wrapped: ``fftfreq``/``rfftfreq``, which lack the ``dtype=`` keyword (added in 2025.12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as _np
from numpy.fft import (
    fft,
    fftn,
    fftshift,
    hfft,
    ifft,
    ifftn,
    ifftshift,
    ihfft,
    irfft,
    irfftn,
    rfft,
    rfftn,
)

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> _np.ndarray:
    try:
        out = _np.fft.fftfreq(n, d=d, device=device)
        return out if dtype is None else out.astype(dtype, copy=False)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> _np.ndarray:
    try:
        out = _np.fft.rfftfreq(n, d=d, device=device)
        return out if dtype is None else out.astype(dtype, copy=False)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: numpy.fft's own (PEP 562) ---------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_np.fft, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks, TYPE_CHECKING
