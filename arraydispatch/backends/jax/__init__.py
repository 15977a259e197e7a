"""The Array API namespace for JAX arrays (2025.12).

``jax.numpy`` implements the standard itself since JAX 0.4.32, so nearly every name here IS
``jax.numpy``'s function (``xp.sin is jax.numpy.sin``). JAX's global configuration is never
touched: float64/int64/complex128 exist only when the user enabled x64, and
``__array_namespace_info__().dtypes()`` reports exactly the dtypes this process has.

Wrapped, one frame each, where JAX differs:

- ``__array_namespace_info__``: ``devices()`` is a tuple (2025.12).
- ``broadcast_arrays``: a tuple (2025.12), where JAX returns a list.
- ``all``/``any`` (complex): JAX tests only the real part (``all(1j)`` is False).
- ``cumulative_prod``: small integers keep their dtype in JAX; the standard accumulates in the
  default integer dtype of their kind (as JAX's own ``cumulative_sum`` and ``prod`` do).
- ``expand_dims``: an out-of-range axis is an IndexError, as the standard asks (JAX: ValueError).
- ``from_dlpack``: ``copy=True`` copies (JAX 0.10 shares CPU memory regardless); strided and
  read-only producers, which JAX refuses to import, are copied (``copy=False``: BufferError).
- ``meshgrid``: a tuple, where JAX returns a list.
- ``permute_dims``: negative axes.
- ``searchsorted``: indices in the default indexing dtype (JAX: always int32).
- ``finfo``/``iinfo``: Python numbers, where JAX gives NumPy scalars (``finfo(float32).eps``
  is a ``numpy.float32``, not a ``float``).
- element-wise special cases, in ``_elementwise.py`` (its docstring has each case): complex
  ``acos``, ``acosh``, ``asinh``, ``atanh``, ``cosh``, ``exp``, ``expm1``, ``log``, ``log1p``,
  ``sinh``, ``sqrt``, ``tanh`` at infinities and NaNs; complex ``acos``, ``acosh``, ``asin``,
  ``asinh``, ``sqrt`` on their branch cuts (the sign of a zero); ``sign`` of zeros (and complex
  infinities); real ``floor_divide`` (infinities, signed zeros) and ``remainder`` (signed
  zeros). Real input of the unary ones goes straight to ``jax.numpy``.

The operators of ``jax.Array`` (``x // y``, ``x %= y``, ``x[i] = v``) stay JAX's: see
tests/xfails/jax.txt.

Everything works on tracers inside ``jax.jit``/``grad``/``vmap``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import jax as _jax
import jax.numpy as _jnp
import numpy as _np
from jax.numpy import (
    abs,
    add,
    arange,
    argmax,
    argmin,
    argsort,
    asarray,
    astype,
    atan,
    atan2,
    bitwise_and,
    bitwise_invert,
    bitwise_left_shift,
    bitwise_or,
    bitwise_right_shift,
    bitwise_xor,
    bool,
    broadcast_to,
    can_cast,
    ceil,
    clip,
    complex64,
    complex128,
    concat,
    conj,
    copysign,
    cos,
    count_nonzero,
    cumulative_sum,
    diff,
    divide,
    e,
    empty,
    empty_like,
    equal,
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
    pi,
    positive,
    pow,
    prod,
    real,
    reciprocal,
    repeat,
    reshape,
    result_type,
    roll,
    round,
    signbit,
    sin,
    sort,
    square,
    squeeze,
    stack,
    std,
    subtract,
    sum,
    take,
    take_along_axis,
    tan,
    tensordot,
    tile,
    tril,
    triu,
    trunc,
    uint8,
    uint16,
    uint32,
    uint64,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
    unstack,
    var,
    vecdot,
    where,
    zeros,
    zeros_like,
)

if TYPE_CHECKING:
    # jax.numpy's own function; its stub takes no None (the standard's unknown dimension,
    # a TypeError here: JAX shapes have none)
    def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]: ...
else:
    from jax.numpy import broadcast_shapes

from arraydispatch._common._dlpack import cannot_share as _cannot_share
from arraydispatch._common._dlpack import not_a_producer as _not_a_producer
from arraydispatch._common._dtype_info import finfo_from_native as _finfo_from_native
from arraydispatch._common._dtype_info import iinfo_from_native as _iinfo_from_native
from arraydispatch._common._info import NamespaceInfo as _NamespaceInfo
from arraydispatch._common._namespace import forward as _forward
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.jax import fft, linalg
from arraydispatch.backends.jax._elementwise import (
    acos,
    acosh,
    asin,
    asinh,
    atanh,
    cosh,
    exp,
    expm1,
    floor_divide,
    log,
    log1p,
    remainder,
    sign,
    sinh,
    sqrt,
    tanh,
)

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    import builtins
    from typing import Any, Literal

    from arraydispatch._common._dtype_info import FInfo, IInfo

__array_api_version__: str = API_VERSION


def __array_namespace_info__() -> _NamespaceInfo:
    native: Any = _jnp.__array_namespace_info__()
    return _NamespaceInfo(
        dtypes=native.dtypes(),
        default_dtypes=native.default_dtypes(),
        devices=native.devices(),
        capabilities=native.capabilities(),
        default_device=native.default_device(),
    )


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    return tuple(_jnp.broadcast_arrays(*arrays))


def finfo(type: Any, /) -> FInfo:
    native = _jnp.finfo(type)  # type: ignore[no-untyped-call]
    return _finfo_from_native(native, native.dtype)


def iinfo(type: Any, /) -> IInfo:
    native = _jnp.iinfo(type)  # type: ignore[no-untyped-call]
    return _iinfo_from_native(native, native.dtype)


def _default_int(unsigned: builtins.bool = False) -> Any:
    # read per call: the user may switch x64 at run time, and we never cache their choice
    return _jax.dtypes.canonicalize_dtype(_jnp.uint64 if unsigned else _jnp.int64)


# ---- hooks of arraydispatch.device() / to_device() ----------------------------------------


def _array_device(x: _jax.Array, /) -> Any:
    """``x.device``; None for a tracer (under ``jit``, ``grad``, ``vmap``).

    A tracer has no ``.device`` (AttributeError, https://github.com/jax-ml/jax/issues/26000).
    None is what array-api-compat returns there, and what creation functions take as the
    default device, so ``xp.eye(n, device=device(x))`` works inside ``jax.jit``.
    """
    if isinstance(x, _jax.core.Tracer):
        return None
    return x.device


def _array_to_device(x: _jax.Array, device: Any, /, *, stream: Any = None) -> _jax.Array:
    """``x.to_device(device)``, where a str names a device as ``str(jax.Device)`` does:
    ``"cpu"`` (the platform's first device) or ``"cpu:1"``, as other backends take them."""
    if isinstance(device, str):
        device = _device_named(device)
    return x.to_device(device, stream=stream)


def _device_named(name: str) -> Any:
    platform, _, index = name.partition(":")
    try:
        return _jax.devices(platform)[int(index or 0)]
    except (RuntimeError, ValueError, IndexError):  # unknown platform, bad index
        raise ValueError(
            f"to_device(): device={name!r} is not a JAX device here. Pass a jax.Device "
            f"(one of {_jax.devices()}), a jax.sharding.Sharding, None, or a platform name "
            f"with an optional index such as 'cpu' or 'cpu:0'."
        ) from None


# ---- element-wise, searching, statistical, utility ----------------------------------------


def all(
    x: _jax.Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> _jax.Array:
    if _jnp.iscomplexobj(x):
        x = x != 0
    return _jnp.all(x, axis=axis, keepdims=keepdims)


def any(
    x: _jax.Array, /, *, axis: int | tuple[int, ...] | None = None, keepdims: builtins.bool = False
) -> _jax.Array:
    if _jnp.iscomplexobj(x):
        x = x != 0
    return _jnp.any(x, axis=axis, keepdims=keepdims)


def cumulative_prod(
    x: _jax.Array,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: builtins.bool = False,
) -> _jax.Array:
    if dtype is None:
        if x.dtype == _jnp.bool_:
            dtype = _default_int()
        elif _jnp.issubdtype(x.dtype, _jnp.integer):
            unsigned = _jnp.issubdtype(x.dtype, _jnp.unsignedinteger)
            dtype = _jnp.promote_types(x.dtype, _default_int(unsigned))
    return _jnp.cumulative_prod(x, axis=axis, dtype=dtype, include_initial=include_initial)


def searchsorted(
    x1: _jax.Array,
    x2: Any,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: _jax.Array | None = None,
) -> _jax.Array:
    return _jnp.searchsorted(x1, x2, side=side, sorter=sorter).astype(_default_int())


# ---- creation, manipulation ---------------------------------------------------------------


def meshgrid(*arrays: _jax.Array, indexing: Literal["xy", "ij"] = "xy") -> tuple[_jax.Array, ...]:
    return tuple(_jnp.meshgrid(*arrays, indexing=indexing))


def expand_dims(x: _jax.Array, /, axis: int | tuple[int, ...] = 0) -> _jax.Array:
    out_ndim = x.ndim + (len(axis) if isinstance(axis, tuple) else 1)
    for ax in axis if isinstance(axis, tuple) else (axis,):
        if not -out_ndim <= ax < out_ndim:
            raise IndexError(
                f"expand_dims: axis {ax} is out of range for a result of {out_ndim} dimensions "
                f"(valid: {-out_ndim} to {out_ndim - 1})."
            )
    return _jnp.expand_dims(x, axis)


def permute_dims(x: _jax.Array, /, axes: tuple[int, ...]) -> _jax.Array:
    return _jnp.transpose(x, tuple(ax + x.ndim if ax < 0 else ax for ax in axes))


def from_dlpack(x: Any, /, *, device: Any = None, copy: builtins.bool | None = None) -> _jax.Array:
    if not hasattr(x, "__dlpack__"):
        raise _not_a_producer(x)
    try:
        out = _jnp.from_dlpack(x, device=device, copy=copy)
    except (BufferError, RuntimeError, ValueError) as error:
        # JAX imports only compact layouts (no x[::2], no x[::-1]: "UNIMPLEMENTED: Only
        # DLPack tensors with trivial (compact) striding"), and asks for an unversioned
        # capsule, which NumPy refuses for a read-only array. The standard's copy=None
        # means "copy where sharing is impossible": copy through host memory. (copy=False
        # on unaligned memory is JAX's ValueError, which the standard makes a BufferError.)
        if copy is False:
            raise _cannot_share(x, "JAX", str(error).splitlines()[0]) from error
        try:
            host = _np.ascontiguousarray(_np.from_dlpack(x, device="cpu", copy=True))
        except (BufferError, RuntimeError, TypeError, ValueError):
            raise error from None
        return _jnp.asarray(host, device=device)
    if copy is False and out.dtype.itemsize < 8:  # maybe narrowed: x64 off
        _check_not_narrowed(x, out)
    # jnp.from_dlpack still shares a CPU producer's memory when asked to copy
    return _jnp.array(out, copy=True) if copy else out


def _check_not_narrowed(x: Any, out: _jax.Array) -> None:
    """Without x64, JAX turns a 64-bit producer into a 32-bit copy even when copy=False."""
    try:
        dtype = _np.from_dlpack(x).dtype  # host producers; device ones cannot be read here
    except (BufferError, RuntimeError, TypeError, ValueError):
        return
    if dtype.itemsize != out.dtype.itemsize:
        raise _cannot_share(x, "JAX", f"{dtype} becomes {out.dtype} without jax_enable_x64, a copy")


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
    # PEP 562: called only for names not bound above (xp.float16, xp.nansum, xp.quantile),
    # so never for a standard name
    return _forward(_jnp, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, API_VERSION, TYPE_CHECKING
