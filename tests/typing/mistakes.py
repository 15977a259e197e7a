"""Deliberate mistakes that both checkers must report (checked, never run).

Each mistake carries ``# type: ignore[<mypy code>]``. mypy runs with ``warn_unused_ignores``
(part of --strict) and pyright with ``reportUnnecessaryTypeIgnoreComment``, so a mistake a
checker stops reporting fails tests/test_typing.py as an unused ignore; mypy also checks
that the error is of the named kind.
"""

from __future__ import annotations

from typing import TypeVar

import numpy as np
import numpy.typing as npt
import torch

from arraydispatch import get_namespace, namespace

A = TypeVar("A")


def generic(x: A) -> A:
    xp = get_namespace(x)
    xp.mean(x, axis="rows")  # type: ignore[arg-type]  # a str axis
    xp.sum(x, 0)  # type: ignore[call-arg]  # axis is keyword-only in the standard
    xp.reshape(x)  # type: ignore[call-arg]  # the required shape is missing
    xp.std(x, ddof=1)  # type: ignore[call-arg]  # numpy's name; the standard says correction=
    return xp.max(x, keepdims="yes")  # type: ignore[arg-type]  # keepdims is a bool


def concrete(t: torch.Tensor, n: npt.NDArray[np.float64]) -> None:
    xp = get_namespace(t)
    xp.sin((1.0, 2.0))  # type: ignore[arg-type]  # a tuple where an array is required
    xp.add(n, t)  # type: ignore[arg-type]  # a NumPy array into the torch namespace
    np_xp = get_namespace(n)
    np_xp.multiply(n, xp.exp(t))  # type: ignore[arg-type]  # results of two namespaces mixed
    xp.astype(t, xp.float32, True)  # type: ignore[call-arg]  # copy is keyword-only
    xp.astype(t, "float32")  # type: ignore[arg-type]  # a str where a torch.dtype is required
    xp.linalg.qr(t, mode="full")  # type: ignore[arg-type]  # not one of the Literal modes
    xp.fft.fft(t, norm="backwards")  # type: ignore[arg-type]  # a typo in a Literal option
    xp.eye(2.5)  # type: ignore[arg-type]  # n_rows is an int
    xp.full((2, 2), "zero")  # type: ignore[arg-type]  # fill_value is a Python scalar
    _ = xp.unique_all(t).count  # type: ignore[attr-defined]  # the field is counts
    xp.nansum(t)  # type: ignore[attr-defined]  # not in the standard: use torch directly
    total: npt.NDArray[np.float64] = xp.sum(t)  # type: ignore[assignment]  # it is a Tensor
    del total
    namespace("numpy").zeros(3, device="cuda")  # type: ignore[arg-type]  # numpy: 'cpu' only
