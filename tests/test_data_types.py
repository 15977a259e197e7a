"""Data type functions and type promotion on every backend: ``astype``, ``can_cast``,
``finfo``/``iinfo``, ``isdtype``, ``result_type``, the promotion table, Python scalars,
and the dtypes each namespace declares (``__array_namespace_info__``)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from arraydispatch._common import _spec

from ._numpy_reference import PROMOTION_TABLE, assert_matches, available, dtype_name, to_numpy
from ._strategies import INTEGER

FAST = settings(max_examples=25, deadline=None)

#: (real floating, complex floating, integral, indexing) defaults; JAX's follow its x64 flag
DEFAULTS = {
    "numpy": ("float64", "complex128", "int64", "int64"),
    "dask": ("float64", "complex128", "int64", "int64"),
    "torch": ("float32", "complex64", "int64", "int64"),
    "tensorflow": ("float32", "complex64", "int64", "int64"),
    "jax": ("float32", "complex64", "int32", "int32"),
    "paddle": ("float32", "complex64", "int64", "int64"),
    "mlx": ("float32", "complex64", "int32", "int32"),
}


def test_default_dtypes(xp: Any, backend_name: str) -> None:
    defaults = xp.__array_namespace_info__().default_dtypes()
    kinds = ("real floating", "complex floating", "integral", "indexing")
    assert tuple(dtype_name(defaults[kind]) for kind in kinds) == DEFAULTS[backend_name]
    # and what the functions make without a dtype
    assert dtype_name(xp.asarray([1.5]).dtype) == DEFAULTS[backend_name][0]
    assert dtype_name(xp.asarray([1]).dtype) == DEFAULTS[backend_name][2]
    assert dtype_name(xp.argmax(xp.asarray([1, 3]), axis=0).dtype) == DEFAULTS[backend_name][3]


def test_declared_dtypes_are_usable(xp: Any) -> None:
    declared = xp.__array_namespace_info__().dtypes()
    for name, dtype in declared.items():
        x = xp.ones(3, dtype=dtype)
        assert bool(xp.all(xp.equal(x, xp.flip(x)))), name
        if not xp.isdtype(dtype, "complex floating"):  # the standard sorts real values only
            assert xp.sort(x).dtype == dtype, name
        if name != "bool":
            assert xp.add(x, x).dtype == dtype, name


# ---------------------------------------------------------------- promotion


@pytest.mark.parametrize(("a", "b"), sorted(PROMOTION_TABLE)[::3])
def test_binary_promotion_follows_the_table(xp: Any, a: str, b: str) -> None:
    expected = PROMOTION_TABLE[a, b]
    if len(available(xp, {a, b, expected})) < len({a, b, expected}):
        pytest.skip(f"{xp.__name__} lacks one of {a}, {b}, {expected}")
    x1, x2 = xp.ones(2, dtype=getattr(xp, a)), xp.ones(2, dtype=getattr(xp, b))
    assert dtype_name(xp.result_type(x1, x2)) == expected
    if expected != "bool":
        assert dtype_name(xp.multiply(x1, x2).dtype) == expected
    assert dtype_name(xp.equal(x1, x2).dtype) == "bool"


def test_python_scalars_take_the_arrays_dtype(xp: Any) -> None:
    assert_matches(xp.add(xp.asarray(np.int8([1])), 3), np.int8([4]), xp=xp)
    assert_matches(xp.add(2.5, xp.asarray(np.float32([1.0]))), np.float32([3.5]), xp=xp)
    assert_matches(xp.multiply(xp.asarray(np.float32([1.0])), 1j), np.complex64([1j]), xp=xp)
    assert_matches(xp.maximum(xp.asarray(np.float32([1.0])), 1.5), np.float32([1.5]), xp=xp)
    assert_matches(
        xp.atan2(2.0, xp.asarray(np.float32([1.0]))),
        np.arctan2(np.float32(2), np.float32([1])),
        xp=xp,
    )


@pytest.mark.skip_backend(
    "numpy", "dask", "jax", "torch", "paddle", "mlx",
    reason="a Python float with an integer array is left to the library; it promotes",
)  # fmt: skip
def test_python_float_with_an_integer_array_is_a_type_error(xp: Any) -> None:
    with pytest.raises(TypeError, match="Python float"):
        xp.add(xp.asarray(np.int32([1])), 1.5)


@pytest.mark.skip_backend(
    "numpy", "dask", "jax", "torch", "mlx",
    reason="promotion across kinds is left to the library: NumPy's rules, torch's, MLX's",
)  # fmt: skip
def test_add_across_kinds_is_a_type_error(xp: Any) -> None:
    with pytest.raises(TypeError, match="does not define promotion"):
        xp.add(xp.asarray(np.int32([1])), xp.asarray(np.float32([1.0])))


@pytest.mark.skip_backend(
    "numpy", "dask", "jax", reason="promotion across kinds is left to the library: NumPy's rules"
)
def test_result_type_across_kinds_is_a_type_error(xp: Any) -> None:
    with pytest.raises(TypeError, match="does not define promotion"):
        xp.result_type(xp.ones(2, dtype=xp.int8), xp.ones(2, dtype=xp.float32))


@pytest.mark.skip_backend("jax", reason="float64 needs jax_enable_x64, off in this process")
@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no float64 (docs/mlx.md)")
def test_promotion_counts_0d_arrays(xp: Any) -> None:
    # torch's own rule lets a 0-D float64 tensor take the 1-D float32's dtype; the standard's not
    a = xp.ones(3, dtype=xp.float32)
    b = xp.asarray(2.0, dtype=xp.float64)
    assert dtype_name(xp.add(a, b).dtype) == "float64"
    assert dtype_name(xp.multiply(b, a).dtype) == "float64"
    assert dtype_name(xp.where(a > 0, a, b).dtype) == "float64"
    assert dtype_name(xp.result_type(a, b)) == "float64"
    assert dtype_name(xp.result_type(a, a)) == "float32"


def test_result_type_of_dtypes(xp: Any) -> None:
    assert dtype_name(xp.result_type(xp.int8, xp.uint8)) == "int16"
    assert (
        dtype_name(xp.result_type(xp.ones(2, dtype=xp.int8), xp.ones(2, dtype=xp.uint8))) == "int16"
    )


# ---------------------------------------------------------------- finfo, iinfo


@pytest.mark.parametrize("name", ["float32", "float64", "complex64", "complex128"])
def test_finfo_matches_numpy(xp: Any, name: str) -> None:
    if name not in available(xp, [name]):
        pytest.skip(f"{xp.__name__} has no {name} here")
    got, want = xp.finfo(getattr(xp, name)), np.finfo(name)
    assert (got.bits, got.eps, got.max, got.min, got.smallest_normal) == (
        want.bits, float(want.eps), float(want.max), float(want.min),
        float(want.smallest_normal),
    )  # fmt: skip
    assert type(got.eps) is float
    assert dtype_name(got.dtype) == want.dtype.name
    assert got.dtype == getattr(xp, want.dtype.name)


@pytest.mark.parametrize("name", INTEGER)
def test_iinfo_matches_numpy(xp: Any, name: str) -> None:
    if name not in available(xp, [name]):
        pytest.skip(f"{xp.__name__} has no {name} here")
    got, want = xp.iinfo(xp.zeros(1, dtype=getattr(xp, name))), np.iinfo(name)
    assert (got.bits, got.min, got.max, dtype_name(got.dtype)) == (
        want.bits,
        want.min,
        want.max,
        name,
    )
    assert type(got.max) is int
    assert xp.iinfo(getattr(xp, name)).dtype == getattr(xp, name)


def test_finfo_of_an_array(xp: Any) -> None:
    info = xp.finfo(xp.zeros(1, dtype=xp.float32))
    assert type(info.eps) is float
    assert info.dtype == xp.float32


# ---------------------------------------------------------------- can_cast, isdtype, astype


def test_can_cast(xp: Any) -> None:
    assert xp.can_cast(xp.int8, xp.int16)
    assert not xp.can_cast(xp.int16, xp.int8)


@pytest.mark.skip_backend(
    "torch",
    "paddle",
    reason="left to the library: the standard's can_cast follows its promotion rules, which "
    "have no integer -> floating pair (the official suite's test_can_cast: 'cross-kind casting "
    "is not explicitly disallowed'); ours says True for integer -> floating",
)
def test_can_cast_across_kinds_is_false(xp: Any) -> None:
    assert not xp.can_cast(xp.int32, xp.float32)  # cross-kind: not a promotion


def test_can_cast_of_an_array(xp: Any) -> None:
    assert xp.can_cast(xp.zeros(1, dtype=xp.uint8), xp.int16)


def test_isdtype_kinds(xp: Any) -> None:
    assert xp.isdtype(xp.uint8, "integral")
    assert xp.isdtype(xp.complex64, ("real floating", "complex floating"))
    assert not xp.isdtype(xp.float32, xp.float64)
    with pytest.raises(ValueError, match="kind"):
        xp.isdtype(xp.float32, "floating")


@pytest.mark.parametrize(
    ("dtype", "kind", "expected"),
    [
        ("float32", "real floating", True),
        ("float32", "integral", False),
        ("int8", ("bool", "int8"), True),
        ("complex64", "complex64", True),
        ("uint8", "signed integer", False),
    ],
)
def test_isdtype(xp: Any, dtype: str, kind: Any, expected: bool) -> None:
    kind = getattr(xp, kind) if kind in _spec.DTYPES else kind
    kind = (
        tuple(getattr(xp, k) if k in ("int8",) else k for k in kind)
        if isinstance(kind, tuple)
        else kind
    )
    assert xp.isdtype(getattr(xp, dtype), kind) is expected


@given(data=st.data())
@FAST
def test_astype_matches_numpy(xp: Any, data: st.DataObject) -> None:
    src = data.draw(st.sampled_from(available(xp, [*INTEGER, "float32", "float64"])))
    low = 0 if src.startswith("uint") else -100
    # no subnormal sources: TF flushes them to zero when casting (float32 -> float64 too)
    bounds: dict[str, Any] = {"min_value": low, "max_value": 100}
    if src.startswith("float"):
        bounds["allow_subnormal"] = False
    a = data.draw(hnp.arrays(src, 3, elements=bounds))
    dst = data.draw(
        st.sampled_from(available(xp, ["int16", "int64", "float32", "float64", "bool"]))
    )
    assert_matches(
        xp.astype(xp.asarray(a), getattr(xp, dst)), a.astype(dst), signed_zeros=True, xp=xp
    )
    assert to_numpy(xp.asarray(a)).dtype == a.dtype
