"""arraydispatch.compat against array-api-compat's own answers, helper by helper.

Where our answer differs on purpose (our namespaces count as the framework's, TensorFlow
tensors are arrays), the test says so and docs/compat.md lists it.
"""

from __future__ import annotations

import importlib
import math
import subprocess
import sys
import textwrap
import types
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import arraydispatch
from arraydispatch import compat

array_api_compat = pytest.importorskip("array_api_compat")

from ._numpy_reference import to_numpy  # noqa: E402

#: array-api-compat's predicates on arrays, all of which we have under the same name.
ARRAY_PREDICATES = [
    "is_numpy_array",
    "is_cupy_array",
    "is_torch_array",
    "is_jax_array",
    "is_dask_array",
    "is_dpnp_array",
    "is_mparray_array",
    "is_ndonnx_array",
    "is_pydata_sparse_array",
    "is_writeable_array",
    "is_lazy_array",
]

#: Each is_<library>_namespace predicate, by library.
NAMESPACE_PREDICATES: dict[str, Callable[[Any], bool]] = {
    "numpy": compat.is_numpy_namespace,
    "torch": compat.is_torch_namespace,
    "jax": compat.is_jax_namespace,
    "tensorflow": compat.is_tensorflow_namespace,
    "dask": compat.is_dask_namespace,
    "paddle": compat.is_paddle_namespace,
    "mlx": compat.is_mlx_namespace,
    "cupy": compat.is_cupy_namespace,
    "dpnp": compat.is_dpnp_namespace,
    "mparray": compat.is_mparray_namespace,
    "ndonnx": compat.is_ndonnx_namespace,
    "pydata_sparse": compat.is_pydata_sparse_namespace,
    "array_api_strict": compat.is_array_api_strict_namespace,
}

#: The framework's own namespace module of each backend.
NATIVE = {
    "numpy": "numpy",
    "torch": "torch",
    "jax": "jax.numpy",
    "tensorflow": "tensorflow",
    "dask": "dask.array",
    "paddle": "paddle",
    "mlx": "mlx.core",
}
#: array-api-compat's wrapper of it, where it has one.
COMPAT_WRAPPER = {
    "numpy": "array_api_compat.numpy",
    "torch": "array_api_compat.torch",
    "dask": "array_api_compat.dask.array",
}

NON_ARRAYS = [[1, 2], (1,), 1, 2.5, True, 1j, None, "x", b"x", np.dtype("float32"), object()]


def sample_arrays(xp: Any) -> list[Any]:
    return [
        xp.zeros((2, 3)),
        xp.asarray(1.5),
        xp.asarray([1, 2], dtype=xp.int32),
        xp.asarray([True, False]),
    ]


def other_library_arrays() -> list[Any]:
    """Arrays of libraries that have no built-in backend, resolved by __array_namespace__."""
    arrays = []
    strict = pytest.importorskip("array_api_strict")
    arrays.append(strict.asarray([1.0, 2.0]))
    sparse = pytest.importorskip("sparse")
    arrays.append(sparse.COO.from_numpy(np.eye(3)))
    ndonnx = pytest.importorskip("ndonnx")
    arrays.append(ndonnx.asarray(np.ones(3)))
    arrays.append(ndonnx.argument(shape=("N", 3), dtype=ndonnx.float64))  # lazy, size None
    return arrays


# ----------------------------------------------------------------------------- the names


def test_every_name_of_array_api_compat_is_here() -> None:
    helpers = importlib.import_module("array_api_compat.common._helpers")
    assert set(helpers.__all__) <= set(compat.__all__)
    assert compat.__all__ == sorted(compat.__all__)
    for name in compat.__all__:
        assert callable(getattr(compat, name)), name


def test_get_namespace_is_compat_alias() -> None:
    assert compat.get_namespace is compat.array_namespace
    x = np.zeros(2)
    assert compat.get_namespace(x) is arraydispatch.get_namespace(x)


