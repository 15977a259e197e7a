"""The ``fft`` extension for torch tensors (Array API 2025.12).

Aliased to ``torch.fft``: ``fft``, ``ifft``, ``rfft``, ``irfft``, ``hfft``, ``fftfreq``,
``rfftfreq`` (torch accepts ``axis`` for ``dim`` on the one-axis transforms). Wrapped: the
n-dimensional transforms and the shifts, which call ``axes`` ``dim``, and ``ihfft``, whose
result torch returns as a lazy conjugate view (``is_conj()``): ``.numpy()`` refuses such a
tensor, and DLPack exports it only after a copy, so ours returns it resolved, as ``conj``
does (one copy, the one torch would make on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch as _torch
from torch.fft import fft, fftfreq, hfft, ifft, irfft, rfft, rfftfreq

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from collections.abc import Sequence


# module-level bindings; the wrappers pass torch only the arguments the caller gave
_fftn = _torch.fft.fftn
_ifftn = _torch.fft.ifftn
_rfftn = _torch.fft.rfftn
_irfftn = _torch.fft.irfftn
_fftshift = _torch.fft.fftshift
_ifftshift = _torch.fft.ifftshift
_ihfft = _torch.fft.ihfft


def ihfft(
    x: _torch.Tensor, /, *, n: int | None = None, axis: int = -1, norm: str = "backward"
) -> _torch.Tensor:
    try:
        # torch computes ihfft as the conjugate of rfft and returns it with the conjugate bit
        # set, which .numpy() refuses ("Can't call numpy() on Tensor that has conjugate bit
        # set"); the other transforms never set it
        return _ihfft(x, n, axis, norm).resolve_conj()  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftn(
    x: _torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _torch.Tensor:
    try:
        if s is None and axes is None and norm == "backward":
            return _fftn(x)  # type: ignore[no-any-return]
        return _fftn(x, s, axes, norm)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftn(
    x: _torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _torch.Tensor:
    try:
        if s is None and axes is None and norm == "backward":
            return _ifftn(x)  # type: ignore[no-any-return]
        return _ifftn(x, s, axes, norm)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftn(
    x: _torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _torch.Tensor:
    try:
        if s is None and axes is None and norm == "backward":
            return _rfftn(x)  # type: ignore[no-any-return]
        return _rfftn(x, s, axes, norm)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfftn(
    x: _torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> _torch.Tensor:
    try:
        if s is None and axes is None and norm == "backward":
            return _irfftn(x)  # type: ignore[no-any-return]
        return _irfftn(x, s, axes, norm)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftshift(x: _torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> _torch.Tensor:
    try:
        return _fftshift(x) if axes is None else _fftshift(x, axes)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftshift(x: _torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> _torch.Tensor:
    try:
        return _ifftshift(x) if axes is None else _ifftshift(x, axes)  # type: ignore[no-any-return]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: torch.fft's own (PEP 562) ---------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_torch.fft, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING, module_hooks
