"""The ``linalg`` extension for NumPy arrays: numpy.linalg's own functions.

Deviation: ``eig``/``eigvals``, whose results NumPy makes real when every eigenvalue is, are
always complex, of the input's precision, as the standard asks (kernels the dask namespace
runs per block too: ``arraydispatch/_common/_numpy_kernels.py``).
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

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._numpy_kernels import eig, eigvals

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


# ---- names beyond the standard: numpy.linalg's own (PEP 562) ------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_np.linalg, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks, TYPE_CHECKING
