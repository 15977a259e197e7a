"""The one NumPy-comparison helper of the tests: any backend's result against NumPy's.

``to_numpy`` turns an array of any backend (NumPy, torch, JAX, TensorFlow, Dask) into a NumPy
array; ``assert_matches`` compares it with the NumPy reference: dtype (by the standard's name),
shape, then values, NaN equal to NaN, signed zeros on request. ``available`` narrows a list of
dtype names to those a backend has (torch has no uint16/32/64, JAX without x64 no float64).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

# The standard's promotion table, as the package holds it: the one import of a private module
# in the tests' value checks (arraydispatch._common is not a backend module, so the renaming
# of backend modules does not touch it).
from arraydispatch._common._promotion import PROMOTION_TABLE

__all__ = [
    "PROMOTION_TABLE",
    "assert_matches",
    "available",
    "default_float",
    "default_int",
    "dtype_name",
    "to_numpy",
]


def to_numpy(x: Any) -> np.ndarray[Any, Any]:
    """``x`` as a NumPy array, whichever framework made it (dask arrays are computed)."""
    module = type(x).__module__
    if module.startswith("dask"):
        x = x.compute()
    elif module.startswith("torch"):
        x = x.detach().cpu().resolve_conj().numpy()
    elif module.startswith("tensorflow"):
        x = x.numpy()
    return np.asarray(x)


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
    name = getattr(dtype, "name", None)
    return name if isinstance(name, str) else str(dtype).rpartition(".")[2]


def _flush_subnormals(a: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    tiny = np.finfo(a.dtype).tiny
    return np.where(np.abs(a) < tiny, np.copysign(0, a), a).astype(a.dtype)


def assert_matches(
    actual: Any,
    expected: Any,
    *,
    rtol: float = 1e-6,
    atol: float = 0.0,
    signed_zeros: bool = False,
    flush_subnormals: bool = False,
    what: str = "",
) -> None:
    """Assert that ``actual`` (any backend's array) equals the NumPy reference ``expected``.

    - dtype: the same standard name (``float32``, ``int64``, ``bool``, ``complex64``, ...);
    - shape: the same;
    - values: exact for bool and integers; for floating and complex, within ``rtol`` and
      ``atol``, NaN equal to NaN;
    - ``signed_zeros``: also where the reference is a real zero, the result has its sign;
    - ``flush_subnormals``: subnormal floats count as zeros of their sign on both sides, for
      kernels that flush them (TensorFlow's CPU kernels, XLA).

    ``what`` names the call in the failure message.
    """
    got, want = to_numpy(actual), np.asarray(expected)
    label = f"{what}: " if what else ""
    assert got.dtype.name == want.dtype.name, (
        f"{label}dtype {got.dtype.name}, NumPy's is {want.dtype.name}"
    )
    assert got.shape == want.shape, f"{label}shape {got.shape}, NumPy's is {want.shape}"
    if want.dtype.kind == "f" and flush_subnormals:
        got, want = _flush_subnormals(got), _flush_subnormals(want)
    if want.dtype.kind in "fc":
        np.testing.assert_allclose(
            got, want, rtol=rtol, atol=atol, equal_nan=True, err_msg=f"{label}values differ"
        )
        if signed_zeros and want.dtype.kind == "f":
            zeros = want == 0
            np.testing.assert_array_equal(
                np.signbit(got[zeros]),
                np.signbit(want[zeros]),
                err_msg=f"{label}the sign of a zero differs (True: -0.0) at {np.argwhere(zeros)}",
            )
    else:
        np.testing.assert_array_equal(got, want, err_msg=f"{label}values differ", strict=True)
