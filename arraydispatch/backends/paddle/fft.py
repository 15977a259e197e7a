"""The ``fft`` extension for paddle.Tensor (Array API 2025.12).

Aliased to ``paddle.fft``: the one-axis transforms (Paddle's take the standard's
``n``/``axis``/``norm``). Wrapped: the n-dimensional transforms, because a repeated axis
aborts the process inside Paddle's (a C++ abort); they refuse it with ValueError first;
``irfft``/``hfft``/``irfftn`` (Paddle's c2r kernels refuse real and integer input);
``fftshift``/``ifftshift`` (Paddle's raise SystemError from ``roll`` for ``axes=None``, and
refuse zero-size input), and ``fftfreq``/``rfftfreq``, whose
``device=`` Paddle takes as a Place only after its ``dtype``, ``name`` parameters, and
whose default dtype is the default float.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import paddle as _paddle
from paddle.fft import fft, ifft, ihfft, rfft

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import public_caller as _public_caller
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import takes_keyword as _takes_keyword
from arraydispatch.backends.paddle._data_types import REAL_OF as _REAL_OF_COMPLEX
from arraydispatch.backends.paddle._data_types import default_float as _default_float
from arraydispatch.backends.paddle._data_types import floating as _floating
from arraydispatch.backends.paddle._info import create_on as _create_on
from arraydispatch.backends.paddle._info import to_place as _to_place

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any


def _checked_axes(x: Any, axes: Any) -> Any:
    """``axes`` as Paddle must see them: a repeated axis aborts the process inside Paddle's
    n-dimensional transforms (a C++ abort, no Python error), so it is refused here first."""
    if axes is None:
        return None
    axes = list(axes)
    if len(set(_normalize_axes_list(axes, x.ndim))) != len(axes):
        raise ValueError(f"{_public_caller()}(): axes={tuple(axes)} repeats an axis.")
    return axes


def _normalize_axes_list(axes: Any, ndim: int) -> list[int]:
    from arraydispatch._common._axes import normalize_axis

    return [normalize_axis(a, ndim) for a in axes]


def fftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _paddle.fft.fftn(x, s=s, axes=_checked_axes(x, axes), norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _paddle.fft.ifftn(x, s=s, axes=_checked_axes(x, axes), norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def rfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _paddle.fft.rfftn(x, s=s, axes=_checked_axes(x, axes), norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _complex(x: Any) -> Any:
    """Real input as complex: Paddle's c2r kernels take complex input only."""
    x = _floating(x)
    if x.dtype in _REAL_OF_COMPLEX.values():
        return _paddle.complex(x, _paddle.zeros_like(x))
    return x


def irfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _paddle.fft.irfft(_complex(x), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def hfft(x: Any, /, *, n: Any = None, axis: int = -1, norm: str = "backward") -> Any:
    try:
        return _paddle.fft.hfft(_complex(x), n=n, axis=axis, norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def irfftn(x: Any, /, *, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
    try:
        return _paddle.fft.irfftn(_complex(x), s=s, axes=_checked_axes(x, axes), norm=norm)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _shift(x: Any, axes: Any, inverse: bool) -> Any:
    if axes is None:
        axes = list(range(x.ndim))
    elif isinstance(axes, int):
        axes = [axes]
    else:
        axes = list(axes)
    if not axes or 0 in x.shape:
        return x.clone()
    shifts = [(-(x.shape[a] // 2) if inverse else x.shape[a] // 2) for a in axes]
    return _paddle.roll(x, shifts, axes)


def fftshift(x: Any, /, *, axes: Any = None) -> Any:
    try:
        return _shift(x, axes, False)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ifftshift(x: Any, /, *, axes: Any = None) -> Any:
    try:
        return _shift(x, axes, True)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if _takes_keyword(_paddle.fft.fftfreq, "device"):

    def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
        try:
            place = None if device is None else _to_place(device)
            return _paddle.fft.fftfreq(n, d, dtype=dtype or _default_float(), device=place)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
        try:
            place = None if device is None else _to_place(device)
            return _paddle.fft.rfftfreq(n, d, dtype=dtype or _default_float(), device=place)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

else:  # Paddle 3.0: no device=; made on the default device, then moved

    def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
        try:
            out = _paddle.fft.fftfreq(n, d, dtype=dtype or _default_float())
            return _create_on(out, device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
        try:
            out = _paddle.fft.rfftfreq(n, d, dtype=dtype or _default_float())
            return _create_on(out, device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


# ---- names beyond the standard: paddle.fft's own (PEP 562) ---------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_paddle.fft, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING, module_hooks, _takes_keyword
