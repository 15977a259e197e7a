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


def _vecdot(a: Any, b: Any, /, *, axis: int = -1) -> Any:
    # NumPy 2's vecdot is a ufunc: another library's array becomes an ndarray first
    a, b = np.asarray(a), np.asarray(b)
    return np.sum(np.conj(a) * b, axis=axis)


def _vector_norm(a: Any, /, *, axis: Any = None, keepdims: bool = False, ord: Any = 2) -> Any:
    a = np.asarray(a)
    axes = tuple(range(a.ndim)) if axis is None else (axis if isinstance(axis, tuple) else (axis,))
    axes = tuple(x % a.ndim for x in axes)
    rest = tuple(x for x in range(a.ndim) if x not in axes)
    flat = np.transpose(a, rest + axes).reshape((*(a.shape[x] for x in rest), -1))
    out = np.linalg.norm(flat, ord=ord, axis=-1)
    if keepdims:
        out = np.reshape(out, [1 if x in axes else a.shape[x] for x in range(a.ndim)])
    return out


def _solve(a: Any, b: Any, /) -> Any:
    # NumPy 2's rule: a 1-D b is one vector for every matrix of a's stack
    a, b = np.asarray(a), np.asarray(b)
    if b.ndim == 1:
        return np.linalg.solve(a, np.broadcast_to(b[:, None], (*a.shape[:-1], 1)))[..., 0]
    return np.linalg.solve(a, b)


def _sign(a: Any, /) -> Any:
    a = np.asarray(a)
    if a.dtype.kind != "c":
        return np.sign(a)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(a == 0, 0, a / np.abs(a)).astype(a.dtype)


_FALLBACKS.update(
    {
        "astype": lambda x, dtype, /, **kwargs: x.astype(dtype, **kwargs),
        "vecdot": _vecdot,
        "linalg.vecdot": _vecdot,
        "linalg.cross": lambda a, b, /, *, axis=-1: np.cross(a, b, axis=axis),
        "linalg.diagonal": lambda a, /, *, offset=0: np.diagonal(a, offset, -2, -1),
        "linalg.trace": lambda a, /, *, offset=0: np.trace(a, offset, -2, -1),
        "linalg.matrix_norm": lambda a, /, *, keepdims=False, ord="fro": np.linalg.norm(
            a, ord=ord, axis=(-2, -1), keepdims=keepdims
        ),
        "linalg.vector_norm": _vector_norm,
        "linalg.solve": _solve,
        "linalg.svdvals": lambda a, /: np.linalg.svd(a, compute_uv=False),
        "linalg.cholesky": lambda a, /, *, upper=False: (
            np.conj(np.swapaxes(np.linalg.cholesky(a), -1, -2)) if upper else np.linalg.cholesky(a)
        ),
        # NumPy 2's unique_* count each NaN apart (equal_nan=False)
        "unique_values": lambda a, /: np.unique(a, equal_nan=False),
        "unique_counts": lambda a, /: np.unique(a, return_counts=True, equal_nan=False),
        "unique_inverse": lambda a, /: np.unique(a, return_inverse=True, equal_nan=False),
        "unique_all": lambda a, /: np.unique(
            a, return_index=True, return_inverse=True, return_counts=True, equal_nan=False
        ),
    }
)

_NUMPY = tuple(int(part) for part in np.__version__.split(".")[:2])
if _NUMPY < (2,):
    # NumPy 1.x's sign of complex numbers is the sign of the real part; NumPy 2's is x/|x|
    _FALLBACKS["sign"] = _sign
if _NUMPY < (2, 1):
    # NumPy < 2.1's ceil/floor/trunc of integers are floats; NumPy 2.1's (the standard's)
    # keep the integer dtype
    _FALLBACKS.update({name: _integral(getattr(np, name)) for name in ("ceil", "floor", "trunc")})


#: NumPy 2's names of functions NumPy 1.x has under another name
_RENAMED = {
    "acos": "arccos", "acosh": "arccosh", "asin": "arcsin", "asinh": "arcsinh",
    "atan": "arctan", "atan2": "arctan2", "atanh": "arctanh", "bitwise_invert": "invert",
    "bitwise_left_shift": "left_shift", "bitwise_right_shift": "right_shift", "pow": "power",
    "concat": "concatenate", "permute_dims": "transpose",
}  # fmt: skip


def numpy_function(name: str) -> Callable[..., Any]:
    """NumPy's own function ``name`` (``"linalg.cross"`` for numpy.linalg's); on a NumPy
    release without it (or whose own departs
    from NumPy 2.x's), the same computation written with that release's functions (the
    reference is never our namespace)."""
    module, _, short = name.rpartition(".")
    owner = getattr(np, module) if module else np
    if name in _FALLBACKS and (_NUMPY < (2, 1) or not hasattr(owner, short)):
        return _FALLBACKS[name]
    if not hasattr(owner, short) and name in _RENAMED:
        return getattr(np, _RENAMED[name])  # type: ignore[no-any-return]
    return getattr(owner, short)  # type: ignore[no-any-return]
