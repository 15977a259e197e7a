"""The ``fft`` extension of the standard (2025.12) for TensorFlow tensors.

``tf.signal`` transforms only the innermost axes, takes no ``n``/``s`` for the complex
transforms and has no ``norm=``; the wrappers here move the transformed axis last, pad or
crop it to ``n``, apply the standard's normalization (``"backward"``, ``"ortho"``,
``"forward"``) and move it back. The n-dimensional transforms apply the 1-D transform axis
by axis (``s`` and ``axes`` in any order and number). ``hfft``/``ihfft`` are ``irfft``/
``rfft`` of the conjugate with the normalization direction swapped, as in NumPy.
``fftfreq``/``rfftfreq`` follow NumPy's formulas, in the default float dtype (float32)
unless ``dtype=`` says otherwise.
"""

from __future__ import annotations

import operator as _operator
from importlib import import_module as _import_module
from typing import TYPE_CHECKING, Literal

import tensorflow as _tf

from arraydispatch._common import _axes
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks as _module_hooks
from arraydispatch.backends.tensorflow import _manipulation as _shapes
from arraydispatch.backends.tensorflow._creation import check_when_run as _check_when_run

# TF's generated op functions of RFFT/IRFFT: tf.signal.rfft/irfft without their name scope
# and conversions, where the length is a Python int (the input is cropped or zero-padded
# to it first, as tf.signal does: the kernels crop but refuse a shorter input)
from arraydispatch.backends.tensorflow._data_types import (
    gen_spectral_ops as _gen_spectral_ops,
)

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from collections.abc import Sequence
    from typing import Any


_Norm = Literal["backward", "ortho", "forward"]

_COMPLEX_OF = {_tf.float32: _tf.complex64, _tf.float64: _tf.complex128}
_REAL_OF = {_tf.complex64: _tf.float32, _tf.complex128: _tf.float64}
_SWAP: dict[str, _Norm] = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def _check_norm(norm: str) -> None:
    if norm not in _SWAP:
        raise ValueError(f"norm={norm!r} must be 'backward', 'ortho' or 'forward'.")


def _scale(out: Any, n: Any, norm: str, *, inverse: bool) -> Any:
    """Normalize an unnormalized forward / 1/n-normalized inverse TF transform."""
    if norm == "backward" or (norm == "forward" and not inverse):
        if norm == "forward":
            return out / _tf.cast(n, out.dtype)
        return out
    if norm == "ortho":
        factor = _tf.sqrt(_tf.cast(n, out.dtype.real_dtype if out.dtype.is_complex else out.dtype))
        factor = _tf.cast(factor, out.dtype)
        return out / factor if not inverse else out * factor
    return out * _tf.cast(n, out.dtype)  # forward, inverse


def _resize_last(x: Any, n: int) -> Any:
    size = x.shape[-1]
    if size is not None and size == n:
        return x
    if size is not None and size > n:
        return x[..., :n]
    size_t = _tf.shape(x)[-1] if size is None else size
    rank = _shapes.ndim(x)
    cropped = x[..., :n]
    pad = _tf.maximum(n - size_t, 0)
    paddings = _tf.concat([_tf.zeros([rank - 1, 2], _tf.int32), [[0, pad]]], 0)
    return _tf.pad(cropped, paddings)


def _length(x: Any, n: int | None, axis: int) -> Any:
    if n is None:
        return _shapes.dim(x, axis)
    n = _operator.index(n)
    if n < 1:
        raise ValueError(f"n={n} must be at least 1.")
    return n


def _complex(x: Any) -> Any:
    if x.dtype.is_complex:
        return x
    dtype = _COMPLEX_OF.get(x.dtype, _tf.complex64)
    return _tf.cast(x, dtype)


def _c2c(x: Any, n: int | None, axis: int, norm: str, *, inverse: bool) -> Any:
    _check_norm(norm)
    axis = _axes.normalize_axis(axis, _shapes.ndim(x))
    x = _complex(x)
    n = _length(x, n, axis)
    x, back = _shapes.move_axis_last(x, axis)
    if isinstance(n, int):  # a tensor n is the axis' own (unknown static) size
        x = _resize_last(x, n)
    out = _tf.signal.ifft(x) if inverse else _tf.signal.fft(x)
    return _shapes.undo_move(_scale(out, n, norm, inverse=inverse), back)


