"""Linear algebra on every backend against NumPy: matmul, tensordot, vecdot,
matrix_transpose and the ``linalg`` extension."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from ._numpy_reference import assert_matches, available, default_int, numpy_function, to_numpy

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- linear algebra


@FAST
@given(
    data=st.data(),
    pair=st.sampled_from(
        [
            ("int8", "int16"),
            ("uint8", "uint8"),
            ("float32", "float32"),
            ("int32", "int32"),
            ("complex64", "float32"),
        ]
    ),
)
def test_matmul_promotes_and_accepts_vectors(
    xp: Any, data: st.DataObject, pair: tuple[str, str]
) -> None:
    m, k, n = (data.draw(st.integers(1, 3)) for _ in range(3))
    a_shape = data.draw(st.sampled_from([(k,), (m, k), (2, m, k)]))
    b_shape = data.draw(st.sampled_from([(k,), (k, n), (1, k, n)]))
    # small values: products fit every integer dtype (NumPy and TF then agree exactly)
    a = data.draw(hnp.arrays(pair[0], a_shape, elements=st.integers(0, 3)))
    b = data.draw(hnp.arrays(pair[1], b_shape, elements=st.integers(0, 3)))
    assert_matches(xp.matmul(xp.asarray(a), xp.asarray(b)), np.matmul(a, b), rtol=1e-5, xp=xp)


def test_matmul_wraps_like_numpy_for_narrow_integers(xp: Any) -> None:
    a = np.array([[100, 100]], np.int8)
    b = np.array([[3], [2]], np.int8)
    assert_matches(xp.matmul(xp.asarray(a), xp.asarray(b)), a @ b, xp=xp)
    if "uint64" not in available(xp, ["uint64"]):
        return
    u = np.array([[2**63, 1]], np.uint64)
    assert_matches(xp.matmul(xp.asarray(u), xp.asarray(u.T)), u @ u.T, xp=xp)


@pytest.mark.skip_backend("jax", reason="float64 needs jax_enable_x64, off in this process")
@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no float64 (docs/mlx.md)")
def test_tensordot_and_vecdot(xp: Any) -> None:
    rng = np.random.default_rng(0)
    a = rng.normal(size=(2, 3, 4)).astype("float32")
    b = rng.normal(size=(4, 3, 5)).astype("float64")
    assert_matches(
        xp.tensordot(xp.asarray(a), xp.asarray(b), axes=([-1, 1], [0, -2])),
        np.tensordot(a, b, axes=([-1, 1], [0, -2])),
        rtol=1e-5,
        xp=xp,
    )
    assert_matches(xp.tensordot(xp.asarray(a), xp.asarray(a), axes=0), np.tensordot(a, a, 0), xp=xp)
    c = (rng.normal(size=(3, 1, 4)) + 1j * rng.normal(size=(3, 1, 4))).astype("complex64")
    d = rng.normal(size=(2, 4)).astype("complex64")
    assert_matches(
        xp.vecdot(xp.asarray(c), xp.asarray(d)), numpy_function("vecdot")(c, d), rtol=1e-5, xp=xp
    )
    assert_matches(
        xp.linalg.vecdot(xp.asarray(c), xp.asarray(d), axis=-1),
        numpy_function("vecdot")(c, d),
        rtol=1e-5,
        xp=xp,
    )


# ---------------------------------------------------------------- linalg extension


def _matrices(seed: int, shape: tuple[int, ...], dtype: str) -> np.ndarray[Any, Any]:
    rng = np.random.default_rng(seed)
    a = rng.normal(size=shape)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.normal(size=shape)
    return a.astype(dtype)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
@pytest.mark.skip_backend("jax", reason="float64 needs jax_enable_x64, off in this process")
@pytest.mark.skip_backend(
    "mlx", reason="the MLX namespace has no float64 or complex128 (docs/mlx.md)"
)
@pytest.mark.parametrize("dtype", ["float64", "complex128"])
def test_linalg_matches_numpy(xp: Any, dtype: str) -> None:
    a = _matrices(0, (2, 4, 4), dtype)
    t = xp.asarray(a)
    spd = a @ np.conj(np.swapaxes(a, -1, -2)) + 4 * np.eye(4)
    assert_matches(xp.linalg.cholesky(xp.asarray(spd)), np.linalg.cholesky(spd), rtol=1e-8, xp=xp)
    assert_matches(
        xp.linalg.cholesky(xp.asarray(spd), upper=True),
        numpy_function("linalg.cholesky")(spd, upper=True),
        rtol=1e-8,
        xp=xp,
    )
    assert_matches(xp.linalg.det(t), np.linalg.det(a), rtol=1e-8, xp=xp)
    assert_matches(xp.linalg.inv(t), np.linalg.inv(a), rtol=1e-7, xp=xp)
    sign, logdet = xp.linalg.slogdet(t)
    want = np.linalg.slogdet(a)
    assert_matches(sign, want.sign, rtol=1e-8, xp=xp)
    assert_matches(logdet, want.logabsdet, rtol=1e-8, xp=xp)
    assert_matches(xp.linalg.eigvalsh(xp.asarray(spd)), np.linalg.eigvalsh(spd), rtol=1e-8, xp=xp)
    w, v = xp.linalg.eigh(xp.asarray(spd))
    assert_matches(
        xp.matmul(xp.asarray(spd), v),
        to_numpy(v) * to_numpy(w)[..., None, :],
        rtol=1e-7,
        atol=1e-9,
        xp=xp,
    )
    w, v = xp.linalg.eig(t)
    assert to_numpy(w).dtype.kind == "c"
    assert to_numpy(v).dtype.kind == "c"
    np.testing.assert_allclose(
        a.astype(complex) @ to_numpy(v), to_numpy(v) * to_numpy(w)[..., None, :], atol=1e-9
    )

    def by_value(z: complex) -> tuple[float, float]:
        return (z.real, z.imag)

    ours = np.round(to_numpy(xp.linalg.eigvals(t))[0], 8).tolist()
    theirs = np.round(np.linalg.eigvals(a)[0], 8).tolist()
    assert sorted(ours, key=by_value) == sorted(theirs, key=by_value)
    rect = _matrices(1, (3, 5, 2), dtype)
    u, s, vh = xp.linalg.svd(xp.asarray(rect), full_matrices=False)
    np.testing.assert_allclose(
        to_numpy(u) * to_numpy(s)[..., None, :] @ to_numpy(vh), rect, atol=1e-10
    )
    u, s, vh = xp.linalg.svd(xp.asarray(rect))
    assert u.shape == (3, 5, 5)
    assert vh.shape == (3, 2, 2)
    assert_matches(
        xp.linalg.svdvals(xp.asarray(rect)), np.linalg.svd(rect, compute_uv=False), rtol=1e-8, xp=xp
    )
    q, r = xp.linalg.qr(xp.asarray(rect), mode="complete")
    assert q.shape == (3, 5, 5)
    assert r.shape == (3, 5, 2)
    np.testing.assert_allclose(to_numpy(q) @ to_numpy(r), rect, atol=1e-10)
    assert_matches(
        xp.linalg.pinv(xp.asarray(rect)), np.linalg.pinv(rect), rtol=1e-7, atol=1e-10, xp=xp
    )
    assert_matches(
        xp.linalg.matrix_rank(xp.asarray(rect)),
        np.linalg.matrix_rank(rect).astype(default_int(xp)),
        xp=xp,
    )
    b = _matrices(2, (4,), dtype)
    assert_matches(
        xp.linalg.solve(t, xp.asarray(b)), numpy_function("linalg.solve")(a, b), rtol=1e-7, xp=xp
    )
    b = _matrices(3, (1, 4, 3), dtype)
    assert_matches(
        xp.linalg.solve(t, xp.asarray(b)), numpy_function("linalg.solve")(a, b), rtol=1e-7, xp=xp
    )
    for ord in ("fro", "nuc", 1, -1, 2, -2, math.inf, -math.inf):
        want = numpy_function("linalg.matrix_norm")(a, ord=ord, keepdims=True)
        assert_matches(xp.linalg.matrix_norm(t, ord=ord, keepdims=True), want, rtol=1e-8, xp=xp)
    for ord in (1, 2, 3, 0, math.inf, -math.inf, -1):
        with np.errstate(divide="ignore"):
            want = numpy_function("linalg.vector_norm")(a, ord=ord, axis=(0, -1))
        assert_matches(xp.linalg.vector_norm(t, ord=ord, axis=(0, -1)), want, rtol=1e-8, xp=xp)
    for n in (0, 1, 3, -2):
        assert_matches(
            xp.linalg.matrix_power(t, n), np.linalg.matrix_power(a, n), rtol=1e-7, atol=1e-12, xp=xp
        )
    for offset in (-5, -1, 0, 2, 4):
        assert_matches(
            xp.linalg.diagonal(t, offset=offset),
            numpy_function("linalg.diagonal")(a, offset=offset),
            xp=xp,
        )
        assert_matches(
            xp.linalg.trace(t, offset=offset),
            numpy_function("linalg.trace")(a, offset=offset),
            rtol=1e-12,
            xp=xp,
        )


def test_linalg_small_functions(xp: Any) -> None:
    a = np.arange(6, dtype=np.int16).reshape(2, 3)
    b = np.array([[1, 0, 2]], np.int32)
    assert_matches(
        xp.linalg.cross(xp.asarray(a), xp.asarray(b)), numpy_function("linalg.cross")(a, b), xp=xp
    )
    assert_matches(
        xp.linalg.cross(xp.asarray(a.T), xp.asarray(b.T), axis=0),
        numpy_function("linalg.cross")(a.T, b.T, axis=0),
        xp=xp,
    )
    i8, u8 = np.array([1, 2], np.int8), np.array([3], np.uint8)
    assert_matches(xp.linalg.outer(xp.asarray(i8), xp.asarray(u8)), np.outer(i8, u8), xp=xp)
    assert_matches(
        xp.linalg.trace(xp.asarray(np.eye(3, dtype=np.int8))), default_int(xp).type(3), xp=xp
    )
    singular = xp.zeros((2, 2), dtype=xp.float32)
    sign, logdet = xp.linalg.slogdet(singular)
    assert float(sign) == 0
    assert float(logdet) == -math.inf
    ones = xp.asarray(np.ones((2, 3, 3)))
    rank = xp.linalg.matrix_rank(ones, rtol=xp.asarray([0.5, 0.5]))
    assert_matches(rank, np.array([1, 1], default_int(xp)), xp=xp)
    assert_matches(xp.linalg.matrix_transpose(xp.asarray(a)), a.T, xp=xp)


def test_qr_scales_large_entries(xp: Any) -> None:
    a = np.array([[3e30, 1e30], [4e30, 2e30]], np.float32)
    q, r = xp.linalg.qr(xp.asarray(a))
    assert np.isfinite(to_numpy(r)).all()
    np.testing.assert_allclose(to_numpy(q) @ to_numpy(r), a, rtol=1e-5)


def test_linalg_of_mixed_integer_dtypes(xp: Any) -> None:
    # The official suite's own checks use tf.Tensor operators on mixed dtypes and are
    # xfailed there (tests/xfails/tensorflow.txt); the values are checked here instead.
    if "uint16" in available(xp, ["uint16"]):
        a = np.array([[1, 2, 3]], np.uint16)
        b = np.array([[69, 69, -84]], np.int16)
        got = xp.linalg.cross(xp.asarray(a), xp.asarray(b))
        assert_matches(got, np.cross(a, b).astype(np.int32), xp=xp)
    u = np.array([-125, -24, 62], np.int16)
    v = np.array([3, -4], np.int8)
    assert_matches(xp.linalg.outer(xp.asarray(u), xp.asarray(v)), np.outer(u, v), xp=xp)
    out = xp.tensordot(xp.ones(3, dtype=xp.int8), xp.ones(3, dtype=xp.int16), axes=1)
    assert_matches(out, np.int16(3), xp=xp)


def test_eig_is_always_complex(xp: Any) -> None:
    result = xp.linalg.eig(xp.eye(2, dtype=xp.float32))
    # a named tuple (JAX before 0.8 returns a plain one)
    assert result.eigenvalues is result[0]
    assert result.eigenvectors is result[1]
    values, vectors = result
    assert_matches(values, np.complex64([1, 1]), xp=xp)
    assert to_numpy(vectors).dtype == np.complex64
    assert to_numpy(xp.linalg.eigvals(xp.eye(2))).dtype.kind == "c"


@pytest.mark.xfail_backend("numpy", reason="np.matrix_transpose's own message")
@pytest.mark.xfail_backend("dask", reason="the wrapper's own message")
@pytest.mark.xfail_backend("torch", reason="the wrapper's own message")
@pytest.mark.xfail_backend("mlx", reason="mlx.core.matrix_transpose's own message")
def test_matrix_transpose_of_a_vector_is_a_value_error(xp: Any) -> None:
    with pytest.raises(ValueError, match="at least two"):
        xp.matrix_transpose(xp.asarray([1, 2]))


@pytest.mark.xfail_backend("jax", reason="jnp.linalg.inv's own message, without 'square'")
@pytest.mark.xfail_backend("torch", reason="torch.linalg.inv raises RuntimeError")
def test_inv_of_a_non_square_matrix_is_a_value_error(xp: Any) -> None:
    with pytest.raises(ValueError, match="square"):
        xp.linalg.inv(xp.zeros((2, 3)))
