"""Sorting functions of the standard for TensorFlow tensors.

TF's ``tf.argsort`` is stable in both directions (it is built on ``top_k``, which keeps the
lower index first among equal values; -0.0 and +0.0 are equal, so they stay in order too),
but a NaN breaks its comparisons. The wrappers sort real floating-point input with NaN
taken as +inf (the standard leaves the place of NaN open: here NaNs sort with +inf, last
ascending, first descending, in their original order). ``sort`` gathers the input along
the argsort, so its values are the input's own. Indices are int64 (the default index
dtype); bool sorts as uint8 (TF's TopK has no bool kernel).
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from arraydispatch._common._axes import normalize_axis
from arraydispatch.backends.tensorflow._manipulation import move_axis_last, ndim, undo_move

__all__ = ["argsort", "sort"]


def sort_key(x: Any) -> Any:
    """A tensor that orders like ``x`` and that TF's comparisons order correctly."""
    if x.dtype == tf.bool:
        return tf.cast(x, tf.uint8)
    if x.dtype.is_floating:
        return tf.where(tf.math.is_nan(x), tf.constant(float("inf"), x.dtype), x)
    return x


def _argsort_last(x: Any, descending: bool) -> Any:
    return tf.argsort(
        sort_key(x),
        axis=-1,
        direction="DESCENDING" if descending else "ASCENDING",
        stable=True,
    )


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    rank = ndim(x)
    if rank == 0:
        return tf.zeros((), tf.int64)
    x, inverse = move_axis_last(x, normalize_axis(axis, rank))
    out = tf.cast(_argsort_last(x, descending), tf.int64)
    return undo_move(out, inverse)


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    rank = ndim(x)
    if rank == 0:
        return x
    x, inverse = move_axis_last(x, normalize_axis(axis, rank))
    if x.dtype.is_integer:  # no NaN, ties indistinguishable: TF's sort is right
        out = tf.sort(x, axis=-1, direction="DESCENDING" if descending else "ASCENDING")
    else:
        out = tf.gather(x, _argsort_last(x, descending), axis=-1, batch_dims=rank - 1)
    return undo_move(out, inverse)
