"""The Array API namespace for mlx.core.array (2025.12).

A spec name whose MLX function already conforms *is* that function (``xp.exp is
mlx.core.exp``). Wrappers, each one plain Python frame, stand only where MLX differs; every
section module's docstring lists its wrappers and why. The main differences:

- dtypes: MLX's dtype objects are equal but not always identical (``x.dtype is
  mlx.core.int32`` is False for an array made from a list), so every dtype test is ``==``;
  ``__array_namespace_info__().dtypes()`` lists bool, the eight integer dtypes, float32 and
  complex64. MLX's float64 works on the CPU only and partly (float32-precision ``sin`` and
  ``exp``, complex64 FFTs) and it has no complex128: ``xp.float64`` and ``xp.complex128``
  are placeholders that every function refuses (docs/mlx.md);
- data-dependent shapes (``unique_*``, ``nonzero``, boolean masks) MLX's graph cannot
  express: those are computed on the host, through NumPy, and converted back;
- linear algebra runs on the CPU stream (MLX has no GPU kernels for it), and what MLX lacks
  (complex and zero-size input, ``eig`` of non-finite input) on the host;
- MLX raises ValueError and RuntimeError for many bad inputs: wrappers refuse them as a
  TypeError or ValueError that names the function and the argument.

Releases: from MLX 0.25 to the newest. What older releases lack or get wrong is decided once,
at import, in the section module concerned (a ``hasattr`` or a probe on a few elements, or
the release where a crash is fixed): MLX before 0.32 lacks ``positive``, ``trunc``,
``flip``, ``searchsorted`` and a dozen more, which are built from MLX operations there;
before 0.32.4 some of its kernels are wrong (integer ``floor_divide``, NaN in ``sort``,
``all``/``any`` of complex, ``cos`` of large float32, ...) or crash on empty arrays, and
the namespace corrects or avoids them there. On the newest release every such name is
MLX's own function, as before.

Operators on mlx.core.array stay MLX's own: this package never patches MLX.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import mlx.core as _mlx

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import check_tested_release
from arraydispatch.backends.mlx import (
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
from arraydispatch.backends.mlx._creation import *  # noqa: F403
from arraydispatch.backends.mlx._data_types import *  # noqa: F403
from arraydispatch.backends.mlx._elementwise import *  # noqa: F403
from arraydispatch.backends.mlx._indexing import *  # noqa: F403
from arraydispatch.backends.mlx._info import *  # noqa: F403

# the hooks of arraydispatch.device()/to_device(), read from this module's __dict__
from arraydispatch.backends.mlx._info import _array_device, _array_to_device
from arraydispatch.backends.mlx._linear_algebra import *  # noqa: F403
from arraydispatch.backends.mlx._manipulation import *  # noqa: F403
from arraydispatch.backends.mlx._searching import *  # noqa: F403
from arraydispatch.backends.mlx._set import *  # noqa: F403
from arraydispatch.backends.mlx._sorting import *  # noqa: F403
from arraydispatch.backends.mlx._statistical import *  # noqa: F403
from arraydispatch.backends.mlx._utility import *  # noqa: F403

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
check_tested_release("mlx")

__getattr__, __dir__ = module_hooks(_mlx, __name__, __all__)  # type: ignore[name-defined]

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
