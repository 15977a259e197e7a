"""The Array API namespace for JAX arrays (2025.12).

``jax.numpy`` implements the standard itself since JAX 0.4.32, so nearly every name here IS
``jax.numpy``'s function (``xp.sin is jax.numpy.sin``). JAX's global configuration is never
touched: float64/int64/complex128 exist only when the user enabled x64, and
``__array_namespace_info__().dtypes()`` reports exactly the dtypes this process has.

Each section of the standard lives in its own module (``_creation``, ``_data_types``,
``_elementwise``, ..., ``_info``, ``fft``, ``linalg``), whose docstring lists where it wraps
``jax.numpy`` and why, one frame each:

- ``_creation``: ``from_dlpack`` (copies where JAX shares or refuses), ``meshgrid`` (a tuple).
- ``_data_types``: ``can_cast`` (an array), ``finfo``/``iinfo`` (Python numbers).
- ``_elementwise``: the standard's special cases of complex ``acos``, ``acosh``, ``asin``,
  ``asinh``, ``atanh``, ``cosh``, ``exp``, ``expm1``, ``log``, ``log1p``, ``sinh``, ``sqrt``,
  ``tanh`` and of ``sign``, real ``floor_divide`` and ``remainder``.
- ``_info``: ``__array_namespace_info__`` (``devices()`` is a tuple).
- ``_manipulation``: ``broadcast_arrays`` (a tuple), ``expand_dims`` (IndexError for a bad
  axis), ``permute_dims`` (negative axes).
- ``_searching``: ``searchsorted`` (the default indexing dtype).
- ``_statistical``: ``cumulative_prod`` (small integers accumulate in the default integer).
- ``_utility``: ``all``/``any`` (both parts of a complex number).

The operators of ``jax.Array`` (``x // y``, ``x %= y``, ``x[i] = v``) stay JAX's: see
tests/xfails/jax.txt.

Everything works on tracers inside ``jax.jit``/``grad``/``vmap``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import jax.numpy as _jnp

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import check_tested_release
from arraydispatch.backends.jax import (
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
from arraydispatch.backends.jax._creation import *  # noqa: F403
from arraydispatch.backends.jax._data_types import *  # noqa: F403
from arraydispatch.backends.jax._elementwise import *  # noqa: F403
from arraydispatch.backends.jax._indexing import *  # noqa: F403
from arraydispatch.backends.jax._info import *  # noqa: F403

# the hooks of arraydispatch.device()/to_device(), read from this module's __dict__
from arraydispatch.backends.jax._info import _array_device, _array_to_device
from arraydispatch.backends.jax._linear_algebra import *  # noqa: F403
from arraydispatch.backends.jax._manipulation import *  # noqa: F403
from arraydispatch.backends.jax._searching import *  # noqa: F403
from arraydispatch.backends.jax._set import *  # noqa: F403
from arraydispatch.backends.jax._sorting import *  # noqa: F403
from arraydispatch.backends.jax._statistical import *  # noqa: F403
from arraydispatch.backends.jax._utility import *  # noqa: F403

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
check_tested_release("jax")

__getattr__, __dir__ = module_hooks(_jnp, __name__, __all__)  # type: ignore[name-defined]

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
