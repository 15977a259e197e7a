"""JAX arrays sharded over 8 host devices, through get_namespace in a library function,
eagerly and under jax.jit: results keep a sharding over all 8 devices (never collapse to
one), and creation functions take a sharding as ``device=``.

The 8 devices exist only if XLA_FLAGS is set before JAX starts, so the work runs in a child
process (tests/_sharding_jax.py), which reports every output's sharding as JSON.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from tests._isolated import run_bounded

pytest.importorskip("jax")

ROOT = Path(__file__).resolve().parent.parent
ROWS = ["rows", None]  # the input's PartitionSpec: rows over the mesh's 4-device axis


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    child = run_bounded(
        [sys.executable, str(ROOT / "tests" / "_sharding_jax.py")], timeout=180, env=env
    )
    assert child.returncode == 0, child.stderr[-3000:]
    return json.loads(child.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


#: operation -> the PartitionSpec its output has, one entry per dimension (None: that
#: dimension is not split; all None: replicated over every device)
EXPECTED = {
    "sin": ROWS,
    "add": ROWS,
    "where": ROWS,
    "exp of int32": ROWS,
    "sum, unsharded axis": ["rows"],
    "mean, unsharded axis": ["rows"],
    "std, unsharded axis": ["rows"],
    "argmax, unsharded axis": ["rows"],
    "sum, sharded axis": [None],
    "max, all axes": [],
    "cumulative_sum, sharded axis": ROWS,
    "cumulative_prod, unsharded axis": ROWS,
    "matmul by replicated": ROWS,
    "tensordot": ROWS,
    "vecdot": ["rows"],
    "gram x.T @ x": [None, None],
    "concat, unsharded axis": ROWS,
    "expand_dims": [None, "rows", None],
    "sort, unsharded axis": ROWS,
    "searchsorted into replicated": ROWS,
    "fft, unsharded axis": ROWS,
    "vector_norm, unsharded axis": ["rows"],
}


def test_the_child_has_eight_devices(report: dict[str, Any]) -> None:
    assert report["device_count"] == 8


def _release(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split(".")[:2] if part.isdigit())


JAX = _release(importlib.metadata.version("jax"))
#: operation -> (the JAX release whose own function first keeps the sharding, why): the
#: namespace's function is JAX's there (xp.fft.fft is jnp.fft.fft)
SHARDED_SINCE = {
    "fft, unsharded axis": ((0, 7), "jnp.fft.fft replicates its output before JAX 0.7"),
}


def _case(name: str) -> Any:
    if name not in SHARDED_SINCE:
        return name
    since, reason = SHARDED_SINCE[name]
    return pytest.param(name, marks=pytest.mark.xfail(since > JAX, reason=reason, strict=True))


@pytest.mark.parametrize("mode", ["eager", "jit"])
@pytest.mark.parametrize("name", [_case(name) for name in sorted(EXPECTED)])
def test_output_keeps_its_sharding(report: dict[str, Any], name: str, mode: str) -> None:
    out = report["operations"][name][mode]
    assert out.get("error") is None, out
    assert out["equal_numpy"], out
    assert out["devices"] == 8, f"{name} ({mode}) collapsed to {out['devices']} device(s)"
    assert out["spec"] == EXPECTED[name], out


def test_data_dependent_shapes_work_eagerly_not_under_jit(report: dict[str, Any]) -> None:
    unique = report["operations"]["unique_values"]
    assert unique["eager"]["equal_numpy"]
    assert unique["eager"]["devices"] == 8
    # jax.jit needs static shapes: JAX's own limit, the same as jnp.unique's
    assert unique["jit"] == {"error": "ConcretizationTypeError"}


@pytest.mark.parametrize("mode", ["eager", "jit"])
def test_library_function_keeps_the_row_sharding(report: dict[str, Any], mode: str) -> None:
    out = report[f"library_{mode}"]
    assert out["spec"] == ROWS
    assert out["devices"] == 8


def test_creation_with_a_sharding_as_device(report: dict[str, Any]) -> None:
    native = report["creation_native"]
    for name, out in report["creation"].items():
        assert out["devices"] == 8, (name, out)
        if name in ("arange", "linspace"):
            assert out["spec"] == native["arange"]["spec"] == ["rows"], (name, out)
        else:
            assert out["spec"] == native["zeros"]["spec"] == ROWS, (name, out)


def test_convert_gathers_a_sharded_array(report: dict[str, Any]) -> None:
    assert report["convert_to_numpy"] == {"type": "ndarray", "equal": True}
