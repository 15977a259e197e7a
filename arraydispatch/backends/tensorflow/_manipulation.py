"""Manipulation functions of the standard for TensorFlow tensors.

TensorFlow has all of them under other names or with narrower signatures; the wrappers here:

- ``concat``, ``stack``: promote their arguments first (TF refuses mixed dtypes);
  ``concat(axis=None)`` flattens.
- ``expand_dims``, ``squeeze``, ``flip``, ``roll``, ``moveaxis``: accept a tuple of axes and
  check axes the way the standard asks (IndexError/ValueError, never a TF op error later).
- ``repeat``, ``tile``: ``axis=None`` flattens; repetitions of another length than ``x.ndim``
  are padded with ones as NumPy does; uint16 (which TF's Tile kernel lacks) travels as int16.
- ``reshape(copy=)``: TF tensors are immutable, so ``copy=False`` never needs a copy.
- ``unstack``: needs the static size of the axis (the number of outputs is Python's).

Shapes are read through ``dims`` (below), so unknown static sizes inside ``tf.function`` work.
"""

from __future__ import annotations

import builtins
import numbers
import operator
from collections.abc import Sequence
from typing import Any

import numpy as np
import tensorflow as tf

from arraydispatch._common._axes import normalize_axes, normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import public_caller
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: what tf.concat/stack/reshape/expand_dims call, without their
# Python layers (dispatch, name scopes), which cost more than the op on small tensors
from arraydispatch.backends.tensorflow._data_types import (
    common_dtype,
    gen_array_ops,
    gen_manip_ops,
    promote_all,
)

__all__ = [
    "broadcast_arrays",
    "broadcast_shapes",
    "broadcast_to",
    "concat",
    "expand_dims",
    "flip",
    "moveaxis",
    "permute_dims",
    "repeat",
    "reshape",
    "roll",
    "squeeze",
    "stack",
    "tile",
    "unstack",
]

# TF's Tile kernel has no uint16 (nor do Repeat, built on it): move its bits as int16.
_TILE_AS = {tf.uint16: tf.int16}
_UINT16 = tf.uint16


# -- shape and axis helpers of every shape-dependent function ------------------------------
# They work on the symbolic tensors of ``tf.function`` as well: a dimension whose static size
# is unknown comes back as a scalar int tensor (``tf.shape(x)[i]``) instead of None, so
# callers never crash on unknown static shapes. Only the rank must be static.


def ndim(x: Any) -> int:
    """The static rank of ``x``; a clear error when even the rank is unknown."""
    try:
        rank = x.shape.rank
        if rank is None:
            raise ValueError(
                f"{public_caller()}() needs the rank (number of dimensions) of its argument, "
                "which is "
                "unknown here; give the tf.function an input_signature with a known rank, e.g. "
                "tf.TensorSpec(shape=[None, None])."
            )
        return int(rank)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def reduction_axis(axis: Any, rank: int) -> Any:
    """``axis`` in the cheapest form TF's reductions take: None for all axes, an int for one,
    a list otherwise (TF converts a list argument to a tensor on every call, ~50 µs eager)."""
    try:
        if axis is None:
            return None
        axes = normalize_axes(axis, rank)
        if len(axes) == rank and rank:
            return None
        if len(axes) == 1:
            return axes[0]
        return list(axes)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _int32_array(values: Any) -> np.ndarray[Any, Any]:
    array = np.array(values, np.int32)
    array.flags.writeable = False
    return array


#: ``range(rank)`` as read-only int32 arrays, by rank: an axis argument TF's ops convert in
#: C with a copy (a tuple goes element by element, several times slower)
_ALL_AXES = tuple(_int32_array(range(rank)) for rank in range(33))


