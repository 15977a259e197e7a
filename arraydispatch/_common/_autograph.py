"""Our functions inside ``tf.function``: AutoGraph calls them as they are.

``tf.function`` runs the user's function through AutoGraph, which rewrites each Python
function that function calls, recursively, unless it is TensorFlow's own or carries
AutoGraph's marker. Ours are not TensorFlow's, so AutoGraph tried to rewrite them: it
rewrote some silently (``get_namespace``, ``is_lazy_array``) and gave up on others with a
warning per function, ``AutoGraph could not transform <function vector_norm ...> ...
Please report this to the TensorFlow team`` (a ``for``/``else``, a name only type
annotations bind). Nothing in them needs rewriting: they take their branches on Python
values (dtypes, shapes, axes), and where a branch depends on a tensor's values they build
the TensorFlow op themselves (``tf.cond``, ``tf.where``).

``tf.autograph.experimental.do_not_convert`` would wrap each function in one more Python
frame and a context manager on every eager call. AutoGraph itself decides with
``hasattr(f, "autograph_info__")`` (``is_autograph_artifact`` in
tensorflow/python/autograph/impl/api.py, the attribute ``do_not_convert`` sets on its
wrapper): so we set that attribute on our own function objects, once, at import. That
costs nothing per call, changes no object of TensorFlow's and no global setting, and means
nothing to any other library. A callable object of ours (what ``jit`` returns) carries it
as a class attribute, ``autograph_info__ = None``.

``tests/test_tf_function.py`` traces every function of the TensorFlow namespace, and every
public helper, under ``tf.function`` and fails on any warning or log line from AutoGraph.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from types import FunctionType

#: The attribute AutoGraph reads (tensorflow/python/autograph/impl/api.py,
#: ``autograph_artifact`` and ``is_autograph_artifact``); its value is not read.
MARKER = "autograph_info__"


def leave_to_python(module: str, names: Iterable[str]) -> None:
    """Mark the functions of ours among ``module``'s ``names`` for AutoGraph to call as-is.

    Only plain functions defined in arraydispatch are marked: a framework's own function
    (an alias such as ``xp.conj = tf.math.conj``) is never touched.
    """
    namespace = vars(sys.modules[module])
    for name in names:
        value = namespace.get(name)
        # an lru_cache of ours (the is_*_namespace helpers) too: AutoGraph may unwrap it
        function = getattr(value, "__wrapped__", value)
        if isinstance(function, FunctionType) and function.__module__.startswith("arraydispatch."):
            setattr(value, MARKER, None)
            setattr(function, MARKER, None)