@pytest.mark.parametrize("arguments", [(), (1.0,), (None, 2, True)])
def test_no_array_is_compat_error(arguments: tuple[Any, ...]) -> None:
    # array-api-compat's wording, which its users match (array-api-extra's own tests do)
    with pytest.raises(TypeError, match=r"array_namespace requires .* array input") as compat_error:
        importlib.import_module("array_api_compat").array_namespace(*arguments)
    with pytest.raises(TypeError, match=r"array_namespace requires .* array input") as ours:
        compat.array_namespace(*arguments)
    assert type(compat_error.value) is TypeError
    assert "arraydispatch.namespace(name)" in str(ours.value)


def test_framework_namespaces_as_attributes(backend_name: str) -> None:
    assert getattr(compat, backend_name) is arraydispatch.namespace(backend_name)
    assert backend_name in dir(compat)


def test_unknown_attribute() -> None:
    with pytest.raises(AttributeError, match="cupy"):
        _ = compat.cupy


def test_star_import_loads_no_framework() -> None:
    code = """
        import sys
        from arraydispatch.compat import *
        frameworks = (
            "numpy", "torch", "jax", "tensorflow", "dask", "paddle", "mlx", "array_api_compat"
        )
        print(sorted(m for m in frameworks if m in sys.modules))
        print(is_numpy_array([1]), is_numpy_namespace(sys), is_lazy_array(None))
        print(sorted(m for m in frameworks if m in sys.modules))
    """
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == ["[]", "False False False", "[]"]


# -------------------------------------------------------------------- the vendoring hook

#: The names array-api-extra 0.11.5's _lib/_compat.py imports from the hook.
ARRAY_API_EXTRA_IMPORTS = [
    "array_namespace",
    "device",
    "is_array_api_obj",
    "is_array_api_strict_namespace",
    "is_cupy_array",
    "is_cupy_namespace",
    "is_dask_array",
    "is_dask_namespace",
    "is_jax_array",
    "is_jax_namespace",
    "is_lazy_array",
    "is_numpy_array",
    "is_numpy_namespace",
    "is_pydata_sparse_array",
    "is_pydata_sparse_namespace",
    "is_torch_array",
    "is_torch_namespace",
    "is_writeable_array",
    "size",
    "to_device",
]


