"""Sessions: tests, tests_latest, tests_numpy, tests_oldest, tests_numpy_minors (these five
are the README's test command and what CI runs: .ci/run), fast (the loop for a change), lint,
typecheck, conformance, downstream, bench, docs, demo, gpu, threads, fuzz.

- tests: the suite over every backend, lint, the strict type check, the docs site and the
  downstream runs, on the Python that runs nox;
- tests_latest: the suite again on the newest releases pip resolves, on the newest Python;
- tests_numpy: the NumPy-only suite on a second supported Python where the machine has one;
- tests_oldest: the suite with every framework at its oldest supported release, on the
  oldest Python; tests_numpy_minors: NumPy alone on each minor release in between.

Every session runs on the interpreter that runs nox (3.11, 3.12 or 3.13; others are a clear
error, never a skip), except those that name another: each falls back to nox's own where the
machine has no other.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import nox

nox.options.default_venv_backend = "venv"
nox.options.reuse_existing_virtualenvs = False
nox.options.sessions = [
    "tests", "tests_latest", "tests_numpy", "tests_oldest", "tests_numpy_minors",
]  # fmt: skip

ROOT = Path(__file__).parent
#: None: the interpreter running nox, so the session runs wherever the user runs it.
PYTHON = None
SUPPORTED_PYTHONS = ((3, 11), (3, 12), (3, 13))
SUITE_DEPENDENCIES = ["pytest", "pytest-xdist", "pytest-json-report", "ndindex", "hypothesis"]
# array-api-extra's test dependencies; its wheel too, for the package metadata its
# test_version reads (the tests import the fetched source tree, which comes first on the path)
LINTED = ["arraydispatch", "tests", "benchmarks", "tools", "examples", "noxfile.py"]
# scikit-learn's wheel ships its tests, which tools/downstream_sklearn.py runs on a switched
# copy; SciPy's is what tools/downstream_scipy.py switches
DOWNSTREAM_DEPENDENCIES = [
    "pytest", "hypothesis", "array-api-strict", "array-api-compat", "array-api-extra==0.11.5",
    "scipy", "scikit-learn",
]  # fmt: skip


def _interpreter(version: str) -> str | None:
    """``version``'s interpreter: the one on PATH, else one pyenv installed but not activated
    (its shim on PATH then fails), else None."""
    on_path = shutil.which(f"python{version}")
    if on_path and subprocess.run([on_path, "-c", ""], capture_output=True).returncode == 0:
        return on_path
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))
    installed = sorted(pyenv.glob(f"versions/{version}.*/bin/python{version}"))
    return str(installed[-1]) if installed else None


def _second_python() -> str | None:
    """A supported interpreter other than the one running nox, newest first; None (the one
    running nox) on a machine that has no other, so the session runs there rather than skip."""
    for major, minor in reversed(SUPPORTED_PYTHONS):
        if (major, minor) != sys.version_info[:2]:
            found = _interpreter(f"{major}.{minor}")
            if found:
                return found
    return None


def _conformance_tool() -> ModuleType:
    """tools/conformance.py: the suite's pins, its backends, and finding or cloning it."""
    tools = str(ROOT / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import conformance

    return conformance


#: backend name -> the pip requirement the sessions install for it: the registry's
#: ``requirement`` field (torch's pin and why it is pinned are there), read without importing
#: arraydispatch.
REQUIREMENTS: dict[str, str] = {
    row.name: row.requirement for row in _conformance_tool().registry().BACKENDS
}
BACKENDS = list(REQUIREMENTS.values())


#: How the sessions run the suite: 2 processes (the CI machine's cores), each test file on one
#: of them, and any test that runs 10 minutes failed with its stack (pytest-timeout) rather
#: than left to hang the run: one did, in a paused dask worker, until CI's 90 minutes ran
#: out. (On the command line, not in pyproject.toml: a pytest without pytest-timeout, as on
#: a lent GPU machine, would refuse the unknown ini option.)
PYTEST = ["pytest", "-n", "2", "--dist", "loadfile", "--timeout=600"]
#: The suite's hypothesis tests derandomized (tests/conftest.py reads CI), wherever a test
#: session runs: a run that passed passes again; nox -s fuzz is where new examples are drawn.
DERANDOMIZED = {"CI": os.environ.get("CI") or "true"}


def _check_python(session: nox.Session) -> None:
    if sys.version_info[:2] not in SUPPORTED_PYTHONS:
        supported = ", ".join(f"{major}.{minor}" for major, minor in SUPPORTED_PYTHONS)
        session.error(
            f"arraydispatch supports Python {supported}; nox runs on "
            f"{sys.version.split()[0]}. Run nox with a supported interpreter, e.g. "
            f"python3.12 -m nox -s {session.name}."
        )


def _install_all(session: nox.Session, *groups: str, reuse: bool = False) -> None:
    """Install the package (editable), every backend and the dependency ``groups``; with
    ``reuse``, see :func:`_install`."""
    _install(session, [*BACKENDS], groups, reuse=reuse)


def _install(
    session: nox.Session, requirements: list[str], groups: tuple[str, ...], reuse: bool = False
) -> None:
    """Install the package (editable), ``requirements`` and the dependency ``groups``.

    With ``reuse``, a reused environment whose requirements and pyproject.toml are unchanged
    since its last install is not installed into again (an editable install sees code
    changes by itself).
    """
    pyproject = nox.project.load_toml("pyproject.toml")
    in_groups = [
        requirement
        for group in groups
        for requirement in nox.project.dependency_groups(pyproject, group)
    ]
    arguments = ["-e", ".", *requirements, *in_groups]
    stamp = Path(session.virtualenv.location) / ".arraydispatch-requirements"
    wanted = "\n".join([*arguments, (ROOT / "pyproject.toml").read_text()])
    if reuse and stamp.is_file() and stamp.read_text() == wanted:
        session.log("requirements unchanged since the last install: reusing the environment")
        return
    session.install(*arguments)
    stamp.write_text(wanted)


@nox.session(python=PYTHON, reuse_venv=True)
def demo(session: nox.Session) -> None:
    """The main job: python -m arraydispatch with every backend installed.

    The environment (about 3 GB) is kept between runs and installed into again only when
    its requirements change, so a second run takes seconds.
    """
    _check_python(session)
    _install_all(session, "bench", reuse=True)
    session.run("python", "-m", "arraydispatch")


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """The test suite over every backend, plus lint, the strict type check and (without
    pytest arguments) the documentation site built with ``mkdocs build --strict``."""
    _check_python(session)
    _install_all(session, "test", "docs")
    session.run("ruff", "check", *LINTED)
    session.run("ruff", "format", "--check", *LINTED)
    session.run("mypy", "arraydispatch")
    session.run(*PYTEST, *session.posargs, env=DERANDOMIZED)
    if not session.posargs:
        # the documentation site, strictly: a broken page, link or docstring fails the run
        # (from the committed figures: tests/test_docs.py checks their generator)
        _build_docs(session, site_dir=session.create_tmp(), figures=False)
        # A downstream library's own suite on our namespaces (array-api-extra's release,
        # fetched from PyPI): every landing keeps it passing. nox -s downstream adds the
        # side-by-side run with array-api-compat.
        session.install(*DOWNSTREAM_DEPENDENCIES)
        session.run(
            "python", "tools/downstream.py", "--provider", "arraydispatch", "--workers", "2"
        )
        # scikit-learn's array-API tests on a copy switched by docs/compat.md's recipe
        # (about 3.5 CPU-minutes; the side-by-side run with compat is nox -s downstream's)
        session.run("python", "tools/downstream_sklearn.py", "--provider", "arraydispatch")


def _newest_python() -> str | None:
    """The newest supported interpreter this machine has (None: the one running nox)."""
    for major, minor in reversed(SUPPORTED_PYTHONS):
        found = _interpreter(f"{major}.{minor}")
        if found:
            return found
    return None


def _oldest_python() -> str | None:
    """The oldest supported interpreter this machine has (None: the one running nox)."""
    for major, minor in SUPPORTED_PYTHONS:
        found = _interpreter(f"{major}.{minor}")
        if found:
            return found
    return None


#: tests_latest: everything but torch at the newest release pip resolves. Torch's newest
#: CPU build on these machines is its pin (torch==2.13.0, the one CPU wheel on their disk;
#: PyPI's Linux wheels are CUDA builds of several GB), which `tests` already runs.
LATEST = [
    *(requirement for name, requirement in REQUIREMENTS.items() if name != "torch"),
    "scipy", "array-api-compat", "array-api-extra", "array-api-strict",
]  # fmt: skip
#: backend -> the distributions whose release decides what its tests exercise (numpy's
#: include what the NumPy-based suites and array-api-extra's run import beside it).
TESTED_DISTRIBUTIONS = {
    "numpy": ("numpy", "scipy", "array-api-strict", "array-api-compat", "array-api-extra"),
    "jax": ("jax", "jaxlib"),
    "tensorflow": ("tensorflow-cpu",),
    "dask": ("dask", "distributed"),
    "paddle": ("paddlepaddle",),
    "mlx": ("mlx",),
}
#: backend -> the ids of array-api-extra's suite that tests_latest runs on it
#: (tools/downstream.py). NumPy's read-only, strictest-flags and backend-free variants run in
#: `tests`; at a newer NumPy they repeat the NumPy and array-api-strict runs' calls, and CI's
#: 30 minutes have no room for them (the whole .ci/run took 29.6 minutes with them).
DOWNSTREAM_IDS = {
    "numpy": ("numpy", "array_api_strict"),
    "torch": ("torch",),
    "jax": ("jax",),
    "tensorflow": ("tensorflow",),
    "dask": ("dask",),
    "paddle": ("paddle",),
    "mlx": ("mlx",),
}


def _newest_release(distribution: str, python: str) -> str | None:
    """The newest release of ``distribution`` with a wheel for Python ``python`` (``3.13``)
    on the index pip uses (``pip index versions``: the index pages only, no download);
    None where pip cannot say."""
    command = [
        sys.executable, "-m", "pip", "index", "versions", "--only-binary=:all:",
        "--python-version", python, distribution,
    ]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True)
    first = result.stdout.splitlines()[0] if result.returncode == 0 and result.stdout else ""
    # "numpy (2.5.5)"
    return first.partition("(")[2].rstrip(")").strip() or None


