"""Linear algebra functions: ``matmul``, ``matrix_transpose``, ``tensordot`` and ``vecdot``
are ``jax.numpy``'s own (the ``linalg`` extension is in ``linalg.py``)."""

from __future__ import annotations

from jax.numpy import matmul, matrix_transpose, tensordot, vecdot

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]
