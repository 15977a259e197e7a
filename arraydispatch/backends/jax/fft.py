"""The ``fft`` extension for JAX arrays: jax.numpy.fft's own functions."""

from __future__ import annotations

from jax.numpy.fft import (
    fft, fftfreq, fftn, fftshift, hfft, ifft, ifftn, ifftshift, ihfft, irfft, irfftn, rfft,
    rfftfreq, rfftn,
)  # fmt: skip