def _installed_by_tests(session: nox.Session) -> dict[str, str] | None:
    """Each distribution's release in the environment ``tests`` last installed (.nox/tests);
    None where there is none."""
    import json

    environment = Path(session.virtualenv.location).parent / "tests"
    python = next(
        (p for p in (environment / "bin" / "python", environment / "Scripts" / "python.exe")
         if p.exists()),
        None,
    )  # fmt: skip
    if python is None:
        return None
    listed = subprocess.run(
        [str(python), "-m", "pip", "list", "--format=json"], capture_output=True, text=True
    )
    if listed.returncode:
        return None
    return {
        item["name"].lower().replace("_", "-"): item["version"]
        for item in json.loads(listed.stdout)
    }


def _newer_than_tests(session: nox.Session, python: str) -> list[str]:
    """The backends (TESTED_DISTRIBUTIONS' keys) with a release newer, on Python ``python``,
    than the one ``tests`` installed: only those need a second run. Every backend where
    ``tests`` has not run here or the index cannot be read."""
    in_tests = _installed_by_tests(session)
    if in_tests is None:
        session.log("no environment of `tests` here to compare with: testing every backend")
        return list(TESTED_DISTRIBUTIONS)
    from concurrent.futures import ThreadPoolExecutor

    names = sorted({d for distributions in TESTED_DISTRIBUTIONS.values() for d in distributions})
    with ThreadPoolExecutor(max_workers=len(names)) as pool:  # one index read each, at once
        found = pool.map(lambda d: _newest_release(d, python), names)
        releases = dict(zip(names, found, strict=True))
    newer = []
    for backend, distributions in TESTED_DISTRIBUTIONS.items():
        differing = []
        for distribution in distributions:
            newest, tested = releases[distribution], in_tests.get(distribution)
            if newest is None or newest != tested:
                differing.append(f"{distribution} {tested} in `tests`, newest {newest}")
        session.log(
            f"{backend}: " + ("; ".join(differing) or "every release is the one `tests` ran")
        )
        if differing:
            newer.append(backend)
    return newer


