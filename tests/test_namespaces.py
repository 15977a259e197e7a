"""Every backend's namespace: the standard's names, aliasing, inspection, values vs NumPy.

The official suite (data-apis/array-api-tests) is the test of record for the standard's
semantics; these tests guard what a change here could break without the suite running.
"""

from __future__ import annotations

import importlib
from typing import Any

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from arraydispatch._common import _spec
from arraydispatch._registry import backend_of_namespace

from ._numpy_reference import numpy_function, to_numpy


def test_every_spec_name(xp: Any) -> None:
    missing = [name for name in _spec.NAMESPACE if not hasattr(xp, name)]
    assert not missing, f"{xp.__name__} lacks {missing}"
    for extension, names in _spec.EXTENSIONS.items():
        module = getattr(xp, extension)
        missing = [name for name in names if not hasattr(module, name)]
        assert not missing, f"{xp.__name__}.{extension} lacks {missing}"


def test_api_version(xp: Any) -> None:
    assert xp.__array_api_version__ == "2025.12"


def test_inspection(xp: Any) -> None:
    info = xp.__array_namespace_info__()
    devices = info.devices()
    assert isinstance(devices, tuple)
    assert info.default_device() is None or info.default_device() in devices
    dtypes = info.dtypes()
    assert set(dtypes) <= set(_spec.DTYPES)
    for name, dtype in dtypes.items():
        assert dtype == getattr(xp, name), name
    assert set(info.dtypes(kind="real floating")) <= {"float32", "float64"}
    assert set(info.dtypes(kind=("bool", "signed integer"))) <= {
        "bool", "int8", "int16", "int32", "int64",
    }  # fmt: skip
    with pytest.raises(ValueError, match="kind"):
        info.dtypes(kind="floating")
    defaults = info.default_dtypes()
    assert {"real floating", "integral", "indexing"} <= set(defaults)


def test_numpy_aliases_are_numpy_functions() -> None:
    from arraydispatch.backends import numpy as xp

    for name in ("sin", "exp", "sum", "mean", "isin"):
        assert getattr(xp, name) is getattr(np, name), name
    assert xp.linalg.svd is np.linalg.svd


@pytest.mark.skipif(
    np.__version__ < "2", reason="NumPy 1.x: no concat/permute_dims; add, fft are ours there"
)
def test_numpy_2_aliases_are_numpy_functions() -> None:
    from arraydispatch.backends import numpy as xp

    for name in ("add", "concat", "permute_dims"):
        assert getattr(xp, name) is getattr(np, name), name
    assert xp.fft.fft is np.fft.fft


@pytest.mark.skipif(np.__version__ >= "2", reason="NumPy 1.x's names")
def test_numpy_1_renamed_functions_are_numpy_functions() -> None:
    from arraydispatch.backends import numpy as xp

    assert xp.permute_dims is np.transpose
    assert xp.acos is np.arccos
    assert xp.bitwise_invert is np.invert


def test_jax_aliases_are_jax_functions() -> None:
    jnp = pytest.importorskip("jax.numpy")
    from arraydispatch.backends import jax as xp

    for name in ("sin", "log2", "add", "concat", "sort", "clip", "sum", "unique_all"):
        assert getattr(xp, name) is getattr(jnp, name), name
    jax = pytest.importorskip("jax")
    from arraydispatch._common._versions import release

    # before JAX 0.8 jnp.linalg.eig returns a plain tuple: eig is ours there
    assert (xp.linalg.eig is jnp.linalg.eig) is (release(jax.__version__) >= (0, 8))


