"""Data types (``xp.float32 == mlx.core.float32``), the data type functions (``astype``,
``can_cast``, ``finfo``, ``iinfo``, ``isdtype``, ``result_type``) and the helpers the other
sections use.

MLX's own promotion is the standard's for every pair of the dtypes the namespace lists and
for Python scalars, so nothing here promotes; ``promote`` (the slow path of the binary
functions) only refuses operands that are neither an mlx.core.array nor a Python scalar.

MLX's dtype objects are equal, not identical: ``mlx.core.array([1]).dtype is
mlx.core.int32`` is False, ``== mlx.core.int32`` True. Every dtype test here is ``==`` (or a
dict lookup, which hashes and compares with ``==``).

``xp.float64`` and ``xp.complex128`` are placeholders (:class:`UnsupportedDType`) that every
function refuses with a TypeError: MLX's float64 exists on the CPU only and computes some
functions in float32 precision (``sin``, ``exp``) and FFTs in complex64, and MLX has no
complex128 (docs/mlx.md). ``mlx.core.float64`` itself is still taken where MLX takes it.

Wrapped, each for one reason: ``astype`` (``copy=``, ``device=``, the placeholders),
``can_cast``/``result_type`` (the standard's lattice: MLX's ``can_cast`` says True for
int64 to float32), ``finfo``/``iinfo`` (Python numbers, ``bits`` for integers, arrays
accepted), ``isdtype`` (``==``; MLX's has no ``"unsigned integer"`` kind checks for the
placeholders).
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from arraydispatch._common import _promotion
from arraydispatch._common._dtype_info import FInfo, IInfo
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._info import KINDS
from arraydispatch._common._promotion import PYTHON_SCALARS, result_name
from arraydispatch._common._promotion import operand_error as _operand_error

__all__ = [
    "astype", "bool", "can_cast", "complex128", "complex64", "finfo", "float32", "float64",
    "iinfo", "int16", "int32", "int64", "int8", "isdtype", "result_type", "uint16", "uint32",
    "uint64", "uint8",
]  # fmt: skip

# ---------------------------------------------------------------------------- dtypes

_Dtype = mx.Dtype
_Array = mx.array


class UnsupportedDType:
    """``xp.float64`` / ``xp.complex128``: a standard dtype this namespace does not offer.

    Every function refuses it (a TypeError naming it and docs/mlx.md); it is hashable and
    equal only to itself, so code that lists the standard's dtypes still can.
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"<{self.name}: not supported by the MLX namespace (docs/mlx.md)>"

    def refusal(self, function: str) -> TypeError:
        if self.name == "float64":
            why, instead = "has float64 on the CPU only, partly in float32 precision", "float32"
        else:
            why, instead = "has no complex128", "complex64"
        return TypeError(
            f"{function}(): {self.name} is not supported by the MLX namespace: MLX {why}; use "
            f"{instead} (docs/mlx.md)."
        )


bool = mx.bool_
int8, int16, int32, int64 = mx.int8, mx.int16, mx.int32, mx.int64
uint8, uint16, uint32, uint64 = mx.uint8, mx.uint16, mx.uint32, mx.uint64
float32 = mx.float32
complex64 = mx.complex64
# Any to a checker: the Namespace protocol types every dtype attribute as the namespace's
# dtype (mlx.core.Dtype); these two are the placeholders that stand in for them
float64: Any = UnsupportedDType("float64")
complex128: Any = UnsupportedDType("complex128")

#: Standard dtype name -> MLX dtype, for the eleven the namespace computes with.
SUPPORTED: dict[str, Any] = {
    "bool": bool, "int8": int8, "int16": int16, "int32": int32, "int64": int64,
    "uint8": uint8, "uint16": uint16, "uint32": uint32, "uint64": uint64,
    "float32": float32, "complex64": complex64,
}  # fmt: skip
#: MLX dtype -> standard dtype name (float64 too, which MLX arrays may have).
NAMES: dict[Any, str] = {dtype: name for name, dtype in SUPPORTED.items()}
NAMES[mx.float64] = "float64"

_INTEGRAL = frozenset(SUPPORTED[n] for n in _promotion.INTEGER)
_SIGNED = frozenset(SUPPORTED[n] for n in _promotion.SIGNED)
_UNSIGNED = frozenset(SUPPORTED[n] for n in _promotion.UNSIGNED)
_REAL_FLOATING = frozenset((float32, mx.float16, mx.bfloat16, mx.float64))
_COMPLEX_FLOATING = frozenset((complex64,))
_FLOATING = _REAL_FLOATING | _COMPLEX_FLOATING

