"""Linear algebra functions of the standard (main namespace) for TensorFlow tensors.

- ``matmul``, ``tensordot``, ``vecdot``: promote their arguments first; ``matmul`` accepts
  1-D operands (TF's needs matrices); TF's MatMul kernels lack int8/int16 and the unsigned
  integers, which go through a wider integer type and are wrapped back (integer products
  are exact modulo 2**bits either way).
- ``tensordot``: negative axes are normalized (TF's tensordot rejects them).
- ``matrix_transpose``: TF's own (``tf.linalg.matrix_transpose``) with the standard's rank
  check.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import tensorflow as tf

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op function of MatMul: tf.linalg.matmul without its Python layers
from arraydispatch.backends.tensorflow._data_types import (
    gen_math_ops,
    promote_all,
    promote_pair,
)
from arraydispatch.backends.tensorflow._manipulation import ndim

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]

# dtype -> the dtype TF's MatMul/BatchMatMul kernels compute it in (then cast back, wrapping).
_MATMUL_AS = {
    tf.int8: tf.int32,
    tf.int16: tf.int32,
    tf.uint8: tf.int32,
    tf.uint16: tf.int32,
    tf.uint32: tf.int64,
    tf.uint64: tf.int64,
    tf.bool: tf.int32,
}


#: dtypes TF's MatMul kernel takes as they are
_MATMUL_OWN = frozenset((tf.float32, tf.float64, tf.complex64, tf.complex128, tf.int32, tf.int64))


def _matmul(a: Any, b: Any) -> Any:
    wide = _MATMUL_AS.get(a.dtype)
    if wide is None:
        return tf.linalg.matmul(a, b)
    out = tf.linalg.matmul(tf.cast(a, wide), tf.cast(b, wide))
    return tf.cast(out, a.dtype) if a.dtype != tf.bool else tf.not_equal(out, 0)


def matmul(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = promote_pair(x1, x2)
        r1, r2 = ndim(x1), ndim(x2)
        if r1 == r2 == 2 and x1.dtype in _MATMUL_OWN:  # the common case: TF's MatMul as is
            k1, k2 = x1.shape[1], x2.shape[0]
            if k1 is None or k2 is None or k1 == k2:
                return gen_math_ops.mat_mul(x1, x2)
        if r1 == 0 or r2 == 0:
            raise ValueError("matmul needs arrays of at least one dimension; use multiply for 0-D.")
        if r1 == 1:
            x1 = x1[tf.newaxis, :]
        if r2 == 1:
            x2 = x2[:, tf.newaxis]
        k1, k2 = x1.shape[-1], x2.shape[-2]
        if k1 is not None and k2 is not None and k1 != k2:
            raise ValueError(
                f"matmul: the last axis of x1 ({k1}) must match the second-to-last axis of "
                f"x2 ({k2})."
            )
        out = _matmul(x1, x2)
        if r2 == 1:
            out = out[..., 0]
        if r1 == 1:
            out = out[..., 0, :] if r2 != 1 else out[..., 0]
        return out
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def matrix_transpose(x: Any, /) -> Any:
    try:
        if ndim(x) < 2:
            raise ValueError("matrix_transpose needs an array of at least two dimensions.")
        return tf.linalg.matrix_transpose(x)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def tensordot(x1: Any, x2: Any, /, *, axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Any:
    try:
        x1, x2 = promote_all(x1, x2)
        r1, r2 = ndim(x1), ndim(x2)
        if isinstance(axes, int):
            if not 0 <= axes <= min(r1, r2):
                raise ValueError(f"axes={axes} must be in [0, {min(r1, r2)}] for these arrays.")
            a1 = list(range(r1 - axes, r1))
            a2 = list(range(axes))
        else:
            a1 = [normalize_axis(a, r1, name="axes") for a in axes[0]]
            a2 = [normalize_axis(a, r2, name="axes") for a in axes[1]]
            if len(a1) != len(a2):
                raise ValueError(f"axes={axes!r}: both sequences must have the same length.")
        wide = _MATMUL_AS.get(x1.dtype)
        if wide is None:
            return tf.tensordot(x1, x2, [a1, a2])
        out = tf.tensordot(tf.cast(x1, wide), tf.cast(x2, wide), [a1, a2])
        return tf.cast(out, x1.dtype)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        x1, x2 = promote_all(x1, x2)
        rank = max(ndim(x1), ndim(x2))
        axis = normalize_axis(operator.index(axis), rank)
        # the contracted axis must match in size (it is not broadcast); axis counts from the end
        k1 = x1.shape[axis - rank] if axis - rank >= -x1.shape.rank else None
        k2 = x2.shape[axis - rank] if axis - rank >= -x2.shape.rank else None
        if k1 is not None and k2 is not None and k1 != k2:
            raise ValueError(f"vecdot: axis {axis} has size {k1} in x1 but {k2} in x2.")
        if x1.dtype.is_complex:
            x1 = tf.math.conj(x1)
        return tf.reduce_sum(x1 * x2, axis=axis - rank)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
