"""The ``linalg`` extension for mlx.core.array (Array API 2025.12).

MLX's linear algebra runs on the CPU only ("not yet supported on the GPU"): every call
passes ``stream=mlx.core.cpu``. Its kernels take float32 alone and refuse empty matrices;
complex, zero-size and float64 input is computed on the host, with NumPy, and converted
back (integer and bool input as float32, NumPy's promotion). ``eig``/``eigvals`` refuse
NaN and infinite input with a ValueError (LAPACK's ``geev`` does not converge on them).

Computed by MLX for float32 input: ``cholesky`` (``upper=``), ``det``, ``eigh``/``eigvalsh``
(the result tuple), ``inv``, ``slogdet``, ``matrix_power`` (by squaring), ``matrix_norm``
with ``ord="fro"``, ``vector_norm`` (scaled, so that squares do not overflow), ``cross``,
``diagonal``, ``outer`` and ``trace`` (the last two axes, ``offset``, ``dtype``). On the
host, with NumPy, always: ``eig``/``eigvals`` (MLX's are not the standard's for repeated
eigenvalues), ``qr`` (``mode="complete"``), ``svd`` (``full_matrices``), ``svdvals``,
``solve`` (a ``(..., M)`` right-hand side is a vector only when ``x2`` is 1-D, batches
broadcast; MLX's refuses that), ``pinv`` and ``matrix_rank`` (``rtol``), and the other
``matrix_norm`` orders.
"""

from __future__ import annotations

import builtins as _builtins
from typing import TYPE_CHECKING

import mlx.core as _mx

from arraydispatch._common import _numpy_kernels
from arraydispatch._common._axes import normalize_axes as _normalize_axes
from arraydispatch._common._axes import normalize_axis as _normalize_axis
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
from arraydispatch.backends.mlx._data_types import _INTEGRAL
from arraydispatch.backends.mlx._data_types import floating as _floating
from arraydispatch.backends.mlx._data_types import from_host as _from_host
from arraydispatch.backends.mlx._data_types import result_type as _result_type
from arraydispatch.backends.mlx._data_types import to_host as _to_host
from arraydispatch.backends.mlx._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.mlx._manipulation import _TAKE_OF_EMPTY_REFUSED

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any

_CPU = _mx.cpu


def _on_host(x: Any) -> _builtins.bool:
    """Whether MLX has no kernel for ``x``: complex, float64 or empty."""
    return _builtins.bool(x.dtype != _mx.float32) or x.size == 0


def _square(x: Any, name: str) -> None:
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise ValueError(f"{name}() needs square matrices, not shape {tuple(x.shape)}.")


def _np() -> Any:
    import numpy

    return numpy


def _host_linalg(name: str, x: Any, *args: Any, **kwargs: Any) -> Any:
    numpy = _np()
    with numpy.errstate(all="ignore"):
        return getattr(numpy.linalg, name)(_to_host(x), *args, **kwargs)


def _back(host: Any, like: Any) -> Any:
    """A host result in ``like``'s precision (float32 or complex64)."""
    numpy = _np()
    host = numpy.asarray(host)
    if host.dtype.kind == "c":
        return _from_host(host, _mx.complex64)
    if host.dtype.kind == "f":
        return _from_host(host, _mx.float32)
    return _from_host(host)


# MLX before 0.32 has no linalg.det and no linalg.slogdet (and 0.25's lu_factor aborts the
# process on a singular matrix, so neither is built on it): NumPy's, on the host, there
if hasattr(_mx.linalg, "det"):
    _mlx_det = _mx.linalg.det
    _mlx_slogdet = _mx.linalg.slogdet
else:

    def _mlx_det(x: Any, /, *, stream: Any) -> Any:  # type: ignore[misc]
        return _back(_host_linalg("det", x), x)

    def _mlx_slogdet(x: Any, /, *, stream: Any) -> tuple[Any, Any]:  # type: ignore[misc]
        sign, logabsdet = _host_linalg("slogdet", x)
        return _back(sign, x), _back(logabsdet, x)


# ---- decompositions ---------------------------------------------------------------------------


