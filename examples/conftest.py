"""The example libraries' own tests use arraydispatch's public pytest plugin, as any library
can: ``pytest examples`` (or ``pytest -p arraydispatch.testing ...`` without this file)."""

pytest_plugins = ["arraydispatch.testing"]
