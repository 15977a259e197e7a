"""The namespace benchmark: every function of the standard, on every backend, as ratios.

For each function (``_cases.SPEC_CALLS``), three calls on the same float32 inputs: ours,
the native call (``_cases.NATIVE``) and the peer's (array-api-compat; ``jax.numpy``, which
is what array-api-compat hands out for JAX; ``tf.experimental.numpy`` for TensorFlow). The
three are timed in turn within each round, in one process, best round kept, so the drifts
of a shared machine hit all three alike. Reported as ours/native and peer/native.

An alias (``xp.exp is torch.exp``) is native by identity: ratio 1.00, not timed. Functions
whose standard values need extra framework ops (``_cases.EXTRA_KERNELS``) are listed apart.

Usage::

    python benchmarks/run.py [--backend B ...] [--size 8|256 ...] [--rounds N]
                             [--budget SECONDS] [--function NAME ...] [--json out.json]

``nox -s bench`` runs it for every backend at 8x8 and 256x256; docs/gen_bench_figures.py
draws the JSON.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import importlib.util
import json
import os
import platform
import statistics
import sys
import time
import timeit
import warnings
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

# one BLAS/OpenMP thread: on a shared machine, threads that wait for a core make the
# 256x256 linear algebra times swing by 10x; ours, native and the peer run alike
for _variable in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import _cases  # noqa: E402

import arraydispatch  # noqa: E402
from arraydispatch._registry import BACKENDS_BY_NAME  # noqa: E402

SIZES = (8, 256)
# Many short turns, not a few long ones: on a loaded machine a turn the scheduler interrupts
# reads 10x slow, and a 0.5 ms turn is far likelier to run through than a 5 ms one; the
# best of 15 then finds an uninterrupted turn for each call (checked on a 2-core machine
# at load 10: best-of-5 x 3 ms turns misread numpy's expm1 at 256x256 by 6x once in
# three runs, best-of-15 x 0.5 ms never did).
ROUNDS = 15
BUDGET = 0.0005
PEER_LABEL = {
    "numpy": "array_api_compat.numpy",
    "torch": "array_api_compat.torch",
    "jax": "jax.numpy (array-api-compat's namespace for JAX)",
    "tensorflow": "tf.experimental.numpy",
    "dask": "array_api_compat.dask.array",
}
PEER_MODULE = {
    "numpy": "array_api_compat.numpy",
    "torch": "array_api_compat.torch",
    "jax": "jax.numpy",
    "tensorflow": "tensorflow.experimental.numpy",
    "dask": "array_api_compat.dask.array",
}


class Case(NamedTuple):
    name: str  # "sum", "linalg.qr"
    section: str
    kind: str  # "alias" | "wrapped" | "extra"
    ours: Callable[[], Any]
    native: Callable[[], Any] | None
    peer: Callable[[], Any] | None
    native_call: str  # how the native call is written, for the table
    note: str


# ------------------------------------------------------------------------- building cases


def _evaluated(evaluate: Callable[..., Any], out: Any) -> Any:
    """``out`` with its MLX arrays evaluated (a result that holds none, as it is)."""
    arrays = [o for o in (out if isinstance(out, tuple | list) else (out,)) if hasattr(o, "dtype")]
    if arrays:
        evaluate(*arrays)
    return out


def _convert(backend: str) -> Callable[[Any], Any]:
    if backend == "numpy":
        return lambda value: value
    if backend == "torch":
        import torch

        return torch.asarray
    if backend == "jax":
        import jax.numpy as jnp

        return jnp.asarray
    if backend == "tensorflow":
        import tensorflow as tf

        constant: Callable[[Any], Any] = tf.constant
        return constant
    if backend == "dask":
        import dask.array as da

        from_array: Any = da.from_array
        # several chunks per array, so a wrapper that rechunks or maps blocks shows its cost
        return lambda v: from_array(v, chunks=tuple(max(1, (s + 1) // 2) for s in v.shape))
    # any other registry row: its namespace's own asarray
    asarray: Callable[[Any], Any] = arraydispatch.namespace(backend).asarray
    return asarray


def python_call(call: Callable[[], Any]) -> Callable[[], Any]:
    """``call`` (a ``functools.partial``) as a Python function that makes the same call.

    Every side of a case is timed this way, the way library code calls: a Python frame
    with the arguments in the call's bytecode. A partial carrying keywords costs ~65 ns
    more per call than one without (it merges them into a new dict), so partials would
    charge that to whichever side the standard's signature makes use keywords, usually
    ours (``xp.sum(x, axis=0)`` against ``torch.sum(x, 0)``); a Python caller pays ~7 ns.
    """
    if not isinstance(call, functools.partial):
        return call
    values = {f"a{i}": value for i, value in enumerate(call.args)}
    keywords = {f"k{i}": (name, value) for i, (name, value) in enumerate(call.keywords.items())}
    arguments = [*values, *(f"{name}={key}" for key, (name, _) in keywords.items())]
    scope: dict[str, Any] = {
        "function": call.func,
        **values,
        **{key: value for key, (_, value) in keywords.items()},
    }
    exec(f"def call():\n    return function({', '.join(arguments)})", scope)
    made: Callable[[], Any] = scope["call"]
    return made


def _finish(backend: str) -> Callable[[Callable[[], Any]], Callable[[], Any]]:
    """Each side as a :func:`python_call`; on JAX, which dispatches asynchronously, one
    that waits for its result; on MLX, which evaluates lazily, one that evaluates it."""
    if backend == "mlx":
        import mlx.core as mx

        evaluate: Any = mx.eval
        return lambda fn: (lambda call: lambda: _evaluated(evaluate, call()))(python_call(fn))
    if backend != "jax":
        return python_call
    import jax

    block: Any = jax.block_until_ready
    return lambda fn: (lambda call: lambda: block(call()))(python_call(fn))


def _resolve(value: Any, inputs: _cases.Inputs, namespace: Any) -> Any:
    if value is _cases.N:
        return inputs.n
    if value is _cases.NN:
        return inputs.n * inputs.n
    if isinstance(value, _cases.Dtype):
        return getattr(namespace, str(value))
    if isinstance(value, str) and value in inputs.values:
        return inputs.values[value]
    if isinstance(value, list):
        return [_resolve(v, inputs, namespace) for v in value]
    if isinstance(value, tuple):
        return tuple(_resolve(v, inputs, namespace) for v in value)
    return value


def _lookup(module: Any, name: str) -> Any:
    for part in name.split("."):
        module = getattr(module, part, None)
        if module is None:
            return None
    return module


#: Where a native function is looked up to print its public name, short prefix first. A
#: backend without an entry is looked up in its registry row's framework module.
PUBLIC = {
    "numpy": (("np", "numpy"), ("np.linalg", "numpy.linalg"), ("np.fft", "numpy.fft")),
    "torch": (("torch", "torch"), ("torch.linalg", "torch.linalg"), ("torch.fft", "torch.fft")),
    "jax": (("jnp", "jax.numpy"), ("jnp.linalg", "jax.numpy.linalg"), ("jnp.fft", "jax.numpy.fft")),
    "tensorflow": (
        ("tf", "tensorflow"), ("tf.math", "tensorflow.math"), ("tf.linalg", "tensorflow.linalg"),
        ("tf.bitwise", "tensorflow.bitwise"), ("tf.signal", "tensorflow.signal"),
        ("tnp", "tensorflow.experimental.numpy"),
    ),
    "dask": (
        ("da", "dask.array"), ("da.linalg", "dask.array.linalg"), ("da.fft", "dask.array.fft"),
        ("np", "numpy"),
    ),
    "paddle": (
        ("paddle", "paddle"), ("paddle.linalg", "paddle.linalg"), ("paddle.fft", "paddle.fft"),
    ),
    "mlx": (("mx", "mlx.core"), ("mx.linalg", "mlx.core.linalg"), ("mx.fft", "mlx.core.fft")),
}  # fmt: skip
_PUBLIC_NAMES: dict[str, dict[int, str]] = {}  # a cache: module -> id(function) -> name


def _label(fn: Any, backend: str) -> str:
    """How a native call is written: ``torch.cat``, ``Tensor.to``, ``tf.reduce_sum``."""
    if isinstance(fn, _cases.P):
        fn = fn.func
    if type(fn).__name__ == "attrgetter":
        return repr(fn).replace("operator.attrgetter", "attribute")
    framework = BACKENDS_BY_NAME[backend].framework
    for prefix, module_name in PUBLIC.get(backend, ((framework, framework),)):
        if module_name not in _PUBLIC_NAMES:
            module = importlib.import_module(module_name)
            names: dict[int, str] = {}
            for name in dir(module):
                if not name.startswith("_"):
                    names.setdefault(id(getattr(module, name)), name)
            _PUBLIC_NAMES[module_name] = names
        found = _PUBLIC_NAMES[module_name].get(id(fn))
        if found is not None:
            return f"{prefix}.{found}"
    qualname = getattr(fn, "__qualname__", None) or ""
    if qualname and "<" not in qualname:
        return qualname  # a method: ndarray.astype, Tensor.to
    return "composite"


def _structure(out: Any) -> Any:
    """The shapes in a result (None for a non-array), to check a native call's match."""
    if isinstance(out, (tuple, list)):
        return tuple(_structure(o) for o in out)
    shape = getattr(out, "shape", None)
    return None if shape is None else tuple(shape)


