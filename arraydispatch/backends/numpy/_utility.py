"""Utility functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from numpy import all, any

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own function, declared for type checkers with the standard's signature: its
    # overloads each take only some of the standard's arguments (docs/typing.md)
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
    from numpy import diff

__all__ = ["all", "any", "diff"]
