"""The standard's type promotion lattice, once, by dtype name.

Backends whose native functions refuse mixed dtypes (TensorFlow) or promote differently
(torch's uint64, JAX without x64) look results up here instead of writing rules per
function. Names are the standard's (``"int8"``, ``"float32"``, ...), so this module imports
no framework.

Mixed-kind pairs the standard leaves undefined (integer with floating-point, uint64 with a
signed integer, bool with a number) are absent: a caller decides whether to raise or to
fall back to its framework's own rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement
from typing import Any, Final

BOOL: Final = ("bool",)
SIGNED: Final = ("int8", "int16", "int32", "int64")
UNSIGNED: Final = ("uint8", "uint16", "uint32", "uint64")
INTEGER: Final = SIGNED + UNSIGNED
REAL_FLOATING: Final = ("float32", "float64")
COMPLEX_FLOATING: Final = ("complex64", "complex128")
FLOATING: Final = REAL_FLOATING + COMPLEX_FLOATING
NUMERIC: Final = INTEGER + FLOATING
ALL: Final = BOOL + NUMERIC

#: Bits of each numeric dtype (for complex: of the whole number).
BITS: Final = {
    "int8": 8, "int16": 16, "int32": 32, "int64": 64,
    "uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64,
    "float32": 32, "float64": 64, "complex64": 64, "complex128": 128,
}  # fmt: skip

#: The real dtype of each complex dtype, and back.
REAL_OF_COMPLEX: Final = {"complex64": "float32", "complex128": "float64"}
COMPLEX_OF_REAL: Final = {"float32": "complex64", "float64": "complex128"}


def _build_table() -> dict[tuple[str, str], str]:
    table: dict[tuple[str, str], str] = {("bool", "bool"): "bool"}
    for chain in (SIGNED, UNSIGNED, REAL_FLOATING, COMPLEX_FLOATING):
        for a, b in combinations_with_replacement(chain, 2):
            table[a, b] = max(a, b, key=chain.index)
    # unsigned with signed: the smallest signed type holding both (none holds uint64)
    for u in UNSIGNED[:-1]:
        for s in SIGNED:
            table[u, s] = next(t for t in SIGNED if BITS[t] > BITS[u] and BITS[t] >= BITS[s])
    # real with complex: the complex type of the larger precision
    for r in REAL_FLOATING:
        for c in COMPLEX_FLOATING:
            table[r, c] = COMPLEX_OF_REAL[max(r, REAL_OF_COMPLEX[c], key=REAL_FLOATING.index)]
    table.update({(b, a): t for (a, b), t in list(table.items())})
    return table


#: (dtype name, dtype name) -> promoted dtype name, for every pair the standard defines.
PROMOTION_TABLE: Final[dict[tuple[str, str], str]] = _build_table()


def promote(name1: str, name2: str) -> str | None:
    """The standard's result dtype name of two dtype names, or None where it is undefined."""
    return PROMOTION_TABLE.get((name1, name2))


def kind_accepts_scalar(dtype_name: str, scalar: bool | int | float | complex) -> bool:
    """Whether the standard lets a Python scalar of this type meet an array of ``dtype_name``.

    2024.12: bool meets bool arrays; int meets integer and floating-point arrays; float meets
    floating-point arrays (real and complex); complex meets floating-point arrays (a real
    array then becomes the complex type of its precision).
    """
    if isinstance(scalar, bool):
        return dtype_name == "bool"
    if isinstance(scalar, int):
        return dtype_name in NUMERIC
    return dtype_name in FLOATING


def scalar_result(dtype_name: str, scalar: bool | int | float | complex) -> str | None:
    """The result dtype name of an array of ``dtype_name`` with a Python scalar, or None."""
    if not kind_accepts_scalar(dtype_name, scalar):
        return None
    if isinstance(scalar, complex) and dtype_name in REAL_FLOATING:
        return COMPLEX_OF_REAL[dtype_name]
    return dtype_name


#: Python's scalar types, which the standard lets meet an array (2024.12 and later). Exact
#: types are compared (``type(v) in PYTHON_SCALARS``) where NumPy and framework scalars,
#: which subclass these, must not count.
PYTHON_SCALARS: Final = (bool, int, float, complex)


def result_name(
    arrays_and_dtypes: Iterable[Any],
    name_of: Callable[[Any], str | None],
    function: str = "result_type",
) -> str:
    """The standard's result dtype name of arrays, dtypes and Python scalars.

    ``name_of`` gives the standard dtype name of an array or a dtype of the backend, or None
    for anything else (a TypeError then names the argument). Scalars are applied after every
    array and dtype, as the standard says. Pairs the standard leaves undefined are a
    TypeError naming both dtypes and the fix; a backend that keeps its framework's own rule
    for such pairs checks the lattice itself first.
    """
    name: str | None = None
    scalars = []
    for position, value in enumerate(arrays_and_dtypes):
        if isinstance(value, PYTHON_SCALARS):
            scalars.append(value)
            continue
        other = name_of(value)
        if other is None:
            raise TypeError(
                f"{function}() takes arrays, dtypes and Python scalars; argument {position} is "
                f"{type(value).__name__}."
            )
        if name is None:
            name = other
        elif other != name:
            promoted = promote(name, other)
            if promoted is None:
                raise TypeError(
                    f"the Array API standard does not define promotion of {name} with {other}; "
                    f"cast one argument first, e.g. xp.astype(x, xp.{name})."
                )
            name = promoted
    if name is None:
        raise ValueError(f"{function}() needs at least one array or dtype.")
    for scalar in scalars:
        promoted = scalar_result(name, scalar)
        if promoted is None:
            raise TypeError(
                f"a Python {type(scalar).__name__} cannot be combined with a {name} array "
                f"under the standard's rules; make it an array of the right dtype first."
            )
        name = promoted
    return name


def operand_error(value: object, position: int, array: str) -> str:
    """The message for operand ``x<position>`` of a binary function that is neither an
    ``array`` (``"torch.Tensor"``) nor a Python scalar."""
    return (
        f"argument x{position} is a {type(value).__module__}.{type(value).__qualname__}, not "
        f"a {array} or a Python scalar; convert it first, e.g. xp.asarray(value)."
    )
