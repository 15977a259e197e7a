"""The Array API namespace for NumPy arrays (2025.12).

NumPy 2 implements most of the standard itself: those names are NumPy's own functions
(``xp.sin is numpy.sin``), bound in the section modules beside this one. Wrappers, each a
single frame, stand only where NumPy differs; each section module's docstring lists its
deviations:

- ``_data_types``: ``astype`` (one frame, not NumPy's dispatched two; refuses dtype=None),
  ``finfo``/``iinfo`` (take arrays, give Python numbers).
- ``_creation``: ``from_dlpack`` (a TypeError naming the fix for a non-producer).
- ``_elementwise``: ``floor_divide`` and complex ``expm1`` (the standard's infinities),
  ``reciprocal`` (integers give float64), ``clip`` (the standard's ``min``/``max``).
- ``_set``: ``unique_*`` in ascending order, NaNs last.
- ``_sorting``: ``sort``/``argsort`` with ``descending=`` and ``stable=``.
- ``fft``: ``fftfreq``/``rfftfreq`` with ``dtype=``; ``linalg``: ``eig``/``eigvals`` always
  complex.

The kernels behind ``floor_divide``, ``expm1``, ``reciprocal``, ``unique_*``, ``sort``,
``argsort``, ``eig``, ``eigvals``, ``finfo`` and ``iinfo`` are shared with the dask namespace,
which runs them on its blocks (``arraydispatch/_common/_numpy_kernels.py``). Names beyond the
standard are NumPy's own, looked up lazily (``xp.float16``, ``xp.nansum``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import check_tested_release, release
from arraydispatch.backends.numpy import (
    _creation,
    _data_types,
    _elementwise,
    _indexing,
    _info,
    _linear_algebra,
    _manipulation,
    _searching,
    _set,
    _sorting,
    _statistical,
    _utility,
    fft,
    linalg,
)
from arraydispatch.backends.numpy._creation import *  # noqa: F403
from arraydispatch.backends.numpy._data_types import *  # noqa: F403
from arraydispatch.backends.numpy._elementwise import *  # noqa: F403
from arraydispatch.backends.numpy._indexing import *  # noqa: F403
from arraydispatch.backends.numpy._info import *  # noqa: F403

if release(numpy.__version__) < (2, 1):
    # the hooks of arraydispatch.device()/to_device(), read from this module's __dict__:
    # NumPy < 2.1's scalars (and < 2.0's arrays) have no .device/.to_device
    from arraydispatch.backends.numpy._info import _array_device, _array_to_device
from arraydispatch.backends.numpy._linear_algebra import *  # noqa: F403
from arraydispatch.backends.numpy._manipulation import *  # noqa: F403
from arraydispatch.backends.numpy._searching import *  # noqa: F403
from arraydispatch.backends.numpy._set import *  # noqa: F403
from arraydispatch.backends.numpy._sorting import *  # noqa: F403
from arraydispatch.backends.numpy._statistical import *  # noqa: F403
from arraydispatch.backends.numpy._utility import *  # noqa: F403

# The standard's names, each said once: in its section module's literal __all__
# (tests/test_backend_template.py checks each against _common/_spec.py). Assembled at run
# time only: mypy reads exports from a literal __all__ alone (python/mypy#12582) and would
# take this one for "fft and linalg"; without one, mypy and pyright both re-export every
# star-imported name, the same set (tests/typing/check_backends.py checks they see them).
if not TYPE_CHECKING:
    __all__: list[str] = ["fft", "linalg"]
    __all__ += _creation.__all__
    __all__ += _data_types.__all__
    __all__ += _elementwise.__all__
    __all__ += _indexing.__all__
    __all__ += _linear_algebra.__all__
    __all__ += _manipulation.__all__
    __all__ += _searching.__all__
    __all__ += _set.__all__
    __all__ += _sorting.__all__
    __all__ += _statistical.__all__
    __all__ += _utility.__all__
    __all__ += _info.__all__

# once per process: a release older than the registry row's `oldest` is untested
check_tested_release("numpy")

__getattr__, __dir__ = module_hooks(numpy, __name__, __all__)  # type: ignore[name-defined]

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del (
    annotations,
    TYPE_CHECKING,
    module_hooks,
    check_tested_release,
    release,
    numpy,
    _creation,
    _data_types,
    _elementwise,
    _indexing,
    _linear_algebra,
    _manipulation,
    _searching,
    _set,
    _sorting,
    _statistical,
    _utility,
    _info,
)
