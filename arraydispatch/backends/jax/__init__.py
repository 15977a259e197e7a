"""The Array API namespace for JAX arrays (2025.12).

``jax.numpy`` implements the standard itself since JAX 0.4.32, so nearly every name here IS
``jax.numpy``'s function (``xp.sin is jax.numpy.sin``). JAX's global configuration is never
touched: float64/int64/complex128 exist only when the user enabled x64, and
``__array_namespace_info__().dtypes()`` reports exactly the dtypes this process has.

Each section of the standard lives in its own module (``_creation``, ``_data_types``,
``_elementwise``, ..., ``_info``, ``fft``, ``linalg``), whose docstring lists where it wraps
``jax.numpy`` and why, one frame each:

- ``_creation``: ``from_dlpack`` (copies where JAX shares or refuses), ``meshgrid`` (a tuple).
- ``_data_types``: ``can_cast`` (an array), ``finfo``/``iinfo`` (Python numbers).
- ``_elementwise``: the standard's special cases of complex ``acos``, ``acosh``, ``asin``,
  ``asinh``, ``atanh``, ``cosh``, ``exp``, ``expm1``, ``log``, ``log1p``, ``sinh``, ``sqrt``,
  ``tanh`` and of ``sign``, real ``floor_divide`` and ``remainder``.
- ``_info``: ``__array_namespace_info__`` (``devices()`` is a tuple).
- ``_manipulation``: ``broadcast_arrays`` (a tuple), ``expand_dims`` (IndexError for a bad
  axis), ``permute_dims`` (negative axes).
- ``_searching``: ``searchsorted`` (the default indexing dtype).
- ``_statistical``: ``cumulative_prod`` (small integers accumulate in the default integer).
- ``_utility``: ``all``/``any`` (both parts of a complex number).

The operators of ``jax.Array`` (``x // y``, ``x %= y``, ``x[i] = v``) stay JAX's: see
tests/xfails/jax.txt.

Everything works on tracers inside ``jax.jit``/``grad``/``vmap``.
"""

from __future__ import annotations

import jax.numpy as _jnp

from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.jax import fft, linalg
from arraydispatch.backends.jax._creation import (
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
)
from arraydispatch.backends.jax._data_types import (
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
)
from arraydispatch.backends.jax._elementwise import (
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
)
from arraydispatch.backends.jax._indexing import (
    take,
    take_along_axis,
)
from arraydispatch.backends.jax._info import (
    __array_api_version__,
    __array_namespace_info__,
    # the hooks of arraydispatch.device()/to_device(), read from this module's __dict__
    _array_device,
    _array_to_device,
    e,
    inf,
    nan,
    newaxis,
    pi,
)
from arraydispatch.backends.jax._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.jax._manipulation import (
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
)
from arraydispatch.backends.jax._searching import (
    argmax,
    argmin,
    count_nonzero,
    nonzero,
    searchsorted,
    where,
)
from arraydispatch.backends.jax._set import (
    isin,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)
from arraydispatch.backends.jax._sorting import (
    argsort,
    sort,
)
from arraydispatch.backends.jax._statistical import (
    cumulative_prod,
    cumulative_sum,
    max,
    mean,
    min,
    prod,
    std,
    sum,
    var,
)
from arraydispatch.backends.jax._utility import (
    all,
    any,
    diff,
)

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

__getattr__, __dir__ = module_hooks(_jnp, __name__, __all__)

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks
