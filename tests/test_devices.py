"""Devices: ``device()``, ``to_device()``, ``device=`` of creation functions, and where
results land, on every backend; then what only one backend has (torch's ``meta`` device and
default-device context, TensorFlow's logical devices, dask's single ``"cpu"``); then
``from_dlpack(device=, copy=)`` and ``convert(y, like=X)`` across two host devices of JAX
and of TensorFlow (a child process each, tests/_convert_devices.py).

CUDA cases run where CUDA is present; tests/test_gpu.py is the GPU session's own file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import arraydispatch

from ._convert_devices import COPY_NEEDED, problems
from ._isolated import run_bounded
from ._numpy_reference import to_numpy

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.xfail_backend(
    "torch", reason="to_device passes 'TPU:7' to torch.device, which raises RuntimeError"
)
def test_device_hooks(xp: Any) -> None:
    info = xp.__array_namespace_info__()
    x = xp.asarray([1.0, 2.0])
    device = arraydispatch.device(x)
    assert device in info.devices()
    moved = arraydispatch.to_device(x, device)
    assert arraydispatch.device(moved) == device
    np.testing.assert_array_equal(to_numpy(moved), [1.0, 2.0])
    assert arraydispatch.device(xp.zeros(2, device=device)) == device
    np.testing.assert_array_equal(to_numpy(xp.asarray([1.0, 2.0], device=device)), [1.0, 2.0])
    with pytest.raises(ValueError, match="device"):
        arraydispatch.to_device(x, "TPU:7")


@pytest.mark.xfail_backend(
    "jax", reason="jax.device_put returns a new Array object, even to the device it is on"
)
def test_to_device_of_its_own_device_returns_the_array(xp: Any) -> None:
    x = xp.asarray([1.0, 2.0])
    assert arraydispatch.to_device(x, arraydispatch.device(x)) is x


# ---------------------------------------------------------------- torch


@pytest.fixture(scope="module")
def torch() -> Any:
    return pytest.importorskip("torch")


def test_torch_info_devices_and_capabilities(torch: Any) -> None:
    xp = arraydispatch.namespace("torch")
    info = xp.__array_namespace_info__()
    assert isinstance(info.devices(), tuple)
    assert info.default_device() in info.devices()
    assert torch.device("meta") in info.devices()
    assert info.capabilities()["max dimensions"] is None
    with pytest.raises(ValueError, match="not a torch device"):
        info.dtypes(device="tpu-nowhere")


@pytest.mark.parametrize(
    ("name", "make"),
    [
        ("zeros", lambda xp, torch, d: xp.zeros((2, 3), device=d)),
        ("ones", lambda xp, torch, d: xp.ones(4, dtype=xp.int8, device=d)),
        ("empty", lambda xp, torch, d: xp.empty((2,), device=d)),
        ("full", lambda xp, torch, d: xp.full(3, 1.5, device=d)),
        ("arange", lambda xp, torch, d: xp.arange(0, 10, 2, device=d)),
        ("empty arange", lambda xp, torch, d: xp.arange(5, 0, device=d)),
        ("eye", lambda xp, torch, d: xp.eye(3, 4, k=1, device=d)),
        ("linspace", lambda xp, torch, d: xp.linspace(0.0, 1.0, 5, endpoint=False, device=d)),
        ("asarray", lambda xp, torch, d: xp.asarray([1, 2, 3], device=d)),
        ("zeros_like", lambda xp, torch, d: xp.zeros_like(torch.ones(2), device=d)),
        ("full_like", lambda xp, torch, d: xp.full_like(torch.ones(2), 7, device=d)),
        ("astype", lambda xp, torch, d: xp.astype(torch.ones(2), xp.float64, device=d)),
        ("fftfreq", lambda xp, torch, d: xp.fft.fftfreq(4, device=d)),
    ],
)
def test_torch_creation_honours_device(torch: Any, name: str, make: Any) -> None:
    xp = arraydispatch.namespace("torch")
    assert make(xp, torch, "meta").device.type == "meta"
    assert make(xp, torch, torch.device("meta")).device.type == "meta"
    if torch.cuda.is_available():
        assert make(xp, torch, "cuda").device.type == "cuda"


_ON_DEVICE: list[tuple[str, Any]] = [
    ("add scalar", lambda xp, x: xp.add(x, 2.0)),
    (
        "add 0-d promotion",
        lambda xp, x: xp.add(x, xp.asarray(1.0, dtype=xp.float64, device=x.device)),
    ),
    ("atan2 scalar first", lambda xp, x: xp.atan2(1.0, x)),
    ("equal scalar first", lambda xp, x: xp.equal(0.0, x)),
    ("maximum", lambda xp, x: xp.maximum(x, 0.0)),
    ("floor_divide", lambda xp, x: xp.floor_divide(x, 2.0)),
    ("remainder", lambda xp, x: xp.remainder(x, 2.0)),
    ("sign", lambda xp, x: xp.sign(x)),
    ("round complex", lambda xp, x: xp.round(xp.astype(x, xp.complex64))),
    ("expm1 complex", lambda xp, x: xp.expm1(xp.astype(x, xp.complex64))),
    ("imag of real", lambda xp, x: xp.imag(x)),
    ("clip", lambda xp, x: xp.clip(x, 0.0, 1.0)),
    ("clip tensor", lambda xp, x: xp.clip(x, xp.zeros_like(x), 1.0)),
    ("where scalar", lambda xp, x: xp.where(x > 0, x, 0.0)),
    ("sum axis=()", lambda xp, x: xp.sum(x, axis=())),
    ("prod axes", lambda xp, x: xp.prod(x, axis=(0, 1), keepdims=True)),
    ("std", lambda xp, x: xp.std(x, axis=0, correction=0.5)),
    ("all", lambda xp, x: xp.all(xp.astype(x, xp.uint8), axis=0)),
    ("count_nonzero", lambda xp, x: xp.count_nonzero(x, axis=1, keepdims=True)),
    ("cumulative_sum", lambda xp, x: xp.cumulative_sum(x, axis=1, include_initial=True)),
    ("take negative", lambda xp, x: xp.take(x, xp.asarray([-1], device=x.device), axis=1)),
    (
        "take_along_axis",
        lambda xp, x: xp.take_along_axis(x, xp.zeros((3, 1), dtype=xp.int64, device=x.device)),
    ),
    ("searchsorted scalar", lambda xp, x: xp.searchsorted(x[0], 0.5)),
    ("concat None", lambda xp, x: xp.concat([x, x], axis=None)),
    ("expand_dims", lambda xp, x: xp.expand_dims(x, axis=(0, -1))),
    ("flip", lambda xp, x: xp.flip(x)),
    ("roll", lambda xp, x: xp.roll(x, 1, axis=0)),
    ("repeat", lambda xp, x: xp.repeat(x, 2, axis=0)),
    ("sort", lambda xp, x: xp.sort(x, descending=True)),
    ("argsort", lambda xp, x: xp.argsort(x, axis=0)),
    ("matmul mixed", lambda xp, x: xp.matmul(x, xp.astype(x, xp.float64))),
    ("vecdot", lambda xp, x: xp.vecdot(x, x)),
    ("tensordot", lambda xp, x: xp.tensordot(x, x, axes=1)),
    ("linalg.solve", lambda xp, x: xp.linalg.solve(x, x[:, 0])),
    ("linalg.trace", lambda xp, x: xp.linalg.trace(x, offset=1)),
    ("linalg.vector_norm", lambda xp, x: xp.linalg.vector_norm(x, axis=(), ord=0)),
    ("fft.fftn", lambda xp, x: xp.fft.fftn(x, axes=(0,))),
    ("meshgrid", lambda xp, x: xp.meshgrid(x[0], x[1])[0]),
    ("result of broadcast_to", lambda xp, x: xp.broadcast_to(x, (2, 3, 3))),
]


@pytest.mark.parametrize(("name", "fn"), _ON_DEVICE, ids=[n for n, _ in _ON_DEVICE])
def test_torch_results_stay_on_the_input_device(torch: Any, name: str, fn: Any) -> None:
    xp = arraydispatch.namespace("torch")
    devices = ["meta"] + (["cuda"] if torch.cuda.is_available() else [])
    for device in devices:
        x = (
            torch.empty((3, 3), device=device)
            if device == "meta"
            else torch.rand(3, 3, device=device)
        )
        assert fn(xp, x).device.type == device, f"{name} left {device}"


def test_torch_asarray_keeps_a_tensor_on_its_device_under_a_default_device(torch: Any) -> None:
    xp = arraydispatch.namespace("torch")
    # torch.asarray moves it to the default device (pytorch/pytorch#150199): a meta tensor
    # then raises "Cannot copy out of meta tensor"; the standard infers the device from obj
    meta = torch.empty(3, device="meta")
    host = torch.ones(3)
    with torch.device("cpu"):
        assert xp.asarray(meta).device.type == "meta"
        assert xp.asarray(meta, dtype=torch.float64).dtype == torch.float64
    with torch.device("meta"):
        assert xp.asarray(host) is host
        assert xp.asarray(host, copy=True).device.type == "cpu"
        assert xp.asarray([1.0, 2.0]).device.type == "meta"  # not a tensor: the default
    assert xp.asarray(host, device="meta").device.type == "meta"


def test_torch_device_and_to_device(torch: Any) -> None:
    x = torch.ones(2, device="meta")
    assert arraydispatch.device(x) == torch.device("meta")
    c = torch.arange(3)
    assert arraydispatch.device(c) == torch.device("cpu")
    assert arraydispatch.to_device(c, "cpu") is c
    moved = arraydispatch.to_device(c, "meta")
    assert moved.device.type == "meta"
    assert arraydispatch.to_device(c, torch.device("cpu")).device.type == "cpu"
    if torch.cuda.is_available():
        g = arraydispatch.to_device(c, "cuda")
        assert g.device.type == "cuda"
        assert torch.equal(arraydispatch.to_device(g, "cpu"), c)


def test_torch_import_needs_no_gpu_and_sees_no_cuda_init(torch: Any) -> None:
    code = (
        "import torch, arraydispatch.backends.torch as xp; assert not torch.cuda.is_initialized()"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


# ---------------------------------------------------------------- TensorFlow


def test_tensorflow_devices_are_tf_logical_devices() -> None:
    tf = pytest.importorskip("tensorflow")
    xp = arraydispatch.namespace("tensorflow")
    info = xp.__array_namespace_info__()
    logical = tf.config.list_logical_devices()
    assert len(info.devices()) == len(logical)
    x = tf.constant([1.0, 2.0])
    assert arraydispatch.device(x) in info.devices()
    assert arraydispatch.device(x) == info.default_device()
    assert arraydispatch.to_device(x, info.default_device()) is x
    assert arraydispatch.to_device(x, "CPU:0").device.endswith("CPU:0")
    with pytest.raises(ValueError, match="not one of TensorFlow's devices"):
        arraydispatch.to_device(x, "TPU:7")


# ---------------------------------------------------------------- dask


def test_dask_has_one_device_cpu() -> None:
    da = pytest.importorskip("dask.array")
    xp = arraydispatch.namespace("dask")
    info = xp.__array_namespace_info__()
    assert list(info.devices()) == ["cpu"]
    assert info.default_device() == "cpu"
    assert info.default_dtypes()["real floating"] == np.float64
    assert set(info.dtypes(kind="complex floating")) == {"complex64", "complex128"}
    assert info.capabilities()["data-dependent shapes"] is True
    x = da.ones(3)
    assert arraydispatch.device(x) == "cpu"
    assert arraydispatch.to_device(x, "cpu") is x
    with pytest.raises(ValueError, match="cpu"):
        arraydispatch.to_device(x, "cuda:0")
    with pytest.raises(ValueError, match="device="):
        xp.zeros(3, device="gpu")


# ---------------------------------------------------------------- two host devices


@pytest.fixture(scope="module", params=["jax", "tensorflow"])
def two_devices(request: pytest.FixtureRequest) -> tuple[str, dict[str, Any]]:
    """The child's report for one framework with two host devices."""
    framework = request.param
    pytest.importorskip(framework)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        "TF_CPP_MIN_LOG_LEVEL": "3",
    }
    script = str(ROOT / "tests" / "_convert_devices.py")
    child = run_bounded([sys.executable, script, framework], timeout=240, env=env)
    assert child.returncode == 0, child.stderr[-3000:]
    return framework, json.loads(child.stdout.strip().splitlines()[-1])