def _has_array(structure: Any) -> bool:
    if isinstance(structure, tuple) and all(isinstance(s, tuple) for s in structure):
        return any(_has_array(s) for s in structure) or not structure
    return isinstance(structure, tuple)


def _matches(ours: Any, native: Any) -> bool:
    if ours == native or not _has_array(ours) or not _has_array(native):
        return True
    # torch.sort gives (values, indices) where the standard's sort gives values
    return isinstance(native, tuple) and bool(native) and native[0] == ours


def _ours(xp: Any, name: str) -> Any:
    return _lookup(xp, name)


def _is_alias(fn: Any) -> bool:
    return not (getattr(fn, "__module__", None) or "").startswith("arraydispatch")


def build_cases(backend: str, n: int, names: Iterable[str] | None = None) -> list[Case]:
    """The cases of ``backend`` at size n x n (all functions, or those in ``names``)."""
    xp: Any = arraydispatch.namespace(backend)
    peer: Any = None
    if backend in PEER_MODULE:  # a backend without a peer module has no peer column
        with contextlib.suppress(ImportError):
            peer = importlib.import_module(PEER_MODULE[backend])
    convert = _convert(backend)
    finish = _finish(backend)
    inputs = _cases.Inputs(n, {k: convert(v) for k, v in _cases.host_inputs(n).items()})
    natives = _cases.NATIVE[backend]() if backend in _cases.NATIVE else {}
    extra = _cases.EXTRA_KERNELS.get(backend, {})
    wanted = None if names is None else set(names)
    cases = []
    for section, name in _cases.function_names():
        if wanted is not None and name not in wanted:
            continue
        args, kwargs = _cases.SPEC_CALLS[name]
        ours_fn = _ours(xp, name)
        a = _resolve(args, inputs, xp)
        kw = _resolve(kwargs, inputs, xp)
        ours = finish(_cases.P(ours_fn, *a, **kw))
        note = ""
        native: Callable[[], Any] | None
        if _is_alias(ours_fn):
            kind, native, native_call = "alias", ours, _label(ours_fn, backend)
        else:
            kind = "extra" if name in extra else "wrapped"
            if name in natives:
                make = natives[name]
                raw = None if make is None else make(inputs)
            else:
                raw = _fallback(backend, name, a, kw)
            native = None if raw is None else finish(raw)
            native_call = "none" if raw is None else _label(raw, backend)
        peer_fn = None if peer is None else _lookup(peer, name)
        peer_call = None
        if peer_fn is not None:
            peer_call = finish(_cases.P(peer_fn, *_resolve(args, inputs, peer), **kw))
            try:
                peer_call()
            except Exception:  # the peer lacks this call on this input: no peer column
                peer_call = None
        if native is not None and kind != "alias":
            try:
                if not _matches(_structure(ours()), _structure(native())):
                    note = "native result has another shape"
            except Exception as error:  # e.g. dask's qr refuses a matrix chunked both ways
                native, note = None, f"{native_call} fails here: {type(error).__name__}"
        cases.append(Case(name, section, kind, ours, native, peer_call, native_call, note))
    return cases


