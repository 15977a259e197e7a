"""A crash between two frameworks that we turn into an error: triton loaded after TensorFlow.

TensorFlow's wheels since 2.20 load its library with ``RTLD_GLOBAL`` (its module
``tensorflow.python.pywrap_dlopen_global_flags`` says so), which puts TensorFlow's statically
linked LLVM in the process's global symbol table. triton (>= 3.7, a dependency of PyTorch's
CUDA builds) then binds its own LLVM calls to TensorFlow's copy and segfaults while it is
imported (tensorflow/tensorflow#124205). PyTorch imports triton lazily, on the first
``torch.compile`` call, ``torch.func`` transform or optimizer, so a process that imported
TensorFlow first dies there, without a Python traceback.

Loading triton first avoids it. A library cannot reorder its user's imports, so our own code
paths that would load triton (``jit`` and ``grad`` on torch) check first and raise an error
that says what to do; programs that import every framework themselves (the demo, the test
suite) load triton first with :func:`load_before_tensorflow`.

Paddle has the same crash the other way round: importing ``paddle`` after TensorFlow (2.21,
paddlepaddle 3.3) kills the process while Paddle's libraries load. The same function loads
Paddle first where it is installed, with its import-time ccache UserWarning silenced.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import sys

#: Present in ``sys.modules`` when TensorFlow was loaded with ``RTLD_GLOBAL``.
TENSORFLOW_GLOBAL_SYMBOLS = "tensorflow.python.pywrap_dlopen_global_flags"


@functools.cache
def installed() -> bool:
    """Whether triton can be imported here (PyTorch's CPU wheels do not bring it)."""
    return importlib.util.find_spec("triton") is not None


def check_loadable(action: str) -> None:
    """Raise RuntimeError where ``action`` would load triton into a process it would crash."""
    if "triton" not in sys.modules and TENSORFLOW_GLOBAL_SYMBOLS in sys.modules and installed():
        raise RuntimeError(
            f"{action} would import triton now, and triton crashes the process (segmentation "
            "fault) when it is imported after TensorFlow >= 2.20, which loads its own LLVM "
            "into the global symbol table (tensorflow/tensorflow#124205). Import triton before "
            "tensorflow at the top of the program (`import torch, triton` then `import "
            "tensorflow`), or run the torch part in a process without TensorFlow."
        )


def paddle_installed() -> bool:
    """Whether paddle can be imported here (False where ``sys.modules["paddle"]`` is None,
    the way a program marks a module as absent)."""
    if "paddle" in sys.modules:
        return sys.modules["paddle"] is not None
    try:
        return importlib.util.find_spec("paddle") is not None
    except (ImportError, ValueError):
        return False


def load_before_tensorflow() -> None:
    """Import triton and paddle where installed, if TensorFlow is not loaded yet (see the
    module doc)."""
    if "tensorflow" in sys.modules:
        return
    if installed():
        importlib.import_module("triton")
    if paddle_installed() and "paddle" not in sys.modules:
        import warnings

        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="No ccache found", category=UserWarning)
            importlib.import_module("paddle")
