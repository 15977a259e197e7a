"""GPU checks, for ``nox -s gpu`` on a machine with one CUDA GPU; skipped without one.

Results of namespace functions stay on the input's device (torch ``cuda:0``, a JAX GPU
device, CuPy's current device); creation functions honour ``device=``; ``to_device``
moves both ways; ``convert``/``from_dlpack`` between torch-cuda, JAX-GPU and CuPy share
memory (equal data pointers); ``convert(y, like=X)`` puts lists, NumPy and pandas input on
X's GPU; ``from_dlpack(device=, copy=)`` moves between the host and the GPU. Each test
needs its frameworks' CUDA builds and skips, saying which, when they or the GPU are absent.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch import convert, get_namespace

pytestmark = pytest.mark.gpu


def _torch_cuda() -> Any:
    if importlib.util.find_spec("torch") is None:
        pytest.skip("torch is not installed")
    import torch

    if not torch.cuda.is_available():
        pytest.skip("no CUDA device for torch (CPU build, or no GPU)")
    return torch


def _jax_gpu() -> Any:
    if importlib.util.find_spec("jax") is None:
        pytest.skip("jax is not installed")
    import jax

    try:
        devices = jax.devices("gpu")
    except RuntimeError:
        pytest.skip("no GPU device for JAX (a CPU jaxlib, or no GPU: jax[cuda13])")
    return devices[0]


def _cupy() -> Any:
    if importlib.util.find_spec("cupy") is None:
        pytest.skip("cupy is not installed (cupy-cuda13x or cupy-cuda12x)")
    import cupy

    try:
        if cupy.cuda.runtime.getDeviceCount() == 0:
            pytest.skip("no CUDA device for CuPy")
    except cupy.cuda.runtime.CUDARuntimeError:
        pytest.skip("no CUDA driver for CuPy")
    return cupy


#: name -> f(xp, x) on a (4, 4) float32 array; each result must stay on x's device
OPERATIONS: dict[str, Callable[[Any, Any], Any]] = {
    "sin": lambda xp, x: xp.sin(x),
    "add": lambda xp, x: xp.add(x, 1.0),
    "exp of int32": lambda xp, x: xp.exp(xp.astype(x, xp.int32)),
    "sum": lambda xp, x: xp.sum(x, axis=0),
    "mean": lambda xp, x: xp.mean(x),
    "cumulative_sum": lambda xp, x: xp.cumulative_sum(x, axis=1),
    "matmul": lambda xp, x: xp.matmul(x, x),
    "sort": lambda xp, x: xp.sort(x, axis=1, descending=True),
    "argsort": lambda xp, x: xp.argsort(x, axis=1),
    "unique_values": lambda xp, x: xp.unique_values(x),
    "where": lambda xp, x: xp.where(x > 3, x, 0.0),
    "clip": lambda xp, x: xp.clip(x, 1.0, 5.0),
    "linalg.inv": lambda xp, x: xp.linalg.inv(x + xp.eye(4, dtype=x.dtype, device=_device(x))),
    "linalg.eigvals": lambda xp, x: xp.sort(xp.real(xp.linalg.eigvals(x))),
    "linalg.vector_norm": lambda xp, x: xp.linalg.vector_norm(x, axis=1),
    "fft.fft": lambda xp, x: xp.fft.fft(x, axis=1),
    "zeros_like": lambda xp, x: xp.zeros_like(x),
}


def _device(x: Any) -> Any:
    return arraydispatch.device(x)


def _check_stays(x: Any) -> None:
    """Each operation's result is on x's device and equals the NumPy namespace's."""
    xp = get_namespace(x)
    reference = arraydispatch.namespace("numpy")
    where = arraydispatch.device(x)
    host = np.asarray(convert(x, "numpy"))
    for name, op in OPERATIONS.items():
        out = op(xp, x)
        assert arraydispatch.device(out) == where, f"{name}: {arraydispatch.device(out)}"
        got = np.asarray(convert(out, "numpy"))
        np.testing.assert_allclose(got, op(reference, host), rtol=1e-4, atol=1e-4, err_msg=name)


def _host_values() -> np.ndarray[Any, Any]:
    return np.arange(16, dtype=np.float32).reshape(4, 4)


# ------------------------------------------------------------------ results stay put


def test_torch_cuda_results_stay_on_cuda() -> None:
    torch = _torch_cuda()
    _check_stays(torch.asarray(_host_values(), device="cuda:0"))


def test_jax_gpu_results_stay_on_the_gpu() -> None:
    gpu = _jax_gpu()
    import jax

    _check_stays(jax.device_put(_host_values(), gpu))


def test_cupy_results_stay_on_the_gpu() -> None:
    cupy = _cupy()
    x = cupy.asarray(_host_values())
    xp = get_namespace(x)  # CuPy's own namespace, passed through
    out = xp.sin(xp.matmul(x, x))
    assert isinstance(out, cupy.ndarray)
    assert out.device == x.device


# ------------------------------------------------------------------ creation, to_device


