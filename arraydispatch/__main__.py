"""``python -m arraydispatch``: what is installed, and one function run on every backend.

Prints the array frameworks found with their versions and namespace modules, then runs a
small library function written once against the standard on each installed backend and shows
what a multi-backend user wants to see at a glance:

- the result on each backend: its public type, dtype and device, checked against NumPy's;
- the same function under each framework's compiler (``jax.jit``, ``torch.compile``,
  ``tf.function``), with what the first call costs;
- the error a call that mixes two libraries gets;
- ``convert`` from NumPy to each other framework, and whether the memory is shared;
- what resolving the namespace costs, beside array-api-compat when it is installed.

Works with any subset of the frameworks, NumPy alone included: a section that needs a
framework that is missing says so.

TensorFlow writes log lines to stderr while it is imported, some of them before its
``TF_CPP_MIN_LOG_LEVEL`` setting is read (TF 2.21), which break the tables on a terminal. The
demo imports every framework up front with stderr held aside, shows what was held only if
the import fails, and sets ``TF_CPP_MIN_LOG_LEVEL=2`` unless the user set it.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.metadata
import importlib.util
import os
import sys
import tempfile
import textwrap
import time
import timeit
from collections.abc import Callable, Iterator, Sequence
from typing import IO, Any

import arraydispatch
from arraydispatch import convert, device, get_namespace, namespace
from arraydispatch._common import _triton
from arraydispatch._common._versions import installed_release, release
from arraydispatch._registry import BACKENDS, BACKENDS_BY_NAME, backend_of_type

#: A first call slower than this is flagged: the compiler, not the function, is what it costs.
SLOW_COMPILE_S = 2.0


def weighted_zscore(x: Any, weights: Any) -> Any:
    """A library function written once against the standard: weighted z-scores per column."""
    xp = get_namespace(x, weights)
    w = weights / xp.sum(weights)
    mean = xp.sum(w[:, None] * x, axis=0)
    spread = xp.sqrt(xp.sum(w[:, None] * (x - mean) ** 2, axis=0))
    return (x - mean) / spread


def compilers(available: Sequence[str]) -> dict[str, tuple[str, Callable[..., Any]]]:
    """Backend name -> (the call as a user writes it, the function that compiles that way),
    for each of the ``available`` (installed, imported) backends that has a compiler: its
    ``_transforms`` module's ``REPORT_CALL`` and ``compile_like_a_user``."""
    found = {}
    for name in available:
        row = BACKENDS_BY_NAME[name]
        transforms = row.transforms() if row.transforms is not None else None
        if transforms is not None and getattr(transforms, "COMPILER", None):
            label = transforms.REPORT_CALL.format("weighted_zscore")
            found[name] = (label, transforms.compile_like_a_user)
    return found


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ValueError:  # in sys.modules as None: blocked on purpose
        return False


def _version(name: str) -> str | None:
    return installed_release(BACKENDS_BY_NAME[name])


def _window(name: str, version: str) -> str:
    """Where ``version`` stands against the releases tested for backend ``name``."""
    oldest = BACKENDS_BY_NAME[name].oldest
    if release(version) < release(oldest):
        return f"UNTESTED: older than {oldest}, the oldest tested"
    return f"tested ({oldest} and newer)"


@contextlib.contextmanager
def _stderr_into(file: IO[str]) -> Iterator[None]:
    """Point file descriptor 2 at ``file``: C++ logging writes there, not to sys.stderr."""
    sys.stderr.flush()
    saved = os.dup(2)
    os.dup2(file.fileno(), 2)
    try:
        yield
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)


def _import_quietly(module: str) -> None:
    """Import ``module`` with its import-time log lines held; replay them if it fails."""
    with tempfile.TemporaryFile(mode="w+") as held:
        try:
            with _stderr_into(held):
                importlib.import_module(module)
        except BaseException:
            held.seek(0)
            sys.stderr.write(held.read())
            raise


def _table(rows: Sequence[Sequence[str]], indent: str = "  ") -> None:
    """Print ``rows`` with every column as wide as its widest cell.

    A row's last cell sets no width: a short row ("not installed", "failed: ...") runs on
    without pushing the columns of the other rows apart.
    """
    columns = max(len(row) for row in rows)
    widths = [
        max((len(row[i]) for row in rows if i < len(row) - 1), default=0) for i in range(columns)
    ]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=False)]
        print((indent + "  ".join(cells)).rstrip())


