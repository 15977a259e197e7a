# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""The Array API namespace for dask arrays (2025.12), lazy throughout.

Where dask's function already has the standard's semantics the name IS that function
(``xp.sin is dask.array.sin``); wrappers, each one frame deep, stand only where dask
differs. No function here calls ``.compute()``/``.persist()``: each builds a task graph,
which runs when the user computes the result (locally or on a dask.distributed cluster).

Deviations and how they are handled:

- Functions dask supports for some chunkings only work on any chunking by rechunking,
  said in each docstring: sorting (the sorted axis becomes one chunk), ``fft`` (the
  transformed axes), ``linalg`` decompositions/solvers (the two matrix axes; batch axes
  keep their chunks); ``linalg.qr``/``svd`` keep dask's distributed TSQR for
  tall-and-skinny matrices chunked along rows.
- Data-dependent output shapes (``nonzero``, ``unique_*``, ``repeat`` with an array of
  repeats, boolean-mask indexing) follow dask's convention: the lengths are ``nan``
  until computed; ``x.compute_chunk_sizes()`` learns them (and computes).
- ``unique_*`` run as one task over the whole array (NaNs stay distinct, as the standard
  asks; ``dask.array.unique`` merges them).
- Missing from dask and added: ``astype``, ``can_cast``, ``finfo``, ``iinfo``,
  ``isdtype``, ``result_type`` (NumPy's), the ``a*`` trigonometric names, ``pow``,
  ``bitwise_*`` shift/invert names (aliases of dask's ``arccos``, ``power``, ...),
  ``concat``/``permute_dims`` (aliases of ``concatenate``/``transpose``), ``unstack``,
  ``matrix_transpose``, ``vecdot``, ``take_along_axis``, ``cumulative_sum``/``_prod``,
  ``sort``/``argsort``, ``from_dlpack`` and most of ``linalg``.
- Wrapped because dask differs: ``arange``/``eye``/``linspace`` (keyword layout, ``eye``'s
  dropped blocks, complex ``linspace`` ending exactly on ``stop``),
  ``asarray``/``from_dlpack`` (``copy``; host memory is wrapped, not copied and hashed as
  ``dask.array.from_array`` does), ``full`` (dtype of the fill value), ``std``/``var``
  (``correction``), ``count_nonzero`` (``keepdims``), ``clip`` (keeps ``x``'s dtype),
  ``take`` (negative indices), ``tril``/``triu`` (stacks of matrices), ``repeat`` (array
  ``repeats``), ``meshgrid``/``broadcast_arrays`` (tuples), ``matmul`` (shape errors at call
  time, not compute time), ``tensordot`` (promoted dtype; dask sums small integers in
  int64), ``expand_dims`` (repeated axes), ``zeros``/``ones``/``empty``/``full`` (empty
  shapes that make dask's ``"auto"`` chunking divide by zero), ``searchsorted`` (0-D
  ``x2``), ``floor_divide``, complex ``expm1`` and integer ``reciprocal`` (NumPy's kernels
  miss the standard's special cases).
- The numpy namespace's corrected kernels (``arraydispatch/_common/_numpy_kernels.py``) run
  per block, so both namespaces agree by construction: ``floor_divide``, ``expm1``,
  ``reciprocal``, ``sort``/``argsort``, ``unique_*``, ``linalg.eig``/``eigvals``, and
  ``finfo``/``iinfo`` on dtypes.
- Devices: one, ``"cpu"``; dask schedules the chunks (and workers) itself.

Each section module beside this one (``_creation``, ``_elementwise``, ..., ``linalg``)
binds its section's names and lists its own deviations; this module only assembles them.
"""

from __future__ import annotations

import dask.array

from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.dask import fft, linalg
from arraydispatch.backends.dask._creation import (
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
from arraydispatch.backends.dask._data_types import (
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
from arraydispatch.backends.dask._elementwise import (
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
from arraydispatch.backends.dask._indexing import (
    take,
    take_along_axis,
)
from arraydispatch.backends.dask._info import (
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
from arraydispatch.backends.dask._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.dask._manipulation import (
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
from arraydispatch.backends.dask._searching import (
    argmax,
    argmin,
    count_nonzero,
    nonzero,
    searchsorted,
    where,
)
from arraydispatch.backends.dask._set import (
    isin,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)
from arraydispatch.backends.dask._sorting import (
    argsort,
    sort,
)
from arraydispatch.backends.dask._statistical import (
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
from arraydispatch.backends.dask._utility import (
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

__getattr__, __dir__ = module_hooks(dask.array, __name__, __all__)

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, dask, module_hooks
