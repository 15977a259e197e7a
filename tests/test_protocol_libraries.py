"""Libraries arraydispatch has no backend for resolve through ``__array_namespace__``.

array_api_strict, ndonnx and pydata sparse (and CuPy, where a GPU machine has it) need no
registration: get_namespace() returns what their array type's ``__array_namespace__``
returns, and a library function written once against the standard gives NumPy's result.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch._registry import BACKENDS


def attention_pool(x: Any) -> Any:
    """Softmax-weighted mean of each row plus a column statistic, against the standard."""
    xp = arraydispatch.get_namespace(x)
    shifted = x - xp.max(x, axis=-1, keepdims=True)
    weights = xp.exp(shifted)
    weights = weights / xp.sum(weights, axis=-1, keepdims=True)
    pooled = xp.sum(weights * x, axis=-1)
    return pooled + xp.mean(x, axis=0)[0] - xp.min(xp.abs(x))


def _import(name: str) -> Any:
    with warnings.catch_warnings():
        # ndonnx warns at import when onnxruntime is absent (value propagation is then its
        # reference implementation); that is not what these tests are about
        warnings.simplefilter("ignore", UserWarning)
        return pytest.importorskip(name)


def _strict() -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    strict = _import("array_api_strict")
    return strict.asarray, np.asarray


def _ndonnx() -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    ndx = _import("ndonnx")
    return ndx.asarray, lambda a: a.unwrap_numpy()


def _sparse() -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    sparse = _import("sparse")
    return sparse.COO.from_numpy, lambda a: a.todense()


def _cupy() -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    cupy = _import("cupy")
    try:
        cupy.cuda.runtime.getDeviceCount()
    except Exception as error:  # pragma: no cover - needs a machine without a GPU driver
        pytest.skip(f"cupy is installed but has no GPU here: {error}")
    return cupy.asarray, cupy.asnumpy


LIBRARIES = {"array_api_strict": _strict, "ndonnx": _ndonnx, "sparse": _sparse, "cupy": _cupy}

DATA = [
    np.array([[1.0, 0.0, 2.0], [0.0, 0.0, 3.0]]),
    np.array([[-1.5, 0.25], [0.0, 4.0], [2.0, -3.0]]),
    np.zeros((1, 4)),
]


@pytest.fixture(params=list(LIBRARIES))
def library(request: pytest.FixtureRequest) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    return LIBRARIES[request.param]()


@pytest.mark.parametrize("data", DATA, ids=lambda d: f"shape{d.shape}")
def test_library_function_matches_numpy(library: Any, data: np.ndarray[Any, Any]) -> None:
    make, to_numpy = library
    x = make(data)
    result = attention_pool(x)
    assert type(result).__module__.partition(".")[0] == type(x).__module__.partition(".")[0]
    np.testing.assert_allclose(to_numpy(result), attention_pool(data), rtol=1e-12)


def test_resolves_through_protocol_without_registration(library: Any) -> None:
    make, _ = library
    x = make(DATA[0])
    xp = arraydispatch.get_namespace(x)
    assert xp is x.__array_namespace__()
    assert not any(backend.owns(type(x)) for backend in BACKENDS)
    assert arraydispatch.is_array_api_obj(x)
    assert arraydispatch.get_namespace(x, 2.0, None) is xp  # scalars skipped, cached type


def test_protocol_arrays_do_not_mix_with_backends(library: Any) -> None:
    make, _ = library
    with pytest.raises(TypeError, match="different libraries"):
        arraydispatch.get_namespace(make(DATA[0]), np.zeros(3))
