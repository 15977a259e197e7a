"""The ``fft`` extension for JAX arrays: jax.numpy.fft's own functions."""

from __future__ import annotations

import jax.numpy.fft as _native
from jax.numpy.fft import (
    fft,
    fftfreq,
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
    rfftfreq,
    rfftn,
)

from arraydispatch._common._namespace import module_hooks

# ---- names beyond the standard: jax.numpy.fft's own (PEP 562) -----------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_native, __name__, __all__)

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks
