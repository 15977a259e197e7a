# ruff: noqa: F405
# (F405: __all__ names what the section modules' star imports bring)
"""The Array API namespace for TensorFlow tensors (2025.12).

Split by the standard's sections into private modules, re-exported here. Operators on
tf.Tensor stay TensorFlow's own (no global patching, never
``experimental_enable_numpy_behavior``); the namespace functions carry the standard's
semantics, promotion included (``_dtypes.promote``). Works on EagerTensor, tf.Variable and
the symbolic tensors of ``tf.function``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import tensorflow as _tf

from arraydispatch._common._namespace import forward as _forward
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.tensorflow import fft, linalg
from arraydispatch.backends.tensorflow._constants import *  # noqa: F403
from arraydispatch.backends.tensorflow._creation import *  # noqa: F403
from arraydispatch.backends.tensorflow._data_types import *  # noqa: F403
from arraydispatch.backends.tensorflow._dtypes import (
    bool,
    complex64,
    complex128,
    float32,
    float64,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
)
from arraydispatch.backends.tensorflow._elementwise import *  # noqa: F403
from arraydispatch.backends.tensorflow._indexing import *  # noqa: F403
from arraydispatch.backends.tensorflow._info import __array_namespace_info__
from arraydispatch.backends.tensorflow._info import check_device as _check_device
from arraydispatch.backends.tensorflow._linalg_functions import *  # noqa: F403
from arraydispatch.backends.tensorflow._manipulation import *  # noqa: F403
from arraydispatch.backends.tensorflow._searching import *  # noqa: F403
from arraydispatch.backends.tensorflow._set import *  # noqa: F403
from arraydispatch.backends.tensorflow._sorting import *  # noqa: F403
from arraydispatch.backends.tensorflow._statistical import *  # noqa: F403
from arraydispatch.backends.tensorflow._utility import *  # noqa: F403

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any

__array_api_version__: str = API_VERSION


# -- hooks for arraydispatch.device() / arraydispatch.to_device() --------------------------
# _tf.Tensor has ``.device`` (a string) but no ``to_device``; the standard's devices here are
# TF's logical device names, as ``__array_namespace_info__().devices()`` lists them.


def _array_device(x: Any, /) -> str:
    """The logical device name ``x`` lives on (the default device for symbolic tensors)."""
    # an eager tensor says "/job:localhost/replica:0/task:0/device:CPU:0"; a symbolic one
    # may say "" (placement is decided later): the default device then
    return _check_device(getattr(x, "device", None) or None)


def _array_to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
    """``x`` on ``device``: ``x`` itself when it is there already, else a copy there."""
    if stream is not None:
        raise ValueError("TensorFlow has no streams; pass stream=None.")
    name = _check_device(device)
    if _array_device(x) == name:
        return x
    with _tf.device(name):
        return _tf.identity(x)


# -- names beyond the standard ------------------------------------------------------------
# Forwarded to ``tensorflow`` alone (xp.math is tf.math, xp.float16 is tf.float16), not also
# to tf.experimental.numpy: a name has one meaning, TensorFlow's, and does not change when
# TensorFlow adds one. NumPy-style names stay one step away (xp.experimental.numpy.nansum).

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "__array_api_version__", "__array_namespace_info__", "abs", "acos", "acosh", "add", "all",
    "any", "arange", "argmax", "argmin", "argsort", "asarray", "asin", "asinh", "astype", "atan",
    "atan2", "atanh", "bitwise_and", "bitwise_invert", "bitwise_left_shift", "bitwise_or",
    "bitwise_right_shift", "bitwise_xor", "bool", "broadcast_arrays", "broadcast_shapes",
    "broadcast_to", "can_cast", "ceil", "clip", "complex128", "complex64", "concat", "conj",
    "copysign", "cos", "cosh", "count_nonzero", "cumulative_prod", "cumulative_sum", "diff",
    "divide", "e", "empty", "empty_like", "equal", "exp", "expand_dims", "expm1", "eye", "fft",
    "finfo", "flip", "float32", "float64", "floor", "floor_divide", "from_dlpack", "full",
    "full_like", "greater", "greater_equal", "hypot", "iinfo", "imag", "inf", "int16", "int32",
    "int64", "int8", "isdtype", "isfinite", "isin", "isinf", "isnan", "less", "less_equal",
    "linalg", "linspace", "log", "log10", "log1p", "log2", "logaddexp", "logical_and",
    "logical_not", "logical_or", "logical_xor", "matmul", "matrix_transpose", "max", "maximum",
    "mean", "meshgrid", "min", "minimum", "moveaxis", "multiply", "nan", "negative", "newaxis",
    "nextafter", "nonzero", "not_equal", "ones", "ones_like", "permute_dims", "pi", "positive",
    "pow", "prod", "real", "reciprocal", "remainder", "repeat", "reshape", "result_type", "roll",
    "round", "searchsorted", "sign", "signbit", "sin", "sinh", "sort", "sqrt", "square", "squeeze",
    "stack", "std", "subtract", "sum", "take", "take_along_axis", "tan", "tanh", "tensordot",
    "tile", "tril", "triu", "trunc", "uint16", "uint32", "uint64", "uint8", "unique_all",
    "unique_counts", "unique_inverse", "unique_values", "unstack", "var", "vecdot", "where",
    "zeros", "zeros_like"
]  # fmt: skip


def __getattr__(name: str) -> Any:
    # PEP 562: called only for names not bound above, so never for a standard name
    return _forward(_tf, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, API_VERSION, TYPE_CHECKING
