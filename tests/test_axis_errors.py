"""Axis errors of our wrappers on every backend: they name the public function the user
called (not a helper of ours), and for 0-d input say that it has no axes.

The checks are written once, in arraydispatch/_common/_axes.py; a function that is the
framework's own (an alias) keeps its framework's message, and is marked below.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from arraydispatch._common import _spec

from ._numpy_reference import assert_matches

NATIVE_CUMULATIVE = [
    # NumPy < 2.1 has no cumulative_sum/prod: the namespace's are ours, with our message
    pytest.mark.xfail_backend("numpy", reason="np.cumulative_sum/prod's own message", since="2.1"),
    pytest.mark.xfail_backend("jax", reason="jnp.cumulative_sum/prod's own message"),
]
#: Reductions whose axis check is ours on TensorFlow alone; elsewhere the framework's own.
NATIVE_REDUCTIONS = [
    pytest.mark.xfail_backend("numpy", reason="NumPy's own AxisError, which names no function"),
    pytest.mark.xfail_backend("torch", reason="torch's own IndexError, which names no function"),
    pytest.mark.xfail_backend("jax", reason="JAX's own error, which names no function"),
    pytest.mark.xfail_backend("dask", reason="Dask's own AxisError, which names no function"),
]
#: The standard's reductions, and the searching functions that take one axis.
REDUCTIONS = [
    *(name for name in _spec.STATISTICAL if not name.startswith("cumulative_")),
    "argmax", "argmin", "count_nonzero",
]  # fmt: skip


@pytest.mark.parametrize("name", ["cumulative_sum", "cumulative_prod"])
@pytest.mark.parametrize("axis", [1, -2])
def test_cumulative_axis_of_0d_input(xp: Any, name: str, axis: int) -> None:
    x = xp.asarray(2.0)
    # include_initial: torch's fast path without it is torch.cumsum itself
    with pytest.raises(
        IndexError, match=rf"^{name}\(\): axis={axis} is out of bounds: the input is 0-d"
    ):
        getattr(xp, name)(x, axis=axis, include_initial=True)


for _marks in NATIVE_CUMULATIVE:
    test_cumulative_axis_of_0d_input = _marks(test_cumulative_axis_of_0d_input)


@pytest.mark.xfail_backend("jax", reason="jnp.cumulative_sum refuses 0-d input")
@pytest.mark.parametrize("axis", [0, -1])
def test_cumulative_of_0d_input_along_axis_0(xp: Any, axis: int) -> None:
    # a 0-d x counts as one element along axis 0, as in NumPy
    got = xp.cumulative_sum(xp.asarray(2.0, dtype=xp.float32), axis=axis, include_initial=True)
    assert_matches(got, np.asarray([0.0, 2.0], np.float32))


@pytest.mark.parametrize("name", REDUCTIONS)
def test_reduction_axis_error_names_the_function(xp: Any, name: str) -> None:
    x = xp.ones((2, 3))
    with pytest.raises(
        IndexError, match=rf"^{name}\(\): axis=5 is out of bounds for an array of 2"
    ):
        getattr(xp, name)(x, axis=5)


@pytest.mark.parametrize("name", [n for n in REDUCTIONS if not n.startswith("arg")])
def test_reduction_axis_of_0d_input(xp: Any, name: str) -> None:
    with pytest.raises(
        IndexError, match=rf"^{name}\(\): axis=-1 is out of bounds: the input is 0-d .* no axes"
    ):
        getattr(xp, name)(xp.asarray(2.0), axis=-1)


for _marks in NATIVE_REDUCTIONS:
    test_reduction_axis_error_names_the_function = _marks(
        test_reduction_axis_error_names_the_function
    )
    test_reduction_axis_of_0d_input = _marks(test_reduction_axis_of_0d_input)
