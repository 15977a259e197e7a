"""What every namespace module does with names that are not the standard's.

A namespace module binds each of the standard's names itself (ours, conforming), and its
module-level ``__getattr__`` (PEP 562) hands every other public name to the framework's own
module, the way array-api-compat's namespaces carry every name of their library:
``xp.float16``, ``xp.nansum``, ``torch_xp.backends``, ``tf_xp.math``. Python calls a module's
``__getattr__`` only for names missing from the module, so a standard name costs exactly
what it did before, and no standard name can fall through to a non-conforming native
function while it is bound (``tests/test_namespace_names.py`` checks that it is).

Nothing is cached: a forwarded name is looked up on the framework at each access, so the
module's ``__dict__`` holds only our own names and no global state builds up.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from arraydispatch._common._autograph import leave_to_python

#: Dunder names a namespace hands on, from the framework's top-level package: library code
#: reads the framework's release from the namespace (``xp.__version__ < "2.0"`` in SciPy and
#: scikit-learn), as array-api-compat's NumPy namespace carries NumPy's. The other dunder
#: names compat's namespaces hold (``__array_api_version__``, ``__array_namespace_info__``)
#: every namespace of ours binds itself.
FORWARDED_DUNDERS = frozenset({"__version__"})


def forward(framework: ModuleType, namespace: str, name: str) -> Any:
    """The framework's own ``name``, for a namespace module's ``__getattr__``.

    Private and dunder names are not forwarded (they are the module's own business, and
    array-api-compat does not copy them either): ``_array_device`` missing from a namespace
    must read as missing, not as some framework internal. The exception is
    :data:`FORWARDED_DUNDERS`, read from the framework's top-level package, so
    ``xp.__version__`` is ``torch.__version__`` for the torch namespace and
    ``jax.__version__`` for the JAX one (whose framework module, ``jax.numpy``, has none), and
    ``mlx.core.__version__`` for the MLX one (whose package, ``mlx``, has none).
    """
    if name in FORWARDED_DUNDERS:
        package = sys.modules[framework.__name__.partition(".")[0]]
        # the package's, else the framework module's own: MLX's release is mlx.core's
        # (the ``mlx`` package has no __version__)
        for owner in (package, framework):
            try:
                return getattr(owner, name)
            except AttributeError:
                pass
        raise AttributeError(
            f"module {namespace!r} has no attribute {name!r} (neither has {package.__name__})",
            name=name,
        ) from None
    if not name.startswith("_"):
        try:
            return getattr(framework, name)
        except AttributeError:
            pass
        raise AttributeError(
            f"module {namespace!r} has no attribute {name!r} (neither has {framework.__name__})",
            name=name,
        ) from None
    raise AttributeError(f"module {namespace!r} has no attribute {name!r}", name=name)


def module_hooks(
    framework: ModuleType, namespace: str, public: list[str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A namespace module's ``__getattr__`` and ``__dir__`` (PEP 562), the same in every one.

    ``__getattr__`` forwards names the module does not bind to ``framework`` (see
    :func:`forward`); ``__dir__`` lists the module's standard names, ``public`` (its
    ``__all__``), so completion shows what the standard promises. Usage, last in the module::

        __getattr__, __dir__ = module_hooks(torch, __name__, __all__)

    It also marks the module's own functions for AutoGraph to leave alone, so that
    ``tf.function`` calls them as they are (see ``_common/_autograph.py``).
    """
    leave_to_python(namespace, public)

    def __getattr__(name: str) -> Any:
        # called only for names the module does not bind, so never for a standard name
        return forward(framework, namespace, name)

    def __dir__() -> list[str]:
        return list(public)

    return __getattr__, __dir__
