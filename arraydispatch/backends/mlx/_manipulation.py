"""Manipulation functions. Aliased: ``broadcast_to``.

Wrapped, each for one reason:

- ``broadcast_shapes``: no shapes give ``()`` (MLX refuses them); ``broadcast_arrays`` and
  ``unstack`` give tuples;
- ``concat``/``stack``: mixed dtypes are promoted by the standard's rules first, and
  ``concat(axis=None)`` flattens;
- ``expand_dims``, ``flip``, ``moveaxis`` (tuples of axes), ``permute_dims``, ``roll``,
  ``squeeze``: axes out of range are an IndexError/ValueError of the standard's kind (MLX
  raises ValueError for some);
  ``squeeze`` of an axis that is not 1 is a ValueError;
- ``reshape``: ``copy=``; ``repeat``: array ``repeats`` (MLX takes an int only, the
  array form is computed with ``take``); ``tile``: a ``repetitions`` shorter than ``x.ndim``.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from arraydispatch._common._axes import normalize_axes, normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release
from arraydispatch.backends.mlx._data_types import _INTEGRAL, result_type, works

__all__ = [
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile",
    "unstack",
]  # fmt: skip

broadcast_to = mx.broadcast_to

# MLX before 0.32 has no flip and no unstack: reversed slices and integer indices there
if hasattr(mx, "flip"):
    _reverse = mx.flip
else:

    def _reverse(x: Any, /, axis: int | list[int]) -> Any:  # type: ignore[misc]
        """``x`` reversed along ``axis`` (normalized axes), as ``mlx.core.flip`` does."""
        index = [slice(None)] * x.ndim
        for a in [axis] if isinstance(axis, int) else axis:
            index[a] = slice(None, None, -1)
        return x[tuple(index)]


# MLX's repeat of 0 times before 0.32 flattens (repeat(zeros((2, 3)), 0, axis=1) is (0,))
if works(lambda: mx.repeat(mx.zeros((2, 3)), 0, axis=1).shape == (2, 0)):
    _mlx_repeat = mx.repeat
else:

    def _mlx_repeat(x: Any, repeats: int, /, *, axis: int) -> Any:  # type: ignore[misc]
        if repeats:
            return mx.repeat(x, repeats, axis=axis)
        shape = list(x.shape)
        shape[axis] = 0
        return mx.zeros(shape, dtype=x.dtype)


#: MLX before 0.31 refuses a non-empty take from any zero-size array ("Cannot do a
#: non-empty take from an array with zero elements"), an axis of nonzero length too
_TAKE_OF_EMPTY_REFUSED = release(getattr(mx, "__version__", None)) < (0, 31)

if hasattr(mx, "unstack"):
    _unstack = mx.unstack
else:

    def _unstack(x: Any, /, *, axis: int) -> tuple[Any, ...]:  # type: ignore[misc]
        before = (slice(None),) * axis
        return tuple(x[(*before, i)] for i in range(x.shape[axis]))


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    try:
        return tuple(mx.broadcast_arrays(*arrays))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        return tuple(mx.broadcast_shapes(*shapes)) if shapes else ()  # type: ignore[arg-type]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _promoted(arrays: Any) -> list[Any]:
    out: list[Any] = list(arrays)
    if len({str(a.dtype) for a in out}) > 1:
        dtype = result_type(*out)
        out = [a if a.dtype == dtype else a.astype(dtype) for a in out]
    return out


def concat(arrays: tuple[Any, ...] | list[Any], /, *, axis: int | None = 0) -> Any:
    try:
        arrays = _promoted(arrays)
        if axis is None:
            return mx.concatenate([mx.reshape(a, (-1,)) for a in arrays], axis=0)
        axis = normalize_axis(axis, arrays[0].ndim)
        return mx.concatenate(arrays, axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expand_dims(x: Any, /, axis: int | tuple[int, ...] = 0) -> Any:
    try:
        axes = (axis,) if isinstance(axis, int) else tuple(axis)
        ndim = x.ndim + len(axes)
        normalized = [normalize_axis(a, ndim) for a in axes]
        if len(set(normalized)) != len(normalized):
            raise ValueError(f"expand_dims(): axis {axis} repeats an axis.")
        return mx.expand_dims(x, normalized)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> Any:
    try:
        axes = normalize_axes(axis, x.ndim)
        if not axes:
            return mx.array(x)
        return _reverse(x, axis=list(axes))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def moveaxis(x: Any, source: int | tuple[int, ...], destination: int | tuple[int, ...], /) -> Any:
    try:
        sources = [source] if isinstance(source, int) else list(source)
        destinations = [destination] if isinstance(destination, int) else list(destination)
        if len(sources) != len(destinations):
            raise ValueError(
                f"moveaxis(): {len(sources)} source axes for {len(destinations)} destinations."
            )
        sources = [normalize_axis(a, x.ndim, name="source") for a in sources]
        destinations = [normalize_axis(a, x.ndim, name="destination") for a in destinations]
        if len(set(sources)) != len(sources) or len(set(destinations)) != len(destinations):
            raise ValueError("moveaxis(): repeated axes.")
        order = [a for a in range(x.ndim) if a not in sources]
        for destination_axis, source_axis in sorted(zip(destinations, sources, strict=True)):
            order.insert(destination_axis, source_axis)
        return mx.transpose(x, order)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    try:
        if sorted(normalize_axis(a, x.ndim) for a in axes) != list(range(x.ndim)):
            raise ValueError(f"permute_dims(): axes {axes} is not a permutation of {x.ndim} axes.")
        return mx.transpose(x, [normalize_axis(a, x.ndim) for a in axes])
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def repeat(x: Any, repeats: int | Any, /, *, axis: int | None = None) -> Any:
    try:
        if axis is None:
            x = mx.reshape(x, (-1,))
            axis = 0
        axis = normalize_axis(axis, x.ndim)
        if isinstance(repeats, int):
            if repeats < 0:
                raise ValueError(f"repeat(): repeats must not be negative, not {repeats}.")
            return _mlx_repeat(x, repeats, axis=axis)
        if repeats.dtype not in _INTEGRAL:
            raise TypeError(f"repeat(): repeats must be integers, not {repeats.dtype}.")
        if repeats.ndim == 0 or repeats.size == 1:
            return _mlx_repeat(x, int(repeats.reshape(-1)[0].item()), axis=axis)
        counts = [int(c) for c in repeats.tolist()]
        if len(counts) != x.shape[axis]:
            raise ValueError(
                f"repeat(): {len(counts)} repeats for an axis of length {x.shape[axis]}."
            )
        if builtins.any(c < 0 for c in counts):
            raise ValueError("repeat(): repeats must not be negative.")
        index = [i for i, c in enumerate(counts) for _ in range(c)]
        if _TAKE_OF_EMPTY_REFUSED and x.size == 0:
            shape = list(x.shape)
            shape[axis] = len(index)
            return mx.zeros(shape, dtype=x.dtype)
        return mx.take(x, mx.array(index, dtype=mx.int32), axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def reshape(x: Any, /, shape: tuple[int, ...], *, copy: builtins.bool | None = None) -> Any:
    try:
        out = mx.reshape(x, tuple(shape))
        return mx.array(out) if copy else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def roll(
    x: Any,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> Any:
    try:
        if axis is None:
            if not isinstance(shift, int):
                shift = builtins.sum(shift)
            return mx.reshape(mx.roll(mx.reshape(x, (-1,)), shift), x.shape)
        if isinstance(axis, int):
            axis = normalize_axis(axis, x.ndim)
            return mx.roll(x, shift, axis)  # type: ignore[arg-type]
        axes = tuple(normalize_axis(a, x.ndim) for a in axis)
        shifts = (shift,) * len(axes) if isinstance(shift, int) else tuple(shift)
        if len(shifts) != len(axes):
            raise ValueError(f"roll(): {len(shifts)} shifts for {len(axes)} axes.")
        for s, a in zip(shifts, axes, strict=True):
            x = mx.roll(x, s, a)
        return x
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    try:
        axes = normalize_axes(axis, x.ndim)
        for a in axes:
            if x.shape[a] != 1:
                raise ValueError(
                    f"squeeze(): axis {a} has length {x.shape[a]}; only axes of length 1 can "
                    "be removed."
                )
        if not axes:
            return x
        return mx.squeeze(x, axis=list(axes))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def stack(arrays: tuple[Any, ...] | list[Any], /, *, axis: int = 0) -> Any:
    try:
        arrays = _promoted(arrays)
        axis = normalize_axis(axis, arrays[0].ndim + 1)
        return mx.stack(arrays, axis=axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tile(x: Any, repetitions: tuple[int, ...], /) -> Any:
    try:
        if x.ndim == 0 and not repetitions:
            return mx.array(x)
        return mx.tile(x, list(repetitions))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    try:
        axis = normalize_axis(axis, x.ndim)
        return tuple(_unstack(x, axis=axis))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
