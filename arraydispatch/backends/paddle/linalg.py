"""The ``linalg`` extension for paddle.Tensor (Array API 2025.12).

Every function is wrapped: Paddle's have no integer kernels (integers and bool are taken
as the default float, NumPy's promotion), assert rather than raise on non-square input
(``det``, ``inv``, ``cholesky`` refuse it with ValueError), and ``eig``/``eigvals`` end the
process on NaN input (LAPACK's xerbla), which ours refuse with ValueError.

Wrapped, for the standard's keywords (Paddle calls them ``upper``, ``UPLO``, ``p``,
``n``, ``tol``, ``rcond``, ``keepdim``) and defaults (``svd``'s ``full_matrices`` is
False in Paddle, True in the standard), for results Paddle returns in other forms
(``slogdet`` stacks sign and log into one tensor, ``eigh``/``qr``/``svd`` return plain
tuples), for complex input where Paddle has only real kernels (``cholesky``, ``solve``,
``svdvals``), ``qr`` (scaled first: Paddle's overflows near the dtype's maximum), and for
promotion: ``cholesky``, ``eig``, ``outer``, ``cross``, ``diagonal``, ``eigh``,
``eigvalsh``, ``matrix_norm``, ``matrix_power``, ``matrix_rank``, ``pinv``, ``qr``,
``slogdet``, ``solve`` (a ``(..., M)`` right-hand side is a vector, batches broadcast,
and Paddle's takes fewer than 7 dimensions), ``pinv`` (an array ``rtol`` does not broadcast
in Paddle's),
``svd``, ``svdvals``, ``trace`` (no batches, ``offset`` only), ``vector_norm``, plus the
four functions shared with the main namespace.
"""

from __future__ import annotations

import math as _math
from typing import TYPE_CHECKING

import paddle as _paddle

from arraydispatch._common._axes import normalize_axes as _normalize_axes
from arraydispatch._common._binary import NO_SCALARS as _NO_SCALARS
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
from arraydispatch.backends.paddle._data_types import (
    _COMPLEX_FLOATING as _COMPLEX,
)
from arraydispatch.backends.paddle._data_types import (
    NARROW as _NARROW,
)
from arraydispatch.backends.paddle._data_types import (
    REAL_OF as _REAL_OF,
)
from arraydispatch.backends.paddle._data_types import (
    floating as _floating,
)
from arraydispatch.backends.paddle._data_types import (
    promote as _promote,
)
from arraydispatch.backends.paddle._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.paddle._searching import COMPLEX_WHERE as _COMPLEX_WHERE
from arraydispatch.backends.paddle._searching import where as _where_of_parts

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    import builtins
    from typing import Any


#: Paddle 3.0 has no complex where kernel (_searching): the namespace's, part by part, there
_where = _paddle.where if _COMPLEX_WHERE else _where_of_parts


def _complex_cholesky(x: Any) -> Any:
    """The lower Cholesky factor of Hermitian positive-definite complex ``x``, column by
    column (Paddle's ``cholesky`` has float32 and float64 kernels only)."""
    n = x.shape[-1]
    rows = _paddle.arange(n).reshape([n] + [1] * 0)
    columns: list[Any] = []
    for j in range(n):
        column = x[..., :, j]
        if columns:
            done = _paddle.stack(columns, axis=-1)  # [..., n, j]
            column = column - _paddle.sum(done * _paddle.conj(done[..., j : j + 1, :]), axis=-1)
        pivot = _paddle.sqrt(_paddle.real(column[..., j : j + 1]))
        scaled = column / _paddle.complex(pivot, _paddle.zeros_like(pivot))
        zero = _paddle.zeros_like(scaled)
        diagonal_value = _paddle.complex(pivot, _paddle.zeros_like(pivot)) + zero
        column = _where(rows < j, zero, _where(rows == j, diagonal_value, scaled))
        columns.append(column)
    if not columns:
        return x.clone()
    return _paddle.stack(columns, axis=-1)


