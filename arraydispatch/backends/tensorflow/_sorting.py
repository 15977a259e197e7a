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
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: tf.argsort is TopKV2 under several Python layers (and a
# negation for ascending order), which cost more than the op on small tensors
from arraydispatch.backends.tensorflow._data_types import (
    gen_array_ops,
    gen_math_ops,
    gen_nn_ops,
)
from arraydispatch.backends.tensorflow._manipulation import move_axis_last, ndim, undo_move

__all__ = ["argsort", "sort"]


def sort_key(x: Any) -> Any:
    """A tensor that orders like ``x`` and that TF's comparisons order correctly."""
    try:
        if x.dtype == tf.bool:
            return tf.cast(x, tf.uint8)
        if x.dtype.is_floating:
            return tf.where(tf.math.is_nan(x), tf.constant(float("inf"), x.dtype), x)
        return x
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _argsort_last(x: Any, descending: bool) -> Any:
    return tf.argsort(
        sort_key(x),
        axis=-1,
        direction="DESCENDING" if descending else "ASCENDING",
        stable=True,
    )


_REAL_FLOATING = frozenset((tf.float32, tf.float64))


def _float_argsort_last(x: Any, descending: bool) -> Any:
    """The int64 argsort along the last axis of a real floating tensor, NaN as +inf.

    TopKV2 is stable (the lower index first among equal values) and sorts descending, so
    ascending order is the descending order of ``-x`` (NaN, as +inf, becomes -inf).
    """
    # x == x is False for NaN only; the tensor goes before the scalar, which a graph then
    # converts to its dtype
    if descending:
        key = gen_math_ops.select_v2(gen_math_ops.equal(x, x), x, float("inf"))
    else:
        key = gen_math_ops.select_v2(gen_math_ops.equal(x, x), gen_math_ops.neg(x), -float("inf"))
    k = x.shape[-1]
    if k is None:
        k = tf.shape(x)[-1]
    return gen_nn_ops.top_kv2(key, k, sorted=True, index_type=tf.int64).indices


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    try:
        rank = ndim(x)
        if rank == 0:
            return tf.zeros((), tf.int64)
        x, inverse = move_axis_last(x, normalize_axis(axis, rank))
        if x.dtype in _REAL_FLOATING:
            return undo_move(_float_argsort_last(x, descending), inverse)
        out = tf.cast(_argsort_last(x, descending), tf.int64)
        return undo_move(out, inverse)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    try:
        rank = ndim(x)
        if rank == 0:
            return x
        x, inverse = move_axis_last(x, normalize_axis(axis, rank))
        if x.dtype in _REAL_FLOATING:  # the values at the argsort: NaNs stay NaN
            order = _float_argsort_last(x, descending)
            out = gen_array_ops.gather_v2(x, order, rank - 1, batch_dims=rank - 1)
        elif x.dtype.is_integer:  # no NaN, ties indistinguishable: TF's sort is right
            out = tf.sort(x, axis=-1, direction="DESCENDING" if descending else "ASCENDING")
        else:
            out = tf.gather(x, _argsort_last(x, descending), axis=-1, batch_dims=rank - 1)
        return undo_move(out, inverse)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
