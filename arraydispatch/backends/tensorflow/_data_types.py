"""The standard's dtypes and data type functions for TensorFlow, and the promotion every
other module applies.

TensorFlow refuses mixed dtypes in almost every op and has ``tf.cast`` and
``tf.DType.min/max`` but none of the standard's data type functions. Deviations:

- ``promote``/``promote_all`` bring operands to the standard's result dtype first, looked up
  in the one shared lattice (``arraydispatch._common._promotion``), never in per-function
  rules; ``result_type`` is that lattice's ``result_name``.
- ``floating`` is the rule for integer and bool input to the standard's floating-point-only
  functions: NumPy's promotion to the default float (TF's kernels raise
  InvalidArgumentError, or, for ``reduce_mean``, truncate to an integer).
- ``astype``: "a copy" of a tensor is only observable for ``tf.Variable`` (tf.Tensor is
  immutable).
- float16/bfloat16 exist in TF but stay outside the standard's dtypes (``as_dtype`` refuses
  them).
"""

from __future__ import annotations

import builtins
from collections.abc import Mapping
from typing import Any

import numpy as np
import tensorflow as tf

from arraydispatch._common import _promotion
from arraydispatch._common._dtype_info import FInfo, IInfo, finfo_from_native
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._info import KINDS, names_of_kind
from arraydispatch._common._private import private_or_public
from arraydispatch._common._promotion import PYTHON_SCALARS, result_name

__all__ = [
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128",
    "astype", "can_cast", "finfo", "iinfo", "isdtype", "result_type",
]  # fmt: skip

# ---- TF's generated op modules, with public fallbacks -------------------------------------
# The generated op functions (tensorflow.python.ops.gen_*_ops) are the kernels tf.math's
# functions call, without their Python layers (dispatch, name scopes), which cost more than
# the kernel on small tensors. They are private: where a release removes one or changes its
# parameters, the public function with the same meaning stands in (_common/_private.py),
# called the way the modules here call the private one.

_GEN_ARRAY_OPS = {
    "concat_v2": ("values", "axis"),
    "expand_dims": ("input", "axis"),
    "gather_v2": ("params", "indices", "axis", "batch_dims"),
    "ones_like": ("x",),
    "pack": ("values", "axis"),
    "reshape": ("tensor", "shape"),
    "squeeze": ("input", "axis"),
    "tile": ("input", "multiples"),
    "transpose": ("x", "perm"),
    "unpack": ("value", "num", "axis"),
    "zeros_like": ("x",),
}
_GEN_BITWISE_OPS = {
    name: ("x",) if name == "invert" else ("x", "y")
    for name in ("bitwise_and", "bitwise_or", "bitwise_xor", "invert", "left_shift", "right_shift")
}
_GEN_MANIP_OPS = {"roll": ("input", "shift", "axis")}
_UNARY = (
    "_abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "ceil", "cos", "cosh", "exp",
    "expm1", "floor", "is_finite", "is_inf", "is_nan", "log", "log1p", "logical_not", "neg",
    "reciprocal", "round", "sign", "sin", "sinh", "sqrt", "tan", "tanh",
)  # fmt: skip
_BINARY = (
    "_pow", "add_v2", "floor_div", "floor_mod", "greater", "greater_equal", "less",
    "less_equal", "logical_and", "logical_or", "mul", "real_div", "squared_difference", "sub",
    "truncate_mod",
)  # fmt: skip
_REDUCTIONS = ("_all", "_any", "_max", "_min", "_sum", "mean", "prod")
_GEN_MATH_OPS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(_UNARY, ("x",)),
    **dict.fromkeys(_BINARY, ("x", "y")),
    **dict.fromkeys(_REDUCTIONS, ("input", "axis", "keep_dims")),
    "arg_max": ("input", "dimension", "output_type"),
    "arg_min": ("input", "dimension", "output_type"),
    "atan2": ("y", "x"),
    "cast": ("x", "DstT", "Truncate"),
    "cumprod": ("x", "axis", "exclusive", "reverse"),
    "cumsum": ("x", "axis", "exclusive", "reverse"),
    "equal": ("x", "y", "incompatible_shape_error"),
    "mat_mul": ("a", "b", "transpose_a", "transpose_b"),
    "next_after": ("x1", "x2"),
    "not_equal": ("x", "y", "incompatible_shape_error"),
    "select_v2": ("condition", "t", "e"),
}
_GEN_NN_OPS = {"top_kv2": ("input", "k", "sorted", "index_type")}
_GEN_SPECTRAL_OPS = {
    "irfft": ("input", "fft_length", "Treal"),
    "rfft": ("input", "fft_length", "Tcomplex"),
}

# the public name of each generated op where it is a plain rename (same positional
# parameters, our calls pass no others)
_PUBLIC_NAMES = {
    "_abs": "math.abs", "_pow": "math.pow", "add_v2": "math.add", "floor_div": "math.floordiv",
    "floor_mod": "math.floormod", "is_finite": "math.is_finite", "is_inf": "math.is_inf",
    "is_nan": "math.is_nan", "mul": "math.multiply", "neg": "math.negative",
    "next_after": "math.nextafter", "real_div": "realdiv", "sub": "math.subtract",
    "truncate_mod": "truncatemod", "_all": "reduce_all", "_any": "reduce_any",
    "_max": "reduce_max", "_min": "reduce_min", "_sum": "reduce_sum", "mean": "reduce_mean",
    "prod": "reduce_prod", "select_v2": "where", "mat_mul": "linalg.matmul",
    "concat_v2": "concat", "pack": "stack", "unpack": "unstack", "roll": "roll",
    "expand_dims": "expand_dims", "ones_like": "ones_like", "zeros_like": "zeros_like",
    "reshape": "reshape", "squeeze": "squeeze", "tile": "tile", "transpose": "transpose",
    **{name: f"bitwise.{name}" for name in _GEN_BITWISE_OPS},
}  # fmt: skip


def _public(path: str) -> Any:
    found: Any = tf
    for part in path.split("."):
        found = getattr(found, part)
    return found


def _public_ops(names: Mapping[str, tuple[str, ...]]) -> dict[str, Any]:
    """The public stand-ins of the generated op functions ``names``."""
    special: dict[str, Any] = {
        "gather_v2": lambda params, indices, axis, batch_dims=0: tf.gather(
            params, indices, axis=axis, batch_dims=batch_dims
        ),
        "arg_max": lambda x, axis, output_type=tf.int64: tf.math.argmax(x, axis, output_type),
        "arg_min": lambda x, axis, output_type=tf.int64: tf.math.argmin(x, axis, output_type),
        "cast": lambda x, dtype, Truncate=False: tf.cast(x, dtype),
        "top_kv2": lambda x, k, sorted=True, index_type=tf.int32: tf.math.top_k(
            x, k, sorted=sorted, index_type=index_type
        ),
        "rfft": lambda x, n, Tcomplex=None: tf.signal.rfft(x, n),
        "irfft": lambda x, n, Treal=None: tf.signal.irfft(x, n),
    }
    return {
        name: special[name] if name in special else _public(_PUBLIC_NAMES.get(name, f"math.{name}"))
        for name in names
    }


def _gen_ops(module: str, names: Mapping[str, tuple[str, ...]]) -> Any:
    return private_or_public(f"tensorflow.python.ops.{module}", names, lambda: _public_ops(names))


gen_array_ops = _gen_ops("gen_array_ops", _GEN_ARRAY_OPS)
gen_bitwise_ops = _gen_ops("gen_bitwise_ops", _GEN_BITWISE_OPS)
gen_manip_ops = _gen_ops("gen_manip_ops", _GEN_MANIP_OPS)
gen_math_ops = _gen_ops("gen_math_ops", _GEN_MATH_OPS)
gen_nn_ops = _gen_ops("gen_nn_ops", _GEN_NN_OPS)
gen_spectral_ops = _gen_ops("gen_spectral_ops", _GEN_SPECTRAL_OPS)

# -- data types ----------------------------------------------------------------------------

bool = tf.bool
int8, int16, int32, int64 = tf.int8, tf.int16, tf.int32, tf.int64
uint8, uint16, uint32, uint64 = tf.uint8, tf.uint16, tf.uint32, tf.uint64
float32, float64 = tf.float32, tf.float64
complex64, complex128 = tf.complex64, tf.complex128

#: Standard dtype name -> tf.DType.
DTYPES: dict[str, tf.DType] = {name: tf.as_dtype(name) for name in _promotion.ALL}

_F32, _F64, _C64, _C128 = tf.float32, tf.float64, tf.complex64, tf.complex128

#: The namespace's default real floating dtype (``default_dtypes()["real floating"]``).
DEFAULT_FLOAT = tf.float32

_TENSORS = (tf.Tensor, tf.Variable)

#: dtypes whose casts among each other tf.cast hands straight to the Cast op (complex
#: input takes its real part first)
_REAL = frozenset(
    DTYPES[name] for name in _promotion.ALL if name not in _promotion.COMPLEX_FLOATING
)