def test_torch_aliases_are_torch_functions() -> None:
    torch = pytest.importorskip("torch")
    from arraydispatch.backends import torch as xp

    aliases = {
        "exp": torch.exp, "sin": torch.sin, "abs": torch.abs, "isnan": torch.isnan,
        "bitwise_invert": torch.bitwise_not, "conj": torch.conj_physical,
        "zeros_like": torch.zeros_like, "stack": torch.stack, "unstack": torch.unbind,
        "argmax": torch.argmax, "diff": torch.diff, "float32": torch.float32,
        "uint32": torch.uint32,
    }  # fmt: skip
    from arraydispatch.backends.torch import _elementwise

    if not _elementwise._complex_exp_conforms():
        # a release whose complex exp gives NaN where the standard has zeros (torch 2.5):
        # exp is ours there, decided once at import by that probe
        assert xp.exp is not torch.exp
        del aliases["exp"]
    for name, native in aliases.items():
        assert getattr(xp, name) is native, name
    assert xp.linalg.inv is torch.linalg.inv
    assert xp.linalg.eig is torch.linalg.eig
    # eigvals is ours: torch's segfaults on NaN/inf on the CPU (pytorch/pytorch#93124);
    # the bad-input sweep runs that case in a child process
    assert xp.linalg.eigvals is not torch.linalg.eigvals
    assert xp.fft.fft is torch.fft.fft
    assert xp.linalg.matmul is xp.matmul


def test_dask_aliases_are_dask_functions() -> None:
    da = pytest.importorskip("dask.array")
    from arraydispatch.backends import dask as xp

    assert xp.sin is da.sin
    assert xp.acos is da.arccos
    assert xp.pow is da.power
    assert xp.bitwise_invert is da.invert
    assert xp.where is da.where
    assert xp.linalg.outer is da.outer
    assert xp.fft.fftshift is da.fft.fftshift


def test_torch_declares_only_what_its_kernels_compute_with() -> None:
    torch = pytest.importorskip("torch")
    from arraydispatch.backends import torch as xp

    info = xp.__array_namespace_info__()
    assert set(info.dtypes()) == set(_spec.DTYPES) - {"uint16", "uint32", "uint64"}
    assert info.dtypes(kind="unsigned integer") == {"uint8": torch.uint8}


finite_floats = hnp.arrays(
    np.float32,
    hnp.array_shapes(min_dims=1, max_dims=3, max_side=5),
    # no subnormals: XLA flushes them to zero, and the standard leaves them out of scope;
    # |x| <= 80 keeps exp() finite in float32
    elements=st.floats(-80, 80, width=32, allow_subnormal=False),
)

UNARY = ["abs", "negative", "square", "sin", "cos", "tanh", "exp", "floor", "ceil", "trunc", "sign"]


@settings(max_examples=25, deadline=None)
@given(data=finite_floats)
@pytest.mark.parametrize("name", UNARY)
def test_unary_matches_numpy(xp: Any, name: str, data: np.ndarray) -> None:
    expected = getattr(np, name)(data)
    out = to_numpy(getattr(xp, name)(xp.asarray(data)))
    assert out.dtype == expected.dtype
    np.testing.assert_allclose(out, expected, rtol=2e-6, atol=1e-6)


@settings(max_examples=25, deadline=None)
@given(data=finite_floats)
@pytest.mark.parametrize(
    ("name", "kwargs"),
    [
        ("sum", {}),
        ("mean", {"axis": 0}),
        ("max", {"axis": -1, "keepdims": True}),
        ("min", {}),
        ("std", {"correction": 1}),
        ("var", {"axis": 0}),
        ("cumulative_sum", {"axis": 0}),
    ],
)
def test_statistics_match_numpy(
    xp: Any, name: str, kwargs: dict[str, Any], data: np.ndarray
) -> None:
    # correction=1 on fewer than two elements is NaN by the standard, and a warning in NumPy
    assume(name != "std" or data.size >= 2)
    reference = numpy_function(name)
    numpy_kwargs = dict(kwargs)
    if "correction" in numpy_kwargs:
        numpy_kwargs["ddof"] = numpy_kwargs.pop("correction")
    expected = reference(data.astype(np.float64), **numpy_kwargs)
    out = to_numpy(getattr(xp, name)(xp.asarray(data), **kwargs))
    assert out.shape == np.shape(expected)
    np.testing.assert_allclose(out, expected, rtol=1e-4, atol=1e-3)


@settings(max_examples=25, deadline=None)
@given(data=finite_floats, descending=st.booleans())
def test_sorting_matches_numpy(xp: Any, data: np.ndarray, descending: bool) -> None:
    out = to_numpy(xp.sort(xp.asarray(data), axis=-1, descending=descending))
    expected = np.sort(data, axis=-1, kind="stable")
    if descending:
        expected = np.flip(expected, axis=-1)
    np.testing.assert_array_equal(out, expected)
    order = to_numpy(xp.argsort(xp.asarray(data), axis=-1, descending=descending))
    np.testing.assert_array_equal(np.take_along_axis(data, order, axis=-1), expected)


