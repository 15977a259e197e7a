"""Indexing functions for NumPy arrays: NumPy's own.

On NumPy older than 2.3, whose ``take_along_axis`` has no default axis, it is a wrapper of
ours with the standard's ``axis=-1``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy import take

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release

__all__ = ["take", "take_along_axis"]

if release(np.__version__) >= (2, 3):
    from numpy import take_along_axis
else:

    def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
        try:
            return np.take_along_axis(x, indices, axis)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
