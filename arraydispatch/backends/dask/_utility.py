"""Utility functions for dask arrays: dask's own."""

from __future__ import annotations

from dask.array import all, any, diff

__all__ = ["all", "any", "diff"]
