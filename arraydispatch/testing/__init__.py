"""Test a library on every installed backend: a pytest plugin, assertions and compiled runs.

Turn the plugin on with ``pytest -p arraydispatch.testing``, or in the top-level
``conftest.py``:

```python
pytest_plugins = ["arraydispatch.testing"]
```

It adds

- the ``xp`` fixture: the test runs once per installed backend, with that backend's
  namespace (``--xp=numpy,torch`` picks backends; one that is unknown or not installed is a
  usage error, not a silent skip);
- the markers ``@pytest.mark.xfail_backend(*names, reason=...)`` (a known gap: a strict
  xfail on those backends) and ``@pytest.mark.skip_backend(*names, reason=...)`` (a check
  that does not apply there), whose names are checked at collection;
- ``--xp-jax-x64``: JAX with x64 (float64/int64 defaults, as NumPy's) for the test process;
  the report header says which way JAX runs.

Without the plugin, pytest runs as before: arraydispatch registers no ``pytest11`` entry
point, and ``import arraydispatch`` imports neither pytest nor this module.

The functions work in any test, with or without the plugin: ``assert_close`` and
``assert_equal`` compare any backend's result with a NumPy reference (library, dtype,
shape, device, values), ``each_mode`` runs a function eagerly and under its library's
compiler (on Dask lazily, counting computations), and ``to_numpy`` reads any backend's
array. docs/testing.md has a complete example.

Its assertions raise their own messages, so pytest need not rewrite this module's
``assert`` statements (PYTEST_DONT_REWRITE): a ``conftest.py`` may import from it before it
names it in ``pytest_plugins``.
"""

from __future__ import annotations

from arraydispatch.testing._assertions import assert_close, assert_equal, default_rtol, to_numpy
from arraydispatch.testing._modes import Run, each_mode
from arraydispatch.testing._plugin import installed_backends

# What pytest reads from this module when it loads it as a plugin: its hooks and fixture
# (attributes of the module, not public names to import)
from arraydispatch.testing._plugin import pytest_addoption as pytest_addoption
from arraydispatch.testing._plugin import (
    pytest_collection_modifyitems as pytest_collection_modifyitems,
)
from arraydispatch.testing._plugin import pytest_configure as pytest_configure
from arraydispatch.testing._plugin import pytest_generate_tests as pytest_generate_tests
from arraydispatch.testing._plugin import pytest_report_header as pytest_report_header
from arraydispatch.testing._plugin import xp as xp

__all__ = [
    "Run",
    "assert_close",
    "assert_equal",
    "default_rtol",
    "each_mode",
    "installed_backends",
    "to_numpy",
]
