"""The ``linalg`` extension of the standard (2025.12) for TensorFlow tensors.

``tf.linalg`` has nearly every function; the wrappers here:

- return the standard's named tuples (``EighResult``, ``QRResult``, ``SVDResult``, ...);
- ``svd``: TF returns ``(s, u, v)``; the standard wants ``(U, S, Vh)``;
- ``cholesky(upper=)``, ``diagonal(offset=)`` (an empty diagonal past the matrix),
  ``trace(offset=, dtype=)`` (the accumulation dtype of ``sum``);
- ``solve``: broadcasts the batch dimensions (TF's MatrixSolve needs equal ones) and takes a
  1-D ``x2`` as a vector;
- ``cross``, ``outer``, ``matrix_norm``, ``vector_norm``, ``matrix_rank``, ``pinv`` (``rtol``
  as a float or an array): written with TF ops, since TF's own lack these arguments;
- the floating-point-only functions (``cholesky`` ... ``svdvals``, ``solve``) take integer
  and bool input as the default float, as NumPy does (TF raised InvalidArgumentError, and
  for ``eig``/``eigvals`` an UnboundLocalError from inside ``tf.linalg.eig``);
- ``matrix_power``: repeated squaring (TF has none); negative powers invert first;
- ``matmul``, ``tensordot``, ``vecdot``, ``matrix_transpose``: the main namespace's, which
  promote their arguments.
"""

from __future__ import annotations

import math as _math
import operator as _operator
from importlib import import_module as _import_module
from typing import TYPE_CHECKING

import tensorflow as _tf

from arraydispatch._common import _results
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks as _module_hooks
from arraydispatch.backends.tensorflow import _manipulation as _shapes
from arraydispatch.backends.tensorflow._data_types import floating as _floating
from arraydispatch.backends.tensorflow._data_types import promote_all as _promote
from arraydispatch.backends.tensorflow._data_types import promote_pair as _promote_pair
from arraydispatch.backends.tensorflow._linear_algebra import (
    _matmul,
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)
from arraydispatch.backends.tensorflow._statistical import _accumulation_dtype

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any


def _check_matrices(x: Any, name: str, *, square: bool = False) -> int:
    shape = x.shape  # a new TensorShape per read of an eager tensor's shape: read once
    rank: int | None = shape.rank
    if rank is None:
        rank = _shapes.ndim(x)  # its error
    if rank < 2:
        raise ValueError(f"{name} needs a (stack of) matrices: an array of at least 2 dimensions.")
    if square:
        m, n = shape[-2], shape[-1]
        if m is not None and n is not None and m != n:
            raise ValueError(f"{name} needs square matrices, not {m}x{n}.")
    return rank