def fft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: _Norm = "backward") -> Any:
    try:
        return _c2c(x, n, axis, norm, inverse=False)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def ifft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: _Norm = "backward") -> Any:
    try:
        return _c2c(x, n, axis, norm, inverse=True)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def _axes_and_sizes(
    x: Any, s: Sequence[int] | None, axes: Sequence[int] | None
) -> tuple[list[int], list[int | None]]:
    rank = _shapes.ndim(x)
    if axes is None:
        axes = list(range(rank)) if s is None else list(range(rank - len(s), rank))
    axes = [_axes.normalize_axis(a, rank, name="axes") for a in axes]
    if len(set(axes)) != len(axes):
        raise ValueError(f"axes={axes!r} names an axis twice.")
    sizes: list[int | None] = [None] * len(axes) if s is None else [_operator.index(v) for v in s]
    if len(sizes) != len(axes):
        raise ValueError(f"s={s!r} and axes={axes!r} must have the same length.")
    sizes = [None if v == -1 else v for v in sizes]
    return axes, sizes


#: TF's transforms of the innermost 2 and 3 axes.
_TRAILING = {
    (2, False): _tf.signal.fft2d,
    (2, True): _tf.signal.ifft2d,
    (3, False): _tf.signal.fft3d,
    (3, True): _tf.signal.ifft3d,
}


def _c2c_n(
    x: Any, s: Sequence[int] | None, axes: Sequence[int] | None, norm: str, *, inverse: bool
) -> Any:
    axes_, sizes = _axes_and_sizes(x, s, axes)
    out = _complex(x)
    rank = _shapes.ndim(out)
    k = len(axes_)
    trailing = _TRAILING.get((k, inverse))
    if trailing is not None and sorted(axes_) == list(range(rank - k, rank)):
        # the innermost axes, in any order: one TF kernel instead of k passes
        for axis, n in zip(axes_, sizes, strict=True):
            if n is not None:
                out = _shapes.undo_move(*_resized(out, n, axis))
        _check_norm(norm)
        count = 1
        for axis in axes_:
            count = count * _shapes.dim(out, axis)
        return _scale(trailing(out), count, norm, inverse=inverse)
    for axis, n in zip(axes_, sizes, strict=True):
        out = _c2c(out, n, axis, norm, inverse=inverse)
    return out


def _resized(x: Any, n: int, axis: int) -> tuple[Any, list[int] | None]:
    moved, back = _shapes.move_axis_last(x, axis)
    return _resize_last(moved, n), back


def fftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
) -> Any:
    try:
        return _c2c_n(x, s, axes, norm, inverse=False)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def ifftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
) -> Any:
    try:
        return _c2c_n(x, s, axes, norm, inverse=True)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def _r2c(x: Any, n: int | None, axis: int, norm: str) -> Any:
    _check_norm(norm)
    axis = _axes.normalize_axis(axis, _shapes.ndim(x))
    n = _length(x, n, axis)
    x, back = _shapes.move_axis_last(x, axis)
    complex_dtype = _COMPLEX_OF.get(x.dtype)
    if complex_dtype is None:
        x, complex_dtype = _tf.cast(x, _tf.float32), _tf.complex64
    if isinstance(n, int):
        out = _gen_spectral_ops.rfft(_resize_last(x, n), [n], Tcomplex=complex_dtype)
    else:  # a size known only when the graph runs
        out = _tf.signal.rfft(x, fft_length=_tf.reshape(_tf.cast(n, _tf.int32), [1]))
    return _shapes.undo_move(_scale(out, n, norm, inverse=False), back)


