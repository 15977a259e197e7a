"""torch DTensors sharded over a 2-process gloo group, through our namespace.

The test spawns the group on the loopback interface (tests/_sharding_torch.py, in a child
process with a time limit; both ranks destroy the process group on the way out) and
checks that element-wise functions, reductions, matmul and the rest return DTensors with
the expected placements, i.e. that no wrapper (those that read ``.dtype``, call ``.to``
or build tensors) gathers the data onto one rank, and that the values equal NumPy's.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from arraydispatch._common._versions import release
from tests._isolated import run_bounded

torch = pytest.importorskip("torch")
pytest.importorskip("torch.distributed.tensor")

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not torch.distributed.is_available(), reason="torch without distributed"),
]

#: operation -> placements of its output over the 2 ranks: Shard(0) where the rows
#: survive, Partial(sum) for a sum across the sharded rows (reduced when read), Replicate
#: where DTensor all-reduces itself.
EXPECTED = {
    "sin": ["S(0)"],
    "add scalar": ["S(0)"],
    "multiply": ["S(0)"],
    "where": ["S(0)"],
    "clip": ["S(0)"],
    "sign": ["S(0)"],
    "floor_divide": ["S(0)"],
    "exp of int64 (astype)": ["S(0)"],
    "sum, unsharded axis": ["S(0)"],
    "mean, unsharded axis": ["S(0)"],
    "mean of int64": ["S(0)"],
    "std, unsharded axis": ["S(0)"],
    "argmax, unsharded axis": ["S(0)"],
    "cumulative_sum, unsharded axis": ["S(0)"],
    "sum, sharded axis": ["P(sum)"],
    "var, sharded axis": ["R"],
    "sum, all axes": ["P(sum)"],
    "matmul by replicated": ["S(0)"],
    "tensordot": ["S(0)"],
    "vecdot": ["S(0)"],
    "gram x.T @ x": ["P(sum)"],
    "concat, unsharded axis": ["S(0)"],
    "expand_dims": ["S(1)"],
    "sort, unsharded axis": ["S(0)"],
    "fft, unsharded axis": ["S(0)"],
    "vector_norm, unsharded axis": ["S(0)"],
    "zeros_like": ["S(0)"],
}

#: DTensor itself has no sharding rule for these (torch 2.13): unsupported, listed.
UNSUPPORTED = {"unique_values"}

#: Operations whose torch op DTensor has a sharding rule for only from a release on (first
#: seen in that release's torch/distributed/tensor/_ops, read in the 2.5-2.13 wheels; for
#: floor_divide, which is on no list, the decomposition fallback of 2.11's
#: torch/distributed/tensor/_decompositions.py). Below it, the op is an error of torch's,
#: which the namespace lets through (never a gather): DTensor's limit, not ours.
SHARDING_RULE_SINCE = {
    "cumulative_sum, unsharded axis": ((2, 8), "aten.cumsum"),
    "sort, unsharded axis": ((2, 9), "aten.sort"),
    "argmax, unsharded axis": ((2, 10), "aten.argmax"),
    "std, unsharded axis": ((2, 10), "aten.std.correction"),
    "floor_divide": ((2, 11), "aten.floor_divide"),
    "fft, unsharded axis": ((2, 12), "aten._fft_r2c"),
}
TORCH = release(torch.__version__)


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    out = tmp_path_factory.mktemp("dtensor") / "report.json"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    env["GLOO_SOCKET_IFNAME"] = "lo"
    child = run_bounded(
        [sys.executable, str(ROOT / "tests" / "_sharding_torch.py"), str(out)], timeout=180, env=env
    )
    assert child.returncode == 0, child.stderr[-3000:]
    return json.loads(out.read_text())  # type: ignore[no-any-return]


def test_dtensor_resolves_to_the_torch_namespace(report: dict[str, Any]) -> None:
    assert report["namespace"] == "arraydispatch.backends.torch"


def _rule(name: str) -> Any:
    if name not in SHARDING_RULE_SINCE:
        return name
    since, op = SHARDING_RULE_SINCE[name]
    reason = f"DTensor has no sharding rule for {op} before torch {'.'.join(map(str, since))}"
    return pytest.param(name, marks=pytest.mark.skipif(since > TORCH, reason=reason))


@pytest.mark.parametrize("name", [_rule(name) for name in sorted(EXPECTED)])
def test_output_is_a_dtensor_with_the_expected_placements(
    report: dict[str, Any], name: str
) -> None:
    out = report["operations"][name]
    assert "error" not in out, out
    assert out["dtensor"], f"{name} returned a plain tensor: gathered to one rank"
    assert out["placements"] == EXPECTED[name], out
    assert out["equal_numpy"], out


def test_what_dtensor_does_not_support_is_an_error_not_a_gather(report: dict[str, Any]) -> None:
    for name in UNSUPPORTED:
        assert report["operations"][name] == {
            "family": "data-dependent shape",
            # torch's RuntimeError "Sharding propagation failed for aten._unique2", refused
            # by the wrapper as a ValueError that names the function (the wrapper rule)
            "error": "ValueError",
        }


def test_what_an_older_dtensor_lacks_is_an_error_not_a_gather(report: dict[str, Any]) -> None:
    lacking = [name for name, (since, _) in SHARDING_RULE_SINCE.items() if since > TORCH]
    for name in lacking:
        # torch's NotImplementedError "Operator ... does not have a sharding strategy"
        assert report["operations"][name].get("error") == "NotImplementedError", name
