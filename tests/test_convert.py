"""convert() and every namespace's from_dlpack across frameworks.

Zero-copy is proven by writing through the producer (NumPy, torch: the writable ones) and
reading the change through the consumer; for read-only producers (JAX, TensorFlow) by the
consumers' data pointers.
"""

from __future__ import annotations

import types
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch._convert import convert

torch = pytest.importorskip("torch")
jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")
tf = pytest.importorskip("tensorflow")
da = pytest.importorskip("dask.array")

EAGER = ["numpy", "torch", "jax", "tensorflow"]


def aligned(n: int) -> np.ndarray[Any, Any]:
    """A float32 NumPy array 0..n-1 whose buffer is 64-byte aligned (JAX shares only those)."""
    buffer = np.empty(4 * n + 64, dtype=np.uint8)
    offset = (-buffer.ctypes.data) % 64
    out = buffer[offset : offset + 4 * n].view(np.float32)
    out[:] = np.arange(n, dtype=np.float32)
    return out


def make(name: str) -> Any:
    values = aligned(4)
    if name == "numpy":
        return values
    if name == "torch":
        return torch.arange(4, dtype=torch.float32)
    if name == "jax":
        return jnp.asarray(values.copy())
    if name == "tensorflow":
        return tf.constant(values.copy())
    return da.from_array(values.copy(), chunks=2)


def host(x: Any) -> np.ndarray[Any, Any]:
    """The values of ``x`` as NumPy (a copy), whatever its framework."""
    if isinstance(x, torch.Tensor):
        return x.detach().numpy().copy()
    if isinstance(x, da.Array):
        return np.asarray(x.compute())
    return np.array(x)


def pointer(x: Any) -> int:
    if isinstance(x, np.ndarray):
        return int(x.ctypes.data)
    if isinstance(x, torch.Tensor):
        return int(x.data_ptr())
    if isinstance(x, jax.Array):
        return int(x.unsafe_buffer_pointer())
    raise TypeError(type(x))


def write(x: Any) -> None:
    """Set element 0 of a writable producer to 42."""
    if isinstance(x, torch.Tensor):
        x[0] = 42.0
    else:
        x[0] = 42.0


# ------------------------------------------------------------------ values, every pair


@pytest.mark.parametrize("target", [*EAGER, "dask"])
@pytest.mark.parametrize("source", [*EAGER, "dask"])
def test_convert_every_pair_keeps_values(source: str, target: str) -> None:
    x = make(source)
    y = convert(x, target)
    assert arraydispatch.get_namespace(y) is arraydispatch.namespace(target)
    np.testing.assert_array_equal(host(y), np.arange(4, dtype=np.float32))
    assert str(host(y).dtype) == "float32"


@pytest.mark.parametrize("target", [*EAGER, "dask"])
@pytest.mark.parametrize("source", EAGER)
def test_from_dlpack_of_every_namespace_accepts_other_frameworks(source: str, target: str) -> None:
    xp = arraydispatch.namespace(target)
    y = xp.from_dlpack(make(source))
    assert arraydispatch.get_namespace(y) is xp
    np.testing.assert_array_equal(host(y), np.arange(4, dtype=np.float32))


# ------------------------------------------------------------------------ zero-copy


@pytest.mark.parametrize("target", ["numpy", "torch", "jax", "tensorflow", "dask"])
@pytest.mark.parametrize("source", ["numpy", "torch"])
def test_convert_shares_memory_with_writable_producer(source: str, target: str) -> None:
    x = make(source)
    y = convert(x, target, copy=False) if target != "dask" else convert(x, target)
    if source == target:
        assert y is x
    write(x)
    assert host(y)[0] == 42.0, f"{source} -> {target} copied"


@pytest.mark.parametrize("target", ["numpy", "torch", "jax", "tensorflow"])
@pytest.mark.parametrize("source", ["numpy", "torch"])
def test_from_dlpack_shares_memory_with_writable_producer(source: str, target: str) -> None:
    x = make(source)
    y = arraydispatch.namespace(target).from_dlpack(x)
    write(x)
    assert host(y)[0] == 42.0, f"{target}.from_dlpack({source}) copied"


@pytest.mark.parametrize("target", ["numpy", "torch"])
def test_convert_from_jax_shares_its_buffer(target: str) -> None:
    x = make("jax")
    assert pointer(convert(x, target, copy=False)) == pointer(x)


