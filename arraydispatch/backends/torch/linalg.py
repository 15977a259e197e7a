"""The ``linalg`` extension for torch tensors (Array API 2025.12).

Aliased to ``torch.linalg``: ``cholesky``, ``det``, ``diagonal``, ``eig``, ``eigh``,
``eigvalsh``, ``inv``, ``matrix_norm``, ``matrix_power``, ``matrix_rank``,
``pinv``, ``qr``, ``slogdet``, ``svd``, ``svdvals``; ``outer`` is ``torch.outer`` (its inputs
are 1-D, where torch's promotion agrees with the standard on every declared dtype pair).

Wrapped: ``cross`` (torch.linalg.cross does not broadcast new leading dimensions and
refuses mixed dtypes), ``solve`` (torch treats a ``(..., M)``
right-hand side whose shape equals ``x1.shape[:-1]`` as a batch of vectors,
https://github.com/pytorch/pytorch/issues/52915), ``trace`` (no ``offset``, no batches),
``vector_norm`` (``axis=()``; integers, which torch refuses, as the default float, as in
``solve``), ``eigvals`` (on the CPU, NaN or inf input crashes the process inside MKL's geev,
https://github.com/pytorch/pytorch/issues/93124 and
https://github.com/pytorch/pytorch/issues/121149; ``torch.linalg.eig`` checks for them,
``eigvals`` does not), plus the four functions shared with the main namespace.
"""

from __future__ import annotations

import cmath as _cmath
from typing import TYPE_CHECKING

import torch as _torch
from torch import outer
from torch.linalg import (
    cholesky,
    det,
    diagonal,
    eig,
    eigh,
    eigvalsh,
    inv,
    matrix_norm,
    matrix_power,
    matrix_rank,
    pinv,
    qr,
    slogdet,
    svd,
    svdvals,
)

from arraydispatch._common._binary import NO_SCALARS as _NO_SCALARS
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch.backends.torch._data_types import promote as _promote
from arraydispatch.backends.torch._linear_algebra import (
    matmul,
    matrix_transpose,
    tensordot,
    vecdot,
)

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    import builtins


_cross = _torch.linalg.cross
_eigvals = _torch.linalg.eigvals
_isfinite = _torch.isfinite
_solve = _torch.linalg.solve
_sum = _torch.sum
_trace = _torch.trace
_vector_norm = _torch.linalg.vector_norm


def cross(x1: _torch.Tensor, x2: _torch.Tensor, /, *, axis: int = -1) -> _torch.Tensor:
    try:
        if x1.dtype is not x2.dtype:
            x1, x2 = _promote(x1, x2, _NO_SCALARS)
        if x1.ndim != x2.ndim:
            # torch broadcasts only between arrays of the same rank
            x1, x2 = _torch.broadcast_tensors(x1, x2)  # type: ignore[no-untyped-call]
        try:
            # torch checks the size-3 rule itself; the dim keyword costs a parse: pass it only
            # when it is not the default
            return _cross(x1, x2) if axis == -1 else _cross(x1, x2, dim=axis)  # type: ignore[no-any-return]
        except RuntimeError:
            if x1.shape[axis] != 3 or x2.shape[axis] != 3:
                raise ValueError(
                    f"cross(): axis {axis} must have size 3 in both arrays, got "
                    f"{x1.shape[axis]} and {x2.shape[axis]}."
                ) from None
            raise
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def solve(x1: _torch.Tensor, x2: _torch.Tensor, /) -> _torch.Tensor:
    try:
        if x1.dtype is not x2.dtype:
            x1, x2 = _promote(x1, x2, _NO_SCALARS)
        try:
            if x2.ndim == 1:
                return _solve(x1, x2)  # type: ignore[no-any-return]
            if x1.ndim - 1 == x2.ndim and x1.shape[:-1] == x2.shape:
                # the standard reads x2 as a (batch of) matrices here; torch would read vectors
                return _solve(x1, x2[None])  # type: ignore[no-any-return]
            return _solve(x1, x2)  # type: ignore[no-any-return]
        except RuntimeError:  # integers: torch has no integer solver; NumPy promotes them
            if x1.is_floating_point() or x1.is_complex():
                raise
            default = _torch.get_default_dtype()
            return solve(x1.to(default), x2.to(default))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def trace(
    x: _torch.Tensor, /, *, offset: int = 0, dtype: _torch.dtype | None = None
) -> _torch.Tensor:
    try:
        if offset == 0 and dtype is None and x.ndim == 2:
            return _trace(x)  # integer input sums in int64, as the standard asks
        diag = _torch.diagonal(x, offset, -2, -1)
        if dtype is None and not (x.is_floating_point() or x.is_complex()):
            dtype = _torch.int64
        return _torch.sum(diag, -1, dtype=dtype)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def vector_norm(
    x: _torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
    ord: int | float = 2,
) -> _torch.Tensor:
    try:
        try:
            if axis is None and ord == 2 and not keepdims:
                return _vector_norm(x)  # type: ignore[no-any-return]
            if axis == ():
                real = x.real.dtype if x.is_complex() else x.dtype
                return _torch.abs(x) if ord != 0 else (x != 0).to(real)
            return _vector_norm(x, ord, axis, keepdims)  # type: ignore[no-any-return]
        except RuntimeError:  # integers: "linalg.vector_norm: Expected a floating point ..."
            if x.is_floating_point() or x.is_complex():
                raise
            return vector_norm(
                x.to(_torch.get_default_dtype()), axis=axis, keepdims=keepdims, ord=ord
            )
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eigvals(x: _torch.Tensor, /) -> _torch.Tensor:
    """The eigenvalues of ``x``; a ValueError for NaN or inf input on the CPU; integer input
    as the default float.

    torch's CPU eigvals hands non-finite matrices to MKL's geev, which segfaults
    (https://github.com/pytorch/pytorch/issues/93124, /121149); ``torch.linalg.eig``
    checks the input for this, and so do we: one O(n^2) pass before an O(n^3) solve.
    """
    try:
        if not (x.is_floating_point() or x.is_complex()):
            x = x.to(_torch.get_default_dtype())  # torch refuses integers; NumPy promotes them
        # The sum is finite only if every element is (NaN and inf propagate through it): one
        # reduction, where isfinite(x).all() is a composite of several kernels (5 us of the
        # 11 us of eigvals at 8x8). A finite x whose sum overflows takes the exact test.
        if x.is_cpu and not (_cmath.isfinite(_sum(x).item()) or bool(_isfinite(x).all())):
            raise ValueError(
                "linalg.eigvals: x holds NaN or inf, which torch's CPU eigenvalue solver cannot "
                "take (it crashes the process, pytorch/pytorch#93124); replace them first, e.g. "
                "with xp.where(xp.isfinite(x), x, 0)."
            )
        values: _torch.Tensor = _eigvals(x)
        return values
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


# ---- names beyond the standard: torch.linalg's own (PEP 562) ------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_torch.linalg, __name__, __all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING, module_hooks
