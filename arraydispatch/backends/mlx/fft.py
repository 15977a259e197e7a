"""The ``fft`` extension for mlx.core.array (Array API 2025.12).

MLX's transforms are complex64/float32 (float64 input is transformed in single
precision). Wrapped: every function takes the standard's keyword-only ``n``/``s``,
``axis``/``axes`` and ``norm``; ``hfft``/``ihfft`` (MLX has none) are ``irfft``/``rfft`` of
the conjugate; ``fftfreq``/``rfftfreq`` take ``dtype=``/``device=``; ``fftshift`` and
``ifftshift`` take the standard's ``axes``; a repeated axis is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import mlx.core as _mx

from arraydispatch._common._axes import normalize_axis as _normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import public_caller as _public_caller
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.mlx._data_types import native_dtype as _native_dtype
from arraydispatch.backends.mlx._info import check_device as _check_device

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from collections.abc import Sequence
    from typing import Any

_NORMS = ("backward", "ortho", "forward")


def _check(norm: str) -> None:
    if norm not in _NORMS:
        raise ValueError(f"{_public_caller()}(): norm must be one of {_NORMS}, not {norm!r}.")


def _complex(x: Any) -> Any:
    return x if x.dtype == _mx.complex64 else x.astype(_mx.complex64)


def _real(x: Any) -> Any:
    return x if x.dtype == _mx.float32 else x.astype(_mx.float32)


def _axes(x: Any, axes: Any, s: Any) -> Any:
    if axes is None:
        if s is None:
            return None
        return list(range(x.ndim - len(s), x.ndim))
    normalized = [_normalize_axis(a, x.ndim) for a in axes]
    if len(set(normalized)) != len(normalized):
        raise ValueError(f"{_public_caller()}(): axes={tuple(axes)} repeats an axis.")
    return normalized


def _one(native: Any, x: Any, n: Any, axis: int, norm: str) -> Any:
    _check(norm)
    axis = _normalize_axis(axis, x.ndim)
    if n is not None and n < 1:
        raise ValueError(f"{_public_caller()}(): n must be at least 1, not {n}.")
    return native(x, n=n, axis=axis, norm=norm)


def _many(native: Any, x: Any, s: Any, axes: Any, norm: str) -> Any:
    _check(norm)
    axes = _axes(x, axes, s)
    if s is not None:
        s = tuple(s)
        if axes is not None and len(s) != len(axes):
            raise ValueError(f"{_public_caller()}(): s and axes must have the same length.")
    return native(x, s=s, axes=axes, norm=norm)


def fft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _one(_mx.fft.fft, _complex(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _one(_mx.fft.ifft, _complex(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_mx.fft.fftn, _complex(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_mx.fft.ifftn, _complex(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _one(_mx.fft.rfft, _real(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _one(_mx.fft.irfft, _complex(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_mx.fft.rfftn, _real(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_mx.fft.irfftn, _complex(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: the norm of the inverse transform that hfft/ihfft run (their scaling is the reverse)
_SWAPPED = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def hfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        _check(norm)
        return _one(_mx.fft.irfft, _mx.conj(_complex(x)), n, axis, _SWAPPED[norm])
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ihfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        _check(norm)
        return _mx.conj(_one(_mx.fft.rfft, _real(x), n, axis, _SWAPPED[norm]))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    try:
        if device is not None:
            _check_device(device)
        if n < 1:
            raise ValueError(f"fft.fftfreq(): n must be at least 1, not {n}.")
        out = _mx.fft.fftfreq(n, d)
        return out if dtype is None else out.astype(_native_dtype(dtype, "fft.fftfreq"))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    try:
        if device is not None:
            _check_device(device)
        if n < 1:
            raise ValueError(f"fft.rfftfreq(): n must be at least 1, not {n}.")
        out = _mx.fft.rfftfreq(n, d)
        return out if dtype is None else out.astype(_native_dtype(dtype, "fft.rfftfreq"))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
    try:
        if isinstance(axes, int):
            axes = (axes,)
        return _mx.fft.fftshift(x, axes=None if axes is None else _axes(x, axes, None))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
    try:
        if isinstance(axes, int):
            axes = (axes,)
        return _mx.fft.ifftshift(x, axes=None if axes is None else _axes(x, axes, None))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: mlx.core.fft's own (PEP 562) ---------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_mx.fft, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING, module_hooks
