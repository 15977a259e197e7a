"""Check arraydispatch on a CUDA GPU with the Python at hand, installing nothing.

    python tools/gpu_check.py OUT [--suite PATH] [--carry DIR] [--budget SECONDS]
                                  [--examples N] [--workers N]
    python tools/gpu_check.py --prepare-carry [--carry DIR] [--suite PATH]

Written for a lent GPU machine that reaches no package registry: it runs with whatever
torch, JAX and CuPy that machine's Python has, with this repository on ``sys.path`` (no
install of arraydispatch either), and takes what the machine lacks from a carried folder.
In the time budget (default 420 s, under the 8 minutes a device run may take) it runs:

1. ``device``: the tests marked ``gpu`` (``tests/test_gpu.py``): results stay on the input's
   device for torch ``cuda:0``, a JAX GPU device and CuPy; creation functions honour
   ``device=``; ``to_device`` moves both ways; ``convert``/``from_dlpack`` between torch-cuda,
   JAX-GPU and CuPy share memory (data pointers), read off as the zero-copy matrix;
2. the official suite (data-apis/array-api-tests) at ``--examples`` (50) examples,
   derandomized, with pytest-xdist, the three parts side by side:
   - ``torch-cuda``: our torch namespace with ``cuda`` as torch's default device;
   - ``jax-gpu``: our JAX namespace, x64, on the GPU platform;
   - ``cupy``: CuPy's own namespace, passed through by ``get_namespace`` (informational:
     its failures are CuPy's, and fail nothing here);
   each with its xfails file (``tests/xfails/<backend>.txt``), and one ``numpy-cpu`` part,
   the suite's creation tests on our NumPy namespace, that checks the harness itself (the
   suite, the carried wheels, the plugins) on any machine.

Every GPU part without its framework's CUDA build or a GPU is skipped, saying why, so the
script can be rehearsed on a CPU machine first. A part still running at the budget's end is
interrupted; what it reached is kept (``tools/_outcomes.py`` writes results as they come).
``OUT`` gets ``gpu_check.json`` (everything) and ``summary.txt`` (a short text). The exit
status is 1 when a device test or one of our namespaces' suite tests failed outside the
xfails, else 0.

The carried folder (default ``.gpu-carry/`` in the repository, ignored by git; made here by
``--prepare-carry``, which needs network) holds ``array-api-tests/`` (the suite at
``tools/conformance.py``'s pinned commit, with its ``array-api`` spec, without git data) and
``wheels/`` (ndindex for CPython 3.12 and pytest-json-report, which the suite needs, and a
hypothesis new enough for it). A wheel is used, unpacked into a temporary folder on
``PYTHONPATH``, only where the machine's Python lacks the package or has it too old.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TOOLS = Path(__file__).resolve().parent
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

import conformance  # noqa: E402  (tools/ is not a package on the device machine)

CARRY = ROOT / ".gpu-carry"
#: The most the device tool carries with the working tree.
CARRY_LIMIT = 64 * 2**20
#: What the suite needs that a bare GPU machine lacks: distribution -> (import name,
#: the oldest version the suite takes, or None for any).
CARRIED = {
    "ndindex": ("ndindex", "1.8"),
    "pytest-json-report": ("pytest_jsonreport", None),
    "pytest-metadata": ("pytest_metadata", None),
    "hypothesis": ("hypothesis", "6.151"),
}
#: pip download arguments for the wheels: the GPU machine's Python is CPython 3.12 on Linux.
WHEEL_PLATFORM = ["--python-version", "3.12", "--implementation", "cp", "--abi", "cp312",
                  "--platform", "manylinux_2_28_x86_64", "--platform", "manylinux2014_x86_64",
                  "--platform", "manylinux_2_17_x86_64"]  # fmt: skip


# ------------------------------------------------------------------ probing the machine

_PROBE = r"""
import json, sys
found = {}
try:
    import torch
    found["torch"] = {"version": torch.__version__, "cuda": torch.version.cuda,
                      "available": torch.cuda.is_available()}
    if torch.cuda.is_available():
        found["torch"]["device"] = torch.cuda.get_device_name(0)
