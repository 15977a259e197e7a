"""Creation functions for NumPy arrays: NumPy's own, but for ``from_dlpack``.

Deviation: ``from_dlpack`` of an object without ``__dlpack__`` is a TypeError naming the fix
(NumPy's is an AttributeError).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING

import numpy as np
from numpy import (
    arange,
    asarray,
    empty,
    empty_like,
    eye,
    full,
    full_like,
    linspace,
    meshgrid,
    ones,
    ones_like,
    tril,
    triu,
    zeros,
    zeros_like,
)

from arraydispatch._common._dlpack import not_a_producer

if TYPE_CHECKING:
    from typing import Literal

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip


def from_dlpack(
    x: object, /, *, device: Literal["cpu"] | None = None, copy: py_bool | None = None
) -> np.ndarray:
    # NumPy's own raises AttributeError for an object without __dlpack__ (a dask array, say)
    if not hasattr(x, "__dlpack__"):
        raise not_a_producer(x)
    out: np.ndarray = np.from_dlpack(x, device=device, copy=copy)
    return out