#: MLX's float64: what host data of float64 would become, refused by ``asarray``
NATIVE_FLOAT64 = mx.float64


def native_dtype(dtype: Any, function: str) -> Any:
    """``dtype`` as MLX takes it: an MLX dtype, or a TypeError for the placeholders and for
    anything that is not a dtype."""
    if isinstance(dtype, _Dtype):
        return dtype
    if isinstance(dtype, UnsupportedDType):
        raise dtype.refusal(function)
    raise TypeError(f"{function}(): dtype must be one of the namespace's dtypes, not {dtype!r}.")


def is_floating(dtype: Any) -> builtins.bool:
    """Whether ``dtype`` is a real or complex floating-point dtype."""
    return dtype in _FLOATING


def floating(x: Any) -> Any:
    """Integer and bool ``x`` as float32 (NumPy's promotion for the standard's
    floating-point-only functions); floating-point ``x`` as it is."""
    return x if x.dtype in _FLOATING else x.astype(float32)


# ---------------------------------------------------------------------------- promotion


def promote(x1: Any, x2: Any, keep: int, /) -> tuple[Any, Any]:
    """The slow path of the binary functions: MLX promotes as the standard does, so only
    operands that are neither an mlx.core.array nor a Python scalar are refused (MLX would
    take a NumPy array or a list and answer with an mlx array)."""
    if isinstance(x1, _Array):
        if isinstance(x2, _Array) or type(x2) in PYTHON_SCALARS:
            return x1, x2
        raise TypeError(_operand_error(x2, 2, "mlx.core.array"))
    if isinstance(x2, _Array):
        if type(x1) in PYTHON_SCALARS:
            return x1, x2
        raise TypeError(_operand_error(x1, 1, "mlx.core.array"))
    raise TypeError(
        f"expected at least one mlx.core.array operand, got {type(x1).__name__} and "
        f"{type(x2).__name__}; make one an array first, e.g. xp.asarray(value)."
    )


def _name_of(value: Any) -> str | None:
    """The standard dtype name of an array or dtype (MLX's own name beyond them)."""
    if isinstance(value, _Array):
        value = value.dtype
    elif isinstance(value, UnsupportedDType):
        raise value.refusal("result_type")
    elif not isinstance(value, _Dtype):
        return None
    return NAMES.get(value) or str(value).rpartition(".")[2]


# ---------------------------------------------------------------------------- data type functions


def astype(x: Any, dtype: Any, /, *, copy: builtins.bool = True, device: Any = None) -> Any:
    try:
        dtype = native_dtype(dtype, "astype")
        if not isinstance(x, _Array):
            raise TypeError(f"astype(): x must be an mlx.core.array, not {type(x).__name__}.")
        if device is not None:
            from arraydispatch.backends.mlx._info import check_device

            check_device(device)
        if x.dtype == dtype:
            return mx.array(x) if copy else x
        return x.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def can_cast(from_: Any, to: Any, /) -> builtins.bool:
    try:
        if isinstance(to, UnsupportedDType):
            raise to.refusal("can_cast")
        source = _name_of(from_)
        target = _name_of(native_dtype(to, "can_cast"))
        if source is None:
            raise TypeError(f"can_cast(): from_ must be an array or a dtype, not {from_!r}.")
        return _promotion.promote(source, target) == target  # type: ignore[arg-type]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _dtype_of(type: Any, function: str) -> Any:
    if isinstance(type, _Array):
        return type.dtype
    return native_dtype(type, function)


if hasattr(mx.finfo, "smallest_normal"):
    _native_finfo = mx.finfo
else:
    #: the smallest normal number of each real floating-point dtype (IEEE 754; bfloat16 has
    #: float32's exponent)
    _SMALLEST_NORMAL = {
        mx.float16: 2.0**-14, mx.bfloat16: 2.0**-126, mx.float32: 2.0**-126,
        mx.float64: 2.0**-1022,
    }  # fmt: skip

    class _native_finfo:  # type: ignore[no-redef]
        """MLX's finfo before 0.32 has no ``bits`` and no ``smallest_normal``: its own values, with
        those two added."""

        __slots__ = ("bits", "dtype", "eps", "max", "min", "smallest_normal")

        def __init__(self, dtype: Any) -> None:
            native = mx.finfo(dtype)
            self.dtype = native.dtype  # the real dtype, for complex64 too
            self.eps, self.max, self.min = native.eps, native.max, native.min
            self.bits = 8 * self.dtype.size
            self.smallest_normal = _SMALLEST_NORMAL[self.dtype]


def finfo(type: Any, /) -> FInfo:
    try:
        dtype = _dtype_of(type, "finfo")
        if dtype not in _FLOATING:
            raise TypeError(f"finfo(): {dtype} is not a floating-point dtype; use iinfo().")
        native = _native_finfo(dtype)
        return FInfo(
            bits=int(native.bits),
            eps=float(native.eps),
            max=float(native.max),
            min=float(native.min),
            smallest_normal=float(native.smallest_normal),
            dtype=float32 if dtype == complex64 else dtype,  # the real dtype, as the standard says
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def iinfo(type: Any, /) -> IInfo:
    try:
        dtype = _dtype_of(type, "iinfo")
        if dtype not in _INTEGRAL:
            raise TypeError(f"iinfo(): {dtype} is not an integer dtype; use finfo().")
        native = mx.iinfo(dtype)
        return IInfo(bits=8 * dtype.size, max=int(native.max), min=int(native.min), dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


#: kind name -> the MLX dtypes of that kind
_KIND_SETS: dict[str, frozenset[Any]] = {
    kind: frozenset(SUPPORTED[n] for n in names if n in SUPPORTED) for kind, names in KINDS.items()
}


def isdtype(dtype: Any, kind: Any) -> builtins.bool:
    if isinstance(kind, str):
        try:
            kinds = _KIND_SETS[kind]
        except KeyError:
            raise ValueError(
                f"isdtype(): unknown kind {kind!r}; use a dtype or one of "
                f"{', '.join(map(repr, _KIND_SETS))}."
            ) from None
        if isinstance(dtype, _Dtype):
            return dtype in kinds
    if isinstance(dtype, UnsupportedDType):
        return _placeholder_isdtype(dtype, kind)
    if not isinstance(dtype, _Dtype):
        raise TypeError(f"isdtype() takes a dtype as its first argument, not {dtype!r}.")
    if isinstance(kind, _Dtype):
        return dtype == kind
    if isinstance(kind, UnsupportedDType):
        return False
    if isinstance(kind, tuple):
        for k in kind:
            if isinstance(k, tuple):
                raise TypeError("isdtype(): kind may be a tuple of dtypes and kinds, not nested.")
            if isdtype(dtype, k):
                return True
        return False
    raise TypeError(f"isdtype(): kind must be a dtype, a str or a tuple, not {kind!r}.")


def _placeholder_isdtype(dtype: UnsupportedDType, kind: Any) -> builtins.bool:
    """``isdtype`` of ``xp.float64``/``xp.complex128``: answered by name, so code that sorts
    the standard's dtypes by kind still can."""
    if isinstance(kind, str):
        return dtype.name in KINDS[kind]
    if isinstance(kind, tuple):
        return builtins.any(_placeholder_isdtype(dtype, k) for k in kind)
    return kind is dtype


def result_type(*arrays_and_dtypes: Any) -> Any:
    """The standard's result dtype; Python scalars are applied after arrays and dtypes."""
    try:
        name = result_name(arrays_and_dtypes, _name_of)
        if name in SUPPORTED:
            return SUPPORTED[name]
        if name == "float64":
            return NATIVE_FLOAT64
        return getattr(mx, name)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---------------------------------------------------------------------------- releases


def works(probe: Any) -> builtins.bool:
    """Whether ``probe()`` returns True: a feature probe of the installed MLX release, run
    once at import on a few elements. It cannot raise: any failure means "no" (an older
    release refuses the call, or computes the wrong answer)."""
    try:
        return probe() is True
    except Exception:  # a probe at import must not fail the import
        return False


# ---------------------------------------------------------------------------- the host
# What MLX's graph cannot express (data-dependent shapes) or has no kernel for (integer
# matmul, complex linear algebra) is computed with NumPy on the host and converted back.


def to_host(x: Any) -> Any:
    """``x`` as a NumPy array (MLX evaluates it; the buffer protocol shares its memory)."""
    import numpy

    return numpy.asarray(x)


def from_host(host: Any, dtype: Any = None) -> Any:
    """A NumPy result as an mlx.core.array, of ``dtype`` where given (NumPy's float64 and
    complex128 results become float32 and complex64)."""
    import numpy

    host = numpy.asarray(host)
    if dtype is None:
        if host.dtype == numpy.float64:
            dtype = float32
        elif host.dtype == numpy.complex128:
            dtype = complex64
    if dtype is not None and host.dtype.name != NAMES.get(dtype):
        with numpy.errstate(all="ignore"):
            host = host.astype(NAMES[dtype] if dtype != bool else "bool")
    return mx.array(host)