except Exception as error:
    found["torch"] = {"error": repr(error)}
try:
    import jax
    found["jax"] = {"version": jax.__version__}
    try:
        found["jax"]["gpus"] = [str(d) for d in jax.devices("gpu")]
    except RuntimeError as error:
        found["jax"]["gpus"] = []
        found["jax"]["why"] = str(error).splitlines()[0]
except Exception as error:
    found["jax"] = {"error": repr(error)}
try:
    import cupy
    found["cupy"] = {"version": cupy.__version__}
    try:
        found["cupy"]["devices"] = cupy.cuda.runtime.getDeviceCount()
    except Exception as error:
        found["cupy"]["devices"] = 0
        found["cupy"]["why"] = str(error).splitlines()[0] if str(error) else repr(error)
except Exception as error:
    found["cupy"] = {"error": repr(error)}
import numpy
found["numpy"] = {"version": numpy.__version__}
print(json.dumps(found))
"""


def probe(environment: dict[str, str]) -> dict[str, Any]:
    """What torch, JAX, CuPy and NumPy the machine's Python has, and which see a GPU; run in
    a subprocess, so that no framework initialises CUDA in this process."""
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, env=environment,
        timeout=180,
    )  # fmt: skip
    if done.returncode != 0:
        return {"error": done.stderr.strip().splitlines()[-1:] or ["probe failed"]}
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def why_not(part: str, found: dict[str, Any], rehearsal: bool = False) -> str | None:
    """Why ``part`` cannot run on this machine, or None when it can (a rehearsal runs the
    torch and JAX parts on the CPU)."""
    if part == "numpy-cpu" or (rehearsal and part in ("torch-cuda", "jax-gpu")):
        return None
    framework = {"torch-cuda": "torch", "jax-gpu": "jax", "cupy": "cupy"}[part]
    info = found.get(framework, {})
    if "error" in info:
        return f"{framework} does not import here ({info['error']})"
    if framework == "torch" and not info.get("available"):
        build = f"CUDA {info['cuda']} build" if info.get("cuda") else "a CPU build"
        return f"torch {info.get('version')} sees no CUDA device ({build})"
    if framework == "jax" and not info.get("gpus"):
        return f"jax {info.get('version')} has no GPU device ({info.get('why', 'no GPU')})"
    if framework == "cupy" and not info.get("devices"):
        return f"cupy {info.get('version')} sees no CUDA device ({info.get('why', 'none')})"
    return None


# ------------------------------------------------------------------ the carried folder


def _version_tuple(text: str) -> tuple[int, ...]:
    parts = []
    for piece in text.split("."):
        digits = "".join(c for c in piece if c.isdigit())
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts)


def _missing(import_name: str, oldest: str | None) -> bool:
    """Whether the machine's Python lacks ``import_name`` (or has it older than ``oldest``)."""
    code = f"import {import_name} as m; print(getattr(m, '__version__', ''))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    if done.returncode != 0:
        return True
    have = done.stdout.strip()
    return bool(oldest and have and _version_tuple(have) < _version_tuple(oldest))


