"""The project's own runners for the official suite and for array-api-extra's suite."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tools import conformance, downstream


def test_conformance_refuses_a_folder_that_is_not_the_suite(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="not a checkout of data-apis/array-api-tests"):
        conformance.check_suite(tmp_path)


def test_conformance_knows_every_built_in_backend() -> None:
    from arraydispatch._registry import BACKENDS_BY_NAME

    assert list(conformance.BACKENDS) == list(BACKENDS_BY_NAME)
    # its per-backend settings name rows that exist
    assert set(conformance._MODULE) | set(conformance._ENVIRONMENT) <= set(BACKENDS_BY_NAME)
    assert conformance.BACKENDS["numpy"][0] == BACKENDS_BY_NAME["numpy"].module


def test_downstream_refuses_a_folder_that_is_not_array_api_extra(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="not an array-api-extra source tree"):
        downstream.check_suite(tmp_path)


def _summary(outcomes: dict[str, tuple[str, str]]) -> downstream.Summary:
    counts: dict[str, dict[str, int]] = {}
    for backend, outcome in outcomes.values():
        counts.setdefault(backend, {}).setdefault(outcome, 0)
        counts[backend][outcome] += 1
    return {"counts": counts, "outcomes": {n: list(v) for n, v in outcomes.items()}}


def test_downstream_table_counts_what_passes_with_compat_and_not_with_us() -> None:
    theirs = _summary(
        {
            "t[numpy]": ("numpy", "passed"),
            "u[numpy]": ("numpy", "passed"),
            "v[torch]": ("torch", "failed"),
        }
    )
    ours = _summary(
        {
            "t[numpy]": ("numpy", "passed"),
            "u[numpy]": ("numpy", "xfailed"),
            "v[torch]": ("torch", "passed"),
            "w[tensorflow]": ("tensorflow", "error"),
        }
    )
    table, lost = downstream.compare({"arraydispatch": ours, "array-api-compat": theirs})
    assert lost == 1
    rows = {line.split(" | ")[0].strip("| "): line for line in table.splitlines()[2:]}
    assert rows["numpy"] == "| numpy | 1 / 0 / 1 / 0 | 2 / 0 / 0 | 1 |"
    assert rows["torch"] == "| torch | 1 / 0 / 0 / 0 | 0 / 1 / 0 | 0 |"
    # compat cannot run TensorFlow; an error in a fixture counts as a failure
    assert rows["tensorflow"] == "| tensorflow | 0 / 1 / 0 / 0 | — | 0 |"


def test_downstream_expected_failures_keep_their_reasons(tmp_path: Path) -> None:
    listed = tmp_path / "expected.txt"
    listed.write_text(
        "# header\n\n# tf.Tensor has no __setitem__\ntests/main/a.py::t[tensorflow]\n"
        "tests/main/a.py::u[tensorflow]\n\n# another reason\ntests/main/b.py::v[jax]\n"
        "\n# ours sorts\npasses: tests/main/c.py::w[dask]\n"
    )
    assert downstream.read_expected(listed) == {
        "tests/main/a.py::t[tensorflow]": (False, "tf.Tensor has no __setitem__"),
        "tests/main/a.py::u[tensorflow]": (False, "tf.Tensor has no __setitem__"),
        "tests/main/b.py::v[jax]": (False, "another reason"),
        "tests/main/c.py::w[dask]": (True, "ours sorts"),
    }


# ------------------------------------------------------------------ tools/gpu_check.py


def _outcomes(path: Path, records: list[dict[str, object]]) -> Path:
    lines = [json.dumps({"xfail": False, "message": "", **r}) for r in records]
    path.write_text("\n".join(lines) + '\n{"nodeid": "cut off by a ki')
    return path


def test_gpu_check_counts_one_outcome_per_test(tmp_path: Path) -> None:
    from tools import gpu_check

    summary = gpu_check.summarize(
        _outcomes(
            tmp_path / "o.jsonl",
            [
                {"nodeid": "t::ok", "when": "call", "outcome": "passed"},
                {"nodeid": "t::bad", "when": "call", "outcome": "failed", "message": "E 1 != 2"},
                {"nodeid": "t::setup", "when": "setup", "outcome": "failed", "message": "boom"},
                {"nodeid": "t::gap", "when": "call", "outcome": "skipped", "xfail": True},
                {"nodeid": "t::fixed", "when": "call", "outcome": "passed", "xfail": True},
                {"nodeid": "t::no", "when": "setup", "outcome": "skipped", "message": "why"},
                # a failing teardown after a passing call is an error
                {"nodeid": "t::down", "when": "call", "outcome": "passed"},
                {"nodeid": "t::down", "when": "teardown", "outcome": "failed", "message": "x"},
            ],
        )
    )
    assert summary["counts"] == {
        "passed": 1, "failed": 1, "error": 2, "xfailed": 1, "xpassed": 1, "skipped": 1,
    }  # fmt: skip
    assert summary["failures"] == {"t::bad": "E 1 != 2", "t::setup": "boom", "t::down": "x"}
    assert summary["skips"] == {"t::no": "why"}


def test_gpu_check_reads_the_zero_copy_matrix_off_the_device_tests(tmp_path: Path) -> None:
    from tools import gpu_check

    name = "tests/test_gpu.py::test_gpu_conversions_share_memory"
    summary = gpu_check.summarize(
        _outcomes(
            tmp_path / "o.jsonl",
            [
                {"nodeid": f"{name}[torch-jax]", "when": "call", "outcome": "passed"},
                {
                    "nodeid": f"{name}[jax-cupy]",
                    "when": "call",
                    "outcome": "failed",
                    "message": "AssertionError: jax -> cupy copied",
                },
                {
                    "nodeid": f"{name}[cupy-torch]",
                    "when": "setup",
                    "outcome": "skipped",
                    "message": "Skipped: cupy is not installed",
                },
                {"nodeid": "tests/test_gpu.py::test_other", "when": "call", "outcome": "passed"},
            ],
        )
    )
    assert gpu_check.zero_copy_matrix(summary) == {
        "torch -> jax": "shared (equal data pointers)",
        "jax -> cupy": "failed: AssertionError: jax -> cupy copied",
        "cupy -> torch": "not run: Skipped: cupy is not installed",
    }


def test_gpu_check_unpacks_a_carried_wheel_only_where_the_package_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tools import gpu_check

    wheels = tmp_path / "carry" / "wheels"
    wheels.mkdir(parents=True)
    for distribution in ("arraydispatch_absent_pkg", "pytest"):
        with zipfile.ZipFile(wheels / f"{distribution}-1.0-py3-none-any.whl", "w") as wheel:
            wheel.writestr(f"{distribution}/__init__.py", "__version__ = '1.0'\n")
    monkeypatch.setattr(
        gpu_check,
        "CARRIED",
        {"arraydispatch-absent-pkg": ("arraydispatch_absent_pkg", None), "pytest": ("pytest", "1")},
    )
    site = tmp_path / "site"
    used = gpu_check.unpack_wheels(tmp_path / "carry", site)
    assert used == ["arraydispatch_absent_pkg-1.0-py3-none-any.whl"]
    assert (site / "arraydispatch_absent_pkg" / "__init__.py").is_file()
    assert not (site / "pytest").exists()  # this Python has pytest: its own is used


@pytest.mark.slow
def test_gpu_check_without_a_gpu_skips_every_gpu_part_saying_why(tmp_path: Path) -> None:
    """The rehearsal a CPU machine gives: each GPU part skipped with its reason, exit 0."""
    if importlib.util.find_spec("torch") is not None:
        import torch

        if torch.cuda.is_available():
            pytest.skip("this machine has a GPU: the parts run rather than skip")
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "tools/gpu_check.py", str(out), "--carry", str(tmp_path / "none"),
         "--budget", "300"],
        cwd=Path(__file__).resolve().parent.parent, capture_output=True, text=True,
        timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    document = json.loads((out / "gpu_check.json").read_text())
    parts = document["parts"]
    assert set(parts) == {"device", "torch-cuda", "jax-gpu", "cupy", "numpy-cpu"}
    assert parts["device"]["status"] == "skipped"
    assert parts["device"]["counts"]["skipped"] > 0
    assert all(reason for reason in parts["device"]["skip_reasons"])
    for name in ("torch-cuda", "jax-gpu", "cupy", "numpy-cpu"):
        assert parts[name]["status"] == "skipped"
        assert parts[name]["why"]
    summary = (out / "summary.txt").read_text()
    assert "torch-cuda: skipped: " in summary
    assert summary.rstrip().endswith("gpu_check: ok")
