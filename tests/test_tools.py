"""The project's own runners for the official suite and for array-api-extra's suite."""

from __future__ import annotations

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
