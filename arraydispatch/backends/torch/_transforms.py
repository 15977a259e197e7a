"""PyTorch's transforms: its autodiff for ``value_and_grad``/``grad``, its compiler for
``jit``, ``each_mode`` and the report. The registry row's ``transforms`` loads this module
(only once a tensor exists, so torch is imported already); docs/contributing.md lists what
the package reads here.

Differentiation is ``torch.autograd.grad`` eagerly (the fastest form; the caller's
``requires_grad`` and ``.grad`` are left alone because detached aliases are differentiated),
and ``torch.func.grad_and_value`` inside a functorch transform (``torch.func.vmap``,
``torch.func.grad``, ...) or while TorchDynamo traces (``torch.compile``), where autograd
calls would not compose or would break the graph.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import torch

from arraydispatch._common import _autodiff, _triton

#: The compiler, as users type it (each_mode's mode name, jit's key).
COMPILER = "torch.compile"
#: Whether jit checks the arguments' libraries itself before the compiled call: under
#: torch.compile, get_namespace in f does.
CHECKS_LIBRARIES = False
#: each_mode runs the compiler only when asked (torch_compile=True): it takes seconds per
#: function.
EACH_MODE = "on request"
#: The report's call (python -m arraydispatch), as a user writes it.
REPORT_CALL = "torch.compile({}, fullgraph=True)"
#: Whether the report resolves the argument types eagerly before the compiled call.
EAGER_FIRST = False


def value_and_grad(
    vg: _autodiff.Differentiated, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    f, argnums, has_aux, int_argnums = vg._f, vg._argnums, vg._has_aux, vg._int_argnums
    transformed, caller = vg._transformed, vg._caller
    any_requires_grad = False
    for i in argnums:
        tensor = args[i]
        if not tensor.is_floating_point():
            raise _autodiff.bad_input(i, tensor, caller)
        any_requires_grad = any_requires_grad or tensor.requires_grad
    # Inside torch.func transforms or a TorchDynamo trace autograd.grad does not compose
    # (vmap over it fails; Dynamo breaks the graph on it): use torch.func there.
    if torch.compiler.is_compiling() or torch._C._are_functorch_transforms_active():
        grad_and_value = transformed.get("torch.func")
        if grad_and_value is None:
            if not torch.compiler.is_compiling():  # compiling: torch._dynamo is loaded already
                _triton.check_loadable(f"{caller}() inside a torch.func transform")
            grad_and_value = torch.func.grad_and_value(
                _autodiff.checked(f, has_aux, caller, _is_scalar),
                argnums=argnums[0] if int_argnums else argnums,
                has_aux=has_aux,
            )
            if not torch.compiler.is_compiling():  # Dynamo guards on this dict: no writes
                transformed["torch.func"] = grad_and_value
        grads, out = grad_and_value(*args, **kwargs)
        return out, grads

    # Eager: differentiate detached aliases, so the caller's tensors keep their
    # requires_grad and .grad. A tensor that already requires grad while grad mode is on
    # may be an outer differentiation's input (grad(grad(f))): then it is used as is and
    # the graph is kept (create_graph), so the outer level can differentiate through us.
    grad_enabled = torch.is_grad_enabled()
    create_graph = grad_enabled and any_requires_grad
    call_args = list(args)
    inputs = []
    for i in argnums:
        tensor = args[i]
        if not (create_graph and tensor.requires_grad):
            tensor = call_args[i] = tensor.detach().requires_grad_()
        inputs.append(tensor)
    if grad_enabled:
        out = f(*call_args, **kwargs)
    else:
        with torch.enable_grad():
            out = f(*call_args, **kwargs)
    value, aux = _autodiff.split_output(out, has_aux, caller) if has_aux else (out, None)
    if not _is_scalar(value):
        raise _autodiff.bad_output(value, caller)
    if value.requires_grad:
        grads = torch.autograd.grad(value, inputs, create_graph=create_graph, allow_unused=True)
    else:  # f does not depend on the arguments at all
        grads = (None,) * len(inputs)
    # An argument f does not use gets zeros, as from torch.func.grad (checked here rather
    # than with materialize_grads=True, whose generator costs ~1 µs on every call).
    for g in grads:
        if g is None:
            grads = tuple(
                torch.zeros_like(t) if g is None else g for g, t in zip(grads, inputs, strict=True)
            )
            break
    if not create_graph:
        value = value.detach()
        if has_aux:
            aux = _autodiff.map_arrays(aux, torch.Tensor, lambda t: t.detach())
    return _autodiff.rebuild_output(value, aux, has_aux), _autodiff.pack(grads, int_argnums)


def _is_scalar(value: Any) -> bool:
    return isinstance(value, torch.Tensor) and value.ndim == 0 and value.is_floating_point()


def compile_function(
    f: Callable[..., Any],
    static_argnums: tuple[int, ...],
    static_argnames: tuple[str, ...],
    options: dict[str, Any],
) -> Callable[..., Any]:
    """``jit``'s compiled ``f``: ``torch.compile(f, **options)``. TorchDynamo guards on the
    values of Python arguments itself (ints, floats, strings, bools): static arguments are
    compiled in, as with jax.jit."""
    _triton.check_loadable("torch.compile")
    return torch.compile(f, **options)


def compile_like_a_user(function: Callable[..., Any]) -> Callable[..., Any]:
    """The report's compiled ``function``: REPORT_CALL."""
    # Inductor's CUDA builds log "No CUDA runtime is found" on a machine without a GPU, into
    # the middle of the table; it says nothing about the result
    logging.getLogger("torch.utils.cpp_extension").setLevel(logging.ERROR)
    # fullgraph=True: a graph break (e.g. in get_namespace) would be an error, not a fallback
    return torch.compile(function, fullgraph=True)