def _to_list(x: Any) -> list[Any]:
    if hasattr(x, "compute"):
        x = x.compute()
    if hasattr(x, "numpy") and not type(x).__module__.startswith("numpy"):
        x = x.detach().numpy() if hasattr(x, "detach") else x.numpy()
    import numpy

    return numpy.asarray(x).tolist()  # type: ignore[no-any-return]


def public_type_name(x: Any) -> str:
    """The name users write for ``type(x)``: ``jax.Array``, not ``jaxlib._jax.ArrayImpl``.

    Derived from the registry: the type itself when its framework exports it under its own
    name (``torch.Tensor``, ``numpy.float32``), else the first of the backend's registered
    array types that it subclasses and that the framework exports (``tensorflow.Tensor`` for
    an ``EagerTensor``).
    """
    cls = type(x)
    backend = backend_of_type(cls)
    if backend is not None:
        framework = sys.modules[backend.framework]
        for candidate in (cls, *backend.array_types()):
            # nanobind types carry a dotted __name__ (jax.Array's is "jaxlib._jax.Array")
            name = candidate.__name__.rpartition(".")[2]
            if getattr(framework, name, None) is candidate and issubclass(cls, candidate):
                return f"{backend.framework}.{name}"
    return f"{cls.__module__}.{cls.__qualname__}"


def _dtype_name(x: Any) -> str:
    """The standard's name of ``x.dtype`` in its namespace (``float32`` on every backend)."""
    xp = get_namespace(x)
    for name, dtype in xp.__array_namespace_info__().dtypes().items():
        if dtype == x.dtype:
            return str(name)
    return str(x.dtype)


def _compare(result: Any, reference: list[Any]) -> str:
    import numpy as np

    return "same as NumPy" if np.allclose(_to_list(result), reference, atol=1e-5) else "DIFFERS"


def _frameworks() -> list[str]:
    print("\nFrameworks")
    available = []
    rows = []
    _triton.load_before_tensorflow()  # or torch.compile below segfaults (see _common/_triton)
    for backend in BACKENDS:
        version = _version(backend.name) or "?"
        if not _installed(backend.framework.partition(".")[0]):
            rows.append([backend.name, "not installed"])
            continue
        try:
            _import_quietly(backend.framework)
        except Exception as error:  # report and go on: one broken install must not stop the rest
            rows.append([backend.name, version, f"import failed: {type(error).__name__}: {error}"])
            continue
        available.append(backend.name)
        rows.append([backend.name, version, _window(backend.name, version), f"-> {backend.module}"])
    _table(rows)
    return available


def _results(available: list[str], data: Any, weights: Any, reference: list[Any]) -> None:
    import numpy as np

    shown = np.array2string(np.asarray(reference), precision=3, separator=", ")
    print("\nweighted_zscore(x, w), written once against the standard, on each backend")
    print(f"  NumPy's result: {' '.join(shown.split())}")
    rows = [["backend", "returns", "dtype", "device", "values"]]
    for name in available:
        try:
            xp = namespace(name)
            out = weighted_zscore(xp.asarray(data), xp.asarray(weights))
            kind, dtype, where = public_type_name(out), _dtype_name(out), str(device(out))
            rows.append([name, kind, dtype, where, _compare(out, reference)])
        except Exception as error:  # report and go on: one broken backend must not hide the rest
            rows.append([name, f"failed: {type(error).__name__}: {error}"])
    _table(rows)


def _compiled(available: list[str], data: Any, weights: Any, reference: list[Any]) -> None:
    print("\nThe same function under each framework's compiler (first call: trace + compile)")
    found = compilers(available)
    if not found:
        print("  needs a framework with a compiler installed (JAX, PyTorch, TensorFlow, ...)")
        return
    rows = []
    for name, (label, compile_) in found.items():
        try:
            xp = namespace(name)
            x, w = xp.asarray(data), xp.asarray(weights)
            transforms = BACKENDS_BY_NAME[name].transforms
            if transforms is not None and transforms().EAGER_FIRST:
                # the compiler cannot trace get_namespace's first sight of the array type
                get_namespace(x, w)
            start = time.perf_counter()
            out = compile_(weighted_zscore)(x, w)
            _to_list(out)  # waits for asynchronous dispatch (JAX)
            seconds = time.perf_counter() - start
            cost = f"first call {seconds:.1f} s"
            if seconds > SLOW_COMPILE_S:
                cost += " (slow: compiling; paid once per input shape and dtype)"
            rows.append([label, public_type_name(out), _compare(out, reference), cost])
        except Exception as error:  # report and go on
            rows.append([label, f"failed: {type(error).__name__}: {error}"])
    _table(rows)


