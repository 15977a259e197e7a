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
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: the kernels tf.reduce_* call, without the Python layers
# (dispatch, name scopes, axis conversion through NumPy) that cost more than the kernel on
# small tensors. The op names are TF's stable op API (tf.raw_ops lists the same ops).
from arraydispatch.backends.tensorflow._data_types import (
    floating,
    gen_math_ops,
)
from arraydispatch.backends.tensorflow._info import cpu_only
from arraydispatch.backends.tensorflow._manipulation import (
    as_shape,
    dims,
    ndim,
    reduce_axes,
    reduction_axis,
)

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
    return x if x.dtype is dtype else tf.cast(x, dtype)


#: dtypes that sum and prod accumulate in themselves (the others: int64 / uint64)
_OWN_ACCUMULATOR = frozenset((tf.float32, tf.float64, tf.complex64, tf.complex128, tf.int64))


def sum(
    x: Any, /, *, axis: Axis = None, dtype: tf.DType | None = None, keepdims: bool = False
) -> Any:
    try:
        if dtype is not None or x.dtype not in _OWN_ACCUMULATOR:
            x = _cast(x, _accumulation_dtype(x.dtype, dtype))
        axes = reduce_axes(x, axis)
        if axes is None:
            return tf.reduce_sum(x, axis=_axes_list(x, axis), keepdims=keepdims)
        return gen_math_ops._sum(x, axes, keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def prod(
    x: Any, /, *, axis: Axis = None, dtype: tf.DType | None = None, keepdims: bool = False
) -> Any:
    try:
        if dtype is not None or x.dtype not in _OWN_ACCUMULATOR:
            x = _cast(x, _accumulation_dtype(x.dtype, dtype))
        axes = reduce_axes(x, axis)
        if axes is None:
            return tf.reduce_prod(x, axis=_axes_list(x, axis), keepdims=keepdims)
        return gen_math_ops.prod(x, axes, keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _cumulative(
    fn: Any, initial: int, x: Any, axis: int | None, dtype: Any, include_initial: bool
) -> Any:
    rank = ndim(x)
    axis = cumulative_axis(axis, rank)
    if rank == 0:
        x = tf.reshape(x, [1])
    if dtype is not None or x.dtype not in _OWN_ACCUMULATOR:
        x = _cast(x, _accumulation_dtype(x.dtype, dtype))
    out = fn(x, axis)
    if include_initial:
        sizes = dims(x)
        sizes[axis] = 1
        out = tf.concat([tf.fill(as_shape(sizes), tf.constant(initial, x.dtype)), out], axis)
    return out


def cumulative_sum(
    x: Any, /, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False
) -> Any:
    try:
        return _cumulative(gen_math_ops.cumsum, 0, x, axis, dtype, include_initial)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def cumulative_prod(
    x: Any, /, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False
) -> Any:
    try:
        return _cumulative(gen_math_ops.cumprod, 1, x, axis, dtype, include_initial)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


_REAL_FLOATING = frozenset((tf.float32, tf.float64))


def _nan_propagating(reduce: Any, x: Any, axis: Axis, keepdims: bool) -> Any:
    axes = reduce_axes(x, axis)
    if axes is None:  # nothing to reduce
        return tf.identity(x)
    if x.dtype is tf.bool:  # TF's Max/Min have no bool kernel: any/all are the same thing
        return (gen_math_ops._any if reduce is gen_math_ops._max else gen_math_ops._all)(
            x, axes, keepdims
        )
    out = reduce(x, axes, keepdims)
    # The standard wants NaN wherever a NaN is reduced. TF's eager CPU kernels give it
    # (checked for float32/float64, every axis, a NaN at random positions of up to 2**20
    # elements; the official suite's NaN cases run eagerly on CPU); XLA's drop NaN, and a
    # tf.function may be compiled by XLA, so graphs and other devices test explicitly.
    if x.dtype in _REAL_FLOATING and not (tf.executing_eagerly() and cpu_only()):
        has_nan = gen_math_ops._any(gen_math_ops.is_nan(x), axes, keepdims)
        out = gen_math_ops.select_v2(has_nan, tf.constant(float("nan"), x.dtype), out)
    return out


def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        return _nan_propagating(gen_math_ops._max, x, axis, keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        return _nan_propagating(gen_math_ops._min, x, axis, keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        x = floating(x)  # tf.reduce_mean of integers truncates: mean([1, 0, 1]) would be 0
        axes = reduce_axes(x, axis)
        if axes is None:
            return tf.reduce_mean(x, axis=_axes_list(x, axis), keepdims=keepdims)
        return gen_math_ops.mean(x, axes, keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


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
    try:
        x = floating(x)  # TF's reduce_variance refuses integers
        axes = _axes_list(x, axis)
        n = _count(x, axes)
        if isinstance(n, int) and n - correction > 0:
            gen_axes = reduce_axes(x, axis)
            if gen_axes is None or x.dtype not in _REAL_FLOATING:
                out = tf.math.reduce_variance(x, axis=axes, keepdims=keepdims)
            else:  # reduce_variance's ops, without its Python layers
                mean_ = gen_math_ops.mean(x, gen_axes, True)
                squares = gen_math_ops.squared_difference(x, mean_)
                out = gen_math_ops.mean(squares, gen_axes, keepdims)
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
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def std(
    x: Any,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
) -> Any:
    try:
        return gen_math_ops.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
