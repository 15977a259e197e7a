"""The ``xp`` fixture over every backend installed here, and the ``xfail_backend`` and
``skip_backend`` markers."""

from __future__ import annotations

import importlib.util
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

import arraydispatch
from arraydispatch._common import _triton
from arraydispatch._registry import BACKENDS as ROWS
from arraydispatch._registry import BACKENDS_BY_NAME

# The xp fixture holds a module, not per-example state, so sharing it across examples is
# what we want; deadlines are off because the first call of a backend compiles (jax, tf).
# CI derandomizes so that a run is repeatable; locally every run explores new examples.
settings.register_profile(
    "arraydispatch",
    deadline=None,
    derandomize=bool(os.environ.get("CI")),
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
settings.load_profile("arraydispatch")

#: ``nox -s fuzz`` sets this: every hypothesis test runs at least this many examples, never
#: derandomized (the session passes and prints --hypothesis-seed, so a run can be repeated).
FUZZ_EXAMPLES = int(os.environ.get("ARRAYDISPATCH_FUZZ_EXAMPLES") or 0)

# Before any test module imports TensorFlow: triton (PyTorch's CUDA builds) segfaults when it
# is imported after TensorFlow >= 2.20, and torch.compile imports it (tensorflow/tensorflow#124205).
_triton.load_before_tensorflow()

#: Built-in backends whose framework is installed in this environment.
BACKENDS = [
    row.name
    for row in ROWS
    if importlib.util.find_spec(row.framework.partition(".")[0]) is not None
]


#: The markers that name backends: a known gap (strict xfail) and a check that does not apply.
BACKEND_MARKERS = ("xfail_backend", "skip_backend")


def _check_backend_markers(item: pytest.Item) -> None:
    """Raise a UsageError for a backend marker that names no backend, or no reason."""
    for kind in BACKEND_MARKERS:
        for marker in item.iter_markers(kind):
            unknown = [name for name in marker.args if name not in BACKENDS_BY_NAME]
            if not marker.args or unknown:
                raise pytest.UsageError(
                    f"{item.nodeid}: @pytest.mark.{kind}({', '.join(map(repr, marker.args))})"
                    f" names {'no backend' if not marker.args else f'unknown backends {unknown}'};"
                    f" the backends are {', '.join(map(repr, BACKENDS_BY_NAME))}."
                )
            if not marker.kwargs.get("reason"):
                raise pytest.UsageError(
                    f"{item.nodeid}: @pytest.mark.{kind}(...) needs reason='why'."
                )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # at collection, so that a typo is caught even where that backend is not installed
    for item in items:
        _check_backend_markers(item)
        if FUZZ_EXAMPLES:
            _fuzz(item)


def _fuzz(item: pytest.Item) -> None:
    """A hypothesis test's own settings (``max_examples=20``) with FUZZ_EXAMPLES examples;
    hypothesis reads them from the test function at each call."""
    test = getattr(getattr(item, "obj", None), "__func__", getattr(item, "obj", None))
    own = getattr(test, "_hypothesis_internal_use_settings", None)
    if own is not None and own.max_examples < FUZZ_EXAMPLES:
        test._hypothesis_internal_use_settings = settings(  # type: ignore[union-attr]
            own, max_examples=FUZZ_EXAMPLES, derandomize=False
        )


@pytest.fixture(params=BACKENDS)
def xp(request: pytest.FixtureRequest) -> Any:
    """The arraydispatch namespace of one backend.

    A test marked ``@pytest.mark.xfail_backend("tensorflow", reason=...)`` is an expected
    failure (strict) on that backend only; one marked ``@pytest.mark.skip_backend("numpy",
    reason=...)`` is skipped there, for a check the standard leaves to the library (which
    error, where NaN sorts), not for a gap.
    """
    name = request.param
    for marker in request.node.iter_markers("skip_backend"):
        if name in marker.args:
            pytest.skip(f"{name}: {marker.kwargs['reason']}")
    for marker in request.node.iter_markers("xfail_backend"):
        if name in marker.args:
            request.applymarker(pytest.mark.xfail(reason=marker.kwargs["reason"], strict=True))
    try:
        namespace = arraydispatch.namespace(name)
    except ModuleNotFoundError as error:
        # Skip only when the framework itself is missing. Any other missing module (one of
        # ours, from a typo in an internal import, or a framework's broken dependency) fails,
        # or the test would report "skipped" for a bug.
        framework = BACKENDS_BY_NAME[name].framework.partition(".")[0]
        if (error.name or "").partition(".")[0] != framework:
            raise
        pytest.skip(f"{name}: {error}")
    return namespace


@pytest.fixture
def backend_name(xp: Any) -> str:
    """The name of the backend the ``xp`` fixture holds."""
    return str(xp.__name__.rpartition(".")[2])
