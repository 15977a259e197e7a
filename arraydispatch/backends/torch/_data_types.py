"""Data types (``xp.float32 is torch.float32``), the data type functions (``astype``,
``can_cast``, ``finfo``, ``iinfo``, ``isdtype``, ``result_type``) and the promotion helper
the other sections use (``promote``, the slow path of every binary function).

torch's own promotion agrees with the standard except where a 0-D tensor meets a tensor of
higher rank: torch then lets the higher-rank operand's dtype win inside one kind
(``float32[3] + float64[]`` is float32 in torch, float64 in the standard). Functions that
must promote look the standard's answer up in the one shared lattice
(``arraydispatch._common._promotion``) through ``PROMOTE``, keyed by torch dtypes.

Wrapped, each for one reason: ``astype`` (``x.to`` returns ``x`` itself for its own dtype,
where the standard's ``copy=True`` asks for a copy), ``can_cast`` (``torch.can_cast`` allows
every same-kind cast, float64 -> float32 included), ``finfo``/``iinfo`` (torch's ``.dtype``
is a string), ``isdtype`` (torch has none), ``result_type`` (the 0-D rule above; any number
of arguments, dtypes among them: ``torch.result_type`` takes two tensors or scalars).
"""

from __future__ import annotations

import builtins
from typing import Any

import torch

from arraydispatch._common import _promotion
from arraydispatch._common._binary import ANY_SCALAR
from arraydispatch._common._dtype_info import FInfo, IInfo, finfo_from_native, iinfo_from_native
from arraydispatch._common._dtype_info import isdtype as _isdtype
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._promotion import PYTHON_SCALARS, result_name
from arraydispatch._common._promotion import operand_error as _operand_error
from arraydispatch._common._versions import release

__all__ = [
    "astype", "bool", "can_cast", "complex128", "complex64", "finfo", "float32", "float64",
    "iinfo", "int16", "int32", "int64", "int8", "isdtype", "result_type", "uint16", "uint32",
    "uint64", "uint8",
]  # fmt: skip

# ---------------------------------------------------------------------------- dtypes

bool = torch.bool
int8, int16, int32, int64 = torch.int8, torch.int16, torch.int32, torch.int64
uint8, uint16, uint32, uint64 = torch.uint8, torch.uint16, torch.uint32, torch.uint64
float32, float64 = torch.float32, torch.float64
complex64, complex128 = torch.complex64, torch.complex128

#: Standard dtype name -> torch dtype (all thirteen; see SUPPORTED for what works).
DTYPES: dict[str, torch.dtype] = {name: getattr(torch, name) for name in _promotion.ALL}
#: torch dtype -> standard dtype name.
NAMES: dict[torch.dtype, str] = {dtype: name for name, dtype in DTYPES.items()}

#: The dtypes torch computes with. torch 2.13's uint16/uint32/uint64 are "shell" dtypes:
#: they can be created, cast and stored, but most kernels (add, comparisons, flip, ...)
#: are not implemented for them (https://github.com/pytorch/pytorch/issues/58734), so
#: ``__array_namespace_info__().dtypes()`` leaves them out.
SUPPORTED: dict[str, torch.dtype] = {
    name: dtype for name, dtype in DTYPES.items() if name not in ("uint16", "uint32", "uint64")
}

_INTEGRAL = frozenset(DTYPES[n] for n in _promotion.INTEGER)
_SIGNED = frozenset(DTYPES[n] for n in _promotion.SIGNED)
_UNSIGNED = frozenset(DTYPES[n] for n in _promotion.UNSIGNED)
_REAL_FLOATING = frozenset(DTYPES[n] for n in _promotion.REAL_FLOATING)
_COMPLEX_FLOATING = frozenset(DTYPES[n] for n in _promotion.COMPLEX_FLOATING)
_NUMERIC = frozenset(DTYPES[n] for n in _promotion.NUMERIC)

#: (torch dtype, torch dtype) -> the standard's result dtype, for every pair it defines.
PROMOTE: dict[tuple[torch.dtype, torch.dtype], torch.dtype] = {
    (DTYPES[a], DTYPES[b]): DTYPES[r] for (a, b), r in _promotion.PROMOTION_TABLE.items()
}

#: complex dtype -> its real dtype, and back
REAL_OF: dict[torch.dtype, torch.dtype] = {complex64: float32, complex128: float64}
COMPLEX_OF: dict[torch.dtype, torch.dtype] = {float32: complex64, float64: complex128}

_Tensor = torch.Tensor
_dtype = torch.dtype

#: torch.Tensor on torch < 2.9, else None: where TorchDynamo cannot trace a fast path that
#: reads ``.dtype`` off each operand and catches the AttributeError of a Python scalar.
#: Before 2.9 its ConstantVariable.const_getattr let the AttributeError out of the tracer
#: (InternalTorchDynamoError, read in torch 2.5-2.8's torch/_dynamo/variables/constant.py;
#: 2.9 raises it as an exception of the traced code, which the ``except`` then catches).
#: There the binary functions and ``where`` test for two tensors instead (``binary``'s
#: ``array_type``), which costs two isinstance tests a call.
TENSOR_OPERANDS: type[torch.Tensor] | None = (
    None if release(torch.__version__) >= (2, 9) else torch.Tensor
)

