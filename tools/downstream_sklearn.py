"""Run scikit-learn's own array-API tests on a copy of it switched to arraydispatch.

    python tools/downstream_sklearn.py [--provider arraydispatch|array-api-compat|both]
                                       [--backends numpy,array_api_strict,torch]
                                       [--json OUT] [-- extra pytest arguments]

The tests are those of the installed scikit-learn (its wheel ships them), selected as
scikit-learn's own array-API CI job selects them: ``pytest --pyargs sklearn -k array_api``
with ``SCIPY_ARRAY_API=1``. With ``--provider both`` (the default) they run twice:

- ``array-api-compat``: the installed scikit-learn, unmodified, as its authors run it;
- ``arraydispatch``: a copy of the installed package in a scratch folder, switched by
  docs/compat.md's recipe exactly as the docs state it (:data:`RECIPE`: every edit must
  match the release's text once, or the run stops), first on the path.

A table gives the counts side by side per backend: the array namespace a test is
parametrized with (``numpy``, ``array_api_strict``, ``torch``; scikit-learn's tests know
no JAX, Dask or TensorFlow), ``mixed`` for its tests that move data between two, ``none``
for tests without one. Tests expected to fail with us, each under a comment giving its
cause, are listed in ``tests/downstream/scikit-learn.txt`` (as for array-api-extra:
tools/downstream.py). The exit status is 1 when a test fails with us outside that list, or
when a test that passes with array-api-compat does not pass with us, else 0.

This file is also the pytest plugin of those runs (``-p downstream_sklearn``): it records
each test's backend and outcome, and marks the listed tests xfail (strict).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

try:  # imported as tools.<name> (the project's tests)
    from tools import downstream
except ImportError:  # run as a script, or loaded as a pytest plugin, from tools/
    import downstream  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
TOOLS = Path(__file__).resolve().parent
EXPECTED = ROOT / "tests" / "downstream" / "scikit-learn.txt"

#: The backends scikit-learn's tests are parametrized over that run on a CPU machine (its
#: ``yield_namespaces``: numpy, array_api_strict, cupy, torch, dpnp); cupy and dpnp tests
#: skip without their GPU libraries, and torch's cuda/mps/xpu ones without those devices.
BACKENDS = ("numpy", "array_api_strict", "torch", "mixed", "none")
_NAMESPACES = ("numpy", "array_api_strict", "torch", "cupy", "dpnp")

#: docs/compat.md's scikit-learn recipe, edit for edit: (file in the package, the release's
#: text, what the recipe makes it). The docs quote these lines; tests/test_tools.py checks
#: that they do.
RECIPE: tuple[tuple[str, str, str], ...] = (
    (
        "externals/_array_api_compat_vendor.py",
        "from .array_api_compat import *  # noqa: F403",
        "from arraydispatch.compat import *  # noqa: F403",
    ),
    (
        "utils/_array_api.py",
        "from sklearn.externals import array_api_compat\n",
        "from arraydispatch import compat as array_api_compat\n",
    ),
    (
        "utils/_array_api.py",
        "from sklearn.externals.array_api_compat import numpy as np_compat\n",
        "from arraydispatch.compat import numpy as np_compat\n",
    ),
    (
        "utils/_array_api.py",
        '_NUMPY_NAMESPACE_NAMES = {"numpy", "sklearn.externals.array_api_compat.numpy"}',
        "_NUMPY_NAMESPACE_NAMES = {\n"
        '    "numpy",\n'
        '    "sklearn.externals.array_api_compat.numpy",\n'
        '    "arraydispatch.backends.numpy",\n'
        "}",
    ),
    (
        "utils/_array_api.py",
        '        f"sklearn.externals.array_api_compat.{name}",\n',
        '        f"sklearn.externals.array_api_compat.{name}",\n'
        '        f"arraydispatch.backends.{name}",\n',
    ),
    # the test helper behind every estimator's array-API check: the namespace the check
    # expects the estimator's results in
    (
        "utils/_testing.py",
        "    from sklearn.externals.array_api_compat import get_namespace\n",
        "    from arraydispatch.compat import get_namespace\n",
    ),
)

Summary = dict[str, Any]


def switched_copy(package: Path, target: Path) -> Path:
    """A copy of the ``sklearn`` package folder at ``target/sklearn``, switched by RECIPE."""
    return downstream.switched_copy(
        package, target, RECIPE, libs="scikit_learn.libs", tool="downstream_sklearn"
    )


def installed_sklearn() -> Path:
    spec = importlib.util.find_spec("sklearn")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("downstream_sklearn: scikit-learn is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def run(provider: str, backends: list[str], extra: list[str]) -> Summary:
    """One run of the tests; the plugin's summary (per-backend counts and outcomes)."""
    with tempfile.TemporaryDirectory(prefix="arraydispatch-sklearn-") as scratch:
        summary = Path(scratch) / "summary.json"
        path = [str(TOOLS), os.environ.get("PYTHONPATH", "")]
        if provider == "arraydispatch":
            switched_copy(installed_sklearn(), Path(scratch))
            path.insert(0, scratch)
        environment = {
            **os.environ,
            "SCIPY_ARRAY_API": "1",
            "ARRAYDISPATCH_DOWNSTREAM_PROVIDER": provider,
            "ARRAYDISPATCH_DOWNSTREAM_BACKENDS": ",".join(backends),
            "ARRAYDISPATCH_DOWNSTREAM_EXPECTED": str(EXPECTED),
            "ARRAYDISPATCH_DOWNSTREAM_SUMMARY": str(summary),
            "PYTHONPATH": os.pathsep.join(filter(None, path)),
            "PYTHONHASHSEED": "0",
            "JAX_PLATFORMS": "cpu",
            "CUDA_VISIBLE_DEVICES": "",
            "TF_CPP_MIN_LOG_LEVEL": "2",
        }
        # scikit-learn's wheel carries no pytest configuration; without one of its own, pytest
        # takes the first it finds above the tests, which was this project's pyproject.toml
        # (filterwarnings = error, strict markers) when nox put the scratch folder under
        # .nox/: 48 collection errors in CI
        config = Path(scratch) / "pytest.ini"
        config.write_text("[pytest]\n")
        command = [
            sys.executable, "-m", "pytest", "--pyargs", "sklearn", "-k", "array_api",
            "-c", str(config), "--rootdir", scratch,
            "-p", "downstream_sklearn", "-p", "no:cacheprovider", "-q", "--tb=line", "-rfE",
            "--no-header", *extra,
        ]  # fmt: skip
        print(f"downstream_sklearn: scikit-learn's array-API tests with {provider}", flush=True)
        # from the scratch folder: no conftest or sklearn checkout of the caller's is seen
        returncode = subprocess.run(command, cwd=scratch, env=environment).returncode
        result = downstream.read_summary(
            summary, returncode, f"downstream_sklearn: the {provider} run"
        )
    if provider == "arraydispatch" and not result.get("switched"):
        sys.exit("downstream_sklearn: the arraydispatch run did not import the switched copy")
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n\n")[0])
    parser.add_argument(
        "--provider", choices=("arraydispatch", "array-api-compat", "both"), default="both"
    )
    parser.add_argument(
        "--backends", default=",".join(BACKENDS), help="backends to keep (default: %(default)s)"
    )
    parser.add_argument("--json", type=Path, help="write both runs' summaries here")
    parser.add_argument("pytest_args", nargs="*", help="after --: passed on to pytest")
    options = parser.parse_args(argv)
    backends = [b for b in options.backends.split(",") if b]
    providers = (
        ["array-api-compat", "arraydispatch"] if options.provider == "both" else [options.provider]
    )
    results = {p: run(p, backends, options.pytest_args) for p in providers}
    table, lost = downstream.compare(results)
    import sklearn

    print(f"\nscikit-learn {sklearn.__version__}: -k array_api per backend\n{table}")
    if options.json:
        options.json.write_text(json.dumps(results, indent=1))
    failed = downstream.failures(results.get("arraydispatch"))
    print(
        f"downstream_sklearn: {failed} tests failed with arraydispatch outside "
        f"{EXPECTED.relative_to(ROOT)}; {lost} pass with array-api-compat and not with us"
    )
    return 1 if failed or lost else 0


