"""The name of the namespace function an error belongs to, for helpers shared by many.

An axis check written once (``_common/_axes.py``) serves thirty functions; its
error should still say which one the user called. Passing the name down every call would
cost every call; reading it from the call stack costs only the call that raises.
"""

from __future__ import annotations

import sys

_EXTENSIONS = ("linalg", "fft")
#: Functions made by the binary factory run with its globals, under their own code name.
_FACTORY_MODULE = "arraydispatch._common._binary"


def public_caller() -> str:
    """The public namespace function on the stack above the helper calling this (``"sum"``,
    ``"linalg.vector_norm"``), or ``"this function"`` when there is none."""
    helper = sys._getframe(1)
    helper_module = helper.f_globals.get("__name__", "")
    frame = helper.f_back
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        name = frame.f_code.co_name
        if (
            (module.startswith("arraydispatch.backends.") or module == _FACTORY_MODULE)
            and module != helper_module
            and not name.startswith(("_", "<"))
        ):
            section = module.rpartition(".")[2]
            return f"{section}.{name}" if section in _EXTENSIONS else name
        frame = frame.f_back
    return "this function"
