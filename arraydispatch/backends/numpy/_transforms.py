"""NumPy's transforms: none. NumPy has no automatic differentiation (``value_and_grad`` is a
TypeError, never a finite-difference estimate) and no tracing compiler (``jit`` runs the
function unchanged; ``each_mode`` runs it eagerly only). The registry row's ``transforms``
loads this module; docs/contributing.md lists what the package reads here."""

from __future__ import annotations

COMPILER = None
EACH_MODE = "never"
