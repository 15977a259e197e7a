"""Manipulation functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from numpy import (
    broadcast_arrays,
    broadcast_to,
    concat,
    expand_dims,
    flip,
    moveaxis,
    permute_dims,
    reshape,
    roll,
    squeeze,
    stack,
    tile,
    unstack,
)

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own functions, declared for type checkers with the standard's signatures, which
    # NumPy's stubs do not express: repeat's overloads each take only some of the standard's
    # arguments (axis=None or axis=int, never both), and a protocol is matched by one
    # overload alone; broadcast_shapes takes the standard's None for an unknown dimension (a
    # TypeError here: NumPy shapes have none). See docs/typing.md.
    def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]: ...
    def repeat(
        x: np.ndarray, repeats: int | np.ndarray, /, *, axis: int | None = None
    ) -> np.ndarray: ...
else:
    from numpy import broadcast_shapes, repeat

__all__ = [
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile",
    "unstack",
]  # fmt: skip
