# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""The ``linalg`` extension for dask arrays (2025.12).

dask.array.linalg has few of the standard's functions, and those for 2-D matrices with
particular chunkings only. Here every function takes any chunking and any stack of
matrices, lazily:

- decompositions and solvers apply NumPy's batched function per block (``apply_gufunc``)
  after rechunking the two matrix axes to one chunk each; the batch axes keep their
  chunks, so a stack of matrices is processed in parallel;
- ``qr`` and ``svd`` (``full_matrices=False``) of a tall-and-skinny 2-D real matrix,
  chunked along its rows only, use dask's distributed TSQR algorithm instead (the rows
  need not fit in one chunk);
- ``vector_norm``, ``trace``, ``vecdot``, ``outer``, ``matmul`` and ``tensordot`` are
  chunked reductions/contractions that never gather the data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import dask.array as _da
import numpy as _np
from dask.array import outer

from arraydispatch._common import _numpy_kernels
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._results import (
    EighResult,
    EigResult,
    QRResult,
    SlogdetResult,
    SVDResult,
)
from arraydispatch._common._versions import release as _release
from arraydispatch.backends.dask._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.dask._manipulation import single_chunk as _single_chunk

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from builtins import bool as py_bool
    from collections.abc import Callable
    from typing import Any


def _real(dtype: Any) -> _np.dtype[Any]:
    dtype = _np.dtype(dtype)
    return _np.dtype(dtype.char.lower()) if dtype.kind == "c" else dtype


def _complex(dtype: Any) -> _np.dtype[Any]:
    return _np.result_type(dtype, _np.complex64)


def _float(dtype: Any) -> _np.dtype[Any]:
    """NumPy's linalg result dtype for an input dtype (integers become float64)."""
    return (
        _np.result_type(dtype, _np.float32)
        if _np.dtype(dtype).kind in "fc"
        else _np.dtype(_np.float64)
    )


def _square(x: _da.Array, name: str) -> None:
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise _np.linalg.LinAlgError(
            f"{name}() needs a stack of square matrices (..., M, M), not shape {x.shape}."
        )


def _matrices(x: _da.Array, name: str) -> None:
    if x.ndim < 2:
        raise _np.linalg.LinAlgError(
            f"{name}() needs a stack of matrices (..., M, N), not a {x.ndim}-D array."
        )


def _tall_skinny(x: _da.Array) -> py_bool:
    """Whether dask's distributed TSQR applies: 2-D real, row chunks only, each >= N."""
    return (
        x.ndim == 2
        and x.numblocks[0] > 1
        and x.numblocks[1] == 1
        and x.dtype.kind == "f"
        and x.shape[1] > 0
        and all(rows >= x.shape[1] for rows in x.chunks[0])
    )


# ---- NumPy's batched functions over the matrix axes ---------------------------------------


def _apply_core(
    func: Callable[..., Any],
    signature: str,
    /,
    *arrays: _da.Array,
    output_dtypes: Any,
    **kwargs: Any,
) -> Any:
    """``func`` (a batched NumPy-style function) over the core dims of ``signature``.

    Each input's core dims are rechunked to one chunk here (``apply_gufunc``'s own
    ``allow_rechunk`` builds a misaligned graph for uneven chunks, dask 2026.8); batch
    dims keep their chunks, so a stack of matrices is still processed in parallel.
    """
    core_ndims = [group.count(",") + 1 if group.strip() else 0 for group in _inputs(signature)]
    arrays = tuple(
        _single_chunk(a, range(a.ndim - n, a.ndim)) if n else a
        for a, n in zip(arrays, core_ndims, strict=True)
    )
    if len(arrays) > 1:
        arrays = _broadcast_loop_dims(arrays, core_ndims)
        arrays = _align_loop_chunks(arrays, core_ndims)
    # meta, not output_dtypes: apply_gufunc makes each output's meta by casting the first
    # input's, which warns "ComplexWarning: Casting complex values to real" for the real
    # outputs of complex input (eigh, slogdet, svd); empty_like keeps the meta's array type
    sample = arrays[0]._meta
    meta = (
        tuple(_np.empty_like(sample, dtype=dtype) for dtype in output_dtypes)
        if isinstance(output_dtypes, tuple)
        else _np.empty_like(sample, dtype=output_dtypes)
    )
    return _da.apply_gufunc(func, signature, *arrays, meta=meta, **kwargs)


