"""each_mode(): run a function the ways its users will, eagerly and under the compiler.

A library function that works eagerly can still break under ``jax.jit`` (it reads a value
with ``float(x)`` or ``bool(x)``), under ``tf.function`` (a Python ``if`` on a tensor) or
on Dask, where it silently computes the whole graph each time it asks for a value. The
helper runs the function once eagerly and once compiled with ``arraydispatch.jit``, and on
Dask once, lazily, under a scheduler that counts the computations, in the manner of
array-api-extra's ``lazy_xp_function`` (here an explicit call, not a patch of the module
under test).

Which modes a framework has is its backend's (``backends/<name>/_transforms.py``:
``EACH_MODE``, ``COMPILER``, ``run_lazily``); this module names no framework.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any, NamedTuple

from arraydispatch._dispatch import get_namespace
from arraydispatch._helpers import is_array_api_obj
from arraydispatch._jit import _leaves, jit
from arraydispatch._registry import backend_of_namespace


class Run(NamedTuple):
    """One run of the function by ``each_mode``: how it ran, and what it returned."""

    mode: str
    """``"eager"``, a compiler (``"jax.jit"``, ``"tf.function"``, ``"mx.compile"``,
    ``"torch.compile"``), or ``"dask (lazy)"``."""
    result: Any
    """What the function returned."""


def _transforms(args: tuple[Any, ...], kwargs: dict[str, Any]) -> ModuleType | None:
    """The ``_transforms`` module of the arguments' backend (backends/<name>/_transforms.py:
    its compiler, ``EACH_MODE``, its lazy mode), if it has one."""
    leaves = [leaf for leaf in _leaves([args, kwargs]) if is_array_api_obj(leaf)]
    if not leaves:
        return None
    row = backend_of_namespace(get_namespace(*leaves))
    return row.transforms() if row is not None and row.transforms is not None else None


def each_mode(
    f: Callable[..., Any],
    /,
    *,
    torch_compile: bool = False,
    allow_dask_compute: int = 0,
    static_argnums: int | Iterable[int] | None = None,
    static_argnames: str | Iterable[str] | None = None,
) -> Callable[..., list[Run]]:
    """Return a function that calls ``f`` in every mode its arguments' library has.

    Called with ``f``'s arguments, it returns one ``Run`` per mode, in this order:

    - ``"eager"``: ``f(*args, **kwargs)``, on every library but Dask;
    - the compiler, through ``arraydispatch.jit``: ``"jax.jit"`` on JAX, ``"tf.function"`` on
      TensorFlow, ``"mx.compile"`` on MLX, and ``"torch.compile"`` on PyTorch only with
      ``torch_compile=True`` (it takes seconds per function); not Paddle's
      ``paddle.jit.to_static``, which crashed the process on a function it could not trace;
    - ``"dask (lazy)"`` on Dask: ``f`` runs under a scheduler that counts how often it
      computes (``compute()``, ``persist()``, ``bool()``, ``float()``, ``numpy.asarray()`` on a
      Dask array), and the test fails at the computation beyond ``allow_dask_compute``. The
      result is left lazy: comparing it computes it, outside the count.

    Parameters
    ----------
    f
        The function under test.
    torch_compile
        Also run ``f`` under ``torch.compile`` on PyTorch tensors.
    allow_dask_compute
        How many computations ``f`` may start on Dask arrays (default none).
    static_argnums, static_argnames
        Arguments the compilers take by value, as for ``arraydispatch.jit``.

    Returns
    -------
    Callable
        Takes ``f``'s arguments; returns the list of runs.

    Examples
    --------
    >>> import numpy as np
    >>> import jax.numpy as jnp
    >>> from arraydispatch import get_namespace
    >>> from arraydispatch.testing import assert_close, each_mode
    >>> def double(x):
    ...     return 2 * x
    >>> x = jnp.asarray([1.0, 2.0])
    >>> for mode, result in each_mode(double)(x):
    ...     assert_close(result, jnp.asarray([2.0, 4.0]), err_msg=mode)
    >>> [run.mode for run in each_mode(double)(x)]
    ['eager', 'jax.jit']
    """
    if not callable(f):
        raise TypeError(f"each_mode(f): f must be callable, not {type(f).__name__}.")
    if not isinstance(allow_dask_compute, int) or isinstance(allow_dask_compute, bool):
        raise TypeError(
            f"each_mode(): allow_dask_compute must be an int, not {allow_dask_compute!r}."
        )
    name = getattr(f, "__qualname__", getattr(f, "__name__", repr(f)))
    jitted = jit(f, static_argnums=static_argnums, static_argnames=static_argnames)

    def run(*args: Any, **kwargs: Any) -> list[Run]:
        __tracebackhide__ = True
        transforms = _transforms(args, kwargs)
        if transforms is not None and hasattr(transforms, "run_lazily"):
            lazily = transforms.run_lazily(f, args, kwargs, allow_dask_compute, name)
            return [Run(transforms.LAZY_MODE, lazily)]
        runs = [Run("eager", f(*args, **kwargs))]
        when = getattr(transforms, "EACH_MODE", "never")
        if transforms is not None and (
            when == "always" or (when == "on request" and torch_compile)
        ):
            compiler = transforms.COMPILER
            try:
                result = jitted(*args, **kwargs)
            except Exception as error:
                # the framework's message often does not say that it was compiling
                error.add_note(f"each_mode({name}): in the {compiler} run; the eager one passed.")
                raise
            runs.append(Run(compiler, result))
        return runs

    return run