def _pinned_to_oldest(name: str, requirement: str, oldest: str) -> list[str]:
    """The pip requirements that install backend ``name`` at its ``oldest`` release:
    the row's requirement with its version replaced (``torch==2.13.0`` -> ``torch==2.5.*``,
    ``dask[array,distributed]`` -> ``dask[array,distributed]==2024.12.*``), and jaxlib
    beside jax (jax 0.4.35 admits jaxlib 0.4.34, which pip might take)."""
    distribution = requirement.split("==")[0].split(">=")[0]
    pins = [f"{distribution}=={oldest}.*"]
    if name == "jax":
        pins.append(f"jaxlib=={oldest}.*")
    return pins


#: The registry rows' ``oldest`` as pip pins by backend (which pyproject.toml's extras admit
#: and tests/test_registry.py checks): what tests_oldest installs.
OLDEST: dict[str, list[str]] = {
    row.name: _pinned_to_oldest(row.name, row.requirement, row.oldest)
    for row in _conformance_tool().registry().BACKENDS
}
#: tests_numpy_minors: the NumPy releases between its floor (in tests_oldest) and the newest
#: (in tests), where NumPy's behaviour changed: 2.0 (the standard's names, NEP 50 promotion),
#: 2.1 (unique_*, unstack, __array_namespace_info__), 2.2, 2.3.
NUMPY_MINORS = ("2.0", "2.1", "2.2", "2.3")


