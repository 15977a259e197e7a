"""Manipulation functions on every backend against NumPy: flip, roll, expand_dims,
moveaxis, permute_dims, tile, repeat, reshape, stack, concat, unstack, squeeze, broadcasting."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ._numpy_reference import assert_matches, available, default_float, numpy_function
from ._strategies import REAL, arrays

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- manipulation


@FAST
@given(data=st.data())
def test_manipulation_matches_numpy(xp: Any, data: st.DataObject) -> None:
    a = data.draw(arrays(st.sampled_from(available(xp, [*REAL, "bool", "complex64"])), min_dims=1))
    t = xp.asarray(a)
    rank = a.ndim
    axis = data.draw(st.integers(-rank, rank - 1))
    assert_matches(xp.flip(t, axis=axis), np.flip(a, axis=axis), xp=xp)
    assert_matches(xp.flip(t), np.flip(a), xp=xp)
    assert_matches(xp.roll(t, 3, axis=axis), np.roll(a, 3, axis=axis), xp=xp)
    assert_matches(xp.roll(t, -2), np.roll(a, -2), xp=xp)
    assert_matches(xp.roll(t, (1, 2), axis=(0, -1)), np.roll(a, (1, 2), axis=(0, -1)), xp=xp)
    assert_matches(xp.expand_dims(t, axis=(0, -1)), np.expand_dims(a, (0, -1)), xp=xp)
    assert_matches(xp.expand_dims(t, axis=-1), np.expand_dims(a, -1), xp=xp)
    assert_matches(xp.moveaxis(t, 0, -1), np.moveaxis(a, 0, -1), xp=xp)
    perm = data.draw(st.permutations(range(rank)))
    assert_matches(xp.permute_dims(t, tuple(perm)), np.transpose(a, perm), xp=xp)
    reps = data.draw(st.lists(st.integers(0, 2), min_size=0, max_size=4))
    assert_matches(xp.tile(t, tuple(reps)), np.tile(a, reps), xp=xp)
    assert_matches(xp.repeat(t, 2, axis=axis), np.repeat(a, 2, axis=axis), xp=xp)
    assert_matches(xp.repeat(t, 3), np.repeat(a, 3), xp=xp)
    counts = data.draw(hnp.arrays("int64", (a.shape[axis],), elements=st.integers(0, 2)))
    assert_matches(
        xp.repeat(t, xp.asarray(counts), axis=axis), np.repeat(a, counts, axis=axis), xp=xp
    )
    assert_matches(xp.reshape(t, (-1,), copy=True), a.reshape(-1), xp=xp)
    assert_matches(xp.stack([t, t], axis=-1), np.stack([a, a], axis=-1), xp=xp)
    assert_matches(xp.concat([t, t], axis=axis), numpy_function("concat")([a, a], axis=axis), xp=xp)
    assert_matches(xp.concat([t, t], axis=None), numpy_function("concat")([a, a], axis=None), xp=xp)
    if a.shape[0]:
        parts = xp.unstack(t, axis=0)
        assert isinstance(parts, tuple)
        assert len(parts) == a.shape[0]
        assert_matches(parts[-1], a[-1], xp=xp)


def test_roll_of_an_empty_array_without_axis(xp: Any) -> None:
    # dask ravels, rolls and reshapes back; its reshape cannot restore (0, 3)
    assert_matches(xp.roll(xp.zeros((0, 3)), -2), np.zeros((0, 3), default_float(xp)), xp=xp)


def test_concat_and_stack_promote(xp: Any) -> None:
    out = xp.concat([xp.asarray([1], dtype=xp.int8), xp.asarray([300], dtype=xp.int16)])
    assert_matches(out, np.array([1, 300], np.int16), xp=xp)
    out = xp.stack([xp.asarray([1.0], dtype=xp.float32), xp.asarray([2j], dtype=xp.complex64)])
    assert_matches(out, np.array([[1], [2j]], np.complex64), xp=xp)


def test_mixed_dtype_cases_the_suite_checks_with_operators(xp: Any) -> None:
    # The official suite's own checks for these use tf.Tensor operators on mixed dtypes and
    # are xfailed there (tests/xfails/tensorflow.txt); the values are checked here instead
    # (cross, outer and where: tests/test_linalg.py, tests/test_searching.py).
    r = xp.repeat(xp.asarray(np.int32([1, 2, 3])), xp.asarray([1, 0, 2], dtype=xp.int16))
    assert_matches(r, np.array([1, 3, 3], np.int32), xp=xp)
    if "complex128" not in available(xp, ["complex128"]):
        return
    parts = [xp.zeros((5, 0), dtype=xp.complex128), xp.ones((1, 5), dtype=xp.complex64)]
    assert_matches(xp.concat(parts, axis=None), np.ones(5, np.complex128), xp=xp)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_broadcasting_functions(xp: Any) -> None:
    assert xp.broadcast_shapes((2, 1), (3,), ()) == (2, 3)
    with pytest.raises(ValueError, match="broadcast"):
        xp.broadcast_shapes((2,), (3,))
    a, b = xp.broadcast_arrays(xp.zeros((2, 1)), xp.ones((3,), dtype=xp.int8))
    assert a.shape == (2, 3)
    assert b.shape == (2, 3)
    assert b.dtype == xp.int8
    assert xp.broadcast_to(xp.asarray([1, 2]), (3, 2)).shape == (3, 2)
    assert isinstance(xp.broadcast_arrays(xp.ones(2), xp.ones((3, 1))), tuple)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_manipulation_errors(xp: Any) -> None:
    # the types are the standard's; the messages are each library's own
    with pytest.raises(ValueError):  # noqa: PT011
        xp.squeeze(xp.zeros((2, 1)), axis=0)
    assert xp.squeeze(xp.zeros((2, 1)), axis=(-1,)).shape == (2,)
    with pytest.raises(IndexError):
        xp.expand_dims(xp.zeros((2,)), axis=3)
    with pytest.raises(ValueError):  # noqa: PT011
        xp.expand_dims(xp.zeros((2,)), axis=(0, 0))
    with pytest.raises((ValueError, IndexError)):
        xp.flip(xp.zeros((2,)), axis=1)


def test_broadcast_to_an_incompatible_shape_is_a_value_error(xp: Any) -> None:
    with pytest.raises(ValueError, match="broadcast"):
        xp.broadcast_to(xp.asarray([1, 2]), (3,))


@pytest.mark.skip_backend(
    "numpy", "dask", "jax", "torch",
    reason="concat across kinds is left to the library; it promotes (NumPy's rules)",
)  # fmt: skip
def test_concat_across_kinds_is_a_type_error(xp: Any) -> None:
    with pytest.raises(TypeError, match="promotion"):
        xp.concat([xp.asarray([1]), xp.asarray([1.0])])


@pytest.mark.skip_backend("numpy", "dask", "jax", "torch", "mlx", reason="TF only: unknown sizes")
def test_broadcast_shapes_with_unknown_sizes(xp: Any) -> None:
    # tf.TensorShape's unknown sizes, as tf.function traces them
    assert xp.broadcast_shapes((None, 1), (1, 4)) == (None, 4)
    assert xp.broadcast_shapes((None,), (5,)) == (5,)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_expand_dims(xp: Any) -> None:
    x = xp.ones((1, 2))
    with pytest.raises(IndexError):
        xp.expand_dims(x, axis=3)
    assert xp.expand_dims(x, axis=-1).shape == (1, 2, 1)
    assert xp.expand_dims(x, axis=(0, 3)).shape == (1, 1, 2, 1)
    with pytest.raises(ValueError, match=r"repeat|twice|duplicate"):
        xp.expand_dims(xp.ones((2, 2)), axis=(1, 1))


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_permute_dims_negative_axes(xp: Any) -> None:
    assert xp.permute_dims(xp.ones((2, 4, 3)), (-2, -1, 0)).shape == (4, 3, 2)


@pytest.mark.xfail_backend("numpy", reason="np.permute_dims's own message")
@pytest.mark.xfail_backend("dask", reason="da.transpose's own message")
@pytest.mark.xfail_backend("torch", reason="torch.permute raises RuntimeError for (0, 0)")
@pytest.mark.xfail_backend("jax", reason="jnp.permute_dims raises TypeError for (0, 0)")
def test_permute_dims_of_a_non_permutation_is_a_value_error(xp: Any) -> None:
    with pytest.raises(ValueError, match="permutation"):
        xp.permute_dims(xp.zeros((2, 3)), (0, 0))