def cholesky(x: Any, /, *, upper: bool = False) -> Any:
    try:
        _check_matrices(x, "cholesky", square=True)
        x = _floating(x)
        lower = _tf.linalg.cholesky(x)
        return _tf.linalg.adjoint(lower) if upper else lower
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        x1, x2 = _promote_pair(x1, x2)
        # each read of an eager tensor's shape makes a new TensorShape: read once
        shape1, shape2 = x1.shape, x2.shape
        rank1, rank2 = _shapes.ndim(x1), _shapes.ndim(x2)
        rank = max(rank1, rank2)
        if not -rank <= axis < rank:
            raise IndexError(f"axis={axis} is out of bounds for arrays of {rank} dimensions.")
        axis = axis - rank if axis >= 0 else axis  # count from the end: broadcasting aligns there
        for shape, ndim in ((shape1, rank1), (shape2, rank2)):
            if -axis > ndim or (shape[axis] is not None and shape[axis] != 3):
                raise ValueError(f"cross needs size 3 along axis {axis} of both arrays.")
        # TF's Cross: real dtypes, equal shapes, the last axis
        if (
            axis == -1
            and not x1.dtype.is_complex
            and shape1.is_fully_defined()
            and shape1 == shape2
        ):
            return _tf.linalg.cross(x1, x2)
        a = _tf.unstack(x1, 3, axis=axis)
        b = _tf.unstack(x2, 3, axis=axis)
        return _tf.stack(
            [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]],
            axis=axis,
        )
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def det(x: Any, /) -> Any:
    try:
        _check_matrices(x, "det", square=True)
        x = _floating(x)
        return _tf.linalg.det(x)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def diagonal(x: Any, /, *, offset: int = 0) -> Any:
    try:
        _check_matrices(x, "diagonal")
        offset = _operator.index(offset)
        m, n = x.shape[-2], x.shape[-1]
        if m is not None and n is not None and not -m < offset < n:
            # past the matrix: an empty diagonal (TF raises)
            return _tf.zeros(_shapes.as_shape([*_shapes.dims(x)[:-2], 0]), x.dtype)
        return _tf.linalg.diag_part(x, k=offset)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def eigh(x: Any, /) -> _results.EighResult:
    try:
        _check_matrices(x, "eigh", square=True)
        x = _floating(x)
        values, vectors = _tf.linalg.eigh(x)
        return _results.EighResult(_real(values), vectors)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def eigvalsh(x: Any, /) -> Any:
    try:
        _check_matrices(x, "eigvalsh", square=True)
        x = _floating(x)
        return _real(_tf.linalg.eigvalsh(x))
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def eig(x: Any, /) -> _results.EigResult:
    try:
        _check_matrices(x, "eig", square=True)
        x = _floating(x)
        return _results.EigResult(*_tf.linalg.eig(x))
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def eigvals(x: Any, /) -> Any:
    try:
        _check_matrices(x, "eigvals", square=True)
        x = _floating(x)
        return _tf.linalg.eigvals(x)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def inv(x: Any, /) -> Any:
    try:
        _check_matrices(x, "inv", square=True)
        x = _floating(x)
        return _tf.linalg.inv(x)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def _real(values: Any) -> Any:
    # TF gives complex input complex eigenvalues of Hermitian matrices and complex singular
    # values (zero imaginary parts); the standard wants them real
    return _tf.math.real(values) if values.dtype.is_complex else values


def _singular_values(x: Any) -> Any:
    return _real(_tf.linalg.svd(x, compute_uv=False))


def matrix_norm(
    x: Any,
    /,
    *,
    keepdims: bool = False,
    ord: int | float | str | None = "fro",
) -> Any:
    try:
        _check_matrices(x, "matrix_norm")
        x = _floating(x)
        absolute = _tf.abs(x)
        if ord == "fro":
            out = _tf.sqrt(_tf.reduce_sum(absolute * absolute, axis=[-2, -1]))
        elif ord == "nuc":
            out = _tf.reduce_sum(_singular_values(x), axis=-1)
        elif ord in (2, -2):
            values = _singular_values(x)
            out = _tf.reduce_max(values, -1) if ord == 2 else _tf.reduce_min(values, -1)
        elif ord in (1, -1):
            columns = _tf.reduce_sum(absolute, axis=-2)
            out = _tf.reduce_max(columns, -1) if ord == 1 else _tf.reduce_min(columns, -1)
        elif ord in (_math.inf, -_math.inf):
            rows = _tf.reduce_sum(absolute, axis=-1)
            out = _tf.reduce_max(rows, -1) if ord == _math.inf else _tf.reduce_min(rows, -1)
        else:
            raise ValueError(
                f"ord={ord!r} is not a matrix norm of the standard; use 'fro', 'nuc', 1, -1, 2, "
                "-2, "
                f"inf or -inf."
            )
        return out[..., _tf.newaxis, _tf.newaxis] if keepdims else out
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def matrix_power(x: Any, n: int, /) -> Any:
    try:
        _check_matrices(x, "matrix_power", square=True)
        n = _operator.index(n)
        if n == 0:
            size = _shapes.dim(x, -1)
            eye = (
                _tf.eye(size, dtype=x.dtype)
                if x.dtype != _tf.bool
                else _tf.cast(_tf.eye(size), _tf.bool)
            )
            return _tf.broadcast_to(eye, _tf.shape(x))
        if n < 0:
            x = _tf.linalg.inv(x)
            n = -n
        result = None
        power = x
        while True:
            if n & 1:
                result = power if result is None else _matmul(result, power)
            n >>= 1
            if not n:
                return result
            power = _matmul(power, power)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def _tolerance(x: Any, values: Any, rtol: Any) -> Any:
    real = values.dtype
    if rtol is None:
        m, n = _shapes.dim(x, -2), _shapes.dim(x, -1)
        rtol = _tf.cast(_tf.maximum(m, n), real) * _eps(real)
    else:
        rtol = _tf.cast(rtol, real)[..., _tf.newaxis]
    return rtol * _tf.reduce_max(values, axis=-1, keepdims=True)


