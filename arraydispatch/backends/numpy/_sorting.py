"""Sorting functions for NumPy arrays.

Deviation: ``sort``/``argsort`` take the standard's ``descending=`` and ``stable=`` keywords
(NumPy's take ``kind=``); they are the kernels the dask namespace runs on its blocks
(``arraydispatch/_common/_numpy_kernels.py``).
"""

from __future__ import annotations

from arraydispatch._common._numpy_kernels import argsort, sort

__all__ = ["argsort", "sort"]
