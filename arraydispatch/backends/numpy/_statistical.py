"""Statistical functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own functions, declared for type checkers with the standard's signatures:
    # NumPy 2.5's stubs split them into overloads that each take only some of the standard's
    # arguments, and a protocol is matched by one overload alone (docs/typing.md)
    def cumulative_prod(
        x: np.ndarray,
        /,
        *,
        axis: int | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        include_initial: bool = False,
    ) -> np.ndarray: ...
    def cumulative_sum(
        x: np.ndarray,
        /,
        *,
        axis: int | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        include_initial: bool = False,
    ) -> np.ndarray: ...
    def max(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def min(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def mean(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def prod(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        keepdims: bool = False,
    ) -> np.ndarray: ...
    def sum(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        keepdims: bool = False,
    ) -> np.ndarray: ...
    def std(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0,
        keepdims: bool = False,
    ) -> np.ndarray: ...
    def var(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0,
        keepdims: bool = False,
    ) -> np.ndarray: ...
else:
    from numpy import cumulative_prod, cumulative_sum, max, mean, min, prod, std, sum, var

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]
