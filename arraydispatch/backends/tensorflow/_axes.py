"""Axis and shape helpers shared by the TensorFlow namespace's shape-dependent functions.

Every function here works on symbolic tensors of ``tf.function`` as well: a dimension whose
static size is unknown comes back as a scalar int tensor (``tf.shape(x)[i]``) instead of
None, so callers never crash on unknown static shapes. Only the rank must be static.
"""

from __future__ import annotations

import builtins
import operator
from collections.abc import Sequence
from typing import Any

import tensorflow as tf

from arraydispatch._common._errors import public_caller

__all__: list[str] = []


def ndim(x: Any) -> int:
    """The static rank of ``x``; a clear error when even the rank is unknown."""
    rank = x.shape.rank
    if rank is None:
        raise ValueError(
            f"{public_caller()}() needs the rank (number of dimensions) of its argument, which is "
            "unknown here; give the tf.function an input_signature with a known rank, e.g. "
            "tf.TensorSpec(shape=[None, None])."
        )
    return int(rank)


def normalize_axis(axis: Any, rank: int, *, name: str = "axis") -> int:
    """``axis`` as an int in ``[0, rank)``; IndexError naming the valid range otherwise."""
    try:
        axis = operator.index(axis)
    except TypeError:
        raise TypeError(
            f"{public_caller()}(): {name} must be an int, not {type(axis).__name__}."
        ) from None
    if not -rank <= axis < rank:
        raise IndexError(
            f"{public_caller()}(): {name}={axis} is out of bounds for an array of {rank} "
            f"dimension(s); use an axis in [{-rank}, {rank})."
        )
    return axis % rank if rank else 0


def normalize_axes(axis: Any, rank: int, *, name: str = "axis") -> tuple[int, ...]:
    """``axis`` (None, an int or a sequence of ints) as a sorted tuple of distinct axes."""
    if axis is None:
        return tuple(range(rank))
    if isinstance(axis, (tuple, list)):
        axes = tuple(normalize_axis(a, rank, name=name) for a in axis)
        if len(set(axes)) != len(axes):
            raise ValueError(
                f"{public_caller()}(): {name}={axis!r} names an axis twice; give each axis once."
            )
        return tuple(sorted(axes))
    return (normalize_axis(axis, rank, name=name),)


def reduction_axis(axis: Any, rank: int) -> Any:
    """``axis`` in the cheapest form TF's reductions take: None for all axes, an int for one,
    a list otherwise (TF converts a list argument to a tensor on every call, ~50 µs eager)."""
    if axis is None:
        return None
    axes = normalize_axes(axis, rank)
    if len(axes) == rank and rank:
        return None
    if len(axes) == 1:
        return axes[0]
    return list(axes)


def dims(x: Any) -> list[Any]:
    """The size of each dimension: a Python int where static, a scalar tensor otherwise."""
    static: list[Any] = x.shape.as_list()
    if builtins.all(d is not None for d in static):
        return static
    dynamic = tf.shape(x)
    return [d if d is not None else dynamic[i] for i, d in enumerate(static)]


def dim(x: Any, axis: int) -> Any:
    """The size of one dimension: a Python int where static, a scalar tensor otherwise."""
    size = x.shape[axis]
    return size if size is not None else tf.shape(x)[axis]


def size(x: Any) -> Any:
    """The number of elements: a Python int where static, a scalar tensor otherwise."""
    static = x.shape.num_elements()
    return static if static is not None else tf.size(x, out_type=tf.int64)


def as_shape(sizes: Sequence[Any]) -> Any:
    """A shape argument for tf.reshape/tf.broadcast_to: a list, or a stacked tensor when a
    size is symbolic."""
    if builtins.all(isinstance(s, int) for s in sizes):
        return list(sizes)
    return tf.stack([tf.cast(s, tf.int64) for s in sizes])


def move_axis_last(x: Any, axis: int) -> tuple[Any, list[int] | None]:
    """``x`` with ``axis`` moved to the end, and the permutation that undoes it (or None)."""
    rank = ndim(x)
    if axis == rank - 1:
        return x, None
    perm = [i for i in range(rank) if i != axis] + [axis]
    inverse = [perm.index(i) for i in range(rank)]
    return tf.transpose(x, perm), inverse


def undo_move(x: Any, inverse: list[int] | None) -> Any:
    """Undo :func:`move_axis_last`."""
    return x if inverse is None else tf.transpose(x, inverse)
