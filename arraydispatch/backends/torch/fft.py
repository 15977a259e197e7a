"""The ``fft`` extension for torch tensors (Array API 2025.12).

Aliased to ``torch.fft``: ``fft``, ``ifft``, ``rfft``, ``irfft``, ``hfft``, ``ihfft``,
``fftfreq``, ``rfftfreq`` (torch accepts ``axis`` for ``dim`` on the one-axis transforms).
Wrapped: the n-dimensional transforms and the shifts, which call ``axes`` ``dim``.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
from torch.fft import fft, fftfreq, hfft, ifft, ihfft, irfft, rfft, rfftfreq

# module-level bindings; the wrappers pass torch only the arguments the caller gave
_fftn = torch.fft.fftn
_ifftn = torch.fft.ifftn
_rfftn = torch.fft.rfftn
_irfftn = torch.fft.irfftn
_fftshift = torch.fft.fftshift
_ifftshift = torch.fft.ifftshift

__all__ = [
    "fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft",
    "fftfreq", "rfftfreq", "fftshift", "ifftshift",
]  # fmt: skip


def fftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> torch.Tensor:
    if s is None and axes is None and norm == "backward":
        return _fftn(x)  # type: ignore[no-any-return]
    return _fftn(x, s, axes, norm)  # type: ignore[no-any-return]


def ifftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> torch.Tensor:
    if s is None and axes is None and norm == "backward":
        return _ifftn(x)  # type: ignore[no-any-return]
    return _ifftn(x, s, axes, norm)  # type: ignore[no-any-return]


def rfftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> torch.Tensor:
    if s is None and axes is None and norm == "backward":
        return _rfftn(x)  # type: ignore[no-any-return]
    return _rfftn(x, s, axes, norm)  # type: ignore[no-any-return]


def irfftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> torch.Tensor:
    if s is None and axes is None and norm == "backward":
        return _irfftn(x)  # type: ignore[no-any-return]
    return _irfftn(x, s, axes, norm)  # type: ignore[no-any-return]


def fftshift(x: torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> torch.Tensor:
    return _fftshift(x) if axes is None else _fftshift(x, axes)  # type: ignore[no-any-return]


def ifftshift(x: torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> torch.Tensor:
    return _ifftshift(x) if axes is None else _ifftshift(x, axes)  # type: ignore[no-any-return]