def _mixed(available: list[str], data: Any) -> None:
    print("\nMixing libraries in one call is an error that says what to do")
    others = [name for name in available if name != "numpy"]
    if not others:
        print("  needs a second framework installed")
        return
    other = namespace(others[0]).asarray(data)
    print(f"  get_namespace(<numpy.ndarray>, <{public_type_name(other)}>) raises")
    try:
        get_namespace(data, other)
    except TypeError as error:
        message = f"TypeError: {error}"
    else:
        message = "nothing: failed: the call should have raised TypeError"
    print(textwrap.fill(message, width=96, initial_indent="    ", subsequent_indent="    "))


def _conversions(available: list[str]) -> None:
    import numpy as np

    print("\nconvert(a, to) from a NumPy array a; then a[0] = 99: does the result see it?")
    targets = [name for name in available if name != "numpy"]
    if not targets:
        print("  needs a second framework installed")
        return
    rows = [["to", "returns", "memory"]]
    for name in targets:
        try:
            a = np.asarray([1.0, 2.0, 3.0], dtype=np.float32)
            out = convert(a, name)
            a[0] = 99.0
            memory = "shared" if _to_list(out)[0] == 99.0 else "copied"
            rows.append([name, public_type_name(out), memory])
        except Exception as error:  # report and go on
            rows.append([name, f"failed: {type(error).__name__}: {error}"])
    _table(rows)
    print(
        "  JAX and TensorFlow share a NumPy buffer only when it is 64-byte aligned; NumPy aligns"
        "\n  to 16 bytes, so which one you get varies (docs/pipelines.md)."
    )


def _resolution_cost() -> None:
    import numpy as np

    x = np.zeros(3)
    get_namespace(x)
    loops = 200_000
    one = min(timeit.repeat(lambda: get_namespace(x), number=loops, repeat=5)) / loops
    three = min(timeit.repeat(lambda: get_namespace(x, x, 1.0), number=loops, repeat=5)) / loops
    print("\nResolution cost (NumPy array, this machine)")
    timed = [("get_namespace(x)", one, ""), ("get_namespace(x, y, 1.0)", three, "")]
    if _installed("array_api_compat"):
        from array_api_compat import array_namespace

        peer = min(timeit.repeat(lambda: array_namespace(x), number=loops, repeat=5)) / loops
        timed.append(("array_api_compat.array_namespace(x)", peer, f"({peer / one:.1f}x ours)"))
    # one width for every time, so that the " ns" ends line up however many digits (a loaded
    # machine takes five)
    width = max(len(f"{seconds * 1e9:.0f} ns") for _, seconds, _ in timed)
    rows = [
        [call, f"{seconds * 1e9:.0f} ns".rjust(width), *([note] if note else [])]
        for call, seconds, note in timed
    ]
    _table(rows)


def main() -> int:
    # Read by TensorFlow's C++ logging when it is imported below; the user's value wins.
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    # the package's own attribute: there is no distribution metadata to read when it runs
    # from a checkout (PYTHONPATH) rather than an install
    print(f"arraydispatch {arraydispatch.__version__} on Python {sys.version.split()[0]}")
    available = _frameworks()
    if "numpy" not in available:
        print("\nNumPy is needed for the demo: pip install 'arraydispatch[numpy]'")
        return 1

    import numpy as np

    data = np.asarray([[1.0, 10.0], [2.0, 20.0], [4.0, 25.0]], dtype=np.float32)
    weights = np.asarray([1.0, 2.0, 1.0], dtype=np.float32)
    reference = _to_list(weighted_zscore(data, weights))
    _results(available, data, weights, reference)
    _compiled(available, data, weights, reference)
    _mixed(available, data)
    _conversions(available)
    _resolution_cost()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