def _fallback(backend: str, name: str, args: Any, kwargs: Any) -> Any:
    """The framework's function of the same name, called with the standard's arguments."""
    section, _, short = name.rpartition(".")
    for module_name in _cases.fallback(backend).get(section, ()):
        fn = getattr(importlib.import_module(module_name), short, None)
        if fn is not None:
            return _cases.P(fn, *args, **kwargs)
    return None


# ------------------------------------------------------------------------------ timing


def _per_call(fn: Callable[[], Any], number: int) -> float:
    return timeit.timeit(fn, number=number) / number


def measure(case: Case, rounds: int, budget: float) -> tuple[float, float, float]:
    """Best-of-``rounds`` seconds per call of ours, native and the peer (NaN if absent).

    Each round times every call in turn, ``number`` calls each, ``number`` sized so one
    call's turn takes about ``budget`` seconds; a call over ten budgets gets at most five
    rounds. An alias is timed once, as native.
    """
    alias = case.kind == "alias"
    fns = [None if alias else case.ours, case.native, case.peer]
    reference = case.native if case.native is not None else case.ours
    for fn in fns:  # warm-up: first calls compile (JAX), allocate, fill caches
        if fn is not None and fn is not reference:
            fn()
    reference()
    once = _per_call(reference, 1)
    number = max(1, int(budget / max(once, 1e-7)))
    if once > 10 * budget:  # a slow call (linalg at 256x256): fewer rounds, or hours
        rounds = min(rounds, 5)
    best = [float("inf") if fn is not None else float("nan") for fn in fns]
    for _ in range(rounds):
        for i, fn in enumerate(fns):
            if fn is not None:
                best[i] = min(best[i], _per_call(fn, number))
    ours, native, peer = best
    return (native if alias else ours), native, peer