def unpack_wheels(carry: Path, into: Path) -> list[str]:
    """Unpack each carried wheel whose package the machine lacks into ``into``; their names."""
    wheels = sorted((carry / "wheels").glob("*.whl")) if (carry / "wheels").is_dir() else []
    used = []
    for distribution, (import_name, oldest) in CARRIED.items():
        stem = distribution.replace("-", "_")
        matches = [w for w in wheels if w.name.lower().startswith(stem + "-")]
        if matches and _missing(import_name, oldest):
            with zipfile.ZipFile(matches[-1]) as wheel:
                wheel.extractall(into)
            used.append(matches[-1].name)
    return used


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def prepare_carry(carry: Path, suite: Path | None) -> int:
    """Fill ``carry`` with the suite at its pinned commit and the wheels; check its size."""
    source = conformance.check_suite(
        suite or conformance.clone_suite(conformance.SUITE_URL, conformance.SUITE_COMMIT)
    )
    target = carry / "array-api-tests"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(".git", "__pycache__"))
    wheels = carry / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    for old in wheels.glob("*.whl"):
        old.unlink()
    requirements = [
        f"{name}>={oldest}" if oldest else name for name, (_, oldest) in CARRIED.items()
    ]
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         *WHEEL_PLATFORM, "--dest", str(wheels), *requirements],
        check=True,
    )  # fmt: skip
    size = folder_size(carry)
    print(f"gpu_check: {carry} holds {size / 2**20:.1f} MiB (limit {CARRY_LIMIT / 2**20:.0f})")
    for wheel in sorted(wheels.glob("*.whl")):
        print(f"  {wheel.name}")
    if size > CARRY_LIMIT:
        print("gpu_check: too large to carry to the device machine", file=sys.stderr)
        return 1
    return 0


# ------------------------------------------------------------------ running the parts


@dataclass
class Part:
    """One pytest run: our GPU tests, or the official suite on one namespace."""

    name: str
    command: list[str]
    environment: dict[str, str]
    cwd: Path
    outcomes: Path
    #: whose failures count: ours, or the passed-through library's (informational)
    ours: bool = True
    skipped: str | None = None
    process: subprocess.Popen[bytes] | None = None
    log: Path | None = None
    started: float = 0.0
    wall: float = 0.0
    interrupted: bool = False
    returncode: int | None = None
    results: dict[str, Any] = field(default_factory=dict)


def summarize(outcomes: Path) -> dict[str, Any]:
    """Counts and the failures from a ``tools/_outcomes.py`` file: one outcome per test."""
    final: dict[str, tuple[str, str]] = {}
    if outcomes.is_file():
        for line in outcomes.read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a line cut off by a kill
            nodeid, outcome = record["nodeid"], record["outcome"]
            if record["when"] != "call" and outcome == "failed":
                final[nodeid] = ("error", record["message"])
            elif record["when"] != "call" and outcome == "skipped":
                final.setdefault(nodeid, ("skipped", record["message"]))
            elif final.get(nodeid, ("",))[0] != "error":
                if record["xfail"]:
                    outcome = "xfailed" if outcome == "skipped" else "xpassed"
                final[nodeid] = (outcome, record["message"])
    counts = dict.fromkeys(("passed", "failed", "error", "xfailed", "xpassed", "skipped"), 0)
    for outcome, _ in final.values():
        counts[outcome] += 1
    failures = {n: m for n, (o, m) in final.items() if o in ("failed", "error")}
    skips = {n: m for n, (o, m) in final.items() if o == "skipped"}
    return {"counts": counts, "failures": failures, "skips": skips,
            "outcomes": {n: o for n, (o, _) in final.items()}}  # fmt: skip


def zero_copy_matrix(device: dict[str, Any]) -> dict[str, str]:
    """source -> target: shared, copied, or why not run, from the device tests' outcomes."""
    matrix = {}
    name = "tests/test_gpu.py::test_gpu_conversions_share_memory"
    for nodeid, outcome in device.get("outcomes", {}).items():
        if not nodeid.startswith(name + "["):
            continue
        source, target = nodeid[len(name) + 1 : -1].split("-")
        if outcome == "passed":
            matrix[f"{source} -> {target}"] = "shared (equal data pointers)"
        elif outcome == "skipped":
            matrix[f"{source} -> {target}"] = f"not run: {device['skips'].get(nodeid, '')}"
        else:
            message = device["failures"].get(nodeid, "")
            matrix[f"{source} -> {target}"] = f"{outcome}: {message}"
    return matrix


