"""The suite's NumPy-comparison settings, over the public ``arraydispatch.testing``.

``assert_matches`` is the public ``assert_close`` with this suite's tolerance: ``rtol=1e-6``
for every floating dtype, since the suite compares single functions with NumPy's (tighter
for float32 than the public default, ``4 * sqrt(eps)``, which leaves room for algorithms).
Like the public one it checks the library (given ``xp=xp``), dtype, shape and device, then
the values. ``to_numpy`` is the public one. ``available`` narrows a list of dtype names to those
a backend has (torch has no uint16/32/64, JAX without x64 no float64).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

# The standard's promotion table, as the package holds it: the one import of a private module
# in the tests' value checks (arraydispatch._common is not a backend module, so the renaming
# of backend modules does not touch it).
from arraydispatch._common._promotion import PROMOTION_TABLE
from arraydispatch.testing import assert_close, to_numpy

__all__ = [
    "PROMOTION_TABLE",
    "assert_matches",
    "available",
    "default_float",
    "default_int",
    "dtype_name",
    "numpy_function",
    "to_numpy",
]


def assert_matches(actual: Any, expected: Any, *, xp: Any = None, **options: Any) -> None:
    """``assert_close`` with the suite's tolerance, ``rtol=1e-6`` unless given.

    With ``xp=xp`` (every call in this suite) it also checks that ``actual`` is an array of
    that library; a call without it compares dtype, shape, device and values only, so that
    a test written before the check still runs as written (``what=`` is its old name for
    ``err_msg=``).
    """
    __tracebackhide__ = True
    if "what" in options:
        options["err_msg"] = options.pop("what")
    options.setdefault("rtol", 1e-6)
    options.setdefault("check_namespace", xp is not None)
    assert_close(actual, expected, xp=xp, **options)


def available(xp: Any, names: Iterable[str]) -> list[str]:
    """The dtype names among ``names`` that the backend ``xp`` declares, in their order."""
    declared = xp.__array_namespace_info__().dtypes()
    return [name for name in names if name in declared]


def default_float(xp: Any) -> np.dtype[Any]:
    """The backend's default real floating dtype, as a NumPy dtype (float32 or float64)."""
    return np.dtype(dtype_name(xp.__array_namespace_info__().default_dtypes()["real floating"]))


def default_int(xp: Any) -> np.dtype[Any]:
    """The backend's default integer dtype, as a NumPy dtype (int64, or int32 for JAX)."""
    return np.dtype(dtype_name(xp.__array_namespace_info__().default_dtypes()["integral"]))


def dtype_name(dtype: Any) -> str:
    """A dtype object of any backend by the standard's name (``torch.float32`` -> float32)."""
    name = getattr(dtype, "name", None)  # paddle.float32's is "FLOAT32"
    return (name if isinstance(name, str) else str(dtype).rpartition(".")[2]).lower()


def _cumulative(accumulate: Callable[..., Any], identity: int) -> Callable[..., Any]:
    def function(
        a: Any, /, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False
    ) -> Any:
        a = np.asarray(a)
        if a.ndim == 0:
            a = a.reshape(1)
        axis = 0 if axis is None else axis
        out = accumulate(a, axis=axis, dtype=dtype)
        if include_initial:
            shape = list(out.shape)
            shape[axis] = 1
            out = np.concatenate([np.full(shape, identity, dtype=out.dtype), out], axis=axis)
        return out

    return function


#: NumPy 2.x functions a reference test compares with, written with the functions of older
#: releases, for the releases that lack them (NumPy < 2.1 has no cumulative_sum/prod)
_FALLBACKS: dict[str, Callable[..., Any]] = {
    "cumulative_sum": _cumulative(np.cumsum, 0),
    "cumulative_prod": _cumulative(np.cumprod, 1),
}


def _integral(function: Callable[..., Any]) -> Callable[..., Any]:
    def integral(a: Any, /) -> Any:
        a = np.asarray(a)
        return a.copy() if a.dtype.kind in "biu" else function(a)

    return integral


_NUMPY = tuple(int(part) for part in np.__version__.split(".")[:2])
if _NUMPY < (2, 1):
    # NumPy < 2.1's ceil/floor/trunc of integers are floats; NumPy 2.1's (the standard's)
    # keep the integer dtype
    _FALLBACKS.update({name: _integral(getattr(np, name)) for name in ("ceil", "floor", "trunc")})


def numpy_function(name: str) -> Callable[..., Any]:
    """NumPy's own function ``name``; on a NumPy release without it (or whose own departs
    from NumPy 2.x's), the same computation written with that release's functions (the
    reference is never our namespace)."""
    if name in _FALLBACKS and (_NUMPY < (2, 1) or not hasattr(np, name)):
        return _FALLBACKS[name]
    return getattr(np, name)  # type: ignore[no-any-return]