def run(
    backend: str,
    n: int,
    rounds: int = ROUNDS,
    budget: float = BUDGET,
    names: Iterable[str] | None = None,
) -> dict[str, Any]:
    """One backend at one size: its rows and summary, JSON-ready."""
    if backend == "torch":
        import torch

        torch.set_num_threads(1)  # a shared machine: one thread keeps rounds comparable
    with warnings.catch_warnings():
        # the inputs are valid; what a framework warns about (overflow in det at 256x256,
        # deprecations) is not what is measured
        warnings.simplefilter("ignore")
        cases = build_cases(backend, n, names)
        rows = [_row(case, *measure(case, rounds, budget)) for case in cases]
    extra = _cases.EXTRA_KERNELS.get(backend, {})
    for row in rows:
        if row["kind"] == "extra":
            ours_ops, native_ops, why = extra[row["name"]]
            row["kernels"] = [ours_ops, native_ops]
            row["note"] = why + (f"; {row['note']}" if row["note"] else "")
    return {"backend": backend, "size": n, "peer": PEER_LABEL.get(backend, "none"), "rows": rows,
            "summary": summarize(rows)}  # fmt: skip


def _row(case: Case, ours: float, native: float, peer: float) -> dict[str, Any]:
    ratio = ours / native if native == native else None
    peer_ratio = peer / native if native == native and peer == peer else None
    return {
        "name": case.name,
        "section": case.section,
        "kind": case.kind,
        "native_call": case.native_call,
        "native_us": _us(native),
        "ours_us": _us(ours),
        "peer_us": _us(peer),
        "ratio": 1.0 if case.kind == "alias" else _round(ratio),
        "peer_ratio": _round(peer_ratio),
        "note": case.note,
    }


