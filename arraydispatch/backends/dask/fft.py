# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""The ``fft`` extension for dask arrays (2025.12).

dask.array.fft transforms only along axes held in one chunk and raises otherwise; these
functions rechunk the transformed axes to one chunk first (the other axes keep their
chunks, ``"auto"``-sized), so any chunking works. ``fftshift``/``ifftshift`` are dask's
own (they work on any chunking).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import dask.array as da
import numpy as np
from dask.array.fft import fftshift, ifftshift

from arraydispatch.backends.dask._chunks import single_chunk
from arraydispatch.backends.dask._creation import check_device


def fft(
    x: da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> da.Array:
    """1-D discrete Fourier transform; ``axis`` is rechunked to one chunk first."""
    return da.fft.fft(single_chunk(x, [axis]), n=n, axis=axis, norm=norm)


def ifft(
    x: da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> da.Array:
    """Inverse of ``fft``; ``axis`` is rechunked to one chunk first."""
    return da.fft.ifft(single_chunk(x, [axis]), n=n, axis=axis, norm=norm)


def _axes(x: da.Array, s: Sequence[int] | None, axes: Sequence[int] | None) -> list[int]:
    if axes is not None:
        return list(axes)
    if s is not None:
        return list(range(-len(s), 0))
    return list(range(x.ndim))


def fftn(
    x: da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> da.Array:
    """N-D discrete Fourier transform; the transformed axes are rechunked to one chunk."""
    return da.fft.fftn(single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)


def ifftn(
    x: da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> da.Array:
    """Inverse of ``fftn``; the transformed axes are rechunked to one chunk."""
    return da.fft.ifftn(single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)


def rfft(
    x: da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> da.Array:
    """Real-input FFT; ``axis`` is rechunked to one chunk first."""
    return da.fft.rfft(single_chunk(x, [axis]), n=n, axis=axis, norm=norm)


def irfft(
    x: da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> da.Array:
    """Inverse of ``rfft``; ``axis`` is rechunked to one chunk first."""
    return da.fft.irfft(single_chunk(x, [axis]), n=n, axis=axis, norm=norm)


def rfftn(
    x: da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> da.Array:
    """N-D real-input FFT; the transformed axes are rechunked to one chunk."""
    return da.fft.rfftn(single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)


def irfftn(
    x: da.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> da.Array:
    """Inverse of ``rfftn``; the transformed axes are rechunked to one chunk."""
    return da.fft.irfftn(single_chunk(x, _axes(x, s, axes)), s=s, axes=axes, norm=norm)


def hfft(
    x: da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> da.Array:
    """FFT of a Hermitian-symmetric signal; ``axis`` is rechunked to one chunk first."""
    return da.fft.hfft(single_chunk(x, [axis]), n=n, axis=axis, norm=norm)


def ihfft(
    x: da.Array, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> da.Array:
    """Inverse of ``hfft``; ``axis`` is rechunked to one chunk first."""
    return da.fft.ihfft(single_chunk(x, [axis]), n=n, axis=axis, norm=norm)


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> da.Array:
    check_device(device)
    out = da.fft.fftfreq(n, d=d)
    return out if dtype is None else out.astype(dtype)


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> da.Array:
    check_device(device)
    out = da.fft.rfftfreq(n, d=d)
    return out if dtype is None else out.astype(dtype)
