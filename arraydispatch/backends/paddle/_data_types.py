"""Data types (``xp.float32 is paddle.float32``), the data type functions (``astype``,
``can_cast``, ``finfo``, ``iinfo``, ``isdtype``, ``result_type``) and the promotion helper
the other sections use (``promote``, the slow path of every binary function).

Paddle's own promotion differs from the standard's: it refuses integer with floating-point
operands in its functions (TypeError "Type promotion only support calculations between
floating-point numbers"), promotes some pairs differently, and its functions take no Python
scalars (ValueError "argument 'y' must be Tensor, but got int"). Functions that must
promote look the standard's answer up in the one shared lattice
(``arraydispatch._common._promotion``) through ``PROMOTE``, keyed by Paddle dtypes.

``paddle.uint16`` is bfloat16 under another name (Paddle stores bfloat16 as uint16 bits);
``xp.uint16`` is Paddle's real ``DataType.UINT16``, which has no kernels (not even ``full``).

Wrapped, each for one reason: ``astype`` (``copy=``, ``device=``), ``can_cast`` (Paddle
has none), ``finfo``/``iinfo`` (Paddle's ``.dtype`` is a string), ``isdtype`` (Paddle has
none), ``result_type`` (Paddle's rule is not the standard's).
"""

from __future__ import annotations

import builtins
from typing import Any

import paddle

from arraydispatch._common import _promotion
from arraydispatch._common._binary import ANY_SCALAR
from arraydispatch._common._dtype_info import FInfo, IInfo, finfo_from_native, iinfo_from_native
from arraydispatch._common._dtype_info import isdtype as _isdtype
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._promotion import PYTHON_SCALARS, result_name
from arraydispatch._common._promotion import operand_error as _operand_error
from arraydispatch._common._versions import takes_keyword

__all__ = [
    "astype", "bool", "can_cast", "complex128", "complex64", "finfo", "float32", "float64",
    "iinfo", "int16", "int32", "int64", "int8", "isdtype", "result_type", "uint16", "uint32",
    "uint64", "uint8",
]  # fmt: skip

# ---------------------------------------------------------------------------- dtypes

_DataType = type(paddle.float32)

bool = paddle.bool
int8, int16, int32, int64 = paddle.int8, paddle.int16, paddle.int32, paddle.int64
uint8 = paddle.uint8
#: paddle.uint16 is bfloat16 (see the module docstring): the real one
uint16 = _DataType.UINT16
# the DataType members themselves: Paddle 3.0 has them but names no paddle.uint32 or
# paddle.uint64 (3.3's are these same objects)
uint32, uint64 = _DataType.UINT32, _DataType.UINT64
float32, float64 = paddle.float32, paddle.float64
complex64, complex128 = paddle.complex64, paddle.complex128

#: Standard dtype name -> Paddle dtype (all thirteen; see SUPPORTED for what works).
DTYPES: dict[str, Any] = {
    "bool": bool, "int8": int8, "int16": int16, "int32": int32, "int64": int64,
    "uint8": uint8, "uint16": uint16, "uint32": uint32, "uint64": uint64,
    "float32": float32, "float64": float64, "complex64": complex64, "complex128": complex128,
}  # fmt: skip
#: Paddle dtype -> standard dtype name.
NAMES: dict[Any, str] = {dtype: name for name, dtype in DTYPES.items()}

#: The dtypes Paddle computes with on the CPU. int8, int16 and uint8 lack most kernels
#: (multiply, maximum, flip, where, abs, argsort, ...), uint32/uint64 have none for
#: arithmetic, uint16 none at all: ``__array_namespace_info__().dtypes()`` leaves them out.
SUPPORTED: dict[str, Any] = {
    name: DTYPES[name]
    for name in ("bool", "int32", "int64", "float32", "float64", "complex64", "complex128")
}

