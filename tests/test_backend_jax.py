"""The JAX namespace's wrappers: each exists because jax.numpy differs from the standard."""

from __future__ import annotations

import numpy as np
import pytest

jax = pytest.importorskip("jax")
jnp = jax.numpy

from arraydispatch.backends import jax as xp  # noqa: E402 - after the importorskip


def test_all_any_of_complex_look_at_both_parts() -> None:
    assert bool(xp.all(jnp.asarray(1j)))
    assert bool(xp.any(jnp.asarray([0j, 1j])))
    assert not bool(xp.all(jnp.asarray([0j, 1j])))
    assert bool(xp.all(jnp.asarray([True, True])))


def test_cumulative_prod_accumulates_in_the_default_integer() -> None:
    out = xp.cumulative_prod(jnp.asarray([100, 100, 100], dtype=jnp.uint8))
    assert out.dtype == jnp.dtype(jax.dtypes.canonicalize_dtype(jnp.uint64))
    np.testing.assert_array_equal(np.asarray(out), [100, 10000, 1000000])
    assert xp.cumulative_prod(jnp.asarray([True])).dtype == jax.dtypes.canonicalize_dtype(jnp.int64)
    assert xp.cumulative_prod(jnp.ones(2, dtype=jnp.float32)).dtype == jnp.float32


def test_searchsorted_gives_the_indexing_dtype() -> None:
    out = xp.searchsorted(jnp.asarray([1, 2, 3], dtype=jnp.uint8), jnp.asarray([2], jnp.uint8))
    assert out.dtype == xp.__array_namespace_info__().default_dtypes()["indexing"]
    assert int(out[0]) == 1


def test_expand_dims_bad_axis_is_index_error() -> None:
    with pytest.raises(IndexError, match="out of range"):
        xp.expand_dims(jnp.ones((1, 2)), axis=3)
    assert xp.expand_dims(jnp.ones((1, 2)), axis=-1).shape == (1, 2, 1)
    assert xp.expand_dims(jnp.ones((1, 2)), axis=(0, 3)).shape == (1, 1, 2, 1)


def test_permute_dims_negative_axes() -> None:
    assert xp.permute_dims(jnp.ones((2, 4, 3)), (-2, -1, 0)).shape == (4, 3, 2)


def test_tuples_where_jax_gives_lists() -> None:
    assert isinstance(xp.meshgrid(jnp.ones(2), jnp.ones(3)), tuple)
    assert isinstance(xp.broadcast_arrays(jnp.ones(2), jnp.ones((3, 1))), tuple)


def test_finfo_gives_python_floats() -> None:
    assert type(xp.finfo(jnp.float32).eps) is float
    assert type(xp.iinfo(jnp.int8).min) is int


def test_wrappers_trace_under_jit() -> None:
    @jax.jit
    def f(x):
        return xp.cumulative_prod(x), xp.all(x != 0), xp.permute_dims(x[None], (-1, 0))

    prod, nonzero, permuted = f(jnp.asarray([1, 2, 3], dtype=jnp.int8))
    np.testing.assert_array_equal(np.asarray(prod), [1, 2, 6])
    assert bool(nonzero)
    assert permuted.shape == (3, 1)
