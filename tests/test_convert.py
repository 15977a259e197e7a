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

from ._convert_devices import outcome, problems

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


# ------------------------------------------------------------ from_dlpack(device=, copy=)


def _devices_of(xp: Any) -> list[Any]:
    """The devices of the test process this namespace has: where its arrays go by default
    first, then torch's ``meta`` (every torch build has it)."""
    default = arraydispatch.device(xp.zeros(1))
    devices = xp.__array_namespace_info__().devices()
    return [default, *(d for d in devices if d is not None and "meta" in str(d))]


@pytest.mark.parametrize("source", ["numpy", "torch"])
@pytest.mark.xfail_backend(
    "mlx",
    reason="MLX copies every import of CPU memory ('Cannot import a CPU array without a copy'):"
    " copy=None copies, copy=False is a CopyNeededError",
)
def test_from_dlpack_device_and_copy_follow_the_standard(xp: Any, source: str) -> None:
    """Every device this namespace has here x copy=None/True/False: results on the device
    asked for (None: the producer's, the host), copy=True always a copy, copy=False sharing
    exactly where copy=None shares and else a CopyNeededError, both the standard's
    BufferError and ValueError (the 2025.12 text names each)."""
    devices = _devices_of(xp)
    x = make(source)
    rows = []
    for index in (None, *range(len(devices))):
        device = None if index is None else devices[index]
        for copy in (None, True, False):
            result = outcome(devices, xp, x, xp.from_dlpack, x, device=device, copy=copy)
            rows.append([source, index, copy, 0 if index is None else index, result])
    assert not problems(rows)
    # aligned host memory onto the host device: shared, on every backend
    assert rows[0][-1] == "shared 0", rows[0]


def test_from_dlpack_to_torch_meta() -> None:
    xp = arraydispatch.namespace("torch")
    for x in (make("numpy"), make("torch"), make("jax")):
        y = xp.from_dlpack(x, device="meta")
        assert y.device.type == "meta"
        assert y.shape == (4,)
        assert y.dtype == torch.float32
        with pytest.raises(BufferError, match="copy=None") as info:
            xp.from_dlpack(x, device="meta", copy=False)
        assert isinstance(info.value, ValueError)  # the standard's other name for it
    with pytest.raises(ValueError, match="not a torch device"):
        xp.from_dlpack(make("numpy"), device="tpu-nowhere")


def test_from_dlpack_of_a_torch_meta_tensor() -> None:
    meta = torch.empty(3, device="meta")
    xp = arraydispatch.namespace("torch")
    assert xp.from_dlpack(meta).device.type == "meta"  # DLPack has no meta device
    assert xp.from_dlpack(meta, device="meta") is meta
    with pytest.raises(BufferError, match="meta"):
        xp.from_dlpack(meta, device="cpu")  # no data to copy out
    for name in ("numpy", "dask", "jax", "tensorflow"):
        other = arraydispatch.namespace(name)
        with pytest.raises(BufferError, match="device"):  # device=None: x's, not theirs
            other.from_dlpack(meta)
        with pytest.raises(BufferError, match="host memory"):
            other.from_dlpack(meta, device=_devices_of(other)[0])


@pytest.mark.parametrize("target", ["numpy", "dask"])
def test_host_namespaces_take_only_the_cpu(target: str) -> None:
    xp = arraydispatch.namespace(target)
    assert isinstance(xp.from_dlpack(make("torch"), device="cpu"), type(xp.asarray([1])))
    with pytest.raises(ValueError, match="device"):
        xp.from_dlpack(make("torch"), device="cuda")


def test_jax_from_dlpack_takes_device_names() -> None:
    xp = arraydispatch.namespace("jax")
    cpu = jax.devices("cpu")[0]
    assert xp.from_dlpack(make("numpy"), device="cpu").devices() == {cpu}
    assert xp.from_dlpack(make("jax"), device="cpu:0").devices() == {cpu}
    with pytest.raises(ValueError, match="not a JAX device"):
        xp.from_dlpack(make("numpy"), device="tpu:3")
    with pytest.raises(ValueError, match="not a JAX device"):
        xp.from_dlpack(make("numpy"), device=3)


# ------------------------------------------------------------------ convert(y, like=X)


def _like_inputs() -> dict[str, Any]:
    """What users pass as y: every kind of array-like, and arrays of each library."""
    pd = pytest.importorskip("pandas")
    pl = pytest.importorskip("polars")
    return {
        "list": [0.0, 1.0, 2.0, 3.0],
        "tuple": (0.0, 1.0, 2.0, 3.0),
        "nested list": [[0.0, 1.0], [2.0, 3.0]],
        "pandas.Series": pd.Series([0.0, 1.0, 2.0, 3.0]),
        "pandas.DataFrame": pd.DataFrame({"a": [0.0, 2.0], "b": [1.0, 3.0]}),
        "polars.Series": pl.Series([0.0, 1.0, 2.0, 3.0]),
        "numpy": make("numpy"),
        "torch": make("torch"),
        "jax": make("jax"),
        "tensorflow": make("tensorflow"),
        "dask": make("dask"),
    }


LIKE_KINDS = [
    "list", "tuple", "nested list", "pandas.Series", "pandas.DataFrame", "polars.Series",
    "numpy", "torch", "jax", "tensorflow", "dask",
]  # fmt: skip


