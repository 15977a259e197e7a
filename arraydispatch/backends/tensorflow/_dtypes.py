"""TensorFlow dtypes under the standard's names, and the standard's promotion applied to TF.

TensorFlow refuses mixed dtypes in almost every op; the namespace functions bring their
arguments to the standard's result dtype here first, looking it up in the one shared
lattice (``arraydispatch._common._promotion``), never in per-function rules.
"""

from __future__ import annotations

import builtins
from typing import Any

import tensorflow as tf

from arraydispatch._common import _promotion

# The standard's dtypes; float16/bfloat16 exist in TF but stay outside the standard set.
bool = tf.bool
int8, int16, int32, int64 = tf.int8, tf.int16, tf.int32, tf.int64
uint8, uint16, uint32, uint64 = tf.uint8, tf.uint16, tf.uint32, tf.uint64
float32, float64 = tf.float32, tf.float64
complex64, complex128 = tf.complex64, tf.complex128

#: Standard dtype name -> tf.DType.
DTYPES: dict[str, tf.DType] = {name: tf.as_dtype(name) for name in _promotion.ALL}

_PYTHON_SCALARS = (builtins.bool, int, float, complex)


def is_python_scalar(value: object) -> builtins.bool:
    """True for Python bool/int/float/complex (not NumPy or TF scalars)."""
    return type(value) in _PYTHON_SCALARS


def result_dtype(*arrays_and_scalars: Any) -> tf.DType:
    """The standard's result dtype of tensors (and Python scalars) as a tf.DType.

    Raises TypeError naming both dtypes for pairs the standard leaves undefined.
    """
    name: str | None = None
    scalars = []
    for value in arrays_and_scalars:
        if isinstance(value, (tf.Tensor, tf.Variable)):
            other = value.dtype.name
        elif isinstance(value, tf.DType):
            other = value.name
        else:
            scalars.append(value)
            continue
        if name is None:
            name = other
        else:
            promoted = _promotion.promote(name, other)
            if promoted is None:
                raise TypeError(
                    f"the Array API standard does not define promotion of {name} with {other}; "
                    f"cast one argument first, e.g. xp.astype(x, xp.{name})."
                )
            name = promoted
    if name is None:
        raise TypeError("at least one argument must be a tensor or a dtype")
    for scalar in scalars:
        promoted = _promotion.scalar_result(name, scalar)
        if promoted is None:
            raise TypeError(
                f"a Python {type(scalar).__name__} cannot be combined with a {name} array "
                f"under the standard's rules; make it an array of the right dtype first."
            )
        name = promoted
    return DTYPES[name]


def promote(*arrays_and_scalars: Any) -> list[tf.Tensor]:
    """The arguments as tensors of their common result dtype (Python scalars included)."""
    dtype = result_dtype(*arrays_and_scalars)
    return [
        # a tensor already of the result dtype is used as is (tf.cast would still open a
        # name scope per call); variables go through tf.cast, which reads their value
        value
        if isinstance(value, tf.Tensor) and value.dtype == dtype
        else tf.cast(value, dtype)
        if isinstance(value, (tf.Tensor, tf.Variable))
        else tf.constant(value, dtype=dtype)
        for value in arrays_and_scalars
    ]


# The only module-level state: result dtypes by (dtype or scalar type) pair. Bounded (the
# standard's 13 dtypes and 4 scalar types) and a pure function of the key.
_PAIR_CACHE: dict[tuple[Any, Any], tf.DType] = {}


def _key(value: Any) -> Any:
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return value.dtype
    kind = type(value)
    return kind if kind in _PYTHON_SCALARS else None


def promote_pair(x1: Any, x2: Any) -> tuple[tf.Tensor, tf.Tensor]:
    """``promote(x1, x2)`` for the binary element-wise functions, with a fast path for two
    tensors that already share a dtype (the common case: no look-up, no cast)."""
    d1 = getattr(x1, "dtype", None)
    if d1 is not None and d1 == getattr(x2, "dtype", None) and isinstance(d1, tf.DType):
        return x1, x2
    key = (_key(x1), _key(x2))
    dtype = _PAIR_CACHE.get(key)
    if dtype is None:
        dtype = result_dtype(x1, x2)
        if None not in key:
            _PAIR_CACHE[key] = dtype
    return _as(x1, dtype), _as(x2, dtype)


def _as(value: Any, dtype: tf.DType) -> tf.Tensor:
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return value if value.dtype == dtype else tf.cast(value, dtype)
    return tf.constant(value, dtype=dtype)


def as_dtype(dtype: Any) -> tf.DType:
    """A ``dtype=`` argument as a standard tf.DType (tf.DType, NumPy dtype or scalar type).

    Raises TypeError for dtypes outside the standard (float16, bfloat16, strings, ...).
    """
    if type(dtype) is tf.DType and dtype.name in DTYPES:
        return dtype
    try:
        converted = tf.as_dtype(dtype)
    except TypeError:
        converted = None
    if converted is None or converted.name not in DTYPES:
        raise TypeError(
            f"{dtype!r} is not a dtype of the Array API standard; use one of "
            f"{', '.join('xp.' + name for name in DTYPES)}."
        )
    return converted


#: The namespace's default real floating dtype (``default_dtypes()["real floating"]``).
DEFAULT_FLOAT = tf.float32


def floating(x: Any) -> tf.Tensor:
    """``x`` as it is where floating or complex, else cast to the default float.

    The rule for integer and bool input to the standard's floating-point-only functions:
    NumPy's promotion, as NumPy, PyTorch, JAX and Dask give it (TF's kernels raise
    InvalidArgumentError, or, for ``reduce_mean``, truncate to an integer).
    """
    dtype = getattr(x, "dtype", None)
    if not isinstance(dtype, tf.DType):
        x = tf.convert_to_tensor(x)  # a sequence or scalar, as TF's own functions accept
        dtype = x.dtype
    if dtype.is_floating or dtype.is_complex:
        return x
    return tf.cast(x, DEFAULT_FLOAT)