@settings(max_examples=25, deadline=None)
@given(x=finite_floats, y=st.floats(-1e3, 1e3, width=32, allow_subnormal=False))
@pytest.mark.parametrize("name", ["add", "subtract", "multiply", "maximum", "minimum", "less"])
def test_binary_with_python_scalar_matches_numpy(
    xp: Any, name: str, x: np.ndarray, y: float
) -> None:
    expected = getattr(np, name)(x, np.float32(y))
    out = to_numpy(getattr(xp, name)(xp.asarray(x), y))
    assert out.dtype == expected.dtype
    # XLA flushes subnormal results to zero: compare only down to the smallest normal
    np.testing.assert_allclose(out, expected, rtol=1e-6, atol=np.finfo(np.float32).smallest_normal)


def test_library_function_written_once(xp: Any) -> None:
    from arraydispatch import get_namespace

    def standardize(x: Any) -> Any:
        xp_ = get_namespace(x)
        return (x - xp_.mean(x, axis=0)) / xp_.std(x, axis=0)

    data = np.asarray([[1.0, 2.0], [3.0, 6.0], [5.0, 7.0]], dtype=np.float32)
    out = to_numpy(standardize(xp.asarray(data)))
    np.testing.assert_allclose(out, (data - data.mean(0)) / data.std(0), rtol=1e-5)


def test_jax_dtypes_follow_the_process_x64_setting() -> None:
    pytest.importorskip("jax")
    import json
    import os
    import subprocess
    import sys

    # A fresh process: the flag must be read before our backend is first imported, which in
    # this process has happened already, or an import that flips it would go unnoticed.
    code = """if True:
        import json
        import jax
        before = bool(jax.config.jax_enable_x64)
        from arraydispatch.backends import jax as xp
        after_import = bool(jax.config.jax_enable_x64)
        dtypes = xp.__array_namespace_info__().dtypes()
        default = str(xp.asarray([1.0]).dtype)
        print(json.dumps({
            "before": before,
            "after_import": after_import,
            "after_use": bool(jax.config.jax_enable_x64),
            "dtypes": sorted(dtypes),
            "default": default,
        }))
    """
    env = {key: value for key, value in os.environ.items() if key != "JAX_ENABLE_X64"}
    out = subprocess.run(
        [sys.executable, "-c", code],
        env={**env, "JAX_PLATFORMS": "cpu"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    result = json.loads(out.splitlines()[-1])
    assert result["before"] is False
    # we never touch JAX's config: neither importing the backend nor using it
    assert result["after_import"] is False
    assert result["after_use"] is False
    assert "float64" not in result["dtypes"]
    assert "int64" not in result["dtypes"]
    assert result["default"] == "float32"


def test_jax_x64_enabled_by_the_user_is_reported() -> None:
    pytest.importorskip("jax")
    import os
    import subprocess
    import sys

    code = (
        "from arraydispatch.backends import jax as xp; "
        "print(sorted(xp.__array_namespace_info__().dtypes()))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "JAX_ENABLE_X64": "1", "JAX_PLATFORMS": "cpu"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "'float64'" in out
    assert "'complex128'" in out
    assert "'uint64'" in out


def test_version_is_the_frameworks(xp: Any) -> None:
    # library code reads the framework's release from the namespace, as from
    # array-api-compat's (`is_numpy_namespace(xp) and xp.__version__ < "2.0"` in SciPy and
    # scikit-learn): the framework's top-level package's __version__, or its namespace
    # module's where the package has none (mlx.core's: the mlx package has no __version__)
    backend = backend_of_namespace(xp)
    assert backend is not None
    top = importlib.import_module(backend.native_namespaces[0].partition(".")[0])
    if not hasattr(top, "__version__"):
        top = importlib.import_module(backend.native_namespaces[0])
    assert xp.__version__ == top.__version__
    assert isinstance(xp.__version__, str)
    # the other dunder names stay the namespace's own business
    with pytest.raises(AttributeError):
        _ = xp.__framework_private__
