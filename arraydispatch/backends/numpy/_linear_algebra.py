"""Linear algebra functions for NumPy arrays: NumPy's own.

On NumPy 1.x, which lacks ``matrix_transpose`` and ``vecdot`` and promotes 0-D operands by
value, those two are wrappers of ours, and ``matmul``/``tensordot`` promote as NumPy 2 does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as _np

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release

if TYPE_CHECKING:
    import numpy as np
    from numpy import matmul, matrix_transpose, tensordot

    # NumPy's own function, declared for type checkers with the standard's signature: its
    # gufunc stub has no axis= (docs/typing.md)
    def vecdot(x1: np.ndarray, x2: np.ndarray, /, *, axis: int = -1) -> np.ndarray: ...
elif release(_np.__version__) >= (2,):
    from numpy import matmul, matrix_transpose, tensordot, vecdot
else:
    from arraydispatch._common._numpy_kernels import weak_binary, weak_promote

    matmul = weak_binary("matmul", _np.matmul, __name__)

    def matrix_transpose(x: Any, /) -> Any:
        try:
            if type(x) is not _np.ndarray:
                x = _np.asanyarray(x)
            if x.ndim < 2:
                raise ValueError(
                    f"matrix_transpose(): x must have at least 2 dimensions, not {x.ndim}."
                )
            return _np.swapaxes(x, -1, -2)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def tensordot(x1: Any, x2: Any, /, *, axes: Any = 2) -> Any:
        try:
            return _np.tensordot(*weak_promote(x1, x2), axes=axes)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
        try:
            x1, x2 = weak_promote(x1, x2)
            if x1.shape[axis] != x2.shape[axis]:
                raise ValueError(
                    f"vecdot(): x1 and x2 must have the same size along axis {axis}, not "
                    f"{x1.shape[axis]} and {x2.shape[axis]}."
                )
            x1, x2 = _np.moveaxis(x1, axis, -1), _np.moveaxis(x2, axis, -1)
            return _np.matmul(_np.conj(x1)[..., None, :], x2[..., None])[..., 0, 0]
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]