def cholesky(x: Any, /, *, upper: _builtins.bool = False) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.cholesky")
        if _on_host(x):
            lower = _host_linalg("cholesky", x)
            out = _np().conj(_np().swapaxes(lower, -1, -2)) if upper else lower
            return _back(out, x)
        return _mx.linalg.cholesky(x, upper=upper, stream=_CPU)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def det(x: Any, /) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.det")
        if _on_host(x):
            return _back(_host_linalg("det", x), x)
        return _mlx_det(x, stream=_CPU)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _finite(x: Any, name: str) -> None:
    if x.size and not _builtins.bool(_mx.all(_mx.isfinite(x)).item()):
        raise ValueError(f"{name}(): x has NaN or infinite entries; the eigenproblem is undefined.")


def eig(x: Any, /) -> EigResult:
    try:
        x = _floating(x)
        _square(x, "linalg.eig")
        _finite(x, "linalg.eig")
        values, vectors = _numpy_kernels.eig(_to_host(x))
        return EigResult(_back(values, x), _back(vectors, x))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigvals(x: Any, /) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.eigvals")
        _finite(x, "linalg.eigvals")
        return _back(_numpy_kernels.eigvals(_to_host(x)), x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigh(x: Any, /) -> EighResult:
    try:
        x = _floating(x)
        _square(x, "linalg.eigh")
        if _on_host(x):
            values, vectors = _host_linalg("eigh", x)
            return EighResult(_back(values, x).astype(_mx.float32), _back(vectors, x))
        values, vectors = _mx.linalg.eigh(x, stream=_CPU)
        return EighResult(values, vectors)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigvalsh(x: Any, /) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.eigvalsh")
        if _on_host(x):
            return _back(_host_linalg("eigvalsh", x), x).astype(_mx.float32)
        return _mx.linalg.eigvalsh(x, stream=_CPU)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def inv(x: Any, /) -> Any:
    try:
        x = _floating(x)
        _square(x, "linalg.inv")
        if _on_host(x):
            return _back(_host_linalg("inv", x), x)
        return _mx.linalg.inv(x, stream=_CPU)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def qr(x: Any, /, *, mode: str = "reduced") -> QRResult:
    try:
        if mode not in ("reduced", "complete"):
            raise ValueError(f"linalg.qr(): mode must be 'reduced' or 'complete', not {mode!r}.")
        x = _floating(x)
        if x.ndim < 2:
            raise ValueError(f"linalg.qr() needs matrices, not shape {tuple(x.shape)}.")
        q, r = _host_linalg("qr", x, mode=mode)
        return QRResult(_back(q, x), _back(r, x))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def slogdet(x: Any, /) -> SlogdetResult:
    try:
        x = _floating(x)
        _square(x, "linalg.slogdet")
        if _on_host(x):
            sign, logabsdet = _host_linalg("slogdet", x)
            return SlogdetResult(_back(sign, x), _back(logabsdet, x).astype(_mx.float32))
        sign, logabsdet = _mlx_slogdet(x, stream=_CPU)
        return SlogdetResult(sign, logabsdet)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def solve(x1: Any, x2: Any, /) -> Any:
    try:
        x1, x2 = _floating(x1), _floating(x2)
        if x1.dtype != x2.dtype:
            dtype = _result_type(x1, x2)
            x1, x2 = x1.astype(dtype), x2.astype(dtype)
        _square(x1, "linalg.solve")
        numpy = _np()
        a, b = _to_host(x1), _to_host(x2)
        if b.ndim == 1:
            b = b[:, None]
            vector = True
        else:
            vector = False
        batch = numpy.broadcast_shapes(a.shape[:-2], b.shape[:-2])
        a = numpy.broadcast_to(a, batch + a.shape[-2:])
        b = numpy.broadcast_to(b, batch + b.shape[-2:])
        with numpy.errstate(all="ignore"):
            out = numpy.linalg.solve(a, b)
        return _back(out[..., 0] if vector else out, x1)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def svd(x: Any, /, *, full_matrices: _builtins.bool = True) -> SVDResult:
    try:
        x = _floating(x)
        if x.ndim < 2:
            raise ValueError(f"linalg.svd() needs matrices, not shape {tuple(x.shape)}.")
        u, s, vh = _host_linalg("svd", x, full_matrices=full_matrices)
        return SVDResult(_back(u, x), _back(s, x).astype(_mx.float32), _back(vh, x))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def svdvals(x: Any, /) -> Any:
    try:
        x = _floating(x)
        if x.ndim < 2:
            raise ValueError(f"linalg.svdvals() needs matrices, not shape {tuple(x.shape)}.")
        return _back(_host_linalg("svd", x, compute_uv=False), x).astype(_mx.float32)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- products and norms -----------------------------------------------------------------------


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        if x1.dtype != x2.dtype:
            dtype = _result_type(x1, x2)
            x1, x2 = x1.astype(dtype), x2.astype(dtype)
        ndim = _builtins.max(x1.ndim, x2.ndim)
        if axis >= 0 and (x1.ndim != ndim or x2.ndim != ndim):
            raise ValueError("linalg.cross(): a non-negative axis needs arrays of one rank.")
        axis = _normalize_axis(axis, ndim) - ndim
        if x1.shape[axis] != 3 or x2.shape[axis] != 3:
            raise ValueError(
                f"linalg.cross(): axis {axis} must have length 3 in both arrays, not "
                f"{x1.shape[axis]} and {x2.shape[axis]}."
            )
        x1, x2 = _mx.broadcast_arrays(x1, x2)
        if x1.size == 0 and _TAKE_OF_EMPTY_REFUSED:
            return _mx.zeros(x1.shape, dtype=x1.dtype)
        a = [_mx.take(x1, _mx.array(i), axis=axis) for i in range(3)]
        b = [_mx.take(x2, _mx.array(i), axis=axis) for i in range(3)]
        return _mx.stack(
            [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]],
            axis=axis,
        )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def diagonal(x: Any, /, *, offset: int = 0) -> Any:
    try:
        if x.ndim < 2:
            raise ValueError(f"linalg.diagonal() needs matrices, not shape {tuple(x.shape)}.")
        rows, cols = x.shape[-2:]
        if not -rows < offset < cols:
            return _mx.zeros((*x.shape[:-2], 0), dtype=x.dtype)
        return _mx.diagonal(x, offset=offset, axis1=-2, axis2=-1)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_norm(
    x: Any,
    /,
    *,
    keepdims: _builtins.bool = False,
    ord: int | float | str | None = "fro",
) -> Any:
    try:
        x = _floating(x)
        if x.ndim < 2:
            raise ValueError(f"linalg.matrix_norm() needs matrices, not shape {tuple(x.shape)}.")
        if ord == "fro" and x.size:
            return _mx.sqrt(
                _mx.sum(_mx.square(_mx.abs(x)), axis=[-2, -1], keepdims=keepdims)
            ).astype(_mx.float32)
        out = _host_linalg("norm", x, ord=ord, axis=(-2, -1), keepdims=keepdims)
        return _back(out, x).astype(_mx.float32)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_power(x: Any, n: int, /) -> Any:
    try:
        _square(x, "linalg.matrix_power")
        if n < 0:
            x = inv(x)
            n = -n
        if x.dtype in _INTEGRAL or x.dtype == _mx.bool_ or _on_host(x):
            numpy = _np()
            with numpy.errstate(all="ignore"):
                out = numpy.linalg.matrix_power(_to_host(x), n)
            return _from_host(out, x.dtype)
        result = None
        base = x
        if n == 0:
            eye = _mx.eye(x.shape[-1], dtype=x.dtype)
            return _mx.broadcast_to(eye, x.shape)
        while n:
            if n & 1:
                result = base if result is None else _mx.matmul(result, base)
            n >>= 1
            if n:
                base = _mx.matmul(base, base)
        return result
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def matrix_rank(x: Any, /, *, rtol: float | Any = None) -> Any:
    try:
        x = _floating(x)
        if x.ndim < 2:
            raise ValueError(f"linalg.matrix_rank() needs matrices, not shape {tuple(x.shape)}.")
        numpy = _np()
        s = numpy.linalg.svd(_to_host(x), compute_uv=False)
        if rtol is None:
            rtol = _builtins.max(x.shape[-2:]) * numpy.finfo(numpy.float32).eps
        elif isinstance(rtol, _mx.array):
            rtol = _to_host(rtol)[..., None]
        tolerance = (s.max(axis=-1, keepdims=True) if s.size else 0) * rtol
        return _from_host(numpy.count_nonzero(s > tolerance, axis=-1), _mx.int32)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def outer(x1: Any, x2: Any, /) -> Any:
    try:
        if x1.ndim != 1 or x2.ndim != 1:
            raise ValueError(
                f"linalg.outer() needs 1-D arrays, not shapes {x1.shape} and {x2.shape}."
            )
        if x1.dtype != x2.dtype:
            dtype = _result_type(x1, x2)
            x1, x2 = x1.astype(dtype), x2.astype(dtype)
        return _mx.expand_dims(x1, 1) * _mx.expand_dims(x2, 0)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def pinv(x: Any, /, *, rtol: float | Any = None) -> Any:
    try:
        x = _floating(x)
        if x.ndim < 2:
            raise ValueError(f"linalg.pinv() needs matrices, not shape {tuple(x.shape)}.")
        numpy = _np()
        if rtol is None:
            rtol = _builtins.max(x.shape[-2:]) * numpy.finfo(numpy.float32).eps
        elif isinstance(rtol, _mx.array):
            rtol = _to_host(rtol)
        # rcond=, which NumPy 1.26 has (rtol= came in 2.0) and NumPy 2 takes the same way
        return _back(_host_linalg("pinv", x, rcond=rtol), x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    try:
        if x.ndim < 2:
            raise ValueError(f"linalg.trace() needs matrices, not shape {tuple(x.shape)}.")
        from arraydispatch.backends.mlx._statistical import sum as _sum

        return _sum(diagonal(x, offset=offset), axis=-1, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vector_norm(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: _builtins.bool = False,
    ord: int | float = 2,
) -> Any:
    try:
        x = _floating(x)
        axes = list(_normalize_axes(axis, x.ndim))
        absolute = _mx.abs(x).astype(_mx.float32)
        if axis is None:
            reduced = _mx.reshape(absolute, (-1,))
            red_axes = [0]
        else:
            reduced, red_axes = absolute, axes
        if not red_axes:
            out = absolute
        elif ord == float("inf"):
            out = _mx.max(reduced, axis=red_axes) if reduced.size else _mx.zeros(())
        elif ord == -float("inf"):
            out = _mx.min(reduced, axis=red_axes)
        elif ord == 0:
            out = _mx.sum(reduced != 0, axis=red_axes).astype(_mx.float32)
        elif ord == 1:
            out = _mx.sum(reduced, axis=red_axes)
        elif ord == 2:
            # scaled by the largest entry, so that squares neither overflow nor underflow
            scale = _mx.max(reduced, axis=red_axes, keepdims=True) if reduced.size else None
            if scale is None:
                out = _mx.sum(reduced, axis=red_axes)
            else:
                safe = _mx.where(scale == 0, 1, scale)
                safe = _mx.where(_mx.isinf(safe), 1, safe)
                out = _mx.squeeze(safe, axis=red_axes) * _mx.sqrt(
                    _mx.sum(_mx.square(reduced / safe), axis=red_axes)
                )
                infinite = _mx.any(_mx.isinf(reduced), axis=red_axes)
                out = _mx.where(infinite, _mx.array(float("inf")), out)
        else:
            order = float(ord)
            out = _mx.power(_mx.sum(_mx.power(reduced, order), axis=red_axes), 1 / order)
        if keepdims:
            shape = [1 if (axis is None or a in axes) else x.shape[a] for a in range(x.ndim)]
            out = _mx.reshape(out, shape)
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: mlx.core.linalg's own (PEP 562) ------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_mx.linalg, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING, module_hooks