#: a move from the first device to the second: JAX's host devices hold separate buffers (a
#: copy; copy=False raises), TensorFlow's logical CPUs one memory (shared)
MOVE_TO_SECOND = {"jax": "copy 1", "tensorflow": "shared 1"}
MOVE_TO_SECOND_STRICT = {"jax": COPY_NEEDED, "tensorflow": "shared 1"}


def test_from_dlpack_device_and_copy_across_two_host_devices(
    two_devices: tuple[str, dict[str, Any]],
) -> None:
    framework, report = two_devices
    rows = report["from_dlpack"]
    assert not problems(rows)
    outcomes = {(source, device, copy): result for source, device, copy, _, result in rows}
    # the framework's own array on the second device stays there (JAX's own import put it
    # on the first: DLPack names every host device (kDLCPU, 0)), sharing its memory
    assert outcomes[(f"{framework} on device 1", None, None)] == "shared 1"
    assert outcomes[(f"{framework} on device 1", 1, False)] == "shared 1"
    for source in ("numpy", "torch", f"{framework} on device 0"):
        if (source, 0, None) in outcomes:
            assert outcomes[(source, 0, None)] == "shared 0", source
    assert outcomes[(f"{framework} on device 0", 1, None)] == MOVE_TO_SECOND[framework]
    assert outcomes[(f"{framework} on device 0", 1, False)] == MOVE_TO_SECOND_STRICT[framework]


def test_convert_like_follows_x_to_its_device(two_devices: tuple[str, dict[str, Any]]) -> None:
    framework, report = two_devices
    outcomes = dict(report["like"])
    assert all(result.endswith(" 1") for result in outcomes.values()), outcomes
    assert outcomes[f"{framework} on device 1"] == "shared 1"  # X's own device: no copy
    assert outcomes["list"] == "copy 1"
