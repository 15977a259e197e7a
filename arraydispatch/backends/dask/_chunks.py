# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Rechunking helpers: make dask's chunk-restricted algorithms work on any chunking.

Several dask algorithms need an axis in one chunk (``fft`` along an axis, sorting) or a
matrix chunked along one dimension only (``linalg.qr``/``svd``). The namespace functions
call these helpers instead of raising dask's error: the affected axes become one chunk,
the others are rechunked ``"auto"`` to keep chunks at dask's configured size. All of it is
graph construction: nothing is computed here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import dask.array as da


def normalize_axis(axis: int, ndim: int, /) -> int:
    """``axis`` as a non-negative index, with numpy's AxisError when out of range."""
    if not -ndim <= axis < ndim:
        import numpy as np

        raise np.exceptions.AxisError(axis, ndim)
    return axis % ndim


def single_chunk(x: da.Array, axes: Iterable[int], /) -> da.Array:
    """``x`` with each of ``axes`` held in one chunk (``x`` itself when already so)."""
    axes = {normalize_axis(a, x.ndim) for a in axes}
    if all(x.numblocks[a] <= 1 for a in axes):
        return x
    if 0 in x.shape:  # nothing to split ("auto" chunking of empty arrays can divide by zero)
        return x.rechunk(-1)
    return x.rechunk({i: -1 if i in axes else "auto" for i in range(x.ndim)})


def apply_core(
    func: Callable[..., Any],
    signature: str,
    /,
    *arrays: da.Array,
    output_dtypes: Any,
    **kwargs: Any,
) -> Any:
    """``func`` (a batched NumPy-style function) over the core dims of ``signature``.

    Each input's core dims are rechunked to one chunk here (``apply_gufunc``'s own
    ``allow_rechunk`` builds a misaligned graph for uneven chunks, dask 2026.8); batch
    dims keep their chunks, so a stack of matrices is still processed in parallel.
    """
    core_ndims = [group.count(",") + 1 if group.strip() else 0 for group in _inputs(signature)]
    arrays = tuple(
        single_chunk(a, range(a.ndim - n, a.ndim)) if n else a
        for a, n in zip(arrays, core_ndims, strict=True)
    )
    if len(arrays) > 1:
        arrays = _broadcast_loop_dims(arrays, core_ndims)
        arrays = _align_loop_chunks(arrays, core_ndims)
    return da.apply_gufunc(func, signature, *arrays, output_dtypes=output_dtypes, **kwargs)


def _broadcast_loop_dims(
    arrays: tuple[da.Array, ...], core_ndims: list[int]
) -> tuple[da.Array, ...]:
    """Broadcast the loop (batch) dims of all inputs to one shape (``apply_gufunc``
    rejects size-1 loop dims against longer ones)."""
    loops = [tuple(a.shape[: a.ndim - n]) for a, n in zip(arrays, core_ndims, strict=True)]
    import numpy as np

    shape = np.broadcast_shapes(*loops)
    return tuple(
        a if loop == shape else da.broadcast_to(a, shape + tuple(a.shape[len(loop) :]))
        for a, loop in zip(arrays, loops, strict=True)
    )


def _align_loop_chunks(arrays: tuple[da.Array, ...], core_ndims: list[int]) -> tuple[da.Array, ...]:
    """Give the (right-aligned, broadcast) loop dims of all inputs the same chunks."""
    target: dict[int, tuple[int, ...]] = {}  # loop dim, counted from the right -> chunks
    for a, n in zip(arrays, core_ndims, strict=True):
        loop = a.ndim - n
        for j in range(loop):
            if a.shape[j] != 1:
                target.setdefault(loop - j, a.chunks[j])
    aligned = []
    for a, n in zip(arrays, core_ndims, strict=True):
        loop = a.ndim - n
        change = {
            j: target[loop - j]
            for j in range(loop)
            if a.shape[j] != 1 and a.chunks[j] != target[loop - j]
        }
        aligned.append(a.rechunk(change) if change else a)
    return tuple(aligned)


def _inputs(signature: str) -> list[str]:
    """The core-dimension groups of a gufunc signature's inputs: "(m,n),()" -> ["m,n", ""]."""
    inputs = signature.partition("->")[0]
    return [group.strip("(") for group in inputs.strip(")").split("),")]