# ---------------------------------------------------------------------------- promotion


def promote(x1: Any, x2: Any, keep: int, /) -> tuple[Any, Any]:
    """The slow path of the binary functions: ``x1`` and ``x2`` as torch must see them.

    Two tensors of different dtypes are cast to the standard's result dtype (so a 0-D
    operand counts like any other; the one already of that dtype is passed through, as are
    two tensors of one dtype). A Python scalar stays as it is where the torch function
    takes one in that position (``keep``), else becomes a 0-D tensor of the standard's result
    dtype on the other operand's device. ``keep`` is one of ``_common._binary``'s
    ``NO_SCALARS``/``SECOND_SCALAR``/``ANY_SCALAR`` (torch's "weak" scalar typing agrees
    with the standard's scalar rules where the torch function takes a scalar at all). Pairs
    the standard leaves undefined keep torch's own rule. Pure Python on dtypes, so
    torch.compile traces it without a graph break.
    """
    try:
        if isinstance(x1, _Tensor):
            if isinstance(x2, _Tensor):
                dtype1, dtype2 = x1.dtype, x2.dtype
                dtype = None if dtype1 is dtype2 else PROMOTE.get((dtype1, dtype2))
                if dtype is None:
                    return x1, x2
                # Tensor.to costs ~1 us of argument parsing even when it returns its input
                return (
                    x1 if dtype1 is dtype else x1.to(dtype),
                    x2 if dtype2 is dtype else x2.to(dtype),
                )
            if isinstance(x2, PYTHON_SCALARS):
                if keep:
                    return x1, x2
                return _with_scalar(x1, x2)
            raise TypeError(_operand_error(x2, 2, "torch.Tensor"))
        if isinstance(x2, _Tensor):
            if isinstance(x1, PYTHON_SCALARS):
                if keep == ANY_SCALAR:
                    return x1, x2
                x2, x1 = _with_scalar(x2, x1)
                return x1, x2
            raise TypeError(_operand_error(x1, 1, "torch.Tensor"))
        raise TypeError(
            f"expected at least one torch.Tensor operand, got {type(x1).__name__} and "
            f"{type(x2).__name__}; make one an array first, e.g. xp.asarray(value)."
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def scalar_dtype(dtype: torch.dtype, scalar: builtins.bool | int | float | complex) -> torch.dtype:
    """The dtype of ``array <op> scalar`` (the standard's rule where it has one, else torch's)."""
    try:
        if isinstance(scalar, builtins.bool):
            return dtype
        if isinstance(scalar, int):
            return torch.int64 if dtype is torch.bool else dtype
        if isinstance(scalar, float):
            return (
                dtype if dtype.is_floating_point or dtype.is_complex else torch.get_default_dtype()
            )
        if dtype.is_complex:
            return dtype
        return COMPLEX_OF.get(
            dtype if dtype.is_floating_point else torch.get_default_dtype(), complex64
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _with_scalar(
    x: torch.Tensor, scalar: builtins.bool | int | float | complex
) -> tuple[torch.Tensor, torch.Tensor]:
    dtype = scalar_dtype(x.dtype, scalar)
    if dtype is not x.dtype:
        x = x.to(dtype)
    return x, torch.tensor(scalar, dtype=dtype, device=x.device)


# ---------------------------------------------------------------------------- data type functions


def astype(
    x: torch.Tensor, dtype: torch.dtype, /, *, copy: builtins.bool = True, device: Any = None
) -> torch.Tensor:
    try:
        if not isinstance(dtype, torch.dtype):
            raise TypeError(f"astype() takes a dtype such as xp.float32, not {dtype!r}.")
        if device is None:
            if copy:
                # torch parses copy=True dearer than it copies; .to returns x itself for its own
                # dtype, the one case that still needs the copy
                out = x.to(dtype=dtype)
                return out.clone() if out is x else out
            return x.to(dtype=dtype, copy=copy)
        return x.to(device=device, dtype=dtype, copy=copy)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _dtype_of(value: Any, what: str) -> torch.dtype:
    if isinstance(value, torch.dtype):
        return value
    if isinstance(value, _Tensor):
        return value.dtype
    raise TypeError(f"{what} takes arrays or dtypes, not {type(value).__name__} ({value!r}).")


def can_cast(from_: torch.dtype | torch.Tensor, to: torch.dtype, /) -> builtins.bool:
    """Whether ``from_`` promotes to ``to`` under the standard's rules (torch.can_cast
    allows every same-kind cast, float64 -> float32 included)."""
    try:
        # the class test first: isinstance(dtype, torch.Tensor) costs ~40 ns (torch.Tensor's
        # metaclass), more than the lookup below
        if from_.__class__ is not _dtype and isinstance(from_, _Tensor):
            from_ = from_.dtype
        try:
            known = _CAN_CAST.get((from_, to))  # fast path: two of the thirteen dtypes
        except TypeError:  # unhashable: not a dtype, as _can_cast says
            known = None
        if known is not None:
            return known
        return _can_cast(_dtype_of(from_, "can_cast()"), to)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _can_cast(source: torch.dtype, to: torch.dtype) -> builtins.bool:
    if not isinstance(to, torch.dtype):
        raise TypeError(f"can_cast() needs a dtype as its second argument, not {to!r}.")
    if source is to:
        return True
    promoted = PROMOTE.get((source, to))
    if promoted is not None:
        return promoted is to
    # pairs outside the lattice: only bool -> anything and integer -> floating are safe
    if source is torch.bool:
        return True
    if source in _INTEGRAL:
        return to in _REAL_FLOATING or to in _COMPLEX_FLOATING
    return False


#: (from, to) -> can_cast(from, to) for every pair of the thirteen dtypes: one dict lookup,
#: cheaper than torch.can_cast's own argument parsing
_CAN_CAST = {(a, b): _can_cast(a, b) for a in DTYPES.values() for b in DTYPES.values()}


def _finfo(dtype: torch.dtype) -> FInfo:
    return finfo_from_native(torch.finfo(dtype), dtype)  # torch's own .dtype is a string


def _iinfo(dtype: torch.dtype) -> IInfo:
    return iinfo_from_native(torch.iinfo(dtype), dtype)


_FINFO = {dtype: _finfo(dtype) for dtype in (float32, float64)}
_FINFO[complex64] = _FINFO[float32]
_FINFO[complex128] = _FINFO[float64]
_IINFO = {dtype: _iinfo(dtype) for dtype in _INTEGRAL}


def finfo(type: torch.dtype | torch.Tensor, /) -> FInfo:
    """Machine limits of a floating-point dtype (complex: of its real part)."""
    try:
        try:
            if type.__class__ is not _dtype and isinstance(type, _Tensor):  # as in can_cast
                type = type.dtype
            return _FINFO[type]
        except (KeyError, TypeError):
            raise TypeError(
                f"finfo() takes a floating-point dtype or array (xp.float32, xp.float64, "
                f"xp.complex64, xp.complex128), not {type!r}; use xp.iinfo() for integers."
            ) from None
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def iinfo(type: torch.dtype | torch.Tensor, /) -> IInfo:
    """Machine limits of an integer dtype."""
    try:
        try:
            if type.__class__ is not _dtype and isinstance(type, _Tensor):  # as in can_cast
                type = type.dtype
            return _IINFO[type]
        except (KeyError, TypeError):
            raise TypeError(
                f"iinfo() takes an integer dtype or array (xp.int8 ... xp.uint64), not {type!r}; "
                f"use xp.finfo() for floating-point dtypes."
            ) from None
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


_KIND_SETS: dict[str, frozenset[torch.dtype]] = {
    "bool": frozenset({torch.bool}),
    "signed integer": _SIGNED,
    "unsigned integer": _UNSIGNED,
    "integral": _INTEGRAL,
    "real floating": _REAL_FLOATING,
    "complex floating": _COMPLEX_FLOATING,
    "numeric": _NUMERIC,
}
#: _KIND_SETS, and each dtype as the kind that holds only itself: isdtype's fast path
_KINDS: dict[object, frozenset[torch.dtype]] = {
    kind: dtypes
    for kind, dtypes in [*_KIND_SETS.items(), *((d, frozenset({d})) for d in DTYPES.values())]
}


def isdtype(
    dtype: torch.dtype, kind: torch.dtype | str | tuple[torch.dtype | str, ...]
) -> builtins.bool:
    try:
        try:
            if dtype in _KINDS.get(kind, ()):
                return True  # fast path: a kind or one of the thirteen dtypes, holding dtype
        except TypeError:  # something unhashable: the checks below name it
            pass
        return _isdtype(dtype, kind, torch.dtype, _KIND_SETS)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _name_of(value: Any) -> str | None:
    """The dtype name of a tensor or dtype for ``result_name`` (torch's own name for the
    dtypes beyond the standard's, so that float16 with float16 stays float16), or None."""
    if isinstance(value, _Tensor):
        value = value.dtype
    elif not isinstance(value, torch.dtype):
        return None
    return NAMES.get(value) or str(value).removeprefix("torch.")


def result_type(*arrays_and_dtypes: Any) -> torch.dtype:
    """The standard's result dtype; Python scalars are applied after arrays and dtypes."""
    try:
        if len(arrays_and_dtypes) == 2:
            # fast path: two tensors of one dtype, or a pair the lattice defines
            x1, x2 = arrays_and_dtypes
            if isinstance(x1, _Tensor) and isinstance(x2, _Tensor):
                dtype1, dtype2 = x1.dtype, x2.dtype
                if dtype1 is dtype2:
                    return dtype1
                promoted = PROMOTE.get((dtype1, dtype2))
                if promoted is not None:
                    return promoted
        dtype: torch.dtype = getattr(torch, result_name(arrays_and_dtypes, _name_of))
        return dtype
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
