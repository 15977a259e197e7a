"""Searching functions for NumPy arrays: NumPy's own.

On NumPy older than 2.3, whose ``count_nonzero`` over every axis gives a Python int, it is a
wrapper of ours that gives an array (a NumPy scalar of the default index dtype, as 2.3's).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import numpy as _np
from numpy import nonzero, searchsorted, where

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

if release(_np.__version__) >= (2, 3):
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
