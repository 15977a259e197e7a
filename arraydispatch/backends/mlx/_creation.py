"""Creation functions. All wrapped: MLX's take no ``device=`` (they take ``stream=``), and
every ``dtype=`` refuses the float64/complex128 placeholders (docs/mlx.md). Beyond that:

- ``asarray``: MLX's ``mlx.core.array`` raises ``RuntimeError: std::bad_cast`` for a Python
  int beyond int64 (the standard: OverflowError) and makes float64 host data float32
  silently, which is kept (the namespace has no float64); ``copy=False`` is refused for
  anything but an mlx.core.array (MLX copies host memory in); ``copy=True`` copies.
- ``from_dlpack``: an object without ``__dlpack__`` is a TypeError naming the fix; memory
  with negative strides, which MLX refuses, is copied first (``_common/_dlpack.py``); MLX
  copies every import of CPU memory, so ``copy=False`` is the standard's CopyNeededError
  (a BufferError and a ValueError).
- ``arange``: the standard's length (``ceil((stop - start) / step)``), and a ValueError
  for ``step=0``.
- ``eye``, ``full``, ``linspace``, ``meshgrid``, ``tril``, ``triu``: ``device=``,
  ``endpoint=``, the standard's ``indexing`` default and errors.
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import mlx.core as mx

from arraydispatch._common._dlpack import cannot_share, first_line, host_copy, safe_producer
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._host_data import SCALARS as _SCALARS
from arraydispatch._common._host_data import check_ints as _check_host_ints
from arraydispatch._common._host_data import python_kind as _python_kind
from arraydispatch.backends.mlx._data_types import (
    _COMPLEX_FLOATING,
    _INTEGRAL,
    native_dtype,
)
from arraydispatch.backends.mlx._info import check_device

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip

_Array = mx.array

if hasattr(mx, "from_dlpack"):
    _import_dlpack = mx.from_dlpack
else:  # MLX before 0.32 has no from_dlpack: a copy through host memory (MLX's own copies too)

    def _import_dlpack(x: Any, /, *, copy: builtins.bool | None) -> Any:  # type: ignore[misc]
        if copy is False:
            raise ValueError("Cannot import a CPU array without a copy")  # MLX's own words
        if not hasattr(x, "__dlpack__"):  # a legacy capsule: nothing here reads one
            raise TypeError(
                "from_dlpack(): MLX before 0.32 cannot read a bare DLPack capsule; pass the array "
                "that made it (an object with __dlpack__)."
            )
        return mx.array(host_copy(x))


def _dtype(dtype: Any, function: str) -> Any:
    return None if dtype is None else native_dtype(dtype, function)


def _shape(shape: Any) -> Any:
    return (shape,) if isinstance(shape, int) else tuple(shape)


def _check_ints(obj: Any, dtype: Any) -> None:
    """OverflowError for a Python int that ``dtype`` (int64 by default) cannot hold."""
    if dtype is not None and dtype not in _INTEGRAL:
        return
    info = mx.iinfo(dtype if dtype is not None else mx.int64)
    _check_host_ints(obj, info.min, info.max, str(dtype or "int64"))


# ---------------------------------------------------------------------------- creation


def asarray(
    obj: Any,
    /,
    *,
    dtype: Any = None,
    device: Any = None,
    copy: builtins.bool | None = None,
) -> Any:
    try:
        dtype = _dtype(dtype, "asarray")
        if device is not None:
            check_device(device)
        if isinstance(obj, _Array):
            if dtype is not None and obj.dtype != dtype:
                if copy is False:
                    raise ValueError(
                        f"asarray(copy=False): the array is {obj.dtype}, not {dtype}; a cast "
                        "copies."
                    )
                return obj.astype(dtype)
            return mx.array(obj) if copy else obj
        if copy is False:
            raise ValueError(
                f"asarray(copy=False): MLX cannot share the memory of a "
                f"{type(obj).__name__}; pass copy=None to allow a copy."
            )
        if isinstance(obj, memoryview | bytes | bytearray) or (
            not isinstance(obj, (*_SCALARS, list, tuple)) and hasattr(obj, "__array__")
        ):
            import numpy

            obj = numpy.asarray(obj)
            if dtype is None and obj.dtype == numpy.float64:
                dtype = mx.float32
            elif dtype is None and obj.dtype == numpy.complex128:
                dtype = mx.complex64
            return mx.array(obj, dtype=dtype)
        kind = _python_kind(obj)
        if kind is int or kind is builtins.bool:
            _check_ints(obj, dtype)
        if dtype is None and kind is int:
            # the standard: the default integer dtype (int32), unless a value needs int64
            try:
                _check_ints(obj, mx.int32)
            except OverflowError:
                dtype = mx.int64
        if dtype is not None and dtype in _INTEGRAL and kind is float:
            return mx.array(obj, dtype=mx.float32).astype(dtype)
        if dtype is not None and dtype == mx.uint64 and kind is int:
            import numpy  # MLX's own conversion of an int beyond int64 is std::bad_cast

            return mx.array(numpy.asarray(obj, dtype=numpy.uint64))
        return mx.array(obj, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def from_dlpack(x: Any, /, *, device: Any = None, copy: builtins.bool | None = None) -> Any:
    """An array from a DLPack producer (``copy=True``: a copy)."""
    try:
        if device is not None:
            check_device(device)
        # MLX refuses memory with negative strides ("Cannot convert DLPack arrays with
        # negative strides"): such memory is copied first (MLX copies CPU memory anyway)
        x = safe_producer(x, copy, target="MLX", why="MLX refuses them")
        try:
            return _import_dlpack(x, copy=copy)
        except ValueError as error:
            if copy is False:  # "Cannot import a CPU array without a copy"
                raise cannot_share(x, "MLX", first_line(error)) from error
            raise
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
        dtype = _dtype(dtype, "arange")
        if device is not None:
            check_device(device)
        if stop is None:
            start, stop = 0, start
        if step == 0:
            raise ValueError("arange(): step must not be 0.")
        if dtype is None:
            is_int = all(type(v) is int for v in (start, stop, step))
            dtype = mx.int32 if is_int else mx.float32
        length = builtins.max(0, math.ceil((stop - start) / step))
        if length == 0:
            return mx.zeros((0,), dtype=dtype)
        if dtype in _INTEGRAL:
            info = mx.iinfo(dtype)
            last = start + (length - 1) * step
            if not (info.min <= start <= info.max and info.min <= last <= info.max):
                raise ValueError(
                    f"arange({start}, {stop}, {step}) has values outside the range of {dtype}."
                )
            if builtins.all(type(v) is int for v in (start, step)):
                return mx.arange(start, start + length * step, step, dtype=mx.int64).astype(dtype)
        out = mx.arange(length, dtype=mx.float32) * step + start
        return out.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def empty(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Any:
    try:
        dtype = _dtype(dtype, "empty")
        if device is not None:
            check_device(device)
        return mx.zeros(_shape(shape), dtype=mx.float32 if dtype is None else dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def empty_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    try:
        dtype = _dtype(dtype, "empty_like")
        if device is not None:
            check_device(device)
        return mx.zeros(x.shape, dtype=x.dtype if dtype is None else dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


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
        dtype = _dtype(dtype, "eye")
        if device is not None:
            check_device(device)
        if n_cols is None:
            n_cols = n_rows
        if n_rows == 0 or n_cols == 0 or not -n_rows < k < n_cols:
            return mx.zeros((n_rows, n_cols), dtype=mx.float32 if dtype is None else dtype)
        return mx.eye(n_rows, n_cols, k=k, dtype=mx.float32 if dtype is None else dtype)
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
        dtype = _dtype(dtype, "full")
        if device is not None:
            check_device(device)
        if dtype is None:
            if isinstance(fill_value, builtins.bool):
                dtype = mx.bool_
            elif isinstance(fill_value, int):
                dtype = mx.int32 if -(2**31) <= fill_value < 2**31 else mx.int64
            elif isinstance(fill_value, float):
                dtype = mx.float32
            elif isinstance(fill_value, complex):
                dtype = mx.complex64
        if dtype in _INTEGRAL and type(fill_value) is int:
            info = mx.iinfo(dtype)
            if not info.min <= fill_value <= info.max:
                raise OverflowError(f"full(): {fill_value} does not fit in {dtype}.")
        return mx.full(_shape(shape), mx.array(fill_value, dtype=dtype), dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def full_like(
    x: Any,
    /,
    fill_value: builtins.bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> Any:
    try:
        dtype = _dtype(dtype, "full_like")
        return full(x.shape, fill_value, dtype=x.dtype if dtype is None else dtype, device=device)
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
        dtype = _dtype(dtype, "linspace")
        if device is not None:
            check_device(device)
        is_complex = isinstance(start, complex) or isinstance(stop, complex)
        if dtype is None:
            dtype = mx.complex64 if is_complex else mx.float32
        if num == 0:
            return mx.zeros((0,), dtype=dtype)
        import numpy  # NumPy's linspace, in float64, then rounded once to dtype

        host = numpy.linspace(start, stop, num, endpoint=endpoint)
        if dtype in _COMPLEX_FLOATING:
            return mx.array(host.astype(numpy.complex64))
        return mx.array(host.astype(numpy.float32)).astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def meshgrid(*arrays: Any, indexing: str = "xy") -> tuple[Any, ...]:
    try:
        if indexing not in ("xy", "ij"):
            raise ValueError(f"meshgrid(): indexing must be 'xy' or 'ij', not {indexing!r}.")
        if not arrays:
            return ()
        return tuple(mx.meshgrid(*arrays, indexing=indexing))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ones(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Any:
    try:
        dtype = _dtype(dtype, "ones")
        if device is not None:
            check_device(device)
        return mx.ones(_shape(shape), dtype=mx.float32 if dtype is None else dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ones_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    try:
        dtype = _dtype(dtype, "ones_like")
        if device is not None:
            check_device(device)
        return mx.ones(x.shape, dtype=x.dtype if dtype is None else dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tril(x: Any, /, *, k: int = 0) -> Any:
    try:
        if x.ndim < 2:
            raise ValueError(f"tril(): x must have at least 2 dimensions, not {x.ndim}.")
        rows, cols = x.shape[-2:]
        mask = mx.tri(rows, cols, k=k, dtype=mx.bool_)
        return mx.where(mask, x, mx.zeros((), dtype=x.dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def triu(x: Any, /, *, k: int = 0) -> Any:
    try:
        if x.ndim < 2:
            raise ValueError(f"triu(): x must have at least 2 dimensions, not {x.ndim}.")
        rows, cols = x.shape[-2:]
        mask = mx.tri(rows, cols, k=k - 1, dtype=mx.bool_)
        return mx.where(mask, mx.zeros((), dtype=x.dtype), x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def zeros(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Any:
    try:
        dtype = _dtype(dtype, "zeros")
        if device is not None:
            check_device(device)
        return mx.zeros(_shape(shape), dtype=mx.float32 if dtype is None else dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def zeros_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    try:
        dtype = _dtype(dtype, "zeros_like")
        if device is not None:
            check_device(device)
        return mx.zeros(x.shape, dtype=x.dtype if dtype is None else dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