def test_convert_from_tensorflow_shares_its_buffer() -> None:
    t = make("tensorflow")
    as_numpy = convert(t, "numpy", copy=False)
    as_torch = convert(t, "torch", copy=False)
    assert pointer(as_numpy) == pointer(as_torch)


@pytest.mark.parametrize("target", ["jax", "tensorflow"])
def test_unaligned_numpy_buffers_are_copied_into_jax_and_tensorflow(target: str) -> None:
    unaligned = aligned(9)[1:]  # 4 bytes past a 64-byte boundary
    y = convert(unaligned, target)  # copy=None: falls back to a copy
    unaligned[0] = 42.0
    np.testing.assert_array_equal(host(y), np.arange(1, 9, dtype=np.float32))
    with pytest.raises(ValueError, match="copy=False"):
        convert(unaligned, target, copy=False)


# ---------------------------------------------------------------------------- copies


@pytest.mark.parametrize("target", ["numpy", "torch", "jax", "tensorflow", "dask"])
def test_convert_copy_true_never_shares(target: str) -> None:
    x = make("numpy")
    y = convert(x, target, copy=True)
    write(x)
    assert host(y)[0] == 0.0


def test_convert_to_same_library_returns_x_or_copy() -> None:
    x = make("torch")
    assert convert(x, "torch") is x
    y = convert(x, "torch", copy=True)
    assert y is not x
    write(x)
    assert float(y[0]) == 0.0


def test_convert_from_dask_computes_once() -> None:
    calls = []

    def scheduler(dsk: Any, keys: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return __import__("dask").get(dsk, keys, **kwargs)

    x = da.from_array(np.arange(6.0), chunks=2) * 2
    with __import__("dask").config.set(scheduler=scheduler):
        y = convert(x, "torch")
    assert calls == [1]
    assert isinstance(y, torch.Tensor)
    np.testing.assert_array_equal(y.numpy(), np.arange(6.0) * 2)


def test_convert_from_dask_with_copy_false_raises() -> None:
    with pytest.raises(ValueError, match="lazy"):
        convert(da.zeros(3), "numpy", copy=False)


# ------------------------------------------------------------------------ targets, errors


def test_convert_accepts_modules_and_namespaces() -> None:
    x = make("numpy")
    assert isinstance(convert(x, torch), torch.Tensor)
    assert isinstance(convert(x, jnp), jax.Array)
    assert isinstance(convert(x, da), da.Array)
    assert isinstance(convert(x, arraydispatch.namespace("tensorflow")), tf.Tensor)
    strict = pytest.importorskip("array_api_strict")
    y = convert(x, strict)
    assert type(y).__module__.startswith("array_api_strict")
    assert convert(y, "numpy").tolist() == [0.0, 1.0, 2.0, 3.0]


def test_convert_errors_are_clear() -> None:
    x = make("numpy")
    with pytest.raises(ValueError, match="unknown backend"):
        convert(x, "cupyy")
    with pytest.raises(TypeError, match="backend name"):
        convert(x, 42)
    with pytest.raises(TypeError, match="not an array or an array-like"):
        convert(object(), "torch")
    with pytest.raises(TypeError, match="copy must be"):
        convert(x, "torch", copy="yes")


def test_convert_symbolic_jax_tracer_is_a_type_error() -> None:
    def inside_jit(a: Any) -> Any:
        return convert(a, "numpy")

    with pytest.raises(TypeError, match=r"jax\.jit|TracerArrayConversion|cannot convert"):
        jax.jit(inside_jit)(jnp.arange(3.0))


def test_get_namespace_still_refuses_mixed_libraries() -> None:
    a = make("numpy")
    t = make("torch")
    with pytest.raises(TypeError, match="different libraries"):
        arraydispatch.get_namespace(a, t)
    # after an explicit conversion, one namespace serves both
    xp = arraydispatch.get_namespace(convert(a, "torch"), t)
    assert xp is arraydispatch.namespace("torch")


def test_convert_is_not_fooled_by_plain_modules() -> None:
    with pytest.raises(TypeError, match="backend name"):
        convert(make("numpy"), types.ModuleType("not_a_namespace"))


def test_from_dlpack_copy_true_copies(xp: Any) -> None:
    x = make("torch")
    y = xp.from_dlpack(x, copy=True)
    write(x)
    assert host(y)[0] == 0.0


def test_convert_tensor_requiring_grad_asks_for_detach() -> None:
    with pytest.raises(TypeError, match="detach"):
        convert(torch.ones(2, requires_grad=True), "numpy")
    assert convert(torch.ones(2, requires_grad=True).detach(), "numpy").tolist() == [1.0, 1.0]