_SMALL_INTEGRAL = frozenset(
    (_paddle.bool, _paddle.int8, _paddle.int16, _paddle.int32, _paddle.uint8)
)
#: trace's fast path, by id: the dtypes whose paddle.trace is the standard's (bool has no
#: kernel; int32's stays int32, where the standard sums in the default int64)
_TRACE_NATIVE_IDS = frozenset(
    map(
        id, (_paddle.float32, _paddle.float64, _paddle.int64, _paddle.complex64, _paddle.complex128)
    )
)


def _square(x: Any, name: str) -> None:
    """ValueError unless ``x`` is a stack of square matrices (Paddle asserts it)."""
    shape = x.shape  # one read: each builds a list in Paddle
    if len(shape) < 2 or shape[-1] != shape[-2]:
        raise ValueError(f"{name}() needs square matrices, not shape {tuple(x.shape)}.")


def det(x: Any, /) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.det")
        return _paddle.linalg.det(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def cholesky(x: Any, /, *, upper: builtins.bool = False) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.cholesky")
        if x.dtype in _COMPLEX:
            lower = _complex_cholesky(x)
            return _paddle.conj(matrix_transpose(lower)) if upper else lower
        return _paddle.linalg.cholesky(x, upper=upper)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _no_nan(x: Any) -> None:
    """A ValueError for NaN input: Paddle's eig/eigvals hand it to LAPACK's geev, whose
    xerbla ("On entry to SGEBAL parameter number 3 had an illegal value") ends the process."""
    if bool(_paddle.any(_paddle.isnan(x))):
        raise ValueError(
            "linalg.eig/eigvals: the matrix holds NaN, which has no eigenvalues (Paddle's "
            "LAPACK call would end the process)."
        )


def eigvals(x: Any, /) -> Any:
    try:
        x = _floating(x)
        _no_nan(x)
        return _paddle.linalg.eigvals(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eig(x: Any, /) -> EigResult:
    try:
        x = _floating(x)
        _no_nan(x)
        values, vectors = _paddle.linalg.eig(x)
        return EigResult(values, vectors)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def outer(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = _promote(x1, x2, _NO_SCALARS)
        if x1.dtype in _NARROW:  # no multiply kernel: in int32, wrapping back
            return _paddle.outer(x1.astype(_paddle.int32), x2.astype(_paddle.int32)).astype(
                x1.dtype
            )
        return _paddle.outer(x1, x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        x1, x2 = _promote(x1, x2, _NO_SCALARS)
        shape = _paddle.broadcast_shape(list(x1.shape), list(x2.shape))
        x1, x2 = _paddle.broadcast_to(x1, shape), _paddle.broadcast_to(x2, shape)
        if not -len(shape) <= axis < len(shape) or shape[axis] != 3:
            raise ValueError(f"cross(): axis {axis} must have size 3 in both arrays.")
        return _paddle.linalg.cross(x1, x2, axis=axis % len(shape))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def diagonal(x: Any, /, *, offset: int = 0) -> Any:
    try:
        return _paddle.diagonal(x, offset=offset, axis1=-2, axis2=-1)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigh(x: Any, /) -> EighResult:
    try:
        x = _floating(x)
        values, vectors = _paddle.linalg.eigh(x)
        return EighResult(values, vectors)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigvalsh(x: Any, /) -> Any:
    try:
        x = _floating(x)
        return _paddle.linalg.eigvalsh(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def inv(x: Any, /) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.inv")
        return _paddle.linalg.inv(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_norm(x: Any, /, *, keepdims: builtins.bool = False, ord: Any = "fro") -> Any:
    try:
        x = _floating(x)
        if ord in (2, -2, "nuc"):
            values = svdvals(x)
            if ord == "nuc":
                out = _paddle.sum(values, axis=-1)
            else:
                out = (_paddle.max if ord == 2 else _paddle.min)(values, axis=-1)
            return out.reshape([*out.shape, 1, 1]) if keepdims else out
        # the other norms read |x| alone (Paddle's keep a complex dtype for complex input)
        return _paddle.linalg.matrix_norm(_paddle.abs(x), p=ord, axis=[-2, -1], keepdim=keepdims)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_power(x: Any, n: int, /) -> Any:
    try:
        return _paddle.linalg.matrix_power(x, n)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _tolerance(x: Any, rtol: Any) -> Any:
    """The standard's default ``rtol``: ``max(M, N) * eps`` of ``x``'s dtype."""
    if rtol is not None:
        return rtol
    from arraydispatch.backends.paddle._data_types import finfo

    return max(x.shape[-2], x.shape[-1]) * finfo(x.dtype).eps


def matrix_rank(x: Any, /, *, rtol: Any = None) -> Any:
    try:
        x = _floating(x)
        values = svdvals(x)
        if values.shape[-1] == 0:
            return _paddle.zeros(x.shape[:-2], dtype=_paddle.int64)
        largest = _paddle.max(values, axis=-1, keepdim=True)
        rtol = _tolerance(x, rtol)
        if isinstance(rtol, _paddle.Tensor) and rtol.ndim:
            rtol = rtol.unsqueeze(-1)
        return _paddle.sum((values > largest * rtol).astype(_paddle.int64), axis=-1)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def pinv(x: Any, /, *, rtol: Any = None) -> Any:
    try:
        x = _floating(x)
        if 0 in x.shape:
            return _paddle.zeros([*x.shape[:-2], x.shape[-1], x.shape[-2]], dtype=x.dtype)
        # from the SVD: Paddle's pinv does not broadcast an array rtol over the batch
        rtol = _tolerance(x, rtol)
        u, s, vh = _paddle.linalg.svd(x, full_matrices=False)
        if isinstance(rtol, _paddle.Tensor):
            rtol = rtol.astype(s.dtype).unsqueeze(-1)
        cutoff = _paddle.max(s, axis=-1, keepdim=True) * rtol
        inverse = _paddle.where(s > cutoff, 1 / s, _paddle.zeros_like(s))
        if x.dtype in _COMPLEX:
            inverse = _paddle.complex(inverse, _paddle.zeros_like(inverse))
        return matmul(
            _paddle.conj(matrix_transpose(vh)) * inverse.unsqueeze(-2),
            _paddle.conj(matrix_transpose(u)),
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def qr(x: Any, /, *, mode: str = "reduced") -> QRResult:
    try:
        x = _floating(x)
        if mode not in ("reduced", "complete"):
            raise ValueError(f"qr(): mode must be 'reduced' or 'complete', not {mode!r}.")
        if 0 in x.shape:
            q, r = _paddle.linalg.qr(x, mode=mode)
            return QRResult(q, r)
        # scaled by a power of two near its largest element first (exact): Paddle's kernel
        # overflows to inf and NaN for matrices with elements near the dtype's maximum
        size = _paddle.amax(_paddle.abs(x), axis=[-2, -1], keepdim=True)
        usable = _paddle.logical_and(_paddle.isfinite(size), size > 0)
        exponent = _paddle.where(
            usable, _paddle.floor(_paddle.log2(size)), _paddle.zeros_like(size)
        )
        scale = _paddle.pow(_paddle.full_like(size, 2.0), exponent)
        if x.dtype in _COMPLEX:
            scale = _paddle.complex(scale, _paddle.zeros_like(scale))
        q, r = _paddle.linalg.qr(x / scale, mode=mode)
        return QRResult(q, r * scale)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def slogdet(x: Any, /) -> SlogdetResult:
    try:
        x = _floating(x)
        out = _paddle.linalg.slogdet(x)
        sign, logabsdet = out[0], out[1]
        if x.dtype in _COMPLEX:
            logabsdet = _paddle.real(logabsdet)
        return SlogdetResult(sign, logabsdet)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _solve(a: Any, b: Any) -> Any:
    """``paddle.linalg.solve`` for matrices ``b`` with ``a``'s batch shape; complex systems
    as real ones of twice the size (Paddle's solve has float32 and float64 kernels only),
    batches as one batch axis (Paddle's solve takes fewer than 7 dimensions)."""
    if a.ndim > 3:
        batch = list(a.shape[:-2])
        flat = _solve(a.reshape([-1, *a.shape[-2:]]), b.reshape([-1, *b.shape[-2:]]))
        return flat.reshape([*batch, *flat.shape[-2:]])
    if a.dtype not in _COMPLEX:
        return _paddle.linalg.solve(a, b)
    ar, ai = _paddle.real(a), _paddle.imag(a)
    br, bi = _paddle.real(b), _paddle.imag(b)
    big = _paddle.concat(
        [_paddle.concat([ar, -ai], axis=-1), _paddle.concat([ai, ar], axis=-1)], axis=-2
    )
    solution = _paddle.linalg.solve(big, _paddle.concat([br, bi], axis=-2))
    n = a.shape[-1]
    return _paddle.complex(solution[..., :n, :], solution[..., n:, :])


def solve(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = _promote(x1, x2, _NO_SCALARS)
        x1, x2 = _floating(x1), _floating(x2)
        if x2.ndim == 1:
            # a vector: the standard solves x1 @ x = x2 for each of x1's matrices
            rhs = _paddle.broadcast_to(x2.unsqueeze(-1), [*x1.shape[:-1], 1])
            return _solve(x1, rhs).squeeze(-1)
        batch = _paddle.broadcast_shape(list(x1.shape[:-2]), list(x2.shape[:-2]))
        x1 = _paddle.broadcast_to(x1, [*batch, *x1.shape[-2:]])
        x2 = _paddle.broadcast_to(x2, [*batch, *x2.shape[-2:]])
        return _solve(x1, x2)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def svd(x: Any, /, *, full_matrices: builtins.bool = True) -> SVDResult:
    try:
        x = _floating(x)
        u, s, vh = _paddle.linalg.svd(x, full_matrices=full_matrices)
        return SVDResult(u, s, vh)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def svdvals(x: Any, /) -> Any:
    try:
        x = _floating(x)
        if x.dtype in _COMPLEX:  # no complex kernel in svdvals; svd has one
            return _paddle.linalg.svd(x, full_matrices=False)[1]
        # Paddle's svdvals flattens two or more batch dimensions into one ((2, 4, 1, 3) gives
        # [8, 1]): the batch shape is put back
        values = _paddle.linalg.svdvals(x)
        return values.reshape([*x.shape[:-2], min(x.shape[-2], x.shape[-1])])
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    try:
        if dtype is None and id(x.dtype) in _TRACE_NATIVE_IDS:
            return _paddle.trace(x, offset, -2, -1)  # one kernel, over the last two axes
        if dtype is None and x.dtype in _SMALL_INTEGRAL:
            dtype = _paddle.int64  # the default integer dtype
        if dtype is not None and dtype is not x.dtype:
            x = x.astype(dtype)
        diag = _paddle.diagonal(x, offset=offset, axis1=-2, axis2=-1)
        return _paddle.sum(diag, axis=-1)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vector_norm(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
    ord: int | float = 2,
) -> Any:
    try:
        x = _floating(x)
        axes = list(_normalize_axes(axis, x.ndim))
        if not axes:
            return _paddle.abs(x)
        absolute = _paddle.abs(x)
        if ord == _math.inf:
            out = _paddle.max(absolute, axis=axes)
        elif ord == -_math.inf:
            out = _paddle.min(absolute, axis=axes)
        elif ord == 0:
            out = _paddle.sum((absolute != 0).astype(absolute.dtype), axis=axes)
        elif ord == 1:
            out = _paddle.sum(absolute, axis=axes)
        elif ord == 2:
            out = _paddle.sqrt(_paddle.sum(absolute * absolute, axis=axes))
        else:
            # tensor exponents: Paddle's pow with a Python float exponent loses float64 digits
            order = _paddle.full([], float(ord), dtype=absolute.dtype)
            total = _paddle.sum(_paddle.pow(absolute, order), axis=axes)
            out = _paddle.pow(total, 1 / order)
        if keepdims:
            out = out.reshape([1 if a in axes else x.shape[a] for a in range(x.ndim)])
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: paddle.linalg's own (PEP 562) ------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_paddle.linalg, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING, module_hooks
