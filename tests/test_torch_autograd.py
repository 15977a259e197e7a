"""torch only: namespace functions keep the autograd graph, and their gradients are right.

(``arraydispatch.grad`` over every framework with autodiff is tests/test_autodiff.py.)
"""

from __future__ import annotations

import math
from typing import Any

import pytest

torch = pytest.importorskip("torch")

import arraydispatch  # noqa: E402

xp: Any = arraydispatch.namespace("torch")


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


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_sign_is_flat(dtype: str) -> None:
    tiny = 1e-45 if dtype == "float32" else 5e-324
    values = [math.nan, math.inf, -math.inf, 0.0, -0.0, tiny, -tiny, 2.5, -3.0]
    x = torch.tensor(values, dtype=getattr(torch, dtype)).requires_grad_()
    xp.sign(x).sum().backward()
    assert x.grad is not None
    assert not x.grad[~torch.isnan(x)].any()  # sign is flat (at NaN: unspecified)
