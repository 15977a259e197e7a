"""The standard's ``finfo``/``iinfo`` result objects, with Python numbers as the standard asks.

NumPy's ``finfo(float32).eps`` is a ``numpy.float32`` and torch's ``finfo(...).dtype`` is a
string; the standard wants Python ``int``/``float`` fields and ``dtype`` as the namespace's
dtype object. Backends fill these in from their native objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class FInfo:
    """Machine limits of a floating-point dtype (``finfo_object`` in the standard)."""

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    dtype: Any


@dataclass(frozen=True, slots=True)
class IInfo:
    """Machine limits of an integer dtype (``iinfo_object`` in the standard)."""

    bits: int
    max: int
    min: int
    dtype: Any


def finfo_from_native(native: Any, dtype: Any) -> FInfo:
    """An FInfo from a framework's finfo object (NumPy, torch, ml_dtypes alike)."""
    return FInfo(
        bits=int(native.bits),
        eps=float(native.eps),
        max=float(native.max),
        min=float(native.min),
        smallest_normal=float(native.smallest_normal),
        dtype=dtype,
    )


def iinfo_from_native(native: Any, dtype: Any) -> IInfo:
    """An IInfo from a framework's iinfo object."""
    return IInfo(bits=int(native.bits), max=int(native.max), min=int(native.min), dtype=dtype)


def isdtype(dtype: Any, kind: Any, dtype_type: type, kind_sets: dict[str, Any]) -> bool:
    """The standard's ``isdtype`` for a framework whose dtypes are singleton instances of
    ``dtype_type``, its kinds given by ``kind_sets`` (kind name -> set of dtypes).

    The refusals name the argument at fault. A backend calls this behind its own fast path
    (a dict lookup of the kind), so the extra frame is paid on unusual kinds only.
    """
    if not isinstance(dtype, dtype_type):
        raise TypeError(f"isdtype() takes a dtype as its first argument, not {dtype!r}.")
    if isinstance(kind, dtype_type):
        return dtype is kind
    if isinstance(kind, str):
        try:
            return dtype in kind_sets[kind]
        except KeyError:
            raise ValueError(
                f"isdtype(): unknown kind {kind!r}; use a dtype or one of "
                f"{', '.join(map(repr, kind_sets))}."
            ) from None
    if isinstance(kind, tuple):
        for k in kind:
            if isinstance(k, tuple):
                raise TypeError("isdtype(): kind may be a tuple of dtypes and kinds, not nested.")
            if isdtype(dtype, k, dtype_type, kind_sets):
                return True
        return False
    raise TypeError(f"isdtype(): kind must be a dtype, a str or a tuple, not {kind!r}.")
