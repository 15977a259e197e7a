"""A pytest plugin that runs array-api-extra's own test suite on a chosen namespace provider.

Loaded by ``tools/downstream.py`` (``-p _downstream_plugin``) in array-api-extra's source
tree. ``ARRAYDISPATCH_DOWNSTREAM_PROVIDER`` says who hands out the namespaces:

- ``arraydispatch``: array-api-extra is vendored the way SciPy and scikit-learn vendor it,
  inside a package that holds the one-file hook ``_array_api_compat_vendor.py`` reading
  ``from arraydispatch.compat import *``. array-api-extra's ``_lib/_compat.py`` imports
  its helpers from that hook, so ``array_namespace``, ``is_numpy_namespace``, ``device``...
  are ours, and the suite's ``xp`` fixture (``array_namespace(lib.empty(0))``) is our
  namespace. array-api-compat is not imported at all. The suite's ``Backend`` enum gains
  ``TENSORFLOW``, ``PADDLE`` and ``MLX`` members (frameworks array-api-compat cannot serve),
  in this test process only.
- ``array-api-compat``: the suite as its authors run it, for the side-by-side counts.

``ARRAYDISPATCH_DOWNSTREAM_BACKENDS`` (comma-separated ids such as ``numpy,torch``) keeps
only those backends' tests; tests that take no backend count as ``none``.
``ARRAYDISPATCH_DOWNSTREAM_EXPECTED`` names a file of node ids expected to fail with us,
each under a comment giving the reason: they are marked xfail (strict, as the suite's own).
``ARRAYDISPATCH_DOWNSTREAM_SUMMARY`` names a JSON file for the per-backend counts.
"""

from __future__ import annotations

import enum
import importlib
import json
import os
import pkgutil
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from arraydispatch._common import _triton

PROVIDER = os.environ.get("ARRAYDISPATCH_DOWNSTREAM_PROVIDER", "arraydispatch")
_VENDORING_PACKAGE = "_arraydispatch_vendoring"
#: Backends the suite does not know, by member name: the namespace module its fixture imports.
_ADDED_BACKENDS = {
    "TENSORFLOW": "arraydispatch.backends.tensorflow",
    "PADDLE": "arraydispatch.backends.paddle",
    "MLX": "arraydispatch.backends.mlx",
}


def _vendor_with_hook() -> None:
    """Import array-api-extra as ``<package>.array_api_extra`` beside the vendor hook, and
    make ``array_api_extra`` and each of its modules that one vendored copy."""
    spec = importlib.util.find_spec("array_api_extra")
    if spec is None or not spec.submodule_search_locations:
        raise pytest.UsageError("array_api_extra is not importable (put its src/ on the path)")
    source = Path(next(iter(spec.submodule_search_locations)))
    root = Path(tempfile.mkdtemp(prefix="arraydispatch-vendoring-"))
    package = root / _VENDORING_PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text("")
    # The whole switch, as a vendoring library writes it (docs/compat.md).
    (package / "_array_api_compat_vendor.py").write_text("from arraydispatch.compat import *\n")
    (package / "array_api_extra").symlink_to(source, target_is_directory=True)
    sys.path.insert(0, str(root))
    vendored = importlib.import_module(f"{_VENDORING_PACKAGE}.array_api_extra")
    for module in pkgutil.walk_packages(vendored.__path__, vendored.__name__ + "."):
        importlib.import_module(module.name)
    prefix = f"{_VENDORING_PACKAGE}."
    for name, module in list(sys.modules.items()):
        if name.startswith(prefix + "array_api_extra"):
            sys.modules[name.removeprefix(prefix)] = module
    compat = sys.modules["array_api_extra._lib._compat"]
    if compat.array_namespace.__module__.partition(".")[0] != "arraydispatch":
        raise pytest.UsageError("array-api-extra did not take its helpers from the vendor hook")


def _add_backends() -> None:
    """Rebuild the suite's ``Backend`` enum with the members of ``_ADDED_BACKENDS`` (an Enum
    cannot grow)."""
    backends = importlib.import_module("array_api_extra._lib._backends")
    original = backends.Backend
    body = enum.EnumMeta.__prepare__("Backend", (enum.Enum,))
    for member in original:
        body[member.name] = member.value
    for name, module in _ADDED_BACKENDS.items():
        body[name] = module
    for attribute in ("__doc__", "__module__", "modname", "like", "pytest_param"):
        body[attribute] = original.__dict__[attribute]
    body["__qualname__"] = "Backend"
    backends.Backend = enum.EnumMeta("Backend", (enum.Enum,), body)