def _eps(dtype: _tf.DType) -> float:
    return 2.0**-23 if dtype == _tf.float32 else 2.0**-52


def matrix_rank(x: Any, /, *, rtol: float | Any = None) -> Any:
    try:
        _check_matrices(x, "matrix_rank")
        x = _floating(x)
        values = _singular_values(x)
        if rtol is not None and not isinstance(rtol, (_tf.Tensor, _tf.Variable)):
            rtol = _tf.constant(rtol, values.dtype)
        tol = _tolerance(x, values, rtol)
        return _tf.math.count_nonzero(values > tol, axis=-1, dtype=_tf.int64)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def outer(x1: Any, x2: Any, /) -> Any:
    try:
        if _shapes.ndim(x1) != 1 or _shapes.ndim(x2) != 1:
            raise ValueError("outer needs two 1-D arrays.")
        x1, x2 = _promote(x1, x2)
        return x1[:, _tf.newaxis] * x2[_tf.newaxis, :]
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def pinv(x: Any, /, *, rtol: float | Any = None) -> Any:
    try:
        _check_matrices(x, "pinv")
        x = _floating(x)
        s, u, v = _tf.linalg.svd(x, full_matrices=False)
        s = _real(s)
        if rtol is not None and not isinstance(rtol, (_tf.Tensor, _tf.Variable)):
            rtol = _tf.constant(rtol, s.dtype)
        tol = _tolerance(x, s, rtol)
        keep = s > tol
        s_inv = _tf.where(keep, 1 / _tf.where(keep, s, _tf.ones_like(s)), _tf.zeros_like(s))
        s_inv = _tf.cast(s_inv, x.dtype)
        return _tf.linalg.matmul(v * s_inv[..., _tf.newaxis, :], u, adjoint_b=True)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


#: The smallest positive normal number of each real dtype.
_TINY = {_tf.float32: 2.0**-126, _tf.float64: 2.0**-1022}


