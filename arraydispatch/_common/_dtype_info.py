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