def is_python_scalar(value: object) -> builtins.bool:
    """True for Python bool/int/float/complex (not NumPy or TF scalars)."""
    try:
        return type(value) in PYTHON_SCALARS
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def as_dtype(dtype: Any) -> tf.DType:
    """A ``dtype=`` argument as a standard tf.DType (tf.DType, NumPy dtype or scalar type).

    Raises TypeError for dtypes outside the standard (float16, bfloat16, strings, ...).
    """
    try:
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
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


# -- promotion -----------------------------------------------------------------------------


def _name_of(value: Any) -> str | None:
    """The standard dtype name of a tensor, a variable or a tf.DType, else None."""
    if isinstance(value, _TENSORS):
        value = value.dtype
    elif not isinstance(value, tf.DType):
        return None
    name: str = value.name
    return name if name in DTYPES else None


def result_dtype(*arrays_and_scalars: Any, function: str = "result_type") -> tf.DType:
    """The standard's result dtype of tensors, dtypes and Python scalars as a tf.DType.

    Raises TypeError naming both dtypes for pairs the standard leaves undefined.
    """
    try:
        return DTYPES[result_name(arrays_and_scalars, _name_of, function)]
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def promote_all(*arrays_and_scalars: Any) -> list[Any]:
    """The arguments as tensors of their common result dtype (Python scalars included)."""
    try:
        dtype = result_dtype(*arrays_and_scalars)
        return [
            # a tensor already of the result dtype is used as is (tf.cast would still open a
            # name scope per call); variables go through tf.cast, which reads their value
            value
            if isinstance(value, tf.Tensor) and value.dtype is dtype
            else tf.cast(value, dtype)
            if isinstance(value, _TENSORS)
            else scalar_constant(value, dtype)
            for value in arrays_and_scalars
        ]
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


# The only module-level state: result dtypes by (dtype or scalar type) pair. Bounded (the
# standard's 13 dtypes and 4 scalar types) and a pure function of the key.
_PAIR_CACHE: dict[tuple[Any, Any], tf.DType] = {}


def _key(value: Any) -> Any:
    if isinstance(value, _TENSORS):
        return value.dtype
    kind = type(value)
    return kind if kind in PYTHON_SCALARS else None


def promote(x1: Any, x2: Any, keep: int, /) -> tuple[Any, Any]:
    """Both operands of a binary function as tensors of the standard's result dtype.

    The ``promote`` of :func:`arraydispatch._common._binary.binary` (which calls it only
    when the dtypes differ or an operand is a Python scalar). ``keep`` is unused: a Python
    scalar always becomes a tensor of the result dtype, since TF converts a scalar by the
    other operand's dtype and would truncate ``int32 + 2.5``, not promote it.
    """
    try:
        key = (_key(x1), _key(x2))
        dtype = _PAIR_CACHE.get(key)
        if dtype is None:
            dtype = result_dtype(x1, x2)
            if None not in key:
                _PAIR_CACHE[key] = dtype
        return _as(x1, dtype), _as(x2, dtype)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def common_dtype(values: Any) -> tf.DType | None:
    """The one tf.DType every value (tensors or variables) has, or None."""
    try:
        first = getattr(values[0], "dtype", None)
        if not isinstance(first, tf.DType):
            return None
        for value in values:
            if getattr(value, "dtype", None) is not first:
                return None
        return first
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def promote_pair(x1: Any, x2: Any) -> tuple[Any, Any]:
    """``promote`` with the factory's fast path, for the binary functions written out by
    hand: two operands of one dtype (tf.DType objects are interned, for variables too)
    come back as they are."""
    try:
        try:
            if x1.dtype is x2.dtype:
                return x1, x2
        except AttributeError:  # a Python scalar operand
            pass
        return promote(x1, x2, 0)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _as(value: Any, dtype: tf.DType) -> Any:
    if isinstance(value, _TENSORS):
        return value if value.dtype is dtype else tf.cast(value, dtype)
    return scalar_constant(value, dtype)


def scalar_constant(value: Any, dtype: Any = None) -> tf.Tensor:
    """``tf.constant(value, dtype)`` for a Python or NumPy scalar, signed zeros kept.

    TF's eager mode caches scalar constants by value and dtype, and ``-0.0 == 0.0``: once
    ``tf.constant(0.0)`` has run, ``tf.constant(-0.0)`` returns the cached +0.0 (and the
    other way round; complex parts alike). A 0-D NumPy array does not go through that cache,
    so a scalar with a zero part goes as one; other scalars keep the cached fast path.
    """
    if isinstance(value, float | complex | np.floating | np.complexfloating) and (
        value.real == 0 or value.imag == 0
    ):
        numpy_dtype = None if dtype is None else tf.as_dtype(dtype).as_numpy_dtype
        return tf.constant(np.asarray(value, dtype=numpy_dtype), dtype=dtype)
    return tf.constant(value, dtype=dtype)


