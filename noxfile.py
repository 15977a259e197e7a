"""Sessions: tests, lint, typecheck, conformance, bench, docs.

``nox -s tests`` is the README's test command and what CI runs (.ci/run): a fresh virtualenv
with every backend installed (torch pinned to the 2.13.0 CPU build).
"""

from __future__ import annotations

import os
from pathlib import Path

import nox

nox.options.default_venv_backend = "venv"
nox.options.reuse_existing_virtualenvs = False
nox.options.sessions = ["tests"]

ROOT = Path(__file__).parent
# The CPU build of torch; an unpinned torch would pull a multi-GB CUDA build.
TORCH = "torch==2.13.0"
BACKENDS = ["numpy", TORCH, "jax", "tensorflow-cpu", "dask[array,distributed]"]
SUITE_DEPENDENCIES = ["pytest", "pytest-xdist", "pytest-json-report", "ndindex", "hypothesis"]
BACKEND_MODULES = {
    "numpy": "arraydispatch.backends.numpy",
    "torch": "arraydispatch.backends.torch",
    "jax": "arraydispatch.backends.jax",
    "tensorflow": "arraydispatch.backends.tensorflow",
    "dask": "arraydispatch.backends.dask",
}


def _install_all(session: nox.Session, *groups: str) -> None:
    pyproject = nox.project.load_toml("pyproject.toml")
    requirements = [
        requirement
        for group in groups
        for requirement in nox.project.dependency_groups(pyproject, group)
    ]
    session.install("-e", ".", *BACKENDS, *requirements)


@nox.session(python="3.11")
def demo(session: nox.Session) -> None:
    """The main job: python -m arraydispatch with every backend installed."""
    _install_all(session, "bench")
    session.run("python", "-m", "arraydispatch")


@nox.session(python="3.11")
def tests(session: nox.Session) -> None:
    """The test suite over every backend, plus lint and the strict type check."""
    _install_all(session, "test")
    session.run("ruff", "check", "arraydispatch", "tests", "benchmarks", "noxfile.py")
    session.run("ruff", "format", "--check", "arraydispatch", "tests", "benchmarks", "noxfile.py")
    session.run("mypy", "arraydispatch")
    session.run("pytest", "-n", "2", "--dist", "loadfile", *session.posargs)


@nox.session(python="3.11")
def lint(session: nox.Session) -> None:
    """ruff check and ruff format --check."""
    session.install("ruff")
    session.run("ruff", "check", "arraydispatch", "tests", "benchmarks", "noxfile.py")
    session.run("ruff", "format", "--check", "arraydispatch", "tests", "benchmarks", "noxfile.py")


@nox.session(python="3.11")
def typecheck(session: nox.Session) -> None:
    """mypy --strict over the package (settings in pyproject.toml)."""
    _install_all(session, "test")
    session.run("mypy", "arraydispatch")


@nox.session(python="3.11")
def conformance(session: nox.Session) -> None:
    """The official suite against one backend: nox -s conformance -- <suite-dir> <backend>.

    The suite (data-apis/array-api-tests, with its array-api submodule at the pinned commit)
    is not on PyPI and is never vendored here: clone it beside this checkout.
    """
    if len(session.posargs) < 2:
        session.error(
            "usage: nox -s conformance -- <path to array-api-tests> <backend> [pytest args]. "
            "Clone data-apis/array-api-tests, clone data-apis/array-api into its array-api/ "
            "folder at the commit `git ls-tree HEAD array-api` shows, then pass its path."
        )
    suite, backend, *extra = session.posargs
    if (
        not (Path(suite) / "array_api_tests").is_dir()
        or not (Path(suite) / "array-api" / "spec").is_dir()
    ):
        session.error(
            f"{suite} is not a checkout of data-apis/array-api-tests with its array-api "
            f"submodule; see `nox -s conformance` with no arguments for how to get one."
        )
    if backend not in BACKEND_MODULES:
        session.error(f"backend must be one of {', '.join(BACKEND_MODULES)}, not {backend!r}")
    _install_all(session)
    session.install(*SUITE_DEPENDENCIES)
    runner = ROOT.parent / "shared" / "tools" / "conformance.sh"
    env = {"ARRAY_API_TESTS_DIR": str(Path(suite).resolve()), "PYTHON": "python"}
    if backend == "jax":
        env["JAX_ENABLE_X64"] = "1"  # the user's choice to make; float64 needs it
    if backend == "torch":
        # torch has no kernels for these; the namespace's info.dtypes() leaves them out
        env["ARRAY_API_TESTS_SKIP_DTYPES"] = "uint16,uint32,uint64"
    out = Path(os.environ.get("TMPDIR", "/tmp")) / f"conformance-{backend}.json"
    spec = BACKEND_MODULES[backend]
    if backend == "tensorflow":
        # The suite iterates x.shape with ndindex, which rejects tf.TensorShape (a limit of
        # tf.Tensor, listed in tests/xfails/tensorflow.txt). Registering TensorShape as a
        # Sequence in the *test process* lets the value checks run; arraydispatch itself
        # never does this (it would change tf.nest for everyone). docs/tensorflow.md.
        spec = (
            "exec('import collections.abc as c, tensorflow as tf; "
            "c.Sequence.register(tf.TensorShape); import arraydispatch.backends.tensorflow as xp')"
        )
    session.run(
        "bash", str(runner), spec, str(out),
        # with "=": as a separate word pytest would also read the path as a test argument and
        # take this project's pyproject.toml as its configuration
        f"--xfails-file={ROOT / 'tests' / 'xfails' / f'{backend}.txt'}", *extra,
        env=env, external=True,
    )  # fmt: skip


@nox.session(python="3.11")
def bench(session: nox.Session) -> None:
    """Benchmarks: ours beside the native call and array-api-compat, as ratios."""
    _install_all(session, "bench")
    session.run(
        "pytest", "benchmarks", "-o", "python_files=bench_*.py", "-p", "no:xdist",
        "--benchmark-group-by=group", "--benchmark-columns=min,median,ops", *session.posargs,
    )  # fmt: skip


@nox.session(python="3.11")
def docs(session: nox.Session) -> None:
    """Build the documentation site (mkdocs-material) into site/."""
    session.install(
        "-e",
        ".[numpy]",
        *nox.project.dependency_groups(nox.project.load_toml("pyproject.toml"), "docs"),
    )
    session.run("python", "docs/gen_coverage.py")
    session.run("mkdocs", "build", "--strict")
