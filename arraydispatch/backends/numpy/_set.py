"""Set functions for NumPy arrays.

Deviation: the ``unique_*`` functions return values in ascending order, each NaN distinct
and last, as ``numpy.unique`` does (NumPy >= 2.3's own ``unique_values`` returns hash order,
numpy/numpy#26018). They are the kernels the dask namespace runs too
(``arraydispatch/_common/_numpy_kernels.py``, which says why in full). ``isin`` is NumPy's.
"""

from __future__ import annotations

from numpy import isin

from arraydispatch._common._numpy_kernels import (
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]