def floating(x: Any) -> Any:
    """``x`` as it is where floating or complex, else cast to the default float.

    The rule for integer and bool input to the standard's floating-point-only functions:
    NumPy's promotion, as NumPy, PyTorch, JAX and Dask give it (TF's kernels raise
    InvalidArgumentError, or, for ``reduce_mean``, truncate to an integer).
    """
    try:
        dtype = getattr(x, "dtype", None)
        # the common case by identity (tf.DType's is_floating/is_complex are Python properties)
        if dtype is _F32 or dtype is _F64 or dtype is _C64 or dtype is _C128:
            return x
        if not isinstance(dtype, tf.DType):
            x = tf.convert_to_tensor(x)  # a sequence or scalar, as TF's own functions accept
            dtype = x.dtype
        if dtype.is_floating or dtype.is_complex:
            return x
        return tf.cast(x, DEFAULT_FLOAT)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


# -- data type functions -------------------------------------------------------------------


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
    try:
        dtype = as_dtype(dtype)
        if device is None and x.dtype in _REAL:  # the common case, without tf.cast's layers
            if x.dtype is dtype:
                return tf.identity(x) if copy else x
            if dtype in _REAL:
                return gen_math_ops.cast(x, dtype)
        if device is not None:
            # _info reads this module's dtypes: imported here, where a device is asked for
            from arraydispatch.backends.tensorflow._info import check_device

            with tf.device(check_device(device)):
                return tf.identity(tf.cast(x, dtype))
        if x.dtype is dtype:
            return tf.identity(x) if copy else x
        return tf.cast(x, dtype)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _dtype_of(value: Any) -> tf.DType:
    if isinstance(value, _TENSORS):
        return value.dtype
    return as_dtype(value)


def can_cast(from_: Any, to: Any, /) -> builtins.bool:
    """Whether the standard's promotion rules turn ``from_`` (a dtype or array) into ``to``."""
    try:
        source, target = _dtype_of(from_).name, as_dtype(to).name
        return builtins.bool(_promotion.promote(source, target) == target)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def finfo(type: Any, /) -> FInfo:
    """Machine limits of a floating-point dtype (or of an array's dtype).

    For a complex dtype the limits, and ``dtype``, are those of its real component.
    """
    try:
        dtype = _dtype_of(type)
        name = _promotion.REAL_OF_COMPLEX.get(dtype.name, dtype.name)
        if name not in _promotion.REAL_FLOATING:
            raise TypeError(f"finfo() needs a floating-point dtype, got {dtype.name}; use iinfo().")
        return finfo_from_native(np.finfo(name), DTYPES[name])
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def iinfo(type: Any, /) -> IInfo:
    """Machine limits of an integer dtype (or of an array's dtype)."""
    try:
        dtype = _dtype_of(type)
        if dtype.name not in _promotion.INTEGER:
            raise TypeError(f"iinfo() needs an integer dtype, got {dtype.name}; use finfo().")
        return IInfo(
            bits=_promotion.BITS[dtype.name], max=int(dtype.max), min=int(dtype.min), dtype=dtype
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


#: Kind name -> the standard dtype names it selects (isdtype's common case: one tf.DType
#: and one kind name, answered by two set lookups).
_KIND_NAMES = {kind: frozenset(names_of_kind(kind)) for kind in KINDS}


def isdtype(dtype: Any, kind: Any) -> builtins.bool:
    """Whether ``dtype`` is of ``kind``: a kind name, a dtype, or a tuple of them."""
    try:
        if type(dtype) is tf.DType and type(kind) is str:
            name = dtype.name
            names = _KIND_NAMES.get(kind)
            if names is not None and name in DTYPES:
                return name in names
        name = as_dtype(dtype).name
        kinds = kind if isinstance(kind, tuple) else (kind,)
        for k in kinds:
            if isinstance(k, str):
                if name in names_of_kind(k):
                    return True
            elif as_dtype(k).name == name:
                return True
        return False
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def result_type(*arrays_and_dtypes: Any) -> tf.DType:
    """The standard's result dtype of arrays, dtypes and (2024.12) Python scalars."""
    try:
        return DTYPES[result_name(arrays_and_dtypes, _name_of)]
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
