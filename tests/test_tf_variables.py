"""TensorFlow only: tf.Variable inputs, DLPack buffers TF's kernels can use, and no global
state (TensorFlow behaves the same before and after the namespace is used).

(``asarray``'s copy rules on every backend are in tests/test_creation.py.)
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

import arraydispatch  # noqa: E402

from ._numpy_reference import assert_matches  # noqa: E402

xp: Any = arraydispatch.namespace("tensorflow")


def test_get_namespace_resolves_tensors_and_variables() -> None:
    assert arraydispatch.get_namespace(tf.constant([1.0])) is xp
    assert arraydispatch.get_namespace(tf.Variable([1.0])) is xp


def test_variable_inputs() -> None:
    v = tf.Variable([1.0, -2.0])
    assert_matches(xp.add(v, 1), np.array([2.0, -1.0], dtype=np.float32), xp=xp)
    assert_matches(xp.abs(v), np.array([1.0, 2.0], dtype=np.float32), xp=xp)
    assert xp.asarray(v) is v
    assert xp.asarray(v, copy=False) is v
    copied = xp.asarray(v, copy=True)
    cast = xp.astype(v, xp.float32)  # copy=True by default
    v.assign([5.0, 6.0])
    np.testing.assert_array_equal(copied.numpy(), [1.0, -2.0])
    np.testing.assert_array_equal(cast.numpy(), [1.0, -2.0])


def test_variables_are_accepted() -> None:
    v = tf.Variable([[3.0, 1.0], [2.0, 2.0]])
    a = v.numpy()
    assert_matches(xp.sort(v), np.sort(a), xp=xp)
    assert_matches(xp.sum(v, axis=0), a.sum(axis=0), xp=xp)
    assert_matches(xp.matmul(v, v), a @ a, xp=xp)
    assert_matches(xp.take(v, tf.constant([1]), axis=0), a[[1]], xp=xp)
    assert_matches(xp.concat([v, tf.constant([[1.0, 1.0]])]), np.concatenate([a, a[1:] - 1]), xp=xp)
    assert_matches(xp.unique_values(v), np.array([1.0, 2.0, 3.0], np.float32), xp=xp)
    assert_matches(xp.linalg.det(v), np.linalg.det(a), xp=xp)
    assert_matches(xp.fft.rfft(v), np.fft.rfft(a).astype(np.complex64), rtol=1e-6, xp=xp)


def aligned_arange(n: int, alignment: int) -> np.ndarray[Any, Any]:
    """``np.arange(n, dtype=float64)`` whose data address is ``alignment`` modulo 64."""
    buffer = np.zeros(n + 16)
    start = ((alignment - buffer.ctypes.data) % 64) // 8
    a = buffer[start : start + n]
    a[:] = np.arange(n)
    assert a.ctypes.data % 64 == alignment
    return a


def test_from_dlpack_shares_aligned_memory() -> None:
    a = aligned_arange(4, 0)
    x = xp.from_dlpack(a)
    assert x.dtype == tf.float64
    a[0] = 7.0
    assert x.numpy()[0] == 7.0  # a view, as DLPack promises
    y = xp.from_dlpack(a, copy=True)
    a[1] = 9.0
    assert y.numpy()[1] == 1.0
    assert_matches(xp.add(x, y), np.array([14.0, 10.0, 4.0, 6.0]), xp=xp)  # x follows a, y not


def test_from_dlpack_copies_unaligned_memory() -> None:
    # TF's kernels abort the process on unaligned buffers: never share one
    a = aligned_arange(4, 8)
    with pytest.raises(BufferError, match="aligned"):
        xp.from_dlpack(a, copy=False)
    with pytest.raises(ValueError, match="aligned"):
        xp.asarray(a, copy=False)
    x = xp.from_dlpack(a)
    a[0] = 7.0
    assert_matches(xp.add(x, 1.0), np.array([1.0, 2.0, 3.0, 4.0]), xp=xp)


def test_from_dlpack_torch() -> None:
    torch = pytest.importorskip("torch")
    assert_matches(xp.from_dlpack(torch.arange(3)), np.arange(3), xp=xp)


# -- no global state ------------------------------------------------------------------------

_STATE_PROBE = textwrap.dedent(
    """
    import json, sys
    import tensorflow as tf
    from tensorflow.python.framework import ops

    def attrs(cls):
        # Python creates a class's __annotations__ lazily on first access (TF's own op
        # dispatch reads it): not a change of behaviour
        return sorted(set(dir(cls)) - {"__annotations__"})

    def state():
        try:
            tf.constant(1) + tf.constant(1.0)
            mixed = "allowed"
        except (TypeError, tf.errors.InvalidArgumentError):
            mixed = "raises"
        return {
            "mixed": mixed,
            "numpy_promotion": ops.is_numpy_style_type_promotion(),
            "auto_dtype": ops.is_auto_dtype_conversion_enabled(),
            "tensor_attrs": attrs(tf.Tensor),
            "eager_attrs": attrs(type(tf.constant(1))),
            "variable_attrs": attrs(tf.Variable),
            "shape_type": type(tf.constant([1]).shape).__name__,
        }

    before = state()
    import arraydispatch
    x = tf.constant([1.0, 2.0])
    xp = arraydispatch.get_namespace(x)
    xp.add(x, 1); xp.pow(tf.constant([2], tf.uint8), 3); xp.asarray([1, 2]); xp.clip(x, 0, 1)
    xp.__array_namespace_info__().devices()
    after = state()
    print(json.dumps([before, after]))
    """
)


def test_no_global_state() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _STATE_PROBE], capture_output=True, text=True, check=True
    )
    before, after = json.loads(out.stdout.strip().splitlines()[-1])
    assert before["mixed"] == "raises"
    assert before["numpy_promotion"] is False
    assert after == before
