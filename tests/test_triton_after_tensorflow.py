"""triton imported after TensorFlow >= 2.20 segfaults (tensorflow/tensorflow#124205): our
torch paths that would import it raise a RuntimeError naming the fix instead."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import types
from typing import Any

import pytest

import arraydispatch
from arraydispatch._common import _triton

torch = pytest.importorskip("torch")


@pytest.fixture
def crash_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """This process as it is after `import tensorflow` where triton is installed, not loaded."""
    monkeypatch.setitem(sys.modules, _triton.TENSORFLOW_GLOBAL_SYMBOLS, types.ModuleType("flags"))
    monkeypatch.delitem(sys.modules, "triton", raising=False)
    monkeypatch.setattr(_triton, "installed", lambda: True)


def _square_sum(x: Any) -> Any:
    return (x * x).sum()


def test_jit_on_torch_raises_instead_of_loading_triton(crash_ahead: None) -> None:
    with pytest.raises(RuntimeError, match=r"torch.compile would import triton.*#124205"):
        arraydispatch.jit(_square_sum)(torch.ones(3))


def test_grad_inside_a_torch_func_transform_raises(crash_ahead: None) -> None:
    with pytest.raises(RuntimeError, match=r"inside a torch.func transform.*before tensorflow"):
        torch.func.vmap(arraydispatch.grad(_square_sum))(torch.ones(2, 3))


def test_eager_grad_needs_no_triton(crash_ahead: None) -> None:
    # torch.autograd.grad does not import triton: no reason to refuse it
    assert torch.equal(arraydispatch.grad(_square_sum)(torch.ones(3)), torch.full((3,), 2.0))


def test_no_error_once_triton_is_loaded(crash_ahead: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "triton", types.ModuleType("triton"))
    _triton.check_loadable("torch.compile")  # returns: nothing would be imported


@pytest.mark.skipif(not _triton.installed(), reason="triton comes only with PyTorch's CUDA builds")
@pytest.mark.skipif(importlib.util.find_spec("tensorflow") is None, reason="needs TensorFlow")
def test_real_processes() -> None:
    # In a child process, so that a regression is a failed test, not a dead test runner.
    code = (
        "import tensorflow, torch, arraydispatch\n"
        "try:\n    arraydispatch.jit(lambda x: x + 1)(torch.ones(2))\n"
        "except RuntimeError as error:\n    print('refused:', '124205' in str(error))\n"
    )
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert child.returncode == 0, child.stderr[-2000:]
    assert "refused: True" in child.stdout
    code = (
        "import arraydispatch.__main__ as demo, sys\n"
        "demo._triton.load_before_tensorflow()\n"
        "import tensorflow, torch\n"
        "print(float(torch.compile(lambda x: x + 1)(torch.ones(2)).sum()))\n"
    )
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert child.returncode == 0, child.stderr[-2000:]
    assert "4.0" in child.stdout
