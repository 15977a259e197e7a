"""Utility functions of the standard for TensorFlow tensors.

- ``all``, ``any``: TF's ``reduce_all``/``reduce_any`` take bool only; other dtypes are
  tested against zero first (complex: either component non-zero; a subnormal float is
  non-zero, which TF's own ``!=`` gets wrong on CPU, see ``_searching.nonzero_mask``).
- ``diff``: TF has none; ``prepend``/``append`` are promoted with ``x``.
"""

from __future__ import annotations

import operator
from typing import Any

import tensorflow as tf

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: what tf.reduce_any/all call, without their Python layers
from arraydispatch.backends.tensorflow._data_types import (
    gen_math_ops,
    promote_all,
)
from arraydispatch.backends.tensorflow._manipulation import ndim, reduce_axes, reduction_axis
from arraydispatch.backends.tensorflow._searching import nonzero_mask

__all__ = ["all", "any", "diff"]


def all(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    try:
        axes = reduce_axes(x, axis)
        if axes is not None:
            return gen_math_ops._all(nonzero_mask(x), axes, keepdims)
        axes = reduction_axis(axis, ndim(x))
        return tf.reduce_all(nonzero_mask(x), axis=axes, keepdims=keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def any(x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    try:
        axes = reduce_axes(x, axis)
        if axes is not None:
            return gen_math_ops._any(nonzero_mask(x), axes, keepdims)
        axes = reduction_axis(axis, ndim(x))
        return tf.reduce_any(nonzero_mask(x), axis=axes, keepdims=keepdims)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def diff(
    x: Any,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: Any = None,
    append: Any = None,
) -> Any:
    try:
        rank = ndim(x)
        if rank == 0:
            raise ValueError("diff needs an array of at least one dimension.")
        axis = normalize_axis(axis, rank)
        n = operator.index(n)
        if n < 0:
            raise ValueError(f"n={n} must be non-negative.")
        if prepend is not None or append is not None:
            parts = [p for p in (prepend, x, append) if p is not None]
            parts = promote_all(*parts)
            x = tf.concat(parts, axis)
        head = (slice(None),) * axis
        for _ in range(n):
            later, earlier = x[(*head, slice(1, None))], x[(*head, slice(None, -1))]
            x = tf.not_equal(later, earlier) if x.dtype == tf.bool else later - earlier
        return x
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
