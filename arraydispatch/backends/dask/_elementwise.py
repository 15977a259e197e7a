# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""Element-wise functions where NumPy's kernels (which dask runs per block) miss the
standard's special cases; each applies a corrected NumPy kernel per block, lazily."""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from dask.array.core import elemwise


def _expm1_block(x: Any) -> Any:
    # NumPy's complex expm1 loses infinities (and warns); exp(x) - 1 is exact there
    with np.errstate(invalid="ignore", over="ignore"):
        return np.where(np.isfinite(x), np.expm1(x), np.exp(x) - 1)


def _floor_divide_block(x1: Any, x2: Any) -> Any:
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.floor_divide(x1, x2)
        if out.dtype.kind == "f":
            # exactly one infinite operand: the standard wants the true quotient's sign with
            # inf or 0 (NumPy's fmod-based loop gives NaN or -1)
            one_infinite = np.isinf(x1) ^ np.isinf(x2)
            if np.any(one_infinite):
                out = np.where(one_infinite, np.divide(x1, x2), out)
    return out


def expm1(x: da.Array, /) -> da.Array:
    """``exp(x) - 1``; complex infinities as the standard specifies."""
    if x.dtype.kind != "c":
        return da.expm1(x)
    return elemwise(_expm1_block, x)


def floor_divide(x1: da.Array | int | float, x2: da.Array | int | float, /) -> da.Array:
    """Floor division with the standard's infinities (NumPy's loop gives NaN or -1)."""
    return elemwise(_floor_divide_block, x1, x2)


def reciprocal(x: Any, /) -> Any:
    """``1 / x``; integer and bool input as float64 (NumPy's reciprocal kernel, which dask
    runs per block, does integer division for them: ``reciprocal(2)`` is 0)."""
    if x.dtype.kind in "biu":
        return da.divide(1.0, x)
    return da.reciprocal(x)
