"""The ``linalg`` extension for torch tensors (Array API 2025.12).

Aliased to ``torch.linalg``: ``cholesky``, ``det``, ``diagonal``, ``eig``, ``eigh``,
``eigvals``, ``eigvalsh``, ``inv``, ``matrix_norm``, ``matrix_power``, ``matrix_rank``,
``pinv``, ``qr``, ``slogdet``, ``svd``, ``svdvals``; ``outer`` is ``torch.outer`` (its inputs
are 1-D, where torch's promotion agrees with the standard on every declared dtype pair).

Wrapped: ``cross`` (torch.linalg.cross does not broadcast new leading dimensions and
refuses mixed dtypes), ``solve`` (torch treats a ``(..., M)``
right-hand side whose shape equals ``x1.shape[:-1]`` as a batch of vectors,
https://github.com/pytorch/pytorch/issues/52915), ``trace`` (no ``offset``, no batches),
``vector_norm`` (``axis=()``), plus the four functions shared with the main namespace.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch as _torch
from torch import outer
from torch.linalg import (
    cholesky, det, diagonal, eig, eigh, eigvals, eigvalsh, inv, matrix_norm, matrix_power,
    matrix_rank, pinv, qr, slogdet, svd, svdvals,
)  # fmt: skip

from arraydispatch.backends.torch._dtypes import promote as _promote
from arraydispatch._common._namespace import forward as _forward
from arraydispatch.backends.torch._linear_algebra import (
    matmul, matrix_transpose, tensordot, vecdot,
)  # fmt: skip

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    import builtins
    from typing import Any


_cross = _torch.linalg.cross
_solve = _torch.linalg.solve
_trace = _torch.trace
_vector_norm = _torch.linalg.vector_norm


def cross(x1: _torch.Tensor, x2: _torch.Tensor, /, *, axis: int = -1) -> _torch.Tensor:
    if x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2)
    if x1.dim() != x2.dim():
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


def solve(x1: _torch.Tensor, x2: _torch.Tensor, /) -> _torch.Tensor:
    if x1.dtype is not x2.dtype:
        x1, x2 = _promote(x1, x2)
    if x2.ndim == 1:
        return _solve(x1, x2)  # type: ignore[no-any-return]
    if x1.ndim - 1 == x2.ndim and x1.shape[:-1] == x2.shape:
        # the standard reads x2 as a (batch of) matrices here; torch would read vectors
        return _solve(x1, x2[None])  # type: ignore[no-any-return]
    return _solve(x1, x2)  # type: ignore[no-any-return]


def trace(
    x: _torch.Tensor, /, *, offset: int = 0, dtype: _torch.dtype | None = None
) -> _torch.Tensor:
    if offset == 0 and dtype is None and x.dim() == 2:
        return _trace(x)  # integer input sums in int64, as the standard asks
    diag = _torch.diagonal(x, offset, -2, -1)
    if dtype is None and not (x.is_floating_point() or x.is_complex()):
        dtype = _torch.int64
    return _torch.sum(diag, -1, dtype=dtype)


def vector_norm(
    x: _torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
    ord: int | float = 2,
) -> _torch.Tensor:
    if axis is None and ord == 2 and not keepdims:
        return _vector_norm(x)  # type: ignore[no-any-return]
    if axis == ():
        out = (
            _torch.abs(x) if ord != 0 else (x != 0).to(x.real.dtype if x.is_complex() else x.dtype)
        )
        return out
    return _vector_norm(x, ord, axis, keepdims)  # type: ignore[no-any-return]


# ---- names beyond the standard: torch.linalg's own (PEP 562) ------------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip


def __getattr__(name: str) -> Any:
    return _forward(_torch.linalg, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING
