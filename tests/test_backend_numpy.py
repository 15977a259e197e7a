"""The NumPy namespace's wrappers: each exists because NumPy differs from the standard."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from arraydispatch.backends import numpy as xp


def test_floor_divide_with_one_infinite_operand() -> None:
    x1 = np.asarray([np.inf, -np.inf, 1.0, -1.0, 5.0, np.inf])
    x2 = np.asarray([2.0, 2.0, -np.inf, np.inf, 2.0, np.inf])
    out = xp.floor_divide(x1, x2)
    np.testing.assert_array_equal(out[:5], [np.inf, -np.inf, -0.0, -0.0, 2.0])
    assert np.signbit(out[2])
    assert np.signbit(out[3])
    assert np.isnan(out[5])


@given(
    hnp.arrays(np.float64, 8, elements=st.floats(-1e6, 1e6)),
    hnp.arrays(np.float64, 8, elements=st.floats(-1e6, 1e6).filter(lambda v: abs(v) > 1e-3)),
)
def test_floor_divide_finite_matches_numpy(x1: np.ndarray, x2: np.ndarray) -> None:
    np.testing.assert_array_equal(xp.floor_divide(x1, x2), np.floor_divide(x1, x2))


def test_floor_divide_integers_is_numpy() -> None:
    np.testing.assert_array_equal(xp.floor_divide(np.arange(-3, 4), 2), np.arange(-3, 4) // 2)


def test_expm1_complex_infinities() -> None:
    x = np.asarray([complex(np.inf, 0.0), complex(-np.inf, np.inf), complex(1.0, 2.0)])
    out = xp.expm1(x)
    assert out[0] == complex(np.inf, 0.0)
    assert out[1] == complex(-1.0, 0.0)
    np.testing.assert_allclose(out[2], np.expm1(x[2]))


def test_sort_and_argsort_descending_are_stable() -> None:
    x = np.asarray([3, 1, 3, 2, 1])
    np.testing.assert_array_equal(xp.sort(x, descending=True), [3, 3, 2, 1, 1])
    # ties keep their original order even when descending
    np.testing.assert_array_equal(xp.argsort(x, descending=True), [0, 2, 3, 1, 4])
    np.testing.assert_array_equal(xp.argsort(x), [1, 4, 3, 0, 2])


def test_finfo_iinfo_take_arrays_and_give_python_numbers() -> None:
    info = xp.finfo(np.zeros(1, dtype=np.float32))
    assert type(info.eps) is float
    assert info.dtype == np.float32
    assert xp.finfo(np.complex128).dtype == np.float64
    assert type(xp.iinfo(np.int8(1)).max) is int


def test_clip_takes_the_standard_keywords() -> None:
    x = np.asarray([-2.0, 0.5, 3.0])
    np.testing.assert_array_equal(xp.clip(x, min=0.0), [0.0, 0.5, 3.0])
    np.testing.assert_array_equal(xp.clip(x, max=1.0), [-2.0, 0.5, 1.0])
    out = xp.clip(x)
    np.testing.assert_array_equal(out, x)
    assert out is not x


def test_eig_is_always_complex() -> None:
    values, vectors = xp.linalg.eig(np.eye(2, dtype=np.float32))
    assert values.dtype == np.complex64
    assert vectors.dtype == np.complex64
    assert xp.linalg.eigvals(np.eye(2)).dtype == np.complex128


@pytest.mark.parametrize("name", ["fftfreq", "rfftfreq"])
def test_fftfreq_dtype(name: str) -> None:
    out = getattr(xp.fft, name)(8, d=0.5, dtype=np.float32)
    assert out.dtype == np.float32
    np.testing.assert_allclose(out, getattr(np.fft, name)(8, d=0.5))