def _base_environment(site: Path) -> dict[str, str]:
    path = [str(ROOT), str(TOOLS), str(site), os.environ.get("PYTHONPATH", "")]
    return {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(p for p in path if p),
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONHASHSEED": "0",
        # JAX takes 75% of the GPU's memory per process by default; xdist runs several
        "XLA_PYTHON_CLIENT_PREALLOCATE": "false",
        "TF_CPP_MIN_LOG_LEVEL": "2",
    }


def _suite_part(
    name: str, suite: Path | None, scratch: Path, base: dict[str, str], examples: int,
    workers: int, rehearsal: bool = False,
) -> Part:  # fmt: skip
    """The official suite on one namespace (``suite`` None: skipped, saying so); in a
    rehearsal, the torch and JAX parts on the CPU."""
    torch_device, jax_platform = ("cpu", "cpu") if rehearsal else ("cuda", "cuda")
    module, backend_environment, xfails, ours = {
        "torch-cuda": (
            f"exec('import torch; torch.set_default_device(\"{torch_device}\"); "
            "import arraydispatch.backends.torch as xp')",
            conformance.BACKENDS["torch"][1], "torch", True,
        ),
        "jax-gpu": (
            conformance.BACKENDS["jax"][0],
            {**conformance.BACKENDS["jax"][1], "JAX_PLATFORMS": jax_platform}, "jax", True,
        ),
        "cupy": (
            "exec('import cupy, arraydispatch; xp = arraydispatch.get_namespace(cupy.zeros(1))')",
            {}, None, False,
        ),
        "numpy-cpu": (
            conformance.BACKENDS["numpy"][0],
            {"CUDA_VISIBLE_DEVICES": "", "JAX_PLATFORMS": "cpu"}, "numpy", True,
        ),
    }[name]  # fmt: skip
    outcomes = scratch / f"{name}.jsonl"
    targets = ["array_api_tests/test_creation_functions.py"] if name == "numpy-cpu" else []
    command = [
        sys.executable, "-m", "pytest", *(targets or ["array_api_tests"]),
        *(["-n", str(workers)] if workers > 1 else ["-p", "no:xdist"]),
        "-p", "no:cacheprovider", "-p", "_determinism", "-p", "_outcomes",
        f"--max-examples={examples}", "--derandomize", "--disable-deadline",
        "-o", "xfail_strict=False", "--continue-on-collection-errors",
        "-q", "--tb=line", "--no-header", "-rN",
        *([f"--xfails-file={ROOT / 'tests' / 'xfails' / f'{xfails}.txt'}"] if xfails else []),
    ]  # fmt: skip
    environment = {
        **base,
        **backend_environment,
        "ARRAY_API_TESTS_MODULE": module,
        "ARRAY_API_TESTS_VERSION": conformance.API_VERSION,
        "ARRAY_API_TESTS_MAX_ARRAY_SIZE": "1024",
        "ARRAYDISPATCH_HYPOTHESIS_HOME": str(scratch / f"{name}-hypothesis"),
        "ARRAYDISPATCH_OUTCOMES": str(outcomes),
    }
    part = Part(name, command, environment, suite or ROOT, outcomes, ours=ours)
    if suite is None:
        part.skipped = "no suite: give --suite PATH or carry it (--prepare-carry)"
    return part


def _device_part(scratch: Path, base: dict[str, str]) -> Part:
    outcomes = scratch / "device.jsonl"
    command = [
        sys.executable, "-m", "pytest", "tests/test_gpu.py", "-m", "gpu", "-p", "no:xdist",
        "-p", "no:cacheprovider", "-p", "_outcomes", "-q", "-rs", "--no-header",
    ]  # fmt: skip
    environment = {**base, "ARRAYDISPATCH_OUTCOMES": str(outcomes)}
    return Part("device", command, environment, ROOT, outcomes)


