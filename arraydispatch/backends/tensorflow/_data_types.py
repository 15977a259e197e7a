"""Data type functions: astype, can_cast, finfo, iinfo, isdtype, result_type.

TensorFlow has ``tf.cast`` and ``tf.DType.min/max`` but none of the standard's functions;
they are written here over the one promotion table (``_dtypes``) and NumPy's float facts.
"""

from __future__ import annotations

import builtins
from typing import Any

import numpy as np
import tensorflow as tf

from arraydispatch._common import _promotion
from arraydispatch._common._dtype_info import FInfo, IInfo, finfo_from_native
from arraydispatch._common._info import names_of_kind
from arraydispatch.backends.tensorflow._dtypes import DTYPES, as_dtype, result_dtype
from arraydispatch.backends.tensorflow._info import check_device

__all__ = ["astype", "can_cast", "finfo", "iinfo", "isdtype", "result_type"]


def astype(x: Any, dtype: Any, /, *, copy: builtins.bool = True, device: Any = None) -> tf.Tensor:
    """``x`` cast to ``dtype``; ``x`` itself when ``copy=False`` and nothing changes.

    tf.Tensor is immutable, so "a copy" of a tensor is only observable for tf.Variable:
    ``astype(v, v.dtype)`` returns a snapshot that later assignments to ``v`` leave alone.

    Examples
    --------
    >>> import tensorflow as tf
    >>> import arraydispatch.backends.tensorflow as xp
    >>> xp.astype(tf.constant([1.5]), xp.int32).numpy()
    array([1], dtype=int32)
    """
    dtype = as_dtype(dtype)
    if device is not None:
        with tf.device(check_device(device)):
            return tf.identity(tf.cast(x, dtype))
    if x.dtype == dtype:
        return tf.identity(x) if copy else x
    return tf.cast(x, dtype)


def _dtype_of(value: Any) -> tf.DType:
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return value.dtype
    return as_dtype(value)


def can_cast(from_: Any, to: Any, /) -> builtins.bool:
    """Whether the standard's promotion rules turn ``from_`` (a dtype or array) into ``to``."""
    source, target = _dtype_of(from_).name, as_dtype(to).name
    return builtins.bool(_promotion.promote(source, target) == target)


def finfo(type: Any, /) -> FInfo:
    """Machine limits of a floating-point dtype (or of an array's dtype).

    For a complex dtype the limits, and ``dtype``, are those of its real component.
    """
    dtype = _dtype_of(type)
    name = _promotion.REAL_OF_COMPLEX.get(dtype.name, dtype.name)
    if name not in _promotion.REAL_FLOATING:
        raise TypeError(f"finfo() needs a floating-point dtype, got {dtype.name}; use iinfo().")
    return finfo_from_native(np.finfo(name), DTYPES[name])


def iinfo(type: Any, /) -> IInfo:
    """Machine limits of an integer dtype (or of an array's dtype)."""
    dtype = _dtype_of(type)
    if dtype.name not in _promotion.INTEGER:
        raise TypeError(f"iinfo() needs an integer dtype, got {dtype.name}; use finfo().")
    return IInfo(
        bits=_promotion.BITS[dtype.name], max=int(dtype.max), min=int(dtype.min), dtype=dtype
    )


def isdtype(dtype: Any, kind: Any) -> builtins.bool:
    """Whether ``dtype`` is of ``kind``: a kind name, a dtype, or a tuple of them."""
    name = as_dtype(dtype).name
    kinds = kind if isinstance(kind, tuple) else (kind,)
    for k in kinds:
        if isinstance(k, str):
            if name in names_of_kind(k):
                return True
        elif as_dtype(k).name == name:
            return True
    return False


def result_type(*arrays_and_dtypes: Any) -> tf.DType:
    """The standard's result dtype of arrays, dtypes and (2024.12) Python scalars."""
    return result_dtype(*arrays_and_dtypes)
