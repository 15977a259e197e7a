"""benchmarks/run.py, the namespace benchmark: its cases, tables and JSON (not its timings)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
FUNCTIONS = ["sum", "concat", "clip", "floor_divide", "unique_values", "linalg.eig"]


def _load(path: Path) -> Any:
    sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location(f"_{path.stem}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def runner() -> Any:
    return _load(ROOT / "benchmarks" / "run.py")


@pytest.mark.skipif(
    np.__version__ < "2",
    reason="the figures are of NumPy 2's namespace: on NumPy 1.x concat and floor_divide's "
    "promotion are wrappers (kinds and kernel counts differ)",
)
def test_json_and_tables(runner: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "bench.json"
    argv = ["--backend", "numpy", "--size", "8", "--rounds", "1", "--budget", "0.0001"]
    for name in FUNCTIONS:
        argv += ["--function", name]
    runner.main([*argv, "--json", str(out)])
    printed = capsys.readouterr().out
    document = json.loads(out.read_text())
    assert set(document["meta"]) >= {"arraydispatch", "versions", "rounds", "date"}
    [result] = document["results"]
    assert (result["backend"], result["size"]) == ("numpy", 8)
    rows = {row["name"]: row for row in result["rows"]}
    assert list(rows) == ["clip", "floor_divide", "concat", "unique_values", "sum", "linalg.eig"]
    assert {rows[n]["kind"] for n in ("sum", "concat")} == {"alias"}
    assert rows["sum"]["ratio"] == 1.0  # an alias is native by identity
    assert rows["clip"]["kind"] == rows["linalg.eig"]["kind"] == "wrapped"
    assert rows["clip"]["native_call"] == "np.clip"
    assert rows["unique_values"]["native_call"] == "np.unique"
    extra = rows["floor_divide"]
    assert extra["kind"] == "extra"
    assert extra["kernels"][0] > extra["kernels"][1]
    for row in rows.values():
        for key in ("native_us", "ours_us", "peer_us", "ratio", "peer_ratio"):
            assert row[key] > 0, (row["name"], key)
    summary = result["summary"]
    counts = [summary[key] for key in ("functions", "aliases", "wrapped", "extra")]
    assert counts == [6, 2, 3, 1]
    assert summary["no_native"] == []
    assert summary["median_namespace"] > 0
    assert summary["median_wrapped"] > 0
    assert summary["median_extra"] == extra["ratio"]
    for header in ("== numpy, float32 8x8", "median ours/native", "extra kernels", "np.clip"):
        assert header in printed
    # the docs page renders from this JSON (its figures need matplotlib, the page does not)
    page = _load(ROOT / "docs" / "gen_bench_figures.py").render(document)
    assert "![numpy: ratio to native per function](figures/bench_numpy.svg)" in page
    assert "| `clip` | `np.clip` |" in page
    assert "| `floor_divide` | 5 / 1 |" in page


def test_every_function_has_a_call(runner: Any) -> None:
    """The standard's calls cover its names, and every backend's native map names only
    functions of the standard."""
    cases = runner._cases
    names = [name for _, name in cases.function_names()]
    assert sorted(cases.SPEC_CALLS) == sorted(names)
    for backend in cases.BACKENDS:
        assert set(cases.EXTRA_KERNELS[backend]) <= set(names), backend
    assert set(cases.NATIVE) == set(cases.BACKENDS) == set(cases.FALLBACK)


def test_bad_rounds(runner: Any) -> None:
    with pytest.raises(SystemExit):
        runner.main(["--backend", "numpy", "--rounds", "0"])
