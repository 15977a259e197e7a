"""Frameworks' private modules, each with a fallback to the public API.

Two backends take a private module as their fast path: TensorFlow's generated op functions
(``tensorflow.python.ops.gen_*_ops``, the kernels ``tf.math``'s functions call without their
Python layers) and NumPy's result tuples (``numpy.lib._arraysetops_impl``). A release may
remove, rename or re-sign them without notice. :func:`private_or_public` returns the private
module itself wherever it is importable and every name we use is there with the parameters
we call it with (or, for a NamedTuple, the fields); otherwise a namespace holding the
private names that still fit and public fallbacks for the others, so the backend keeps
working, at the public API's speed, where a release moved things.

Nothing here imports a framework: each backend passes the names of its private module and a
function that builds its fallbacks from the framework's public API.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Mapping
from types import SimpleNamespace
from typing import Any

__all__ = ["private_or_public"]


def private_or_public(
    module: str,
    expected: Mapping[str, tuple[str, ...]],
    fallbacks: Callable[[], Mapping[str, Any]],
) -> Any:
    """The module ``module``, or a stand-in for it with public fallbacks.

    Parameters
    ----------
    module
        The private module's full name.
    expected
        Each name we use from it -> the leading parameter names of the function as we call
        it (positionally), or the ``_fields`` of a NamedTuple class.
    fallbacks
        Builds the public replacement of every name in ``expected``; called only when at
        least one does not fit.

    Returns
    -------
    The module itself when everything fits; else a namespace with one attribute per name of
    ``expected`` and ``public_fallbacks``, the names that fell back.
    """
    try:
        private: Any = importlib.import_module(module)
    except ImportError:  # removed (or blocked: sys.modules[module] = None)
        private = None
    unfit = [name for name, shape in expected.items() if not _fits(private, name, shape)]
    if not unfit:
        return private
    public = fallbacks()
    return SimpleNamespace(
        **{name: public[name] if name in unfit else getattr(private, name) for name in expected},
        public_fallbacks=tuple(unfit),
        __name__=f"{module} (with public fallbacks)",
    )


def _fits(private: Any, name: str, shape: tuple[str, ...]) -> bool:
    found = getattr(private, name, None)
    if found is None:
        return False
    if isinstance(found, type):
        return getattr(found, "_fields", None) == shape
    try:
        parameters = tuple(inspect.signature(found).parameters)
    except (TypeError, ValueError):  # no signature to read (a builtin): trust the name
        return callable(found)
    return parameters[: len(shape)] == shape
