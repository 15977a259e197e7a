"""The Array API namespace for paddle.Tensor (2025.12).

A spec name whose Paddle function already conforms *is* that function (``xp.exp is
paddle.exp``). Wrappers, each one plain Python frame, stand only where Paddle differs; every
section module's docstring lists its wrappers and why. The main differences:

- promotion: Paddle refuses mixed integer/float operands, promotes some pairs its own way,
  and its functions take no Python scalars, so the binary functions cast to the standard's
  result dtype and turn scalars into 0-D tensors first;
- reductions: ``sum``/``prod`` of integers give int64 whatever the input, ``keepdims`` with
  ``axis=None``, ``axis=()`` and the ``correction`` of ``std``/``var``;
- keyword names (``shape``, ``axes``, ``k``), functions Paddle lacks (``unique_*``,
  ``nextafter``, ``searchsorted`` sides, ...) and dtypes some kernels lack;
- at most 9 dimensions: Paddle's tensors cannot have more.

Paddle computes with bool, int32, int64, float32, float64, complex64 and complex128 on the
CPU; its int8, int16 and uint8 tensors lack most kernels (multiply, maximum, flip, where,
abs, ...), its uint32 and uint64 have no arithmetic at all and its ``paddle.uint16`` is
bfloat16. ``__array_namespace_info__().dtypes()`` lists the seven it computes with
(docs/paddle.md). Operators on paddle.Tensor stay Paddle's own: this package never patches
Paddle.
"""

from __future__ import annotations

import warnings as _warnings
from typing import TYPE_CHECKING

# Paddle warns at import when ccache is missing (a compiler cache for its C++ extensions);
# that says nothing to a user of arrays, and turns into an error where warnings are errors.
with _warnings.catch_warnings():
    _warnings.filterwarnings("ignore", message="No ccache found", category=UserWarning)
    import paddle as _paddle

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import check_tested_release
from arraydispatch.backends.paddle import (
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
from arraydispatch.backends.paddle._creation import *  # noqa: F403
from arraydispatch.backends.paddle._data_types import *  # noqa: F403
from arraydispatch.backends.paddle._elementwise import *  # noqa: F403
from arraydispatch.backends.paddle._indexing import *  # noqa: F403
from arraydispatch.backends.paddle._info import *  # noqa: F403

# the hooks of arraydispatch.device()/to_device(), read from this module's __dict__
from arraydispatch.backends.paddle._info import _array_device, _array_to_device
from arraydispatch.backends.paddle._linear_algebra import *  # noqa: F403
from arraydispatch.backends.paddle._manipulation import *  # noqa: F403
from arraydispatch.backends.paddle._searching import *  # noqa: F403
from arraydispatch.backends.paddle._set import *  # noqa: F403
from arraydispatch.backends.paddle._sorting import *  # noqa: F403
from arraydispatch.backends.paddle._statistical import *  # noqa: F403
from arraydispatch.backends.paddle._utility import *  # noqa: F403

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
check_tested_release("paddle")

__getattr__, __dir__ = module_hooks(_paddle, __name__, __all__)  # type: ignore[name-defined]

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del (
    annotations,
    _warnings,
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
