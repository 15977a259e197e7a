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
  ``x2``), ``floor_divide`` and complex ``expm1`` (NumPy's kernels miss the standard's
  infinities; a corrected kernel runs per block).
- Devices: one, ``"cpu"``; dask schedules the chunks (and workers) itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import dask.array as _da
import numpy as _np
from dask.array import (
    abs,
    add,
    all,
    any,
    argmax,
    argmin,
    bitwise_and,
    bitwise_or,
    bitwise_xor,
    broadcast_to,
    ceil,
    conj,
    copysign,
    cos,
    cosh,
    diff,
    divide,
    equal,
    exp,
    flip,
    floor,
    greater,
    greater_equal,
    hypot,
    imag,
    isfinite,
    isin,
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
    max,
    maximum,
    mean,
    min,
    minimum,
    moveaxis,
    multiply,
    negative,
    nextafter,
    not_equal,
    positive,
    prod,
    real,
    remainder,
    roll,
    round,
    sign,
    signbit,
    sin,
    sinh,
    sqrt,
    square,
    squeeze,
    stack,
    subtract,
    sum,
    tan,
    tanh,
    tile,
    trunc,
    where,
)
from dask.array import arccos as acos
from dask.array import arccosh as acosh
from dask.array import arcsin as asin
from dask.array import arcsinh as asinh
from dask.array import arctan as atan
from dask.array import arctan2 as atan2
from dask.array import arctanh as atanh
from dask.array import concatenate as concat
from dask.array import invert as bitwise_invert
from dask.array import left_shift as bitwise_left_shift
from dask.array import power as pow
from dask.array import right_shift as bitwise_right_shift
from dask.array import transpose as permute_dims
from numpy import (
    bool,
    complex64,
    complex128,
    e,
    float32,
    float64,
    inf,
    int8,
    int16,
    int32,
    int64,
    nan,
    newaxis,
    pi,
    uint8,
    uint16,
    uint32,
    uint64,
)

if TYPE_CHECKING:
    # NumPy's function; its stub takes no None (the standard's unknown dimension: dask's
    # unknown chunk lengths are nan, not None, so None is a TypeError here)
    def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]: ...
else:
    from numpy import broadcast_shapes

from arraydispatch._common._info import NamespaceInfo as _NamespaceInfo
from arraydispatch._common._namespace import forward as _forward
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.dask import fft, linalg
from arraydispatch.backends.dask._creation import CPU as _CPU
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
from arraydispatch.backends.dask._creation import check_device as _check_device
from arraydispatch.backends.dask._data_types import (
    astype,
    can_cast,
    finfo,
    iinfo,
    isdtype,
    result_type,
)
from arraydispatch.backends.dask._elementwise import expm1, floor_divide, reciprocal
from arraydispatch.backends.dask._manipulation import (
    broadcast_arrays,
    clip,
    expand_dims,
    matmul,
    matrix_transpose,
    repeat,
    reshape,
    take,
    take_along_axis,
    tensordot,
    unstack,
    vecdot,
)
from arraydispatch.backends.dask._reductions import (
    argsort,
    count_nonzero,
    cumulative_prod,
    cumulative_sum,
    nonzero,
    searchsorted,
    sort,
    std,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
    var,
)

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any

__array_api_version__: str = API_VERSION

_DTYPE_NAMES = (
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128",
)  # fmt: skip

_INFO = _NamespaceInfo(
    dtypes={name: _np.dtype(name) for name in _DTYPE_NAMES},
    default_dtypes={
        "real floating": _np.dtype(_np.float64),
        "complex floating": _np.dtype(_np.complex128),
        "integral": _np.dtype(_np.int64),
        "indexing": _np.dtype(_np.int64),
    },
    devices=[_CPU],
    capabilities={
        # both supported, with dask's unknown (nan) lengths until computed
        "boolean indexing": True,
        "data-dependent shapes": True,
        "max dimensions": 64,
    },
)


def __array_namespace_info__() -> _NamespaceInfo:
    """The inspection object: dtypes, default dtypes, devices and capabilities."""
    return _INFO


# ------------------------------------------------------- hooks of arraydispatch.device()


def _array_device(x: _da.Array, /) -> str:
    """Dask arrays have no ``.device``; their chunks live in host memory: ``"cpu"``."""
    return _CPU


def _array_to_device(x: _da.Array, device: Any, /, *, stream: Any = None) -> _da.Array:
    """``x`` itself for ``"cpu"``; any other device is a ValueError."""
    _check_device(device)
    return x


# ------------------------------------------------------------ names beyond the standard

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
    # PEP 562: called only for names not bound above (xp.nansum, xp.quantile, xp.map_blocks),
    # so never for a standard name
    return _forward(_da, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, API_VERSION, TYPE_CHECKING
