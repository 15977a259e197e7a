# mypy: disable-error-code="no-any-return, no-untyped-call"
# (dask.array is partly untyped: its functions return Any)
"""The Array API namespace for dask arrays (2025.12), lazy throughout.

Where dask's function already has the standard's semantics the name IS that function
(``xp.sin is dask.array.sin``); wrappers, each one frame deep, stand only where dask
differs. No function here calls ``.compute()``/``.persist()``: each builds a task graph,
which runs when the user computes the result (locally or on a dask.distributed cluster).

Deviations and how they are handled:

- Functions dask supports for some chunkings only work on any chunking by rechunking,
  said in each docstring: sorting (the sorted axis becomes one chunk), ``fft`` (the
  transformed axes), ``linalg`` decompositions/solvers (the two matrix axes; batch axes
  keep their chunks); ``linalg.qr``/``svd`` keep dask's distributed TSQR for
  tall-and-skinny matrices chunked along rows.
- Data-dependent output shapes (``nonzero``, ``unique_*``, ``repeat`` with an array of
  repeats, boolean-mask indexing) follow dask's convention: the lengths are ``nan``
  until computed; ``x.compute_chunk_sizes()`` learns them (and computes).
- ``unique_*`` run as one task over the whole array (NaNs stay distinct, as the standard
  asks; ``dask.array.unique`` merges them).
- Missing from dask and added: ``astype``, ``can_cast``, ``finfo``, ``iinfo``,
  ``isdtype``, ``result_type`` (NumPy's), the ``a*`` trigonometric names, ``pow``,
  ``bitwise_*`` shift/invert names (aliases of dask's ``arccos``, ``power``, ...),
  ``concat``/``permute_dims`` (aliases of ``concatenate``/``transpose``), ``unstack``,
  ``matrix_transpose``, ``vecdot``, ``take_along_axis``, ``cumulative_sum``/``_prod``,
  ``sort``/``argsort``, ``from_dlpack`` and most of ``linalg``.
- Wrapped because dask differs: ``arange``/``eye``/``linspace`` (keyword layout, ``eye``'s
  dropped blocks, complex ``linspace`` ending exactly on ``stop``),
  ``asarray``/``from_dlpack`` (``copy``; host memory is wrapped, not copied and hashed as
  ``dask.array.from_array`` does), ``full`` (dtype of the fill value), ``std``/``var``
  (``correction``), ``count_nonzero`` (``keepdims``), ``clip`` (keeps ``x``'s dtype),
  ``take`` (negative indices), ``tril``/``triu`` (stacks of matrices), ``repeat`` (array
  ``repeats``), ``meshgrid``/``broadcast_arrays`` (tuples), ``matmul`` (shape errors at call
  time, not compute time), ``tensordot`` (promoted dtype; dask sums small integers in
  int64), ``expand_dims`` (repeated axes), ``zeros``/``ones``/``empty``/``full`` (empty
  shapes that make dask's ``"auto"`` chunking divide by zero), ``searchsorted`` (0-D
  ``x2``), ``floor_divide``, complex ``expm1`` and integer ``reciprocal`` (NumPy's kernels
  miss the standard's special cases).
- The numpy namespace's corrected kernels (``arraydispatch/_common/_numpy_kernels.py``) run
  per block, so both namespaces agree by construction: ``floor_divide``, ``expm1``,
  ``reciprocal``, ``sort``/``argsort``, ``unique_*``, ``linalg.eig``/``eigvals``, and
  ``finfo``/``iinfo`` on dtypes.
- Devices: one, ``"cpu"``; dask schedules the chunks (and workers) itself.

Each section module beside this one (``_creation``, ``_elementwise``, ..., ``linalg``)
binds its section's names and lists its own deviations; this module only assembles them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import dask.array

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import check_tested_release
from arraydispatch.backends.dask import (
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
from arraydispatch.backends.dask._creation import *  # noqa: F403
from arraydispatch.backends.dask._data_types import *  # noqa: F403
from arraydispatch.backends.dask._elementwise import *  # noqa: F403
from arraydispatch.backends.dask._indexing import *  # noqa: F403
from arraydispatch.backends.dask._info import *  # noqa: F403

# the hooks of arraydispatch.device()/to_device() and arraydispatch.testing.to_numpy(), read
# from this module's __dict__
from arraydispatch.backends.dask._info import _array_compute, _array_device, _array_to_device
from arraydispatch.backends.dask._linear_algebra import *  # noqa: F403
from arraydispatch.backends.dask._manipulation import *  # noqa: F403
from arraydispatch.backends.dask._searching import *  # noqa: F403
from arraydispatch.backends.dask._set import *  # noqa: F403
from arraydispatch.backends.dask._sorting import *  # noqa: F403
from arraydispatch.backends.dask._statistical import *  # noqa: F403
from arraydispatch.backends.dask._utility import *  # noqa: F403

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
check_tested_release("dask")

__getattr__, __dir__ = module_hooks(dask.array, __name__, __all__)  # type: ignore[name-defined]

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del (
    annotations,
    TYPE_CHECKING,
    dask,
    module_hooks,
    check_tested_release,
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
