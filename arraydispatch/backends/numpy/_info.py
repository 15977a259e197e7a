"""Inspection and constants for NumPy arrays.

Deviations from NumPy: ``__array_namespace_info__().devices()`` is a tuple (NumPy's own gives
a list; 2025.12 asks for a tuple). The constants are NumPy's own.

On NumPy older than 2.1, whose scalars (and, before 2.0, arrays) have no ``.device`` or
``.to_device()``, ``_array_device``/``_array_to_device`` stand in for them in
``arraydispatch.device(x)``/``to_device(x, ...)``: everything is on ``"cpu"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numpy import e, inf, nan, newaxis, pi

from arraydispatch._common._info import NamespaceInfo, unknown_device
from arraydispatch._common._promotion import ALL
from arraydispatch._common._versions import API_VERSION, release

if TYPE_CHECKING:
    from typing import Literal

    from arraydispatch._namespace_protocol import Info

__all__ = ["__array_api_version__", "__array_namespace_info__", "e", "inf", "nan", "newaxis", "pi"]

__array_api_version__: str = API_VERSION


# Written out rather than read from np.__array_namespace_info__(), which NumPy < 2.1 lacks
# (and whose devices() is a list; 2025.12 asks for a tuple). Everything here is fixed for the
# process, and NamespaceInfo hands out copies, so one object serves every call.
_INFO = NamespaceInfo(
    dtypes={name: np.dtype(name) for name in ALL},
    default_dtypes={
        "real floating": np.dtype(np.float64),
        "complex floating": np.dtype(np.complex128),
        # NumPy's default integer (np.int_: intp from 2.0, C long before, int32 on Windows)
        "integral": np.dtype(np.int_),
        "indexing": np.dtype(np.intp),
    },
    devices=("cpu",),
    capabilities={
        "boolean indexing": True,
        "data-dependent shapes": True,
        "max dimensions": 64 if release(np.__version__) >= (2,) else 32,  # NPY_MAXDIMS
    },
)


# Info[..., Literal["cpu"]] rather than NamespaceInfo: pyright widens "cpu" to str when it
# matches the class against Namespace's Info, and the namespace's device type is the literal.
def __array_namespace_info__() -> Info[np.dtype[Any] | type[Any], Literal["cpu"]]:
    return _INFO


if release(np.__version__) < (2, 1):
    # ---- hooks of arraydispatch.device() and to_device() (NumPy < 2.1) --------------------

    def _array_device(x: Any, /) -> Literal["cpu"]:
        """NumPy < 2.1's scalars (and < 2.0's arrays) have no ``.device``: ``"cpu"``."""
        return "cpu"

    def _array_to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
        """``x`` itself for ``"cpu"``; any other device (or a stream) is a ValueError."""
        if device != "cpu":
            raise unknown_device(device, ("cpu",))
        if stream is not None:
            raise ValueError("to_device(): NumPy arrays take no stream; pass stream=None.")
        return x
