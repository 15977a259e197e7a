"""A pytest plugin that makes a hypothesis-driven suite give the same outcome on every run.

Loaded by ``tools/conformance.py`` (``-p _determinism``) into the official Array API suite,
and by ``tools/downstream.py`` into a library's own suite. Same inputs give the same
per-test outcomes, whatever the worker count or test order:

- hypothesis: ``derandomize=True`` (the seed is a hash of the test), no example database,
  no deadline, ``HealthCheck.too_slow`` off (the one timing-dependent check), and no
  shrinking unless ``ARRAYDISPATCH_SHRINK=1`` (shrinking has a wall-clock cap; pass or fail
  does not depend on it, only the example shown does);
- hypothesis' pool of "local constants" is pinned empty: since hypothesis 6.131 it mixes
  literals scraped from non-site-packages sources (the suite's helpers, this project when
  installed editable) into generated data, so editing any of them would change the examples;
- ``SearchStrategy.example()`` builds a fresh batch per call: it caches its batch on the
  (shared) strategy object and picks with the global ``random``, so the value drawn depends
  on which tests ran before it in the same worker;
- ``random`` and ``numpy.random`` are seeded per test from a CRC32 of the test id.

The settings in force are written to the pytest-json-report file under ``"settings"``.
"""

from __future__ import annotations

import contextlib
import os
import platform
import sys
import zlib
from importlib import metadata
from typing import Any

import pytest

_PATCHES: dict[str, str] = {}

try:
    from hypothesis.internal.conjecture import providers as _providers

    _NO_CONSTANTS = _providers.Constants()
    _providers._get_local_constants = lambda: _NO_CONSTANTS
    _PATCHES["hypothesis_local_constants"] = "pinned empty"
except (ImportError, AttributeError) as error:  # hypothesis without the pool: nothing to pin
    _PATCHES["hypothesis_local_constants"] = f"not pinned ({error!r})"

try:
    from hypothesis.strategies._internal.strategies import SearchStrategy as _Strategy

    _example = _Strategy.example

    def _example_from_fresh_batch(self: Any) -> Any:
        self.__dict__.pop("_SearchStrategy__examples", None)
        return _example(self)

    _Strategy.example = _example_from_fresh_batch  # type: ignore[method-assign]
    _PATCHES["strategy_example"] = "fresh batch per call"
except (ImportError, AttributeError) as error:
    _PATCHES["strategy_example"] = f"not patched ({error!r})"


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item: pytest.Item) -> None:
    import random

    seed = zlib.crc32(item.nodeid.encode())
    random.seed(seed)
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed(seed)


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    from hypothesis import HealthCheck, Phase, settings
    from hypothesis.configuration import set_hypothesis_home_dir

    home = os.environ.get("ARRAYDISPATCH_HYPOTHESIS_HOME")
    if home:
        set_hypothesis_home_dir(home)
    # the suite's own profile (example counts, health checks) stays the base
    base = settings()
    phases = tuple(base.phases)
    if os.environ.get("ARRAYDISPATCH_SHRINK", "0") != "1":
        phases = tuple(p for p in phases if p not in (Phase.shrink, Phase.explain))
    settings.register_profile(
        "arraydispatch-deterministic",
        parent=base,
        derandomize=True,
        database=None,
        deadline=None,
        phases=phases,
        suppress_health_check=[*base.suppress_health_check, HealthCheck.too_slow],
        print_blob=False,
    )
    settings.load_profile("arraydispatch-deterministic")


@pytest.hookimpl(optionalhook=True)
def pytest_json_modifyreport(json_report: dict[str, Any]) -> None:
    from hypothesis import settings

    versions = {}
    for name in (
        "numpy", "torch", "jax", "jaxlib", "tensorflow-cpu", "tensorflow", "dask",
        "array-api-strict", "array-api-compat", "array-api-extra", "hypothesis", "pytest",
    ):  # fmt: skip
        with contextlib.suppress(metadata.PackageNotFoundError):
            versions[name] = metadata.version(name)
    recorded = {
        key: value
        for key, value in os.environ.items()
        if key.startswith(("ARRAY_API_TESTS_", "ARRAYDISPATCH_", "JAX_", "DASK_"))
        or key in ("PYTHONHASHSEED", "XLA_FLAGS")
    }
    json_report["settings"] = {
        "environment": recorded,
        "hypothesis_profile": repr(settings.default),
        **_PATCHES,
        "global_rng": "random and numpy.random seeded per test from crc32(nodeid)",
        "versions": versions,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