def start(part: Part, scratch: Path) -> None:
    part.log = scratch / f"{part.name}.log"
    part.started = time.monotonic()
    with open(part.log, "wb") as log:
        part.process = subprocess.Popen(
            part.command, cwd=part.cwd, env=part.environment, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip


def finish(parts: list[Part], deadline: float) -> None:
    """Wait for the running parts; at ``deadline`` interrupt what is left (SIGINT, so pytest
    stops as after Ctrl-C; SIGKILL 20 s later)."""
    running = [p for p in parts if p.process is not None and p.returncode is None]
    while running:
        for part in running:
            assert part.process is not None
            code = part.process.poll()
            if code is not None:
                part.returncode = code
                part.wall = time.monotonic() - part.started
        running = [p for p in running if p.returncode is None]
        if running and time.monotonic() >= deadline:
            for part in running:
                assert part.process is not None
                part.interrupted = True
                os.killpg(part.process.pid, signal.SIGINT)
            for part in running:
                assert part.process is not None
                try:
                    part.returncode = part.process.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    os.killpg(part.process.pid, signal.SIGKILL)
                    part.returncode = part.process.wait()
                part.wall = time.monotonic() - part.started
            running = []
        time.sleep(0.5)


def _tail(log: Path | None, lines: int = 8) -> list[str]:
    if log is None or not log.is_file():
        return []
    return log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]


