"""What every backend's ``from_dlpack`` checks before it hands a producer to its framework.

Written once here so that a non-producer gets the same message from every namespace, naming
the object and the fix, instead of each framework's own (NumPy: AttributeError; torch: "an
invalid capsule"; JAX: a TypeError without the fix).
"""

from __future__ import annotations

from typing import Any


def not_a_producer(x: Any, /) -> TypeError:
    """The error for an object without ``__dlpack__`` passed to ``from_dlpack``."""
    kind = f"{type(x).__module__}.{type(x).__qualname__}"
    if type(x).__module__.startswith("dask"):
        fix = (
            "A dask array is lazy and has no memory to share: use arraydispatch.convert(x, "
            "...), which computes it, or x.compute() first."
        )
    else:
        fix = (
            "Use asarray() for Python sequences and scalars, or arraydispatch.convert(x, ...) "
            "for an array of another library."
        )
    return TypeError(f"from_dlpack() needs an object with __dlpack__, got a {kind}. {fix}")


def cannot_share(x: Any, target: str, why: str, /) -> BufferError:
    """The error for ``from_dlpack(x, copy=False)`` when ``target`` must copy ``x``."""
    kind = f"{type(x).__module__}.{type(x).__qualname__}"
    return BufferError(
        f"from_dlpack(copy=False): {target} cannot share the memory of this {kind} ({why}); "
        f"pass copy=None to allow a copy."
    )
