"""is_*_array, is_array_api_obj, device, to_device and size on every backend."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch import (
    device,
    is_array_api_obj,
    is_dask_array,
    is_jax_array,
    is_numpy_array,
    is_tensorflow_array,
    is_torch_array,
    size,
    to_device,
)

from ._convert import to_numpy

PREDICATES = {
    "numpy": is_numpy_array,
    "torch": is_torch_array,
    "jax": is_jax_array,
    "tensorflow": is_tensorflow_array,
    "dask": is_dask_array,
}


def test_predicates_accept_only_their_backend(xp: Any, backend_name: str) -> None:
    x = xp.zeros((2, 3))
    for name, predicate in PREDICATES.items():
        assert predicate(x) is (name == backend_name), name
    assert is_array_api_obj(x)


@pytest.mark.parametrize("value", [1, 2.0, [1], "x", None, np.dtype("float32")])
def test_predicates_reject_non_arrays(value: object) -> None:
    assert not any(predicate(value) for predicate in PREDICATES.values())
    assert not is_array_api_obj(value)


def test_numpy_scalars_are_numpy_arrays() -> None:
    assert is_numpy_array(np.float32(1.0))


def test_size(xp: Any) -> None:
    assert size(xp.zeros((2, 3))) == 6
    assert size(xp.zeros(())) == 1
    assert size(xp.zeros((4, 0))) == 0


def test_size_unknown_dimensions() -> None:
    class Symbolic:
        shape = (2, None)

    assert size(Symbolic()) is None

    class DaskLike:
        shape = (float("nan"), 3)

    assert size(DaskLike()) is None


def test_device_round_trip(xp: Any) -> None:
    x = xp.ones(3)
    here = device(x)
    assert here in xp.__array_namespace_info__().devices() or here is not None
    moved = to_device(x, here)
    assert device(moved) == here
    np.testing.assert_array_equal(to_numpy(moved), np.ones(3))


def test_device_of_numpy() -> None:
    assert device(np.zeros(1)) == "cpu"
    x = np.zeros(1)
    assert to_device(x, "cpu") is x


def test_device_rejects_non_arrays() -> None:
    with pytest.raises(TypeError, match="not an array"):
        arraydispatch.device([1, 2])
