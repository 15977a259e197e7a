"""The standard's constants (plain Python values, as the standard allows)."""

from __future__ import annotations

import math

__all__ = ["e", "inf", "nan", "newaxis", "pi"]

e: float = math.e
inf: float = math.inf
nan: float = math.nan
newaxis: None = None
pi: float = math.pi
