"""The ``linalg`` extension for NumPy arrays: numpy.linalg's own functions.

Wrapped: ``eig``/``eigvals``, whose results NumPy makes real when every eigenvalue is; the
standard wants the complex dtype of the input's precision always.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as _np
from numpy.linalg import (
    cholesky,
    cross,
    det,
    diagonal,
    eigh,
    eigvalsh,
    inv,
    matmul,
    matrix_norm,
    matrix_power,
    matrix_rank,
    matrix_transpose,
    outer,
    qr,
    slogdet,
    solve,
    svd,
    svdvals,
    tensordot,
    trace,
)
from numpy.linalg._linalg import EigResult as _EigResult

from arraydispatch._common._namespace import forward as _forward

if TYPE_CHECKING:
    # numpy.linalg's own functions, declared for type checkers with the standard's signatures,
    # which NumPy's stubs do not express: pinv's rtol takes no None there, vecdot's gufunc
    # stub has no axis=, and vector_norm's overloads split axis=None from axis=int (a protocol
    # is matched by one overload alone). See docs/typing.md.
    def pinv(x: _np.ndarray, /, *, rtol: float | _np.ndarray | None = None) -> _np.ndarray: ...
    def vecdot(x1: _np.ndarray, x2: _np.ndarray, /, *, axis: int = -1) -> _np.ndarray: ...
    def vector_norm(
        x: _np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> _np.ndarray: ...
else:
    from numpy.linalg import pinv, vecdot, vector_norm

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any


def eig(x: _np.ndarray, /) -> Any:
    eigenvalues, eigenvectors = _np.linalg.eig(x)
    complex_dtype = _np.result_type(x.dtype, _np.complex64)
    return _EigResult(eigenvalues.astype(complex_dtype), eigenvectors.astype(complex_dtype))


def eigvals(x: _np.ndarray, /) -> _np.ndarray:
    return _np.linalg.eigvals(x).astype(_np.result_type(x.dtype, _np.complex64))


# ---- names beyond the standard: numpy.linalg's own (PEP 562) ------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip


def __getattr__(name: str) -> Any:
    return _forward(_np.linalg, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING
