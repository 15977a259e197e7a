"""Inspection and constants for NumPy arrays.

Deviations from NumPy: ``__array_namespace_info__().devices()`` is a tuple (NumPy's own gives
a list; 2025.12 asks for a tuple). The constants are NumPy's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numpy import e, inf, nan, newaxis, pi

from arraydispatch._common._info import NamespaceInfo
from arraydispatch._common._versions import API_VERSION

if TYPE_CHECKING:
    from typing import Literal

    from arraydispatch._namespace_protocol import Info

__all__ = ["__array_api_version__", "__array_namespace_info__", "e", "inf", "nan", "newaxis", "pi"]

__array_api_version__: str = API_VERSION


# NumPy's own returns devices() as a list; 2025.12 asks for a tuple. Everything it reports is
# fixed for the process, and NamespaceInfo hands out copies, so one object serves every call.
_native = np.__array_namespace_info__()
_INFO = NamespaceInfo(
    dtypes=_native.dtypes(),
    default_dtypes=_native.default_dtypes(),
    devices=_native.devices(),
    capabilities=_native.capabilities(),
)
del _native


# Info[..., Literal["cpu"]] rather than NamespaceInfo: pyright widens "cpu" to str when it
# matches the class against Namespace's Info, and the namespace's device type is the literal.
def __array_namespace_info__() -> Info[np.dtype[Any] | type[Any], Literal["cpu"]]:
    return _INFO
