"""JAX only: the namespace's wrappers under jax.jit, jax.grad and jax.vmap.

The wrappers patch the standard's special cases on top of jax.numpy; here they trace, and
the patched branches give the same values compiled as eager (tests/test_elementwise.py).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = jax.numpy

import arraydispatch  # noqa: E402

from ._numpy_reference import to_numpy  # noqa: E402
from .test_elementwise import (  # noqa: E402
    BRANCH_CUTS,
    COMPLEX_CASES,
    FLOOR_DIVIDE_REMAINDER,
    check_complex_case,
    is_value,
)

xp: Any = arraydispatch.namespace("jax")
_INF, _NAN = float("inf"), float("nan")


def test_wrappers_trace_under_jit() -> None:
    @jax.jit
    def f(x):
        return xp.cumulative_prod(x), xp.all(x != 0), xp.permute_dims(x[None], (-1, 0))

    prod, nonzero, permuted = f(jnp.asarray([1, 2, 3], dtype=jnp.int8))
    np.testing.assert_array_equal(np.asarray(prod), [1, 2, 6])
    assert bool(nonzero)
    assert permuted.shape == (3, 1)


@pytest.mark.parametrize(("name", "parts", "want"), COMPLEX_CASES)
def test_complex_special_cases_under_jit(
    name: str, parts: tuple[float, float], want: tuple[str, str]
) -> None:
    x = jnp.asarray(np.asarray([complex(*parts)], np.complex64))
    got = complex(to_numpy(jax.jit(getattr(xp, name))(x))[0])
    check_complex_case(name, got, want, complex(*parts))


@pytest.mark.parametrize(("name", "x1", "x2", "want"), FLOOR_DIVIDE_REMAINDER)
def test_floor_divide_remainder_special_cases_under_jit(
    name: str, x1: float, x2: float, want: str
) -> None:
    got = jax.jit(getattr(xp, name))(jnp.asarray([x1], "float32"), jnp.asarray([x2], "float32"))
    assert got.dtype == jnp.float32
    assert is_value(float(got[0]), want), f"{name}({x1}, {x2}) = {float(got[0])}, want {want}"


@pytest.mark.parametrize(("name", "x", "want"), BRANCH_CUTS)
def test_branch_cuts_under_jit(name: str, x: complex, want: complex) -> None:
    arr = jnp.asarray(np.asarray([x], np.complex64))
    got = complex(to_numpy(jax.jit(getattr(xp, name))(arr))[0])
    np.testing.assert_allclose(got, want, rtol=1e-6)
    assert np.signbit(got.imag) == np.signbit(want.imag)


def test_elementwise_wrappers_under_grad_and_vmap() -> None:
    # the patched branch holds constants: the gradient of ordinary points stays finite
    def real_of_exp(t):
        return jnp.real(xp.exp(jax.lax.complex(t, jnp.float32(0.5))))

    np.testing.assert_allclose(
        float(jax.grad(real_of_exp)(jnp.float32(1.0))), np.e * np.cos(0.5), rtol=1e-6
    )
    assert float(jax.grad(xp.sinh)(jnp.float32(0.0))) == 1.0
    batch = jax.lax.complex(jnp.asarray([[0.0, _INF]]), jnp.asarray([[_NAN, _NAN]]))
    out = np.asarray(jax.vmap(xp.sqrt)(batch))[0]
    assert np.isnan(out[0].real)
    assert out[1].real == _INF
    assert np.isnan(out[1].imag)