@nox.session(python=_newest_python())
def tests_latest(session: nox.Session) -> None:
    """The suite and array-api-extra's run on the newest releases pip resolves, on the
    newest supported Python (3.13 in CI), so that a framework release breaks a run here
    before it breaks a user. Torch is tested at its pin by ``tests`` (see LATEST).

    Only the frameworks whose newest release differs from the one ``tests`` installs are
    installed and tested again (``_newer_than_tests``, from the index pages), with NumPy,
    the reference, always: a second run of an unchanged release would cost CI's time
    (about 12 minutes with every framework) and test nothing new. With pytest arguments,
    every framework is installed.
    """
    _check_python(session)
    session.run("python", "-c", "import sys; print('tests_latest on Python', sys.version)")
    python = session.run(
        "python", "-c", "import sys; print('{}.{}'.format(*sys.version_info[:2]))", silent=True
    )
    newer = (
        list(TESTED_DISTRIBUTIONS)
        if session.posargs
        else _newer_than_tests(session, str(python).strip())
    )
    installed = sorted({"numpy", *newer})
    session.log(f"testing at their newest releases: {', '.join(installed)}")
    frameworks = [requirement for name, requirement in REQUIREMENTS.items() if name in installed]
    extras = ["scipy", "array-api-compat", "array-api-extra", "array-api-strict"]
    pyproject = nox.project.load_toml("pyproject.toml")
    session.install(
        "--upgrade", "-e", ".", *frameworks, *extras,
        *nox.project.dependency_groups(pyproject, "test"),
    )  # fmt: skip
    session.run("python", "-m", "pip", "list", "--format=freeze")
    session.run(*PYTEST, *session.posargs, env=DERANDOMIZED)
    if session.posargs:
        return
    downstream = [i for backend in newer for i in DOWNSTREAM_IDS.get(backend, ())]
    if not downstream:
        session.log("array-api-extra's run: every release it would meet is the one `tests` ran")
        return
    # array-api-extra stays at the release whose suite tools/downstream.py fetches
    session.install("--upgrade", *DOWNSTREAM_DEPENDENCIES)
    session.run(
        "python", "tools/downstream.py", "--provider", "arraydispatch", "--workers", "2",
        "--backends", ",".join(downstream),
    )  # fmt: skip


