"""Manipulation functions.

Aliased: ``tile``. ``moveaxis`` is wrapped: Paddle asserts (AssertionError) on an axis out
of range.

Wrapped: ``broadcast_arrays`` (Paddle returns a list), ``broadcast_shapes`` (Paddle takes
two shapes at a time and raises its own error), ``broadcast_to``/``permute_dims``/``reshape``
(keyword names ``shape``/``axes``, ``copy=``), ``concat``/``stack`` (``axis=None``; mixed
dtypes, which Paddle refuses), ``expand_dims`` (Paddle's ``unsqueeze``), ``flip``/``roll``
(``axis``, ``shift``), ``repeat``
(``paddle.repeat_interleave``, which has no bool or complex kernel), ``squeeze`` (Paddle ignores
axes whose size is not 1), ``unstack`` (a tuple; Paddle refuses a 0-size axis).

A paddle.Tensor has at most nine dimensions: ``reshape`` and ``expand_dims`` to more raise
ValueError saying so (``__array_namespace_info__().capabilities()["max dimensions"]``).
"""

from __future__ import annotations

import builtins
import itertools
import math
from typing import Any

import paddle

from arraydispatch._common._axes import normalize_axes, normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING,
    DTYPE_SINGLETONS,
    result_type,
    works,
)
from arraydispatch.backends.paddle._info import MAX_DIMENSIONS

__all__ = [
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile", "unstack",
]  # fmt: skip

if works(lambda: paddle.tile(paddle.ones([1]), [0])):
    tile = paddle.tile
else:  # Paddle 3.0 refuses a repetition of 0 ("must be greater than 0")

    def tile(x: Any, repetitions: Any, /) -> Any:
        try:
            if 0 not in repetitions:
                return paddle.tile(x, repetitions)
            # the shape Paddle would give: repetitions and x's shape, aligned on the right
            shape = [1] * (len(repetitions) - x.ndim) + list(x.shape)
            reps = [1] * (len(shape) - len(repetitions)) + list(repetitions)
            return paddle.zeros([s * r for s, r in zip(shape, reps, strict=True)], x.dtype)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