def qr(x: Any, /, *, mode: str = "reduced") -> _results.QRResult:
    try:
        _check_matrices(x, "qr")
        x = _floating(x)
        if mode not in ("reduced", "complete"):
            raise ValueError(f"mode={mode!r} must be 'reduced' or 'complete'.")
        # Eigen's Householder QR squares the entries: scale each matrix to max |entry| 1 first,
        # so large finite input does not overflow to inf/NaN (LAPACK scales the same way).
        # (the smallest normal number keeps an all-zero matrix from dividing by zero)
        scale = _tf.reduce_max(_tf.abs(x), axis=[-2, -1], keepdims=True)
        scale = _tf.maximum(scale, _TINY[scale.dtype])
        if x.dtype.is_complex:
            scale = _tf.cast(scale, x.dtype)
        q, r = _tf.linalg.qr(x / scale, full_matrices=mode == "complete")
        return _results.QRResult(q, r * scale)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def slogdet(x: Any, /) -> _results.SlogdetResult:
    try:
        _check_matrices(x, "slogdet", square=True)
        x = _floating(x)
        # TF already gives a singular matrix sign 0 and log|det| -inf; for complex input its
        # log|det| is complex (zero imaginary part), the standard's is real
        sign, logabsdet = _tf.linalg.slogdet(x)
        return _results.SlogdetResult(sign, _real(logabsdet))
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def solve(x1: Any, x2: Any, /) -> Any:
    try:
        _check_matrices(x1, "solve", square=True)
        x1, x2 = _promote_pair(x1, x2)
        x1, x2 = _floating(x1), _floating(x2)
        vector = _shapes.ndim(x2) == 1
        if vector:
            x2 = x2[:, _tf.newaxis]
        shape1, shape2 = x1.shape, x2.shape
        if shape1.rank == 2 and shape2.rank == 2:  # no batch dimensions to broadcast
            out = _tf.linalg.solve(x1, x2)
            return out[:, 0] if vector else out
        batch1, batch2 = shape1[:-2].as_list(), shape2[:-2].as_list()
        if batch1 != batch2 or None in batch1:
            batch = _tf.broadcast_dynamic_shape(_tf.shape(x1)[:-2], _tf.shape(x2)[:-2])
            x1 = _tf.broadcast_to(x1, _tf.concat([batch, _tf.shape(x1)[-2:]], 0))
            x2 = _tf.broadcast_to(x2, _tf.concat([batch, _tf.shape(x2)[-2:]], 0))
        out = _tf.linalg.solve(x1, x2)
        return out[..., 0] if vector else out
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def svd(x: Any, /, *, full_matrices: bool = True) -> _results.SVDResult:
    try:
        _check_matrices(x, "svd")
        x = _floating(x)
        s, u, v = _tf.linalg.svd(x, full_matrices=full_matrices)
        s = _real(s)
        return _results.SVDResult(u, s, _tf.linalg.adjoint(v))
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def svdvals(x: Any, /) -> Any:
    try:
        _check_matrices(x, "svdvals")
        x = _floating(x)
        return _singular_values(x)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    try:
        diag = diagonal(x, offset=offset)
        return _tf.reduce_sum(_tf.cast(diag, _accumulation_dtype(x.dtype, dtype)), axis=-1)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


def vector_norm(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: bool = False,
    ord: int | float = 2,
) -> Any:
    try:
        axes = _shapes.reduction_axis(axis, _shapes.ndim(x))
        absolute = _tf.abs(x)
        if absolute.dtype.is_integer or absolute.dtype == _tf.bool:
            absolute = _tf.cast(absolute, _tf.float64 if absolute.dtype.size > 4 else _tf.float32)
        if ord == _math.inf:
            return _tf.reduce_max(absolute, axis=axes, keepdims=keepdims)
        if ord == -_math.inf:
            return _tf.reduce_min(absolute, axis=axes, keepdims=keepdims)
        if ord == 0:
            count = _tf.math.count_nonzero(absolute, axis=axes, keepdims=keepdims)
            return _tf.cast(count, absolute.dtype)
        if ord == 1:
            return _tf.reduce_sum(absolute, axis=axes, keepdims=keepdims)
        if ord == 2:
            return _tf.sqrt(_tf.reduce_sum(absolute * absolute, axis=axes, keepdims=keepdims))
        p = _tf.constant(ord, absolute.dtype)
        return _tf.pow(_tf.reduce_sum(_tf.pow(absolute, p), axis=axes, keepdims=keepdims), 1 / p)
    except (*_RAW_ERRORS, _tf.errors.OpError) as error:
        raise _refusal(error) from error


# ---- names beyond the standard: tf.linalg's own (PEP 562) ---------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip

# tensorflow.linalg by its import name, the module ``import tensorflow.linalg`` gives (and
# then binds as tf.linalg), not the _api.v2 module tf.linalg is before that
__getattr__, __dir__ = _module_hooks(_import_module("tensorflow.linalg"), __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING
