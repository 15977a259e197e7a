"""Searching functions for NumPy arrays: NumPy's own.

On NumPy older than 2.1, ``nonzero`` of 0-D input is ours (a ValueError, as the standard
asks; NumPy's only warns). On NumPy older than 2.3, whose ``count_nonzero`` over every axis
gives a Python int, it is a wrapper of ours that gives an array (a NumPy scalar of the default
index dtype, as 2.3's). On NumPy 1.x, ``where`` promotes its operands as NumPy 2 does.
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import numpy as _np
from numpy import searchsorted

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own functions, declared for type checkers with the standard's signatures:
    # NumPy 2.5's stubs split them into overloads that each take only some of the standard's
    # arguments, and a protocol is matched by one overload alone (docs/typing.md)
    def argmax(
        x: np.ndarray, /, *, axis: int | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def argmin(
        x: np.ndarray, /, *, axis: int | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
else:
    from numpy import argmax, argmin

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]

if TYPE_CHECKING or release(_np.__version__) >= (2, 3):
    from numpy import count_nonzero
else:

    def count_nonzero(
        x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: py_bool = False
    ) -> Any:
        try:
            out = _np.count_nonzero(x, axis=axis, keepdims=keepdims)
            return _np.intp(out) if type(out) is int else out
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


if TYPE_CHECKING or release(_np.__version__) >= (2,):
    from numpy import where
else:
    # NumPy 1.x promotes 0-D and scalar operands by value: NumPy 2's promotion first
    from arraydispatch._common._numpy_kernels import weak_promote

    def where(condition: Any, x1: Any, x2: Any, /) -> Any:
        try:
            return _np.where(condition, *weak_promote(x1, x2))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


if TYPE_CHECKING or release(_np.__version__) >= (2, 1):
    from numpy import nonzero
else:
    # NumPy < 2.1's nonzero of a 0-D array only warns (deprecated); the standard's raises

    def nonzero(x: Any, /, **kwargs: Any) -> tuple[Any, ...]:  # **kwargs: as compat's
        try:
            if type(x) is not _np.ndarray:
                # as NumPy 2.1's: np.nonzero of a torch tensor before it is tensor.nonzero()
                x = _np.asanyarray(x)
            if _np.ndim(x) == 0:
                raise ValueError(
                    "nonzero(): x is 0-D; the standard's nonzero needs at least one dimension "
                    "(use xp.reshape(x, (1,)) first)."
                )
            return _np.nonzero(x, **kwargs)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
