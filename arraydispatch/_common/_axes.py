"""Axis arguments, checked and normalized once for every backend, with one error.

The error raised here is both an
IndexError (what the standard's ``expand_dims`` and the official suite expect) and a
ValueError (what NumPy's ``AxisError`` is, so code written against NumPy catches it too),
and it names the public function the user called (:func:`public_caller`: free until an
error is raised).
"""

from __future__ import annotations

import operator
from typing import Any

from arraydispatch._common._errors import public_caller


class AxisError(ValueError, IndexError):
    """An axis argument out of range for the array's number of dimensions."""


def normalize_axis(axis: Any, ndim: int, *, name: str = "axis") -> int:
    """``axis`` as an int in ``[0, ndim)``.

    Raises TypeError for a non-integer and :class:`AxisError` (an IndexError and a
    ValueError) naming the valid range for an integer out of range.
    """
    try:
        axis = operator.index(axis)
    except TypeError:
        raise TypeError(
            f"{public_caller()}(): {name} must be an int, not {type(axis).__name__}."
        ) from None
    if not -ndim <= axis < ndim:
        if ndim == 0:
            raise AxisError(
                f"{public_caller()}(): {name}={axis} is out of bounds: the input is 0-d (a "
                f"scalar) and has no axes."
            )
        raise AxisError(
            f"{public_caller()}(): {name}={axis} is out of bounds for an array of {ndim} "
            f"dimension(s); use an axis in [{-ndim}, {ndim})."
        )
    return axis % ndim if ndim else 0


def normalize_axes(axis: Any, ndim: int, *, name: str = "axis") -> tuple[int, ...]:
    """``axis`` (None, an int or a tuple/list of ints) as a sorted tuple of distinct axes.

    None means every axis. An axis named twice is a ValueError.
    """
    if axis is None:
        return tuple(range(ndim))
    if isinstance(axis, (tuple, list)):
        axes = tuple(normalize_axis(a, ndim, name=name) for a in axis)
        if len(set(axes)) != len(axes):
            raise ValueError(
                f"{public_caller()}(): {name}={axis!r} repeats an axis; give each axis once."
            )
        return tuple(sorted(axes))
    return (normalize_axis(axis, ndim, name=name),)


def cumulative_axis(axis: int | None, ndim: int) -> int:
    """The axis of ``cumulative_sum``/``cumulative_prod``: ``axis=None`` is allowed only
    for 0-D and 1-D input (the standard's rule), where it means axis 0."""
    if axis is None:
        if ndim > 1:
            raise ValueError(
                f"{public_caller()}(): axis is required for arrays of {ndim} dimensions; "
                f"axis=None is allowed only for 0-D or 1-D input."
            )
        return 0
    if ndim == 0:
        # a 0-D x counts as one element along axis 0, as in NumPy's cumulative_sum
        try:
            if operator.index(axis) in (0, -1):
                return 0
        except TypeError:
            return normalize_axis(axis, 1)  # the TypeError for a non-integer
        raise AxisError(
            f"{public_caller()}(): axis={axis} is out of bounds: the input is 0-d (a scalar), "
            f"which counts as one element along axis 0; use axis=0, -1 or None."
        )
    return normalize_axis(axis, ndim)