def _broadcast_loop_dims(
    arrays: tuple[_da.Array, ...], core_ndims: list[int]
) -> tuple[_da.Array, ...]:
    """Broadcast the loop (batch) dims of all inputs to one shape (``apply_gufunc``
    rejects size-1 loop dims against longer ones)."""
    loops = [tuple(a.shape[: a.ndim - n]) for a, n in zip(arrays, core_ndims, strict=True)]
    shape = _np.broadcast_shapes(*loops)
    return tuple(
        a if loop == shape else _da.broadcast_to(a, shape + tuple(a.shape[len(loop) :]))
        for a, loop in zip(arrays, loops, strict=True)
    )


def _align_loop_chunks(
    arrays: tuple[_da.Array, ...], core_ndims: list[int]
) -> tuple[_da.Array, ...]:
    """Give the (right-aligned, broadcast) loop dims of all inputs the same chunks."""
    target: dict[int, tuple[int, ...]] = {}  # loop dim, counted from the right -> chunks
    for a, n in zip(arrays, core_ndims, strict=True):
        loop = a.ndim - n
        for j in range(loop):
            if a.shape[j] != 1:
                target.setdefault(loop - j, a.chunks[j])
    aligned = []
    for a, n in zip(arrays, core_ndims, strict=True):
        loop = a.ndim - n
        change = {
            j: target[loop - j]
            for j in range(loop)
            if a.shape[j] != 1 and a.chunks[j] != target[loop - j]
        }
        aligned.append(a.rechunk(change) if change else a)
    return tuple(aligned)


def _inputs(signature: str) -> list[str]:
    """The core-dimension groups of a gufunc signature's inputs: "(m,n),()" -> ["m,n", ""]."""
    inputs = signature.partition("->")[0]
    return [group.strip("(") for group in inputs.strip(")").split("),")]


# ------------------------------------------------------------------ block functions


def _eigh_block(a: Any) -> tuple[Any, Any]:
    w, v = _np.linalg.eigh(a)
    return w, v


def _qr_block(a: Any, mode: Any) -> tuple[Any, Any]:
    q, r = _np.linalg.qr(a, mode=mode)
    return q, r


def _svd_block(a: Any, full_matrices: py_bool) -> tuple[Any, Any, Any]:
    u, s, vh = _np.linalg.svd(a, full_matrices=full_matrices)
    return u, s, vh


def _solve_vector_block(a: Any, b: Any) -> Any:
    # the gufunc (m,m),(m)->(m) over a stack: NumPy 2's solve takes a 2-D or more b as a
    # stack of matrices (m,k), so each vector goes in as a one-column matrix
    return _np.linalg.solve(a, b[..., None])[..., 0]


def _slogdet_block(a: Any) -> tuple[Any, Any]:
    return tuple(_np.linalg.slogdet(a))


# NumPy 2.0 gave matrix_rank and pinv the standard's rtol= (NumPy 1.x: matrix_rank's tol= is
# absolute, pinv's rcond= relative with another default) and cholesky upper=, decided here once
_RTOL_KEYWORD = _release(_np.__version__) >= (2,)


def _default_rtol(a: Any) -> Any:
    """The standard's default relative tolerance: max(M, N) * eps of a's floating dtype."""
    return max(a.shape[-2:]) * _np.finfo(_np.result_type(a.dtype, _np.float32)).eps


def _matrix_rank_block(a: Any, rtol: Any) -> Any:
    if _RTOL_KEYWORD:
        return _np.linalg.matrix_rank(a, rtol=rtol)
    values = _np.linalg.svd(a, compute_uv=False)
    rtol = _default_rtol(a) if rtol is None else _np.asarray(rtol)[..., None]
    tol = values.max(axis=-1, keepdims=True, initial=0) * rtol
    return _np.count_nonzero(values > tol, axis=-1)


