"""The Array API namespace for torch tensors (2025.12).

A spec name whose torch function already conforms *is* that function (``xp.exp is
torch.exp``): no wrapper, no overhead, autograd and torch.compile see torch itself.
Wrappers, each one plain Python frame, stand only where torch differs; every section
module's docstring lists its wrappers and why. The main differences:

- promotion: a 0-D tensor does not take part in torch's promotion within a kind, so the
  binary functions cast mixed dtypes to the standard's result first (fast path: one dtype
  identity test);
- reductions: ``axis=()`` means "all axes" in torch, "none" in the standard;
- keyword names (``shape``, ``axes``, ``k``, ``axis`` on roll/flip/fft shifts);
- ``unique_*``, ``sign``/``round`` on complex and NaN, ``clip`` bounds, ``arange`` on empty
  or overflowing ranges, ``finfo``/``iinfo`` whose ``dtype`` is a string in torch.

uint16, uint32 and uint64 exist as dtype objects (``xp.uint32 is torch.uint32``), but
torch 2.x has almost no kernels for them, so ``__array_namespace_info__().dtypes()`` does
not list them. Operators on torch.Tensor (``a + b``, ``a[::-1]``) stay torch's own: this
package never patches torch.
"""

from __future__ import annotations

# The namespace's own annotations (declared before the import binds the name, as type
# checkers ask): a module's __annotations__ must be in its __dict__, or reading it would
# make an empty one on the fly, not torch's and not from __getattr__.
__array_api_version__: str

import torch as _torch

from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.torch import fft, linalg
from arraydispatch.backends.torch._creation import (
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
from arraydispatch.backends.torch._data_types import (
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
from arraydispatch.backends.torch._elementwise import (
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
from arraydispatch.backends.torch._indexing import (
    take,
    take_along_axis,
)
from arraydispatch.backends.torch._info import (
    __array_api_version__,
    __array_namespace_info__,
    _array_device,
    _array_to_device,
    e,
    inf,
    nan,
    newaxis,
    pi,
)
from arraydispatch.backends.torch._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.torch._manipulation import (
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
from arraydispatch.backends.torch._searching import (
    argmax,
    argmin,
    count_nonzero,
    nonzero,
    searchsorted,
    where,
)
from arraydispatch.backends.torch._set import (
    isin,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)
from arraydispatch.backends.torch._sorting import (
    argsort,
    sort,
)
from arraydispatch.backends.torch._statistical import (
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
from arraydispatch.backends.torch._utility import (
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

__getattr__, __dir__ = module_hooks(_torch, __name__, __all__)

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks
