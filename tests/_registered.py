"""registered(): a registry row added for the duration of a test.

Not in the package: a backend becomes built in by a row in ``BACKENDS``
(docs/contributing.md), and the registry itself imports nothing above it (the resolver's
cache-clearing is called from here).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from arraydispatch import _registry
from arraydispatch._dispatch import clear_namespace_cache
from arraydispatch._registry import BACKENDS_BY_NAME, Backend


@contextmanager
def registered(backend: Backend) -> Iterator[Backend]:
    """Add ``backend`` to the table for the duration of a ``with`` block.

    Resolution caches are emptied on entry and exit, so no type stays resolved to a row
    that is gone. Not thread-safe.
    """
    if backend.name in BACKENDS_BY_NAME:
        raise ValueError(f"registered(): a backend named {backend.name!r} exists already.")
    BACKENDS_BY_NAME[backend.name] = backend
    _registry._derive()
    clear_namespace_cache()
    try:
        yield backend
    finally:
        del BACKENDS_BY_NAME[backend.name]
        _registry._derive()
        clear_namespace_cache()
