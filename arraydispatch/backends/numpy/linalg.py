"""The ``linalg`` extension for NumPy arrays: numpy.linalg's own functions.

Wrapped: ``eig``/``eigvals``, whose results NumPy makes real when every eigenvalue is; the
standard wants the complex dtype of the input's precision always.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.linalg._linalg import EigResult

from numpy.linalg import (
    cholesky, cross, det, diagonal, eigh, eigvalsh, inv, matmul, matrix_norm, matrix_power,
    matrix_rank, matrix_transpose, outer, qr, slogdet, solve, svd, svdvals, tensordot,
    trace,
)  # fmt: skip

if TYPE_CHECKING:
    # numpy.linalg's own functions, declared for type checkers with the standard's signatures,
    # which NumPy's stubs do not express: pinv's rtol takes no None there, vecdot's gufunc
    # stub has no axis=, and vector_norm's overloads split axis=None from axis=int (a protocol
    # is matched by one overload alone). See docs/typing.md.
    def pinv(x: np.ndarray, /, *, rtol: float | np.ndarray | None = None) -> np.ndarray: ...
    def vecdot(x1: np.ndarray, x2: np.ndarray, /, *, axis: int = -1) -> np.ndarray: ...
    def vector_norm(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> np.ndarray: ...
else:
    from numpy.linalg import pinv, vecdot, vector_norm


def eig(x: np.ndarray, /) -> Any:
    eigenvalues, eigenvectors = np.linalg.eig(x)
    complex_dtype = np.result_type(x.dtype, np.complex64)
    return EigResult(eigenvalues.astype(complex_dtype), eigenvectors.astype(complex_dtype))


def eigvals(x: np.ndarray, /) -> np.ndarray:
    return np.linalg.eigvals(x).astype(np.result_type(x.dtype, np.complex64))
