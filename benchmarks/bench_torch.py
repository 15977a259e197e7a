"""Every *wrapped* function of the torch namespace beside the native torch call and
array-api-compat's torch wrapper, on 8x8 float32 tensors (int32/bool/complex64 where the
function needs them; NxN with ``BENCH_TORCH_N=N``).

Aliased names (``xp.exp is torch.exp``) cost nothing and are not listed. "native" is the
torch call a user would write for the same input; where the standard asks for more work
than that call does (NaN-propagating ``sign``, the infinities of ``floor_divide``, the
zero signs of ``remainder``) the row is marked
``extra work`` and its ratio measures that work, not the wrapper.

Two ways to run it:

- ``nox -s bench`` / ``pytest benchmarks/bench_torch.py -o python_files=bench_*.py``:
  pytest-benchmark groups, one per function, with the three calls side by side;
- ``python benchmarks/bench_torch.py``: one table of ratios (our time / native time and
  array-api-compat's / native), the three calls timed interleaved in the same rounds, best
  round of each, then the median and worst ratio over the wrapped functions.
"""

from __future__ import annotations

import os
import types
from collections.abc import Callable
from typing import Any

import pytest
from _ratios import Case, benchmark_test, print_table

torch = pytest.importorskip("torch")
compat: Any = pytest.importorskip("array_api_compat.torch")

import arraydispatch.backends.torch as xp  # noqa: E402

# BENCH_TORCH_N=64 python benchmarks/bench_torch.py: the same table on NxN tensors
N = max(4, int(os.environ.get("BENCH_TORCH_N", "8")))
S = (N, N)
_gen = torch.Generator().manual_seed(0)
X = torch.randn(N, N, generator=_gen)
Y = torch.randn(N, N, generator=_gen) + 3.0
X0 = X[None]
XI = torch.randint(0, 100, S, dtype=torch.int32, generator=_gen)
YI = torch.randint(1, 5, S, dtype=torch.int32, generator=_gen)
XB = X > 0
YB = Y > 3
C = torch.complex(X, Y)
V = torch.arange(float(N))
SORTED = torch.sort(X.reshape(-1)).values
IDX = torch.tensor([0, 3, N - 1, 2])
IDX2 = torch.randint(0, N, S, generator=_gen)
X3 = torch.randn(N, 3, generator=_gen)
Y3 = torch.randn(N, 3, generator=_gen)
A = X + N * torch.eye(N)
F = torch.fft.fftn(X)


def _c(name: str, *args: Any, **kwargs: Any) -> Callable[[], Any]:
    """array-api-compat's function of that name with the same arguments."""
    module = compat
    for part in name.split("."):
        module = getattr(module, part)
    fn = module
    return lambda: fn(*args, **kwargs)


def _binary(name: str, native: Any, a: Any, b: Any, note: str = "") -> Case:
    ours = getattr(xp, name)
    return Case(name, lambda: ours(a, b), lambda: native(a, b), _c(name, a, b), note)


