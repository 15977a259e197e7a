"""Creation functions. Aliased: ``empty``, ``ones``, ``zeros`` and the four ``*_like``
functions (Paddle's take the standard's ``shape``/``dtype``/``device`` arguments).

Wrapped, each for one reason:

- ``asarray``: Python data takes the standard's dtypes (Paddle's ``paddle.asarray`` gives
  int64 for every int and refuses ints beyond int64 with a ValueError, where the standard
  asks for an OverflowError); ``copy=`` is honoured for tensors and for DLPack producers
  (NumPy arrays are shared through ``paddle.from_dlpack``, 0-D ones included, so a write
  to the source shows through).
- ``from_dlpack``: Paddle aborts the whole process on a producer with negative strides
  (``x[::-1]`` of NumPy) and shares read-only NumPy memory as a writable tensor; both are
  copied (``copy=False``: BufferError). An object without ``__dlpack__`` is a TypeError
  naming the fix.
- ``full``: Paddle gives float32 for an integer fill value (the standard: int64).
- ``arange``: the standard's length (``ceil((stop - start) / step)``) and dtype.
- ``eye``: no ``k``, and no kernel for bool, int8, int16 or uint8.
- ``linspace``: no ``endpoint``, no complex bounds.
- ``meshgrid``: Paddle's default indexing is ``"ij"``; the standard's is ``"xy"``.
- ``tril``/``triu``: the offset is called ``diagonal``, not ``k``.
"""

from __future__ import annotations

import builtins
import math
import sys
from typing import TYPE_CHECKING, Any

import paddle

from arraydispatch._common._dlpack import cannot_share, safe_producer
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._host_data import SCALARS as _SCALARS
from arraydispatch._common._host_data import check_ints as _check_host_ints
from arraydispatch._common._host_data import python_kind as _python_kind
from arraydispatch._common._versions import takes_keyword
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING,
    _IINFO,
    _INTEGRAL,
    COMPLEX_OF,
    REAL_OF,
    default_float,
    uint32,
    uint64,
)
from arraydispatch.backends.paddle._info import (
    CREATION_DEVICE,
    TENSOR_DEVICE,
    _array_device,
    _array_to_device,
    create_on,
    to_place,
)

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip

if TYPE_CHECKING:
    # the standard's signatures, for type checkers: Paddle's annotations say ``ShapeLike``
    # (no int) where the functions take an int at run time
    def empty(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Any: ...
    def ones(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Any: ...
    def zeros(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Any: ...
    def empty_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any: ...
    def ones_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any: ...
    def zeros_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any: ...
    def full_like(
        x: Any,
        /,
        fill_value: builtins.bool | int | float | complex,
        *,
        dtype: Any = None,
        device: Any = None,
    ) -> Any: ...
elif CREATION_DEVICE:
    empty = paddle.empty
    empty_like = paddle.empty_like
    full_like = paddle.full_like
    ones = paddle.ones
    ones_like = paddle.ones_like
    zeros = paddle.zeros
    zeros_like = paddle.zeros_like
else:
    # Paddle 3.0: no device= (the _like functions make their result on x's place); made
    # where Paddle makes them, then moved

    def empty(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
        try:
            shape = [shape] if isinstance(shape, int) else shape  # 3.0: no int
            return create_on(paddle.empty(shape, dtype), device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def ones(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
        try:
            shape = [shape] if isinstance(shape, int) else shape  # 3.0: no int
            return create_on(paddle.ones(shape, dtype), device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def zeros(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
        try:
            shape = [shape] if isinstance(shape, int) else shape  # 3.0: no int
            return create_on(paddle.zeros(shape, dtype), device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def empty_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
        try:
            return create_on(paddle.empty_like(x, dtype), device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def ones_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
        try:
            return create_on(paddle.ones_like(x, dtype), device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def zeros_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
        try:
            return create_on(paddle.zeros_like(x, dtype), device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def full_like(x: Any, /, fill_value: Any, *, dtype: Any = None, device: Any = None) -> Any:
        try:
            return create_on(paddle.full_like(x, fill_value, dtype), device)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


_Tensor = paddle.Tensor


def _check_ints(obj: Any, dtype: Any) -> None:
    """OverflowError for a Python int that ``dtype`` cannot hold (the standard's error)."""
    info = _IINFO.get(dtype)
    if info is not None:
        _check_host_ints(obj, info.min, info.max, str(dtype))


def _finish(x: Any, obj: Any, dtype: Any, device: Any, copy: builtins.bool | None) -> Any:
    """A tensor ``x`` (``obj`` itself, or sharing its memory) with ``dtype``/``device``/
    ``copy`` applied."""
    if device is not None and x.device != to_place(device):
        if copy is False:
            raise ValueError(f"asarray(copy=False): the array is not on {device}.")
        x = _array_to_device(x, device)
    if dtype is not None and x.dtype is not dtype:
        if copy is False:
            raise ValueError(
                f"asarray(copy=False): the array is {x.dtype}, not {dtype}; a cast copies."
            )
        return x.astype(dtype)
    if copy and x is obj:
        return x.clone()
    if copy:
        return x.clone()
    return x


if not TENSOR_DEVICE:
    _finish_on_its_device = _finish

    def _finish(x: Any, obj: Any, dtype: Any, device: Any, copy: builtins.bool | None) -> Any:
        # before Paddle 3.3 a tensor has no x.device: its device is read from its place
        if device is not None and _array_device(x) != to_place(device):
            if copy is False:
                raise ValueError(f"asarray(copy=False): the array is not on {device}.")
            x = _array_to_device(x, device)
        return _finish_on_its_device(x, obj, dtype, None, copy)


def asarray(
    obj: Any,
    /,
    *,
    dtype: Any = None,
    device: Any = None,
    copy: builtins.bool | None = None,
) -> Any:
    try:
        if isinstance(obj, _Tensor):
            return _finish(obj, obj, dtype, device, copy)
        if not isinstance(obj, _SCALARS) and hasattr(obj, "__dlpack__"):
            np = sys.modules.get("numpy")
            readonly = np is not None and isinstance(obj, np.ndarray) and not obj.flags.writeable
            if not readonly:
                try:
                    # negative strides abort Paddle: such memory is copied first
                    shared = paddle.from_dlpack(
                        safe_producer(
                            obj, copy, target="Paddle", why="x[::-1] of NumPy aborts Paddle"
                        )
                    )
                except (BufferError, RuntimeError, TypeError, ValueError):
                    shared = None
                if shared is not None:
                    return _finish(shared, None, dtype, device, copy)
            if copy is False:
                raise ValueError("asarray(copy=False): cannot share this object's memory.")
        elif copy is False:
            raise ValueError(
                f"asarray(copy=False): a {type(obj).__name__} has no memory to share; pass "
                "copy=None to allow a copy."
            )
        place = None if device is None else to_place(device)
        if dtype is None:
            kind = _python_kind(obj)
            if kind is builtins.bool:
                dtype = paddle.bool
            elif kind is int:
                dtype = paddle.int64
            elif kind is float:
                dtype = default_float()
            elif kind is complex:
                dtype = COMPLEX_OF[default_float()]
        if dtype is not None:
            _check_ints(obj, dtype)
        if isinstance(obj, memoryview | bytes | bytearray):
            import numpy

            obj = numpy.asarray(obj)
        import numpy  # Paddle converts Python data through NumPy

        # a float beyond float32 becomes inf, as the standard's cast does, without NumPy's
        # RuntimeWarning
        with numpy.errstate(over="ignore", invalid="ignore"):
            if dtype is None:
                if isinstance(obj, numpy.ndarray | numpy.generic) and obj.dtype.name in _UNSIGNED:
                    return _unsigned_tensor(obj, _UNSIGNED[obj.dtype.name], place)
                return paddle.to_tensor(obj, place=place)
            if dtype in _SIGNED_TWIN:
                return _unsigned_tensor(obj, dtype, place)
            return paddle.to_tensor(obj, dtype=dtype, place=place)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: Paddle's tensor constructor refuses host data of uint32 and uint64 (it has the dtypes, and
#: casts to them): such data goes in as the signed integer of the same width, and its bits are
#: viewed as the unsigned dtype.
_SIGNED_TWIN = {uint32: "int32", uint64: "int64"}
_UNSIGNED = {"uint32": uint32, "uint64": uint64}


def _unsigned_tensor(obj: Any, dtype: Any, place: Any) -> Any:
    import numpy

    host = numpy.asarray(obj, dtype="uint32" if dtype == uint32 else "uint64")
    signed = paddle.to_tensor(host.view(_SIGNED_TWIN[dtype]), place=place)
    return signed.view(dtype)


def _shared_then_placed(x: Any, device: Any, copy: builtins.bool | None) -> Any:
    """``paddle.from_dlpack(x)`` with the standard's ``device=`` and ``copy=`` applied to the
    shared tensor, by Paddle rather than by the producer."""
    out = paddle.from_dlpack(x)
    if device is not None and _array_device(out) != to_place(device):
        if copy is False:
            raise cannot_share(x, "Paddle", f"it is not on {device}")
        return _array_to_device(out, device)
    return out.clone() if copy else out


def from_dlpack(x: Any, /, *, device: Any = None, copy: builtins.bool | None = None) -> Any:
    """A tensor sharing ``x``'s memory through DLPack (``copy=True``: a copy)."""
    try:
        if isinstance(x, paddle.Tensor):
            if device is None:
                return paddle.from_dlpack(x) if copy is None else paddle.from_dlpack(x, copy=copy)
            return paddle.from_dlpack(x, device=to_place(device), copy=copy)
        # Paddle aborts the process on memory with negative strides, and shares read-only
        # NumPy memory as a writable tensor: both are copied
        x = safe_producer(x, copy, target="Paddle", why="x[::-1] of NumPy aborts Paddle")
        if device is None and copy is None:
            return paddle.from_dlpack(x)
        # Paddle passes device= and copy= on to the producer's __dlpack__ as dl_device= and
        # copy=, which a producer of DLPack before 1.0 refuses (NumPy < 2.1's takes only
        # stream=): Paddle places the shared tensor itself, as the standard allows
        return _shared_then_placed(x, device, copy)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if not takes_keyword(paddle.from_dlpack, "copy"):
    # Paddle 3.0's from_dlpack takes no device= or copy=: it always shares

    def from_dlpack(x: Any, /, *, device: Any = None, copy: builtins.bool | None = None) -> Any:
        """A tensor sharing ``x``'s memory through DLPack (``copy=True``: a copy)."""
        try:
            if not isinstance(x, paddle.Tensor):
                x = safe_producer(x, copy, target="Paddle", why="x[::-1] of NumPy aborts Paddle")
            return _shared_then_placed(x, device, copy)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: Any = None,
    device: Any = None,
) -> Any:
    try:
        if stop is None:
            start, stop = 0, start
        if step == 0:
            raise ValueError("arange(): step must not be 0.")
        if dtype is None:
            is_int = all(type(v) is int for v in (start, stop, step))
            dtype = paddle.int64 if is_int else default_float()
        length = builtins.max(0, math.ceil((stop - start) / step))
        if dtype in _INTEGRAL and length:
            info = _IINFO[dtype]
            last = start + (length - 1) * step
            if not (info.min <= start <= info.max and info.min <= last <= info.max):
                raise ValueError(
                    f"arange({start}, {stop}, {step}) has values outside the range of {dtype}."
                )
        if length == 0:
            return empty((0,), dtype=dtype, device=device)
        # Paddle's own length is computed in floating point and may be one off: index
        out = paddle.arange(length, dtype=paddle.float64 if dtype not in _INTEGRAL else dtype)
        out = out * step + start
        out = out.astype(dtype)
        return out if device is None else _array_to_device(out, device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if CREATION_DEVICE:
    _paddle_eye = paddle.eye
    _paddle_full = paddle.full
else:  # Paddle 3.0: no device= (see empty, ones, zeros)

    def _paddle_eye(n_rows: int, n_cols: int, *, dtype: Any, device: Any) -> Any:
        return create_on(paddle.eye(n_rows, n_cols, dtype=dtype), device)

    def _paddle_full(shape: Any, fill_value: Any, *, dtype: Any, device: Any) -> Any:
        return create_on(paddle.full(shape, fill_value, dtype=dtype), device)


#: the dtypes paddle.eye has kernels for; the others (bool, int8, uint8, ...) by comparison
_EYE_KERNELS = frozenset(
    (
        paddle.int32,
        paddle.int64,
        paddle.float32,
        paddle.float64,
        paddle.complex64,
        paddle.complex128,
    )
)


def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: Any = None,
    device: Any = None,
) -> Any:
    try:
        if n_cols is None:
            n_cols = n_rows
        if dtype is None:
            dtype = default_float()
        if k == 0 and dtype in _EYE_KERNELS:
            return _paddle_eye(n_rows, n_cols, dtype=dtype, device=device)
        if not -n_rows < k < n_cols:
            return zeros((n_rows, n_cols), dtype=dtype, device=device)
        rows = paddle.arange(n_rows).reshape([n_rows, 1])
        cols = paddle.arange(n_cols).reshape([1, n_cols])
        out = (cols - rows == k).astype(dtype)
        return out if device is None else _array_to_device(out, device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def full(
    shape: int | tuple[int, ...],
    fill_value: builtins.bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> Any:
    try:
        if dtype is None:
            if isinstance(fill_value, builtins.bool):
                dtype = paddle.bool
            elif isinstance(fill_value, int):
                dtype = paddle.int64
            elif isinstance(fill_value, float):
                dtype = default_float()
            elif isinstance(fill_value, complex):
                dtype = COMPLEX_OF[default_float()]
        if isinstance(shape, int):
            shape = (shape,)
        if dtype in _COMPLEX_FLOATING:
            real = paddle.full(shape, complex(fill_value).real, dtype=REAL_OF[dtype])
            imag = paddle.full(shape, complex(fill_value).imag, dtype=REAL_OF[dtype])
            out = paddle.complex(real, imag)
            return out if device is None else _array_to_device(out, device)
        return _paddle_full(shape, fill_value, dtype=dtype, device=device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: Any = None,
    device: Any = None,
    endpoint: builtins.bool = True,
) -> Any:
    try:
        is_complex = isinstance(start, complex) or isinstance(stop, complex)
        if dtype is None:
            dtype = COMPLEX_OF[default_float()] if is_complex else default_float()
        if dtype in _COMPLEX_FLOATING:
            start, stop = complex(start), complex(stop)
            real_dtype = REAL_OF[dtype]
            re = linspace(start.real, stop.real, num, dtype=real_dtype, endpoint=endpoint)
            im = linspace(start.imag, stop.imag, num, dtype=real_dtype, endpoint=endpoint)
            out = paddle.complex(re, im)
            return out if device is None else _array_to_device(out, device)
        if not endpoint:
            if num == 0:
                return empty((0,), dtype=dtype, device=device)
            out = paddle.linspace(start, stop, num + 1, dtype=paddle.float64)[:-1]
        else:
            out = paddle.linspace(start, stop, num, dtype=paddle.float64)
        out = out.astype(dtype)
        return out if device is None else _array_to_device(out, device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def meshgrid(*arrays: Any, indexing: str = "xy") -> tuple[Any, ...]:
    try:
        if indexing not in ("xy", "ij"):
            raise ValueError(f"meshgrid(): indexing must be 'xy' or 'ij', not {indexing!r}.")
        if not arrays:
            return ()
        return tuple(paddle.meshgrid(*arrays, indexing=indexing))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tril(x: Any, /, *, k: int = 0) -> Any:
    try:
        return paddle.tril(x, k)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def triu(x: Any, /, *, k: int = 0) -> Any:
    try:
        return paddle.triu(x, k)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
