"""The ``linalg`` extension for JAX arrays: jax.numpy.linalg's own functions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import jax.numpy.linalg as _native
from jax.numpy.linalg import (
    cholesky,
    cross,
    det,
    diagonal,
    eig,
    eigh,
    eigvals,
    eigvalsh,
    inv,
    matmul,
    matrix_power,
    matrix_rank,
    matrix_transpose,
    outer,
    pinv,
    qr,
    slogdet,
    solve,
    svdvals,
    tensordot,
    trace,
    vecdot,
)

from arraydispatch._common._namespace import module_hooks

if TYPE_CHECKING:
    # jax.numpy.linalg's own functions, declared for type checkers with the standard's
    # signatures: JAX's stubs type ord as int | str (the standard's ord=inf is a float, which
    # JAX takes), and split svd into overloads on compute_uv of which none takes the
    # standard's call alone (a protocol is matched by one overload).
    from typing import Literal

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


# ---- names beyond the standard: jax.numpy.linalg's own (PEP 562) --------------------------------

# literal, so that type checkers see the module's public names (tests check it against _spec)
__all__ = [
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm"
]  # fmt: skip

__getattr__, __dir__ = module_hooks(_native, __name__, __all__)

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del annotations, module_hooks, TYPE_CHECKING
