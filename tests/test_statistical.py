"""Statistical and utility functions on every backend against NumPy: max, min, sum, prod,
mean, var, std (NaN propagation, accumulation dtypes), cumulative_sum/prod, all, any, diff."""

from __future__ import annotations

import math
import warnings
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ._numpy_reference import (
    assert_matches,
    available,
    default_int,
    dtype_name,
    numpy_function,
)
from ._strategies import arrays

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- statistical / utility


@pytest.mark.parametrize(
    ("dtype", "expected"),
    [
        ("int8", "int64"),
        pytest.param(
            "uint8",
            "uint64",
            marks=[
                pytest.mark.xfail_backend("torch", reason="torch has no uint64: sum is int64"),
                pytest.mark.xfail_backend(
                    "paddle",
                    reason="Paddle's uint64 has no kernels (and uint8 is not in its dtypes()): "
                    "sum is int64",
                ),
            ],
        ),
        ("bool", "int64"),
        ("float32", "float32"),
        ("complex64", "complex64"),
    ],
)
def test_sum_prod_accumulation_dtype(xp: Any, dtype: str, expected: str) -> None:
    # the default integer (unsigned of its width for unsigned input), which is int32 for JAX
    # without x64
    expected = expected.replace("int64", default_int(xp).name)
    x = xp.asarray(np.asarray([[1, 1], [1, 0]], dtype))
    assert dtype_name(xp.sum(x).dtype) == expected
    assert dtype_name(xp.prod(x, axis=0).dtype) == expected
    assert dtype_name(xp.cumulative_sum(x, axis=1).dtype) == expected
    if dtype != "complex64":  # a complex sum cast to a real dtype is unspecified
        assert dtype_name(xp.sum(x, dtype=xp.float32).dtype) == "float32"


@FAST
@given(data=st.data())
def test_reductions_match_numpy(xp: Any, data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(available(xp, ["float32", "float64"])))
    a = data.draw(
        # TF flushes subnormal floats to zero on CPU (FTZ/DAZ); NumPy does not
        arrays(dtype, min_dims=1, min_side=1, allow_subnormal=False, min_value=-100, max_value=100)
    )
    t = xp.asarray(a)
    axes = st.none() | st.integers(-a.ndim, a.ndim - 1)
    axis = data.draw(axes | st.just((0, -1)) if a.ndim > 1 else axes)
    keepdims = data.draw(st.booleans())
    kw: dict[str, Any] = {"axis": axis, "keepdims": keepdims}
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's "degrees of freedom <= 0"
        # torch's UserWarning for the same case; its value is the standard's NaN
        warnings.filterwarnings("ignore", r"\w+\(\): degrees of freedom is <= 0", UserWarning)
        assert_matches(xp.max(t, **kw), np.max(a, **kw), xp=xp)
        assert_matches(xp.min(t, **kw), np.min(a, **kw), xp=xp)
        assert_matches(xp.sum(t, **kw), np.sum(a, **kw), rtol=1e-4, atol=1e-3, xp=xp)
        assert_matches(xp.mean(t, **kw), np.mean(a, **kw), rtol=1e-4, atol=1e-3, xp=xp)
        correction = data.draw(st.sampled_from([0, 1, 1.5]))
        for ours, numpys in ((xp.var, np.var), (xp.std, np.std)):
            want = numpys(a, ddof=correction, **kw)
            n = a.size if axis is None else np.prod([a.shape[i] for i in np.atleast_1d(axis)])
            if n - correction <= 0:  # the standard: NaN (NumPy may give inf)
                want = np.full_like(want, np.nan)
            assert_matches(ours(t, correction=correction, **kw), want, rtol=1e-3, atol=1e-3, xp=xp)


