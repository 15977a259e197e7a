"""Searching functions for NumPy arrays: NumPy's own."""

from __future__ import annotations

from numpy import argmax, argmin, count_nonzero, nonzero, searchsorted, where

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]
