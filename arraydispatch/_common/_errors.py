"""The name of the namespace function an error belongs to, for helpers shared by many.

An axis check written once (``_common/_axes.py``) serves thirty functions; its
error should still say which one the user called. Passing the name down every call would
cost every call; reading it from the call stack costs only the call that raises.
"""

from __future__ import annotations

import sys

from arraydispatch._common._spec import FFT, LINALG, NAMESPACE

_EXTENSIONS = ("linalg", "fft")
#: The standard's function names: a backend's helper with a public-looking name
#: (TensorFlow's ``reduce_axes``) is on the stack too, and is not what the user called.
_STANDARD = frozenset(NAMESPACE + LINALG + FFT)
#: Functions made by the binary factory run with its globals, under their own code name.
_FACTORY_MODULE = "arraydispatch._common._binary"


def public_caller() -> str:
    """The public namespace function on the stack above the helper calling this (``"sum"``,
    ``"linalg.vector_norm"``), or ``"this function"`` when there is none.

    Where one of ours calls another (``std`` calls ``var``), it is the outermost: the one
    the user called, found where the stack leaves arraydispatch.
    """
    helper = sys._getframe(1)
    helper_module = helper.f_globals.get("__name__", "")
    frame = helper.f_back
    found = fallback = None  # fallback: a public-looking function of ours, not a standard one
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if not module.startswith("arraydispatch.") and (found or fallback):
            break  # back in the user's code
        name = frame.f_code.co_name
        if (
            (module.startswith("arraydispatch.backends.") or module == _FACTORY_MODULE)
            and module != helper_module
            and not name.startswith(("_", "<"))
        ):
            section = module.rpartition(".")[2]
            public = f"{section}.{name}" if section in _EXTENSIONS else name
            if name in _STANDARD:
                found = public
            else:
                fallback = fallback or public
        frame = frame.f_back
    return found or fallback or "this function"
