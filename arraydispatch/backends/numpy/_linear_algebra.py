"""Linear algebra functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from numpy import matmul, matrix_transpose, tensordot

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own function, declared for type checkers with the standard's signature: its
    # gufunc stub has no axis= (docs/typing.md)
    def vecdot(x1: np.ndarray, x2: np.ndarray, /, *, axis: int = -1) -> np.ndarray: ...
else:
    from numpy import vecdot

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]
