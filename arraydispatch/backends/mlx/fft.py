"""The ``fft`` extension for mlx.core.array (Array API 2025.12).

MLX's transforms are complex64/float32 (float64 input is transformed in single
precision). Wrapped: every function takes the standard's keyword-only ``n``/``s``,
``axis``/``axes`` and ``norm``; ``hfft``/``ihfft`` (MLX has none) are ``irfft``/``rfft`` of
the conjugate; ``fftfreq``/``rfftfreq`` take ``dtype=``/``device=``; ``fftshift`` and
``ifftshift`` take the standard's ``axes``; a repeated axis is refused.
"""

from __future__ import annotations

import math as _math
from typing import TYPE_CHECKING

import mlx.core as _mx

from arraydispatch._common._axes import normalize_axis as _normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import public_caller as _public_caller
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.mlx._data_types import native_dtype as _native_dtype
from arraydispatch.backends.mlx._data_types import works as _works
from arraydispatch.backends.mlx._info import check_device as _check_device

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from collections.abc import Sequence
    from typing import Any

_NORMS = ("backward", "ortho", "forward")

# MLX before 0.31.2 has no fftfreq and no rfftfreq: NumPy's formulas in MLX operations there
if hasattr(_mx.fft, "fftfreq"):
    _fftfreq = _mx.fft.fftfreq
    _rfftfreq = _mx.fft.rfftfreq
else:

    def _fftfreq(n: int, d: float) -> Any:  # type: ignore[misc]
        k = _mx.arange(n, dtype=_mx.int32)
        k = _mx.where(k < (n + 1) // 2, k, k - n)  # 0, 1, ..., -(n // 2), ..., -1
        return k.astype(_mx.float32) / (n * d)

    def _rfftfreq(n: int, d: float) -> Any:  # type: ignore[misc]
        return _mx.arange(n // 2 + 1, dtype=_mx.float32) / (n * d)


# whether MLX's transforms take norm= (MLX's before 0.31.2 do not: a TypeError from the argument
# check; nothing is computed)
if _works(lambda: isinstance(_mx.fft.fft(_mx.zeros((1,), _mx.complex64), norm="ortho"), _mx.array)):
    _fft, _ifft, _rfft, _irfft = _mx.fft.fft, _mx.fft.ifft, _mx.fft.rfft, _mx.fft.irfft
    _fftn, _ifftn, _rfftn, _irfftn = _mx.fft.fftn, _mx.fft.ifftn, _mx.fft.rfftn, _mx.fft.irfftn
else:
    # MLX before 0.31.2 scales as norm="backward" alone (the inverse transforms by 1/N): the other
    # norms rescale its result, N being the length of the signal (the real one for irfft)

    def _scale(out: Any, length: int, inverse: bool, norm: str) -> Any:
        if norm == "backward" or length == 0:
            return out
        factor = length**0.5 if norm == "ortho" else float(length)
        return out * factor if inverse else out * (1 / factor)

    def _one_normed(native: Any, inverse: bool) -> Any:
        def transform(x: Any, *, n: Any, axis: int, norm: str) -> Any:
            out = native(x, n=n, axis=axis)
            length = out.shape[axis] if inverse else x.shape[axis] if n is None else n
            return _scale(out, length, inverse, norm)

        return transform

    def _many_normed(native: Any, inverse: bool) -> Any:
        def transform(x: Any, *, s: Any, axes: Any, norm: str) -> Any:
            out = native(x, s=s, axes=axes)
            along = range(x.ndim) if axes is None else axes
            if inverse:
                lengths = [out.shape[a] for a in along]
            else:
                lengths = list(s) if s is not None else [x.shape[a] for a in along]
            return _scale(out, _math.prod(lengths), inverse, norm)

        return transform

    _fft = _one_normed(_mx.fft.fft, inverse=False)
    _ifft = _one_normed(_mx.fft.ifft, inverse=True)
    _rfft = _one_normed(_mx.fft.rfft, inverse=False)
    _irfft = _one_normed(_mx.fft.irfft, inverse=True)
    _fftn = _many_normed(_mx.fft.fftn, inverse=False)
    _ifftn = _many_normed(_mx.fft.ifftn, inverse=True)
    _rfftn = _many_normed(_mx.fft.rfftn, inverse=False)
    _irfftn = _many_normed(_mx.fft.irfftn, inverse=True)


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
        return _one(_fft, _complex(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _one(_ifft, _complex(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_fftn, _complex(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_ifftn, _complex(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _one(_rfft, _real(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _one(_irfft, _complex(x), n, axis, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_rfftn, _real(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _many(_irfftn, _complex(x), s, axes, norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: the norm of the inverse transform that hfft/ihfft run (their scaling is the reverse)
_SWAPPED = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def hfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        _check(norm)
        return _one(_irfft, _mx.conj(_complex(x)), n, axis, _SWAPPED[norm])
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ihfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        _check(norm)
        return _mx.conj(_one(_rfft, _real(x), n, axis, _SWAPPED[norm]))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    try:
        if device is not None:
            _check_device(device)
        if n < 1:
            raise ValueError(f"fft.fftfreq(): n must be at least 1, not {n}.")
        out = _fftfreq(n, d)
        return out if dtype is None else out.astype(_native_dtype(dtype, "fft.fftfreq"))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    try:
        if device is not None:
            _check_device(device)
        if n < 1:
            raise ValueError(f"fft.rfftfreq(): n must be at least 1, not {n}.")
        out = _rfftfreq(n, d)
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
