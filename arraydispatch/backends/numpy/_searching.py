"""Searching functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from numpy import count_nonzero, nonzero, searchsorted, where

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