def _c2r(x: Any, n: int | None, axis: int, norm: str) -> Any:
    _check_norm(norm)
    axis = _axes.normalize_axis(axis, _shapes.ndim(x))
    x = _complex(x)
    if n is None:
        n = 2 * (_shapes.dim(x, axis) - 1)
        if isinstance(n, int) and n < 1:
            raise ValueError("irfft needs n >= 1; pass n= for an input of length 1.")
    else:
        n = _length(x, n, axis)
    x, back = _shapes.move_axis_last(x, axis)
    if isinstance(n, int):
        out = _gen_spectral_ops.irfft(_resize_last(x, n // 2 + 1), [n], Treal=_REAL_OF[x.dtype])
    else:  # a size known only when the graph runs
        out = _tf.signal.irfft(x, fft_length=_tf.reshape(_tf.cast(n, _tf.int32), [1]))
    return _shapes.undo_move(_scale(out, n, norm, inverse=True), back)


def rfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: _Norm = "backward") -> Any:
    try:
        return _r2c(x, n, axis, norm)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def irfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: _Norm = "backward") -> Any:
    try:
        return _c2r(x, n, axis, norm)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def rfftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
) -> Any:
    try:
        axes_, sizes = _axes_and_sizes(x, s, axes)
        if not axes_:
            return _complex(x)
        out = _r2c(x, sizes[-1], axes_[-1], norm)
        for axis, n in zip(axes_[:-1], sizes[:-1], strict=True):
            out = _c2c(out, n, axis, norm, inverse=False)
        return out
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def irfftn(
    x: Any,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: _Norm = "backward",
) -> Any:
    try:
        axes_, sizes = _axes_and_sizes(x, s, axes)
        if not axes_:
            return _tf.math.real(_complex(x))
        out = _complex(x)
        for axis, n in zip(axes_[:-1], sizes[:-1], strict=True):
            out = _c2c(out, n, axis, norm, inverse=True)
        return _c2r(out, sizes[-1], axes_[-1], norm)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def hfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: _Norm = "backward") -> Any:
    try:
        _check_norm(norm)
        return _c2r(_tf.math.conj(_complex(x)), n, axis, _SWAP[norm])
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def ihfft(x: Any, /, *, n: int | None = None, axis: int = -1, norm: _Norm = "backward") -> Any:
    try:
        _check_norm(norm)
        return _tf.math.conj(_r2c(x, n, axis, _SWAP[norm]))
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def _freq_dtype(dtype: Any) -> _tf.DType:
    return _tf.float32 if dtype is None else _tf.as_dtype(dtype)


def _on(device: Any) -> Any:
    from arraydispatch.backends.tensorflow._info import check_device

    return _tf.device(check_device(device))


def _frequency_count(n: Any, function: str) -> Any:
    """``n`` as a Python int of at least 1, or (a length known only in the graph) a tensor."""
    try:
        n = _operator.index(n)
    except TypeError:
        n = _shapes.length_tensor(n, function, "n")  # or the error saying why it cannot be one
        if not _tf.executing_eagerly():
            _check_when_run(n >= 1, f"{function}(): n must be at least 1.")
            return n
        n = int(n)
    if n < 1:
        raise ValueError(f"n={n} must be at least 1.")
    return n


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    """The sample frequencies of an ``n``-point DFT (``n`` may be a 0-d integer tensor)."""
    try:
        n = _frequency_count(n, "fftfreq")
        with _on(device):
            k = _tf.concat([_tf.range(0, (n - 1) // 2 + 1), _tf.range(-(n // 2), 0)], 0)
            dtype_ = _freq_dtype(dtype)
            return _tf.cast(k, dtype_) / _tf.cast(_spacing(n, d), dtype_)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def _spacing(n: Any, d: float) -> Any:
    # n * d, in float64 where n is a tensor (an int64 tensor times a float is refused)
    return n * d if isinstance(n, int) else _tf.cast(n, _tf.float64) * d


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Any:
    """The sample frequencies of an ``n``-point real DFT (``n`` may be a 0-d integer tensor)."""
    try:
        n = _frequency_count(n, "rfftfreq")
        with _on(device):
            dtype_ = _freq_dtype(dtype)
            return _tf.cast(_tf.range(0, n // 2 + 1), dtype_) / _tf.cast(_spacing(n, d), dtype_)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def _shift(x: Any, axes: int | Sequence[int] | None, sign: int) -> Any:
    rank = _shapes.ndim(x)
    if axes is None:
        axes_ = list(range(rank))
    elif isinstance(axes, int):
        axes_ = [_axes.normalize_axis(axes, rank, name="axes")]
    else:
        axes_ = [_axes.normalize_axis(a, rank, name="axes") for a in axes]
    if not axes_:
        return x
    shifts = []
    for a in axes_:
        size = _shapes.dim(x, a)
        shifts.append(sign * (size // 2))
    return _tf.roll(x, shifts, axes_)


def fftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
    try:
        return _shift(x, axes, 1)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def ifftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
    try:
        return _shift(x, axes, -1)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


# ---- names beyond the standard: tf.signal's own (PEP 562) ---------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft", "irfft",
    "irfftn", "rfft", "rfftfreq", "rfftn"
]  # fmt: skip

# tensorflow.signal by its import name, the module ``import tensorflow.signal`` gives (and
# then binds as tf.signal), not the _api.v2 module tf.signal is before that
__getattr__, __dir__ = _module_hooks(_import_module("tensorflow.signal"), __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, Literal, TYPE_CHECKING
