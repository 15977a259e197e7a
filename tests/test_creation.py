"""Creation functions on every backend against NumPy: ``asarray`` (copies, default dtypes,
overflow), ``arange``, ``linspace``, ``eye``, ``full``, ``meshgrid``, ``tril``/``triu``,
``from_dlpack``."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import arraydispatch
from arraydispatch._common._versions import installed_release, release
from arraydispatch._registry import BACKENDS_BY_NAME

from ._numpy_reference import assert_matches, available, default_float, default_int, to_numpy

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- asarray


def test_asarray_copy_rules(xp: Any) -> None:
    x = xp.asarray([1, 2])
    assert xp.asarray(x) is x
    assert xp.astype(x, x.dtype, copy=False) is x
    assert_matches(xp.asarray([1, 2]), np.asarray([1, 2], default_int(xp)), xp=xp)
    assert_matches(xp.asarray([1.5]), np.asarray([1.5], default_float(xp)), xp=xp)
    assert_matches(xp.asarray(True, dtype=xp.uint8), np.uint8(1), xp=xp)


@pytest.mark.xfail_backend(
    "torch", reason="torch.asarray raises ValueError, but its message does not name copy=False"
)
def test_asarray_copy_false_that_needs_a_copy_raises(xp: Any) -> None:
    with pytest.raises(ValueError, match="copy=False"):
        xp.asarray(xp.asarray([1, 2]), dtype=xp.float32, copy=False)


@pytest.mark.xfail_backend(
    "torch", reason="torch.asarray raises ValueError, but its message does not name copy=False"
)
def test_asarray_of_a_list_with_copy_false_raises(xp: Any) -> None:
    # a list is never an array: there is nothing to share
    with pytest.raises(ValueError, match="copy=False"):
        xp.asarray([1, 2], copy=False)


@given(
    values=st.floats(width=32, allow_subnormal=False)
    | st.lists(st.floats(width=32, allow_subnormal=False), min_size=1, max_size=4)
)
@example(values=[1.0, 2.0])  # JAX copied it silently (jnp.asarray checks only non-CPU buffers)
@FAST
def test_asarray_copy_false_of_python_values_raises(xp: Any, values: object) -> None:
    # a Python scalar or list is never in an array's memory: copy=False cannot be honoured
    # (torch's message says "can't alias")
    with pytest.raises(ValueError, match=r"copy|alias"):
        xp.asarray(values, copy=False)


@pytest.mark.skip_backend("jax", reason="float64 needs jax_enable_x64, off in this process")
@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no float64 (docs/mlx.md)")
def test_asarray_keeps_a_numpy_scalars_dtype(xp: Any) -> None:
    assert_matches(xp.asarray(np.float64(1.5)), np.float64(1.5), xp=xp)


@pytest.mark.xfail_backend(
    "jax", reason="jax's astype returns x itself for its own dtype (its arrays are immutable)"
)
def test_astype_copies_even_to_the_same_dtype(xp: Any) -> None:
    x = xp.asarray(np.float32([1.0, 2.0]))
    copied = xp.astype(x, xp.float32)
    assert copied is not x
    assert_matches(copied, np.float32([1.0, 2.0]), xp=xp)
    assert xp.astype(x, xp.float32, copy=False) is x


@given(
    values=st.lists(st.floats(allow_nan=False), min_size=1, max_size=4),
    dtype=st.sampled_from([None, "float32", "complex64"]),
    wrap=st.sampled_from(["list", "ndarray", "scalar"]),
)
@FAST
@pytest.mark.filterwarnings("ignore:overflow encountered in cast:RuntimeWarning")
def test_asarray_overflows_to_inf(
    xp: Any, values: list[float], dtype: str | None, wrap: str
) -> None:
    # Beyond float32's range a value becomes +-inf, as NumPy's cast makes it; NumPy also
    # warns "overflow encountered in cast", which pytest turns into an error here.
    obj: Any = {"list": values, "ndarray": np.asarray(values), "scalar": values[0]}[wrap]
    # a Python float takes the default float dtype, a NumPy array keeps float64 if it can
    default = available(xp, ["float64", "float32"])[0] if wrap == "ndarray" else default_float(xp)
    with np.errstate(over="ignore"):
        expected = np.asarray(obj, dtype=dtype or default)
    got = xp.asarray(obj, dtype=None if dtype is None else getattr(xp, dtype))
    assert_matches(got, expected, signed_zeros=True, flush_subnormals=True, xp=xp)


@pytest.mark.xfail_backend("numpy", reason="np.asarray warns 'overflow encountered in cast'")
@pytest.mark.xfail_backend("dask", reason="np.asarray warns 'overflow encountered in cast'")
@pytest.mark.xfail_backend("jax", reason="jnp.asarray warns 'overflow encountered in cast'")
def test_asarray_overflows_to_inf_without_warning(xp: Any) -> None:
    # pytest turns the warning into an error here
    got = xp.asarray([1e39, -1e39], dtype=xp.float32)
    assert_matches(got, np.float32([np.inf, -np.inf]), xp=xp)


# ---------------------------------------------------------------- arange, linspace


@given(
    start=st.integers(-20, 20),
    stop=st.integers(-20, 20),
    step=st.integers(-5, 5).filter(bool),
    dtype=st.sampled_from(["int8", "uint8", "int16", "int64", "float32", "float64"]),
)
@FAST
def test_arange_matches_numpy(xp: Any, start: int, stop: int, step: int, dtype: str) -> None:
    assume(dtype in available(xp, [dtype]))
    values = np.arange(start, stop, step)
    assume(not (dtype.startswith("uint") and (values < 0).any()))  # unspecified
    got = xp.arange(start, stop, step, dtype=getattr(xp, dtype))
    assert_matches(got, values.astype(dtype), xp=xp)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_arange_lengths_and_default_dtypes(xp: Any) -> None:
    assert xp.arange(0.1, 1, 0.3).shape == (math.ceil((1 - 0.1) / 0.3),)
    assert_matches(xp.arange(5), np.arange(5, dtype=default_int(xp)), xp=xp)
    assert_matches(xp.arange(5.0), np.arange(5.0, dtype=default_float(xp)), xp=xp)
    assert xp.arange(5, 0).shape == (0,)


@pytest.mark.xfail_backend("numpy", reason="np.arange wraps around int8 silently")
@pytest.mark.xfail_backend("dask", reason="da.arange wraps around int8 silently")
@pytest.mark.xfail_backend("jax", reason="jnp.arange wraps around int8 silently")
@pytest.mark.xfail_backend("tensorflow", reason="tf.range wraps around int8 silently")
def test_arange_beyond_the_dtype_is_a_value_error(xp: Any) -> None:
    with pytest.raises(ValueError, match="int8"):
        xp.arange(0, 300, dtype=xp.int8)


@given(
    start=st.floats(-10, 10),
    stop=st.floats(-10, 10),
    num=st.integers(0, 10),
    endpoint=st.booleans(),
)
@FAST
@pytest.mark.skip_backend("jax", reason="float64 needs jax_enable_x64, off in this process")
@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no float64 (docs/mlx.md)")
def test_linspace_matches_numpy(
    xp: Any, start: float, stop: float, num: int, endpoint: bool
) -> None:
    got = xp.linspace(start, stop, num, dtype=xp.float64, endpoint=endpoint)
    want = np.linspace(start, stop, num, endpoint=endpoint)
    assert_matches(got, want, rtol=1e-12, atol=1e-12, xp=xp)


def test_complex_linspace(xp: Any) -> None:
    got = xp.linspace(1, 2 + 2j, 5, endpoint=False, dtype=xp.complex64)
    want = np.linspace(1, 2 + 2j, 5, endpoint=False).astype(np.complex64)
    assert_matches(got, want, xp=xp)


# ---------------------------------------------------------------- eye, full, meshgrid


@given(
    n=st.integers(0, 5),
    m=st.none() | st.integers(0, 5),
    k=st.integers(-7, 7),
    dtype=st.sampled_from(["uint8", "int8", "int32", "float32", "complex64", "bool"]),
)
@FAST
def test_eye_matches_numpy(xp: Any, n: int, m: int | None, k: int, dtype: str) -> None:
    assert_matches(
        xp.eye(n, m, k=k, dtype=getattr(xp, dtype)), np.eye(n, m, k=k, dtype=dtype), xp=xp
    )


def test_full_and_meshgrid(xp: Any) -> None:
    assert_matches(xp.full((2,), 3), np.full((2,), 3, dtype=default_int(xp)), xp=xp)
    assert_matches(xp.full(2, True), np.full(2, True), xp=xp)
    assert_matches(xp.full(3, 1.5), np.full(3, 1.5, dtype=default_float(xp)), xp=xp)
    assert_matches(
        xp.full_like(xp.zeros(2, dtype=xp.uint8), 7), np.full(2, 7, dtype=np.uint8), xp=xp
    )
    a, b = np.int32([1, 2]), np.int32([3, 4, 5])
    grid = xp.meshgrid(xp.asarray(a), xp.asarray(b), indexing="ij")
    assert isinstance(grid, tuple)
    for g, w in zip(grid, np.meshgrid(a, b, indexing="ij"), strict=True):
        assert_matches(g, w, xp=xp)
    assert isinstance(xp.meshgrid(xp.ones(2), xp.ones(3)), tuple)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_zeros_with_an_empty_axis(xp: Any) -> None:
    assert xp.zeros((1, 1, 1, 0, 1, 1, 17)).shape == (1, 1, 1, 0, 1, 1, 17)


# ---------------------------------------------------------------- tril, triu


@given(
    a=hnp.arrays("int32", hnp.array_shapes(min_dims=2, max_dims=3, max_side=4)),
    k=st.integers(-4, 4),
)
@FAST
def test_tril_triu_match_numpy(xp: Any, a: np.ndarray[Any, Any], k: int) -> None:
    assert_matches(xp.tril(xp.asarray(a), k=k), np.tril(a, k=k), xp=xp)
    assert_matches(xp.triu(xp.asarray(a), k=k), np.triu(a, k=k), xp=xp)


# ---------------------------------------------------------------- from_dlpack


def test_from_dlpack_of_numpy(xp: Any) -> None:
    a = np.arange(3, dtype=np.int32)
    device = arraydispatch.device(xp.asarray(a))
    assert_matches(xp.from_dlpack(a), a, xp=xp)
    assert_matches(xp.from_dlpack(a, device=device), a, xp=xp)
    copied = xp.from_dlpack(a, copy=True)
    a[0] = 7
    assert to_numpy(copied)[0] == 0


@pytest.mark.parametrize(
    "make",
    [
        lambda: -0.0,
        lambda: complex(3.0, -0.0),
        lambda: np.float64(-0.0),
        lambda: np.complex128(complex(7.0, -0.0)),
    ],
    ids=["float", "complex", "np.float64", "np.complex128"],
)
def test_asarray_keeps_a_negative_zero_after_a_positive_one(xp: Any, make: Any) -> None:
    # TF's eager cache of scalar constants is keyed by value, and -0.0 == 0.0: after
    # tf.constant(0.0), tf.constant(-0.0) was the cached +0.0 (found by a random run of
    # the complex sqrt test, whose input had lost its sign)
    negative = make()
    positive = negative.conjugate() if isinstance(negative, complex) else -negative
    xp.asarray(positive)
    got = np.asarray(to_numpy(xp.asarray(negative)))
    assert np.signbit(got.imag if np.iscomplexobj(got) else got)
    assert np.signbit(to_numpy(xp.full((2,), -0.0))).all()
    assert np.signbit(to_numpy(xp.copysign(xp.asarray([1.0]), -0.0))).all()


@pytest.mark.skipif(
    (3, 0) <= release(installed_release(BACKENDS_BY_NAME["paddle"])) < (3, 3),
    reason="Paddle < 3.3 has no uint32/uint64 tensors: no cast kernel to them "
    "(PaddlePaddle/Paddle#76229)",
)
def test_paddle_asarray_of_uint32_and_uint64_host_data() -> None:
    # Paddle's constructor refuses such host data; its bits go in through the signed twin
    pytest.importorskip("paddle")
    xp = arraydispatch.namespace("paddle")
    for name, top in (("uint32", 2**32 - 1), ("uint64", 2**64 - 1)):
        dtype = getattr(xp, name)
        from_python = xp.asarray([0, 7, top], dtype=dtype)
        from_numpy = xp.asarray(np.asarray([0, 7, top], dtype=name))
        for out in (from_python, from_numpy):
            assert out.dtype == dtype
            np.testing.assert_array_equal(out.numpy(), np.asarray([0, 7, top], dtype=name))
        assert xp.asarray(1, dtype=dtype).shape == []
        with pytest.raises(OverflowError, match=f"does not fit in paddle.{name}"):
            xp.asarray([-1], dtype=dtype)