# Before the suite imports TensorFlow: triton (PyTorch's CUDA builds) segfaults when it is
# imported after TensorFlow >= 2.20, and the torch tests import it (tensorflow/tensorflow#124205).
_triton.load_before_tensorflow()

if PROVIDER == "arraydispatch":
    _vendor_with_hook()
    _add_backends()
elif PROVIDER != "array-api-compat":
    raise pytest.UsageError(
        f"ARRAYDISPATCH_DOWNSTREAM_PROVIDER must be arraydispatch or array-api-compat, "
        f"not {PROVIDER!r}"
    )


def _backend_id(item: pytest.Item) -> str:
    callspec = getattr(item, "callspec", None)
    for value in getattr(callspec, "params", {}).values():
        if type(value).__name__ == "Backend" and isinstance(value, enum.Enum):
            return str(value.name.lower())
    return "none"


def _expected_failures() -> dict[str, tuple[bool, str]]:
    path = os.environ.get("ARRAYDISPATCH_DOWNSTREAM_EXPECTED")
    if PROVIDER != "arraydispatch" or not path:
        return {}
    from downstream import read_expected  # tools/ is on the path: this plugin's folder

    return read_expected(Path(path))


#: The user property under which a test's report names its backend.
_BACKEND_PROPERTY = "arraydispatch-downstream-backend"
_BACKEND_OF: dict[str, str] = {}
_OUTCOME: dict[str, str] = {}
#: Tests that pass with us although the suite marks them xfail for that backend at setup.
_PASSES: set[str] = set()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    wanted = {b for b in os.environ.get("ARRAYDISPATCH_DOWNSTREAM_BACKENDS", "").split(",") if b}
    expected = _expected_failures()
    kept, dropped = [], []
    for item in items:
        backend = _backend_id(item)
        if wanted and backend not in wanted:
            dropped.append(item)
            continue
        kept.append(item)
        _BACKEND_OF[item.nodeid] = backend
        # the report carries it: under pytest-xdist the workers collect, the controller reports
        item.user_properties.append((_BACKEND_PROPERTY, backend))
        if item.nodeid in expected:
            passes, reason = expected.pop(item.nodeid)
            if passes:
                _PASSES.add(item.nodeid)
            else:
                item.add_marker(pytest.mark.xfail(reason=reason, strict=True))
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
    if expected and not wanted:
        raise pytest.UsageError(
            "expected-failure entries that match no test (remove them): " + ", ".join(expected)
        )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Any:
    result = yield
    if item.nodeid in _PASSES:
        # the suite's library fixture added an xfail marker for this backend during setup;
        # the test then runs as a plain one (pytest evaluates xfail markers again at call)
        item.own_markers[:] = [m for m in item.own_markers if m.name != "xfail"]
    return result


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    from downstream import record_outcome

    backend = dict(report.user_properties).get(_BACKEND_PROPERTY)
    if backend is not None:
        _BACKEND_OF[report.nodeid] = str(backend)
        record_outcome(_OUTCOME, report)


def _counts() -> dict[str, dict[str, int]]:
    by_backend: dict[str, Counter[str]] = defaultdict(Counter)
    for nodeid, outcome in _OUTCOME.items():
        by_backend[_BACKEND_OF[nodeid]][outcome] += 1
    return {backend: dict(counts) for backend, counts in sorted(by_backend.items())}


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = os.environ.get("ARRAYDISPATCH_DOWNSTREAM_SUMMARY")
    if path and not hasattr(session.config, "workerinput"):  # not a pytest-xdist worker
        summary: dict[str, Any] = {
            "provider": PROVIDER,
            "counts": _counts(),
            "outcomes": {nodeid: [_BACKEND_OF[nodeid], o] for nodeid, o in _OUTCOME.items()},
        }
        Path(path).write_text(json.dumps(summary, indent=1))


def pytest_terminal_summary(terminalreporter: Any) -> None:
    columns = ("passed", "failed", "error", "xfailed", "xpassed", "skipped")
    terminalreporter.section(f"array-api-extra's suite per backend, provider: {PROVIDER}")
    terminalreporter.write_line(f"{'backend':<22}" + "".join(f"{c:>9}" for c in columns))
    for backend, counts in _counts().items():
        terminalreporter.write_line(
            f"{backend:<22}" + "".join(f"{counts.get(c, 0):>9}" for c in columns)
        )
