"""What every framework's differentiator (``backends/<name>/_transforms.py``) shares: the
checks of what is differentiated and what ``f`` returns, with their messages, and the packing
of the results (``arraydispatch.value_and_grad``'s conventions, JAX's)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol


class Differentiated(Protocol):
    """What a differentiator is handed: the function ``value_and_grad()`` returned."""

    _f: Callable[..., Any]
    _argnums: tuple[int, ...]
    _int_argnums: bool  # argnums was an int: one gradient, not a tuple
    _has_aux: bool
    _caller: str  # "value_and_grad" or "grad", for messages
    #: per-framework transformed functions (jax.value_and_grad(f), ...), built once
    _transformed: dict[str, Any]


#: A framework's differentiator: (the function value_and_grad() returned, positional and
#: keyword arguments) -> (output, gradients).
Differentiator = Callable[[Differentiated, tuple[Any, ...], dict[str, Any]], tuple[Any, Any]]


def split_output(out: Any, has_aux: bool, caller: str) -> tuple[Any, Any]:
    if not has_aux:
        return out, None
    if not isinstance(out, tuple) or len(out) != 2:
        raise TypeError(
            f"{caller}(f, has_aux=True): f must return a pair (value, aux), but it returned "
            f"{describe(out)}. Return `value, aux`, or drop has_aux=True."
        )
    return out[0], out[1]


def describe(out: Any) -> str:
    if isinstance(out, tuple):
        return f"a tuple of length {len(out)}"
    shape = getattr(out, "shape", None)
    dtype = getattr(out, "dtype", None)
    if shape is not None and dtype is not None:
        return f"a {type(out).__name__} of shape {tuple(shape)} and dtype {dtype}"
    return f"a {type(out).__module__}.{type(out).__qualname__}"


def bad_output(out: Any, caller: str) -> TypeError:
    return TypeError(
        f"{caller}(f): f must return a real floating-point 0-D array (a scalar loss), but it "
        f"returned {describe(out)}. Reduce it first, e.g. xp.sum(...) or xp.mean(...), and "
        f"make it floating point with xp.astype(value, xp.float32) if needed."
    )


def bad_input(position: int, arg: Any, caller: str) -> TypeError:
    return TypeError(
        f"{caller}(): argument {position} is {describe(arg)}; only real floating-point "
        f"arrays can be differentiated (integer and bool arrays have no gradient, and the "
        f"frameworks disagree on the convention for complex ones). Cast it first, e.g. "
        f"xp.astype(x, xp.float32), or leave it out of argnums."
    )


def pack(grads: Sequence[Any], int_argnums: bool) -> Any:
    return grads[0] if int_argnums else tuple(grads)


def rebuild_output(value: Any, aux: Any, has_aux: bool) -> Any:
    return (value, aux) if has_aux else value


def checked(
    f: Callable[..., Any], has_aux: bool, caller: str, is_scalar: Callable[[Any], bool]
) -> Callable[..., Any]:
    """``f``, checking that it returns a real 0-D floating-point array (and aux)."""

    def checked_f(*args: Any, **kwargs: Any) -> Any:
        out = f(*args, **kwargs)
        value, _ = split_output(out, has_aux, caller)
        if not is_scalar(value):
            raise bad_output(value, caller)
        return out

    return checked_f


def map_arrays(tree: Any, cls: type, fn: Callable[[Any], Any]) -> Any:
    """Apply ``fn`` to the ``cls`` leaves of nested tuples, lists and dicts."""
    if isinstance(tree, cls):
        return fn(tree)
    if isinstance(tree, tuple):
        items = [map_arrays(item, cls, fn) for item in tree]
        return type(tree)(*items) if hasattr(tree, "_fields") else tuple(items)
    if isinstance(tree, list):
        return [map_arrays(item, cls, fn) for item in tree]
    if isinstance(tree, dict):
        return {key: map_arrays(item, cls, fn) for key, item in tree.items()}
    return tree
