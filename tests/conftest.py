"""The project's own bits of the test set-up; the ``xp`` fixture, ``--xp`` and the
``xfail_backend`` / ``skip_backend`` markers come from the public plugin, arraydispatch.testing,
as they do for any library that tests with arraydispatch (docs/testing.md)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from arraydispatch._common import _triton
from arraydispatch.testing import installed_backends

pytest_plugins = ["arraydispatch.testing", "pytester"]

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

#: Built-in backends whose framework is installed in this environment, for the few tests
#: that parametrize over backend names rather than take the xp fixture.
BACKENDS = installed_backends()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if FUZZ_EXAMPLES:
        for item in items:
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


@pytest.fixture(autouse=True)
def _subnormals_kept() -> Iterator[None]:
    """Each test starts with subnormal floats representable. torch.compile's CPU kernels in
    torch 2.5 are built with -ffast-math, and running one flushes subnormals to zero in the
    whole process (pytorch/pytorch#126848, #135758): a later test in the same worker that
    draws subnormals failed (hypothesis refuses to draw them, and NumPy's own results
    change). torch.set_flush_denormal(False) clears the processor's flags again."""
    yield
    torch = sys.modules.get("torch")
    # flushed results (FTZ) or flushed inputs (DAZ): either reads a subnormal as zero
    if torch is not None and (_SMALLEST_NORMAL / 2 == 0.0 or _SUBNORMAL * 1.0 == 0.0):
        torch.set_flush_denormal(False)


_SMALLEST_NORMAL, _SUBNORMAL = 2.2250738585072014e-308, 5e-324


@pytest.fixture
def backend_name(xp: Any) -> str:
    """The name of the backend the ``xp`` fixture holds."""
    return str(xp.__name__.rpartition(".")[2])
