"""arraydispatch.compat's helpers beside array-api-compat's, and the floor.

Each case times our helper, the "native" floor (the check a user would write by hand for
one known library: ``isinstance(x, np.ndarray)``, ``xp.__name__ == "numpy"``, ``x.size``)
and array-api-compat's helper of the same name on the same input (on its own namespace
where the input is a namespace), interleaved in the same rounds.

Two ways to run it:

- ``nox -s bench`` / ``pytest benchmarks/bench_helpers.py -o python_files=bench_*.py``:
  pytest-benchmark groups, one per case, with the three calls side by side;
- ``python benchmarks/bench_helpers.py``: one table, ours / array-api-compat per helper
  (below 1: ours is faster), then the ratios to the floor.
"""

from __future__ import annotations

import statistics
from typing import Any

import numpy as np
import pytest
from _ratios import Case, benchmark_test, measure, print_table

from arraydispatch import compat, namespace

array_api_compat: Any = pytest.importorskip("array_api_compat")
torch = pytest.importorskip("torch")

X = np.zeros(8)
Y = np.ones(8)
T = torch.zeros(8)
L = [1.0, 2.0]
XP = namespace("numpy")
COMPAT_NP = array_api_compat.array_namespace(X)
FLOOR_TABLE = {np.ndarray: XP}


def _case(name: str, args: tuple[Any, ...], native: Any, peer_args: Any = None) -> Case:
    ours, theirs = getattr(compat, name), getattr(array_api_compat, name)
    peer_args = args if peer_args is None else peer_args
    label = f"{name}({', '.join(_label(a) for a in args)})"
    return Case(label, lambda: ours(*args), native, lambda: theirs(*peer_args))


def _label(value: Any) -> str:
    if value is XP:
        return "xp"
    if value is np:
        return "numpy"
    if isinstance(value, str):
        return repr(value)
    return type(value).__name__


CASES = [
    _case("is_numpy_array", (X,), lambda: isinstance(X, np.ndarray)),
    _case("is_numpy_array", (L,), lambda: isinstance(L, np.ndarray)),
    _case("is_torch_array", (X,), lambda: isinstance(X, torch.Tensor)),
    _case("is_torch_array", (T,), lambda: isinstance(T, torch.Tensor)),
    _case("is_jax_array", (X,), lambda: isinstance(X, np.ndarray)),
    _case("is_dask_array", (X,), lambda: isinstance(X, np.ndarray)),
    _case("is_array_api_obj", (X,), lambda: isinstance(X, np.ndarray)),
    _case("is_array_api_obj", (1.0,), lambda: isinstance(1.0, np.ndarray)),
    _case("is_writeable_array", (X,), lambda: X.flags.writeable),
    _case("is_writeable_array", (T,), lambda: isinstance(T, torch.Tensor)),
    _case("is_lazy_array", (X,), lambda: isinstance(X, np.ndarray)),
    _case("is_lazy_array", (T,), lambda: isinstance(T, torch.Tensor)),
    # our namespace beside compat's wrapper: what each library's array_namespace() returns
    _case("is_numpy_namespace", (XP,), lambda: XP.__name__ == "numpy", (COMPAT_NP,)),
    _case("is_numpy_namespace", (np,), lambda: np.__name__ == "numpy"),
    _case("is_torch_namespace", (XP,), lambda: XP.__name__ == "torch", (COMPAT_NP,)),
    _case("is_jax_namespace", (XP,), lambda: XP.__name__ == "jax.numpy", (COMPAT_NP,)),
    _case("is_dask_namespace", (XP,), lambda: XP.__name__ == "dask.array", (COMPAT_NP,)),
    _case(
        "is_array_api_strict_namespace",
        (XP,),
        lambda: XP.__name__ == "array_api_strict",
        (COMPAT_NP,),
    ),
    _case("size", (X,), lambda: X.size),
    _case("size", (T,), lambda: T.numel()),
    _case("device", (X,), lambda: X.device),
    _case("device", (T,), lambda: T.device),
    _case("to_device", (X, "cpu"), lambda: X.to_device("cpu")),
    _case("to_device", (T, "cpu"), lambda: T.to("cpu")),
    _case("array_namespace", (X,), lambda: FLOOR_TABLE[type(X)]),
    _case("array_namespace", (X, Y, 1.0), lambda: FLOOR_TABLE[type(X)]),
    _case("array_namespace", (T,), lambda: FLOOR_TABLE.get(type(T))),
]

test_helpers = benchmark_test(CASES, "array-api-compat")


def main(rounds: int = 30) -> None:
    print(f"{'helper':42s} {'ours µs':>8s} {'compat µs':>10s} {'ours/compat':>12s}")
    ratios = []
    for case in CASES:
        ours, _, peer = measure(case, rounds)
        ratios.append(ours / peer)
        print(f"{case.name:42s} {ours * 1e6:8.3f} {peer * 1e6:10.3f} {ours / peer:12.2f}")
    print(
        f"\nours / array-api-compat over {len(ratios)} cases: median "
        f"{statistics.median(ratios):.2f}, worst {max(ratios):.2f}\n"
    )
    print_table(CASES, "array-api-compat", rounds)


if __name__ == "__main__":
    main()
