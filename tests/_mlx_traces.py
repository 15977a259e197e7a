"""How many times mx.compile traced a function: MLX keeps no such counter.

``counting(monkeypatch)`` replaces ``mlx.core.compile`` for one test with a compile that hands
MLX a function counting its own runs. A compiled MLX function runs its graph, not its
Python, so those runs are the traces. Only the test process is adjusted; arraydispatch looks
``mx.compile`` up at each compilation, so it compiles through the counting one.
"""

from __future__ import annotations

from typing import Any

import pytest

#: id of a function mx.compile returned -> how many times it traced
TRACES: dict[int, int] = {}


def counting(monkeypatch: pytest.MonkeyPatch) -> None:
    import mlx.core as mx

    compile = mx.compile

    def counting_compile(f: Any, *args: Any, **kwargs: Any) -> Any:
        key = [0]

        def traced(*f_args: Any, **f_kwargs: Any) -> Any:
            TRACES[key[0]] += 1
            return f(*f_args, **f_kwargs)

        compiled = compile(traced, *args, **kwargs)
        key[0] = id(compiled)
        TRACES[key[0]] = 0
        return compiled

    monkeypatch.setattr(mx, "compile", counting_compile)


def traces(compiled: Any) -> int:
    """The traces of ``compiled``, which mx.compile must have made under ``counting`` (jit's
    function wraps what mx.compile made: ``__mlx_compiled__``)."""
    compiled = getattr(compiled, "__mlx_compiled__", compiled)
    if id(compiled) not in TRACES:
        pytest.fail("this mx.compile function was compiled before its traces were counted")
    return TRACES[id(compiled)]
