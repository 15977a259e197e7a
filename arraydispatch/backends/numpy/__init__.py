"""The Array API namespace for NumPy arrays (2025.12).

NumPy 2 implements most of the standard itself: those names are NumPy's own functions
(``xp.sin is numpy.sin``). Wrappers, each a single frame, stand only where NumPy differs:

- ``finfo``/``iinfo``: NumPy's refuse arrays and give NumPy scalars; ours take a dtype or an
  array and give Python numbers.
- ``floor_divide``: NumPy gives NaN for ``inf // finite`` and -1 for ``1.0 // -inf``; the
  standard wants +-inf and -0 (numpy/numpy#23860).
- ``expm1`` (complex): NumPy gives NaN+NaNj for infinite inputs; we take ``exp(x) - 1`` there.
- ``sort``/``argsort``: the standard's ``descending=`` and ``stable=`` keywords.
- ``from_dlpack``: an object without ``__dlpack__`` is a TypeError naming the fix (NumPy's is
  an AttributeError).
- ``reciprocal``: NumPy's of integers is integer division (``reciprocal(2)`` is 0); the
  standard's is floating-point only, so integer and bool input gives float64.
- ``clip``: NumPy's signature names its bounds ``a_min``/``a_max``; the standard's takes
  ``min``/``max`` positionally or by keyword.
- ``unique_*``: ascending order, NaNs last, as ``numpy.unique`` (NumPy >= 2.3's own
  ``unique_values`` returns hash order); see ``_set.py``.

The operators of ``numpy.ndarray`` (``x // y``) stay NumPy's: see tests/xfails/numpy.txt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as _np
from numpy import (
    abs,
    acos,
    acosh,
    add,
    all,
    any,
    arange,
    argmax,
    argmin,
    asarray,
    asin,
    asinh,
    astype,
    atan,
    atan2,
    atanh,
    bitwise_and,
    bitwise_invert,
    bitwise_left_shift,
    bitwise_or,
    bitwise_right_shift,
    bitwise_xor,
    bool,
    broadcast_arrays,
    broadcast_to,
    can_cast,
    ceil,
    complex64,
    complex128,
    concat,
    conj,
    copysign,
    cos,
    cosh,
    count_nonzero,
    cumulative_prod,
    cumulative_sum,
    divide,
    e,
    empty,
    empty_like,
    equal,
    exp,
    expand_dims,
    eye,
    flip,
    float32,
    float64,
    floor,
    full,
    full_like,
    greater,
    greater_equal,
    hypot,
    imag,
    inf,
    int8,
    int16,
    int32,
    int64,
    isdtype,
    isfinite,
    isin,
    isinf,
    isnan,
    less,
    less_equal,
    linspace,
    log,
    log1p,
    log2,
    log10,
    logaddexp,
    logical_and,
    logical_not,
    logical_or,
    logical_xor,
    matmul,
    matrix_transpose,
    max,
    maximum,
    mean,
    meshgrid,
    min,
    minimum,
    moveaxis,
    multiply,
    nan,
    negative,
    newaxis,
    nextafter,
    nonzero,
    not_equal,
    ones,
    ones_like,
    permute_dims,
    pi,
    positive,
    pow,
    prod,
    real,
    remainder,
    reshape,
    result_type,
    roll,
    round,
    searchsorted,
    sign,
    signbit,
    sin,
    sinh,
    sqrt,
    square,
    squeeze,
    stack,
    std,
    subtract,
    sum,
    take,
    take_along_axis,
    tan,
    tanh,
    tensordot,
    tile,
    tril,
    triu,
    trunc,
    uint8,
    uint16,
    uint32,
    uint64,
    unstack,
    var,
    where,
    zeros,
    zeros_like,
)

if TYPE_CHECKING:
    # NumPy's own functions, declared for type checkers with the standard's signatures, which
    # NumPy's stubs do not express: vecdot's gufunc stub has no axis=; repeat's and diff's
    # overloads each take only some of the standard's arguments (axis=None or axis=int, never
    # both), and a protocol is matched by one overload alone; broadcast_shapes takes the
    # standard's None for an unknown dimension (a TypeError here: NumPy shapes have none).
    # See docs/typing.md.
    def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]: ...
    def diff(
        x: _np.ndarray,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: _np.ndarray | None = None,
        append: _np.ndarray | None = None,
    ) -> _np.ndarray: ...
    def repeat(
        x: _np.ndarray, repeats: int | _np.ndarray, /, *, axis: int | None = None
    ) -> _np.ndarray: ...
    def vecdot(x1: _np.ndarray, x2: _np.ndarray, /, *, axis: int = -1) -> _np.ndarray: ...
else:
    from numpy import broadcast_shapes, diff, repeat, vecdot

from arraydispatch._common._dlpack import not_a_producer as _not_a_producer
from arraydispatch._common._dtype_info import finfo_from_native as _finfo_from_native
from arraydispatch._common._dtype_info import iinfo_from_native as _iinfo_from_native
from arraydispatch._common._info import NamespaceInfo as _NamespaceInfo
from arraydispatch._common._namespace import forward as _forward
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.numpy import fft, linalg
from arraydispatch.backends.numpy._set import (
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    import builtins
    from typing import Any, Literal

    from arraydispatch._common._dtype_info import FInfo, IInfo
    from arraydispatch._namespace_protocol import Info

__array_api_version__: str = API_VERSION


# Info[..., Literal["cpu"]] rather than NamespaceInfo: pyright widens "cpu" to str when it
# matches the class against Namespace's Info, and the namespace's device type is the literal.
def __array_namespace_info__() -> Info[_np.dtype[Any] | type[Any], Literal["cpu"]]:
    # NumPy's own returns devices() as a list; 2025.12 asks for a tuple
    native = _np.__array_namespace_info__()
    return _NamespaceInfo(
        dtypes=native.dtypes(),
        default_dtypes=native.default_dtypes(),
        devices=native.devices(),
        capabilities=native.capabilities(),
    )


# ---- creation functions -------------------------------------------------------------------


def from_dlpack(
    x: object, /, *, device: Literal["cpu"] | None = None, copy: builtins.bool | None = None
) -> _np.ndarray:
    # NumPy's own raises AttributeError for an object without __dlpack__ (a dask array, say)
    if not hasattr(x, "__dlpack__"):
        raise _not_a_producer(x)
    out: _np.ndarray = _np.from_dlpack(x, device=device, copy=copy)
    return out


# ---- data type functions ------------------------------------------------------------------


def finfo(type: Any, /) -> FInfo:
    native = _np.finfo(type.dtype if isinstance(type, _np.ndarray | _np.generic) else type)
    return _finfo_from_native(native, native.dtype)


def iinfo(type: Any, /) -> IInfo:
    native = _np.iinfo(type.dtype if isinstance(type, _np.ndarray | _np.generic) else type)
    return _iinfo_from_native(native, native.dtype)


# ---- element-wise functions ---------------------------------------------------------------


def reciprocal(x: _np.ndarray, /) -> _np.ndarray:
    # NumPy's reciprocal of integers is integer division (reciprocal(2) == 0, and 1/0 is
    # INT_MIN); the standard's reciprocal is floating-point only, so integers and bool
    # promote as in np.divide (float64), the way every other float-only ufunc promotes.
    if x.dtype.kind in "biu":
        return _np.divide(1.0, x)  # type: ignore[no-any-return]
    return _np.reciprocal(x)  # type: ignore[no-any-return]


def clip(x: _np.ndarray, /, min: Any = None, max: Any = None) -> _np.ndarray:
    if min is None and max is None:
        return _np.array(x, copy=True)  # np.clip refuses two missing bounds
    out: _np.ndarray = _np.clip(x, min, max)
    return out


def expm1(x: _np.ndarray, /) -> _np.ndarray:
    if x.dtype.kind != "c":
        return _np.expm1(x)  # type: ignore[no-any-return]
    # NumPy's complex expm1 loses infinities (and warns); exp(x) - 1 is exact there
    with _np.errstate(invalid="ignore"):
        return _np.where(_np.isfinite(x), _np.expm1(x), _np.exp(x) - 1)  # type: ignore[no-any-return]


def floor_divide(x1: Any, x2: Any, /) -> _np.ndarray:
    with _np.errstate(invalid="ignore"):  # NumPy warns where the standard defines the result
        out: _np.ndarray = _np.floor_divide(x1, x2)
    if out.dtype.kind == "f":
        # exactly one infinite operand: the standard's result is the true quotient's sign
        # with inf or 0 (NumPy's fmod-based loop gives NaN or -1)
        one_infinite = _np.isinf(x1) ^ _np.isinf(x2)
        if _np.any(one_infinite):
            with _np.errstate(divide="ignore", invalid="ignore"):
                out = _np.where(one_infinite, _np.divide(x1, x2), out)
    return out


# ---- sorting functions --------------------------------------------------------------------


def argsort(
    x: _np.ndarray,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> _np.ndarray:
    if not descending:
        return _np.argsort(x, axis=axis, kind="stable" if stable else "quicksort")
    # stable descending: sort the reversed array ascending, then map indices back
    reversed_order = _np.argsort(_np.flip(x, axis=axis), axis=axis, kind="stable")
    return _np.flip(x.shape[axis] - 1 - reversed_order, axis=axis)


def sort(
    x: _np.ndarray,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> _np.ndarray:
    out = _np.sort(x, axis=axis, kind="stable" if stable else "quicksort")
    return _np.flip(out, axis=axis) if descending else out


# ---- names beyond the standard --------------------------------------------------------------

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
    return _forward(_np, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, API_VERSION, TYPE_CHECKING
