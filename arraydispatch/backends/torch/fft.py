"""The ``fft`` extension for torch tensors (Array API 2025.12).

Aliased to ``torch.fft``: ``fft``, ``ifft``, ``rfft``, ``irfft``, ``hfft``, ``ihfft``,
``fftfreq``, ``rfftfreq`` (torch accepts ``axis`` for ``dim`` on the one-axis transforms).
Wrapped: the n-dimensional transforms and the shifts, which call ``axes`` ``dim``.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
from torch.fft import fft, fftfreq, hfft, ifft, ihfft, irfft, rfft, rfftfreq

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
    return torch.fft.fftn(x, s, axes, norm)  # type: ignore[no-any-return]


def ifftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> torch.Tensor:
    return torch.fft.ifftn(x, s, axes, norm)  # type: ignore[no-any-return]


def rfftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> torch.Tensor:
    return torch.fft.rfftn(x, s, axes, norm)  # type: ignore[no-any-return]


def irfftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> torch.Tensor:
    return torch.fft.irfftn(x, s, axes, norm)  # type: ignore[no-any-return]


def fftshift(x: torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> torch.Tensor:
    return torch.fft.fftshift(x, axes)  # type: ignore[no-any-return]


def ifftshift(x: torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> torch.Tensor:
    return torch.fft.ifftshift(x, axes)  # type: ignore[no-any-return]
