"""Indexing functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from numpy import take, take_along_axis

__all__ = ["take", "take_along_axis"]
