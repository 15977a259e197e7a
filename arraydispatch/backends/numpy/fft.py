"""The ``fft`` extension for NumPy arrays: numpy.fft's own functions.

Wrapped: ``fftfreq``/``rfftfreq``, which lack the ``dtype=`` keyword (added in 2025.12).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.fft import (
    fft, fftn, fftshift, hfft, ifft, ifftn, ifftshift, ihfft, irfft, irfftn, rfft, rfftn,
)  # fmt: skip


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> np.ndarray:
    out = np.fft.fftfreq(n, d=d, device=device)
    return out if dtype is None else out.astype(dtype, copy=False)


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> np.ndarray:
    out = np.fft.rfftfreq(n, d=d, device=device)
    return out if dtype is None else out.astype(dtype, copy=False)