def _installable(session: nox.Session, requirements: list[str]) -> bool:
    """Whether pip resolves ``requirements`` together (a dry run: it reads the index's
    metadata and installs nothing)."""
    python = Path(session.virtualenv.bin) / "python"
    done = subprocess.run(
        [python, "-m", "pip", "install", "--dry-run", "--quiet", *requirements],
        capture_output=True, text=True,
    )  # fmt: skip
    return done.returncode == 0


def _floor_requirements(name: str) -> list[str]:
    """What installs backend ``name`` at its floor: its OLDEST pins, and the NumPy its
    pyproject.toml extra asks for beside the framework (dask's ``numpy>=2.4``)."""
    extras = nox.project.load_toml("pyproject.toml")["project"]["optional-dependencies"]
    numpy = [r for r in extras.get(name, ()) if r.split(">")[0].split("=")[0] == "numpy"]
    return [*OLDEST[name], *numpy]


def _floor_environments(session: nox.Session) -> list[tuple[str, list[str]]]:
    """tests_oldest's environments, each (NumPy's pin, the backends tested in it).

    The first has NumPy at its floor and every framework whose floor admits it. Those
    whose floor needs a newer NumPy (Dask's extra asks for 2.4) cannot share it: they share
    a second, with the oldest NumPy minor (NUMPY_MINORS) that admits all of them, else the
    newest.
    """
    numpy_floor = OLDEST["numpy"][0]
    together, apart = ["numpy"], []
    for name in OLDEST:
        if name != "numpy":
            admits = _installable(session, [numpy_floor, *_floor_requirements(name)])
            (together if admits else apart).append(name)
    environments = [(numpy_floor, together)]
    if apart:
        pins = [requirement for name in apart for requirement in _floor_requirements(name)]
        numpy = next(
            (f"numpy=={minor}.*" for minor in NUMPY_MINORS
             if _installable(session, [f"numpy=={minor}.*", *pins])),
            "numpy",
        )  # fmt: skip
        environments.append((numpy, ["numpy", *apart]))
    return environments


@nox.session(python=_oldest_python())
def tests_oldest(session: nox.Session) -> None:
    """The whole suite, then array-api-extra's run, with every framework at its oldest
    supported release (OLDEST: the registry rows' ``oldest``), on the oldest supported
    Python (3.11): the floors a library that depends on us can promise.

    One environment holds NumPy's floor and every framework whose floor admits it; the
    frameworks whose floors need a newer NumPy are tested after, with the others
    uninstalled, beside the oldest NumPy they admit (``_floor_environments``).
    """
    _check_python(session)
    session.run("python", "-c", "import sys; print('tests_oldest on Python', sys.version)")
    pyproject = nox.project.load_toml("pyproject.toml")
    session.install("pip>=24")  # --dry-run, and the resolver below
    environments = _floor_environments(session)
    for number, (numpy, backends) in enumerate(environments):
        session.log(f"environment {number + 1} of {len(environments)}: {numpy}, {backends}")
        if number:
            earlier = [name for name in environments[number - 1][1] if name != "numpy"]
            session.run(
                "python", "-m", "pip", "uninstall", "--yes",
                *(d for name in earlier for d in TESTED_DISTRIBUTIONS.get(name, (name,))),
            )  # fmt: skip
        frameworks = [r for name in backends if name != "numpy" for r in _floor_requirements(name)]
        # one install, the floors pinned beside the dependencies, so that pip picks releases
        # of array-api-extra's and scikit-learn's dependencies that admit them (NumPy 1.26)
        session.install(
            "-e", ".", numpy, *frameworks, *nox.project.dependency_groups(pyproject, "test"),
            *DOWNSTREAM_DEPENDENCIES,
        )  # fmt: skip
        session.run("python", "-m", "pip", "list", "--format=freeze")
        session.run(*PYTEST, *session.posargs, env=DERANDOMIZED)
        if session.posargs:
            continue
        # the first environment runs every id (an absent framework's are skipped); a later
        # one, those of its frameworks (NumPy's ran at NumPy's floor)
        chosen = [
            i for name in backends if name != "numpy" for i in DOWNSTREAM_IDS.get(name, (name,))
        ]
        session.run(
            "python", "tools/downstream.py", "--provider", "arraydispatch", "--workers", "2",
            *(["--backends", ",".join(chosen)] if number else []),
        )  # fmt: skip


