"""TensorFlow's transforms: ``tf.GradientTape`` for ``value_and_grad``/``grad`` (eagerly and
inside ``tf.function``), ``tf.function`` for ``jit``, ``each_mode`` and the report. The
registry row's ``transforms`` loads this module (only once a tensor exists);
docs/contributing.md lists what the package reads here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import tensorflow as tf

from arraydispatch._common import _autodiff

COMPILER = "tf.function"
#: tf.function converts whatever array it is given (a NumPy array, a torch tensor) into a
#: tf.Tensor, so a mixed call would run on TensorFlow silently: jit checks first.
CHECKS_LIBRARIES = True
EACH_MODE = "always"
REPORT_CALL = "tf.function({})"
EAGER_FIRST = False


def value_and_grad(
    vg: _autodiff.Differentiated, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    caller = vg._caller
    sources = [args[i] for i in argnums]
    for i, source in zip(argnums, sources, strict=True):
        if not source.dtype.is_floating:
            raise _autodiff.bad_input(i, source, caller)
    # Only the arguments are watched: variables f reads from elsewhere are not ours to track.
    # Nested tapes (grad(grad(f))) work because this tape runs inside the outer one.
    with tf.GradientTape(watch_accessed_variables=False) as tape:
        tape.watch(sources)
        out = f(*args, **kwargs)
    value, aux = _autodiff.split_output(out, has_aux, caller)
    if not _is_scalar(value):
        raise _autodiff.bad_output(value, caller)
    grads = tape.gradient(value, sources, unconnected_gradients=tf.UnconnectedGradients.ZERO)
    # tf.gather on a variable gives IndexedSlices; the contract is a dense array.
    grads = [g if isinstance(g, tf.Tensor) else tf.convert_to_tensor(g) for g in grads]
    return _autodiff.rebuild_output(value, aux, has_aux), _autodiff.pack(grads, int_argnums)


def _is_scalar(value: Any) -> bool:
    return (
        isinstance(value, tf.Tensor | tf.Variable)
        and value.shape.rank == 0
        and value.dtype.is_floating
    )


def compile_function(
    f: Callable[..., Any],
    static_argnums: tuple[int, ...],
    static_argnames: tuple[str, ...],
    options: dict[str, Any],
) -> Callable[..., Any]:
    """``jit``'s compiled ``f``: ``tf.function(f, **options)``. It traces Python (non-tensor)
    arguments by value: static arguments are baked into the trace, one trace per distinct
    value, as with jax.jit."""
    compiled: Callable[..., Any] = tf.function(f, **options)
    return compiled


def compile_like_a_user(function: Callable[..., Any]) -> Callable[..., Any]:
    """The report's compiled ``function``: REPORT_CALL."""
    compiled: Callable[..., Any] = tf.function(function)  # typed or Any, as installs differ
    return compiled
