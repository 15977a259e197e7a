"""Run numbered cases in a child process that may crash or hang, and keep going.

The child (a script) first prints ``{"keys": [...]}``, one key per case, then
``{"index": i, "start": true}`` before case ``i`` and
``{"index": i, ...outcome}`` after it, flushing each line. When the child dies (an abort
in a framework, a segfault) or passes the time limit, the case it had started is recorded
as ``crash`` or ``hang``, and a new child starts at the next case. A healthy run costs one
child (one import of the frameworks); each crash or hang costs one more.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def run_cases(script: Path, args: list[str], timeout: float) -> tuple[list[Any], dict[int, Any]]:
    """The case keys the child announces, and the outcome of each case by index.

    ``timeout`` bounds each child; a child that takes longer is killed and its running
    case recorded as ``hang``.
    """
    keys: list[Any] | None = None
    results: dict[int, Any] = {}
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    env["PYTHONPATH"] = os.pathsep.join(p for p in [str(ROOT), env.get("PYTHONPATH", "")] if p)
    start = 0
    while keys is None or start < len(keys):
        command = [sys.executable, str(script), *args, str(start)]
        try:
            child = subprocess.run(
                command, capture_output=True, text=True, timeout=timeout, env=env, check=False
            )
            stdout, stderr, code = child.stdout, child.stderr, child.returncode
        except subprocess.TimeoutExpired as expired:
            stdout = _text(expired.stdout)
            stderr, code = _text(expired.stderr), None
        last_started = None
        for line in stdout.splitlines():
            if not line.startswith("{"):
                continue
            record = json.loads(line)
            if "keys" in record:
                keys = record["keys"]
                continue
            index = record.pop("index")
            if record.pop("start", False):
                last_started = index
            else:
                results[index] = record
                last_started = None
        if code == 0:
            break
        if last_started is None:
            raise RuntimeError(
                f"{script.name} {' '.join(args)} failed outside a case (exit {code}):\n"
                f"{stderr[-3000:]}"
            )
        outcome = "hang" if code is None else "crash"
        tail = stderr.strip()[-300:]
        results[last_started] = {"outcome": outcome, "message": f"exit {code}: {tail}"}
        start = last_started + 1
    return keys or [], results


def _text(data: bytes | str | None) -> str:
    if data is None:
        return ""
    return data if isinstance(data, str) else data.decode(errors="replace")


def child_loop(keys: list[Any], cases: list[Any], start: int, run: Any) -> None:
    """The child's side: announce the keys, then run ``run(case)`` for each case from
    ``start``, a line before and a line after each."""
    print(json.dumps({"keys": keys}), flush=True)
    for index, case in enumerate(cases):
        if index < start:
            continue
        print(json.dumps({"index": index, "start": True}), flush=True)
        print(json.dumps({"index": index, **run(case)}), flush=True)


def run_bounded(
    command: list[str], timeout: float, env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """``subprocess.run`` in a new process group that is killed whole at the time limit,
    so that a child's own children (spawned ranks, cluster workers) cannot outlive it."""
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,
    )
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        raise
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)
