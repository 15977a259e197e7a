"""Utility functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own functions, declared for type checkers with the standard's signatures: their
    # overloads each take only some of the standard's arguments (all/any since NumPy 2.5's
    # stubs), and a protocol is matched by one overload alone (docs/typing.md)
    def all(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def any(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def diff(
        x: np.ndarray,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: np.ndarray | None = None,
        append: np.ndarray | None = None,
    ) -> np.ndarray: ...
else:
    from numpy import all, any, diff

__all__ = ["all", "any", "diff"]