def _us(seconds: float) -> float | None:
    return None if seconds != seconds else round(seconds * 1e6, 3)


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _median(values: Sequence[float | None]) -> float | None:
    kept = [v for v in values if v is not None]
    return round(statistics.median(kept), 4) if kept else None


def summarize(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Medians of ours/native and peer/native: over the whole namespace (aliases at 1.00)
    and over the wrapped functions; both leave out the extra-kernel functions, which
    measure other work (their own median is given apart)."""
    plain = [r for r in rows if r["kind"] != "extra"]
    wrapped = [r for r in rows if r["kind"] == "wrapped"]
    extra = [r for r in rows if r["kind"] == "extra"]
    return {
        "functions": len(rows),
        "aliases": sum(r["kind"] == "alias" for r in rows),
        "wrapped": len(wrapped),
        "extra": len(extra),
        "no_native": [r["name"] for r in rows if r["kind"] != "alias" and r["ratio"] is None],
        "median_namespace": _median([r["ratio"] for r in plain]),
        "median_wrapped": _median([r["ratio"] for r in wrapped]),
        "median_extra": _median([r["ratio"] for r in extra]),
        "peer_median_namespace": _median([r["peer_ratio"] for r in plain]),
        "peer_median_wrapped": _median([r["peer_ratio"] for r in wrapped]),
    }


# ------------------------------------------------------------------------------ tables


def _fmt(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def table(result: dict[str, Any]) -> str:
    """The result as text: the function table, the summary, the extra-kernel table."""
    backend, n, rows = result["backend"], result["size"], result["rows"]
    s = result["summary"]
    head = (
        f"{'section':20s} {'function':24s} {'kind':7s} {'native µs':>10s} {'ours µs':>9s} "
        f"{'peer µs':>9s} {'ours/nat':>8s} {'peer/nat':>8s}  native call"
    )
    lines = [
        f"== {backend}, float32 {n}x{n} (peer: {result['peer']}) ==",
        head,
        "-" * len(head),
    ]
    for r in rows:
        if r["kind"] == "extra":
            continue
        lines.append(
            f"{r['section']:20s} {r['name']:24s} {r['kind']:7s} {_fmt(r['native_us'], '10.2f')} "
            f"{_fmt(r['ours_us'], '9.2f')} {_fmt(r['peer_us'], '9.2f')} "
            f"{_fmt(r['ratio'], '8.3f')} {_fmt(r['peer_ratio'], '8.3f')}  {r['native_call']}"
            + (f"  ({r['note']})" if r["note"] else "")
        )
    lines += [
        "",
        f"{backend} {n}x{n}: {s['functions']} functions, {s['aliases']} aliases, "
        f"{s['wrapped']} wrapped, {s['extra']} with extra kernels",
        f"  median ours/native: whole namespace {_fmt(s['median_namespace'], '.3f')}, "
        f"wrapped {_fmt(s['median_wrapped'], '.3f')}",
        f"  median peer/native: whole namespace {_fmt(s['peer_median_namespace'], '.3f')}, "
        f"wrapped {_fmt(s['peer_median_wrapped'], '.3f')}",
    ]
    if s["no_native"]:
        lines.append(f"  no native call to compare with: {', '.join(s['no_native'])}")
    extra = [r for r in rows if r["kind"] == "extra"]
    if extra:
        lines += [
            "",
            f"-- {backend} {n}x{n}: functions with extra kernels for the standard's values --",
            f"{'function':24s} {'ops ours/native':>15s} {'native µs':>10s} {'ours µs':>9s} "
            f"{'ours/nat':>8s} {'peer/nat':>8s}  why",
        ]
        for r in extra:
            ops = f"{r['kernels'][0]}/{r['kernels'][1]}"
            lines.append(
                f"{r['name']:24s} {ops:>15s} {_fmt(r['native_us'], '10.2f')} "
                f"{_fmt(r['ours_us'], '9.2f')} {_fmt(r['ratio'], '8.3f')} "
                f"{_fmt(r['peer_ratio'], '8.3f')}  {r['note']}"
            )
        lines.append(f"  median ours/native: {_fmt(s['median_extra'], '.3f')}")
    return "\n".join(lines)


def summary_table(results: Sequence[dict[str, Any]]) -> str:
    """One line per backend and size: the medians."""
    head = (
        f"{'backend':11s} {'size':>7s} {'namespace':>9s} {'wrapped':>8s} {'peer ns':>8s} "
        f"{'peer wr':>8s} {'extra':>6s}"
    )
    lines = ["== medians of ours/native (peer/native) ==", head]
    for res in results:
        s = res["summary"]
        lines.append(
            f"{res['backend']:11s} {str(res['size']) + 'x' + str(res['size']):>7s} "
            f"{_fmt(s['median_namespace'], '9.3f')} {_fmt(s['median_wrapped'], '8.3f')} "
            f"{_fmt(s['peer_median_namespace'], '8.3f')} "
            f"{_fmt(s['peer_median_wrapped'], '8.3f')} {_fmt(s['median_extra'], '6.3f')}"
        )
    return "\n".join(lines)


def available(backends: Iterable[str]) -> list[str]:
    return [b for b in backends if importlib.util.find_spec(b) is not None]


def main(argv: Sequence[str] | None = None) -> list[dict[str, Any]]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", action="append", choices=_cases.BACKENDS)
    parser.add_argument("--size", action="append", type=int, choices=SIZES)
    parser.add_argument("--rounds", type=int, default=ROUNDS, help=f"default {ROUNDS}")
    parser.add_argument("--budget", type=float, default=BUDGET,
                        help=f"seconds per call's turn in a round (default {BUDGET})")  # fmt: skip
    parser.add_argument("--function", action="append", help="only these (e.g. sum, linalg.qr)")
    parser.add_argument("--json", type=Path, help="write the results here")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error(f"--rounds must be at least 1, got {args.rounds}")
    backends = available(args.backend or _cases.BACKENDS)
    results = []
    start = time.perf_counter()
    for backend in backends:
        for n in args.size or SIZES:
            result = run(backend, n, args.rounds, args.budget, args.function)
            results.append(result)
            print(table(result), end="\n\n", flush=True)
    print(summary_table(results))
    print(f"\n{time.perf_counter() - start:.0f} s, {args.rounds} rounds")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(_document(results, args), indent=1) + "\n")
        print(f"wrote {args.json}")
    return results


def _document(results: list[dict[str, Any]], args: argparse.Namespace) -> dict[str, Any]:
    versions = {}
    for module in ("numpy", "torch", "jax", "tensorflow", "dask", "array_api_compat"):
        try:
            versions[module] = importlib.import_module(module).__version__
        except ImportError:
            continue
    return {
        "meta": {
            "arraydispatch": arraydispatch.__version__,
            "versions": versions,
            "python": platform.python_version(),
            "machine": platform.machine(),
            "rounds": args.rounds,
            "budget_s": args.budget,
            "date": time.strftime("%Y-%m-%d"),
        },
        "results": results,
    }


if __name__ == "__main__":
    main()