def reduce_axes(x: Any, axis: Any) -> Any:
    """``axis`` for TF's generated reduction ops (``gen_math_ops``): an int or an int32
    array, or None for no axis at all, which those ops cannot take (an empty list would
    convert to float32): the caller then takes ``tf.reduce_*``."""
    try:
        rank = ndim(x)
        if axis is None:
            return _ALL_AXES[rank] if 0 < rank < len(_ALL_AXES) else None
        if isinstance(axis, int) and -rank <= axis < rank:
            return axis
        axes = normalize_axes(axis, rank)
        return _int32_array(axes) if axes else None
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def dims(x: Any) -> list[Any]:
    """The size of each dimension: a Python int where static, a scalar tensor otherwise."""
    try:
        static: list[Any] = x.shape.as_list()
        if builtins.all(d is not None for d in static):
            return static
        dynamic = tf.shape(x)
        return [d if d is not None else dynamic[i] for i, d in enumerate(static)]
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def dim(x: Any, axis: int) -> Any:
    """The size of one dimension: a Python int where static, a scalar tensor otherwise."""
    try:
        size = x.shape[axis]
        return size if size is not None else tf.shape(x)[axis]
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def num_elements(x: Any) -> Any:
    """The number of elements: a Python int where static, a scalar tensor otherwise."""
    try:
        static = x.shape.num_elements()
        return static if static is not None else tf.size(x, out_type=tf.int64)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def as_shape(sizes: Sequence[Any]) -> Any:
    """A shape argument for tf.reshape/tf.broadcast_to: a list, or a stacked tensor when a
    size is symbolic."""
    try:
        if builtins.all(isinstance(s, int) for s in sizes):
            return list(sizes)
        return tf.stack([tf.cast(s, tf.int64) for s in sizes])
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def unknown_length(function: str, name: str) -> TypeError:
    """The error for a length that is None: the shape it came from is unknown while tracing."""
    try:
        return TypeError(
            f"{function}(): {name} is None, a length that is unknown while tracing (in a "
            f"tf.function traced for input of unknown shape, x.shape[i] is None). Pass the "
            f"length as a tensor, which {function}() accepts: tf.shape(x)[i] rather than "
            f"x.shape[i]."
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def length_tensor(value: Any, function: str, name: str) -> tf.Tensor:
    """A length given as a 0-d integer tensor (as int64), or a clear error for anything else."""
    try:
        if value is None:
            raise unknown_length(function, name)
        if (
            isinstance(value, (tf.Tensor, tf.Variable))
            and value.dtype.is_integer
            and value.shape.rank == 0
        ):
            return tf.cast(value, tf.int64)
        if isinstance(value, numbers.Integral):
            return tf.constant(value, tf.int64)
        raise TypeError(
            f"{function}(): {name} must be an int or a 0-d integer tensor, not "
            f"{type(value).__name__}"
            + (f" of dtype {value.dtype.name}." if hasattr(value, "dtype") else ".")
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def move_axis_last(x: Any, axis: int) -> tuple[Any, list[int] | None]:
    """``x`` with ``axis`` moved to the end, and the permutation that undoes it (or None)."""
    try:
        rank = ndim(x)
        if axis == rank - 1:
            return x, None
        perm = [i for i in range(rank) if i != axis] + [axis]
        inverse = [perm.index(i) for i in range(rank)]
        return tf.transpose(x, perm), inverse
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def undo_move(x: Any, inverse: list[int] | None) -> Any:
    """Undo :func:`move_axis_last`."""
    try:
        return x if inverse is None else tf.transpose(x, inverse)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


# -- manipulation functions ----------------------------------------------------------------


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    """The arrays broadcast to one shape, as a tuple."""
    try:
        if len(arrays) < 2:
            return tuple(arrays)
        shape = broadcast_shapes(*(tuple(a.shape.as_list()) for a in arrays))
        target = list(shape) if builtins.all(d is not None for d in shape) else None
        if target is None:
            target = tf.shape(arrays[0])
            for a in arrays[1:]:
                target = tf.broadcast_dynamic_shape(target, tf.shape(a))
        return tuple(
            a
            if a.shape.as_list() == list(shape) and None not in shape
            else tf.broadcast_to(a, target)
            for a in arrays
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    """The broadcast shape of ``shapes``; None stands for an unknown size."""
    try:
        result: list[int | None] = []
        for shape in shapes:
            shape = tuple(shape)
            if len(shape) > len(result):
                padding: list[int | None] = [1] * (len(shape) - len(result))
                result = padding + result
            offset = len(result) - len(shape)
            for i, b in enumerate(shape):
                a = result[offset + i]
                if a == 1:
                    result[offset + i] = b
                elif b == 1 or a == b or b is None:
                    continue
                elif a is None:
                    result[offset + i] = b
                else:
                    raise ValueError(
                        f"shapes {', '.join(map(str, shapes))} cannot be broadcast together: "
                        f"size {a} meets size {b}."
                    )
        return tuple(result)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    try:
        broadcast_shapes(tuple(x.shape.as_list()), tuple(shape))  # a ValueError, not a TF error
        return tf.broadcast_to(x, shape)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def concat(arrays: tuple[Any, ...] | list[Any], /, *, axis: int | None = 0) -> Any:
    try:
        if axis is not None and len(arrays) > 1 and common_dtype(arrays) is not None:
            # ConcatV2 needs two inputs or more (tf.concat makes one an identity)
            return gen_array_ops.concat_v2(list(arrays), normalize_axis(axis, ndim(arrays[0])))
        arrays = promote_all(*arrays)
        if axis is None:
            return tf.concat([tf.reshape(a, [-1]) for a in arrays], 0)
        axis = normalize_axis(axis, ndim(arrays[0]))
        return tf.concat(arrays, axis)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def expand_dims(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    try:
        rank = ndim(x)
        if not isinstance(axis, tuple):
            return gen_array_ops.expand_dims(x, normalize_axis(axis, rank + 1))
        out_rank = rank + len(axis)
        new = normalize_axes(axis, out_rank)
        sizes = iter(dims(x))
        return tf.reshape(x, as_shape([1 if i in new else next(sizes) for i in range(out_rank)]))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> Any:
    try:
        return tf.reverse(x, list(normalize_axes(axis, ndim(x))))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def moveaxis(x: Any, source: int | tuple[int, ...], destination: int | tuple[int, ...], /) -> Any:
    try:
        rank = ndim(x)
        src = source if isinstance(source, tuple) else (source,)
        dst = destination if isinstance(destination, tuple) else (destination,)
        if len(src) != len(dst):
            raise ValueError(
                f"source {source!r} and destination {destination!r} must name as many axes."
            )
        src = tuple(normalize_axis(a, rank, name="source") for a in src)
        dst = tuple(normalize_axis(a, rank, name="destination") for a in dst)
        if len(set(src)) != len(src) or len(set(dst)) != len(dst):
            raise ValueError("source and destination must not repeat an axis.")
        order = [i for i in range(rank) if i not in src]
        for d, s in sorted(zip(dst, src, strict=True)):
            order.insert(d, s)
        return gen_array_ops.transpose(x, order)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    try:
        rank = ndim(x)
        perm = [normalize_axis(a, rank, name="axes") for a in axes]
        if sorted(perm) != list(range(rank)):
            raise ValueError(f"axes={axes!r} is not a permutation of the {rank} axes of x.")
        return gen_array_ops.transpose(x, perm)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def repeat(x: Any, repeats: int | Any, /, *, axis: int | None = None) -> Any:
    try:
        if axis is None:
            x = tf.reshape(x, [-1])
            axis = 0
        else:
            axis = normalize_axis(axis, ndim(x))
        if not isinstance(repeats, int):
            repeats = tf.cast(repeats, tf.int64)
        if x.shape.num_elements() == 0:
            # tf.repeat fails on empty input with an array of repeats (a shape check in TF)
            sizes = dims(x)
            total = tf.reduce_sum(tf.broadcast_to(repeats, tf.shape(x)[axis : axis + 1]))
            sizes[axis] = repeats * sizes[axis] if isinstance(repeats, int) else total
            return tf.zeros(as_shape(sizes), x.dtype)
        as_dtype = _TILE_AS.get(x.dtype)
        if as_dtype is not None:
            out = tf.repeat(tf.bitcast(x, as_dtype), repeats, axis=axis)
            return tf.bitcast(out, x.dtype)
        return tf.repeat(x, repeats, axis=axis)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    try:
        # tf.Tensor is immutable: a reshape never has to copy, and a copy is never observable
        # an int64 array converts in C with one copy (a list element by element), and never to
        # the float32 tensor an empty list would become
        try:
            sizes = np.array([operator.index(s) for s in shape], np.int64)
        except TypeError:
            if isinstance(shape, tf.Tensor | tf.Variable):  # tf.shape(y)
                sizes = tf.cast(tf.reshape(shape, (-1,)), tf.int64)
            elif None in shape:
                missing = next(i for i, size in enumerate(shape) if size is None)
                raise unknown_length("reshape", f"shape[{missing}]") from None
            else:
                sizes = as_shape([length_tensor(s, "reshape", "each size of shape") for s in shape])
        out = gen_array_ops.reshape(x, sizes)
        return tf.identity(out) if copy else out
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
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
            if isinstance(shift, tuple):
                shift = builtins.sum(shift)
            return tf.reshape(tf.roll(tf.reshape(x, [-1]), shift, 0), as_shape(dims(x)))
        rank = ndim(x)
        axes = (
            [normalize_axis(a, rank) for a in axis]
            if isinstance(axis, tuple)
            else [normalize_axis(axis, rank)]
        )
        shifts = list(shift) if isinstance(shift, tuple) else [shift] * len(axes)
        if len(shifts) != len(axes):
            raise ValueError(f"shift={shift!r} and axis={axis!r} must have the same length.")
        if len(axes) == 1:  # scalars: no list to convert
            return gen_manip_ops.roll(x, shifts[0], axes[0])
        if not axes:
            return x
        return gen_manip_ops.roll(x, shifts, axes)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    try:
        rank = ndim(x)
        axes = [normalize_axis(a, rank) for a in (axis if isinstance(axis, tuple) else (axis,))]
        if len(set(axes)) != len(axes):
            raise ValueError(f"axis={axis!r} names an axis twice.")
        for a in axes:
            size = x.shape[a]
            if size is not None and size != 1:
                raise ValueError(f"cannot squeeze axis {a} of size {size}; only size-1 axes.")
        if not axes:
            return x
        return gen_array_ops.squeeze(x, axes)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def stack(arrays: tuple[Any, ...] | list[Any], /, *, axis: int = 0) -> Any:
    try:
        if not arrays or common_dtype(arrays) is None:
            arrays = promote_all(*arrays)
        return gen_array_ops.pack(list(arrays), axis=normalize_axis(axis, ndim(arrays[0]) + 1))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def tile(x: Any, repetitions: tuple[int, ...], /) -> Any:
    try:
        rank = ndim(x)
        reps = [operator.index(r) for r in repetitions]
        if len(reps) < rank:
            reps = [1] * (rank - len(reps)) + reps
        elif len(reps) > rank:
            x = tf.reshape(x, as_shape([1] * (len(reps) - rank) + dims(x)))
        if x.dtype is _UINT16:  # no Tile kernel for uint16
            return tf.bitcast(gen_array_ops.tile(tf.bitcast(x, tf.int16), reps), _UINT16)
        return gen_array_ops.tile(x, reps)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    try:
        axis = normalize_axis(axis, ndim(x))
        if x.shape[axis] is None:
            raise ValueError(
                f"unstack needs the static size of axis {axis} (it decides how many arrays come "
                f"back), which is unknown here; give the tf.function an input_signature with "
                f"that size, or use take() per index."
            )
        size = x.shape[axis]
        if size == 0:
            return ()
        return tuple(gen_array_ops.unpack(x, size, axis))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