@pytest.mark.parametrize("kind", LIKE_KINDS)
def test_convert_like_gives_x_library_and_device(xp: Any, kind: str) -> None:
    X = xp.ones(2)
    y = _like_inputs()[kind]
    out = convert(y, like=X)
    assert arraydispatch.get_namespace(out) is xp
    assert arraydispatch.device(out) == arraydispatch.device(X)
    np.testing.assert_array_equal(host(out).reshape(-1), np.arange(4.0))


#: (y, X's library): zero-copy, proven by equal data pointers (y's first element)
SHARED_LIKE = [
    ("numpy", "torch"),
    ("torch", "numpy"),
    ("torch", "jax"),
    ("jax", "torch"),
    ("jax", "numpy"),
    ("numpy", "jax"),  # aligned float32 (JAX shares only 64-byte-aligned memory)
    ("tensorflow", "numpy"),
    ("tensorflow", "torch"),
]


@pytest.mark.parametrize(("source", "target"), SHARED_LIKE)
def test_convert_like_shares_memory(source: str, target: str) -> None:
    y = make(source)
    X = make(target)
    out = convert(y, like=X)
    source_pointer = pointer(y) if source != "tensorflow" else pointer(np.from_dlpack(y))
    assert pointer(out) == source_pointer
    assert convert(y, like=X, copy=False) is not None  # copy=False agrees


def test_convert_like_of_pandas_shares_its_memory_with_numpy() -> None:
    pd = pytest.importorskip("pandas")
    series = pd.Series(np.arange(4.0))
    out = convert(series, like=np.zeros(1))
    assert isinstance(out, np.ndarray)
    assert np.shares_memory(out, series.to_numpy())
    assert np.shares_memory(convert(series, like=np.zeros(1), copy=False), series.to_numpy())


def test_convert_like_torch_meta_and_device_moves() -> None:
    meta = torch.empty(2, device="meta")
    for y in ([1.0, 2.0], make("numpy"), make("torch"), make("jax")):
        assert convert(y, like=meta).device.type == "meta"
    cpu = make("torch")
    assert convert(cpu, "torch", device="cpu") is cpu
    assert convert(cpu, "torch", device="meta").device.type == "meta"
    with pytest.raises(ValueError, match="copy"):
        convert(cpu, "torch", device="meta", copy=False)
    assert convert(cpu, like=cpu) is cpu
    copied = convert(cpu, like=cpu, copy=True)
    assert copied is not cpu
    assert pointer(copied) != pointer(cpu)


def test_convert_like_uses_the_target_default_dtypes_for_python_values() -> None:
    # lists and scalars go through the target's asarray, as library code's xp.asarray would
    assert convert([1.0, 2.0], like=torch.zeros(1)).dtype == torch.float32
    assert convert(3, like=np.zeros(1)).dtype == np.int64
    assert convert(True, like=jnp.zeros(1)).dtype == jnp.bool_
    assert convert(np.float64(2.5), "torch").dtype == torch.float64  # a NumPy scalar: its dtype


def test_convert_needs_one_target() -> None:
    x = make("numpy")
    with pytest.raises(TypeError, match="needs a target"):
        convert(x)
    with pytest.raises(TypeError, match="not both"):
        convert(x, "torch", like=make("torch"))
    with pytest.raises(TypeError, match="not both"):
        convert(x, like=make("torch"), device="cpu")
    with pytest.raises(TypeError, match="like must be an array"):
        convert(x, like=[1, 2])


# ------------------------------------------------------------------ array-likes: errors


@pytest.mark.parametrize("target", [*EAGER, "dask"])
def test_convert_ragged_lists_are_a_clear_value_error(target: str) -> None:
    for ragged in ([[1, 2], [3]], [[1, 2], 3], ([1.0], [2.0, 3.0])):
        with pytest.raises(ValueError, match=r"convert\(\): argument x is a ragged nested"):
            convert(ragged, target)


@pytest.mark.parametrize("target", [*EAGER, "dask"])
def test_convert_objects_and_strings_are_a_clear_type_error(target: str) -> None:
    pd = pytest.importorskip("pandas")
    values = [
        pd.Series(["a", "b"], dtype=object),
        pd.Series([1, "b"]),
        ["a", "b"],
        [1, None],
    ]
    for value in values:
        with pytest.raises(TypeError, match=r"convert\(\)") as info:
            convert(value, target)
        assert "argument x" in str(info.value)


@pytest.mark.parametrize("target", ["torch", "jax", "tensorflow", "dask"])
def test_convert_numpy_object_arrays_are_a_clear_type_error(target: str) -> None:
    with pytest.raises(TypeError, match=r"convert\(\): argument x.*dtype object"):
        convert(np.array([1, None], dtype=object), target)


def test_convert_python_values_cannot_be_shared() -> None:
    with pytest.raises(ValueError, match="copy=False"):
        convert([1.0, 2.0], "numpy", copy=False)
    with pytest.raises(ValueError, match="copy=False"):
        convert(2.0, "torch", copy=False)


def test_convert_polars_with_copy_false_says_it_must_copy() -> None:
    pl = pytest.importorskip("polars")
    with pytest.raises(ValueError, match="copy=None"):
        convert(pl.Series([1, None]), "numpy", copy=False)  # nulls: polars must copy


# ------------------------------------------------------------------ the mixed-library error


def test_mixed_library_error_names_convert_like() -> None:
    with pytest.raises(TypeError, match=r"convert\(b, like=a\)"):
        arraydispatch.get_namespace(make("numpy"), make("torch"))
