"""The ``linalg`` extension for NumPy arrays: numpy.linalg's own functions.

Wrapped: ``eig``/``eigvals``, whose results NumPy makes real when every eigenvalue is; the
standard wants the complex dtype of the input's precision always.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.linalg._linalg import EigResult

from numpy.linalg import (
    cholesky, cross, det, diagonal, eigh, eigvalsh, inv, matmul, matrix_norm, matrix_power,
    matrix_rank, matrix_transpose, outer, pinv, qr, slogdet, solve, svd, svdvals, tensordot,
    trace, vecdot, vector_norm,
)  # fmt: skip


def eig(x: np.ndarray, /) -> Any:
    eigenvalues, eigenvectors = np.linalg.eig(x)
    complex_dtype = np.result_type(x.dtype, np.complex64)
    return EigResult(eigenvalues.astype(complex_dtype), eigenvectors.astype(complex_dtype))


def eigvals(x: np.ndarray, /) -> np.ndarray:
    return np.linalg.eigvals(x).astype(np.result_type(x.dtype, np.complex64))