@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
@pytest.mark.parametrize("name", ["max", "mean", "min", "prod", "std", "sum", "var"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_nan_propagates(xp: Any, name: str, dtype: str) -> None:
    # what the suite's test_special_cases::test_nan_propagation checks (it cannot draw its
    # input for a tf.Tensor, see the xfails file)
    a = np.random.default_rng(0).normal(size=(3, 4)).astype(dtype)
    a[1, 2] = np.nan
    out = getattr(xp, name)(xp.asarray(a))
    assert out.shape == ()
    assert math.isnan(float(out))


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NumPy: mean of an empty slice
def test_max_min_propagate_nan(xp: Any) -> None:
    x = xp.asarray([[1.0, math.nan], [2.0, 3.0]], dtype=xp.float32)
    assert_matches(xp.max(x, axis=1), np.array([math.nan, 3.0], np.float32), xp=xp)
    assert_matches(xp.min(x), np.float32(math.nan), xp=xp)
    assert_matches(xp.mean(xp.zeros((0,), dtype=xp.float32)), np.float32(math.nan), xp=xp)


def test_max_min_of_an_empty_array_along_a_nonempty_axis(xp: Any) -> None:
    # array-api-extra's searchsorted takes min over the rows of a (0, 2) array: NumPy gives
    # the empty (0, 1) result; the MLX namespace raised "cannot reduce an empty axis"
    x = xp.zeros((0, 2), dtype=xp.float32)
    for function in (xp.max, xp.min):
        assert tuple(function(x, axis=-1, keepdims=True).shape) == (0, 1)
        assert tuple(function(x, axis=1).shape) == (0,)


@FAST
@given(data=st.data(), include_initial=st.booleans())
def test_cumulative_functions(xp: Any, data: st.DataObject, include_initial: bool) -> None:
    dtypes = available(xp, ["int8", "uint16", "float64", "float32"])
    # XLA and TF flush subnormal floats to zero on the CPU (test_subnormals_are_nonzero)
    a = data.draw(arrays(st.sampled_from(dtypes), min_dims=1, max_dims=2, allow_subnormal=False))
    if a.dtype.kind == "f":
        a = np.nan_to_num(a).clip(-10, 10)
    axis = data.draw(st.integers(-a.ndim, a.ndim - 1))
    t = xp.asarray(a)
    # integers accumulate in the default integer (its unsigned twin for unsigned input)
    default = default_int(xp)
    unsigned = np.dtype("u" + default.name)
    acc = default if a.dtype.kind == "i" else (unsigned if a.dtype.kind == "u" else a.dtype)
    for ours, numpys in (
        (xp.cumulative_sum, numpy_function("cumulative_sum")),
        (xp.cumulative_prod, numpy_function("cumulative_prod")),
    ):
        # NumPy accumulates small integers in int64 whatever the default: cast back
        want = numpys(a.astype(acc), axis=axis, include_initial=include_initial).astype(acc)
        got = ours(t, axis=axis, include_initial=include_initial)
        # atol: a running sum of values up to 10 cancels (-10 + 1e-9 + 10), and the
        # libraries round its partial sums differently (torch gives 1e-9, NumPy 0); a product
        # of normal floats can be subnormal, which XLA and TF flush
        assert_matches(got, want, rtol=1e-6, atol=1e-5, flush_subnormals=True, xp=xp)


@pytest.mark.skip_backend(
    "torch", reason="torch.diff of complex infinities: NaN real parts, on some drawn inputs"
)
@FAST
@given(data=st.data())
def test_all_any_diff(xp: Any, data: st.DataObject) -> None:
    dtypes = st.sampled_from(["bool", "int16", "float32", "complex64"])
    a = data.draw(arrays(dtypes, min_dims=1, allow_subnormal=False))  # TF: FTZ, see above
    t = xp.asarray(a)
    axis = data.draw(st.none() | st.integers(-a.ndim, a.ndim - 1))
    assert_matches(xp.all(t, axis=axis), np.all(a, axis=axis), xp=xp)
    assert_matches(xp.any(t, axis=axis, keepdims=True), np.any(a, axis=axis, keepdims=True), xp=xp)
    if a.dtype != np.bool_:
        ax = -1 if axis is None else axis
        n = data.draw(st.integers(0, 2))
        with np.errstate(all="ignore"):
            assert_matches(xp.diff(t, axis=ax, n=n), np.diff(a, axis=ax, n=n), rtol=1e-5, xp=xp)
            assert_matches(
                xp.diff(t, axis=ax, prepend=t, append=t),
                np.diff(a, axis=ax, prepend=a, append=a),
                rtol=1e-5,
                xp=xp,
            )


@pytest.mark.xfail_backend("jax", reason="XLA flushes subnormal inputs to zero on the CPU")
def test_subnormals_are_nonzero(xp: Any) -> None:
    # TF's own x != 0 flushes subnormals to zero on CPU; the namespace must not
    for dtype, tiny in (("float32", 1e-40), ("float64", 5e-324), ("complex64", 1e-40j)):
        if dtype not in available(xp, [dtype]):
            continue  # MLX's namespace has no float64
        x = xp.asarray(np.array([0, tiny, -0.0], dtype))
        assert_matches(xp.any(x), np.True_, xp=xp)
        assert_matches(xp.all(x[1:2]), np.True_, xp=xp)
        assert_matches(xp.count_nonzero(x), default_int(xp).type(1), xp=xp)
        assert_matches(xp.nonzero(x)[0], np.array([1], default_int(xp)), xp=xp)


def test_diff_promotes_prepend(xp: Any) -> None:
    out = xp.diff(xp.asarray([1, 4], dtype=xp.int8), prepend=xp.asarray([0], dtype=xp.int16))
    assert_matches(out, np.array([1, 3], np.int16), xp=xp)


def test_all_any_of_complex_look_at_both_parts(xp: Any) -> None:
    assert bool(xp.all(xp.asarray(np.complex64(1j))))
    assert bool(xp.any(xp.asarray(np.complex64([0j, 1j]))))
    assert not bool(xp.all(xp.asarray(np.complex64([0j, 1j]))))
    assert bool(xp.all(xp.asarray([True, True])))


def test_cumulative_prod_accumulates_in_the_default_integer(xp: Any) -> None:
    unsigned = "u" + default_int(xp).name
    if unsigned not in available(xp, [unsigned]):
        pytest.skip(f"{xp.__name__} has no {unsigned}")
    out = xp.cumulative_prod(xp.asarray(np.uint8([100, 100, 100])))
    assert_matches(out, np.asarray([100, 10000, 1000000], unsigned), xp=xp)
    assert_matches(xp.cumulative_prod(xp.asarray([True])), np.asarray([1], default_int(xp)), xp=xp)
    assert_matches(xp.cumulative_prod(xp.ones(2, dtype=xp.float32)), np.float32([1, 1]), xp=xp)


def test_var_with_a_fractional_correction(xp: Any) -> None:
    y = xp.arange(5.0)
    assert math.isclose(float(xp.var(y, correction=0.5)), 10.0 / 4.5, rel_tol=1e-6)


def test_sum_over_no_axes(xp: Any) -> None:
    assert_matches(
        xp.sum(xp.ones((2, 3), dtype=xp.float32), axis=()), np.ones((2, 3), np.float32), xp=xp
    )


@pytest.mark.xfail_backend("jax", reason="jnp.cumulative_sum's own message, without 'axis=None'")
@pytest.mark.xfail_backend(
    "numpy", reason="np.cumulative_sum's own message, without 'axis'", since="2.1"
)
def test_cumulative_sum_of_nd_needs_an_axis(xp: Any) -> None:
    with pytest.raises(ValueError, match="axis=None"):
        xp.cumulative_sum(xp.zeros((2, 2)))


@pytest.mark.parametrize(("shape", "axis"), [((3, 0), 0), ((0, 3), 1), ((0,), 0)])
def test_cumulative_functions_of_empty_arrays(xp: Any, shape: tuple[int, ...], axis: int) -> None:
    # MLX before 0.32.3 dies of SIGFPE on a (3, 0) array's cumulative sum along axis 0
    x = xp.zeros(shape, dtype=xp.int32)
    for function in (xp.cumulative_sum, xp.cumulative_prod):
        assert_matches(function(x, axis=axis), np.zeros(shape, default_int(xp)), xp=xp)
