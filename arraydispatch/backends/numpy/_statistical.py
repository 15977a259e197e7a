"""Statistical functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from numpy import cumulative_prod, cumulative_sum, max, mean, min, prod, std, sum, var

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]