# ---- the pytest plugin ----------------------------------------------------------------------

_NAMESPACE_ID = re.compile(
    r"(?:array_namespace=|[\[-])(" + "|".join(_NAMESPACES) + r"|sklearn\.externals\."
    r"array_api_compat\.numpy)(?=[-\],)])"
)
_BACKEND_OF: dict[str, str] = {}
_OUTCOME: dict[str, str] = {}


def _canonical(nodeid: str) -> str:
    """A test's id as ``sklearn/...::test[...]`` in both runs: pytest names tests relative
    to its rootdir, the copy's parent folder in one run and the installed package in the
    other."""
    path, sep, rest = nodeid.partition("::")
    if path.startswith("sklearn/"):
        return nodeid
    _, found, tail = path.rpartition("/sklearn/")
    return f"sklearn/{tail if found else path}{sep}{rest}"


def _backend_id(nodeid: str) -> str:
    """The namespace a test is parametrized with, from its id (scikit-learn passes the
    namespace's name: ``[torch-cpu-float32]``, ``check_array_api_input(array_namespace=...``)."""
    params = nodeid.partition("[")[2]
    # test_mixed_array_api_namespace_input_compliance, check_array_api_mixed_inputs
    if " to " in params or "mixed_inputs(" in params:
        return "mixed"
    found = _NAMESPACE_ID.findall(nodeid)
    if not found:
        return "none"
    name = found[0]
    return "numpy" if name.endswith(".numpy") else name


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    import pytest

    wanted = {b for b in os.environ.get("ARRAYDISPATCH_DOWNSTREAM_BACKENDS", "").split(",") if b}
    path = os.environ.get("ARRAYDISPATCH_DOWNSTREAM_EXPECTED")
    provider = os.environ.get("ARRAYDISPATCH_DOWNSTREAM_PROVIDER")
    expected = downstream.read_expected(Path(path)) if path and provider == "arraydispatch" else {}
    kept, dropped = [], []
    for item in items:
        backend = _backend_id(item.nodeid)
        if wanted and backend not in wanted and backend in (*_NAMESPACES, "mixed", "none"):
            dropped.append(item)
            continue
        kept.append(item)
        nodeid = _canonical(item.nodeid)
        if nodeid in expected:
            _passes, reason = expected.pop(nodeid)
            item.add_marker(pytest.mark.xfail(reason=reason, strict=True))
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


