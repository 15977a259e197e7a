"""The ``linalg`` extension for NumPy arrays: numpy.linalg's own functions.

Wrapped: ``eig``/``eigvals``, whose results NumPy makes real when every eigenvalue is; the
standard wants the complex dtype of the input's precision always.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as _np
from numpy.linalg._linalg import EigResult as _EigResult

from numpy.linalg import (
    cholesky, cross, det, diagonal, eigh, eigvalsh, inv, matmul, matrix_norm, matrix_power,
    matrix_rank, matrix_transpose, outer, pinv, qr, slogdet, solve, svd, svdvals, tensordot,
    trace, vecdot, vector_norm,
)  # fmt: skip

from arraydispatch._common._namespace import EXTENSION_ALL as _EXTENSION_ALL
from arraydispatch._common._namespace import forward as _forward

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any


def eig(x: _np.ndarray, /) -> Any:
    eigenvalues, eigenvectors = _np.linalg.eig(x)
    complex_dtype = _np.result_type(x.dtype, _np.complex64)
    return _EigResult(eigenvalues.astype(complex_dtype), eigenvectors.astype(complex_dtype))


def eigvals(x: _np.ndarray, /) -> _np.ndarray:
    return _np.linalg.eigvals(x).astype(_np.result_type(x.dtype, _np.complex64))


# ---- names beyond the standard: numpy.linalg's own (PEP 562) ------------------------------------

__all__ = list(_EXTENSION_ALL["linalg"])


def __getattr__(name: str) -> Any:
    return _forward(_np.linalg, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING
