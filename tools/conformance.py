"""Run the Array API standard's own test suite against one arraydispatch namespace.

    python tools/conformance.py <backend> [--suite PATH | --suite-commit SHA] [--json OUT]
                                [--workers N] [--max-examples N] [-- extra pytest arguments]

The suite is data-apis/array-api-tests with its ``array-api`` spec submodule. It is not on
PyPI and this repository never vendors it: pass a checkout with ``--suite``, or let this
script clone ``--suite-url`` at ``--suite-commit`` (the pinned commit below) into a cache
folder, which needs git and network access.

Runs are deterministic (``tools/_determinism.py``: derandomized hypothesis, no shrinking,
per-test seeds) with fixed settings: the 2025.12 standard, 200 examples (``--max-examples``
changes that: ``nox -s fuzz`` runs 1000), the suite's own
array size limit, one BLAS/XLA/TF thread per worker, Dask's synchronous scheduler. What
fails outside ``tests/xfails/<backend>.txt`` is a failure; on a release older than ``R``, the
entries of ``tests/xfails/<backend>-below-R.txt`` are expected too (limits of that old
release's array object, kept apart from the newest release's list). The last line printed is
``passed=N failed=N xfailed=N skipped=N errors=N``; the exit status is 0 when a report was
written and nothing outside the xfails list failed, 1 otherwise.

Backend switches that are the user's choice elsewhere are fixed here, since the suite needs
them: JAX runs with x64 enabled; torch skips uint16/uint32/uint64 (torch 2.x has almost no
kernels for them and the namespace's ``__array_namespace_info__().dtypes()`` leaves them
out); Paddle skips int8/int16/uint8/uint16/uint32/uint64 for the same reason
(docs/paddle.md) and MLX float64/complex128 (docs/mlx.md); TensorFlow's ``tf.TensorShape``
is registered as a ``Sequence`` in the test process only (the suite iterates ``x.shape``
with ndindex, which refuses TensorShape; see docs/tensorflow.md); MLX's ``mlx.core.Dtype``
compares unequal to None in the test process only (its ``__eq__`` refuses None, and the
suite compares dtypes with None), and, before MLX 0.32.2, ``mlx.core.array`` gets a
``__complex__`` there (hypothesis reads each complex element it draws with ``complex()``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
TOOLS = Path(__file__).resolve().parent

SUITE_URL = "https://github.com/data-apis/array-api-tests"
#: The suite commit behind the README's conformance table (its array-api submodule pins the
#: spec: 5f847a3858875c682ae901aa22b0413bf24be9da).
SUITE_COMMIT = "55fcc60179efa2680ddd6cd926ddf17b83530e2b"
API_VERSION = "2025.12"
MAX_EXAMPLES = 200


def registry() -> ModuleType:
    """arraydispatch/_registry.py, loaded by its path, once: it imports neither the package
    nor a framework, so nox's own process (which imports this file) stays free of them."""
    name = "_arraydispatch_registry"
    if name not in sys.modules:
        path = ROOT / "arraydispatch" / "_registry.py"
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None, path
        assert spec.loader is not None, path
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses looks the class's module up there
        spec.loader.exec_module(module)
    return sys.modules[name]


_TF_MODULE = (
    "exec('import collections.abc as c, tensorflow as tf; "
    "c.Sequence.register(tf.TensorShape); import arraydispatch.backends.tensorflow as xp')"
)
# mlx.core.Dtype's __eq__ refuses None with a TypeError (nanobind takes no None for an
# ``object`` argument), and the suite compares dtypes with None (``dtype == None`` in its
# fixtures): in the test process only, None compares unequal. MLX before 0.32.2 has no
# mlx.core.array.__complex__, and hypothesis checks every complex element it draws with
# complex(x[i]): without one, no test can draw a complex64 array there; in the test process
# only, such an array gets one (``complex(x.item())``).
_MLX_MODULE = (
    "exec('import mlx.core as m; e, n = m.Dtype.__eq__, m.Dtype.__ne__; "
    "m.Dtype.__eq__ = lambda a, b: b is not None and e(a, b); "
    "m.Dtype.__ne__ = lambda a, b: b is None or n(a, b); "
    'hasattr(m.array, "__complex__") or setattr(m.array, "__complex__", '
    "lambda a: complex(a.item())); "
    "import arraydispatch.backends.mlx as xp')"
)
#: What the suite needs beyond ARRAY_API_TESTS_MODULE=<the row's module> (the docstring says
#: why): a module expression of its own, extra environment.
_MODULE = {"tensorflow": _TF_MODULE, "mlx": _MLX_MODULE}
_ENVIRONMENT = {
    "torch": {"ARRAY_API_TESTS_SKIP_DTYPES": "uint16,uint32,uint64"},
    "jax": {"JAX_ENABLE_X64": "1"},
    # Paddle computes with seven of the thirteen dtypes (docs/paddle.md)
    "paddle": {"ARRAY_API_TESTS_SKIP_DTYPES": "int8,int16,uint8,uint16,uint32,uint64"},
    # the namespace offers no float64 and complex128 (docs/mlx.md)
    "mlx": {"ARRAY_API_TESTS_SKIP_DTYPES": "float64,complex128"},
}
#: backend -> (ARRAY_API_TESTS_MODULE, extra environment), for every registry row
BACKENDS: dict[str, tuple[str, dict[str, str]]] = {
    row.name: (_MODULE.get(row.name, row.module), _ENVIRONMENT.get(row.name, {}))
    for row in registry().BACKENDS
}


def _cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "arraydispatch"


def clone_suite(url: str, commit: str) -> Path:
    """A checkout of ``url`` at ``commit`` with its submodules, cloned once into the cache."""
    target = _cache_dir() / f"array-api-tests-{commit[:12]}"
    if (target / "array_api_tests").is_dir() and (target / "array-api" / "spec").is_dir():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    subprocess.run(["rm", "-rf", str(partial)], check=True)
    try:
        subprocess.run(["git", "clone", "--quiet", url, str(partial)], check=True)
        subprocess.run(["git", "-C", str(partial), "checkout", "--quiet", commit], check=True)
        subprocess.run(
            ["git", "-C", str(partial), "submodule", "update", "--init", "--quiet"], check=True
        )
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(
            f"conformance: could not clone {url} at {commit} ({error}). Without network "
            f"access, clone data-apis/array-api-tests and data-apis/array-api (into its "
            f"array-api/ folder, at the commit `git ls-tree HEAD array-api` names) by other "
            f"means and pass --suite PATH."
        )
    partial.rename(target)
    return target


def check_suite(suite: Path) -> Path:
    suite = suite.resolve()
    if not (suite / "array_api_tests").is_dir() or not (suite / "array-api" / "spec").is_dir():
        sys.exit(
            f"conformance: {suite} is not a checkout of data-apis/array-api-tests with its "
            f"array-api spec folder (clone data-apis/array-api into array-api/ at the commit "
            f"`git ls-tree HEAD array-api` names)."
        )
    if not (suite / "array-api" / "spec" / API_VERSION).is_dir():
        sys.exit(f"conformance: {suite} has no spec for {API_VERSION}; use a newer suite.")
    return suite


def versions() -> ModuleType:
    """arraydispatch/_common/_versions.py, loaded by its path as registry() is: release()
    and installed_release(), the package's own rules, without importing the package."""
    name = "_arraydispatch_versions"
    if name not in sys.modules:
        path = ROOT / "arraydispatch" / "_common" / "_versions.py"
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None, path
        assert spec.loader is not None, path
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def installed_release(backend: str) -> str | None:
    """The installed release of ``backend``'s framework in this interpreter's environment."""
    return versions().installed_release(registry().BACKENDS_BY_NAME[backend])


def xfails_files(backend: str, installed: str | None) -> list[Path]:
    """``tests/xfails/<backend>.txt``, and each ``<backend>-below-R.txt`` whose ``R`` is newer
    than the ``installed`` release."""
    release = versions().release
    folder = ROOT / "tests" / "xfails"
    files = [folder / f"{backend}.txt"]
    for path in sorted(folder.glob(f"{backend}-below-*.txt")):
        below = path.stem.removeprefix(f"{backend}-below-")
        if installed is not None and release(installed) < release(below):
            files.append(path)
    return files


def run(
    backend: str,
    suite: Path,
    report: Path,
    workers: int,
    extra: list[str],
    max_examples: int = MAX_EXAMPLES,
) -> int:
    """Run the suite on one backend; the summary counts, and 0 unless something failed."""
    module, backend_environment = BACKENDS[backend]
    with tempfile.TemporaryDirectory(prefix="arraydispatch-conformance-") as scratch:
        installed = installed_release(backend)
        xfails = Path(scratch) / "xfails.txt"
        sources = xfails_files(backend, installed)
        xfails.write_text("\n".join(path.read_text() for path in sources))
        environment = {
            **os.environ,
            **backend_environment,
            "ARRAY_API_TESTS_MODULE": module,
            "ARRAY_API_TESTS_VERSION": API_VERSION,
            "ARRAY_API_TESTS_MAX_ARRAY_SIZE": "1024",
            "ARRAY_API_STRICT_API_VERSION": API_VERSION,
            "ARRAYDISPATCH_HYPOTHESIS_HOME": str(Path(scratch) / "hypothesis"),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(TOOLS), os.environ.get("PYTHONPATH")])),
            "PYTHONHASHSEED": "0",
            "PYTHONDONTWRITEBYTECODE": "1",
            "OMP_NUM_THREADS": "1",
            "MKL_NUM_THREADS": "1",
            "OPENBLAS_NUM_THREADS": "1",
            "TF_NUM_INTRAOP_THREADS": "1",
            "TF_NUM_INTEROP_THREADS": "1",
            "TF_CPP_MIN_LOG_LEVEL": "2",
            "XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false",
            "JAX_PLATFORMS": "cpu",
            "CUDA_VISIBLE_DEVICES": "",
            "DASK_SCHEDULER": "synchronous",
        }
        environment.pop("ARRAY_API_TESTS_XFAIL_MARK", None)
        targets = [] if any(a.startswith("array_api_tests") for a in extra) else ["array_api_tests"]
        command = [
            sys.executable, "-m", "pytest", *targets,
            *(["-n", str(workers)] if workers else []),
            "-p", "no:cacheprovider", "-p", "_determinism",
            "--json-report", f"--json-report-file={report}",
            "--json-report-omit", "keywords", "log",
            f"--max-examples={max_examples}", "--derandomize", "--disable-deadline",
            # xfails are reported, not enforced: an xpass is a hint to shorten the list
            "-o", "xfail_strict=False", "--continue-on-collection-errors",
            f"--xfails-file={xfails}",
            "-q", "-rfE", "--tb=line", "--no-header", *extra,
        ]  # fmt: skip
        print(
            f"conformance: {backend} ({module}) at release {installed}, suite {suite}, "
            f"xfails {', '.join(path.name for path in sources)}",
            flush=True,
        )
        started = time.monotonic()
        returncode = subprocess.run(command, cwd=suite, env=environment).returncode
        wall = time.monotonic() - started
    try:
        summary = json.loads(report.read_text())["summary"]
    except (OSError, ValueError, KeyError):
        print(f"conformance: no report from pytest (exit {returncode})")
        return returncode or 1
    counts = {k: summary.get(k, 0) for k in ("passed", "failed", "xfailed", "skipped", "error")}
    print(
        f"conformance: {backend} wall={wall:.0f}s pytest-exit={returncode}\n"
        + " ".join(f"{k}={v}" for k, v in counts.items())
    )
    return 0 if counts["failed"] == counts["error"] == 0 and returncode in (0, 1) else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    parser.add_argument("backend", choices=sorted(BACKENDS))
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--suite", type=Path, help="a checkout of array-api-tests")
    source.add_argument("--suite-commit", default=SUITE_COMMIT, help="commit to clone")
    parser.add_argument("--suite-url", default=SUITE_URL, help="where to clone it from")
    parser.add_argument("--json", type=Path, help="pytest-json-report file to write")
    parser.add_argument("--workers", type=int, default=2, help="pytest-xdist workers (0: none)")
    parser.add_argument(
        "--max-examples", type=int, default=MAX_EXAMPLES, help="hypothesis examples per test"
    )
    parser.add_argument("pytest_args", nargs="*", help="after --: passed on to pytest")
    # what follows "--" goes to pytest as it is (argparse would take "-k expr" after a
    # positional for an option of its own)
    argv = sys.argv[1:] if argv is None else argv
    extra = argv[argv.index("--") + 1 :] if "--" in argv else []
    options = parser.parse_args(argv[: argv.index("--")] if "--" in argv else argv)
    options.pytest_args = [*options.pytest_args, *extra]
    suite = check_suite(options.suite or clone_suite(options.suite_url, options.suite_commit))
    report = options.json or Path(tempfile.gettempdir()) / f"conformance-{options.backend}.json"
    report.parent.mkdir(parents=True, exist_ok=True)
    return run(
        options.backend,
        suite,
        report.resolve(),
        options.workers,
        options.pytest_args,
        options.max_examples,
    )


if __name__ == "__main__":
    sys.exit(main())
