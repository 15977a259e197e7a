"""Python host data (scalars in nested lists and tuples) as ``asarray`` reads it, for the
backends whose own conversion gets it wrong (Paddle, MLX): which Python type decides the
dtype, and which int does not fit the dtype asked for."""

from __future__ import annotations

import builtins
from typing import Any

#: The Python scalar types, narrowest first (the standard's bool < int < float < complex).
SCALARS = (builtins.bool, int, float, complex)


def python_kind(obj: Any) -> type | None:
    """The widest Python scalar type in nested sequences of scalars, float for an empty one,
    or None where ``obj`` holds something else (an array, a NumPy scalar)."""
    widest = -1
    stack = [obj]
    while stack:
        item = stack.pop()
        if type(item) in SCALARS:
            widest = builtins.max(widest, SCALARS.index(type(item)))
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        else:
            return None
    return SCALARS[widest] if widest >= 0 else float


def check_ints(obj: Any, low: int, high: int, dtype_name: str) -> None:
    """OverflowError (the standard's error) for a Python int in ``obj`` outside
    [``low``, ``high``], the range of ``dtype_name``."""
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif type(item) is int and not low <= item <= high:
            raise OverflowError(f"asarray(): {item} does not fit in {dtype_name}.")


def is_native_bound(value: Any) -> builtins.bool:
    """Whether a Python number goes to a framework's own scalar-taking kernel as it is (clip's
    bounds on Paddle and MLX): a float, or an int within int64 (beyond it, Paddle's
    conversion fails as a SystemError and MLX's as ``std::bad_cast``). Not a bool, nor None."""
    return type(value) is float or (type(value) is int and -(2**63) <= value < 2**63)
