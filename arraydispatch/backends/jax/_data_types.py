"""The data types and the data type functions.

The dtypes, ``astype``, ``isdtype`` and ``result_type`` are ``jax.numpy``'s own. Where this
differs from JAX:

- ``can_cast``: takes an array, as the standard's does (``jnp.can_cast`` warns a
  DeprecationWarning for an array, "in the future this will result in an error").
- ``finfo``/``iinfo``: Python numbers, where JAX gives NumPy scalars (``finfo(float32).eps``
  is a ``numpy.float32``, not a ``float``).

``default_int`` (not a name of the namespace) is the default integer dtype of the wrappers
that need it (``cumulative_prod``, ``searchsorted``).
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Any

import jax
import jax.numpy as jnp
from jax.numpy import (
    astype,
    bool,
    complex64,
    complex128,
    float32,
    float64,
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

from arraydispatch._common._dtype_info import finfo_from_native, iinfo_from_native
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

if TYPE_CHECKING:
    from arraydispatch._common._dtype_info import FInfo, IInfo

__all__ = [
    "astype", "bool", "can_cast", "complex128", "complex64", "finfo", "float32", "float64",
    "iinfo", "int16", "int32", "int64", "int8", "isdtype", "result_type", "uint16", "uint32",
    "uint64", "uint8",
]  # fmt: skip

# ---- data type functions ------------------------------------------------------------------


def can_cast(from_: Any, to: Any, /) -> builtins.bool:
    try:
        return jnp.can_cast(from_.dtype if isinstance(from_, jax.Array) else from_, to)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def finfo(type: Any, /) -> FInfo:
    try:
        # an array's dtype, not the array: with ml_dtypes before 0.7, jnp.finfo(array) calls
        # np.dtype(array), which JAX 0.10 deprecates with a DeprecationWarning
        if isinstance(type, jax.Array):
            type = type.dtype
        native = jnp.finfo(type)  # type: ignore[no-untyped-call]
        return finfo_from_native(native, native.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def iinfo(type: Any, /) -> IInfo:
    try:
        if isinstance(type, jax.Array):
            type = type.dtype  # as in finfo
        native = jnp.iinfo(type)  # type: ignore[no-untyped-call]
        return iinfo_from_native(native, native.dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- the default integer dtype, for the wrappers of other sections -------------------------


def default_int(unsigned: builtins.bool = False) -> Any:
    try:
        # read per call: the user may switch x64 at run time, and we never cache their choice
        return jax.dtypes.canonicalize_dtype(jnp.uint64 if unsigned else jnp.int64)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
