"""The ``linalg`` extension for JAX arrays: jax.numpy.linalg's own functions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import jax.numpy.linalg as _native

from jax.numpy.linalg import (
    cholesky, cross, det, diagonal, eig, eigh, eigvals, eigvalsh, inv, matmul, matrix_norm,
    matrix_power, matrix_rank, matrix_transpose, outer, pinv, qr, slogdet, solve, svd, svdvals,
    tensordot, trace, vecdot, vector_norm,
)  # fmt: skip

from arraydispatch._common._namespace import EXTENSION_ALL as _EXTENSION_ALL
from arraydispatch._common._namespace import forward as _forward

if TYPE_CHECKING:  # annotations only: not attributes of the namespace
    from typing import Any

# ---- names beyond the standard: jax.numpy.linalg's own (PEP 562) --------------------------------

__all__ = list(_EXTENSION_ALL["linalg"])


def __getattr__(name: str) -> Any:
    return _forward(_native, __name__, name)


def __dir__() -> list[str]:
    return list(__all__)


# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, TYPE_CHECKING