_INTEGRAL = frozenset(DTYPES[n] for n in _promotion.INTEGER)
_SIGNED = frozenset(DTYPES[n] for n in _promotion.SIGNED)
_UNSIGNED = frozenset(DTYPES[n] for n in _promotion.UNSIGNED)
_REAL_FLOATING = frozenset(DTYPES[n] for n in _promotion.REAL_FLOATING)
_COMPLEX_FLOATING = frozenset(DTYPES[n] for n in _promotion.COMPLEX_FLOATING)
_FLOATING = _REAL_FLOATING | _COMPLEX_FLOATING
_NUMERIC = frozenset(DTYPES[n] for n in _promotion.NUMERIC)

#: (Paddle dtype, Paddle dtype) -> the standard's result dtype, for every pair it defines.
PROMOTE: dict[tuple[Any, Any], Any] = {
    (DTYPES[a], DTYPES[b]): DTYPES[r] for (a, b), r in _promotion.PROMOTION_TABLE.items()
}

#: complex dtype -> its real dtype, and back
REAL_OF: dict[Any, Any] = {complex64: float32, complex128: float64}
COMPLEX_OF: dict[Any, Any] = {float32: complex64, float64: complex128}

_Tensor = paddle.Tensor


def default_float() -> Any:
    """Paddle's default floating-point dtype (``paddle.set_default_dtype``)."""
    return DTYPES.get(paddle.get_default_dtype(), float32)


#: The floating dtypes by identity. Paddle's dtypes are singletons in eager mode, and their
#: ``__hash__`` and ``__eq__`` are pybind11 calls of about 1.5 us each (a quarter of an 8x8
#: ``paddle.sin``), where ``id()`` and an int set cost 0.2 us: the fast path of every
#: floating-point-only function. Equality stays the fallback, for dtype objects that are not
#: the singletons (to_static's program values).
FLOATING_IDS = frozenset(map(id, (*_FLOATING, paddle.float16, paddle.bfloat16)))
REAL_FLOATING_IDS = frozenset(map(id, (*_REAL_FLOATING, paddle.float16, paddle.bfloat16)))


def is_floating(dtype: Any) -> builtins.bool:
    """Whether ``dtype`` is a real or complex floating-point dtype (Paddle's half types too)."""
    return (
        id(dtype) in FLOATING_IDS
        or dtype in _FLOATING
        or dtype in (paddle.float16, paddle.bfloat16)
    )


def floating(x: Any) -> Any:
    """Integer and bool ``x`` as the default float (NumPy's promotion for the standard's
    floating-point-only functions); floating-point ``x`` as it is."""
    dtype = x.dtype
    if id(dtype) in FLOATING_IDS:  # is_floating's fast path, without its frame
        return x
    return x if is_floating(dtype) else x.astype(default_float())


#: integer dtypes outside SUPPORTED that some wrappers still compute with, in int32 (Paddle
#: lacks their multiply, where, maximum, ... kernels); results are cast back, wrapping as
#: integer arithmetic does
NARROW = frozenset((int8, int16, uint8))


def exact_equal(x1: Any, x2: Any) -> Any:
    """``x1 == x2`` element-wise, exactly, for two tensors of one dtype. Paddle's own
    ``equal``/``not_equal`` of floating-point tensors take abs(a - b) < 1e-8 as equal
    (``1.0 == 1.0000000000000002`` and ``5e-204 == 0`` are True there)."""
    dtype = x1.dtype
    if dtype in _COMPLEX_FLOATING:
        return paddle.logical_and(
            exact_equal(paddle.real(x1), paddle.real(x2)),
            exact_equal(paddle.imag(x1), paddle.imag(x2)),
        )
    if is_floating(dtype):
        # neither less nor greater, and not NaN: x1 <= x2 and x2 <= x1 are both False for NaN
        return paddle.logical_and(paddle.less_equal(x1, x2), paddle.greater_equal(x1, x2))
    return paddle.equal(x1, x2)


def is_nonzero(x: Any) -> Any:
    """``x != 0`` element-wise, exactly (bool ``x`` as it is; NaN is nonzero)."""
    if x.dtype is bool:
        return x
    return paddle.logical_not(exact_equal(x, paddle.zeros([], dtype=x.dtype)))


# ---------------------------------------------------------------------------- promotion


def promote(x1: Any, x2: Any, keep: int, /) -> tuple[Any, Any]:
    """The slow path of the binary functions: ``x1`` and ``x2`` as Paddle must see them.

    Two tensors of different dtypes are cast to the standard's result dtype (the one already
    of that dtype is passed through). A Python scalar becomes a 0-D tensor of the standard's
    result dtype on the other operand's device: Paddle's functions take no scalars, so
    ``keep`` (``_common._binary``'s) is accepted for the factory's sake and only
    ``ANY_SCALAR`` lets a scalar ``x1`` through as it is. Pairs the standard leaves
    undefined keep Paddle's own rule, except integer or bool with floating point, which
    Paddle refuses: a TypeError in the standard's words.
    """
    try:
        if isinstance(x1, _Tensor):
            if isinstance(x2, _Tensor):
                dtype1, dtype2 = x1.dtype, x2.dtype
                dtype = None if dtype1 is dtype2 else PROMOTE.get((dtype1, dtype2))
                if dtype is None:
                    if dtype1 is not dtype2 and _cross_kind(dtype1, dtype2):
                        # Paddle refuses these too, with a message about its own rule
                        result_name((x1, x2), _name_of)  # the standard's TypeError
                    return x1, x2
                return (
                    x1 if dtype1 is dtype else x1.astype(dtype),
                    x2 if dtype2 is dtype else x2.astype(dtype),
                )
            if isinstance(x2, PYTHON_SCALARS):
                return _with_scalar(x1, x2)
            raise TypeError(_operand_error(x2, 2, "paddle.Tensor"))
        if isinstance(x2, _Tensor):
            if isinstance(x1, PYTHON_SCALARS):
                x2, x1 = _with_scalar(x2, x1)
                return x1, x2
            raise TypeError(_operand_error(x1, 1, "paddle.Tensor"))
        raise TypeError(
            f"expected at least one paddle.Tensor operand, got {type(x1).__name__} and "
            f"{type(x2).__name__}; make one an array first, e.g. xp.asarray(value)."
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


del ANY_SCALAR  # documented above; Paddle takes no scalar operand as it is


def _cross_kind(dtype1: Any, dtype2: Any) -> builtins.bool:
    """Integer or bool with floating point: a pair the standard leaves undefined and Paddle
    refuses."""
    integral1 = dtype1 in _INTEGRAL or dtype1 is bool
    integral2 = dtype2 in _INTEGRAL or dtype2 is bool
    return integral1 != integral2 and (is_floating(dtype1) or is_floating(dtype2))


def scalar_dtype(dtype: Any, scalar: builtins.bool | int | float | complex) -> Any:
    """The dtype of ``array <op> scalar`` (the standard's rule where it has one)."""
    if isinstance(scalar, builtins.bool):
        return dtype
    if isinstance(scalar, int):
        return int64 if dtype is bool else dtype
    if isinstance(scalar, float):
        return dtype if is_floating(dtype) else default_float()
    if dtype in _COMPLEX_FLOATING:
        return dtype
    return COMPLEX_OF.get(dtype if dtype in _REAL_FLOATING else default_float(), complex64)


def full_scalar(value: builtins.bool | int | float | complex, dtype: Any, place: Any) -> Any:
    """A 0-D tensor holding ``value`` (an OverflowError where ``dtype`` cannot hold it)."""
    if dtype in _INTEGRAL and not isinstance(value, builtins.bool) and isinstance(value, int):
        info = _IINFO.get(dtype)
        if info is not None and not info.min <= value <= info.max:
            raise OverflowError(f"{value} does not fit in {NAMES.get(dtype, dtype)}.")
    # paddle.full: 8 us where paddle.to_tensor of a Python number takes 21 (it goes through
    # NumPy); the same bits for every value and dtype (tests/test_paddle_fast_paths.py)
    return _full([], value, dtype, device=place)


if takes_keyword(paddle.full, "device"):
    _full = paddle.full
else:  # Paddle 3.0: no device=; made on the default device, then moved to the place

    def _full(shape: Any, fill_value: Any, dtype: Any, *, device: Any) -> Any:
        # made on the place itself: paddle.full and a copy there trip to_static's SOT
        # ("___graph_fn_saved_orig" UnboundLocalError) on Paddle 3.0
        return paddle.to_tensor(fill_value, dtype=dtype, place=device).reshape(shape)


def _with_scalar(x: Any, scalar: builtins.bool | int | float | complex) -> tuple[Any, Any]:
    dtype = scalar_dtype(x.dtype, scalar)
    if dtype is not x.dtype:
        x = x.astype(dtype)
    return x, full_scalar(scalar, dtype, x.place)


# ---------------------------------------------------------------------------- Paddle < 3.3

#: Paddle 3.3's ``x.dtype`` is one of the DataType singletons (``paddle.float32`` & co.), which
#: the fast paths test by identity. Paddle 3.0's makes a new DataType object at each read:
#: equal to them (``==`` and ``hash`` work), never identical. There the helpers that test a
#: dtype by identity take it through ``canonical`` first (decided here, once).
DTYPE_SINGLETONS = paddle.zeros([0]).dtype is float32

#: each DataType, as the singleton it equals
_CANONICAL: dict[Any, Any] = {
    dtype: dtype for dtype in (*DTYPES.values(), paddle.float16, paddle.bfloat16)
}


def canonical(dtype: Any) -> Any:
    """``dtype`` as the DataType singleton it equals (itself where there is none)."""
    try:
        return _CANONICAL.get(dtype, dtype)
    except TypeError:  # unhashable: not a dtype, which the caller refuses
        return dtype


def works(probe: Any) -> builtins.bool:
    """Whether ``probe()`` runs: a probe of one of Paddle's kernels, made once at import
    (Paddle 3.0 lacks kernels 3.3 has); it cannot fail, whatever Paddle raises."""
    try:
        probe()
    except Exception:  # any refusal means the kernel is not there
        return False
    return True


if not DTYPE_SINGLETONS:
    _scalar_dtype_of_singleton = scalar_dtype
    _cross_kind_of_singletons = _cross_kind

    def scalar_dtype(dtype: Any, scalar: builtins.bool | int | float | complex) -> Any:
        return _scalar_dtype_of_singleton(canonical(dtype), scalar)

    def _cross_kind(dtype1: Any, dtype2: Any) -> builtins.bool:
        return _cross_kind_of_singletons(canonical(dtype1), canonical(dtype2))

    def is_nonzero(x: Any) -> Any:
        """``x != 0`` element-wise, exactly (bool ``x`` as it is; NaN is nonzero)."""
        if x.dtype == bool:
            return x
        return paddle.logical_not(exact_equal(x, paddle.zeros([], dtype=x.dtype)))


# ---------------------------------------------------------------------------- data type functions


def astype(x: Any, dtype: Any, /, *, copy: builtins.bool = True, device: Any = None) -> Any:
    try:
        if not isinstance(dtype, _DataType):
            raise TypeError(f"astype() takes a dtype such as xp.float32, not {dtype!r}.")
        if device is not None:
            from arraydispatch.backends.paddle._info import _array_to_device

            x = _array_to_device(x, device)
        if x.dtype is dtype:
            return x.clone() if copy else x
        return x.astype(dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if not DTYPE_SINGLETONS:  # Paddle < 3.3 (see canonical): equality, not identity

    def astype(x: Any, dtype: Any, /, *, copy: builtins.bool = True, device: Any = None) -> Any:
        try:
            if not isinstance(dtype, _DataType):
                raise TypeError(f"astype() takes a dtype such as xp.float32, not {dtype!r}.")
            if device is not None:
                from arraydispatch.backends.paddle._info import _array_to_device

                x = _array_to_device(x, device)
            if x.dtype == dtype:
                return x.clone() if copy else x
            return x.astype(dtype)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


def _dtype_of(value: Any, what: str) -> Any:
    if isinstance(value, _DataType):
        return value
    if isinstance(value, _Tensor):
        return value.dtype
    raise TypeError(f"{what} takes arrays or dtypes, not {type(value).__name__} ({value!r}).")


def can_cast(from_: Any, to: Any, /) -> builtins.bool:
    """Whether ``from_`` promotes to ``to`` under the standard's rules (Paddle has no
    can_cast)."""
    try:
        if isinstance(from_, _Tensor):
            from_ = from_.dtype
        try:
            known = _CAN_CAST.get((from_, to))
        except TypeError:  # unhashable: not a dtype, as _can_cast says
            known = None
        if known is not None:
            return known
        return _can_cast(_dtype_of(from_, "can_cast()"), to)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _can_cast(source: Any, to: Any) -> builtins.bool:
    if not isinstance(to, _DataType):
        raise TypeError(f"can_cast() needs a dtype as its second argument, not {to!r}.")
    if source is to:
        return True
    promoted = PROMOTE.get((source, to))
    if promoted is not None:
        return promoted is to
    if source is bool:
        return True
    if source in _INTEGRAL:
        return to in _REAL_FLOATING or to in _COMPLEX_FLOATING
    return False


_CAN_CAST = {(a, b): _can_cast(a, b) for a in DTYPES.values() for b in DTYPES.values()}

_FINFO = {dtype: finfo_from_native(paddle.finfo(dtype), dtype) for dtype in (float32, float64)}
_FINFO[complex64] = _FINFO[float32]
_FINFO[complex128] = _FINFO[float64]
_IINFO = {
    dtype: iinfo_from_native(paddle.iinfo(dtype), dtype)
    for dtype in (int8, int16, int32, int64, uint8)
}
_IINFO[uint16] = IInfo(bits=16, max=2**16 - 1, min=0, dtype=uint16)
_IINFO[uint32] = IInfo(bits=32, max=2**32 - 1, min=0, dtype=uint32)
_IINFO[uint64] = IInfo(bits=64, max=2**64 - 1, min=0, dtype=uint64)


def finfo(type: Any, /) -> FInfo:
    """Machine limits of a floating-point dtype (complex: of its real part)."""
    try:
        try:
            if isinstance(type, _Tensor):
                type = type.dtype
            return _FINFO[type]
        except (KeyError, TypeError):
            raise TypeError(
                f"finfo() takes a floating-point dtype or array (xp.float32, xp.float64, "
                f"xp.complex64, xp.complex128), not {type!r}; use xp.iinfo() for integers."
            ) from None
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def iinfo(type: Any, /) -> IInfo:
    """Machine limits of an integer dtype."""
    try:
        try:
            if isinstance(type, _Tensor):
                type = type.dtype
            return _IINFO[type]
        except (KeyError, TypeError):
            raise TypeError(
                f"iinfo() takes an integer dtype or array (xp.int8 ... xp.uint64), not {type!r}; "
                f"use xp.finfo() for floating-point dtypes."
            ) from None
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


_KIND_SETS: dict[str, frozenset[Any]] = {
    "bool": frozenset({bool}),
    "signed integer": _SIGNED,
    "unsigned integer": _UNSIGNED,
    "integral": _INTEGRAL,
    "real floating": _REAL_FLOATING,
    "complex floating": _COMPLEX_FLOATING,
    "numeric": _NUMERIC,
}


def isdtype(dtype: Any, kind: Any) -> builtins.bool:
    try:
        return _isdtype(dtype, kind, _DataType, _KIND_SETS)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _name_of(value: Any) -> str | None:
    """The standard dtype name of a tensor or dtype (Paddle's own name beyond them)."""
    if isinstance(value, _Tensor):
        value = value.dtype
    elif not isinstance(value, _DataType):
        return None
    return NAMES.get(value) or str(value).removeprefix("paddle.")


def result_type(*arrays_and_dtypes: Any) -> Any:
    """The standard's result dtype; Python scalars are applied after arrays and dtypes."""
    try:
        name = result_name(arrays_and_dtypes, _name_of)
        return DTYPES.get(name) or getattr(paddle, name)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
