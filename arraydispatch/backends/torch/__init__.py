"""The Array API namespace for torch tensors (2025.12).

A spec name whose torch function already conforms *is* that function (``xp.exp is
torch.exp``): no wrapper, no overhead, autograd and torch.compile see torch itself.
Wrappers, each one plain Python frame, stand only where torch differs; every section
module's docstring lists its wrappers and why. The main differences:

- promotion: a 0-D tensor does not take part in torch's promotion within a kind, so the
  binary functions cast mixed dtypes to the standard's result first (fast path: one dtype
  identity test);
- reductions: ``axis=()`` means "all axes" in torch, "none" in the standard;
- keyword names (``shape``, ``axes``, ``k``, ``axis`` on roll/flip/fft shifts);
- ``unique_*``, ``sign``/``round`` on complex and NaN, ``clip`` bounds, ``arange`` on empty
  or overflowing ranges, ``finfo``/``iinfo`` whose ``dtype`` is a string in torch.

uint16, uint32 and uint64 exist as dtype objects (``xp.uint32 is torch.uint32``), but
torch 2.x has almost no kernels for them, so ``__array_namespace_info__().dtypes()`` does
not list them. Operators on torch.Tensor (``a + b``, ``a[::-1]``) stay torch's own: this
package never patches torch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch as _torch

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import check_tested_release
from arraydispatch.backends.torch import (
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
from arraydispatch.backends.torch._creation import *  # noqa: F403
from arraydispatch.backends.torch._data_types import *  # noqa: F403
from arraydispatch.backends.torch._elementwise import *  # noqa: F403
from arraydispatch.backends.torch._indexing import *  # noqa: F403
from arraydispatch.backends.torch._info import *  # noqa: F403

# the hooks of arraydispatch.device()/to_device(), read from this module's __dict__
from arraydispatch.backends.torch._info import _array_device, _array_to_device
from arraydispatch.backends.torch._linear_algebra import *  # noqa: F403
from arraydispatch.backends.torch._manipulation import *  # noqa: F403
from arraydispatch.backends.torch._searching import *  # noqa: F403
from arraydispatch.backends.torch._set import *  # noqa: F403
from arraydispatch.backends.torch._sorting import *  # noqa: F403
from arraydispatch.backends.torch._statistical import *  # noqa: F403
from arraydispatch.backends.torch._utility import *  # noqa: F403

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
check_tested_release("torch")

__getattr__, __dir__ = module_hooks(_torch, __name__, __all__)  # type: ignore[name-defined]

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del (
    annotations,
    TYPE_CHECKING,
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
