"""The ``xp`` fixture over every backend installed here, and the ``xfail_backend`` marker."""

from __future__ import annotations

import importlib.util
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

import arraydispatch

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

#: Built-in backends whose framework is installed in this environment.
BACKENDS = [
    name
    for name, module in [
        ("numpy", "numpy"),
        ("torch", "torch"),
        ("jax", "jax"),
        ("tensorflow", "tensorflow"),
        ("dask", "dask"),
    ]
    if importlib.util.find_spec(module) is not None
]


@pytest.fixture(params=BACKENDS)
def xp(request: pytest.FixtureRequest) -> Any:
    """The arraydispatch namespace of one backend.

    A test marked ``@pytest.mark.xfail_backend("tensorflow", reason=...)`` is an expected
    failure (strict) on that backend only.
    """
    name = request.param
    for marker in request.node.iter_markers("xfail_backend"):
        if name in marker.args:
            request.applymarker(pytest.mark.xfail(reason=marker.kwargs["reason"], strict=True))
    try:
        namespace = arraydispatch.namespace(name)
    except ModuleNotFoundError as error:  # backend module not written yet / framework broken
        pytest.skip(f"{name}: {error}")
    return namespace


@pytest.fixture
def backend_name(xp: Any) -> str:
    """The name of the backend the ``xp`` fixture holds."""
    return str(xp.__name__.rpartition(".")[2])