def _pinv_block(a: Any, rtol: Any) -> Any:
    # np.linalg.pinv(integers, rtol=None) raises "data type not inexact" (its default
    # tolerance reads finfo of the input); NumPy's linalg takes integers as float64
    if a.dtype.kind not in "fc":
        a = a.astype(_np.float64)
    if _RTOL_KEYWORD:
        return _np.linalg.pinv(a, rtol=rtol)
    return _np.linalg.pinv(a, rcond=_default_rtol(a) if rtol is None else rtol)


# ------------------------------------------------------------------------- functions


if _RTOL_KEYWORD:  # NumPy 2.0 added cholesky's upper=
    _cholesky_block = _np.linalg.cholesky
else:

    def _cholesky_block(a: Any, /, *, upper: py_bool = False) -> Any:
        lower = _np.linalg.cholesky(a)
        return _np.conj(_np.swapaxes(lower, -1, -2)) if upper else lower


def cholesky(x: _da.Array, /, *, upper: py_bool = False) -> _da.Array:
    try:
        _square(x, "cholesky")
        return _apply_core(
            _cholesky_block, "(m,m)->(m,m)", x, output_dtypes=_float(x.dtype), upper=upper
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# NumPy 2.0 added np.linalg.cross (3-element vectors only); NumPy 1.x: np.cross on the last
# axis, which is the same product for 3-element vectors (the wrapper below checks the length)
_cross_block = _np.linalg.cross if hasattr(_np.linalg, "cross") else _np.cross


def cross(x1: _da.Array, x2: _da.Array, /, *, axis: int = -1) -> _da.Array:
    """Cross product of 3-element vectors along ``axis`` (broadcast over the others)."""
    try:
        ndim = max(x1.ndim, x2.ndim)
        x1 = _da.moveaxis(x1[(None,) * (ndim - x1.ndim)], axis, -1)
        x2 = _da.moveaxis(x2[(None,) * (ndim - x2.ndim)], axis, -1)
        if x1.shape[-1] != 3 or x2.shape[-1] != 3:
            raise ValueError(
                f"cross() needs 3 elements along axis {axis}; got {x1.shape[-1]} and "
                f"{x2.shape[-1]}."
            )
        out = _apply_core(
            _cross_block, "(n),(n)->(n)", x1, x2,
            output_dtypes=_np.result_type(x1.dtype, x2.dtype),
        )  # fmt: skip
        return _da.moveaxis(out, -1, axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def det(x: _da.Array, /) -> _da.Array:
    try:
        _square(x, "det")
        return _apply_core(_np.linalg.det, "(m,m)->()", x, output_dtypes=_float(x.dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def diagonal(x: _da.Array, /, *, offset: int = 0) -> _da.Array:
    try:
        _matrices(x, "diagonal")
        return _da.diagonal(x, offset=offset, axis1=-2, axis2=-1)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eig(x: _da.Array, /) -> EigResult:
    """Eigenvalues and right eigenvectors, always complex (NumPy returns real ones when
    they happen to be real)."""
    try:
        _square(x, "eig")
        dtype = _complex(_float(x.dtype))
        w, v = _apply_core(_numpy_kernels.eig, "(m,m)->(m),(m,m)", x, output_dtypes=(dtype, dtype))
        return EigResult(w, v)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigh(x: _da.Array, /) -> EighResult:
    try:
        _square(x, "eigh")
        dtype = _float(x.dtype)
        w, v = _apply_core(_eigh_block, "(m,m)->(m),(m,m)", x, output_dtypes=(_real(dtype), dtype))
        return EighResult(w, v)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigvals(x: _da.Array, /) -> _da.Array:
    """Eigenvalues, always complex."""
    try:
        _square(x, "eigvals")
        return _apply_core(
            _numpy_kernels.eigvals, "(m,m)->(m)", x, output_dtypes=_complex(_float(x.dtype))
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigvalsh(x: _da.Array, /) -> _da.Array:
    try:
        _square(x, "eigvalsh")
        return _apply_core(
            _np.linalg.eigvalsh, "(m,m)->(m)", x, output_dtypes=_real(_float(x.dtype))
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def inv(x: _da.Array, /) -> _da.Array:
    try:
        _square(x, "inv")
        return _apply_core(_np.linalg.inv, "(m,m)->(m,m)", x, output_dtypes=_float(x.dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# NumPy 2.0 added np.linalg.matrix_norm; NumPy 1.x: np.linalg.norm over the last two axes
# (the same norms for a stack of matrices)
if hasattr(_np.linalg, "matrix_norm"):
    _matrix_norm_block = _np.linalg.matrix_norm
else:

    def _matrix_norm_block(  # type: ignore[misc]  # NumPy 1.x only
        x: Any, /, *, ord: Any = "fro"
    ) -> Any:
        return _np.linalg.norm(x, ord=ord, axis=(-2, -1))


def matrix_norm(
    x: _da.Array,
    /,
    *,
    keepdims: py_bool = False,
    ord: int | float | str | None = "fro",
) -> _da.Array:
    try:
        _matrices(x, "matrix_norm")
        dtype = _real(_float(x.dtype))
        if ord == "fro":  # a chunked reduction: no rechunking
            out = _da.sqrt(_da.sum(_da.real(x * _da.conj(x)), axis=(-2, -1), keepdims=keepdims))
            return out.astype(dtype, copy=False)
        out = _apply_core(_matrix_norm_block, "(m,n)->()", x, output_dtypes=dtype, ord=ord)
        return out[..., None, None] if keepdims else out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_power(x: _da.Array, n: int, /) -> _da.Array:
    try:
        _square(x, "matrix_power")
        dtype = x.dtype if n >= 0 else _float(x.dtype)
        return _apply_core(_np.linalg.matrix_power, "(m,m)->(m,m)", x, output_dtypes=dtype, n=n)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _with_rtol(block: Any, signature: str, x: _da.Array, rtol: Any, dtype: Any) -> _da.Array:
    if isinstance(rtol, _da.Array):
        inputs, outputs = signature.split("->")
        return _apply_core(block, f"{inputs},()->{outputs}", x, rtol, output_dtypes=dtype)
    return _apply_core(block, signature, x, output_dtypes=dtype, rtol=rtol)


def matrix_rank(x: _da.Array, /, *, rtol: float | _da.Array | None = None) -> _da.Array:
    try:
        _matrices(x, "matrix_rank")
        return _with_rtol(_matrix_rank_block, "(m,n)->()", x, rtol, _np.int64)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def pinv(x: _da.Array, /, *, rtol: float | _da.Array | None = None) -> _da.Array:
    try:
        _matrices(x, "pinv")
        return _with_rtol(_pinv_block, "(m,n)->(n,m)", x, rtol, _float(x.dtype))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def qr(x: _da.Array, /, *, mode: str = "reduced") -> QRResult:
    """QR decomposition of any chunking (dask's own ``qr`` needs one chunked dimension):
    dask's TSQR for a tall-and-skinny 2-D matrix chunked along rows, else NumPy per block
    with the matrix axes rechunked to one chunk."""
    try:
        _matrices(x, "qr")
        if mode not in ("reduced", "complete"):
            raise ValueError(f"qr(mode={mode!r}): use 'reduced' or 'complete'.")
        if mode == "reduced" and _tall_skinny(x):
            q, r = _da.linalg.tsqr(x)
            return QRResult(q, r)
        m, n = x.shape[-2:]
        dtype = _float(x.dtype)
        signature = "(m,n)->(m,k),(k,n)" if mode == "reduced" else "(m,n)->(m,m),(m,n)"
        q, r = _apply_core(
            _qr_block, signature, x, output_dtypes=(dtype, dtype),
            output_sizes={"k": min(m, n)}, mode=mode,
        )  # fmt: skip
        return QRResult(q, r)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def slogdet(x: _da.Array, /) -> SlogdetResult:
    try:
        _square(x, "slogdet")
        dtype = _float(x.dtype)
        sign, logabsdet = _apply_core(
            _slogdet_block, "(m,m)->(),()", x, output_dtypes=(dtype, _real(dtype))
        )
        return SlogdetResult(sign, logabsdet)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def solve(x1: _da.Array, x2: _da.Array, /) -> _da.Array:
    """Solve ``x1 @ out = x2``; ``x2`` is a vector only when 1-D (as in NumPy 2)."""
    try:
        _square(x1, "solve")
        dtype = _float(_np.result_type(x1.dtype, x2.dtype))
        if x2.ndim == 1:
            return _apply_core(_solve_vector_block, "(m,m),(m)->(m)", x1, x2, output_dtypes=dtype)
        return _apply_core(_np.linalg.solve, "(m,m),(m,k)->(m,k)", x1, x2, output_dtypes=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def svd(x: _da.Array, /, *, full_matrices: py_bool = True) -> SVDResult:
    """Singular value decomposition of any chunking (dask's own ``svd`` needs one chunked
    dimension): dask's TSQR-based SVD for a tall-and-skinny 2-D matrix chunked along rows
    with ``full_matrices=False``, else NumPy per block with the matrix axes in one chunk."""
    try:
        _matrices(x, "svd")
        if not full_matrices and _tall_skinny(x):
            u, s, vh = _da.linalg.svd(x, coerce_signs=False)
            return SVDResult(u, s, vh)
        m, n = x.shape[-2:]
        dtype = _float(x.dtype)
        signature = "(m,n)->(m,m),(k),(n,n)" if full_matrices else "(m,n)->(m,k),(k),(k,n)"
        u, s, vh = _apply_core(
            _svd_block, signature, x, output_dtypes=(dtype, _real(dtype), dtype),
            output_sizes={"k": min(m, n)}, full_matrices=full_matrices,
        )  # fmt: skip
        return SVDResult(u, s, vh)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# NumPy 2.0 added np.linalg.svdvals (svd without u and vh); NumPy 1.x: the same call by hand
if hasattr(_np.linalg, "svdvals"):
    _svdvals_block = _np.linalg.svdvals
else:

    def _svdvals_block(x: Any, /) -> Any:
        return _np.linalg.svd(x, compute_uv=False)


def svdvals(x: _da.Array, /) -> _da.Array:
    try:
        _matrices(x, "svdvals")
        m, n = x.shape[-2:]
        return _apply_core(
            _svdvals_block, "(m,n)->(k)", x, output_dtypes=_real(_float(x.dtype)),
            output_sizes={"k": min(m, n)},
        )  # fmt: skip
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def trace(x: _da.Array, /, *, offset: int = 0, dtype: Any = None) -> _da.Array:
    try:
        _matrices(x, "trace")
        return _da.sum(_da.diagonal(x, offset=offset, axis1=-2, axis2=-1), axis=-1, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vector_norm(
    x: _da.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: py_bool = False,
    ord: int | float = 2,
) -> _da.Array:
    """A chunked reduction over ``axis`` (no rechunking)."""
    try:
        a = _da.abs(x)
        if a.dtype.kind not in "fc":
            a = a.astype(_np.float64)
        if ord == _np.inf:
            return _da.max(a, axis=axis, keepdims=keepdims)
        if ord == -_np.inf:
            return _da.min(a, axis=axis, keepdims=keepdims)
        if ord == 0:
            return _da.sum(a != 0, axis=axis, keepdims=keepdims).astype(a.dtype)
        if ord == 1:
            return _da.sum(a, axis=axis, keepdims=keepdims)
        if ord == 2:
            return _da.sqrt(_da.sum(a * a, axis=axis, keepdims=keepdims))
        return _da.sum(a**ord, axis=axis, keepdims=keepdims) ** (1.0 / ord)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: dask.array.linalg's own (PEP 562) -------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_da.linalg, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks, TYPE_CHECKING
