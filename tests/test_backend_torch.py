"""The torch namespace beyond what the official suite sees: aliases, autograd,
torch.compile, devices (``meta`` here, CUDA when present) and errors on bad input.

The official suite (data-apis/array-api-tests, run by ``nox -s conformance`` with
tests/xfails/torch.txt) is the test of record for the standard's semantics.
"""

from __future__ import annotations

import math
import subprocess
import sys
import textwrap
from typing import Any

import pytest

torch = pytest.importorskip("torch")

import arraydispatch  # noqa: E402
import arraydispatch.backends.torch as xp  # noqa: E402
from arraydispatch._common import _spec  # noqa: E402

CUDA = torch.cuda.is_available()

# ---------------------------------------------------------------------------- the namespace


def test_every_spec_name_is_there() -> None:
    missing = [name for name in _spec.NAMESPACE if not hasattr(xp, name)]
    missing += [
        f"{ext}.{name}"
        for ext, names in _spec.EXTENSIONS.items()
        for name in names
        if not hasattr(getattr(xp, ext), name)
    ]
    assert missing == []
    assert xp.__array_api_version__ == "2025.12"


@pytest.mark.parametrize(
    ("name", "native"),
    [
        ("exp", torch.exp),
        ("sin", torch.sin),
        ("abs", torch.abs),
        ("isnan", torch.isnan),
        ("bitwise_invert", torch.bitwise_not),
        ("conj", torch.conj_physical),
        ("zeros_like", torch.zeros_like),
        ("stack", torch.stack),
        ("unstack", torch.unbind),
        ("argmax", torch.argmax),
        ("diff", torch.diff),
        ("float32", torch.float32),
        ("uint32", torch.uint32),
    ],
)
def test_conforming_torch_functions_are_aliased(name: str, native: Any) -> None:
    assert getattr(xp, name) is native


def test_linalg_and_fft_alias_torch() -> None:
    assert xp.linalg.inv is torch.linalg.inv
    assert xp.linalg.eig is torch.linalg.eig
    # eigvals is ours: torch's segfaults on NaN/inf on the CPU (pytorch/pytorch#93124);
    # the bad-input sweep runs that case in a child process
    assert xp.linalg.eigvals is not torch.linalg.eigvals
    assert xp.fft.fft is torch.fft.fft
    assert xp.linalg.matmul is xp.matmul


def test_dtypes_declare_what_torch_computes_with() -> None:
    info = xp.__array_namespace_info__()
    declared = info.dtypes()
    assert set(declared) == set(_spec.DTYPES) - {"uint16", "uint32", "uint64"}
    assert info.dtypes(kind="unsigned integer") == {"uint8": torch.uint8}
    assert info.default_dtypes()["indexing"] is torch.int64
    # everything declared is usable by the kernels torch lacks for uint16/32/64
    for dtype in declared.values():
        x = xp.ones(3, dtype=dtype)
        assert xp.equal(x, xp.flip(x)).all()
        if not dtype.is_complex:  # the standard sorts real values only
            assert xp.sort(x).dtype is dtype
        assert xp.add(x, x).dtype is dtype or dtype is torch.bool


def test_info_devices_and_capabilities() -> None:
    info = xp.__array_namespace_info__()
    assert isinstance(info.devices(), tuple)
    assert info.default_device() in info.devices()
    assert torch.device("meta") in info.devices()
    assert info.capabilities()["max dimensions"] is None
    with pytest.raises(ValueError, match="not a torch device"):
        info.dtypes(device="tpu-nowhere")


def test_finfo_iinfo_dtype_is_a_dtype() -> None:
    assert xp.finfo(xp.float32).dtype is torch.float32
    assert xp.finfo(xp.complex128).dtype is torch.float64
    assert xp.iinfo(xp.int16).dtype is torch.int16
    assert xp.iinfo(xp.int8).max == 127


def test_promotion_follows_the_standard_for_0d_tensors() -> None:
    a = torch.ones(3, dtype=torch.float32)
    b = torch.tensor(2.0, dtype=torch.float64)
    assert (a + b).dtype is torch.float32  # torch's own rule
    assert xp.add(a, b).dtype is torch.float64
    assert xp.multiply(b, a).dtype is torch.float64
    assert xp.maximum(a, 1.5).dtype is torch.float32
    assert xp.atan2(2.0, a).dtype is torch.float32
    assert xp.where(a > 0, a, b).dtype is torch.float64
    assert xp.result_type(torch.int8, torch.uint8) is torch.int16


def test_function_level_gaps_of_the_peer_are_closed() -> None:
    x = torch.tensor([3.0, 1.0, math.nan, 1.0, math.nan, -0.0])
    ua = xp.unique_all(x)
    assert ua.values.tolist()[:2] == [-0.0, 1.0]
    assert ua.counts.tolist() == [1, 2, 1, 1, 1]  # each NaN is its own value
    assert torch.equal(ua.values[ua.inverse_indices][~torch.isnan(x)], x[~torch.isnan(x)])
    assert ua.indices.tolist()[:3] == [5, 1, 0]  # first occurrences
    ui = xp.unique_inverse(x.reshape(2, 3))
    assert ui.inverse_indices.shape == (2, 3)
    c = torch.tensor([1 + 1j, 1 + 1j, 2j])
    assert xp.unique_values(c).tolist() == [2j, 1 + 1j]
    assert xp.unique_counts(c).counts.tolist() == [1, 2]
    y = torch.arange(5.0)
    assert math.isclose(float(xp.var(y, correction=0.5)), 10.0 / 4.5, rel_tol=1e-6)
    assert xp.floor_divide(torch.tensor([math.inf]), torch.tensor([2.0])).tolist() == [math.inf]
    assert math.copysign(1.0, float(xp.remainder(torch.tensor(-0.0), torch.tensor(2.0)))) == 1.0
    with pytest.raises(ValueError, match="do not broadcast"):
        xp.broadcast_shapes((2,), (3,))
    assert xp.arange(5, 0).shape == (0,)
    with pytest.raises(ValueError, match=r"outside the range of torch\.int8"):
        xp.arange(0, 300, dtype=xp.int8)
    t = torch.arange(3)
    assert torch.equal(xp.from_dlpack(t, device="cpu"), t)
    assert xp.sum(torch.ones(2, 3), axis=()).shape == (2, 3)
    assert xp.take(torch.arange(5), torch.tensor([-1])).tolist() == [4]