@nox.session(python=_oldest_python())
def tests_numpy_minors(session: nox.Session) -> None:
    """The suite with NumPy alone on each NumPy release between its floor (tests_oldest) and
    the newest (tests): NUMPY_MINORS, in one environment on the oldest supported Python
    (3.11), reinstalling NumPy between runs."""
    _check_python(session)
    session.run("python", "-c", "import sys; print('tests_numpy_minors on Python', sys.version)")
    pyproject = nox.project.load_toml("pyproject.toml")
    session.install("-e", ".", *nox.project.dependency_groups(pyproject, "test"))
    for minor in NUMPY_MINORS:
        session.install(f"numpy=={minor}.*")
        session.run("python", "-c", "import numpy; print('NumPy-only suite on', numpy.__version__)")
        session.run(*PYTEST, *session.posargs, env=DERANDOMIZED)


@nox.session(python=_second_python())
def tests_numpy(session: nox.Session) -> None:
    """The suite with NumPy as the only framework, on a second Python where the machine has
    one (the newest supported other than nox's; 3.13 in CI): the package beyond one Python
    and without the other frameworks."""
    _check_python(session)
    session.run("python", "-c", "import sys; print('tests_numpy on Python', sys.version)")
    pyproject = nox.project.load_toml("pyproject.toml")
    session.install(
        "-e", ".", REQUIREMENTS["numpy"], *nox.project.dependency_groups(pyproject, "test")
    )
    session.run(*PYTEST, *session.posargs, env=DERANDOMIZED)


