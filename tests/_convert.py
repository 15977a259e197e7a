"""Test helper: any backend's array as a NumPy array (for comparing with NumPy)."""

from __future__ import annotations

from typing import Any

import numpy as np


def to_numpy(x: Any) -> np.ndarray:
    """``x`` as a NumPy array, whichever framework made it."""
    module = type(x).__module__
    if module.startswith("dask"):
        x = x.compute()
    elif module.startswith("torch"):
        x = x.detach().cpu().numpy()
    elif module.startswith("tensorflow"):
        x = x.numpy()
    return np.asarray(x)
