"""Integer and bool input to the standard's floating-point-only functions, on every backend.

The standard leaves it unspecified. The rule here is NumPy's: the input is promoted to a
floating dtype and the function computed there (the backend's default float; NumPy and
Dask follow NumPy's own table, float16 for 8-bit input). TensorFlow raised
``InvalidArgumentError ... NodeDef`` for all of them, torch NotImplementedError or
RuntimeError for hypot/logaddexp/nextafter/mean/std/var, and NumPy's ``reciprocal`` of
integers divided as integers (``reciprocal(2) == 0``).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from arraydispatch._common import _spec
from tests._numpy_reference import numpy_function, to_numpy

DTYPES = ["int8", "int64", "uint8", "bool"]
VALUES = [1, 0, 1, 2]


def _input(xp: Any, dtype: str) -> Any:
    return xp.asarray(np.asarray(VALUES).astype(dtype))


def _check(xp: Any, out: Any, expected: Any) -> None:
    assert xp.isdtype(out.dtype, "real floating"), out.dtype
    # float16 (NumPy's result for 8-bit input) holds ~3 digits
    np.testing.assert_allclose(to_numpy(out), expected, rtol=2e-3, equal_nan=True)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", _spec.FLOATING_ONLY_UNARY)
def test_unary_promotes_integer_input(xp: Any, name: str, dtype: str) -> None:
    reference = np.asarray(VALUES).astype(dtype).astype(np.float64)
    with np.errstate(all="ignore"):  # log(0), atanh(1): -inf/inf, as for floats
        expected = numpy_function(name)(reference)
        out = getattr(xp, name)(_input(xp, dtype))
        _check(xp, out, expected)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", _spec.FLOATING_ONLY_BINARY)
def test_binary_promotes_integer_input(xp: Any, name: str, dtype: str) -> None:
    reference = np.asarray(VALUES).astype(dtype).astype(np.float64)
    second = reference[::-1].copy()
    x2 = xp.asarray(np.asarray(VALUES[::-1]).astype(dtype))
    out = getattr(xp, name)(_input(xp, dtype), x2)
    if name == "nextafter":  # one step in the result's dtype, whichever float that is
        reference, second = (a.astype(to_numpy(out).dtype) for a in (reference, second))
    _check(xp, out, numpy_function(name)(reference, second))


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", _spec.FLOATING_ONLY_STATISTICAL)
def test_statistics_promote_integer_input(xp: Any, name: str, dtype: str) -> None:
    reference = np.asarray(VALUES).astype(dtype).astype(np.float64)
    _check(xp, getattr(xp, name)(_input(xp, dtype)), numpy_function(name)(reference))
    matrix = xp.reshape(_input(xp, dtype), (2, 2))
    out = getattr(xp, name)(matrix, axis=0)
    _check(xp, out, numpy_function(name)(reference.reshape(2, 2), axis=0))


def test_tensorflow_softmax_of_integers_works_as_elsewhere(xp: Any) -> None:
    """The issue's example: a softmax written once, on integer input."""

    def softmax(x: Any) -> Any:
        e = xp.exp(x - xp.max(x))
        return e / xp.sum(e)

    out = softmax(xp.asarray(np.array([1, 2, 3], dtype=np.int64)))
    expected = np.exp([1.0, 2.0, 3.0] - np.float64(3))
    np.testing.assert_allclose(to_numpy(out), expected / expected.sum(), rtol=1e-6)
