"""Inspection, constants and the one device of the dask namespace.

Deviation: dask has no ``__array_namespace_info__`` and no devices; ours reports NumPy's
dtypes and the one device ``"cpu"`` (dask schedules the chunks, and workers, itself; the
host holds them). The constants are NumPy's own. ``_array_device``/``_array_to_device`` are
the hooks ``arraydispatch.device()``/``to_device()`` read, dask arrays having no
``.device``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numpy import e, inf, nan, newaxis, pi

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._info import NamespaceInfo, unknown_device
from arraydispatch._common._versions import API_VERSION

if TYPE_CHECKING:
    import dask.array as da

__all__ = ["__array_api_version__", "__array_namespace_info__", "e", "inf", "nan", "newaxis", "pi"]

__array_api_version__: str = API_VERSION

#: The one device of this namespace: dask schedules the chunks, the host holds them.
CPU = "cpu"


def check_device(device: Any, /) -> None:
    """Raise the namespace's ValueError for a device other than None / ``"cpu"``."""
    try:
        if device is not None and device != CPU:
            raise unknown_device(device, (CPU,))
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


_DTYPE_NAMES = (
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128",
)  # fmt: skip

_INFO = NamespaceInfo(
    dtypes={name: np.dtype(name) for name in _DTYPE_NAMES},
    default_dtypes={
        "real floating": np.dtype(np.float64),
        "complex floating": np.dtype(np.complex128),
        "integral": np.dtype(np.int64),
        "indexing": np.dtype(np.int64),
    },
    devices=[CPU],
    capabilities={
        # both supported, with dask's unknown (nan) lengths until computed
        "boolean indexing": True,
        "data-dependent shapes": True,
        "max dimensions": 64,
    },
)


def __array_namespace_info__() -> NamespaceInfo:
    """The inspection object: dtypes, default dtypes, devices and capabilities."""
    return _INFO


# ---- hooks of arraydispatch.device() and to_device() --------------------------------------


def _array_device(x: da.Array, /) -> str:
    """Dask arrays have no ``.device``; their chunks live in host memory: ``"cpu"``."""
    return CPU


def _array_to_device(x: da.Array, device: Any, /, *, stream: Any = None) -> da.Array:
    """``x`` itself for ``"cpu"``; any other device is a ValueError."""
    check_device(device)
    return x
