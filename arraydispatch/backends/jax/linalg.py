"""The ``linalg`` extension for JAX arrays: jax.numpy.linalg's own functions."""

from __future__ import annotations

from jax.numpy.linalg import (
    cholesky, cross, det, diagonal, eig, eigh, eigvals, eigvalsh, inv, matmul, matrix_norm,
    matrix_power, matrix_rank, matrix_transpose, outer, pinv, qr, slogdet, solve, svd, svdvals,
    tensordot, trace, vecdot, vector_norm,
)  # fmt: skip
