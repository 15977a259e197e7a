"""A griffe extension for the API reference (mkdocs.yml loads it): a parameter whose default
is a private sentinel shows without that default.

``get_namespace(x: Any = _NO_ARRAY, /, *arrays, ...)`` takes its first array positionally,
for speed, with a sentinel that only tells "no argument" from ``None``: the reader's
signature is ``get_namespace(x, /, *arrays, api_version=None)``.
"""

from __future__ import annotations

from typing import Any

import griffe


class HidePrivateDefaults(griffe.Extension):
    def on_function(self, *, func: griffe.Function, **kwargs: Any) -> None:
        for parameter in func.parameters:
            if str(parameter.default).startswith("_"):
                parameter.default = None
