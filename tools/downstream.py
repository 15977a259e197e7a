"""Run array-api-extra's own test suite with arraydispatch as its namespace provider.

    python tools/downstream.py [--suite PATH | --tag vX.Y.Z [--git-url URL]]
                               [--provider arraydispatch|array-api-compat|both]
                               [--backends numpy,torch,...] [--workers N]
                               [-- extra pytest arguments]

The suite is ``tests/main`` of data-apis/array-api-extra, at a release: ``--suite`` takes a
source tree (a git checkout or an unpacked sdist, with ``src/array_api_extra`` and
``tests/main``); otherwise the release ``--tag`` (default: the pinned one below) is fetched,
as its sdist from PyPI or, with ``--git-url``, cloned at that tag. Nothing is vendored here.

With ``--provider both`` (the default) the suite runs twice, with array-api-compat (as its
authors run it) and with arraydispatch (through the ``_array_api_compat_vendor.py`` hook
that SciPy and scikit-learn use; see tools/_downstream_plugin.py), and a table gives the
counts side by side per backend. Tests expected to fail with us are listed, each with its
reason, in ``tests/downstream/array-api-extra.txt``. The exit status is 1 when a test
fails with us outside that list, else 0.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TOOLS = Path(__file__).resolve().parent
EXPECTED = ROOT / "tests" / "downstream" / "array-api-extra.txt"

#: The array-api-extra release behind the counts in README.md and docs/compat.md.
TAG = "v0.11.5"
GIT_URL = "https://github.com/data-apis/array-api-extra"
#: The suite's backend ids (lower-case ``Backend`` member names) run by default.
BACKENDS = (
    "numpy", "numpy_readonly", "array_api_strict", "array_api_strictest", "torch", "jax",
    "dask", "tensorflow", "paddle", "mlx", "none",
)  # fmt: skip
#: Backends array-api-compat cannot serve: its run leaves them out.
ONLY_OURS = ("tensorflow", "paddle", "mlx")
#: What the plugin writes: per-backend counts, and each test's backend and outcome.
Summary = dict[str, Any]


def _cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "arraydispatch"


def fetch_release(tag: str, git_url: str | None) -> Path:
    """The source tree of array-api-extra at release ``tag``, fetched once into the cache."""
    version = tag.removeprefix("v")
    target = _cache_dir() / f"array-api-extra-{version}"
    if (target / "tests" / "main").is_dir():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        try:
            if git_url:
                checkout = Path(scratch) / "checkout"
                subprocess.run(
                    ["git", "clone", "--quiet", "--depth", "1", "--branch", tag, git_url,
                     str(checkout)],
                    check=True,
                )  # fmt: skip
                checkout.rename(target)
                return target
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                 "--no-binary", "array-api-extra", f"array-api-extra=={version}", "-d", scratch],
                check=True,
            )  # fmt: skip
        except (OSError, subprocess.CalledProcessError) as error:
            sys.exit(
                f"downstream: could not fetch array-api-extra {tag} ({error}). Without "
                f"network access, get its source tree by other means and pass --suite PATH."
            )
        (sdist,) = Path(scratch).glob("array_api_extra-*.tar.gz")
        with tarfile.open(sdist) as archive:
            archive.extractall(scratch, filter="data")
        (Path(scratch) / f"array_api_extra-{version}").rename(target)
    return target


#: Prefix of a listed test that passes with us where the suite itself expects a failure
#: (its own xfail marker, written for a backend's namespace that ours does better than).
PASSES = "passes: "


#: Prefix of a listed test that fails only below a release of a distribution installed
#: beside us: ``below mlx 0.32: tests/...`` (a limit of that old release's array object).
BELOW = "below "


def read_expected(path: Path) -> dict[str, tuple[bool, str]]:
    """Node id -> (whether it passes with us despite the suite's own xfail, the reason in the
    comment block above it). Blocks end at a blank line. An entry ``below <distribution>
    <release>: <node id>`` counts only where that distribution is installed at an older
    release (so that it is not an xpass on the newest)."""
    expected: dict[str, tuple[bool, str]] = {}
    reason: list[str] = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line.startswith("#"):
            reason.append(line.lstrip("# "))
        elif line:
            if line.startswith(BELOW):
                condition, _, line = line.removeprefix(BELOW).partition(":")
                distribution, _, oldest_fixed = condition.strip().partition(" ")
                if not _installed_below(distribution, oldest_fixed.strip()):
                    continue
                line = line.strip()
            passes = line.startswith(PASSES)
            nodeid = line.removeprefix(PASSES).strip()
            expected[nodeid] = (passes, " ".join(reason) or f"listed in {path.name}")
        else:
            reason = []
    return expected


def _installed_below(distribution: str, release: str) -> bool:
    """Whether ``distribution`` is installed at a release older than ``release`` (the
    package's own rule for comparing releases: arraydispatch/_common/_versions.py)."""
    from importlib import metadata

    sys.path.insert(0, str(TOOLS))
    try:
        from conformance import versions
    finally:
        sys.path.remove(str(TOOLS))
    try:
        installed = metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return False
    compare = versions().release
    return bool(compare(installed) < compare(release))


def record_outcome(outcomes: dict[str, str], report: Any, nodeid: str | None = None) -> None:
    """Note a pytest report's outcome in ``outcomes``, under ``nodeid`` (default: the
    report's), for the plugins' ``pytest_runtest_logreport``: an error in setup or
    teardown, a skip, an xfail by the suite's marker or our list, or the call's outcome."""
    key = report.nodeid if nodeid is None else nodeid
    was_xfail = hasattr(report, "wasxfail")
    if report.when == "setup":
        if report.failed:
            outcomes[key] = "error"
        elif report.skipped:
            outcomes[key] = "xfailed" if was_xfail else "skipped"
    elif report.when == "call":
        if was_xfail:
            outcomes[key] = "xfailed" if report.skipped else "xpassed"
        else:
            outcomes[key] = report.outcome
    elif report.failed:  # teardown
        outcomes[key] = "error"


def switched_copy(
    package: Path, target: Path, recipe: tuple[tuple[str, str, str], ...], *, libs: str, tool: str
) -> Path:
    """A copy of the installed ``package`` folder in ``target``, edited by ``recipe``
    ((file in the package, the release's text, the recipe's text), each text found exactly
    once, or ``tool`` stops saying the recipe needs updating). The wheel's bundled shared
    libraries, the folder ``libs`` beside the package that its extension modules find
    through a relative RPATH (``$ORIGIN/../../scikit_learn.libs``), come along unchanged."""
    copy = target / package.name
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__"), symlinks=True)
    if (package.parent / libs).is_dir():
        shutil.copytree(package.parent / libs, target / libs, symlinks=True)
    for relative, before, after in recipe:
        path = copy / relative
        text = path.read_text()
        if text.count(before) != 1:
            sys.exit(
                f"{tool}: {relative} of this {package.name} does not hold the recipe's text "
                f"{before.splitlines()[0].strip()!r} exactly once: docs/compat.md's recipe "
                f"needs updating."
            )
        path.write_text(text.replace(before, after))
    return copy


def failures(summary: Summary | None) -> int:
    """How many tests failed or errored in a run."""
    if summary is None:
        return 0
    return sum(c.get("failed", 0) + c.get("error", 0) for c in summary["counts"].values())


def check_suite(suite: Path) -> Path:
    suite = suite.resolve()
    if not (suite / "src" / "array_api_extra").is_dir() or not (suite / "tests" / "main").is_dir():
        sys.exit(
            f"downstream: {suite} is not an array-api-extra source tree (it needs "
            f"src/array_api_extra and tests/main: a git checkout or an unpacked sdist)."
        )
    return suite


def run(provider: str, suite: Path, backends: list[str], extra: list[str]) -> Summary:
    """One run of the suite; the plugin's summary (per-backend counts and outcomes)."""
    with tempfile.TemporaryDirectory(prefix="arraydispatch-downstream-") as scratch:
        summary = Path(scratch) / "summary.json"
        environment = {
            **os.environ,
            "ARRAYDISPATCH_DOWNSTREAM_PROVIDER": provider,
            "ARRAYDISPATCH_DOWNSTREAM_BACKENDS": ",".join(backends),
            "ARRAYDISPATCH_DOWNSTREAM_EXPECTED": str(EXPECTED),
            "ARRAYDISPATCH_DOWNSTREAM_SUMMARY": str(summary),
            "ARRAYDISPATCH_HYPOTHESIS_HOME": str(Path(scratch) / "hypothesis"),
            "PYTHONPATH": os.pathsep.join(
                filter(None, [str(suite / "src"), str(TOOLS), os.environ.get("PYTHONPATH")])
            ),
            "PYTHONHASHSEED": "0",
            "JAX_PLATFORMS": "cpu",
            "CUDA_VISIBLE_DEVICES": "",
            "TF_CPP_MIN_LOG_LEVEL": "2",
        }
        command = [
            sys.executable, "-m", "pytest", "tests/main", "-p", "_downstream_plugin",
            "-p", "_determinism", "-p", "no:cacheprovider", "-q", "--tb=line", "-rfE",
            "--no-header", *extra,
        ]  # fmt: skip
        print(f"downstream: array-api-extra's suite with {provider}", flush=True)
        returncode = subprocess.run(command, cwd=suite, env=environment).returncode
        result = read_summary(summary, returncode, f"downstream: the {provider} run")
    return result


def read_summary(path: Path, returncode: int, run: str) -> Summary:
    """The plugin's summary of a finished pytest run, or exit with why there is none.

    Only pytest's exit statuses 0 (all passed) and 1 (some failed: the summary says which)
    mean that the tests ran. 2 (interrupted, e.g. by collection errors), 3, 4 and 5 (nothing
    collected) would otherwise leave an empty table that reads as "0 failed": CI once
    printed exactly that for a run that collected nothing.
    """
    if returncode not in (0, 1):
        sys.exit(f"{run} did not run its tests: pytest exit status {returncode}")
    if not path.exists():
        sys.exit(f"{run} wrote no summary (pytest exit status {returncode})")
    summary: Summary = json.loads(path.read_text())
    if not summary["counts"]:
        sys.exit(f"{run} recorded no test at all")
    return summary


def _cell(summary: Summary | None, backend: str, keys: tuple[str, ...]) -> str:
    if summary is None or backend not in summary["counts"]:
        return "—"
    counts = summary["counts"][backend]
    # an error (in a fixture) is a failure too
    failed = counts.get("failed", 0) + counts.get("error", 0)
    return " / ".join(str(failed if k == "failed" else counts.get(k, 0)) for k in keys)


def _passed(summary: Summary, backend: str) -> set[str]:
    return {
        n for n, (b, outcome) in summary["outcomes"].items() if b == backend and outcome == "passed"
    }


def compare(results: dict[str, Summary]) -> tuple[str, int]:
    """The side-by-side table, and how many tests pass with compat but not with us."""
    ours, theirs = results.get("arraydispatch"), results.get("array-api-compat")
    lines = [
        "| backend | arraydispatch: passed / failed / xfailed / skipped "
        "| array-api-compat: passed / failed / skipped | pass with compat, not with us |",
        "|---|---|---|---|",
    ]
    lost_total = 0
    for backend in sorted({b for summary in results.values() for b in summary["counts"]}):
        lost = "—"
        if ours is not None and theirs is not None and backend in ours["counts"]:
            count = len(_passed(theirs, backend) - _passed(ours, backend))
            lost_total += count
            lost = str(count)
        ours_cell = _cell(ours, backend, ("passed", "failed", "xfailed", "skipped"))
        theirs_cell = _cell(theirs, backend, ("passed", "failed", "skipped"))
        lines.append(f"| {backend} | {ours_cell} | {theirs_cell} | {lost} |")
    return "\n".join(lines), lost_total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--suite", type=Path, help="an array-api-extra source tree")
    source.add_argument("--tag", default=TAG, help="the release to fetch (default: %(default)s)")
    parser.add_argument("--git-url", help="clone the tag from here instead of PyPI's sdist")
    parser.add_argument(
        "--provider", choices=("arraydispatch", "array-api-compat", "both"), default="both"
    )
    parser.add_argument(
        "--backends", default=",".join(BACKENDS), help="suite backend ids (default: %(default)s)"
    )
    parser.add_argument(
        "--workers", type=int, default=1, help="pytest-xdist processes per run (default: 1)"
    )
    parser.add_argument("--json", type=Path, help="write both runs' summaries here")
    parser.add_argument("pytest_args", nargs="*", help="after --: passed on to pytest")
    options = parser.parse_args(argv)
    suite = check_suite(options.suite or fetch_release(options.tag, options.git_url))
    backends = [b for b in options.backends.split(",") if b]
    providers = (
        ["array-api-compat", "arraydispatch"] if options.provider == "both" else [options.provider]
    )
    results: dict[str, Summary] = {}
    for provider in providers:
        chosen = [b for b in backends if provider == "arraydispatch" or b not in ONLY_OURS]
        workers = ["-n", str(options.workers)] if options.workers > 1 else []
        results[provider] = run(provider, suite, chosen, [*workers, *options.pytest_args])
    table, lost = compare(results)
    print(f"\narray-api-extra {suite.name}: tests/main per backend\n{table}")
    if options.json:
        options.json.write_text(json.dumps(results, indent=1))
    failed = failures(results.get("arraydispatch"))
    print(
        f"downstream: {failed} tests failed with arraydispatch outside "
        f"{EXPECTED.relative_to(ROOT)}; {lost} pass with array-api-compat and not with us"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
