"""The Array API namespace for TensorFlow tensors (2025.12).

Each section of the standard lives in its own module (``_creation``, ``_elementwise``, ...,
the same set as every other backend's); this module assembles them. Operators on tf.Tensor
stay TensorFlow's own (no global patching, never ``experimental_enable_numpy_behavior``);
the namespace functions carry the standard's semantics, promotion included
(``_data_types.promote``). Works on EagerTensor, tf.Variable and the symbolic tensors of
``tf.function``.

Names beyond the standard are forwarded to ``tensorflow`` alone (``xp.math`` is tf.math,
``xp.float16`` is tf.float16), not also to tf.experimental.numpy: a name has one meaning,
TensorFlow's, and does not change when TensorFlow adds one. NumPy-style names stay one step
away (``xp.experimental.numpy.nansum``).
"""

import tensorflow as _tf

from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.tensorflow import fft, linalg
from arraydispatch.backends.tensorflow._creation import (
    arange,
    asarray,
    empty,
    empty_like,
    eye,
    from_dlpack,
    full,
    full_like,
    linspace,
    meshgrid,
    ones,
    ones_like,
    tril,
    triu,
    zeros,
    zeros_like,
)  # fmt: skip
from arraydispatch.backends.tensorflow._data_types import (
    astype,
    bool,
    can_cast,
    complex64,
    complex128,
    finfo,
    float32,
    float64,
    iinfo,
    int8,
    int16,
    int32,
    int64,
    isdtype,
    result_type,
    uint8,
    uint16,
    uint32,
    uint64,
)  # fmt: skip
from arraydispatch.backends.tensorflow._elementwise import (
    abs,
    acos,
    acosh,
    add,
    asin,
    asinh,
    atan,
    atan2,
    atanh,
    bitwise_and,
    bitwise_invert,
    bitwise_left_shift,
    bitwise_or,
    bitwise_right_shift,
    bitwise_xor,
    ceil,
    clip,
    conj,
    copysign,
    cos,
    cosh,
    divide,
    equal,
    exp,
    expm1,
    floor,
    floor_divide,
    greater,
    greater_equal,
    hypot,
    imag,
    isfinite,
    isinf,
    isnan,
    less,
    less_equal,
    log,
    log1p,
    log2,
    log10,
    logaddexp,
    logical_and,
    logical_not,
    logical_or,
    logical_xor,
    maximum,
    minimum,
    multiply,
    negative,
    nextafter,
    not_equal,
    positive,
    pow,
    real,
    reciprocal,
    remainder,
    round,
    sign,
    signbit,
    sin,
    sinh,
    sqrt,
    square,
    subtract,
    tan,
    tanh,
    trunc,
)  # fmt: skip
from arraydispatch.backends.tensorflow._indexing import take, take_along_axis
from arraydispatch.backends.tensorflow._info import (
    __array_api_version__,
    __array_namespace_info__,
    _array_device,
    _array_to_device,
    e,
    inf,
    nan,
    newaxis,
    pi,
)  # fmt: skip
from arraydispatch.backends.tensorflow._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)  # fmt: skip
from arraydispatch.backends.tensorflow._manipulation import (
    broadcast_arrays,
    broadcast_shapes,
    broadcast_to,
    concat,
    expand_dims,
    flip,
    moveaxis,
    permute_dims,
    repeat,
    reshape,
    roll,
    squeeze,
    stack,
    tile,
    unstack,
)  # fmt: skip
from arraydispatch.backends.tensorflow._searching import (
    argmax,
    argmin,
    count_nonzero,
    nonzero,
    searchsorted,
    where,
)  # fmt: skip
from arraydispatch.backends.tensorflow._set import (
    isin,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)  # fmt: skip
from arraydispatch.backends.tensorflow._sorting import argsort, sort
from arraydispatch.backends.tensorflow._statistical import (
    cumulative_prod,
    cumulative_sum,
    max,
    mean,
    min,
    prod,
    std,
    sum,
    var,
)  # fmt: skip
from arraydispatch.backends.tensorflow._utility import all, any, diff

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

__getattr__, __dir__ = module_hooks(_tf, __name__, __all__)

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del _tf, module_hooks
