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
from arraydispatch._common._versions import release as _release

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


if _release(_np.__version__) < (2,):
    # NumPy 1.x's fftfreq has no device=, and its transforms compute in double precision
    # only: float32/complex64 input gives complex128 (or float64) there, the standard's
    # result keeps the input's precision

    def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> _np.ndarray:
        try:
            if device is not None and device != "cpu":
                raise ValueError(f"fft.fftfreq(): device={device!r} is not NumPy's 'cpu'.")
            out = _np.fft.fftfreq(n, d=d)
            return out if dtype is None else out.astype(dtype, copy=False)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def rfftfreq(
        n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None
    ) -> _np.ndarray:
        try:
            if device is not None and device != "cpu":
                raise ValueError(f"fft.rfftfreq(): device={device!r} is not NumPy's 'cpu'.")
            out = _np.fft.rfftfreq(n, d=d)
            return out if dtype is None else out.astype(dtype, copy=False)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def _single(name: str, transform: Any, real_out: bool) -> Any:
        def function(x: Any, /, *args: Any, **kwargs: Any) -> Any:
            try:
                if type(x) is not _np.ndarray:
                    x = _np.asanyarray(x)
                out = transform(x, *args, **kwargs)
                if x.dtype in (_np.float32, _np.complex64):
                    out = out.astype(_np.float32 if real_out else _np.complex64, copy=False)
                return out
            except _RAW_ERRORS as error:
                raise _refusal(error) from error

        function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
        function.__name__ = function.__qualname__ = name
        function.__module__ = __name__
        return function

    fft = _single("fft", _np.fft.fft, False)
    fftn = _single("fftn", _np.fft.fftn, False)
    hfft = _single("hfft", _np.fft.hfft, True)
    ifft = _single("ifft", _np.fft.ifft, False)
    ifftn = _single("ifftn", _np.fft.ifftn, False)
    ihfft = _single("ihfft", _np.fft.ihfft, False)
    irfft = _single("irfft", _np.fft.irfft, True)
    irfftn = _single("irfftn", _np.fft.irfftn, True)
    rfft = _single("rfft", _np.fft.rfft, False)
    rfftn = _single("rfftn", _np.fft.rfftn, False)


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