def test_torch_creation_honours_device_and_to_device_moves_both_ways() -> None:
    torch = _torch_cuda()
    xp = arraydispatch.namespace("torch")
    for make in (
        lambda: xp.zeros((2, 3), device="cuda:0"),
        lambda: xp.arange(5, device="cuda:0"),
        lambda: xp.eye(3, k=1, device="cuda:0"),
        lambda: xp.linspace(0, 1, 5, endpoint=False, device="cuda:0"),
        lambda: xp.asarray([1.0, 2.0], device="cuda:0"),
        lambda: xp.full((2,), 3.0, device="cuda:0"),
    ):
        assert make().device == torch.device("cuda:0")
    cpu = torch.ones(3)
    gpu = arraydispatch.to_device(cpu, torch.device("cuda:0"))
    assert gpu.device.type == "cuda"
    back = arraydispatch.to_device(gpu, "cpu")
    assert back.device.type == "cpu"
    assert back.tolist() == [1.0, 1.0, 1.0]


def test_jax_creation_honours_device_and_to_device_moves_both_ways() -> None:
    gpu = _jax_gpu()
    import jax

    xp = arraydispatch.namespace("jax")
    for out in (xp.zeros((2, 3), device=gpu), xp.arange(5, device=gpu), xp.eye(3, device=gpu)):
        assert arraydispatch.device(out) == gpu
    cpu = jax.devices("cpu")[0]
    moved = arraydispatch.to_device(xp.ones(3, device=cpu), gpu)
    assert arraydispatch.device(moved) == gpu
    assert arraydispatch.device(arraydispatch.to_device(moved, cpu)) == cpu


# ------------------------------------------------------------------ zero-copy on the GPU


def _pointer(x: Any) -> int:
    module = type(x).__module__
    if module.startswith("torch"):
        return int(x.data_ptr())
    if module.startswith("jax"):
        return int(x.unsafe_buffer_pointer())
    return int(x.data.ptr)  # cupy


def _sources() -> dict[str, Callable[[], Any]]:
    def torch_source() -> Any:
        return _torch_cuda().arange(16.0, device="cuda:0")

    def jax_source() -> Any:
        device = _jax_gpu()  # skips first where JAX or its GPU is missing
        import jax

        return jax.device_put(np.arange(16.0, dtype=np.float32), device)

    def cupy_source() -> Any:
        return _cupy().arange(16, dtype=np.float32)

    return {"torch": torch_source, "jax": jax_source, "cupy": cupy_source}


@pytest.mark.parametrize(
    ("source", "target"),
    [(s, t) for s in ("torch", "jax", "cupy") for t in ("torch", "jax", "cupy") if s != t],
)
def test_gpu_conversions_share_memory(source: str, target: str) -> None:
    x = _sources()[source]()
    if target == "cupy":
        to: Any = _cupy()
    else:
        (_torch_cuda() if target == "torch" else _jax_gpu())
        to = target
    y = convert(x, to, copy=False)
    assert _pointer(y) == _pointer(x), f"{source} -> {target} copied"
    if target != "cupy":
        z = arraydispatch.namespace(target).from_dlpack(x)
        assert _pointer(z) == _pointer(x), f"{target}.from_dlpack({source}) copied"


# ------------------------------------------------------------------ convert(like=), device=


def test_convert_like_a_cuda_tensor_puts_every_input_on_its_device() -> None:
    torch = _torch_cuda()
    pd = pytest.importorskip("pandas")
    X = torch.ones(2, device="cuda:0")
    inputs = [[0.0, 1.0], (0.0, 1.0), np.arange(2.0), pd.Series([0.0, 1.0]), torch.arange(2.0)]
    for y in inputs:
        out = convert(y, like=X)
        assert out.device == X.device, type(y)
        assert out.tolist() == [0.0, 1.0]
    assert convert(X, like=X) is X
    on_host = convert(X, like=np.zeros(1))  # back to the host: a copy
    assert isinstance(on_host, np.ndarray)
    assert on_host.tolist() == [1.0, 1.0]


def test_from_dlpack_between_the_host_and_cuda() -> None:
    torch = _torch_cuda()
    gpu = torch.arange(4.0, device="cuda:0")
    for name in ("numpy", "dask"):
        xp = arraydispatch.namespace(name)
        assert np.asarray(xp.from_dlpack(gpu, device="cpu")).tolist() == [0.0, 1.0, 2.0, 3.0]
        with pytest.raises(BufferError):  # device=None keeps x's device, which is not NumPy's
            xp.from_dlpack(gpu)
        with pytest.raises(ValueError, match="copy=None"):  # also a BufferError
            xp.from_dlpack(gpu, device="cpu", copy=False)
    xp = arraydispatch.namespace("torch")
    moved = xp.from_dlpack(np.arange(4.0), device="cuda:0")
    assert moved.device == gpu.device
    with pytest.raises(ValueError, match="copy=None"):
        xp.from_dlpack(np.arange(4.0), device="cuda:0", copy=False)
    assert xp.from_dlpack(gpu, device="cpu").device.type == "cpu"
    assert _pointer(xp.from_dlpack(gpu, device="cuda:0")) == _pointer(gpu)


def test_convert_like_a_jax_gpu_array() -> None:
    gpu = _jax_gpu()
    import jax

    X = jax.device_put(np.ones(2, dtype=np.float32), gpu)
    for y in ([0.0, 1.0], np.arange(2, dtype=np.float32)):
        out = convert(y, like=X)
        assert arraydispatch.device(out) == gpu
        assert out.tolist() == [0.0, 1.0]
    host = jax.devices("cpu")[0]
    assert arraydispatch.device(arraydispatch.namespace("jax").from_dlpack(X, device=host)) == host
    with pytest.raises(ValueError, match="copy=None"):
        arraydispatch.namespace("jax").from_dlpack(X, device=host, copy=False)
