"""is_*_array, is_array_api_obj, device, to_device and size on every backend.

tests/test_compat.py holds them against array-api-compat's answers."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch import (
    device,
    is_array_api_obj,
    is_numpy_array,
    size,
    to_device,
)
from arraydispatch._registry import BACKENDS

from ._numpy_reference import to_numpy

# tests/test_registry.py checks that every row has its is_<name>_array
PREDICATES = {row.name: getattr(arraydispatch, f"is_{row.name}_array") for row in BACKENDS}


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
    assert here is not None
    assert here in xp.__array_namespace_info__().devices()
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


def test_to_device_takes_cpu_string(xp: Any) -> None:
    x = xp.asarray([1.0, 2.0])
    moved = to_device(x, "cpu")
    assert device(moved) == device(x)
    np.testing.assert_array_equal(to_numpy(moved), [1.0, 2.0])


def test_size_rejects_non_arrays() -> None:
    with pytest.raises(TypeError, match=r"size\(\) argument is a list, not an array.*asarray"):
        size([1, 2, 3])
    with pytest.raises(TypeError, match=r"argument is a float"):
        size(1.0)


# ------------------------------------------------------------------- JAX tracers (issue 9)


def test_jax_device_of_tracers_is_none_as_in_array_api_compat() -> None:
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    seen = []

    def f(x: Any) -> Any:
        seen.append(device(x))
        return (to_device(x, device(x)) * 2.0).sum()

    x = jnp.ones(3)
    assert float(jax.jit(f)(x)) == 6.0
    jax.grad(f)(x)
    jax.vmap(f)(jnp.ones((2, 3)))
    jax.jit(jax.grad(f))(x)
    # a tracer has no device (https://github.com/jax-ml/jax/issues/26000); None, which
    # creation functions take as the default device, is array-api-compat's answer too
    assert seen == [None, None, None, None]
    assert device(x) == x.device


def test_jax_creation_on_device_of_traced_input() -> None:
    jax = pytest.importorskip("jax")
    xp = arraydispatch.namespace("jax")

    @jax.jit
    def add_identity(x: Any) -> Any:
        return x + xp.eye(x.shape[0], dtype=x.dtype, device=device(x))

    out = add_identity(xp.zeros((3, 3)))
    np.testing.assert_array_equal(np.asarray(out), np.eye(3))


def test_jax_to_device_by_name() -> None:
    jax = pytest.importorskip("jax")
    x = jax.numpy.zeros(2)
    cpu = jax.devices("cpu")[0]
    for name in ("cpu", "cpu:0", str(cpu)):
        assert device(to_device(x, name)) == cpu
    with pytest.raises(ValueError, match=r"device='tpu7'.*'cpu' or 'cpu:0'"):
        to_device(x, "tpu7")
    with pytest.raises(ValueError, match=r"device='cpu:99'"):
        to_device(x, "cpu:99")
    assert jax.jit(lambda y: to_device(y, "cpu") + 1)(x).tolist() == [1.0, 1.0]


# ------------------------------------------------------------------- torch.compile tracing


# Dynamo warns that it traces through the is_*_namespace lru_caches (as it does for
# array-api-compat's): what it traces is the uncached answer, from the module's __name__
@pytest.mark.filterwarnings("ignore:Dynamo detected a call to a `functools.lru_cache`")
def test_helpers_trace_under_torch_compile_without_recompiling() -> None:
    torch = pytest.importorskip("torch")
    from arraydispatch import compat

    def f(x: Any) -> Any:
        xp = arraydispatch.get_namespace(x)
        known = (
            compat.is_torch_array(x)
            and compat.is_torch_namespace(xp)
            and compat.is_writeable_array(x)
            and not compat.is_lazy_array(x)
            and not compat.is_numpy_array(x)
        )
        return x * size(x) + xp.ones(3, device=device(x)) if known else x

    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    arraydispatch.clear_namespace_cache()  # first sight of the types while tracing
    compiled = torch.compile(f, fullgraph=True, backend="eager")  # a graph break: error
    assert compiled(torch.ones(3)).tolist() == [4.0, 4.0, 4.0]
    with torch._dynamo.config.patch(error_on_recompile=True):
        for _ in range(2):
            assert compiled(torch.ones(3)).tolist() == [4.0, 4.0, 4.0]
    assert counters["stats"]["unique_graphs"] == 1
