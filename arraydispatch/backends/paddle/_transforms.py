"""PaddlePaddle's transforms: ``paddle.grad`` for ``value_and_grad``/``grad`` (on detached
aliases, as on torch: the caller's ``stop_gradient`` and ``.grad`` are left alone),
``paddle.jit.to_static`` for ``jit`` and the report. The registry row's ``transforms`` loads
this module (only once a tensor exists); docs/contributing.md lists what the package reads
here."""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Callable, Sequence
from typing import Any

import paddle

from arraydispatch._common import _autodiff

COMPILER = "paddle.jit.to_static"
#: Paddle's tracer, given a foreign array, traces get_namespace's first-sight path and fails
#: inside the tracer (``InnerError``) instead of with our TypeError: jit checks first.
CHECKS_LIBRARIES = True
#: each_mode leaves to_static out: on Paddle 3.3 it crashed the test process with a
#: segmentation fault on examples.pca.fit_transform, where a test helper must fail, not crash.
EACH_MODE = "never"
REPORT_CALL = "paddle.jit.to_static({})"
#: Paddle's SOT cannot trace get_namespace's first sight of an array type (it cannot simulate
#: the registry's dataclass rows: "DataClassInstanceVariable has no attribute owns"), so the
#: report resolves the type once eagerly first, as arraydispatch.jit does.
EAGER_FIRST = True


def value_and_grad(
    vg: _autodiff.Differentiated, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    caller = vg._caller
    any_tracked = False
    for i in argnums:
        tensor = args[i]
        if not tensor.is_floating_point():
            raise _autodiff.bad_input(i, tensor, caller)
        any_tracked = any_tracked or not tensor.stop_gradient
    # As on torch: differentiate detached aliases, so the caller's tensors keep their
    # stop_gradient and .grad; a tensor an outer differentiation tracks (grad(grad(f))) is
    # used as it is, and the graph is kept for that outer level.
    grad_enabled = paddle.is_grad_enabled()
    create_graph = grad_enabled and any_tracked
    call_args = list(args)
    inputs = []
    for i in argnums:
        tensor = args[i]
        if not (create_graph and not tensor.stop_gradient):
            tensor = call_args[i] = tensor.detach()
            tensor.stop_gradient = False
        inputs.append(tensor)
    if grad_enabled:
        out = f(*call_args, **kwargs)
    else:
        with paddle.enable_grad():
            out = f(*call_args, **kwargs)
    value, aux = _autodiff.split_output(out, has_aux, caller)
    if not _is_scalar(value):
        raise _autodiff.bad_output(value, caller)
    if value.stop_gradient:  # f does not depend on the arguments at all
        grads: Sequence[Any] = [None] * len(inputs)
    else:
        grads = paddle.grad(value, inputs, create_graph=create_graph, allow_unused=True)
    # An argument f does not use gets zeros, as on the other frameworks (paddle.grad gives None)
    grads = [paddle.zeros_like(t) if g is None else g for g, t in zip(grads, inputs, strict=True)]
    if not create_graph:
        value = value.detach()
        if has_aux:
            aux = _autodiff.map_arrays(aux, paddle.Tensor, lambda t: t.detach())
    return _autodiff.rebuild_output(value, aux, has_aux), _autodiff.pack(grads, int_argnums)


def _is_scalar(value: Any) -> bool:
    return isinstance(value, paddle.Tensor) and value.ndim == 0 and value.is_floating_point()


def compile_function(
    f: Callable[..., Any],
    static_argnums: tuple[int, ...],
    static_argnames: tuple[str, ...],
    options: dict[str, Any],
) -> Callable[..., Any]:
    """``jit``'s compiled ``f``: ``paddle.jit.to_static``.

    full_graph=False is Paddle's bytecode tracer (SOT), which falls back to Python where it
    cannot trace, as TorchDynamo does; it guards on Python arguments' values, so static
    arguments are compiled in by value. Our resolver's caches are warm by now (jit ran
    get_namespace on the arguments), so the tracer reads them instead of tracing the
    first-sight path. to_static takes functions and methods only: a callable object (what
    grad() returns) is called through a plain function.
    """
    target = f if inspect.isfunction(f) or inspect.ismethod(f) else _plain_function(f)
    compiled: Callable[..., Any] = paddle.jit.to_static(target, **{"full_graph": False, **options})
    return compiled


def _plain_function(f: Callable[..., Any]) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        return f(*args, **kwargs)

    # to_static maps positional arguments by the function's parameter names, and counts
    # none for *args: give it f's signature (no __wrapped__, which it would also follow)
    call.__name__ = call.__qualname__ = getattr(f, "__name__", type(f).__name__)
    with contextlib.suppress(TypeError, ValueError):  # none to read: keep (*args, **kwargs)
        call.__signature__ = inspect.signature(f)  # type: ignore[attr-defined]
    return call


def compile_like_a_user(function: Callable[..., Any]) -> Callable[..., Any]:
    """The report's compiled ``function``: REPORT_CALL (SOT, the bytecode mode)."""
    compiled: Callable[..., Any] = paddle.jit.to_static(function)
    return compiled
