"""The project's own runners for the official suite and for array-api-extra's suite."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tools import conformance, downstream, downstream_scipy, downstream_sklearn


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


def test_downstream_entries_below_a_release_count_only_there(tmp_path: Path) -> None:
    listed = tmp_path / "expected.txt"
    listed.write_text(
        "# an old release's array object\nbelow pytest 999.0: tests/main/a.py::t[mlx]\n"
        "below pytest 1.0: tests/main/a.py::u[mlx]\n"
        "below no-such-distribution 9.0: tests/main/a.py::v[mlx]\n"
    )
    assert downstream.read_expected(listed) == {
        "tests/main/a.py::t[mlx]": (False, "an old release's array object"),
    }


@pytest.mark.parametrize(
    ("returncode", "counts", "why"),
    [
        (2, {"numpy": {"passed": 1}}, "did not run its tests: pytest exit status 2"),
        (5, {}, "did not run its tests: pytest exit status 5"),
        (0, {}, "recorded no test at all"),
    ],
)
def test_downstream_run_that_collected_nothing_is_an_error_not_zero_failures(
    tmp_path: Path, returncode: int, counts: dict[str, Any], why: str
) -> None:
    # CI once printed "0 tests failed" under an empty table for a run that collection
    # errors had interrupted
    summary = tmp_path / "summary.json"
    summary.write_text(json.dumps({"counts": counts, "outcomes": {}}))
    with pytest.raises(SystemExit, match=why):
        downstream.read_summary(summary, returncode, "the test run")


def test_downstream_summary_of_a_run_that_ran(tmp_path: Path) -> None:
    summary = tmp_path / "summary.json"
    summary.write_text(json.dumps({"counts": {"numpy": {"failed": 1}}, "outcomes": {}}))
    assert downstream.failures(downstream.read_summary(summary, 1, "the test run")) == 1
    with pytest.raises(SystemExit, match="wrote no summary"):
        downstream.read_summary(tmp_path / "absent.json", 0, "the test run")


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


# ---- scikit-learn's and SciPy's switch (tools/downstream_sklearn.py, downstream_scipy.py)


def _new_lines(before: str, after: str) -> list[str]:
    """The lines an edit adds: those of ``after`` not already in ``before``."""
    lines = (line.strip().rstrip(",") for line in after.splitlines())
    return [line for line in lines if line and line not in before]


@pytest.mark.parametrize("tool", [downstream_sklearn, downstream_scipy])
def test_switch_recipes_are_the_docs(tool: Any) -> None:
    # the runs switch the copies exactly as docs/compat.md states the recipe
    docs = (Path(__file__).parent.parent / "docs" / "compat.md").read_text()
    for _, before, after in tool.RECIPE:
        for line in _new_lines(before, after):
            assert line in docs, line


@pytest.mark.parametrize("tool", [downstream_sklearn, downstream_scipy])
def test_switched_copy_applies_every_edit_or_stops(tool: Any, tmp_path: Path) -> None:
    package = tmp_path / "installed" / "pkg"
    for relative, before, _ in tool.RECIPE:
        path = package / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        text = path.read_text() if path.exists() else "# a module\n"
        path.write_text(text + before + "\n")
    copy = tool.switched_copy(package, tmp_path / "copy")
    for relative, before, after in tool.RECIPE:
        text = (copy / relative).read_text()
        assert after in text
        assert before not in text or before in after
    # a release whose lines moved: the run stops and says the recipe needs updating
    relative, before, _ = tool.RECIPE[0]
    (package / relative).write_text("# nothing to switch\n")
    with pytest.raises(SystemExit, match="recipe"):
        tool.switched_copy(package, tmp_path / "again")


@pytest.mark.parametrize(
    ("nodeid", "backend"),
    [
        ("sklearn/utils/tests/test_array_api.py::test_f[torch-cpu-float32]", "torch"),
        ("sklearn/utils/tests/test_array_api.py::test_f[array_api_strict-device1-float32]",
         "array_api_strict"),
        ("sklearn/tests/test_common.py::test_estimators[PCA()-check_array_api_input("
         "array_namespace=numpy,expect_only_array_outputs=False)]", "numpy"),
        ("sklearn/linear_model/tests/test_ridge.py::test_x[sklearn.externals."
         "array_api_compat.numpy]", "numpy"),
        ("sklearn/metrics/tests/test_common.py::test_mixed[accuracy_score-numpy to torch mps]",
         "mixed"),
        ("sklearn/linear_model/tests/test_base.py::test_array_api_move_estimator_to", "none"),
    ],
)  # fmt: skip
def test_sklearn_tests_are_counted_by_their_namespace(nodeid: str, backend: str) -> None:
    assert downstream_sklearn._backend_id(nodeid) == backend


@pytest.mark.parametrize(
    "nodeid",
    [
        "sklearn/utils/tests/test_x.py::test_f[numpy-None-None]",  # rootdir: the copy's parent
        "utils/tests/test_x.py::test_f[numpy-None-None]",  # rootdir: the installed package
        "../../venv/lib/python3.11/site-packages/sklearn/utils/tests/test_x.py::test_f[numpy-None-None]",
    ],
)
def test_sklearn_test_ids_are_the_same_in_both_runs(nodeid: str) -> None:
    canonical = "sklearn/utils/tests/test_x.py::test_f[numpy-None-None]"
    assert downstream_sklearn._canonical(nodeid) == canonical


def test_downstream_outcomes_from_reports() -> None:
    # one outcome per test, from its setup, call and teardown reports (both plugins)
    from types import SimpleNamespace as Report

    def report(when: str, outcome: str, **extra: Any) -> Any:
        return Report(
            nodeid="t", when=when, outcome=outcome, failed=outcome == "failed",
            skipped=outcome == "skipped", **extra,
        )  # fmt: skip

    cases = [
        ([report("setup", "failed")], "error"),
        ([report("setup", "skipped")], "skipped"),
        ([report("setup", "skipped", wasxfail="")], "xfailed"),
        ([report("setup", "passed"), report("call", "passed")], "passed"),
        ([report("setup", "passed"), report("call", "failed")], "failed"),
        ([report("setup", "passed"), report("call", "skipped", wasxfail="")], "xfailed"),
        ([report("setup", "passed"), report("call", "passed", wasxfail="")], "xpassed"),
        ([report("call", "passed"), report("teardown", "failed")], "error"),
    ]
    for reports, want in cases:
        outcomes: dict[str, str] = {}
        for one in reports:
            downstream.record_outcome(outcomes, one, "sklearn/t")
        assert outcomes == {"sklearn/t": want}


def test_the_registry_loaded_by_path_imports_nothing_of_the_package() -> None:
    """tools/conformance.py's registry() and versions() load those two files into nox's own
    process: neither may import arraydispatch (whose import would run the package beside a
    second registry) nor a framework."""
    program = (
        "import sys\n"
        "from tools import conformance\n"
        "conformance.registry(); conformance.versions()\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'arraydispatch', 'numpy', 'torch', 'jax', 'tensorflow', 'dask', 'paddle', 'mlx'}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program], cwd=Path(__file__).resolve().parent.parent,
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", done.stdout


def _noxfile() -> Any:
    """noxfile.py as a fresh module. Its sessions register in nox's one registry, which
    warns (FutureWarning) when a name is registered twice: each load replaces the last."""
    import warnings

    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("noxfile", root / "noxfile.py")
    assert spec
    assert spec.loader
    module = importlib.util.module_from_spec(spec)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "The session .* has already been registered")
        spec.loader.exec_module(module)
    return module


def test_pre_commit_hooks_run_what_nox_lint_runs_on_its_paths() -> None:
    """.pre-commit-config.yaml's hooks are `nox -s lint`'s two ruff commands, on the files of
    the noxfile's LINTED paths and no others."""
    import re

    pytest.importorskip("nox")
    root = Path(__file__).resolve().parent.parent
    config = (root / ".pre-commit-config.yaml").read_text()
    entries = re.findall(r"^\s*entry: (.+)$", config, flags=re.MULTILINE)
    assert entries == ["ruff check --force-exclude", "ruff format --check --force-exclude"]
    patterns = re.findall(r"^\s*files: (.+)$", config, flags=re.MULTILINE)
    assert len(patterns) == len(entries)
    linted = _noxfile().LINTED
    for pattern in patterns:
        for path in linted:
            example = path if path.endswith(".py") else f"{path}/module.py"
            assert re.search(pattern, example), (pattern, path)
        assert not re.search(pattern, "docs/gen_releases.py"), pattern