# ---------------------------------------------------------------------------- autograd


def _loss(ns: Any, x: Any, w: Any) -> Any:
    """A small model written against a namespace: xp calls only."""
    h = ns.tanh(ns.matmul(x, w))
    h = ns.concat([h, ns.exp(-ns.square(h))], axis=1)
    centered = h - ns.mean(h, axis=0, keepdims=True)
    spread = ns.std(centered, axis=0, correction=1) + ns.var(h, axis=0)
    scores = ns.logaddexp(centered, ns.flip(centered, axis=1))
    scores = ns.where(scores > 0, scores, 0.1 * scores)
    scores = ns.clip(scores, -3.0, 3.0)
    norms = ns.linalg.vector_norm(scores, axis=1)
    total = ns.sum(ns.sqrt(norms + 1.0)) + ns.max(spread) - ns.min(ns.cumulative_sum(spread))
    total = total + ns.sum(ns.take(ns.sin(h), ns.asarray([0, -1]), axis=0))
    return total + ns.prod(ns.reshape(ns.abs(h[:2, :2]), (4,)) + 1.0)


def _torch_loss(x: Any, w: Any) -> Any:
    """The same model in plain torch."""
    h = torch.tanh(x @ w)
    h = torch.cat([h, torch.exp(-(h**2))], 1)
    centered = h - h.mean(0, keepdim=True)
    spread = centered.std(0, correction=1) + h.var(0, correction=0)
    scores = torch.logaddexp(centered, centered.flip(1))
    scores = torch.where(scores > 0, scores, 0.1 * scores)
    scores = scores.clamp(-3.0, 3.0)
    norms = torch.linalg.vector_norm(scores, dim=1)
    total = torch.sqrt(norms + 1.0).sum() + spread.max() - torch.cumsum(spread, 0).min()
    total = total + torch.sin(h)[[0, -1]].sum()
    return total + (h[:2, :2].abs().reshape(4) + 1.0).prod()


def test_autograd_matches_plain_torch() -> None:
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(6, 4, dtype=torch.float64, generator=gen, requires_grad=True)
    w = torch.randn(4, 3, dtype=torch.float64, generator=gen, requires_grad=True)
    ours = _loss(xp, x, w)
    grads = torch.autograd.grad(ours, (x, w))
    theirs = _torch_loss(x, w)
    expected = torch.autograd.grad(theirs, (x, w))
    torch.testing.assert_close(ours, theirs)
    for got, want in zip(grads, expected, strict=True):
        torch.testing.assert_close(got, want)


