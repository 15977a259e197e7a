"""Shared by the per-backend benchmark files: a case (ours, the native call, a peer's call),
its pytest-benchmark rows, and the table of ratios printed when a file runs as a script.

The three calls of a case are timed in turn within each round, best round kept, so drifts
of a shared machine hit all three alike.
"""

from __future__ import annotations

import statistics
import timeit
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import pytest

EXTRA = "extra work"  # the standard asks for more than the native call does


class Case(NamedTuple):
    name: str
    ours: Callable[[], Any]
    native: Callable[[], Any]
    peer: Callable[[], Any] | None  # array-api-compat's or tf.experimental.numpy's call
    note: str = ""


def benchmark_test(cases: Sequence[Case], peer_label: str) -> Callable[..., None]:
    """A pytest test with one pytest-benchmark group per case: ours, native, the peer."""

    @pytest.mark.parametrize("implementation", ["arraydispatch", "native", peer_label])
    @pytest.mark.parametrize("case", cases, ids=[c.name for c in cases])
    def test_wrapped(benchmark: Any, case: Case, implementation: str) -> None:
        fn = {"arraydispatch": case.ours, "native": case.native, peer_label: case.peer}[
            implementation
        ]
        if fn is None:
            pytest.skip(f"{peer_label} has no working {case.name}")
        benchmark.group = case.name
        benchmark(fn)

    return test_wrapped


def _per_call(fn: Callable[[], Any], number: int) -> float:
    return timeit.timeit(fn, number=number) / number


def measure(case: Case, rounds: int, budget: float = 0.004) -> tuple[float, float, float]:
    """Best-of-``rounds`` seconds per call of ours, native and the peer (NaN if absent)."""
    fns = [case.ours, case.native, case.peer]
    number = max(10, int(budget / max(_per_call(case.native, 20), 1e-7)))
    for fn in fns:
        if fn is not None:
            _per_call(fn, number)  # warm up
    best = [float("inf")] * 3
    for _ in range(rounds):
        for i, fn in enumerate(fns):
            if fn is not None:
                best[i] = min(best[i], _per_call(fn, number))
    return best[0], best[1], best[2] if case.peer is not None else float("nan")


def print_table(
    cases: Sequence[Case],
    peer_label: str,
    rounds: int,
    subsets: dict[str, Callable[[Case], bool]] | None = None,
    aliased: int = 0,
    peer_is_alias: Callable[[Case], bool] | None = None,
) -> None:
    """Print each case's times and ratios, then the median and worst ratio to native over
    all cases and over each named subset, and the cases slower than the peer.

    ``aliased``: how many namespace functions are the native function itself (ratio 1 by
    identity, not timed); with it, a median over the whole namespace is printed too.
    ``peer_is_alias``: cases where the peer hands out the native function unchanged (and so
    skips what the standard asks on top of it); they are listed apart.
    """
    rows = []
    print(f"{'function':22s} {'native µs':>10s} {'ours µs':>9s} {'ratio':>7s} {'peer':>7s}  note")
    for case in cases:
        ours, native, peer = measure(case, rounds)
        rows.append((case, ours / native, peer / native))
        print(
            f"{case.name:22s} {native * 1e6:10.2f} {ours * 1e6:9.2f} {ours / native:7.3f} "
            f"{peer / native:7.3f}  {case.note}"
        )
    print(f"\nwrapped functions: {len(rows)} (peer: {peer_label})")
    selections = {"all": lambda case: True, "no extra work": lambda case: not case.note}
    selections.update(subsets or {})
    for label, keep in selections.items():
        ratios = [ratio for case, ratio, _ in rows if keep(case)]
        if ratios:
            print(
                f"ratio to native, {label}: median {statistics.median(ratios):.3f}, "
                f"worst {max(ratios):.3f}"
            )
    if aliased:
        ratios = [ratio for _, ratio, _ in rows] + [1.0] * aliased
        print(
            f"ratio to native, whole namespace ({len(rows)} timed + {aliased} aliases at 1): "
            f"median {statistics.median(ratios):.3f}"
        )
    is_alias = peer_is_alias or (lambda case: False)
    # ties within 2% are the noise of interleaved best-of-N timing, not a difference
    slower = [
        (case, ratio / peer) for case, ratio, peer in rows if peer == peer and ratio > 1.02 * peer
    ]
    wrapper = [f"{case.name} ({r:.2f}x)" for case, r in slower if not is_alias(case)]
    alias = [f"{case.name} ({r:.2f}x)" for case, r in slower if is_alias(case)]
    print(f"slower than {peer_label}'s wrapper (by > 2%): {', '.join(wrapper) or 'none'}")
    if peer_is_alias is not None:
        print(
            f"slower than {peer_label}'s alias of the native function (which skips what the "
            f"standard asks on top of it): {', '.join(alias) or 'none'}"
        )