def report(parts: list[Part], found: dict[str, Any], extra: dict[str, Any], out: Path) -> int:
    """Write gpu_check.json and summary.txt; the exit status."""
    failed = False
    results: dict[str, Any] = {}
    for part in parts:
        entry: dict[str, Any] = {"ours": part.ours}
        if part.skipped:
            entry.update(status="skipped", why=part.skipped)
        else:
            summary = summarize(part.outcomes)
            counts = summary["counts"]
            bad = counts["failed"] + counts["error"]
            ran_nothing = sum(counts.values()) == 0
            status = "failed" if bad or ran_nothing else "passed"
            if not bad and counts["skipped"] and counts["skipped"] == sum(counts.values()):
                status = "skipped"  # every test skipped itself, saying why (skip_reasons)
            if part.ours and status == "failed":
                failed = True
            entry.update(
                status=status, counts=counts, wall_s=round(part.wall, 1),
                interrupted_at_budget=part.interrupted, pytest_exit=part.returncode,
                failures=dict(list(summary["failures"].items())[:40]),
                skip_reasons=sorted(set(summary["skips"].values()))[:20],
                log_tail=_tail(part.log) if ran_nothing or bad else [],
            )  # fmt: skip
            if part.name == "device":
                entry["zero_copy"] = zero_copy_matrix(summary)
        results[part.name] = entry
    document = {"machine": found, **extra, "parts": results, "failed": failed}
    out.mkdir(parents=True, exist_ok=True)
    (out / "gpu_check.json").write_text(json.dumps(document, indent=2) + "\n")
    lines = [f"gpu_check: python {extra['python']}, {extra['platform']}"]
    if extra["cpu_rehearsal"]:
        lines.append("  CPU REHEARSAL: the torch-cuda and jax-gpu parts ran on the CPU")
    for framework in ("torch", "jax", "cupy", "numpy"):
        lines.append(f"  {framework}: {json.dumps(found.get(framework))}")
    lines.append(f"  carried wheels used: {', '.join(extra['wheels_used']) or 'none'}")
    for name, entry in results.items():
        if "why" in entry:
            lines.append(f"{name}: skipped: {entry['why']}")
            continue
        counts = " ".join(f"{k}={v}" for k, v in entry["counts"].items() if v)
        note = ", interrupted at the budget" if entry["interrupted_at_budget"] else ""
        whose = "" if entry["ours"] else " (informational: not our namespace)"
        lines.append(f"{name}: {entry['status']}{whose}: {counts or 'nothing ran'}"
                     f" in {entry['wall_s']} s{note}")  # fmt: skip
        for why in entry["skip_reasons"][:6]:
            lines.append(f"    skipped: {why}")
        for nodeid, message in list(entry["failures"].items())[:10]:
            lines.append(f"    FAILED {nodeid}: {message}")
        for line in entry["log_tail"]:
            lines.append(f"    | {line}")
        for pair, what in entry.get("zero_copy", {}).items():
            lines.append(f"    zero-copy {pair}: {what}")
    lines.append(f"gpu_check: {'FAILED' if failed else 'ok'}")
    (out / "summary.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 1 if failed else 0


def check(out: Path, suite: Path | None, carry: Path, budget: float, examples: int,
          workers: int | None, rehearsal: bool = False) -> int:  # fmt: skip
    began = time.monotonic()
    deadline = began + budget - 15  # what is left is for writing the report
    with tempfile.TemporaryDirectory(prefix="arraydispatch-gpu-check-") as scratch_name:
        scratch = Path(scratch_name)
        site = scratch / "site"
        site.mkdir()
        if suite is None and (carry / "array-api-tests").is_dir():
            suite = carry / "array-api-tests"
        suite = conformance.check_suite(suite) if suite is not None else None
        wheels_used = unpack_wheels(carry, site)
        base = _base_environment(site)
        found = probe(base)
        cores = os.cpu_count() or 1
        gpu_parts = ["torch-cuda", "jax-gpu", "cupy"]
        each = workers or max(1, min(6, (cores - 1) // len(gpu_parts)))
        parts = [_device_part(scratch, base)]
        parts += [
            _suite_part(n, suite, scratch, base, examples, each, rehearsal) for n in gpu_parts
        ]
        parts.append(_suite_part("numpy-cpu", suite, scratch, base, examples, 1))
        for part in parts[1:]:
            part.skipped = part.skipped or why_not(part.name, found, rehearsal)
        # the device tests first, alone (a minute at most), then the suites side by side
        device = parts[0]
        start(device, scratch)
        finish([device], min(deadline, time.monotonic() + 120))
        for part in parts[1:]:
            if not part.skipped:
                start(part, scratch)
        finish(parts[1:], deadline)
        extra = {
            "python": sys.version.split()[0],
            "platform": platform.platform(),
            "suite": str(suite) if suite else None,
            "suite_commit": conformance.SUITE_COMMIT,
            "api_version": conformance.API_VERSION,
            "max_examples": examples,
            "workers_per_suite": each,
            "budget_s": budget,
            "wall_s": round(time.monotonic() - began, 1),
            "wheels_used": wheels_used,
            "cpu_rehearsal": rehearsal,
        }
        return report(parts, found, extra, out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    parser.add_argument("out", type=Path, nargs="?", help="folder for the JSON and summary")
    parser.add_argument("--suite", type=Path, help="an array-api-tests checkout")
    parser.add_argument("--carry", type=Path, default=CARRY, help="the carried folder")
    parser.add_argument("--budget", type=float, default=420.0, help="seconds for all parts")
    parser.add_argument("--examples", type=int, default=50, help="hypothesis examples")
    parser.add_argument("--workers", type=int, help="xdist workers per GPU suite part")
    parser.add_argument("--prepare-carry", action="store_true", help="fill --carry and stop")
    parser.add_argument(
        "--cpu-rehearsal", action="store_true",
        help="run the torch and JAX suite parts on the CPU (to try the script before a GPU)",
    )  # fmt: skip
    options = parser.parse_args(argv)
    if options.prepare_carry:
        return prepare_carry(options.carry, options.suite)
    if options.out is None:
        parser.error("give the output folder (or --prepare-carry)")
    return check(options.out, options.suite, options.carry, options.budget, options.examples,
                 options.workers, options.cpu_rehearsal)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