@nox.session(python=PYTHON, reuse_venv=True)
def fast(session: nox.Session) -> None:
    """The loop for a change: lint, format check, the strict type check and the suite on
    NumPy alone (about a minute and a half on 2 cores once the environment exists; it is
    kept and installed into again only when pyproject.toml changes). ``nox -s fast --
    tests/test_x.py`` runs those tests only; ``nox -s tests`` is the whole suite."""
    _check_python(session)
    _install(session, [REQUIREMENTS["numpy"]], ("test",), reuse=True)
    session.run("ruff", "check", *LINTED)
    session.run("ruff", "format", "--check", *LINTED)
    session.run("mypy", "arraydispatch")
    session.run(*PYTEST, "-q", *session.posargs, env=DERANDOMIZED)


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff check and ruff format --check."""
    session.install("ruff")
    session.run("ruff", "check", *LINTED)
    session.run("ruff", "format", "--check", *LINTED)


@nox.session(python=PYTHON)
def typecheck(session: nox.Session) -> None:
    """mypy --strict over the package, both checkers over tests/typing, and the generated
    Namespace Protocol against the standard's stubs.

    The stubs come from the array-api-tests checkout that ``--suite PATH`` names, else from
    the pinned commit cloned by tools/conformance.py (needs git and network).
    """
    _check_python(session)
    _install_all(session, "test")
    session.run("mypy", "arraydispatch")
    session.run("mypy", "--strict", "tests/typing")
    session.run("pyright")
    tool = _conformance_tool()
    given = session.posargs[1] if session.posargs[:1] == ["--suite"] else None
    suite = tool.check_suite(
        Path(given) if given else tool.clone_suite(tool.SUITE_URL, tool.SUITE_COMMIT)
    )
    stubs = suite / "array-api" / "src" / "array_api_stubs" / "_2025_12"
    session.run("python", "tools/gen_namespace_protocol.py", "--check", "--stubs", str(stubs))


@nox.session(python=PYTHON)
def conformance(session: nox.Session) -> None:
    """The standard's official suite on one backend: nox -s conformance -- <backend> [options].

    Options go to tools/conformance.py: ``--suite PATH`` (a checkout of
    data-apis/array-api-tests with its array-api spec folder), or by default the pinned
    commit cloned into ~/.cache/arraydispatch (needs git and network); ``--json OUT``;
    pytest arguments after ``--``. The suite is never vendored here.
    """
    if not session.posargs:
        session.error(
            "usage: nox -s conformance -- <backend> [--suite PATH] [--json OUT] [-- pytest "
            f"args], backend one of {', '.join(_conformance_tool().BACKENDS)}."
        )
    _check_python(session)
    _install_all(session)
    session.install(*SUITE_DEPENDENCIES)
    session.run("python", str(ROOT / "tools" / "conformance.py"), *session.posargs)


@nox.session(python=PYTHON)
def downstream(session: nox.Session) -> None:
    """Downstream libraries' own tests with arraydispatch as their namespace provider.

    - array-api-extra's suite (tools/downstream.py): nox -s downstream -- [--suite PATH |
      --tag vX.Y.Z] [--provider ...] [--backends ...] passes its options there; by default
      the pinned release's sdist is fetched from PyPI and the suite runs with
      array-api-compat and with us, side by side;
    - scikit-learn's array-API tests (tools/downstream_sklearn.py), on the installed release
      and on a copy switched by docs/compat.md's recipe, side by side;
    - SciPy's recipe (tools/downstream_scipy.py), checked on a switched copy.
    """
    _check_python(session)
    _install_all(session)
    session.install(*DOWNSTREAM_DEPENDENCIES)
    session.run("python", str(ROOT / "tools" / "downstream.py"), *session.posargs)
    session.run("python", str(ROOT / "tools" / "downstream_sklearn.py"))
    session.run("python", str(ROOT / "tools" / "downstream_scipy.py"))


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Benchmarks: ours beside the native call and array-api-compat, as ratios.

    pytest-benchmark's groups (benchmarks/bench_*.py), then the namespace benchmark's ratio
    tables for every backend at 8x8 and 256x256 (benchmarks/run.py), its JSON written to
    docs/data/benchmarks.json for docs/gen_bench_figures.py.
    ``nox -s bench -- -k torch`` passes its arguments to pytest.
    """
    _check_python(session)
    _install_all(session, "bench")
    session.run(
        "pytest", "benchmarks", "-o", "python_files=bench_*.py", "-p", "no:xdist",
        "--benchmark-group-by=group", "--benchmark-columns=min,median,ops", *session.posargs,
    )  # fmt: skip
    session.run("python", "benchmarks/run.py", "--json", "docs/data/benchmarks.json")


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """Build the documentation site (mkdocs-material, mkdocstrings) into site/, with every
    backend installed so the generated coverage page has a column for each."""
    _check_python(session)
    _install_all(session, "docs")
    _build_docs(session)


def _build_docs(session: nox.Session, site_dir: str | None = None, figures: bool = True) -> None:
    """The generated pages (with ``figures``, the benchmark page and figures too), then
    ``mkdocs build --strict`` into ``site_dir`` (default: site/)."""
    session.run("python", "docs/gen_coverage.py", "--require-all")
    if figures:
        # from the committed measurements (docs/data/benchmarks.json, which `nox -s bench`
        # rewrites): timing is the bench session's job, not the docs build's
        session.run("python", "docs/gen_bench_figures.py")
    session.run("mkdocs", "build", "--strict", *(["--site-dir", site_dir] if site_dir else []))


