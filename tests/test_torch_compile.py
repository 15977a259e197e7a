"""torch only: a library function written against the namespace compiles with
torch.compile(fullgraph=True), without graph breaks or recompiles.

(``arraydispatch.jit`` is tests/test_jit.py.)
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import pytest

torch = pytest.importorskip("torch")

import arraydispatch  # noqa: E402


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
