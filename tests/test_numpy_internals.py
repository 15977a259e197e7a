"""The NumPy kernels the numpy and dask namespaces share (``_common/_numpy_kernels.py``),
and the numpy namespace's one-frame ``astype``."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch._common import _numpy_kernels

numpy_xp: Any = arraydispatch.namespace("numpy")


def _dask_xp() -> Any:
    pytest.importorskip("dask.array")
    return arraydispatch.namespace("dask")


def test_astype_copy_semantics() -> None:
    x = np.arange(4, dtype=np.float32)
    assert numpy_xp.astype(x, np.float32, copy=False) is x
    copied = numpy_xp.astype(x, np.float32)
    assert copied is not x
    assert not np.shares_memory(copied, x)
    assert numpy_xp.astype(x, np.float64, device="cpu").dtype == np.float64


@pytest.mark.parametrize(
    ("args", "kwargs", "error", "match"),
    [
        ((np.ones(2), None), {}, TypeError, r"dtype=None is not a data type"),
        ((np.ones(2), "no such dtype"), {}, TypeError, r"dtype='no such dtype' is not a NumPy"),
        (([1.0, 2.0], np.float32), {}, TypeError, r"needs a NumPy array, not list"),
        ((np.ones(2), np.float32), {"device": "gpu"}, ValueError, r"device='gpu' is not one"),
    ],
)
def test_astype_names_the_bad_argument(
    args: tuple[Any, ...], kwargs: dict[str, Any], error: type[Exception], match: str
) -> None:
    with pytest.raises(error, match=match):
        numpy_xp.astype(*args, **kwargs)


def test_astype_keeps_numpys_own_error_for_good_arguments() -> None:
    # a cast that fails on an element, not on x or dtype: NumPy's message, not ours
    x = np.array([object()], dtype=object)
    with pytest.raises(TypeError) as info:
        numpy_xp.astype(x, np.float64)
    assert "astype()" not in str(info.value)


def test_dask_astype_refuses_none() -> None:
    dask_xp = _dask_xp()
    with pytest.raises(TypeError, match=r"dtype=None is not a data type"):
        dask_xp.astype(dask_xp.ones(2), None)


def test_finfo_iinfo_cached_per_dtype_and_bounded() -> None:
    _numpy_kernels._finfo.cache_clear()
    first = numpy_xp.finfo(np.float32)
    assert numpy_xp.finfo(np.ones(2, dtype=np.float32)).eps == first.eps
    assert numpy_xp.finfo(np.float32) is first  # cached
    assert _numpy_kernels._finfo.cache_info().maxsize is not None  # bounded
    assert isinstance(numpy_xp.iinfo(np.int8).max, int)
    # NumPy words this per release ("not inexact", "not compatible with finfo")
    with pytest.raises(ValueError, match=r"inexact|finfo"):
        numpy_xp.finfo([1.0])  # unhashable: NumPy's own error, not the cache's TypeError


def test_dask_runs_the_numpy_namespaces_kernels() -> None:
    dask_xp = _dask_xp()
    da = pytest.importorskip("dask.array")
    x1 = np.array([np.inf, -np.inf, 1.0, 7.0])
    x2 = np.array([2.0, 2.0, -np.inf, 2.0])
    lazy = dask_xp.floor_divide(da.from_array(x1, chunks=2), da.from_array(x2, chunks=2))
    np.testing.assert_array_equal(lazy.compute(), numpy_xp.floor_divide(x1, x2))
    z = np.array([complex(np.inf, 0.0), 1 + 1j])
    np.testing.assert_array_equal(
        dask_xp.expm1(da.from_array(z, chunks=1)).compute(), numpy_xp.expm1(z)
    )
    ints = np.array([1, 2, 4])
    np.testing.assert_array_equal(
        dask_xp.reciprocal(da.from_array(ints)).compute(), numpy_xp.reciprocal(ints)
    )
    assert dask_xp.reciprocal(da.from_array(ints)).dtype == np.float64
    data = np.array([[3.0, 1.0, 3.0, 2.0]])
    for kwargs in ({}, {"descending": True}):
        np.testing.assert_array_equal(
            dask_xp.argsort(da.from_array(data, chunks=(1, 2)), **kwargs).compute(),
            numpy_xp.argsort(data, **kwargs),
        )
