"""The ``linalg`` extension for JAX arrays: jax.numpy.linalg's own functions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from jax.numpy.linalg import (
    cholesky, cross, det, diagonal, eig, eigh, eigvals, eigvalsh, inv, matmul,
    matrix_power, matrix_rank, matrix_transpose, outer, pinv, qr, slogdet, solve, svdvals,
    tensordot, trace, vecdot,
)  # fmt: skip

if TYPE_CHECKING:
    # jax.numpy.linalg's own functions, declared for type checkers with the standard's
    # signatures: JAX's stubs type ord as int | str (the standard's ord=inf is a float, which
    # JAX takes), and split svd into overloads on compute_uv of which none takes the
    # standard's call alone (a protocol is matched by one overload).
    import jax

    from arraydispatch._namespace_protocol import SvdResult

    def matrix_norm(
        x: jax.Array,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "nuc"] | None = "fro",
    ) -> jax.Array: ...
    def svd(x: jax.Array, /, *, full_matrices: bool = True) -> SvdResult[jax.Array]: ...
    def vector_norm(
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> jax.Array: ...
else:
    from jax.numpy.linalg import matrix_norm, svd, vector_norm
