"""The ``linalg`` extension for NumPy arrays: numpy.linalg's own functions.

Deviation: ``eig``/``eigvals``, whose results NumPy makes real when every eigenvalue is, are
always complex, of the input's precision, as the standard asks (kernels the dask namespace
runs per block too: ``arraydispatch/_common/_numpy_kernels.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from typing import Any as _Any

import numpy as _np
from numpy.linalg import (
    det,
    eigh,
    eigvalsh,
    inv,
    matrix_power,
    qr,
    slogdet,
    svd,
)

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._numpy_kernels import eig, eigvals
from arraydispatch._common._versions import release as _release

if TYPE_CHECKING:
    from numpy.linalg import (
        cholesky,
        cross,
        diagonal,
        matmul,
        matrix_norm,
        matrix_rank,
        matrix_transpose,
        outer,
        solve,
        svdvals,
        tensordot,
        trace,
    )

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
elif _release(_np.__version__) >= (2,):
    from numpy.linalg import (
        cholesky,
        cross,
        diagonal,
        matmul,
        matrix_norm,
        matrix_rank,
        matrix_transpose,
        outer,
        pinv,
        solve,
        svdvals,
        tensordot,
        trace,
        vecdot,
        vector_norm,
    )
else:
    # NumPy 1.x: the standard's linalg functions it lacks, and rtol=/upper= for those it has
    # (pinv's rcond=, matrix_rank's tol=; cholesky has no upper=), and solve's rule for a
    # 1-D x2 (a vector) and broadcasting (NumPy 1.x reads a stack of vectors as a matrix)
    from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
    from arraydispatch._common._errors import refusal as _refusal
    from arraydispatch._common._numpy_kernels import weak_promote as _promote
    from arraydispatch.backends.numpy._linear_algebra import (
        matmul,
        matrix_transpose,
        tensordot,
        vecdot,
    )

    def cholesky(x: _Any, /, *, upper: bool = False) -> _Any:
        try:
            out = _np.linalg.cholesky(x)
            return _np.conj(_np.swapaxes(out, -1, -2)) if upper else out
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def cross(x1: _Any, x2: _Any, /, *, axis: int = -1) -> _Any:
        try:
            x1, x2 = _promote(x1, x2)
            if x1.shape[axis] != 3 or x2.shape[axis] != 3:
                raise ValueError(
                    f"linalg.cross(): x1 and x2 must have size 3 along axis {axis}, not "
                    f"{x1.shape[axis]} and {x2.shape[axis]}."
                )
            return _np.cross(x1, x2, axis=axis)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def diagonal(x: _Any, /, *, offset: int = 0) -> _Any:
        try:
            return _np.diagonal(x, offset=offset, axis1=-2, axis2=-1)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def matrix_norm(x: _Any, /, *, keepdims: bool = False, ord: _Any = "fro") -> _Any:
        try:
            return _np.linalg.norm(x, ord=ord, axis=(-2, -1), keepdims=keepdims)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def matrix_rank(x: _Any, /, *, rtol: _Any = None) -> _Any:
        try:
            x = _np.asarray(x)
            if x.ndim < 2:
                raise ValueError("linalg.matrix_rank(): x must have at least 2 dimensions.")
            values = _np.linalg.svd(x, compute_uv=False)
            if rtol is None:
                rtol = max(x.shape[-2:]) * _np.finfo(values.dtype).eps
            else:
                rtol = _np.asarray(rtol)[..., None]
            tol = values.max(axis=-1, keepdims=True, initial=0) * rtol
            return _np.count_nonzero(values > tol, axis=-1)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def outer(x1: _Any, x2: _Any, /) -> _Any:
        try:
            x1, x2 = _promote(x1, x2)
            if x1.ndim != 1 or x2.ndim != 1:
                raise ValueError("linalg.outer(): x1 and x2 must be 1-D.")
            return _np.outer(x1, x2)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def pinv(x: _Any, /, *, rtol: _Any = None) -> _Any:
        try:
            x = _np.asarray(x)
            if rtol is None:
                rtol = max(x.shape[-2:]) * _np.finfo(x.dtype).eps
            return _np.linalg.pinv(x, rcond=rtol)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def solve(x1: _Any, x2: _Any, /) -> _Any:
        try:
            x1, x2 = _promote(x1, x2)
            if x2.ndim == 1:
                # a vector, whatever x1's stack shape (NumPy 2's rule)
                return _np.linalg.solve(x1, x2[..., None])[..., 0]
            shape = _np.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
            x1 = _np.broadcast_to(x1, shape + x1.shape[-2:])
            x2 = _np.broadcast_to(x2, shape + x2.shape[-2:])
            return _np.linalg.solve(x1, x2)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def svdvals(x: _Any, /) -> _Any:
        try:
            return _np.linalg.svd(x, compute_uv=False)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def trace(x: _Any, /, *, offset: int = 0, dtype: _Any = None) -> _Any:
        try:
            x = _np.asarray(x)
            if dtype is None and x.dtype.kind in "iu":
                # the default integer of the kind, as sum's
                dtype = _np.int_ if x.dtype.kind == "i" else _np.uint
            return _np.trace(x, offset=offset, axis1=-2, axis2=-1, dtype=dtype)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def vector_norm(
        x: _Any, /, *, axis: _Any = None, keepdims: bool = False, ord: _Any = 2
    ) -> _Any:
        try:
            x = _np.asarray(x)
            if axis is None:
                flat = x.ravel()
                out = _np.linalg.norm(flat, ord=ord)
                if keepdims:
                    out = _np.reshape(out, (1,) * x.ndim)
                return out
            if isinstance(axis, tuple) and (len(axis) > 2 or (len(axis) == 2 and ord != 2)):
                # norm() reads two axes as a matrix: move them to the end and flatten them
                axes = tuple(a % x.ndim for a in axis)
                rest = tuple(a for a in range(x.ndim) if a not in axes)
                moved = _np.transpose(x, rest + axes).reshape((*(x.shape[a] for a in rest), -1))
                out = _np.linalg.norm(moved, ord=ord, axis=-1)
                if keepdims:
                    shape = [1 if a in axes else x.shape[a] for a in range(x.ndim)]
                    out = _np.reshape(out, shape)
                return out
            if isinstance(axis, tuple) and len(axis) == 2:
                return _np.linalg.norm(x, ord="fro", axis=axis, keepdims=keepdims)
            return _np.linalg.norm(x, ord=ord, axis=axis, keepdims=keepdims)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


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
