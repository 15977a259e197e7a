"""The Array API namespace for TensorFlow tensors (2025.12).

Each section of the standard lives in its own module (``_creation``, ``_elementwise``, ...,
the same set as every other backend's); this module assembles them. Operators on tf.Tensor
stay TensorFlow's own (no global patching, never ``experimental_enable_numpy_behavior``);
the namespace functions carry the standard's semantics, promotion included
(``_data_types.promote``). Works on EagerTensor, tf.Variable and the symbolic tensors of
``tf.function``.

Names beyond the standard are forwarded to ``tensorflow`` alone (``xp.math`` is tf.math,
``xp.float16`` is tf.float16), not also to tf.experimental.numpy: a name has one meaning,
TensorFlow's, and does not change when TensorFlow adds one. NumPy-style names stay one step
away (``xp.experimental.numpy.nansum``).
"""

from typing import TYPE_CHECKING

import tensorflow as _tf

from arraydispatch._common._namespace import module_hooks
from arraydispatch._common._versions import check_tested_release
from arraydispatch.backends.tensorflow import (
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
from arraydispatch.backends.tensorflow._creation import *  # noqa: F403
from arraydispatch.backends.tensorflow._data_types import *  # noqa: F403
from arraydispatch.backends.tensorflow._elementwise import *  # noqa: F403
from arraydispatch.backends.tensorflow._indexing import *  # noqa: F403
from arraydispatch.backends.tensorflow._info import *  # noqa: F403

# the hooks of arraydispatch.device()/to_device(), read from this module's __dict__
from arraydispatch.backends.tensorflow._info import _array_device, _array_to_device
from arraydispatch.backends.tensorflow._linear_algebra import *  # noqa: F403
from arraydispatch.backends.tensorflow._manipulation import *  # noqa: F403
from arraydispatch.backends.tensorflow._searching import *  # noqa: F403
from arraydispatch.backends.tensorflow._set import *  # noqa: F403
from arraydispatch.backends.tensorflow._sorting import *  # noqa: F403
from arraydispatch.backends.tensorflow._statistical import *  # noqa: F403
from arraydispatch.backends.tensorflow._utility import *  # noqa: F403

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
check_tested_release("tensorflow")

__getattr__, __dir__ = module_hooks(_tf, __name__, __all__)  # type: ignore[name-defined]

# what only the module's own set-up read: not attributes of the namespace (xp.math must be
# the framework's or nothing, never our import)
del (
    TYPE_CHECKING,
    _tf,
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
