# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Creation functions for dask arrays.

Every function builds a graph; none computes. Arrays made from host data (``asarray`` of
a NumPy array, ``from_dlpack``) wrap that data without copying it unless ``copy=True``,
and get dask's ``"auto"`` chunks.

Deviations from dask: ``arange``/``eye``/``linspace`` (keyword layout, ``eye``'s dropped
blocks, complex ``linspace`` ending exactly on ``stop``); ``asarray``/``from_dlpack``
(``copy``; host memory is wrapped, not copied and hashed as ``dask.array.from_array``
does; ``from_dlpack`` is missing from dask); ``full`` (dtype of the fill value);
``zeros``/``ones``/``empty``/``full`` (empty shapes that make dask's ``"auto"`` chunking
divide by zero); ``tril``/``triu`` (stacks of matrices); ``meshgrid`` (a tuple); every
``device=`` is checked.
"""

from __future__ import annotations

import itertools
import uuid
from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import dask.array as da
import numpy as np
from dask.array.core import normalize_chunks, slices_from_chunks

from arraydispatch._common._dlpack import host_from_dlpack
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release
from arraydispatch.backends.dask._info import check_device

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip


if TYPE_CHECKING or release(np.__version__) >= (2,):

    def _host(obj: Any, dtype: Any, copy: py_bool | None) -> Any:
        return np.asarray(obj, dtype=dtype, copy=copy)

else:
    # NumPy 1.x: asarray has no copy=; copy=False must refuse what needs a copy
    def _host(obj: Any, dtype: Any, copy: py_bool | None) -> Any:
        if copy:
            return np.array(obj, dtype=dtype, copy=True)
        out = np.asarray(obj, dtype=dtype)
        if copy is False and not (
            isinstance(obj, np.ndarray) and (out is obj or np.may_share_memory(out, obj))
        ):
            raise ValueError(
                "asarray(copy=False): this input cannot become a NumPy array without a copy; "
                "pass copy=None."
            )
        return out


def _auto_chunks(shape: int | tuple[int, ...], dtype: Any) -> Any:
    """dask's ``"auto"`` chunks; one chunk for an empty array (dask 2026.8's
    ``normalize_chunks("auto", (1, 1, 1, 0, 1, 1, 17))`` divides by zero)."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if 0 in shape:
        return tuple((side,) for side in shape)
    return normalize_chunks("auto", shape, dtype=np.dtype(dtype))


def _wrap(array: np.ndarray[Any, Any], /) -> da.Array:
    """A dask array over ``array``'s memory, without the copy ``da.from_array`` makes.

    The graph is the one ``da.from_array`` builds for a NumPy array after its copy: each
    chunk (dask's ``"auto"`` chunks) is a view of ``array``, nothing is hashed, and a
    write to ``array`` before the graph runs shows in the result, as with a NumPy view.
    """
    chunks = _auto_chunks(array.shape, array.dtype)
    name = f"array-{uuid.uuid4().hex}"
    blocks = itertools.product(*(range(len(c)) for c in chunks))
    graph = {
        (name, *block): array[index if array.ndim else ...]  # 0-D: a view, not a scalar
        for block, index in zip(blocks, slices_from_chunks(chunks), strict=True)
    }
    meta = np.empty((0,) * array.ndim, dtype=array.dtype)
    return da.Array(graph, name, chunks, meta=meta)


# ---------------------------------------------------------------------------- creation


def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: Any = None,
    device: Any = None,
) -> da.Array:
    try:
        check_device(device)
        if stop is None:
            start, stop = 0, start
        return da.arange(start, stop, step, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def asarray(
    obj: Any,
    /,
    *,
    dtype: Any = None,
    device: Any = None,
    copy: py_bool | None = None,
) -> da.Array:
    """A dask array of ``obj``; host data is wrapped without a copy unless ``copy=True``.

    A (nested) list holding dask arrays is stacked lazily rather than computed.
    """
    try:
        check_device(device)
        if isinstance(obj, da.Array):
            if dtype is not None and obj.dtype != dtype:
                if copy is False:
                    raise ValueError(
                        f"asarray(copy=False) cannot change dtype {obj.dtype} to {np.dtype(dtype)} "
                        f"without a copy; pass copy=None."
                    )
                return obj.astype(dtype)
            return obj.copy() if copy else obj
        if isinstance(obj, list | tuple) and _holds_dask(obj):
            if copy is False:
                raise ValueError("asarray(copy=False) cannot stack a sequence without a copy.")
            out = da.stack([asarray(o) for o in obj])
            return out if dtype is None else out.astype(dtype)
        return _wrap(_host(obj, dtype, copy))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _holds_dask(obj: list[Any] | tuple[Any, ...]) -> py_bool:
    return any(
        isinstance(o, da.Array) or (isinstance(o, list | tuple) and _holds_dask(o)) for o in obj
    )


def empty(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> da.Array:
    try:
        check_device(device)
        dtype = np.float64 if dtype is None else dtype
        return da.empty(shape, dtype=dtype, chunks=_auto_chunks(shape, dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def empty_like(x: da.Array, /, *, dtype: Any = None, device: Any = None) -> da.Array:
    try:
        check_device(device)
        return da.empty_like(x, dtype=dtype)
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
) -> da.Array:
    """``dask.array.eye`` drops blocks for some ``k``/``n_cols`` (its graph then misses a
    key at compute time), so the identity is built from two aranges instead."""
    try:
        check_device(device)
        n_cols = n_rows if n_cols is None else n_cols
        rows = da.arange(n_rows)[:, None]
        cols = da.arange(n_cols)[None, :]
        return (cols - rows == k).astype(np.float64 if dtype is None else dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def from_dlpack(x: Any, /, *, device: Any = None, copy: py_bool | None = None) -> da.Array:
    """A dask array over any DLPack producer (NumPy, torch, JAX, TensorFlow, ...).

    The producer's memory is shared (``numpy.from_dlpack`` then a wrap, no copy) when it is
    on the CPU and ``copy`` is not True; a dask array is returned as is. ``device="cpu"``
    copies a producer on another device through host memory (``device=None`` keeps the
    producer's device, which must then be the host's: BufferError otherwise).
    """
    try:
        check_device(device)
        if isinstance(x, da.Array):
            return x.copy() if copy else x
        return _wrap(host_from_dlpack(x, target="Dask", device=device, copy=copy))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def full(
    shape: int | tuple[int, ...],
    fill_value: py_bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> da.Array:
    try:
        check_device(device)
        if dtype is None:
            dtype = np.asarray(fill_value).dtype
        return da.full(shape, fill_value, dtype=dtype, chunks=_auto_chunks(shape, dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def full_like(
    x: da.Array,
    /,
    fill_value: py_bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> da.Array:
    try:
        check_device(device)
        return da.full_like(x, fill_value, dtype=x.dtype if dtype is None else dtype)
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
    endpoint: py_bool = True,
) -> da.Array:
    """``dask.array.linspace`` is real-only and may miss ``stop``: complex ends are built
    from two real ones, and the last element is ``stop`` exactly when ``endpoint``."""
    try:
        check_device(device)
        if dtype is None:
            dtype = (
                np.complex128
                if isinstance(start, complex) or isinstance(stop, complex)
                else (np.float64)
            )
        dtype = np.dtype(dtype)
        if dtype.kind == "c":
            start, stop = complex(start), complex(stop)
            real_dtype = np.float32 if dtype == np.complex64 else np.float64
            re = da.linspace(start.real, stop.real, num, endpoint=endpoint, dtype=real_dtype)
            im = da.linspace(start.imag, stop.imag, num, endpoint=endpoint, dtype=real_dtype)
            return (re + 1j * im).astype(dtype)
        out = da.linspace(start, stop, num, endpoint=endpoint, dtype=dtype)
        if endpoint and num > 1:
            # dask computes start + i * step, which can miss ``stop``; the standard (and
            # NumPy) end exactly on it
            out = da.where(da.arange(num, chunks=out.chunks) == num - 1, stop, out).astype(dtype)
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def meshgrid(*arrays: da.Array, indexing: str = "xy") -> tuple[da.Array, ...]:
    try:
        if indexing not in ("xy", "ij"):
            raise ValueError(f"indexing={indexing!r}: use 'xy' or 'ij'.")
        return tuple(da.meshgrid(*arrays, indexing=indexing))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ones(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> da.Array:
    try:
        check_device(device)
        dtype = np.float64 if dtype is None else dtype
        return da.ones(shape, dtype=dtype, chunks=_auto_chunks(shape, dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ones_like(x: da.Array, /, *, dtype: Any = None, device: Any = None) -> da.Array:
    try:
        check_device(device)
        return da.ones_like(x, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _triangle(x: da.Array, k: int, upper: py_bool) -> da.Array:
    if x.ndim < 2:
        raise ValueError(f"tril/triu need an array of at least 2 dimensions, not {x.ndim}.")
    rows = da.arange(x.shape[-2], chunks=x.chunks[-2])[:, None]
    cols = da.arange(x.shape[-1], chunks=x.chunks[-1])[None, :]
    keep = cols - rows >= k if upper else cols - rows <= k
    return da.where(keep, x, da.zeros((), dtype=x.dtype))


def tril(x: da.Array, /, *, k: int = 0) -> da.Array:
    """Lower triangle of the last two axes (``dask.array.tril`` takes 2-D arrays only)."""
    try:
        return _triangle(x, k, upper=False)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def triu(x: da.Array, /, *, k: int = 0) -> da.Array:
    """Upper triangle of the last two axes (``dask.array.triu`` takes 2-D arrays only)."""
    try:
        return _triangle(x, k, upper=True)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def zeros(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> da.Array:
    try:
        check_device(device)
        dtype = np.float64 if dtype is None else dtype
        return da.zeros(shape, dtype=dtype, chunks=_auto_chunks(shape, dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def zeros_like(x: da.Array, /, *, dtype: Any = None, device: Any = None) -> da.Array:
    try:
        check_device(device)
        return da.zeros_like(x, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
