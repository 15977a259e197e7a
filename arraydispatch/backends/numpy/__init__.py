"""The Array API namespace for NumPy arrays (2025.12).

NumPy 2 implements most of the standard itself: those names are NumPy's own functions
(``xp.sin is numpy.sin``), bound in the section modules beside this one. Wrappers, each a
single frame, stand only where NumPy differs; each section module's docstring lists its
deviations:

- ``_data_types``: ``astype`` (one frame, not NumPy's dispatched two; refuses dtype=None),
  ``finfo``/``iinfo`` (take arrays, give Python numbers).
- ``_creation``: ``from_dlpack`` (a TypeError naming the fix for a non-producer).
- ``_elementwise``: ``floor_divide`` and complex ``expm1`` (the standard's infinities),
  ``reciprocal`` (integers give float64), ``clip`` (the standard's ``min``/``max``).
- ``_set``: ``unique_*`` in ascending order, NaNs last.
- ``_sorting``: ``sort``/``argsort`` with ``descending=`` and ``stable=``.
- ``fft``: ``fftfreq``/``rfftfreq`` with ``dtype=``; ``linalg``: ``eig``/``eigvals`` always
  complex.

The kernels behind ``floor_divide``, ``expm1``, ``reciprocal``, ``unique_*``, ``sort``,
``argsort``, ``eig``, ``eigvals``, ``finfo`` and ``iinfo`` are shared with the dask namespace,
which runs them on its blocks (``arraydispatch/_common/_numpy_kernels.py``). Names beyond the
standard are NumPy's own, looked up lazily (``xp.float16``, ``xp.nansum``).
"""

from __future__ import annotations

import numpy

from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.numpy import fft, linalg
from arraydispatch.backends.numpy._creation import (
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
from arraydispatch.backends.numpy._data_types import (
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
from arraydispatch.backends.numpy._elementwise import (
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
from arraydispatch.backends.numpy._indexing import (
    take,
    take_along_axis,
)
from arraydispatch.backends.numpy._info import (
    __array_api_version__,
    __array_namespace_info__,
    e,
    inf,
    nan,
    newaxis,
    pi,
)
from arraydispatch.backends.numpy._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.numpy._manipulation import (
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
from arraydispatch.backends.numpy._searching import (
    argmax,
    argmin,
    count_nonzero,
    nonzero,
    searchsorted,
    where,
)
from arraydispatch.backends.numpy._set import (
    isin,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)
from arraydispatch.backends.numpy._sorting import (
    argsort,
    sort,
)
from arraydispatch.backends.numpy._statistical import (
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
from arraydispatch.backends.numpy._utility import (
    all,
    any,
    diff,
)

# literal, so that type checkers see the module's public names (tests check it against _spec);
# annotated, so __annotations__ is bound from import on, not made on first access
__all__: list[str] = [
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

__getattr__, __dir__ = module_hooks(numpy, __name__, __all__)

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks, numpy
