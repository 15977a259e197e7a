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

import math
from typing import TYPE_CHECKING

import torch as _torch

from arraydispatch._common._namespace import forward as _forward
from arraydispatch._common._versions import API_VERSION
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
from arraydispatch.backends.torch._dtypes import (
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
from arraydispatch.backends.torch._info import __array_namespace_info__
from arraydispatch.backends.torch._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.torch._manipulation import (
    argmax,
    argmin,
    broadcast_arrays,
    broadcast_shapes,
    broadcast_to,
    concat,
    count_nonzero,
    expand_dims,
    flip,
    moveaxis,
    nonzero,
    permute_dims,
    repeat,
    reshape,
    roll,
    searchsorted,
    squeeze,
    stack,
    take,
    take_along_axis,
    tile,
    unstack,
    where,
)
from arraydispatch.backends.torch._statistical import (
    all,
    any,
    argsort,
    cumulative_prod,
    cumulative_sum,
    diff,
    isin,
    max,
    mean,
    min,
    prod,
    sort,
    std,
    sum,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
    var,
)

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any

__array_api_version__: str = API_VERSION

# ---------------------------------------------------------------------------- constants

e = math.e
inf = math.inf
nan = math.nan
pi = math.pi
newaxis = None


# ---------------------------------------------------------------------------- device hooks
# Used by arraydispatch.device() / arraydispatch.to_device(): torch.Tensor has .device but
# no .to_device().


def _array_device(x: _torch.Tensor, /) -> _torch.device:
    return x.device


def _array_to_device(x: _torch.Tensor, device: Any, /, *, stream: Any = None) -> _torch.Tensor:
    if stream is not None and not isinstance(stream, (int, _torch.cuda.Stream)):
        raise TypeError(f"to_device(): stream must be a torch.cuda.Stream or None, not {stream!r}.")
    if stream is None:
        return x.to(device)
    if isinstance(stream, int):
        stream = _torch.cuda.ExternalStream(stream)  # type: ignore[no-untyped-call]
    with _torch.cuda.stream(stream):
        return x.to(device, non_blocking=True)


# ---------------------------------------------------------------------------- other names

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
    # PEP 562: called only for names not bound above (xp.float16, xp.backends, xp.quantile),
    # so never for a standard name
    return _forward(_torch, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, math, API_VERSION, TYPE_CHECKING