CASES: list[Case] = [
    # creation
    Case("arange", lambda: xp.arange(N * N), lambda: torch.arange(N * N), _c("arange", N * N)),
    Case("empty", lambda: xp.empty(S), lambda: torch.empty(S), _c("empty", S)),
    Case("eye", lambda: xp.eye(N), lambda: torch.eye(N), _c("eye", N)),
    Case(
        "full",
        lambda: xp.full(S, 1.5),
        lambda: torch.full(S, 1.5),
        _c("full", S, 1.5),
    ),
    Case(
        "linspace",
        lambda: xp.linspace(0.0, 1.0, N * N),
        lambda: torch.linspace(0.0, 1.0, N * N),
        _c("linspace", 0.0, 1.0, N * N),
    ),
    Case(
        "meshgrid",
        lambda: xp.meshgrid(V, V),
        lambda: torch.meshgrid(V, V, indexing="xy"),
        _c("meshgrid", V, V),
    ),
    Case("ones", lambda: xp.ones(S), lambda: torch.ones(S), _c("ones", S)),
    Case("zeros", lambda: xp.zeros(S), lambda: torch.zeros(S), _c("zeros", S)),
    Case("tril", lambda: xp.tril(X), lambda: torch.tril(X), _c("tril", X)),
    Case("triu", lambda: xp.triu(X, k=1), lambda: torch.triu(X, 1), _c("triu", X, k=1)),
    # data type functions
    Case(
        "astype",
        lambda: xp.astype(X, xp.float64),
        lambda: X.to(dtype=torch.float64),
        _c("astype", X, torch.float64),
    ),
    Case(
        "can_cast",
        lambda: xp.can_cast(xp.float32, xp.float64),
        lambda: torch.can_cast(torch.float32, torch.float64),
        _c("can_cast", torch.float32, torch.float64),
    ),
    Case(
        "finfo",
        lambda: xp.finfo(xp.float32),
        lambda: torch.finfo(torch.float32),
        _c("finfo", torch.float32),
    ),
    Case(
        "iinfo",
        lambda: xp.iinfo(xp.int32),
        lambda: torch.iinfo(torch.int32),
        _c("iinfo", torch.int32),
    ),
    Case(
        "isdtype",
        lambda: xp.isdtype(xp.float32, "real floating"),
        lambda: torch.float32.is_floating_point,
        _c("isdtype", torch.float32, "real floating"),
    ),
    Case(
        "result_type",
        lambda: xp.result_type(X, Y),
        lambda: torch.result_type(X, Y),
        _c("result_type", X, Y),
    ),
    # element-wise: binary (same dtypes: the fast path)
    _binary("add", torch.add, X, Y),
    _binary("atan2", torch.atan2, X, Y),
    _binary("bitwise_and", torch.bitwise_and, XI, YI),
    _binary("bitwise_left_shift", torch.bitwise_left_shift, XI, YI),
    _binary("bitwise_or", torch.bitwise_or, XI, YI),
    _binary("bitwise_right_shift", torch.bitwise_right_shift, XI, YI),
    _binary("bitwise_xor", torch.bitwise_xor, XI, YI),
    _binary("copysign", torch.copysign, X, Y),
    _binary("divide", torch.divide, X, Y),
    _binary("equal", torch.eq, X, Y),
    _binary("floor_divide", torch.floor_divide, X, Y, "extra work (inf cases)"),
    _binary("greater", torch.gt, X, Y),
    _binary("greater_equal", torch.ge, X, Y),
    _binary("hypot", torch.hypot, X, Y),
    _binary("less", torch.lt, X, Y),
    _binary("less_equal", torch.le, X, Y),
    _binary("logaddexp", torch.logaddexp, X, Y),
    _binary("logical_and", torch.logical_and, XB, YB),
    _binary("logical_or", torch.logical_or, XB, YB),
    _binary("logical_xor", torch.logical_xor, XB, YB),
    _binary("maximum", torch.maximum, X, Y),
    _binary("minimum", torch.minimum, X, Y),
    _binary("multiply", torch.multiply, X, Y),
    _binary("nextafter", torch.nextafter, X, Y),
    _binary("not_equal", torch.ne, X, Y),
    _binary("pow", torch.pow, Y, X),
    _binary("remainder", torch.remainder, X, Y, "extra work (signed zeros)"),
    _binary("subtract", torch.subtract, X, Y),
    # element-wise: unary and clip
    Case("acos", lambda: xp.acos(X), lambda: torch.acos(X), _c("acos", X)),
    Case("expm1", lambda: xp.expm1(X), lambda: torch.expm1(X), _c("expm1", X)),
    Case("log1p", lambda: xp.log1p(Y), lambda: torch.log1p(Y), _c("log1p", Y)),
    Case("imag", lambda: xp.imag(C), lambda: torch.imag(C), _c("imag", C)),
    Case("round", lambda: xp.round(X), lambda: torch.round(X), _c("round", X)),
    Case("sign", lambda: xp.sign(X), lambda: torch.sign(X), _c("sign", X), "extra work (NaN)"),
    Case(
        "clip",
        lambda: xp.clip(X, -0.5, 0.5),
        lambda: torch.clamp(X, -0.5, 0.5),
        _c("clip", X, -0.5, 0.5),
    ),
    # indexing
    Case(
        "take",
        lambda: xp.take(X, IDX, axis=1),
        lambda: torch.index_select(X, 1, IDX),
        _c("take", X, IDX, axis=1),
    ),
    Case(
        "take_along_axis",
        lambda: xp.take_along_axis(X, IDX2, axis=1),
        lambda: torch.take_along_dim(X, IDX2, 1),
        _c("take_along_axis", X, IDX2, axis=1),
    ),
    # linear algebra
    _binary("matmul", torch.matmul, X, Y),
    Case(
        "matrix_transpose", lambda: xp.matrix_transpose(X), lambda: X.mT, _c("matrix_transpose", X)
    ),
    Case(
        "tensordot",
        lambda: xp.tensordot(X, Y, axes=1),
        lambda: torch.tensordot(X, Y, dims=1),
        _c("tensordot", X, Y, axes=1),
    ),
    Case(
        "vecdot",
        lambda: xp.vecdot(X, Y),
        lambda: torch.linalg.vecdot(X, Y, dim=-1),
        _c("vecdot", X, Y),
    ),
    # manipulation
    Case(
        "broadcast_shapes",
        lambda: xp.broadcast_shapes((N, 1), (1, N)),
        lambda: torch.broadcast_shapes((N, 1), (1, N)),
        None,
    ),
    Case(
        "broadcast_to",
        lambda: xp.broadcast_to(X, (2, N, N)),
        lambda: torch.broadcast_to(X, (2, N, N)),
        _c("broadcast_to", X, (2, N, N)),
    ),
    Case("concat", lambda: xp.concat([X, Y]), lambda: torch.cat([X, Y]), _c("concat", [X, Y])),
    Case(
        "expand_dims",
        lambda: xp.expand_dims(X, axis=0),
        lambda: torch.unsqueeze(X, 0),
        _c("expand_dims", X, axis=0),
    ),
    Case("flip", lambda: xp.flip(X, axis=0), lambda: torch.flip(X, (0,)), _c("flip", X, axis=0)),
    Case(
        "permute_dims",
        lambda: xp.permute_dims(X, (1, 0)),
        lambda: torch.permute(X, (1, 0)),
        _c("permute_dims", X, (1, 0)),
    ),
    Case(
        "repeat",
        lambda: xp.repeat(X, 2, axis=0),
        lambda: torch.repeat_interleave(X, 2, 0),
        _c("repeat", X, 2, axis=0),
    ),
    Case(
        "reshape",
        lambda: xp.reshape(X, (N * N,)),
        lambda: torch.reshape(X, (N * N,)),
        _c("reshape", X, (N * N,)),
    ),
    Case(
        "roll", lambda: xp.roll(X, 1, axis=0), lambda: torch.roll(X, 1, 0), _c("roll", X, 1, axis=0)
    ),
    Case(
        "squeeze",
        lambda: xp.squeeze(X0, axis=0),
        lambda: torch.squeeze(X0, 0),
        _c("squeeze", X0, axis=0),
    ),
    # searching
    Case(
        "count_nonzero",
        lambda: xp.count_nonzero(X),
        lambda: torch.count_nonzero(X),
        _c("count_nonzero", X),
    ),
    Case(
        "nonzero",
        lambda: xp.nonzero(X),
        lambda: torch.nonzero(X, as_tuple=True),
        _c("nonzero", X),
    ),
    Case(
        "searchsorted",
        lambda: xp.searchsorted(SORTED, X),
        lambda: torch.searchsorted(SORTED, X),
        _c("searchsorted", SORTED, X),
    ),
    Case("where", lambda: xp.where(XB, X, Y), lambda: torch.where(XB, X, Y), _c("where", XB, X, Y)),
    # set
    Case(
        "unique_all",
        lambda: xp.unique_all(X),
        lambda: torch.unique(X, return_inverse=True, return_counts=True),
        None,
        "extra work (first indices)",
    ),
    Case(
        "unique_counts",
        lambda: xp.unique_counts(X),
        lambda: torch.unique(X, return_counts=True),
        _c("unique_counts", X),
    ),
    Case(
        "unique_inverse",
        lambda: xp.unique_inverse(X),
        lambda: torch.unique(X, return_inverse=True),
        _c("unique_inverse", X),
    ),
    Case(
        "unique_values",
        lambda: xp.unique_values(X),
        lambda: torch.unique(X),
        _c("unique_values", X),
    ),
    # sorting
    Case(
        "argsort",
        lambda: xp.argsort(X),
        lambda: torch.argsort(X, dim=-1, stable=True),
        _c("argsort", X),
    ),
    Case("sort", lambda: xp.sort(X), lambda: torch.sort(X, dim=-1, stable=True)[0], _c("sort", X)),
    # statistical and utility
    Case(
        "cumulative_sum",
        lambda: xp.cumulative_sum(X, axis=0),
        lambda: torch.cumsum(X, 0),
        _c("cumulative_sum", X, axis=0),
    ),
    Case(
        "cumulative_prod",
        lambda: xp.cumulative_prod(X, axis=0),
        lambda: torch.cumprod(X, 0),
        _c("cumulative_prod", X, axis=0),
    ),
    Case("max", lambda: xp.max(X), lambda: torch.amax(X), _c("max", X)),
    Case("max(axis)", lambda: xp.max(X, axis=0), lambda: torch.amax(X, 0), _c("max", X, axis=0)),
    Case("mean", lambda: xp.mean(X), lambda: torch.mean(X), _c("mean", X)),
    Case("min", lambda: xp.min(X), lambda: torch.amin(X), _c("min", X)),
    Case("prod", lambda: xp.prod(X), lambda: torch.prod(X), _c("prod", X)),
    Case("std", lambda: xp.std(X), lambda: torch.std(X, correction=0), _c("std", X)),
    Case("sum", lambda: xp.sum(X), lambda: torch.sum(X), _c("sum", X)),
    Case("sum(axis)", lambda: xp.sum(X, axis=1), lambda: torch.sum(X, 1), _c("sum", X, axis=1)),
    Case("var", lambda: xp.var(X), lambda: torch.var(X, correction=0), _c("var", X)),
    Case("all", lambda: xp.all(XB), lambda: torch.all(XB), _c("all", XB)),
    Case("any", lambda: xp.any(XB), lambda: torch.any(XB), _c("any", XB)),
    # linalg
    Case(
        "linalg.cross",
        lambda: xp.linalg.cross(X3, Y3),
        lambda: torch.linalg.cross(X3, Y3),
        _c("linalg.cross", X3, Y3),
    ),
    Case(
        "linalg.solve",
        lambda: xp.linalg.solve(A, X),
        lambda: torch.linalg.solve(A, X),
        _c("linalg.solve", A, X),
    ),
    Case("linalg.trace", lambda: xp.linalg.trace(X), lambda: torch.trace(X), _c("linalg.trace", X)),
    Case(
        "linalg.vector_norm",
        lambda: xp.linalg.vector_norm(X),
        lambda: torch.linalg.vector_norm(X),
        _c("linalg.vector_norm", X),
    ),
    # fft
    Case("fft.fftn", lambda: xp.fft.fftn(X), lambda: torch.fft.fftn(X), _c("fft.fftn", X)),
    Case("fft.ifftn", lambda: xp.fft.ifftn(F), lambda: torch.fft.ifftn(F), _c("fft.ifftn", F)),
    Case("fft.rfftn", lambda: xp.fft.rfftn(X), lambda: torch.fft.rfftn(X), _c("fft.rfftn", X)),
    Case("fft.irfftn", lambda: xp.fft.irfftn(F), lambda: torch.fft.irfftn(F), _c("fft.irfftn", F)),
    Case(
        "fft.fftshift",
        lambda: xp.fft.fftshift(X),
        lambda: torch.fft.fftshift(X),
        _c("fft.fftshift", X),
    ),
    Case(
        "fft.ifftshift",
        lambda: xp.fft.ifftshift(X),
        lambda: torch.fft.ifftshift(X),
        _c("fft.ifftshift", X),
    ),
]

test_wrapped = benchmark_test(CASES, "array-api-compat")


def _compat_function(case: Case) -> Any:
    module = compat
    for part in case.name.split("(")[0].split("."):
        module = getattr(module, part)
    return module


def _namespace_aliases() -> int:
    """How many of our namespace's functions are torch's own (not timed: ratio 1)."""
    functions = [getattr(xp, name) for name in dir(xp)]
    functions += [getattr(xp.linalg, name) for name in xp.linalg.__all__]
    functions += [getattr(xp.fft, name) for name in xp.fft.__all__]
    unique = {id(f): f for f in functions if callable(f) and not isinstance(f, type)}
    ours = [f for f in unique.values() if getattr(f, "__module__", "").startswith("arraydispatch")]
    return len(unique) - len(ours)


def main() -> None:
    torch.set_num_threads(1)
    print_table(
        CASES,
        "array-api-compat",
        rounds=15,
        aliased=_namespace_aliases(),
        # compat hands out torch's builtin where we fix the standard's cases on top of it
        peer_is_alias=lambda case: isinstance(_compat_function(case), types.BuiltinFunctionType),
    )


if __name__ == "__main__":
    main()
