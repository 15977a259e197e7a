"""The Array API namespace for JAX arrays (2025.12).

``jax.numpy`` implements the standard itself since JAX 0.4.32, so nearly every name here IS
``jax.numpy``'s function (``xp.sin is jax.numpy.sin``). JAX's global configuration is never
touched: float64/int64/complex128 exist only when the user enabled x64, and
``__array_namespace_info__().dtypes()`` reports exactly the dtypes this process has.

Wrapped, one frame each, where JAX differs:

- ``__array_namespace_info__``: ``devices()`` is a tuple (2025.12).
- ``broadcast_arrays``: a tuple (2025.12), where JAX returns a list.
- ``finfo``/``iinfo``: Python numbers, where JAX gives NumPy scalars (``finfo(float32).eps``
  is a ``numpy.float32``, not a ``float``).

Everything works on tracers inside ``jax.jit``/``grad``/``vmap``.
"""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp
from jax.numpy import (
    abs, acos, acosh, add, all, any, arange, argmax, argmin, argsort, asarray, asin, asinh,
    astype, atan, atan2, atanh, bitwise_and, bitwise_invert, bitwise_left_shift, bitwise_or,
    bitwise_right_shift, bitwise_xor, bool, broadcast_shapes, broadcast_to,
    can_cast, ceil, clip, complex128, complex64, concat, conj, copysign, cos, cosh,
    count_nonzero, cumulative_prod, cumulative_sum, diff, divide, e, empty, empty_like, equal,
    exp, expand_dims, expm1, eye, flip, float32, float64, floor, floor_divide,
    from_dlpack, full, full_like, greater, greater_equal, hypot, imag, inf, int16,
    int32, int64, int8, isdtype, isfinite, isin, isinf, isnan, less, less_equal, linspace, log,
    log10, log1p, log2, logaddexp, logical_and, logical_not, logical_or, logical_xor, matmul,
    matrix_transpose, max, maximum, mean, meshgrid, min, minimum, moveaxis, multiply, nan,
    negative, newaxis, nextafter, nonzero, not_equal, ones, ones_like, permute_dims, pi,
    positive, pow, prod, real, reciprocal, remainder, repeat, reshape, result_type, roll,
    round, searchsorted, sign, signbit, sin, sinh, sort, sqrt, square, squeeze, stack, std,
    subtract, sum, take, take_along_axis, tan, tanh, tensordot, tile, tril, triu, trunc,
    uint16, uint32, uint64, uint8, unique_all, unique_counts, unique_inverse, unique_values,
    unstack, var, vecdot, where, zeros, zeros_like,
)  # fmt: skip

from arraydispatch._common._dtype_info import FInfo, IInfo, finfo_from_native, iinfo_from_native
from arraydispatch._common._info import NamespaceInfo
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.jax import fft, linalg

__array_api_version__: str = API_VERSION


def __array_namespace_info__() -> NamespaceInfo:
    native: Any = jnp.__array_namespace_info__()
    return NamespaceInfo(
        dtypes=native.dtypes(),
        default_dtypes=native.default_dtypes(),
        devices=native.devices(),
        capabilities=native.capabilities(),
        default_device=native.default_device(),
    )


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    return tuple(jnp.broadcast_arrays(*arrays))


def finfo(type: Any, /) -> FInfo:
    native = jnp.finfo(type)  # type: ignore[no-untyped-call]
    return finfo_from_native(native, native.dtype)


def iinfo(type: Any, /) -> IInfo:
    native = jnp.iinfo(type)  # type: ignore[no-untyped-call]
    return iinfo_from_native(native, native.dtype)
