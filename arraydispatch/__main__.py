"""``python -m arraydispatch``: what is installed, and one function run on every backend.

Prints the array frameworks found with their versions and namespace modules, then runs a
small library function written once against the standard on each installed backend, prints
the results side by side with NumPy's, and measures what resolving the namespace costs.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import sys
import timeit
from typing import Any

from arraydispatch import get_namespace, namespace
from arraydispatch._registry import BACKENDS

DISTRIBUTIONS = {
    "numpy": ("numpy",),
    "torch": ("torch",),
    "jax": ("jax",),
    "tensorflow": ("tensorflow", "tensorflow-cpu"),
    "dask": ("dask",),
}


def weighted_zscore(x: Any, weights: Any) -> Any:
    """A library function written once against the standard: weighted z-scores per column."""
    xp = get_namespace(x, weights)
    w = weights / xp.sum(weights)
    mean = xp.sum(w[:, None] * x, axis=0)
    spread = xp.sqrt(xp.sum(w[:, None] * (x - mean) ** 2, axis=0))
    return (x - mean) / spread


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ValueError:  # in sys.modules as None: blocked on purpose
        return False


def _version(name: str) -> str | None:
    for distribution in DISTRIBUTIONS[name]:
        try:
            return importlib.metadata.version(distribution)
        except importlib.metadata.PackageNotFoundError:
            continue
    return None


def _to_list(x: Any) -> list[Any]:
    if hasattr(x, "compute"):
        x = x.compute()
    if hasattr(x, "numpy") and not type(x).__module__.startswith("numpy"):
        x = x.detach().numpy() if hasattr(x, "detach") else x.numpy()
    import numpy

    return numpy.asarray(x).tolist()  # type: ignore[no-any-return]


def main() -> int:
    version = importlib.metadata.version("arraydispatch")
    print(f"arraydispatch {version} on Python {sys.version.split()[0]}")
    print("\nFrameworks")
    available = []
    for backend in BACKENDS:
        found = _installed(backend.framework.partition(".")[0])
        version = _version(backend.name) or "?"
        if found:
            available.append(backend.name)
        status = f"{version:<12} -> {backend.module}" if found else "not installed"
        print(f"  {backend.name:<11} {status}")
    if "numpy" not in available:
        print("\nNumPy is needed for the demo: pip install 'arraydispatch[numpy]'")
        return 1

    import numpy as np

    data = np.asarray([[1.0, 10.0], [2.0, 20.0], [4.0, 25.0]], dtype=np.float32)
    weights = np.asarray([1.0, 2.0, 1.0], dtype=np.float32)
    print("\nweighted_zscore(x, w), written once against the standard, on each backend")
    reference = _to_list(weighted_zscore(data, weights))
    for name in available:
        try:
            xp = namespace(name)
            out = weighted_zscore(xp.asarray(data), xp.asarray(weights))
            result = _to_list(out)
            same = "same as NumPy" if np.allclose(result, reference, atol=1e-5) else "DIFFERS"
            shown = np.array2string(np.asarray(result), precision=3, separator=", ")
            kind = f"{type(out).__module__}.{type(out).__name__}"
            print(f"  {name:<11} {kind:<44} {' '.join(shown.split())}  {same}")
        except Exception as error:  # report and go on: one broken backend must not hide the rest
            print(f"  {name:<11} failed: {type(error).__name__}: {error}")

    x = np.zeros(3)
    get_namespace(x)
    loops = 200_000
    one = min(timeit.repeat(lambda: get_namespace(x), number=loops, repeat=5)) / loops
    three = min(timeit.repeat(lambda: get_namespace(x, x, 1.0), number=loops, repeat=5)) / loops
    print("\nResolution cost (NumPy array, this machine)")
    print(f"  get_namespace(x)         {one * 1e9:6.0f} ns")
    print(f"  get_namespace(x, y, 1.0) {three * 1e9:6.0f} ns")
    if _installed("array_api_compat"):
        from array_api_compat import array_namespace

        peer = min(timeit.repeat(lambda: array_namespace(x), number=loops, repeat=5)) / loops
        print(
            f"  array_api_compat.array_namespace(x) {peer * 1e9:6.0f} ns ({peer / one:.1f}x ours)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
