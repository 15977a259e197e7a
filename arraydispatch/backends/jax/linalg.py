"""The ``linalg`` extension for JAX arrays: jax.numpy.linalg's own functions."""

from __future__ import annotations

from typing import TYPE_CHECKING
from typing import Any as _Any

import jax as _jax
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

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._results import EigResult as _EigResult
from arraydispatch._common._versions import release as _release

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

if not TYPE_CHECKING and _release(_jax.__version__) < (0, 8):
    # jax.numpy.linalg.eig returns a plain tuple before JAX 0.8 (the standard's is a named
    # tuple: eigenvalues, eigenvectors)
    _native_eig = eig

    def eig(x: _Any, /) -> _Any:
        try:
            return _EigResult(*_native_eig(x))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


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
