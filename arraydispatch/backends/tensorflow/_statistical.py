"""Statistical functions of the standard for TensorFlow tensors.

TF's reductions (``tf.reduce_*``) have the standard's semantics but other names and no
``dtype=``; the wrappers add:

- ``sum``, ``prod``, ``cumulative_sum``, ``cumulative_prod``: the standard's accumulation
  dtype (a signed integer or bool sums in int64, an unsigned one in uint64, floats keep their
  dtype) unless ``dtype=`` says otherwise.
- ``cumulative_*``: ``include_initial`` (a leading 0 / 1), ``axis=None`` for 1-D input.
- ``max``, ``min``: NaN propagates (TF's Max/Min kernels may skip a NaN).
- ``std``, ``var``: ``correction`` (TF has none); NaN where ``N - correction <= 0``.
- ``mean``: NaN for an empty reduction, as the standard asks.
- ``mean``, ``std``, ``var``: integer and bool input as the default float (NumPy's
  promotion; ``tf.reduce_mean`` truncates integers, ``reduce_variance`` refuses them).
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import tensorflow as tf

from arraydispatch._common._axes import cumulative_axis
from arraydispatch.backends.tensorflow._data_types import floating
from arraydispatch.backends.tensorflow._manipulation import as_shape, dims, ndim, reduction_axis

__all__ = [
    "cumulative_prod",
    "cumulative_sum",
    "max",
    "mean",
    "min",
    "prod",
    "std",
    "sum",
    "var",
]

Axis = int | tuple[int, ...] | None


def _accumulation_dtype(dtype: tf.DType, requested: tf.DType | None) -> tf.DType:
    if requested is not None:
        return tf.as_dtype(requested)
    if dtype == tf.bool or (dtype.is_integer and not dtype.is_unsigned):
        return tf.int64
    if dtype.is_unsigned:
        return tf.uint64
    return dtype


def _axes_list(x: Any, axis: Axis) -> Any:
    return reduction_axis(axis, ndim(x))


def _cast(x: Any, dtype: tf.DType) -> Any:
    return x if x.dtype == dtype else tf.cast(x, dtype)


def sum(
    x: Any, /, *, axis: Axis = None, dtype: tf.DType | None = None, keepdims: bool = False
) -> Any:
    x = _cast(x, _accumulation_dtype(x.dtype, dtype))
    return tf.reduce_sum(x, axis=_axes_list(x, axis), keepdims=keepdims)


def prod(
    x: Any, /, *, axis: Axis = None, dtype: tf.DType | None = None, keepdims: bool = False
) -> Any:
    x = _cast(x, _accumulation_dtype(x.dtype, dtype))
    return tf.reduce_prod(x, axis=_axes_list(x, axis), keepdims=keepdims)


def _cumulative(
    fn: Any, initial: int, x: Any, axis: int | None, dtype: Any, include_initial: bool
) -> Any:
    rank = ndim(x)
    axis = cumulative_axis(axis, rank)
    if rank == 0:
        x = tf.reshape(x, [1])
    x = _cast(x, _accumulation_dtype(x.dtype, dtype))
    out = fn(x, axis=axis)
    if include_initial:
        sizes = dims(x)
        sizes[axis] = 1
        out = tf.concat([tf.fill(as_shape(sizes), tf.constant(initial, x.dtype)), out], axis)
    return out


def cumulative_sum(
    x: Any, /, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False
) -> Any:
    return _cumulative(tf.cumsum, 0, x, axis, dtype, include_initial)


def cumulative_prod(
    x: Any, /, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False
) -> Any:
    return _cumulative(tf.math.cumprod, 1, x, axis, dtype, include_initial)


def _nan_propagating(reduce: Any, x: Any, axis: Axis, keepdims: bool) -> Any:
    axes = _axes_list(x, axis)
    if x.dtype == tf.bool:  # TF's Max/Min have no bool kernel: any/all are the same thing
        return (tf.reduce_any if reduce is tf.reduce_max else tf.reduce_all)(
            x, axis=axes, keepdims=keepdims
        )
    out = reduce(x, axis=axes, keepdims=keepdims)
    if x.dtype.is_floating:
        has_nan = tf.reduce_any(tf.math.is_nan(x), axis=axes, keepdims=keepdims)
        out = tf.where(has_nan, tf.constant(float("nan"), x.dtype), out)
    return out


def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    return _nan_propagating(tf.reduce_max, x, axis, keepdims)


def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    return _nan_propagating(tf.reduce_min, x, axis, keepdims)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    x = floating(x)  # tf.reduce_mean of integers truncates: mean([1, 0, 1]) would be 0
    return tf.reduce_mean(x, axis=_axes_list(x, axis), keepdims=keepdims)


def _count(x: Any, axes: Any) -> Any:
    """The number of elements each reduction sees: an int where static, else a tensor."""
    sizes = dims(x)
    rank = len(sizes)
    chosen = range(rank) if axes is None else [axes] if isinstance(axes, int) else axes
    counts = [sizes[a] for a in chosen]
    if builtins.all(isinstance(c, int) for c in counts):
        return math.prod(counts)
    return tf.reduce_prod(tf.stack([tf.cast(c, tf.int64) for c in counts]))


def var(
    x: Any,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
) -> Any:
    x = floating(x)  # TF's reduce_variance refuses integers
    axes = _axes_list(x, axis)
    n = _count(x, axes)
    if isinstance(n, int) and n - correction > 0:
        out = tf.math.reduce_variance(x, axis=axes, keepdims=keepdims)
        return out if correction == 0 else out * (n / (n - correction))
    mean_ = tf.reduce_mean(x, axis=axes, keepdims=True)
    deviation = x - mean_
    if x.dtype.is_complex:
        squares = tf.math.real(deviation * tf.math.conj(deviation))
    else:
        squares = deviation * deviation
    total = tf.reduce_sum(squares, axis=axes, keepdims=keepdims)
    dof = tf.cast(n, total.dtype) - tf.cast(correction, total.dtype)
    safe = tf.where(dof > 0, dof, tf.ones_like(dof))
    return tf.where(dof > 0, total / safe, tf.constant(float("nan"), total.dtype))


def std(
    x: Any,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
) -> Any:
    return tf.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))
