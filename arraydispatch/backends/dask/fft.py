# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""The ``fft`` extension for dask arrays (2025.12).

dask.array.fft transforms only along axes held in one chunk and raises otherwise; these
functions rechunk the transformed axes to one chunk first (the other axes keep their
chunks, ``"auto"``-sized), so any chunking works. ``fftshift``/``ifftshift`` are dask's
own (they work on any chunking).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import dask.array as _da
import numpy as _np
from dask.array.fft import fftshift, ifftshift

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.dask._info import check_device as _check_device
from arraydispatch.backends.dask._manipulation import single_chunk as _single_chunk

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from collections.abc import Sequence
    from typing import Any


def fft(
    x: _da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> _da.Array:
    """1-D discrete Fourier transform; ``axis`` is rechunked to one chunk first."""
    try:
        return _da.fft.fft(_single_chunk(x, [axis]), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifft(
    x: _da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> _da.Array:
    """Inverse of ``fft``; ``axis`` is rechunked to one chunk first."""
    try:
        return _da.fft.ifft(_single_chunk(x, [axis]), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _axes(x: _da.Array, s: Sequence[int] | None, axes: Sequence[int] | None) -> list[int]:
    if axes is not None:
        return list(axes)
    if s is not None:
        return list(range(-len(s), 0))
    return list(range(x.ndim))


def fftn(
    x: _da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _da.Array:
    """N-D discrete Fourier transform; the transformed axes are rechunked to one chunk."""
    try:
        return _da.fft.fftn(_single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftn(
    x: _da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _da.Array:
    """Inverse of ``fftn``; the transformed axes are rechunked to one chunk."""
    try:
        return _da.fft.ifftn(_single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfft(
    x: _da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> _da.Array:
    """Real-input FFT; ``axis`` is rechunked to one chunk first."""
    try:
        return _da.fft.rfft(_single_chunk(x, [axis]), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfft(
    x: _da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> _da.Array:
    """Inverse of ``rfft``; ``axis`` is rechunked to one chunk first."""
    try:
        return _da.fft.irfft(_single_chunk(x, [axis]), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftn(
    x: _da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _da.Array:
    """N-D real-input FFT; the transformed axes are rechunked to one chunk."""
    try:
        return _da.fft.rfftn(_single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfftn(
    x: _da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _da.Array:
    """Inverse of ``rfftn``; the transformed axes are rechunked to one chunk."""
    try:
        return _da.fft.irfftn(_single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def hfft(
    x: _da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> _da.Array:
    """FFT of a Hermitian-symmetric signal; ``axis`` is rechunked to one chunk first."""
    try:
        return _da.fft.hfft(_single_chunk(x, [axis]), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ihfft(
    x: _da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> _da.Array:
    """Inverse of ``hfft``; ``axis`` is rechunked to one chunk first."""
    try:
        return _da.fft.ihfft(_single_chunk(x, [axis]), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> _da.Array:
    try:
        _check_device(device)
        out = _da.fft.fftfreq(n, d=d)
        return out if dtype is None else out.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> _da.Array:
    try:
        _check_device(device)
        out = _da.fft.rfftfreq(n, d=d)
        return out if dtype is None else out.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: dask.array.fft's own (PEP 562) ----------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_da.fft, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks, TYPE_CHECKING