@nox.session(python=PYTHON)
def gpu(session: nox.Session) -> None:
    """On a machine with one CUDA GPU that reaches PyPI: nox -s gpu -- [gpu_check options].

    Installs the CUDA builds (torch from PyPI, jax[cuda13], cupy-cuda13x) and the suite's
    dependencies, then runs tools/gpu_check.py, which needs no install at all and is what a
    lent GPU machine without a registry runs directly (README, "On a GPU"). Its options pass
    through: ``--suite PATH`` (else the carried .gpu-carry/ folder), ``--budget SECONDS``.
    The report goes to gpu-check/ (gpu_check.json, summary.txt).
    """
    _check_python(session)
    pyproject = nox.project.load_toml("pyproject.toml")
    session.install(
        "-e", ".", REQUIREMENTS["numpy"], REQUIREMENTS["torch"], "jax[cuda13]", "cupy-cuda13x",
        *SUITE_DEPENDENCIES,
        *nox.project.dependency_groups(pyproject, "test"),
    )  # fmt: skip
    session.run("python", "tools/gpu_check.py", "gpu-check", *session.posargs)


#: The namespace and helper tests, run from 4 threads at once by ``nox -s threads``.
THREADED_TESTS = [
    "tests/test_dispatch.py", "tests/test_helpers.py", "tests/test_namespaces.py",
    "tests/test_namespace_names.py", "tests/test_compat.py",
]  # fmt: skip


@nox.session(python=PYTHON)
def threads(session: nox.Session) -> None:
    """The namespace and helper tests, each run by 4 threads at once (pytest-run-parallel,
    as NumPy and SciPy test for free-threaded Python); not in CI (about 8 minutes on 2
    cores). Tests that cannot run that way are marked ``thread_unsafe`` with the reason.
    ``nox -s threads -- tests/test_x.py`` picks other tests.
    """
    _check_python(session)
    _install_all(session, "test")
    session.install("pytest-run-parallel>=0.4")
    session.run(
        "pytest", "-p", "no:xdist", "--parallel-threads=4", *(session.posargs or THREADED_TESTS)
    )


@nox.session(python=PYTHON)
def fuzz(session: nox.Session) -> None:
    """Random inputs, not in CI (time): our hypothesis tests at 1000 examples, then the
    official suite at 1000 examples on every backend.

    ``nox -s fuzz -- [--seed N] [--examples N] [--suite PATH] [--no-suite] [-- pytest args]``.
    Our tests are not derandomized: the seed is drawn, printed, and passed as
    ``--hypothesis-seed``, so ``--seed N`` repeats a run. The official suite runs as
    tools/conformance.py runs it (derandomized, per-test seeds) with ``--max-examples``.
    """
    import argparse
    import random

    _check_python(session)
    parser = argparse.ArgumentParser(prog="nox -s fuzz --")
    parser.add_argument("--seed", type=int, default=random.randrange(2**32))
    parser.add_argument("--examples", type=int, default=1000)
    parser.add_argument("--suite", help="a checkout of array-api-tests (default: clone it)")
    parser.add_argument("--no-suite", action="store_true", help="only our own tests")
    options, pytest_args = parser.parse_known_args(session.posargs)
    pytest_args = [a for a in pytest_args if a != "--"]
    _install_all(session, "test")
    session.log(f"hypothesis seed {options.seed}: nox -s fuzz -- --seed {options.seed} repeats it")
    session.run(
        "pytest", "-n", "2", "--dist", "loadfile", "-m", "hypothesis",
        f"--hypothesis-seed={options.seed}", "--hypothesis-show-statistics", *pytest_args,
        env={"ARRAYDISPATCH_FUZZ_EXAMPLES": str(options.examples), "CI": ""},
    )  # fmt: skip
    if options.no_suite:
        return
    session.install(*SUITE_DEPENDENCIES)
    suite = ["--suite", options.suite] if options.suite else []
    failed = []
    for backend in _conformance_tool().BACKENDS:
        try:
            session.run(
                "python", str(ROOT / "tools" / "conformance.py"), backend, *suite,
                "--max-examples", str(options.examples),
            )  # fmt: skip
        except nox.command.CommandFailed:
            failed.append(backend)
    if failed:
        session.error(f"the official suite failed outside the xfails on {', '.join(failed)}")
