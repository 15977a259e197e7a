"""Indexing functions on every backend against NumPy: take, take_along_axis (negative
indices), and boolean-mask reads."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ._numpy_reference import assert_matches, available, to_numpy
from ._strategies import REAL, arrays

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- indexing


@FAST
@given(data=st.data())
def test_take_and_take_along_axis(xp: Any, data: st.DataObject) -> None:
    a = data.draw(arrays(st.sampled_from(available(xp, [*REAL, "bool"])), min_dims=1, min_side=1))
    t = xp.asarray(a)
    axis = data.draw(st.integers(-a.ndim, a.ndim - 1))
    size = a.shape[axis]
    idx_dtype = data.draw(st.sampled_from(["int32", "int64", "int8"]))
    idx = data.draw(hnp.arrays(idx_dtype, st.integers(0, 5), elements=st.integers(-size, size - 1)))
    assert_matches(xp.take(t, xp.asarray(idx), axis=axis), np.take(a, idx, axis=axis), xp=xp)
    shape = list(a.shape)
    shape[axis] = data.draw(st.integers(0, 4))
    if data.draw(st.booleans()):  # broadcast the other axes
        shape = [1 if i != axis % a.ndim else s for i, s in enumerate(shape)]
    idx = data.draw(hnp.arrays("int64", tuple(shape), elements=st.integers(-size, size - 1)))
    assert_matches(
        xp.take_along_axis(t, xp.asarray(idx), axis=axis),
        np.take_along_axis(a, idx, axis=axis),
        xp=xp,
    )


def test_take_along_axis_defaults_to_the_last_axis(xp: Any) -> None:
    # the standard's axis=-1 (JAX before 0.7 has no default)
    a = np.asarray([[3.0, 1.0, 2.0], [0.5, 4.0, 2.0]], dtype=np.float32)
    idx = np.argsort(a, axis=-1)
    got = xp.take_along_axis(xp.asarray(a), xp.asarray(idx))
    assert_matches(got, np.take_along_axis(a, idx, axis=-1), xp=xp)


def test_take_negative_indices(xp: Any) -> None:
    assert to_numpy(xp.take(xp.arange(5), xp.asarray([-1]))).tolist() == [4]


@pytest.mark.xfail_backend(
    "mlx",
    reason="mlx.core.array's __getitem__ refuses boolean masks ('boolean indices are not yet "
    "supported', ml-explore/mlx#246); capabilities() says so",
)
def test_a_sole_boolean_mask_reads(xp: Any) -> None:
    x = xp.reshape(xp.arange(6), (2, 3))
    assert to_numpy(x[x > 2]).tolist() == [3, 4, 5]


def test_boolean_indexing_capability(xp: Any, backend_name: str) -> None:
    # The standard's boolean indexing includes x[mask] = v and 0-D masks, which a tf.Tensor
    # lacks; code that reads the flag (array-api-extra's apply_where) then uses xp.where.
    # a jax.Array is immutable: no x[mask] = v either; an mlx.core.array takes no mask at all
    expected = backend_name not in ("tensorflow", "jax", "mlx")
    assert xp.__array_namespace_info__().capabilities()["boolean indexing"] is expected


def test_tensorflow_lacks_the_rest_of_boolean_indexing() -> None:
    # why the flag above is False: what TensorFlow itself does
    tf = pytest.importorskip("tensorflow")
    x = tf.reshape(tf.range(6), (2, 3))
    with pytest.raises(TypeError):
        x[x > 2] = 0
    with pytest.raises(ValueError, match="mask cannot be scalar"):
        tf.constant(1.0)[tf.constant(True)]
