"""The ``fft`` extension on every backend against NumPy."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import settings

from ._numpy_reference import assert_matches, default_float

FAST = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------- fft extension


@pytest.mark.skip_backend("jax", reason="complex128 needs jax_enable_x64, off in this process")
@pytest.mark.skip_backend("mlx", reason="the MLX namespace has no complex128 (docs/mlx.md)")
@pytest.mark.parametrize("norm", ["backward", "ortho", "forward"])
def test_fft_matches_numpy(xp: Any, norm: str) -> None:
    rng = np.random.default_rng(0)
    z = (rng.normal(size=(3, 4, 5)) + 1j * rng.normal(size=(3, 4, 5))).astype("complex128")
    r = rng.normal(size=(3, 4, 6))
    tz, tr = xp.asarray(z), xp.asarray(r)
    f = np.fft
    one_d = [("fft", z, tz), ("ifft", z, tz), ("rfft", r, tr), ("irfft", z, tz)]
    one_d += [("hfft", z, tz), ("ihfft", r, tr)]
    for name, arg, targ in one_d:
        for n, axis in ((None, -1), (3, 0), (8, 1)):
            want = getattr(f, name)(arg, n=n, axis=axis, norm=norm)
            assert_matches(
                getattr(xp.fft, name)(targ, n=n, axis=axis, norm=norm),
                want,
                rtol=1e-10,
                atol=1e-12,
                xp=xp,
            )
    for name, arg, targ in (("fftn", z, tz), ("ifftn", z, tz), ("rfftn", r, tr), ("irfftn", z, tz)):
        for s, axes in ((None, None), ((5, 3), (0, 2)), (None, (-1, 0))):
            want = getattr(f, name)(arg, s=s, axes=axes, norm=norm)
            got = getattr(xp.fft, name)(targ, s=s, axes=axes, norm=norm)
            assert_matches(got, want, rtol=1e-10, atol=1e-11, xp=xp)
    assert_matches(
        xp.fft.fft(xp.asarray(z.astype("complex64"))),
        # .astype: NumPy 1.x transforms in double precision only
        f.fft(z.astype("complex64")).astype("complex64"),
        rtol=1e-4,
        atol=1e-4,
        xp=xp,
    )
    assert xp.fft.rfft(xp.asarray(r.astype("float32"))).dtype == xp.complex64


@pytest.mark.skip_backend(
    "numpy", "dask",
    reason="outside the standard (fftn: 'If s is not None, axes must not be None'); NumPy 2.0 "
    "warns DeprecationWarning and will raise",
)  # fmt: skip
@pytest.mark.parametrize("name", ["fftn", "ifftn", "rfftn", "irfftn"])
def test_fftn_of_s_without_axes_transforms_the_last_axes(xp: Any, name: str) -> None:
    # NumPy 1's meaning, which the other libraries keep
    x = np.random.default_rng(0).normal(size=(3, 4, 5)).astype("float32")
    want = getattr(np.fft, name)(x, s=(2, 6), axes=(-2, -1)).astype(
        "float32" if name == "irfftn" else "complex64"
    )
    got = getattr(xp.fft, name)(xp.asarray(x), s=(2, 6))
    assert_matches(got, want, rtol=1e-4, atol=1e-5, xp=xp)


def test_fft_helpers(xp: Any) -> None:
    for n in (1, 4, 5):
        want = np.fft.fftfreq(n, d=0.5).astype(default_float(xp))
        assert_matches(xp.fft.fftfreq(n, d=0.5), want, xp=xp)
        assert_matches(
            xp.fft.rfftfreq(n, dtype=xp.float32), np.fft.rfftfreq(n).astype(np.float32), xp=xp
        )
    a = np.arange(12, dtype=np.int32).reshape(3, 4)
    for axes in (None, 0, (1,), (0, 1)):
        assert_matches(
            xp.fft.fftshift(xp.asarray(a), axes=axes), np.fft.fftshift(a, axes=axes), xp=xp
        )
        assert_matches(
            xp.fft.ifftshift(xp.asarray(a), axes=axes), np.fft.ifftshift(a, axes=axes), xp=xp
        )


@pytest.mark.parametrize("name", ["fftfreq", "rfftfreq"])
def test_fftfreq_dtype(xp: Any, name: str) -> None:
    out = getattr(xp.fft, name)(8, d=0.5, dtype=xp.float32)
    assert_matches(out, getattr(np.fft, name)(8, d=0.5).astype(np.float32), xp=xp)


@pytest.mark.xfail_backend("dask", reason="da.fft passes norm='none' on without a check")
@pytest.mark.xfail_backend("torch", reason="torch.fft raises RuntimeError for norm='none'")
def test_fft_of_an_unknown_norm_is_a_value_error(xp: Any) -> None:
    with pytest.raises(ValueError, match="norm"):
        xp.fft.fft(xp.asarray(np.complex64([1j])), norm="none")


def test_every_transform_reads_back_as_numpy(xp: Any) -> None:
    # torch returns ihfft as a lazy conjugate view, which .numpy() and np.asarray refuse
    # ("Can't call numpy() on Tensor that has conjugate bit set"): results come resolved
    rng = np.random.default_rng(1)
    r = xp.asarray(rng.normal(size=(3, 4)).astype("float32"))
    z = xp.fft.fft(r)
    for name, arg in (
        ("fft", r), ("ifft", z), ("fftn", r), ("ifftn", z), ("rfft", r), ("irfft", z),
        ("rfftn", r), ("irfftn", z), ("hfft", z), ("ihfft", r), ("fftshift", z),
        ("ifftshift", z),
    ):  # fmt: skip
        out = getattr(xp.fft, name)(arg)
        assert np.asarray(out).shape == tuple(out.shape), name
        if hasattr(out, "is_conj"):
            assert not out.is_conj(), name