def _check_rank(ndim: int, what: str) -> None:
    if ndim > MAX_DIMENSIONS:
        raise ValueError(
            f"{what}: a paddle.Tensor has at most {MAX_DIMENSIONS} dimensions, not {ndim} "
            "(__array_namespace_info__().capabilities()['max dimensions'])."
        )


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        result: list[Any] = []
        for shape in shapes:
            shape = tuple(shape)
            offset = len(result) - len(shape)
            if offset < 0:
                result[:0] = [1] * -offset
                offset = 0
            for i, size in enumerate(shape, offset):
                current = result[i]
                if size == current or size == 1:
                    continue
                if current == 1 or current is None:  # None: unknown (a traced shape)
                    result[i] = size
                else:
                    raise ValueError(
                        f"broadcast_shapes(): shapes {shapes} do not broadcast (axis {i}: "
                        f"{current} and {size})."
                    )
        return tuple(result)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    try:
        shape = broadcast_shapes(*(tuple(a.shape) for a in arrays))
        return tuple(
            a if tuple(a.shape) == shape else paddle.broadcast_to(a, shape) for a in arrays
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    try:
        shape = tuple(shape)
        if broadcast_shapes(tuple(x.shape), shape) != shape:
            raise ValueError(f"broadcast_to(): cannot broadcast {tuple(x.shape)} to {shape}.")
        return paddle.broadcast_to(x, shape)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _promoted(arrays: Any) -> list[Any]:
    """The arrays cast to their standard result dtype (Paddle refuses mixed dtypes)."""
    out: list[Any] = list(arrays)
    if out:
        first = out[0].dtype
        for a in out[1:]:
            # by identity first: a set of dtypes hashed each (a pybind call, 0.5 us);
            # equality for dtype objects that are not the singletons (to_static's)
            dtype = a.dtype
            if dtype is not first and dtype != first:
                dtype = result_type(*out)
                return [a if a.dtype is dtype else a.astype(dtype) for a in out]
    return out


def concat(arrays: tuple[Any, ...] | list[Any], /, *, axis: int | None = 0) -> Any:
    try:
        arrays = _promoted(arrays)
        if axis is None:
            return paddle.concat([a.reshape([-1]) for a in arrays], 0)
        return paddle.concat(list(arrays), axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def expand_dims(x: Any, /, axis: int | tuple[int, ...] = 0) -> Any:
    try:
        if type(axis) is int:  # fast path: one axis, in range
            ndim = len(x.shape) + 1
            if -ndim <= axis < ndim and ndim <= MAX_DIMENSIONS:
                return paddle.unsqueeze(x, axis)
        axes = (axis,) if isinstance(axis, int) else tuple(axis)
        ndim = x.ndim + len(axes)
        normalized = normalize_axes(axes, ndim)
        _check_rank(ndim, "expand_dims()")
        return paddle.unsqueeze(x, list(normalized))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> Any:
    try:
        shape = x.shape
        if type(axis) is int and -len(shape) <= axis < len(shape) and 0 not in shape:
            return paddle.flip(x, [axis])  # fast path: one axis, in range
        axes = list(normalize_axes(axis, len(shape)))
        if not axes or 0 in shape:
            return x.clone()
        return paddle.flip(x, axes)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def moveaxis(x: Any, source: Any, destination: Any, /) -> Any:
    try:
        ndim = len(x.shape)  # fast path: two int axes in range
        ints = type(source) is int and type(destination) is int
        if ints and -ndim <= source < ndim and -ndim <= destination < ndim:
            return paddle.moveaxis(x, source, destination)
        sources = [source] if isinstance(source, int) else list(source)
        destinations = [destination] if isinstance(destination, int) else list(destination)
        # Paddle asserts (AssertionError) on an axis out of range
        normalize_axes(sources, x.ndim, name="source")
        normalize_axes(destinations, x.ndim, name="destination")
        if len(sources) != len(destinations):
            raise ValueError("moveaxis(): source and destination need as many axes.")
        return paddle.moveaxis(x, source, destination)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: every permutation of up to four nonnegative axes -> its length (the fast path's table:
#: one hash where sorting and comparing cost 0.3 us of a 1.7 us 8x8 transpose)
_PERMUTATIONS = {
    permutation: n for n in range(1, 5) for permutation in itertools.permutations(range(n))
}


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    try:
        if type(axes) is tuple and _PERMUTATIONS.get(axes) == len(x.shape):
            return paddle.transpose(x, list(axes))  # fast path: a permutation of x's axes
        axes = tuple(axes)
        ndim = len(x.shape)
        if sorted(axes) == list(range(ndim)):  # nonnegative axes
            return paddle.transpose(x, list(axes))
        if sorted(normalize_axis(a, ndim) for a in axes) != list(range(ndim)):
            raise ValueError(
                f"permute_dims(): axes={axes} is not a permutation of the {x.ndim} axes."
            )
        return paddle.transpose(x, list(axes))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def repeat(x: Any, repeats: Any, /, *, axis: int | None = None) -> Any:
    try:
        if isinstance(repeats, paddle.Tensor) and repeats.dtype is not paddle.int64:
            repeats = repeats.astype(paddle.int64)
        if axis is None:
            x = x.reshape([-1])
            axis = 0
        axis = normalize_axis(axis, x.ndim)
        if isinstance(repeats, paddle.Tensor) and repeats.ndim == 1 and repeats.shape[0] == 1:
            repeats = paddle.broadcast_to(repeats, [x.shape[axis]])  # the standard broadcasts
        if 0 in x.shape:  # Paddle refuses an empty repeats tensor; nothing to repeat anyway
            if isinstance(repeats, paddle.Tensor):
                length = int(paddle.sum(repeats)) if 0 not in repeats.shape else 0
            else:
                length = repeats * x.shape[axis]
            shape = list(x.shape)
            shape[axis] = length
            return paddle.zeros(shape, dtype=x.dtype)
        if x.dtype in _COMPLEX_FLOATING:  # no complex kernel: each part on its own
            return paddle.complex(
                repeat(paddle.real(x), repeats, axis=axis),
                repeat(paddle.imag(x), repeats, axis=axis),
            )
        if x.dtype is paddle.bool:  # no bool kernel
            return paddle.repeat_interleave(x.astype(paddle.int32), repeats, axis).astype(x.dtype)
        return paddle.repeat_interleave(x, repeats, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if not DTYPE_SINGLETONS:  # Paddle < 3.3: a bool x.dtype is not paddle.bool (_data_types)
    _repeat_of_singletons = repeat

    def repeat(x: Any, repeats: Any, /, *, axis: int | None = None) -> Any:
        if isinstance(x, paddle.Tensor) and x.dtype == paddle.bool:  # no bool kernel
            return _repeat_of_singletons(x.astype(paddle.int32), repeats, axis=axis).astype(
                paddle.bool
            )
        return _repeat_of_singletons(x, repeats, axis=axis)


#: Paddle 3.0's concat refuses tensors that are all of zero size ("must be list of Tensors,
#: but got empty list")
CONCAT_OF_EMPTY = works(lambda: paddle.concat([paddle.ones([0]), paddle.ones([0])]))
if CONCAT_OF_EMPTY:
    paddle_concat = paddle.concat
else:

    def paddle_concat(arrays: list[Any], axis: int = 0) -> Any:
        """``paddle.concat`` that takes tensors all of zero size too (Paddle 3.0)."""
        if not builtins.all(0 in a.shape for a in arrays):
            return paddle.concat(arrays, axis)
        position = normalize_axis(axis, arrays[0].ndim)
        shape = list(arrays[0].shape)
        shape[position] = builtins.sum(a.shape[position] for a in arrays)
        return paddle.zeros(shape, dtype=arrays[0].dtype)

    def concat(arrays: tuple[Any, ...] | list[Any], /, *, axis: int | None = 0) -> Any:
        try:
            arrays = _promoted(arrays)
            if axis is None:
                return paddle_concat([a.reshape([-1]) for a in arrays], 0)
            return paddle_concat(list(arrays), axis)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


def reshape(x: Any, /, shape: tuple[int, ...], *, copy: builtins.bool | None = None) -> Any:
    try:
        shape = tuple(shape)
        _check_rank(len(shape), "reshape()")
        known = [s for s in shape if s != -1]
        if shape.count(-1) > 1 or builtins.any(s < -1 for s in shape):
            raise ValueError(f"reshape(): invalid shape {shape}.")
        if -1 not in shape and math.prod(known) != math.prod(x.shape):
            raise ValueError(f"reshape(): cannot reshape {tuple(x.shape)} to {shape}.")
        if copy is False:
            # Paddle's reshape shares memory with x (it has no strided views to refuse)
            return paddle.reshape(x, list(shape))
        out = paddle.reshape(x, list(shape))
        return out.clone() if copy else out
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
        if 0 in x.shape:
            return x.clone()
        if axis is None:
            if x.ndim == 0:
                return x.clone()
            return paddle.roll(x, shift)
        return paddle.roll(x, shift, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    try:
        shape = x.shape
        if type(axis) is int and -len(shape) <= axis < len(shape) and shape[axis] == 1:
            return paddle.squeeze(x, axis)  # fast path: one axis of size 1
        axes = normalize_axes(axis, x.ndim)
        for a in axes:
            if x.shape[a] != 1:
                raise ValueError(
                    f"squeeze(): axis {a} has size {x.shape[a]}, not 1; only axes of size 1 "
                    "can be removed."
                )
        if not axes:
            return x
        return paddle.squeeze(x, list(axes))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def stack(arrays: tuple[Any, ...] | list[Any], /, *, axis: int = 0) -> Any:
    try:
        arrays = _promoted(arrays)
        if arrays:
            normalize_axis(axis, arrays[0].ndim + 1)
        return paddle.stack(arrays, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    try:
        axis = normalize_axis(axis, x.ndim)
        count = x.shape[axis]
        if count == 0:
            return ()
        return tuple(paddle.unbind(x, axis))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