def test_vendor_hook_is_one_line(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A library vendoring array-api-extra (as scikit-learn and SciPy do) writes one file,
    ``_array_api_compat_vendor.py``, beside the vendored package; array-api-extra's
    ``_lib/_compat.py`` imports from it with ``from ..._array_api_compat_vendor import``."""
    package = tmp_path / "vendoring_library"
    (package / "array_api_extra" / "_lib").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "_array_api_compat_vendor.py").write_text(
        "from arraydispatch.compat import *  # noqa: F403\n"
    )
    (package / "array_api_extra" / "__init__.py").write_text("")
    (package / "array_api_extra" / "_lib" / "__init__.py").write_text("")
    (package / "array_api_extra" / "_lib" / "_compat.py").write_text(
        "try:\n"
        f"    from ..._array_api_compat_vendor import ({', '.join(ARRAY_API_EXTRA_IMPORTS)})\n"
        "except ImportError:\n"
        "    raise AssertionError('the hook did not provide a name')\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        module = importlib.import_module("vendoring_library.array_api_extra._lib._compat")
        for name in ARRAY_API_EXTRA_IMPORTS:
            assert getattr(module, name) is getattr(compat, name), name
        x = np.zeros(3)
        xp = module.array_namespace(x, 1.0)
        assert xp is arraydispatch.namespace("numpy")
        assert module.is_numpy_namespace(xp)
        assert module.device(x) == "cpu"
        assert module.size(x) == 3
    finally:
        for name in [m for m in sys.modules if m.startswith("vendoring_library")]:
            del sys.modules[name]


# ----------------------------------------------------------------------- array predicates


@pytest.mark.parametrize("name", ARRAY_PREDICATES)
def test_array_predicates_agree_with_compat(
    xp: Any, name: str, request: pytest.FixtureRequest
) -> None:
    if name == "is_writeable_array" and xp.__name__.endswith(".paddle"):
        request.applymarker(
            pytest.mark.xfail(
                reason="array-api-compat knows no Paddle: a paddle.Tensor is not an array to "
                "it, so not a writeable one; to us it is (docs/compat.md)",
                strict=True,
            )
        )
    ours, theirs = getattr(compat, name), getattr(array_api_compat, name)
    for x in sample_arrays(xp):
        assert ours(x) is theirs(x), (name, x)


@pytest.mark.xfail_backend(
    "tensorflow",
    reason="array-api-compat knows no TensorFlow: a tf.Tensor is not an array to it; "
    "to us it is (docs/compat.md)",
)
@pytest.mark.xfail_backend(
    "paddle",
    reason="array-api-compat knows no Paddle: a paddle.Tensor is not an array to it; "
    "to us it is (docs/compat.md)",
)
def test_is_array_api_obj_agrees_with_compat(xp: Any) -> None:
    for x in sample_arrays(xp):
        assert compat.is_array_api_obj(x) is array_api_compat.is_array_api_obj(x)


def test_backend_predicate_is_true_for_its_arrays_only(xp: Any, backend_name: str) -> None:
    for x in sample_arrays(xp):
        assert compat.is_array_api_obj(x)
        for library in NAMESPACE_PREDICATES:
            predicate = getattr(compat, f"is_{library}_array", None)
            if predicate is not None:
                assert predicate(x) is (library == backend_name), library


@pytest.mark.parametrize("name", [*ARRAY_PREDICATES, "is_array_api_obj"])
@pytest.mark.parametrize("value", NON_ARRAYS, ids=[type(v).__name__ for v in NON_ARRAYS])
def test_non_arrays_get_compat_answers(name: str, value: object) -> None:
    assert getattr(compat, name)(value) is False
    assert getattr(array_api_compat, name)(value) is False


@pytest.mark.parametrize("name", [*ARRAY_PREDICATES, "is_array_api_obj"])
def test_other_libraries_agree_with_compat(name: str) -> None:
    ours, theirs = getattr(compat, name), getattr(array_api_compat, name)
    for x in other_library_arrays():
        assert ours(x) is theirs(x), (name, type(x))


def test_numpy_scalars_and_read_only_views() -> None:
    for x in [np.float32(1.0), np.int64(2), np.broadcast_to(np.zeros(2), (3, 2))]:
        for name in [*ARRAY_PREDICATES, "is_array_api_obj"]:
            assert getattr(compat, name)(x) is getattr(array_api_compat, name)(x), name
    assert not compat.is_writeable_array(np.float32(1.0))


@pytest.mark.filterwarnings("ignore:the matrix subclass:PendingDeprecationWarning")
def test_numpy_matrix_is_an_array_to_us() -> None:
    # array-api-compat rejects np.matrix in is_array_api_obj (it is on its way out of NumPy);
    # it is an ndarray subclass and get_namespace() accepts it, so we say yes
    m = np.asmatrix(np.eye(2))
    assert compat.is_array_api_obj(m)
    assert not array_api_compat.is_array_api_obj(m)
    assert compat.is_numpy_array(m)
    assert array_api_compat.is_numpy_array(m)


@given(
    hnp.arrays(
        dtype=hnp.scalar_dtypes(),
        shape=hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3),
    ),
    st.booleans(),
    st.booleans(),
)
def test_numpy_writeable_follows_flags(x: Any, writeable: bool, view: bool) -> None:
    if view:
        x = x[...]
    x.setflags(write=writeable)
    assert compat.is_writeable_array(x) is writeable
    assert array_api_compat.is_writeable_array(x) is writeable
    assert compat.is_lazy_array(x) is array_api_compat.is_lazy_array(x) is False


def test_jax_float0_gradients_are_numpy_arrays_to_us() -> None:
    # array-api-compat reads the dtype and calls them JAX arrays; we go by the type, which
    # is a numpy.ndarray subclass (docs/compat.md)
    jax = pytest.importorskip("jax")
    g = jax.grad(lambda i: 1.0, allow_int=True)(np.int32(3))
    assert g.dtype == jax.dtypes.float0
    assert compat.is_numpy_array(g)
    assert not compat.is_jax_array(g)
    assert array_api_compat.is_jax_array(g)
    assert compat.array_namespace(g) is arraydispatch.namespace("numpy")


def test_tensorflow_namespaces() -> None:
    tf = pytest.importorskip("tensorflow")
    for xp in (tf, tf.experimental.numpy, arraydispatch.namespace("tensorflow")):
        for library, predicate in NAMESPACE_PREDICATES.items():
            assert predicate(xp) is (library == "tensorflow"), (xp, library)


def test_tensorflow_answers() -> None:
    tf = pytest.importorskip("tensorflow")
    x, v = tf.zeros(3), tf.Variable([1.0, 2.0])
    for a in (x, v):
        assert compat.is_tensorflow_array(a)
        assert compat.is_array_api_obj(a)
        assert not compat.is_writeable_array(a)  # no __setitem__; Variable has .assign
        assert not compat.is_lazy_array(a)  # eager: bool(x) works
    seen = []

    @tf.function
    def traced(y: Any) -> Any:
        seen.append((compat.is_tensorflow_array(y), compat.is_lazy_array(y)))
        seen.append((compat.is_tensorflow_array(v), compat.is_lazy_array(v)))
        return y

    traced(x)
    assert seen == [(True, True), (True, True)]  # symbolic: bool(y) raises


def test_lazy_arrays() -> None:
    jnp = pytest.importorskip("jax.numpy")
    da = pytest.importorskip("dask.array")
    for x in [jnp.zeros(2), da.zeros(2)]:
        assert compat.is_lazy_array(x) is array_api_compat.is_lazy_array(x) is True


def test_predicates_never_import_a_framework() -> None:
    code = """
        import sys
        from arraydispatch import compat
        class Duck:
            def __array_namespace__(self, api_version=None):
                return sys
        for name in compat.__all__:
            if name.startswith("is_") and name.endswith("_array") or name == "is_array_api_obj":
                if name != "is_lazy_array":  # which reads an element of an unknown array
                    getattr(compat, name)(Duck())
                getattr(compat, name)([1])
            elif name.startswith("is_") and name.endswith("_namespace"):
                getattr(compat, name)(sys)
        libraries = ("numpy", "torch", "jax", "tensorflow", "dask", "cupy", "sparse", "ndonnx")
        print(sorted(m for m in libraries if m in sys.modules))
    """
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == ["[]"]


# ------------------------------------------------------------------- namespace predicates


def backend_namespaces(backend_name: str) -> dict[str, Any]:
    """Our namespace, the framework's own and array-api-compat's wrapper (if any)."""
    found = {
        "ours": arraydispatch.namespace(backend_name),
        "native": importlib.import_module(NATIVE[backend_name]),
    }
    if backend_name in COMPAT_WRAPPER:
        found["compat"] = importlib.import_module(COMPAT_WRAPPER[backend_name])
    return found


def test_namespace_predicates(backend_name: str) -> None:
    for kind, xp in backend_namespaces(backend_name).items():
        for library, predicate in NAMESPACE_PREDICATES.items():
            assert predicate(xp) is (library == backend_name), (kind, library)


def test_namespace_predicates_agree_with_compat_on_theirs(backend_name: str) -> None:
    # ours differ on purpose on our namespaces: compat does not know them
    namespaces = backend_namespaces(backend_name)
    del namespaces["ours"]
    for kind, xp in namespaces.items():
        for library, predicate in NAMESPACE_PREDICATES.items():
            theirs = getattr(array_api_compat, f"is_{library}_namespace", None)
            if theirs is not None:
                assert predicate(xp) is theirs(xp), (kind, library)


@pytest.mark.parametrize("module", ["array_api_strict", "sparse", "ndonnx"])
def test_namespace_predicates_on_other_libraries(module: str) -> None:
    xp = pytest.importorskip(module)
    for library, predicate in NAMESPACE_PREDICATES.items():
        theirs = getattr(array_api_compat, f"is_{library}_namespace", None)
        if theirs is not None:
            assert predicate(xp) is theirs(xp), library


@pytest.mark.parametrize(
    ("name", "library"),
    [
        ("sklearn.externals.array_api_compat.numpy", "numpy"),
        ("scipy._lib.array_api_compat.torch", "torch"),
        ("scipy._lib.array_api_compat.dask.array", "dask"),
        ("array_api_compat.cupy", "cupy"),
        ("my_array_api_compat.numpy", None),  # not a package named array_api_compat
        ("array_api_compat.common", None),
        ("numpy.linalg", None),
    ],
)
def test_vendored_compat_wrappers_by_name(name: str, library: str | None) -> None:
    xp = types.ModuleType(name)
    for candidate, predicate in NAMESPACE_PREDICATES.items():
        assert predicate(xp) is (candidate == library), candidate


def test_namespace_predicates_reject_arrays(xp: Any) -> None:
    # array-api-compat raises too: TypeError (unhashable) or AttributeError (no __name__)
    for x in sample_arrays(xp):
        with pytest.raises(TypeError):
            compat.is_numpy_namespace(x)


def test_namespace_predicate_error_names_the_fix() -> None:
    with pytest.raises(
        TypeError, match=r"is_torch_namespace\(\) takes a namespace.*is_torch_array"
    ):
        compat.is_torch_namespace(1)


@pytest.mark.thread_unsafe(
    reason="checks the process-wide caches right after clearing them; other threads refill them"
)
def test_clear_namespace_cache_clears_the_predicates() -> None:
    compat.is_numpy_namespace(np)
    compat.is_numpy_array(np.zeros(1))
    arraydispatch.clear_namespace_cache()
    assert compat.is_numpy_namespace.cache_info().currsize == 0  # type: ignore[attr-defined]
    assert compat.is_numpy_namespace(np)
    assert compat.is_numpy_array(np.zeros(1))


# ------------------------------------------------------------------------ array_namespace


def test_array_namespace_is_ours(xp: Any) -> None:
    x = xp.zeros(2)
    assert compat.array_namespace(x) is xp
    assert compat.array_namespace(x, use_compat=True) is xp
    assert compat.array_namespace(x, x, api_version="2024.12") is xp


def test_array_namespace_skips_scalars_and_none(xp: Any) -> None:
    assert compat.array_namespace(1, xp.zeros(2), 2.0, True, 1j, None) is xp


def test_use_compat_false_is_the_framework(xp: Any, backend_name: str) -> None:
    native = importlib.import_module(NATIVE[backend_name])
    assert compat.array_namespace(xp.zeros(2), use_compat=False) is native


@pytest.mark.parametrize("backend_name", ["numpy", "torch", "jax", "dask"])  # compat's
def test_use_compat_false_agrees_with_compat(backend_name: str) -> None:
    pytest.importorskip(NATIVE[backend_name])
    x = arraydispatch.namespace(backend_name).zeros(2)
    assert compat.array_namespace(x, use_compat=False) is array_api_compat.array_namespace(
        x, use_compat=False
    )


def test_array_namespace_other_libraries() -> None:
    strict = pytest.importorskip("array_api_strict")
    x = strict.asarray([1.0])
    for use_compat in (None, False):
        assert compat.array_namespace(x, use_compat=use_compat) is strict
        assert array_api_compat.array_namespace(x, use_compat=use_compat) is strict
    for array_namespace in (compat.array_namespace, array_api_compat.array_namespace):
        with pytest.raises(ValueError, match=r"array-api-compat wrapper|use_compat=None"):
            array_namespace(x, use_compat=True)


@pytest.mark.parametrize(
    ("args", "kwargs", "error"),
    [
        ((), {}, TypeError),  # no array
        ((1, None, 2.0), {}, TypeError),  # only scalars
        (("x",), {}, TypeError),
        (([1, 2],), {}, TypeError),
        ((np.zeros(1),), {"use_compat": 3}, ValueError),
        ((np.zeros(1),), {"api_version": "2020.01", "use_compat": True}, ValueError),
    ],
)
def test_array_namespace_errors_as_compat(args: Any, kwargs: Any, error: type) -> None:
    with pytest.raises(error):
        array_api_compat.array_namespace(*args, **kwargs)
    with pytest.raises(error):
        compat.array_namespace(*args, **kwargs)


def test_unknown_api_version_is_an_error_always() -> None:
    # stricter: array-api-compat checks api_version only when it picks its wrapper
    # (use_compat=True, or None for torch/dask), so it lets "2020.01" through for NumPy
    x = np.zeros(1)
    assert array_api_compat.array_namespace(x, api_version="2020.01") is not None
    with pytest.raises(ValueError, match=r"2025\.12"):
        compat.array_namespace(x, api_version="2020.01")


def test_array_namespace_mixed_libraries() -> None:
    torch = pytest.importorskip("torch")
    with pytest.raises(TypeError, match="different libraries"):
        compat.array_namespace(np.zeros(1), torch.zeros(1))


# ----------------------------------------------------------------- device, to_device, size


@pytest.mark.xfail_backend(
    "mlx",
    reason="array-api-compat knows no MLX: its device(x) reads x.device, which mlx.core.array "
    "lacks (an MLX array is in memory every device shares); ours answers MLX's default device "
    "(docs/mlx.md)",
)
@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="array-api-compat's device(x) reads x.device, which Paddle < 3.3 lacks (ours reads "
    "x.place there)",
)
def test_device_agrees_with_compat(xp: Any) -> None:
    for x in sample_arrays(xp):
        assert compat.device(x) == array_api_compat.device(x)


def test_device_of_other_libraries() -> None:
    for x in other_library_arrays()[:3]:
        assert compat.device(x) == array_api_compat.device(x)


def test_to_device_round_trip(xp: Any) -> None:
    x = xp.asarray([1.0, 2.0])
    for target in (compat.device(x), "cpu"):
        moved = compat.to_device(x, target)
        assert compat.device(moved) == compat.device(x)
        np.testing.assert_array_equal(to_numpy(moved), [1.0, 2.0])


@given(shape=hnp.array_shapes(min_dims=0, max_dims=4, min_side=0, max_side=4))
def test_size_agrees_with_compat(xp: Any, shape: tuple[int, ...]) -> None:
    x = xp.zeros(shape)
    assert compat.size(x) == array_api_compat.size(x) == math.prod(shape)
    assert type(compat.size(x)) is int


def test_size_unknown() -> None:
    da = pytest.importorskip("dask.array")
    x = da.from_array(np.arange(6), chunks=3)
    y = x[x > 2]  # shape (nan,)
    assert compat.size(y) is None
    assert array_api_compat.size(y) is None
    assert compat.size(other_library_arrays()[-1]) is None  # ndonnx, shape (None, 3)


def test_size_of_symbolic_tensorflow_shapes() -> None:
    tf = pytest.importorskip("tensorflow")
    sizes = []

    def record(y: Any) -> Any:
        sizes.append(compat.size(y))
        return y

    tf.function(record, input_signature=[tf.TensorSpec([None, 3])]).get_concrete_function()
    tf.function(record, input_signature=[tf.TensorSpec(None)]).get_concrete_function()
    tf.function(record, input_signature=[tf.TensorSpec([2, 3])]).get_concrete_function()
    assert sizes == [None, None, 6]
