"""convert()'s dtype rule: dtype= decides; else input with a dtype of its own keeps it, and
Python values (scalars, lists, tuples) take like's dtype where they are of its kind."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from arraydispatch import convert, get_namespace

from ._numpy_reference import to_numpy

#: A Python value of each kind, and the namespace dtypes of that kind to try as like's.
VALUES_OF_KIND = {
    "real floating": ([1.0, 2.5], ("float32", "float64", "float16")),
    "integral": ([[1, 2], [3, 4]], ("int8", "int32", "int64", "uint8")),
    "complex floating": ((1 + 2j, 3.0), ("complex64", "complex128")),
    "bool": (True, ("bool",)),
}


@pytest.mark.parametrize("kind", list(VALUES_OF_KIND))
def test_python_values_take_likes_dtype_where_their_kind_matches(xp: Any, kind: str) -> None:
    value, names = VALUES_OF_KIND[kind]
    dtypes = xp.__array_namespace_info__().dtypes()
    tried = [name for name in names if name in dtypes]
    if not tried:
        pytest.skip(f"{xp.__name__} has no dtype of kind {kind}")
    for name in tried:
        like = xp.zeros(1, dtype=dtypes[name])
        out = convert(value, like=like)
        assert get_namespace(out) is xp
        assert out.dtype == like.dtype, (name, out.dtype)
        np.testing.assert_array_equal(to_numpy(out), np.asarray(value))


def test_python_values_of_another_kind_get_the_targets_default(xp: Any) -> None:
    dtypes = xp.__array_namespace_info__().dtypes()
    defaults = xp.__array_namespace_info__().default_dtypes()
    integer_like = xp.zeros(1, dtype=dtypes["int32"])
    assert convert([0.5, 1.5], like=integer_like).dtype == defaults["real floating"]
    float_like = xp.zeros(1, dtype=dtypes["float32"])
    assert convert([1, 2], like=float_like).dtype == defaults["integral"]
    assert convert(True, like=float_like).dtype == dtypes["bool"]
    # a float among ints makes the list floating point, which float_like's kind is
    assert convert([1, 2.0], like=float_like).dtype == float_like.dtype


def _small_int(dtypes: dict[str, Any]) -> str:
    """An integer dtype other than int32, like's below (Paddle's namespace lists only int32
    and int64)."""
    return next(name for name in ("int16", "int8", "uint8", "int64") if name in dtypes)


def test_input_with_a_dtype_of_its_own_keeps_it(xp: Any) -> None:
    dtypes = xp.__array_namespace_info__().dtypes()
    like = xp.zeros(1, dtype=dtypes["float32"])
    small = _small_int(dtypes)
    out = convert(np.arange(3, dtype=small), like=like)
    assert out.dtype == dtypes[small]
    assert convert(np.float32(2.0), like=xp.zeros(1, dtype=dtypes["int32"])).dtype == like.dtype


def test_dtype_overrides_both(xp: Any) -> None:
    dtypes = xp.__array_namespace_info__().dtypes()
    like = xp.zeros(1, dtype=dtypes["int32"])
    out = convert([1.0, 2.0], like=like, dtype=dtypes["float32"])
    assert out.dtype == dtypes["float32"]
    small = _small_int(dtypes)
    out = convert(np.arange(3, dtype=np.int64), like=like, dtype=dtypes[small])
    assert out.dtype == dtypes[small]
    np.testing.assert_array_equal(to_numpy(out), [0, 1, 2])
    same = xp.asarray([1, 2], dtype=dtypes["int32"])
    assert convert(same, like=like, dtype=dtypes["int32"]) is same  # no change, no copy


def test_dtype_change_with_copy_false_is_a_value_error(xp: Any) -> None:
    dtypes = xp.__array_namespace_info__().dtypes()
    x = xp.asarray([1, 2], dtype=dtypes["int32"])
    with pytest.raises(ValueError, match=r"convert\(copy=False, dtype=.*change of dtype is a copy"):
        convert(x, like=x, dtype=dtypes["float32"], copy=False)


def test_a_dtype_of_no_library_is_a_type_error_naming_convert() -> None:
    with pytest.raises(TypeError, match=r"convert\(dtype='float33'\)"):
        convert(np.arange(3), "numpy", dtype="float33")


def test_pandas_series_keeps_its_dtype() -> None:
    pd = pytest.importorskip("pandas")
    like = np.zeros(1, dtype=np.float32)
    assert convert(pd.Series([1.0, 2.0]), like=like).dtype == np.float64
    assert convert(pd.Series([1.0, 2.0]), like=like, dtype=np.float32).dtype == np.float32
