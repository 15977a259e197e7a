"""Dask's transforms: no automatic differentiation (``value_and_grad`` is a TypeError) and no
tracing compiler (``jit`` runs the function unchanged). What Dask has instead is laziness,
and ``each_mode`` tests it: the function runs once under a scheduler that counts how often
it computes, in the manner of array-api-extra's ``lazy_xp_function``. The registry row's
``transforms`` loads this module (only once a Dask array exists); docs/contributing.md lists
what the package reads here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import dask

COMPILER = None
EACH_MODE = "never"
#: each_mode's one mode on Dask, instead of eager and compiled runs.
LAZY_MODE = "dask (lazy)"


def run_lazily(
    f: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], allowed: int, name: str
) -> Any:
    """``f(*args, **kwargs)`` under a scheduler that fails the test at the computation beyond
    ``allowed``; the result is left lazy (comparing it computes it, outside the count)."""
    __tracebackhide__ = True
    with dask.config.set(scheduler=_CountingScheduler(allowed, name)):
        return f(*args, **kwargs)


class _CountingScheduler:
    """A Dask scheduler (the synchronous one) that fails on a computation too many."""

    def __init__(self, allowed: int, function: str) -> None:
        self.count = 0
        self.allowed = allowed
        self.function = function

    def __call__(self, graph: Any, keys: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True  # the test's traceback ends at the function's line
        self.count += 1
        if self.count > self.allowed:
            # raised where the function asks for values, so the traceback shows that line
            allowed = f"only {self.allowed} are" if self.allowed else "none is"
            raise AssertionError(
                f"{self.function} computed a Dask graph {self.count} "
                f"time{'s' if self.count > 1 else ''} (compute(), "
                f"persist(), bool(), float(), int() or numpy.asarray() on a Dask array), "
                f"but {allowed} allowed: each one runs the whole graph so far. Keep the "
                f"function lazy, or allow it: each_mode(..., allow_dask_compute={self.count})."
            )
        return dask.get(graph, keys, **kwargs)  # type: ignore[attr-defined]
