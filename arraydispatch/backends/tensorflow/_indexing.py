"""Indexing functions of the standard for TensorFlow tensors.

``tf.gather`` rejects negative indices (an error on CPU, zeros on GPU); the standard counts
them from the end, so both functions wrap them first. ``take_along_axis`` broadcasts ``x``
and ``indices`` over the other axes and gathers with ``batch_dims``. These are the
replacements for ``x[idx]`` with an integer array, which tf.Tensor does not support.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: what tf.gather/tf.math.floormod call, without their Python
# layers (dispatch, name scopes), which cost more than the op on small tensors
from arraydispatch.backends.tensorflow._data_types import (
    gen_array_ops,
    gen_math_ops,
)
from arraydispatch.backends.tensorflow._manipulation import (
    as_shape,
    broadcast_shapes,
    dim,
    move_axis_last,
    ndim,
    undo_move,
)

__all__ = ["take", "take_along_axis"]


_GATHER_INDEX = frozenset((tf.int32, tf.int64))


def _wrap(indices: Any, size: Any) -> Any:
    """Negative indices counted from the end (floormod: one op, no copy for valid ones)."""
    if indices.dtype not in (tf.int32, tf.int64):  # TF's Gather takes int32/int64 only
        indices = tf.cast(indices, tf.int64)
    return tf.math.floormod(indices, tf.cast(size, indices.dtype))


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    try:
        rank = ndim(x)
        if axis is None:
            if rank != 1:
                raise ValueError(f"take needs axis= for an array of {rank} dimensions.")
            axis = 0
        axis = normalize_axis(axis, rank)
        size = x.shape[axis]
        if size is not None and getattr(indices, "dtype", None) in _GATHER_INDEX:
            # the size converts in C to the indices' dtype: one op wraps negative indices
            return gen_array_ops.gather_v2(x, gen_math_ops.floor_mod(indices, size), axis)
        return tf.gather(x, _wrap(indices, dim(x, axis)), axis=axis)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    try:
        rank = ndim(x)
        if ndim(indices) != rank:
            raise ValueError(
                f"take_along_axis needs indices with as many dimensions as x ({rank}), "
                f"not {ndim(indices)}."
            )
        axis = normalize_axis(axis, rank)
        indices = _wrap(indices, dim(x, axis))
        x, inverse = move_axis_last(x, axis)
        indices, _ = move_axis_last(indices, axis)
        # broadcast every axis but the gathered one
        xs, js = x.shape.as_list(), indices.shape.as_list()
        batch = broadcast_shapes(tuple(xs[:-1]), tuple(js[:-1]))
        if None in batch:
            dynamic = tf.broadcast_dynamic_shape(tf.shape(x)[:-1], tf.shape(indices)[:-1])
            x = tf.broadcast_to(x, tf.concat([dynamic, tf.shape(x)[-1:]], 0))
            indices = tf.broadcast_to(indices, tf.concat([dynamic, tf.shape(indices)[-1:]], 0))
        else:
            if tuple(xs[:-1]) != batch:
                x = tf.broadcast_to(x, as_shape([*batch, dim(x, -1)]))
            if tuple(js[:-1]) != batch:
                indices = tf.broadcast_to(indices, as_shape([*batch, dim(indices, -1)]))
        out = tf.gather(x, indices, axis=rank - 1, batch_dims=rank - 1)
        return undo_move(out, inverse)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