def pytest_runtest_logreport(report: Any) -> None:
    # from the report alone: under pytest-xdist the workers collect, the controller reports
    nodeid = _canonical(report.nodeid)
    _BACKEND_OF[nodeid] = _backend_id(nodeid)
    downstream.record_outcome(_OUTCOME, report, nodeid)


def pytest_sessionfinish(session: Any) -> None:
    path = os.environ.get("ARRAYDISPATCH_DOWNSTREAM_SUMMARY")
    if not path or hasattr(session.config, "workerinput"):
        return  # a pytest-xdist worker: the controller, which sees every report, writes it
    by_backend: dict[str, Counter[str]] = defaultdict(Counter)
    for nodeid, outcome in _OUTCOME.items():
        by_backend[_BACKEND_OF[nodeid]][outcome] += 1
    # (imported here too: under pytest-xdist the controller itself may not have imported it)
    utils = importlib.import_module("sklearn.utils._array_api")
    summary = {
        "provider": os.environ.get("ARRAYDISPATCH_DOWNSTREAM_PROVIDER"),
        # the switched copy's np_compat is ours: proof that the run used it
        "switched": getattr(getattr(utils, "np_compat", None), "__name__", "")
        == "arraydispatch.backends.numpy",
        "counts": {b: dict(c) for b, c in sorted(by_backend.items())},
        "outcomes": {nodeid: [_BACKEND_OF[nodeid], o] for nodeid, o in _OUTCOME.items()},
    }
    Path(path).write_text(json.dumps(summary, indent=1))


if __name__ == "__main__":
    sys.exit(main())