_UNARY = (
    "abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp", "expm1",
    "log", "log1p", "log2", "log10", "negative", "positive", "reciprocal", "sin", "sinh", "sqrt",
    "square", "tan", "tanh", "real", "conj", "sign", "round", "floor", "ceil", "trunc",
)  # fmt: skip
_DIFFERENTIABLE: list[tuple[str, Any]] = [
    (name, lambda x, f=name: getattr(xp, f)(x)) for name in _UNARY
] + [
    ("add", lambda x: xp.add(x, xp.flip(x))),
    ("subtract", lambda x: xp.subtract(x, 2.0)),
    ("multiply", lambda x: xp.multiply(3.0, x)),
    ("divide", lambda x: xp.divide(x, x + 3.0)),
    ("pow", lambda x: xp.pow(x, 3.0)),
    ("atan2", lambda x: xp.atan2(x, x + 3.0)),
    ("hypot", lambda x: xp.hypot(x, 2.0)),
    ("logaddexp", lambda x: xp.logaddexp(x, 0.5)),
    ("maximum", lambda x: xp.maximum(x, 0.55)),
    ("minimum", lambda x: xp.minimum(x, 0.55)),
    ("copysign", lambda x: xp.copysign(x, -1.0)),
    ("remainder", lambda x: xp.remainder(x, 0.33)),
    ("floor_divide", lambda x: xp.floor_divide(x, 0.33)),
    ("clip", lambda x: xp.clip(x, 0.45, 0.7)),
    ("where", lambda x: xp.where(x > 0.55, x, -x)),
    ("sum", lambda x: xp.sum(x, axis=(0, 1))),
    ("prod", lambda x: xp.prod(x, axis=(0, 1))),
    ("mean", lambda x: xp.mean(x, axis=0)),
    ("std", lambda x: xp.std(x, axis=1, correction=1.5)),
    ("var", lambda x: xp.var(x)),
    ("max", lambda x: xp.max(x, axis=1, keepdims=True)),
    ("min", lambda x: xp.min(x)),
    ("cumulative_sum", lambda x: xp.cumulative_sum(x, axis=0, include_initial=True)),
    ("cumulative_prod", lambda x: xp.cumulative_prod(x, axis=1)),
    ("diff", lambda x: xp.diff(x, axis=0)),
    ("sort", lambda x: xp.sort(x, axis=0)),
    ("matmul", lambda x: xp.matmul(x, xp.matrix_transpose(x))),
    ("tensordot", lambda x: xp.tensordot(x, x, axes=2)),
    ("vecdot", lambda x: xp.vecdot(x, x)),
    ("concat", lambda x: xp.concat([x, x], axis=None)),
    ("stack", lambda x: xp.stack([x, x], axis=1)),
    ("unstack", lambda x: xp.unstack(x, axis=1)[0]),
    ("expand_dims", lambda x: xp.expand_dims(x, axis=(0, 3))),
    ("squeeze", lambda x: xp.squeeze(x[:1], axis=0)),
    ("permute_dims", lambda x: xp.permute_dims(x, (1, 0))),
    ("moveaxis", lambda x: xp.moveaxis(x, 0, 1)),
    ("broadcast_to", lambda x: xp.broadcast_to(x, (2, 3, 3))),
    ("broadcast_arrays", lambda x: xp.broadcast_arrays(x, x[:1])[1]),
    ("repeat", lambda x: xp.repeat(x, 2, axis=0)),
    ("tile", lambda x: xp.tile(x, (2, 1))),
    ("roll", lambda x: xp.roll(x, 1, axis=1)),
    ("take", lambda x: xp.take(x, xp.asarray([2, -1]), axis=1)),
    ("take_along_axis", lambda x: xp.take_along_axis(x, xp.asarray([[0], [-1], [1]]), axis=1)),
    ("tril", lambda x: xp.tril(x, k=-1)),
    ("triu", lambda x: xp.triu(x, k=1)),
    ("linalg.det", lambda x: xp.linalg.det(x + 3 * xp.eye(3, dtype=x.dtype))),
    ("linalg.inv", lambda x: xp.linalg.inv(x + 3 * xp.eye(3, dtype=x.dtype))),
    ("linalg.solve", lambda x: xp.linalg.solve(x + 3 * xp.eye(3, dtype=x.dtype), x)),
    ("linalg.cross", lambda x: xp.linalg.cross(x, xp.flip(x, axis=1))),
    ("linalg.outer", lambda x: xp.linalg.outer(x[0], x[1])),
    ("linalg.trace", lambda x: xp.linalg.trace(x, offset=1)),
    ("linalg.matrix_norm", lambda x: xp.linalg.matrix_norm(x)),
    ("linalg.vector_norm", lambda x: xp.linalg.vector_norm(x, axis=0, ord=3)),
    ("linalg.diagonal", lambda x: xp.linalg.diagonal(x, offset=-1)),
    ("fft.fftn", lambda x: xp.real(xp.fft.fftn(x, axes=(0, 1)))),
    ("fft.rfft", lambda x: xp.imag(xp.fft.rfft(x, axis=0))),
    ("fft.fftshift", lambda x: xp.fft.fftshift(x, axes=0)),
]


@pytest.mark.parametrize(("name", "fn"), _DIFFERENTIABLE, ids=[n for n, _ in _DIFFERENTIABLE])
def test_gradients_flow(name: str, fn: Any) -> None:
    # values in (0.2, 0.9): inside every function's domain, away from kinks and ties
    base = torch.tensor(
        [[0.2, 0.35, 0.5], [0.62, 0.41, 0.27], [0.77, 0.9, 0.48]], dtype=torch.float64
    )
    if name in {"acosh"}:
        base = base + 1.5
    x = base.clone().requires_grad_(True)
    out = fn(x)
    assert out.requires_grad, f"{name} cut the autograd graph"
    if name in {"sign", "round", "floor", "ceil", "trunc", "floor_divide"}:  # piecewise constant
        (grad,) = torch.autograd.grad(out.sum(), x)
        assert torch.count_nonzero(grad) == 0
        return
    assert torch.autograd.gradcheck(fn, (x,), eps=1e-6, atol=1e-5)


def test_parameters_resolve_to_the_torch_namespace() -> None:
    p = torch.nn.Parameter(torch.ones(2, 2))
    assert arraydispatch.get_namespace(p) is xp
    assert arraydispatch.get_namespace(p, torch.ones(2), 1.0) is xp
    out = xp.sum(xp.multiply(p, p))
    out.backward()
    assert torch.equal(p.grad, 2 * torch.ones(2, 2))


# ---------------------------------------------------------------------------- torch.compile


def _library_function(x: Any, w: Any) -> Any:
    """What a library writes: the namespace from the inputs, then 20+ namespace calls."""
    xp_ = arraydispatch.get_namespace(x, w)
    h = xp_.matmul(x, w)
    h = xp_.add(h, xp_.asarray(0.5, dtype=h.dtype))
    h = xp_.tanh(h) + xp_.multiply(xp_.sin(h), xp_.cos(h))
    h = xp_.where(xp_.greater(h, 0.0), h, xp_.exp(h) - 1.0)
    h = xp_.clip(h, -2.0, 2.0)
    m = xp_.mean(h, axis=0, keepdims=True)
    s = xp_.std(h, axis=0, correction=1, keepdims=True)
    z = xp_.divide(xp_.subtract(h, m), s + 1e-6)
    z = xp_.concat([z, xp_.flip(z, axis=1)], axis=1)
    z = xp_.reshape(z, (-1,))
    z = xp_.expand_dims(z, axis=0)
    z = xp_.squeeze(z, axis=0)
    z = xp_.sqrt(xp_.abs(z) + 1.0) * xp_.sign(z)
    total = xp_.sum(z) + xp_.max(z) - xp_.min(z)
    total = total + xp_.linalg.vector_norm(z) + xp_.prod(xp_.ones(3, dtype=z.dtype))
    total = total + xp_.sum(xp_.cumulative_sum(xp_.square(z[:4])))
    total = total + xp_.vecdot(z[:3], xp_.linspace(0.0, 1.0, 3, dtype=z.dtype))
    total = total + xp_.sum(xp_.matrix_transpose(xp_.tril(xp_.eye(3, dtype=z.dtype))))
    total = total + xp_.sum(xp_.astype(xp_.argmax(h, axis=0), z.dtype))
    total = total + xp_.sum(xp_.take(h, xp_.asarray([0, -1]), axis=1))
    total = total + xp_.sum(xp_.floor_divide(h, 0.7)) + xp_.sum(xp_.sort(h, axis=0))
    total = total + xp_.sum(xp_.real(xp_.fft.fftn(h)))
    return xp_.logaddexp(total, xp_.zeros_like(total))


def test_torch_compile_fullgraph_without_recompiles() -> None:
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    gen = torch.Generator().manual_seed(0)
    x, w = torch.randn(8, 5, generator=gen), torch.randn(5, 4, generator=gen)
    compiled = torch.compile(_library_function, fullgraph=True, backend="aot_eager")
    expected = _library_function(x, w)
    with torch._dynamo.config.patch(error_on_recompile=True):
        first = compiled(x, w)
        second = compiled(x + 1.0, w)  # same shapes, new values: the same graph
    torch.testing.assert_close(first, expected)
    torch.testing.assert_close(second, _library_function(x + 1.0, w))
    assert sum(counters["graph_break"].values()) == 0
    assert counters["stats"]["unique_graphs"] == 1


def test_torch_compile_fullgraph_on_a_cold_cache() -> None:
    # a fresh process whose first get_namespace() call happens while dynamo traces: the
    # torch namespace is imported during tracing, and the next call must not recompile
    code = textwrap.dedent(
        """
        import torch, arraydispatch
        def f(x):
            xp = arraydispatch.get_namespace(x)
            return xp.sum(xp.exp(xp.where(x > 1, x, 0.5)))
        g = torch.compile(f, fullgraph=True, backend="eager")
        assert float(g(torch.ones(3))) > 4
        with torch._dynamo.config.patch(error_on_recompile=True):
            assert float(g(torch.full((3,), 2.0))) > 22
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=300)


# ---------------------------------------------------------------------------- devices


@pytest.mark.parametrize(
    ("name", "make"),
    [
        ("zeros", lambda d: xp.zeros((2, 3), device=d)),
        ("ones", lambda d: xp.ones(4, dtype=xp.int8, device=d)),
        ("empty", lambda d: xp.empty((2,), device=d)),
        ("full", lambda d: xp.full(3, 1.5, device=d)),
        ("arange", lambda d: xp.arange(0, 10, 2, device=d)),
        ("empty arange", lambda d: xp.arange(5, 0, device=d)),
        ("eye", lambda d: xp.eye(3, 4, k=1, device=d)),
        ("linspace", lambda d: xp.linspace(0.0, 1.0, 5, endpoint=False, device=d)),
        ("asarray", lambda d: xp.asarray([1, 2, 3], device=d)),
        ("zeros_like", lambda d: xp.zeros_like(torch.ones(2), device=d)),
        ("full_like", lambda d: xp.full_like(torch.ones(2), 7, device=d)),
        ("astype", lambda d: xp.astype(torch.ones(2), xp.float64, device=d)),
        ("fftfreq", lambda d: xp.fft.fftfreq(4, device=d)),
    ],
)
def test_creation_honours_device(name: str, make: Any) -> None:
    assert make("meta").device.type == "meta"
    assert make(torch.device("meta")).device.type == "meta"
    if CUDA:
        assert make("cuda").device.type == "cuda"


_ON_DEVICE: list[tuple[str, Any]] = [
    ("add scalar", lambda x: xp.add(x, 2.0)),
    ("add 0-d promotion", lambda x: xp.add(x, xp.asarray(1.0, dtype=xp.float64, device=x.device))),
    ("atan2 scalar first", lambda x: xp.atan2(1.0, x)),
    ("equal scalar first", lambda x: xp.equal(0.0, x)),
    ("maximum", lambda x: xp.maximum(x, 0.0)),
    ("floor_divide", lambda x: xp.floor_divide(x, 2.0)),
    ("remainder", lambda x: xp.remainder(x, 2.0)),
    ("sign", lambda x: xp.sign(x)),
    ("round complex", lambda x: xp.round(xp.astype(x, xp.complex64))),
    ("expm1 complex", lambda x: xp.expm1(xp.astype(x, xp.complex64))),
    ("imag of real", lambda x: xp.imag(x)),
    ("clip", lambda x: xp.clip(x, 0.0, 1.0)),
    ("clip tensor", lambda x: xp.clip(x, xp.zeros_like(x), 1.0)),
    ("where scalar", lambda x: xp.where(x > 0, x, 0.0)),
    ("sum axis=()", lambda x: xp.sum(x, axis=())),
    ("prod axes", lambda x: xp.prod(x, axis=(0, 1), keepdims=True)),
    ("std", lambda x: xp.std(x, axis=0, correction=0.5)),
    ("all", lambda x: xp.all(xp.astype(x, xp.uint8), axis=0)),
    ("count_nonzero", lambda x: xp.count_nonzero(x, axis=1, keepdims=True)),
    ("cumulative_sum", lambda x: xp.cumulative_sum(x, axis=1, include_initial=True)),
    ("take negative", lambda x: xp.take(x, xp.asarray([-1], device=x.device), axis=1)),
    (
        "take_along_axis",
        lambda x: xp.take_along_axis(x, xp.zeros((3, 1), dtype=xp.int64, device=x.device)),
    ),
    ("searchsorted scalar", lambda x: xp.searchsorted(x[0], 0.5)),
    ("concat None", lambda x: xp.concat([x, x], axis=None)),
    ("expand_dims", lambda x: xp.expand_dims(x, axis=(0, -1))),
    ("flip", lambda x: xp.flip(x)),
    ("roll", lambda x: xp.roll(x, 1, axis=0)),
    ("repeat", lambda x: xp.repeat(x, 2, axis=0)),
    ("sort", lambda x: xp.sort(x, descending=True)),
    ("argsort", lambda x: xp.argsort(x, axis=0)),
    ("matmul mixed", lambda x: xp.matmul(x, xp.astype(x, xp.float64))),
    ("vecdot", lambda x: xp.vecdot(x, x)),
    ("tensordot", lambda x: xp.tensordot(x, x, axes=1)),
    ("linalg.solve", lambda x: xp.linalg.solve(x, x[:, 0])),
    ("linalg.trace", lambda x: xp.linalg.trace(x, offset=1)),
    ("linalg.vector_norm", lambda x: xp.linalg.vector_norm(x, axis=(), ord=0)),
    ("fft.fftn", lambda x: xp.fft.fftn(x, axes=(0,))),
    ("meshgrid", lambda x: xp.meshgrid(x[0], x[1])[0]),
    ("result of broadcast_to", lambda x: xp.broadcast_to(x, (2, 3, 3))),
]


@pytest.mark.parametrize(("name", "fn"), _ON_DEVICE, ids=[n for n, _ in _ON_DEVICE])
def test_results_stay_on_the_input_device(name: str, fn: Any) -> None:
    devices = ["meta"] + (["cuda"] if CUDA else [])
    for device in devices:
        x = (
            torch.empty((3, 3), device=device)
            if device == "meta"
            else torch.rand(3, 3, device=device)
        )
        assert fn(x).device.type == device, f"{name} left {device}"


def test_asarray_keeps_a_tensor_on_its_device_under_a_default_device() -> None:
    # torch.asarray moves it to the default device (pytorch/pytorch#150199): a meta tensor
    # then raises "Cannot copy out of meta tensor"; the standard infers the device from obj
    meta = torch.empty(3, device="meta")
    host = torch.ones(3)
    with torch.device("cpu"):
        assert xp.asarray(meta).device.type == "meta"
        assert xp.asarray(meta, dtype=torch.float64).dtype == torch.float64
    with torch.device("meta"):
        assert xp.asarray(host) is host
        assert xp.asarray(host, copy=True).device.type == "cpu"
        assert xp.asarray([1.0, 2.0]).device.type == "meta"  # not a tensor: the default
    assert xp.asarray(host, device="meta").device.type == "meta"


def test_device_and_to_device() -> None:
    x = torch.ones(2, device="meta")
    assert arraydispatch.device(x) == torch.device("meta")
    c = torch.arange(3)
    assert arraydispatch.device(c) == torch.device("cpu")
    assert arraydispatch.to_device(c, "cpu") is c
    moved = arraydispatch.to_device(c, "meta")
    assert moved.device.type == "meta"
    assert arraydispatch.to_device(c, torch.device("cpu")).device.type == "cpu"
    if CUDA:
        g = arraydispatch.to_device(c, "cuda")
        assert g.device.type == "cuda"
        assert torch.equal(arraydispatch.to_device(g, "cpu"), c)


# ---------------------------------------------------------------------------- fast paths
# Most wrappers hand torch only the arguments the caller gave (a fast path for the defaults)
# and spell every argument out otherwise. Both paths, checked against NumPy.

_M = torch.tensor([[4.0, -1.0, 2.5], [0.0, 3.0, -2.0], [1.0, 1.0, 7.0]])
_V = torch.tensor([1.0, -2.0, 3.0])
_IDX = torch.tensor([2, -1, 0])


def _np(t: Any) -> Any:
    return t.numpy() if isinstance(t, torch.Tensor) else t


_FAST_AND_GENERAL: list[tuple[str, Any, Any]] = [
    ("arange(n)", lambda: xp.arange(5), lambda np: np.arange(5)),
    ("arange(start, stop, step)", lambda: xp.arange(1, 8, 3, dtype=xp.int16),
     lambda np: np.arange(1, 8, 3, dtype=np.int16)),
    ("arange(float)", lambda: xp.arange(2.5), lambda np: np.arange(2.5, dtype=np.float32)),
    ("zeros", lambda: xp.zeros((2, 3)), lambda np: np.zeros((2, 3), np.float32)),
    ("zeros(dtype)", lambda: xp.zeros(2, dtype=xp.int8), lambda np: np.zeros(2, np.int8)),
    ("ones", lambda: xp.ones(3), lambda np: np.ones(3, np.float32)),
    ("ones(device)", lambda: xp.ones(3, device="cpu"), lambda np: np.ones(3, np.float32)),
    ("full(int shape)", lambda: xp.full(3, 1.5), lambda np: np.full(3, 1.5, np.float32)),
    ("full(dtype)", lambda: xp.full((2,), 7, dtype=xp.int32), lambda np: np.full(2, 7, np.int32)),
    ("eye", lambda: xp.eye(3), lambda np: np.eye(3, dtype=np.float32)),
    ("eye(n_cols)", lambda: xp.eye(2, 4), lambda np: np.eye(2, 4, dtype=np.float32)),
    ("eye(k, dtype)", lambda: xp.eye(3, k=1, dtype=xp.float64), lambda np: np.eye(3, k=1)),
    ("linspace", lambda: xp.linspace(0, 1, 5), lambda np: np.linspace(0, 1, 5, dtype=np.float32)),
    ("linspace(endpoint=False)", lambda: xp.linspace(0.0, 1.0, 4, endpoint=False),
     lambda np: np.linspace(0, 1, 4, endpoint=False, dtype=np.float32)),
    ("tril", lambda: xp.tril(_M), lambda np: np.tril(_np(_M))),
    ("triu(k)", lambda: xp.triu(_M, k=-1), lambda np: np.triu(_np(_M), -1)),
    ("astype", lambda: xp.astype(_M, xp.float64), lambda np: _np(_M).astype(np.float64)),
    ("astype(copy=False)", lambda: xp.astype(_M, xp.int32, copy=False),
     lambda np: _np(_M).astype(np.int32)),
    ("round", lambda: xp.round(_M), lambda np: np.round(_np(_M))),
    ("clip(floats)", lambda: xp.clip(_M, -1.5, 2.0), lambda np: np.clip(_np(_M), -1.5, 2.0)),
    ("clip(nan bound)", lambda: xp.clip(_M, math.nan, 2.0),
     lambda np: np.full((3, 3), np.nan, np.float32)),
    ("clip(int array, int bounds)", lambda: xp.clip(xp.astype(_M, xp.int8), -1, 2),
     lambda np: np.clip(_np(_M).astype(np.int8), -1, 2)),
    ("clip(one bound)", lambda: xp.clip(_M, max=1.0), lambda np: np.minimum(_np(_M), 1)),
    ("take", lambda: xp.take(_M, torch.tensor([2, 0]), axis=1),
     lambda np: np.take(_np(_M), [2, 0], axis=1)),
    ("take(negative)", lambda: xp.take(_M, _IDX, axis=1),
     lambda np: np.take(_np(_M), [2, -1, 0], axis=1)),
    ("take(negative, axis 0)", lambda: xp.take(_V, _IDX), lambda np: np.take(_np(_V), [2, -1, 0])),
    ("take(0-D index)", lambda: xp.take(_M, torch.tensor(-1), axis=1),
     lambda np: np.take(_np(_M), [-1], axis=1)),
    ("take_along_axis(negative)", lambda: xp.take_along_axis(_M, _IDX[None].expand(3, 3)),
     lambda np: np.take_along_axis(_np(_M), np.tile([2, -1, 0], (3, 1)), -1)),
    ("squeeze", lambda: xp.squeeze(_M[None], axis=0), lambda np: _np(_M)),
    ("squeeze(axes)", lambda: xp.squeeze(_M[None, :, None], axis=(0, 2)), lambda np: _np(_M)),
    ("concat", lambda: xp.concat([_M, _M]), lambda np: np.concatenate([_np(_M)] * 2)),
    ("concat(axis)", lambda: xp.concat([_M, _M], axis=1),
     lambda np: np.concatenate([_np(_M)] * 2, axis=1)),
    ("count_nonzero", lambda: xp.count_nonzero(_M), lambda np: np.count_nonzero(_np(_M))),
    ("count_nonzero(axis)", lambda: xp.count_nonzero(_M, axis=0),
     lambda np: np.count_nonzero(_np(_M), axis=0)),
    ("searchsorted", lambda: xp.searchsorted(_V.sort().values, _V),
     lambda np: np.searchsorted(np.sort(_np(_V)), _np(_V))),
    ("searchsorted(right)", lambda: xp.searchsorted(_V.sort().values, _V, side="right"),
     lambda np: np.searchsorted(np.sort(_np(_V)), _np(_V), side="right")),
    ("sum", lambda: xp.sum(_M), lambda np: np.sum(_np(_M))),
    ("sum(axis)", lambda: xp.sum(_M, axis=1), lambda np: np.sum(_np(_M), axis=1)),
    ("sum(axis, keepdims, dtype)", lambda: xp.sum(_M, axis=0, keepdims=True, dtype=xp.float64),
     lambda np: np.sum(_np(_M), axis=0, keepdims=True, dtype=np.float64)),
    ("prod", lambda: xp.prod(_M), lambda np: np.prod(_np(_M))),
    ("prod(axis)", lambda: xp.prod(_M, axis=0), lambda np: np.prod(_np(_M), axis=0)),
    ("max", lambda: xp.max(_M), lambda np: np.max(_np(_M))),
    ("min(axis, keepdims)", lambda: xp.min(_M, axis=1, keepdims=True),
     lambda np: np.min(_np(_M), axis=1, keepdims=True)),
    ("mean", lambda: xp.mean(_M), lambda np: np.mean(_np(_M))),
    ("std", lambda: xp.std(_M), lambda np: np.std(_np(_M))),
    ("var(correction)", lambda: xp.var(_M, correction=1), lambda np: np.var(_np(_M), ddof=1)),
    ("all", lambda: xp.all(_M), lambda np: np.all(_np(_M))),
    ("any(uint8)", lambda: xp.any(xp.astype(_M, xp.uint8)),
     lambda np: np.any(_np(_M).astype(np.uint8))),
    ("cumulative_sum", lambda: xp.cumulative_sum(_M, axis=0), lambda np: np.cumsum(_np(_M), 0)),
    ("cumulative_prod(include_initial)",
     lambda: xp.cumulative_prod(_V, include_initial=True),
     lambda np: np.concatenate([[1], np.cumprod(_np(_V))]).astype(np.float32)),
    ("sort", lambda: xp.sort(_M), lambda np: np.sort(_np(_M))),
    ("sort(descending)", lambda: xp.sort(_M, axis=0, descending=True),
     lambda np: -np.sort(-_np(_M), axis=0)),
    ("argsort", lambda: xp.argsort(_V), lambda np: np.argsort(_np(_V))),
    ("argsort(descending)", lambda: xp.argsort(_V, descending=True),
     lambda np: np.argsort(-_np(_V))),
    ("vecdot", lambda: xp.vecdot(_M, _M), lambda np: np.sum(_np(_M) ** 2, axis=-1)),
    ("vecdot(int)", lambda: xp.vecdot(xp.astype(_M, xp.int32), xp.astype(_M, xp.int32), axis=0),
     lambda np: np.sum(_np(_M).astype(np.int32) ** 2, axis=0, dtype=np.int32)),
    ("linalg.cross", lambda: xp.linalg.cross(_M, _V), lambda np: np.cross(_np(_M), _np(_V))),
    ("linalg.cross(axis)", lambda: xp.linalg.cross(_M, _M.flip(0), axis=0),
     lambda np: np.cross(_np(_M), _np(_M)[::-1], axis=0)),
    ("linalg.trace", lambda: xp.linalg.trace(_M), lambda np: np.trace(_np(_M))),
    ("linalg.trace(offset)", lambda: xp.linalg.trace(_M, offset=1),
     lambda np: np.trace(_np(_M), offset=1)),
    ("linalg.vector_norm", lambda: xp.linalg.vector_norm(_M),
     lambda np: np.linalg.norm(_np(_M).reshape(-1))),
    ("linalg.vector_norm(ord)", lambda: xp.linalg.vector_norm(_M, axis=1, ord=1),
     lambda np: np.linalg.norm(_np(_M), ord=1, axis=1)),
    ("fft.fftn", lambda: xp.fft.fftn(_M), lambda np: np.fft.fftn(_np(_M)).astype(np.complex64)),
    ("fft.rfftn(axes, norm)", lambda: xp.fft.rfftn(_M, axes=(0,), norm="ortho"),
     lambda np: np.fft.rfftn(_np(_M), axes=(0,), norm="ortho").astype(np.complex64)),
    ("fft.fftshift", lambda: xp.fft.fftshift(_M), lambda np: np.fft.fftshift(_np(_M))),
    ("fft.ifftshift(axes)", lambda: xp.fft.ifftshift(_M, axes=0),
     lambda np: np.fft.ifftshift(_np(_M), axes=0)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("name", "ours", "reference"), _FAST_AND_GENERAL, ids=[n for n, _, _ in _FAST_AND_GENERAL]
)
def test_fast_and_general_paths_match_numpy(name: str, ours: Any, reference: Any) -> None:
    np = pytest.importorskip("numpy")
    result, expected = ours(), np.asarray(reference(np))
    assert str(result.dtype).removeprefix("torch.") == str(expected.dtype), name
    np.testing.assert_allclose(result.numpy(), expected, rtol=1e-6, atol=1e-6)


_INF, _NAN = math.inf, math.nan


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize(
    ("x1", "x2", "expected"),
    [
        (_INF, 2.0, _INF),  # torch alone: NaN
        (-_INF, 2.0, -_INF),
        (1.0, -_INF, -0.0),  # torch alone: -1
        (-1.0, _INF, -0.0),
        (1.0, _INF, 0.0),
        (-1.0, -_INF, 0.0),
        (-0.0, 5.0, -0.0),
        (0.0, -_INF, -0.0),
        (7.5, 2.0, 3.0),
        (-7.5, 2.0, -4.0),
        (1.0, 0.1, 9.0),  # Python's floor of the exact quotient, not floor(1.0 / 0.1) = 10
        (-1e-300, 1e300, -1.0),  # the quotient underflows to -0; the floor is still -1
        (5.0, 0.0, _INF),
        (0.0, 0.0, _NAN),
        (_INF, _INF, _NAN),
        (_NAN, 1.0, _NAN),
    ],
)
def test_floor_divide_special_cases(x1: float, x2: float, expected: float, dtype: str) -> None:
    if dtype == "float32" and abs(x2) == 1e300:
        x1, x2 = -1e-45, 3e38  # the same underflow in float32's range
    out = xp.floor_divide(
        torch.tensor([x1], dtype=getattr(torch, dtype)),
        torch.tensor([x2], dtype=getattr(torch, dtype)),
    )
    got = out.item()
    if math.isnan(expected):
        assert math.isnan(got)
    else:
        assert got == expected
        assert math.copysign(1, got) == math.copysign(1, expected)


@pytest.mark.parametrize("repeat", [1, 1000], ids=["small", "large"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_sign_propagates_nan_and_sees_subnormals(dtype: str, repeat: int) -> None:
    np = pytest.importorskip("numpy")
    tiny = float(np.finfo(dtype).smallest_subnormal)
    values = [_NAN, _INF, -_INF, 0.0, -0.0, tiny, -tiny, 2.5, -3.0] * repeat
    x = torch.tensor(values, dtype=getattr(torch, dtype))
    out = xp.sign(x).numpy()
    np.testing.assert_array_equal(out, np.sign(np.asarray(values, dtype=dtype)))
    assert not np.signbit(out[3::9]).any()
    assert not np.signbit(out[4::9]).any()
    grad_input = x.clone().requires_grad_()
    xp.sign(grad_input).sum().backward()
    assert grad_input.grad is not None
    assert not grad_input.grad[~torch.isnan(x)].any()  # sign is flat (at NaN: unspecified)


def test_astype_copies_even_to_the_same_dtype() -> None:
    assert xp.astype(_M, xp.float32).data_ptr() != _M.data_ptr()
    assert xp.astype(_M, xp.float32, copy=False) is _M


@pytest.mark.parametrize(
    ("x", "kind", "expected"),
    [
        (xp.float32, "real floating", True),
        (xp.float32, "integral", False),
        (xp.int8, ("bool", xp.int8), True),
        (xp.complex64, xp.complex64, True),
        (xp.uint8, "signed integer", False),
    ],
)
def test_isdtype(x: Any, kind: Any, expected: bool) -> None:
    assert xp.isdtype(x, kind) is expected


def test_result_type_of_two_tensors() -> None:
    f32, f64 = torch.ones(2), torch.ones((), dtype=torch.float64)
    assert xp.result_type(f32, f32) is xp.float32
    assert xp.result_type(f32, f64) is xp.float64  # the 0-D tensor counts
    assert xp.result_type(torch.ones(2, dtype=torch.int8), torch.ones(2, dtype=torch.uint8)) is (
        xp.int16
    )
    with pytest.raises(TypeError, match="does not define promotion"):
        xp.result_type(torch.ones(2, dtype=torch.int8), f32)


# ---------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: xp.add(torch.ones(2), "a"), TypeError, "not a torch.Tensor or a Python scalar"),
        (lambda: xp.add(1, 2), TypeError, "at least one torch.Tensor"),
        (lambda: xp.astype(torch.ones(2), "float32"), TypeError, "takes a dtype"),
        (lambda: xp.result_type(xp.int64, xp.uint64), TypeError, "does not define promotion"),
        (lambda: xp.result_type(xp.int8, 1.5), TypeError, "cannot be combined"),
        (lambda: xp.result_type(), ValueError, "at least one array or dtype"),
        (lambda: xp.can_cast(xp.float32, "float64"), TypeError, "needs a dtype"),
        (lambda: xp.finfo(xp.int32), TypeError, "use xp.iinfo"),
        (lambda: xp.iinfo(xp.float32), TypeError, "use xp.finfo"),
        (lambda: xp.isdtype(xp.float32, "floating"), ValueError, "unknown kind"),
        (lambda: xp.isdtype("float32", "numeric"), TypeError, "takes a dtype"),
        (lambda: xp.squeeze(torch.ones(2, 3), axis=0), ValueError, "has size 2, not 1"),
        (lambda: xp.squeeze(torch.ones(1, 3), axis=4), IndexError, "out of bounds"),
        (lambda: xp.expand_dims(torch.ones(2), axis=(0, 5)), IndexError, "out of bounds"),
        (lambda: xp.expand_dims(torch.ones(2), axis=(0, 0)), ValueError, "repeats an axis"),
        (lambda: xp.take(torch.ones(2, 2), torch.tensor([0])), ValueError, "axis is required"),
        (lambda: xp.take(torch.ones(3), torch.tensor([7])), IndexError, "out of bounds"),
        (lambda: xp.take(torch.ones(2, 3), torch.tensor([0]), axis=5), IndexError, "out of"),
        (lambda: xp.take(torch.ones(2, 3), torch.tensor([-1]), axis=-3), IndexError, "out of"),
        (lambda: xp.prod(torch.ones(2, 3), axis=(0, 5)), IndexError, "out of bounds"),
        (lambda: xp.prod(torch.ones(2, 3), axis=(1, -1)), ValueError, "repeats an axis"),
        (lambda: xp.sum(torch.ones(2, 2), axis=5), IndexError, "out of range"),
        (lambda: xp.broadcast_shapes((2, 3), (4,)), ValueError, "do not broadcast"),
        (lambda: xp.reshape(torch.ones(2, 3).mT, (6,), copy=False), ValueError, "copy=None"),
        (lambda: xp.meshgrid(torch.ones(2), indexing="x"), ValueError, "'xy' or 'ij'"),
        (lambda: xp.nonzero(torch.tensor(1)), ValueError, "0-D"),
        (lambda: xp.arange(0, 10, 0), ValueError, "step must not be 0"),
        (lambda: xp.arange(0, 300, dtype=xp.int8), ValueError, "pick a wider dtype"),
        (lambda: xp.matrix_transpose(torch.ones(3)), ValueError, "at least 2 dimensions"),
        (lambda: xp.vecdot(torch.ones(3), torch.ones(4)), ValueError, "must be equal"),
        (lambda: xp.linalg.cross(torch.ones(2), torch.ones(2)), ValueError, "size 3"),
        (lambda: xp.cumulative_sum(torch.ones(2, 2)), ValueError, "axis is required"),
        (
            lambda: xp.__array_namespace_info__().dtypes(kind="floaty"),
            ValueError,
            "not a dtype kind",
        ),
        (lambda: xp.__array_namespace_info__().dtypes(kind=3), TypeError, "kind must be"),
        (
            lambda: arraydispatch.get_namespace(torch.ones(1), __import__("numpy").ones(1)),
            TypeError,
            "different libraries",
        ),
    ],
)
def test_bad_input_gives_the_standard_error(call: Any, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        call()


def test_import_of_the_namespace_needs_no_gpu_and_sees_no_cuda_init() -> None:
    code = (
        "import torch, arraydispatch.backends.torch as xp; assert not torch.cuda.is_initialized()"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
