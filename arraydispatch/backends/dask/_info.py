"""Inspection, constants and the one device of the dask namespace.

Deviation: dask has no ``__array_namespace_info__`` and no devices; ours reports NumPy's
dtypes and the one device ``"cpu"`` (dask schedules the chunks, and workers, itself; the
host holds them). The constants are NumPy's own. ``_array_device``/``_array_to_device`` are
the hooks ``arraydispatch.device()``/``to_device()`` read, dask arrays having no
``.device``; ``_array_compute`` is the one ``arraydispatch.testing.to_numpy()`` reads.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import dask
import dask.threaded
import numpy as np
from dask.base import get_scheduler
from dask.system import CPU_COUNT
from numpy import e, inf, nan, newaxis, pi

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._info import NamespaceInfo, unknown_device
from arraydispatch._common._versions import API_VERSION, release

if TYPE_CHECKING:
    from collections.abc import Callable

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


# ---- hook of arraydispatch.testing.to_numpy() ---------------------------------------------

# Whether dask's threaded scheduler (the default one) computes each task under the caller's
# NumPy error state (``with np.errstate(...): x.compute()``). It does from the release whose
# pool copies the caller's contextvars into its worker threads (dask/dask#12224, dask 2026.1),
# on NumPy >= 2.0, whose errstate is a contextvar; NumPy 1.x keeps it per thread, and an
# older dask's worker threads start from NumPy's default (warn), so a RuntimeWarning that the
# caller silenced is raised there (an error where warnings are errors).
_POOL_CARRIES_ERRSTATE = hasattr(dask.threaded, "ContextAwareThreadPoolExecutor") and release(
    np.__version__
) >= (2, 0)


def _under_errstate(state: Any, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
    with np.errstate(**state):
        return fn(*args, **kwargs)


class _ErrstatePool(ThreadPoolExecutor):
    """A thread pool for dask's threaded scheduler that runs each task under the NumPy error
    state of the thread that submits it (the one that called ``compute()``)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        return super().submit(_under_errstate, np.geterr(), fn, *args, **kwargs)


def _array_compute(x: Any, /) -> Any:
    """``x.compute()``, under the caller's ``np.errstate`` on every dask and NumPy release.

    The scheduler is the one dask would use (a distributed client's, the synchronous one,
    ...); only the threaded scheduler with dask's own pool, whose worker threads the caller's
    error state does not reach on older releases, computes with a pool that carries it.
    """
    if _POOL_CARRIES_ERRSTATE or dask.config.get("pool", None) is not None:
        return x.compute()
    if get_scheduler(collections=[x]) is not dask.threaded.get:  # type: ignore[no-untyped-call]
        return x.compute()
    workers = dask.config.get("num_workers", None) or CPU_COUNT
    with _ErrstatePool(workers) as pool:
        return x.compute(pool=pool)
