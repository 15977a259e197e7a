"""Searching functions of the standard for TensorFlow tensors.

- ``argmax``, ``argmin``: ``axis=None`` flattens, ``keepdims``; ties resolve to the first
  index (TF's ArgMax kernels do that, see ``tests``); -0.0 and +0.0 are ties. Where NaN
  is (the standard leaves it open) TF's kernels pass over it; NumPy returns its index.
- ``count_nonzero``, ``nonzero``: a subnormal float counts as non-zero (TF's ``!=`` flushes
  it to zero on CPU), through ``nonzero_mask``.
- ``count_nonzero``: int64 result, ``axis`` tuples.
- ``nonzero``: a tuple of int64 index arrays from ``tf.where``; an error for 0-D input.
- ``searchsorted``: 1-D ``x1``, ``x2`` of any shape or a Python scalar, ``sorter``;
  promotion of ``x1`` with ``x2``. NaN counts as above +inf, where ``sort`` puts it (last)
  and NumPy's searchsorted finds it; TF's kernel compares NaN as unordered, so a NaN in
  ``x2`` went to index 0 on the left, and a NaN in ``x1`` counted as below every value on
  the right.
- ``where``: the standard's promotion, Python scalars included.

Indices are int64, the default index dtype.
"""

from __future__ import annotations

from typing import Any, Literal

import tensorflow as tf

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: what tf.where/tf.reduce_* call, without their Python layers
from arraydispatch.backends.tensorflow._data_types import (
    gen_math_ops,
    is_python_scalar,
    promote_all,
    result_dtype,
)
from arraydispatch.backends.tensorflow._manipulation import as_shape, dims, ndim, reduction_axis

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]


def _arg_extreme(fn: Any, x: Any, axis: int | None, keepdims: bool) -> Any:
    rank = ndim(x)
    if x.dtype is tf.bool:  # TF's ArgMax/ArgMin have no bool kernel
        x = tf.cast(x, tf.uint8)
    if axis is None:
        out = fn(tf.reshape(x, [-1]), 0, tf.int64)
        return tf.reshape(out, [1] * rank) if keepdims else out
    axis = normalize_axis(axis, rank)
    out = fn(x, axis, tf.int64)
    return tf.expand_dims(out, axis) if keepdims else out


def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    try:
        return _arg_extreme(gen_math_ops.arg_max, x, axis, keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    try:
        return _arg_extreme(gen_math_ops.arg_min, x, axis, keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


_BITS = {tf.float32: tf.int32, tf.float64: tf.int64}


def nonzero_mask(x: Any) -> Any:
    """``x != 0`` as bool, exact for subnormal floats too.

    TF flushes subnormals to zero on CPU (FTZ/DAZ), so ``x != 0`` is False for them; the
    bit pattern without its sign bit is non-zero exactly when the value is.
    """
    try:
        if x.dtype is tf.bool:
            return x
        if x.dtype.is_complex:
            return nonzero_mask(tf.math.real(x)) | nonzero_mask(tf.math.imag(x))
        bits = _BITS.get(x.dtype)
        if bits is None:
            return tf.not_equal(x, 0)
        magnitude = tf.bitwise.bitwise_and(tf.bitcast(x, bits), bits.max)
        return tf.not_equal(magnitude, 0)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def count_nonzero(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
) -> Any:
    try:
        axes = reduction_axis(axis, ndim(x))
        return tf.math.count_nonzero(nonzero_mask(x), axis=axes, keepdims=keepdims, dtype=tf.int64)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def nonzero(x: Any, /) -> tuple[Any, ...]:
    try:
        rank = ndim(x)
        if rank == 0:
            raise ValueError("nonzero is not defined for 0-D arrays; reshape to 1-D first.")
        indices = tf.where(nonzero_mask(x))  # (count, rank) int64
        return tuple(tf.unstack(indices, num=rank, axis=1))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def searchsorted(
    x1: Any,
    x2: Any,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: Any = None,
) -> Any:
    try:
        if side not in ("left", "right"):
            raise ValueError(f"side={side!r} must be 'left' or 'right'.")
        if ndim(x1) != 1:
            raise ValueError("searchsorted needs a 1-D x1.")
        x1, x2 = promote_all(x1, x2)
        if sorter is not None:
            x1 = tf.gather(x1, sorter)
        flat = tf.reshape(x2, [-1])
        if x1.dtype.is_floating:
            out = _searchsorted_nan_last(x1, flat, side)
        else:
            out = tf.searchsorted(x1, flat, side=side, out_type=tf.int64)
        return tf.reshape(out, as_shape(dims(x2)))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _searchsorted_nan_last(x1: Any, x2: Any, side: str) -> Any:
    """``tf.searchsorted`` of 1-D float tensors, NaN ordered above +inf (x1's NaNs last)."""
    inf = tf.constant(float("inf"), x1.dtype)
    x1_nan, x2_nan = tf.math.is_nan(x1), tf.math.is_nan(x2)
    # NaN as +inf gives each non-NaN value its place among x1's numbers; a +inf of x2
    # then still goes before x1's NaNs (the min), and a NaN of x2 after x1's numbers
    # ("left") or after everything ("right")
    out = tf.searchsorted(
        tf.where(x1_nan, inf, x1), tf.where(x2_nan, inf, x2), side=side, out_type=tf.int64
    )
    numbers = tf.math.count_nonzero(tf.logical_not(x1_nan), dtype=tf.int64)
    out = tf.minimum(out, numbers)
    nan_place = numbers if side == "left" else tf.size(x1, out_type=tf.int64)
    return tf.where(x2_nan, nan_place, out)


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    try:
        try:  # the common case: nothing to promote (tf.DType objects are interned)
            if x1.dtype is x2.dtype and condition.dtype is tf.bool:
                return gen_math_ops.select_v2(condition, x1, x2)
        except AttributeError:  # a Python scalar
            pass
        if is_python_scalar(x1) and is_python_scalar(x2):
            raise TypeError(
                "where needs x1 or x2 to be an array (the result dtype comes from it); "
                "make one of them an array first, e.g. xp.asarray(x1)."
            )
        result_dtype(x1, x2)  # raises for a pair the standard leaves undefined
        x1, x2 = promote_all(x1, x2)
        if condition.dtype != tf.bool:
            condition = tf.cast(condition, tf.bool)
        return tf.where(condition, x1, x2)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
