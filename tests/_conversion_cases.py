"""The conversion matrix: every source layout x target x method, run in a child process.

Run as a script, this module prints one JSON line before each case and one after it (its
outcome; the protocol of tests/_isolated.py). A case that aborts the process (a C++
``abort`` in a framework, a segfault) therefore leaves a case without an outcome: the parent,
:func:`run_matrix`, records that case as ``crash`` and starts a new child at the next case.
One child runs every case (importing torch, JAX and TensorFlow costs ~5 s, once); a crash
costs one restart, not the suite.

The outcome of a case is one of:

- ``same``: the source itself (it already is the target's array);
- ``shared``: the result is a view of the source's memory (equal data pointers; for a
  writable source also a write through the source seen through the result);
- ``copy``: equal values, other memory;
- ``empty``: a zero-size array, no memory to compare (values, shape and dtype checked);
- ``error: <Type>``: a Python exception (its message is kept for the clarity check);
- ``wrong: <what>``: a result with other values, dtype or shape (always a failure);
- ``crash``: the process died (always a failure).

``docs/gen_conversion.py`` writes the matrix into docs/pipelines.md, and
tests/test_convert_matrix.py checks the docs against a fresh run.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from arraydispatch._registry import BACKENDS_BY_NAME

#: Every built-in backend, in the registry's order; array-api-strict as a source only (a
#: library with DLPack and no built-in backend). A backend needs its layouts in
#: _source_arrays() and _KINDS_OF below.
TARGETS = list(BACKENDS_BY_NAME)
SOURCES = [*TARGETS, "array_api_strict"]
#: ``from_dlpack(copy=False)`` is not in the docs' table: it must share exactly where
#: ``from_dlpack`` shares, and raise BufferError elsewhere (the test checks that).
METHODS = ["convert", "from_dlpack", "from_dlpack(copy=False)"]

#: Source layouts and dtypes, in table order, with what each one is.
KINDS = {
    "negative_strides": "a reversed view, x[::-1]",
    "strided": "every other element, x[::2]",
    "fortran": "a (3, 4) array in column-major order (torch: a transposed view)",
    "unaligned": "float32 starting 4 bytes past a 64-byte boundary",
    "readonly": "a read-only NumPy buffer",
    "zero_d": "a 0-D array",
    "zero_size": "a (0, 3) array",
    "bool": "bool",
    "complex64": "complex64",
    "int8": "int8",
    "bytes_view": "np.frombuffer(bytes): read-only, unaligned",
}


# ------------------------------------------------------------------------ sources


def _aligned_float32(n: int, offset: int = 0) -> Any:
    """float32 values 0..n-1 starting ``offset`` bytes past a 64-byte boundary."""
    import numpy as np

    buffer = np.empty(4 * n + 128, dtype=np.uint8)
    start = (-buffer.ctypes.data) % 64 + offset
    out = buffer[start : start + 4 * n].view(np.float32)
    out[:] = np.arange(n, dtype=np.float32)
    return out


def _aligned(values: Any, order: str = "C") -> Any:
    """A copy of NumPy ``values`` in a 64-byte-aligned buffer.

    NumPy's allocator aligns to 16 bytes only, so whether JAX and TensorFlow (which share
    only 64-byte-aligned memory) share a plain NumPy array is chance; aligned sources make
    every outcome of the matrix the same from run to run.
    """
    import numpy as np

    values = np.asarray(values)
    buffer = np.empty(values.nbytes + 64, dtype=np.uint8)
    start = (-buffer.ctypes.data) % 64
    raw = buffer[start : start + values.nbytes]
    out = raw.view(values.dtype).reshape(values.shape[::-1] if order == "F" else values.shape)
    out = out.T if order == "F" else out
    out[...] = values
    return out


def _numpy_kinds() -> dict[str, Any]:
    import numpy as np

    readonly = _aligned(np.arange(6.0))
    readonly.flags.writeable = False
    return {
        "negative_strides": _aligned(np.arange(10.0))[::-1],
        "strided": _aligned(np.arange(12.0))[::2],
        "fortran": _aligned(np.arange(12.0).reshape(3, 4), order="F"),
        "unaligned": _aligned_float32(8, offset=4),
        "readonly": readonly,
        "zero_d": _aligned(3.5),
        "zero_size": np.zeros((0, 3)),
        "bool": _aligned([True, False, True]),
        "complex64": _aligned(np.array([1 + 2j, 3 - 4j], dtype=np.complex64)),
        "int8": _aligned(np.array([-128, 0, 127], dtype=np.int8)),
        # a bytes object's data is 8-byte aligned at best; [1:] is never 64-byte aligned
        "bytes_view": np.frombuffer(b"\x00\x01\x02\x03\x04\x05\x06\x07", dtype=np.uint8)[1:],
    }


def _source_arrays(source: str) -> dict[str, Any]:
    """Each kind this source can express (layouts a framework cannot make are left out)."""
    import numpy as np

    base = _numpy_kinds()
    if source == "numpy":
        return base
    if source == "torch":
        import torch

        return {
            # torch has no negative strides (torch.flip copies), no read-only tensors
            "strided": torch.arange(12.0)[::2],
            "fortran": torch.arange(12.0).reshape(4, 3).T,
            "unaligned": torch.arange(9, dtype=torch.float32)[1:],
            "zero_d": torch.tensor(3.5),
            "zero_size": torch.zeros((0, 3)),
            "bool": torch.tensor([True, False, True]),
            "complex64": torch.tensor([1 + 2j, 3 - 4j], dtype=torch.complex64),
            "int8": torch.tensor([-128, 0, 127], dtype=torch.int8),
        }
    if source == "paddle":
        import paddle

        # paddle.Tensor slicing copies: only 0-D, zero-size and the dtypes
        kinds = ["zero_d", "zero_size", "bool", "complex64", "int8"]
        return {kind: paddle.to_tensor(base[kind].copy()) for kind in kinds}
    if source == "mlx":
        import mlx.core as mx

        # mlx.core.array copies host data in (it shares no NumPy memory): only 0-D,
        # zero-size and the dtypes
        kinds = ["zero_d", "zero_size", "bool", "complex64", "int8"]
        return {kind: mx.array(base[kind].copy()) for kind in kinds}
    if source in ("jax", "tensorflow"):
        # Arrays of both are dense and row-major: slicing copies, so the layouts do not
        # exist; only 0-D, zero-size and the dtypes.
        if source == "jax":
            import jax.numpy as make
        else:
            import tensorflow as tf

            make = tf.experimental.numpy
        kinds = ["zero_d", "zero_size", "bool", "complex64", "int8"]
        return {kind: make.asarray(base[kind].copy()) for kind in kinds}
    if source == "dask":
        import dask.array as da

        # over NumPy blocks with these layouts: computing hands the layout on
        return {kind: da.from_array(x, chunks=-1, asarray=False) for kind, x in base.items()}
    if source == "array_api_strict":
        import array_api_strict as xps

        # asarray of a NumPy array keeps its (aligned) buffer; slicing makes NumPy views
        strict = {
            kind: xps.asarray(base[kind])
            for kind in ["zero_d", "zero_size", "bool", "complex64", "int8"]
        }
        strict["negative_strides"] = xps.asarray(_aligned(np.arange(10.0)))[::-1]
        strict["strided"] = xps.asarray(_aligned(np.arange(12.0)))[::2]
        return {kind: strict[kind] for kind in KINDS if kind in strict}
    raise ValueError(source)


def cases() -> Iterator[tuple[str, str, str, str]]:
    """(source, kind, target, method), in a fixed order (the child resumes by index)."""
    for source in SOURCES:
        for kind in _KINDS_OF[source]:
            for target in TARGETS:
                for method in METHODS:
                    yield source, kind, target, method


#: Which kinds each source expresses (kept here so the parent need not import frameworks).
_KINDS_OF = {
    "numpy": list(KINDS),
    "torch": [
        "strided", "fortran", "unaligned", "zero_d", "zero_size", "bool", "complex64", "int8",
    ],
    "jax": ["zero_d", "zero_size", "bool", "complex64", "int8"],
    "tensorflow": ["zero_d", "zero_size", "bool", "complex64", "int8"],
    "dask": list(KINDS),
    "paddle": ["zero_d", "zero_size", "bool", "complex64", "int8"],
    "mlx": ["zero_d", "zero_size", "bool", "complex64", "int8"],
    "array_api_strict": [
        "negative_strides", "strided", "zero_d", "zero_size", "bool", "complex64", "int8",
    ],
}  # fmt: skip


# ------------------------------------------------------------------------ inspection


def _host(x: Any) -> Any:
    """A NumPy copy of ``x``'s values, read without DLPack (the thing under test)."""
    import numpy as np

    module = type(x).__module__
    if module.startswith("dask"):
        x = x.compute()
        module = type(x).__module__
    if module.startswith("torch"):
        return x.detach().cpu().resolve_conj().numpy().copy()
    if module.startswith(("tensorflow", "paddle")):
        return np.array(x.numpy())
    if module.startswith("array_api_strict"):
        return np.array(x._array)
    return np.array(x)


class _TensorFlowCapsule:
    """A DLPack producer of a TF tensor through tf.experimental.dlpack, for NumPy to read the
    tensor's memory: TensorFlow 2.18's EagerTensor has no __dlpack__ (2.21's has)."""

    def __init__(self, x: Any) -> None:
        import tensorflow as tf

        self._capsule = tf.experimental.dlpack.to_dlpack(x)

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self._capsule

    def __dlpack_device__(self) -> tuple[int, int]:
        return (1, 0)  # the host: the only device these tests read pointers on


def _dlpack_producer(x: Any) -> Any:
    return x if hasattr(x, "__dlpack__") else _TensorFlowCapsule(x)


def _pointer(x: Any) -> int | None:
    """The address of ``x``'s first element, or None where it has no host buffer to see."""
    module = type(x).__module__
    if module.startswith("numpy"):
        return int(x.__array_interface__["data"][0])
    if module.startswith("torch"):
        return int(x.data_ptr())
    if module.startswith("jax"):
        return int(x.unsafe_buffer_pointer())
    if module.startswith("array_api_strict"):
        return _pointer(x._array)
    if module.startswith("paddle"):
        return int(x.data_ptr())
    if module.startswith("mlx"):
        # mlx.core.array has no pointer accessor: its buffer protocol shares the memory
        import numpy as np

        return int(np.asarray(x).__array_interface__["data"][0])
    if module.startswith("tensorflow"):
        # TF has no pointer accessor: read it through a DLPack view (TF -> NumPy shares
        # memory for every dtype NumPy can import)
        import numpy as np

        try:
            return int(np.from_dlpack(_dlpack_producer(x)).__array_interface__["data"][0])
        except (BufferError, RuntimeError, TypeError, ValueError):
            return None
    if module.startswith("dask"):
        # a dask array over host memory holds views of it in its graph (computing may copy)
        import numpy as np

        for value in dict(x.__dask_graph__()).values():
            value = getattr(value, "value", value)  # a DataNode in newer graphs
            if isinstance(value, np.ndarray):
                return _pointer(value)
        return None
    return None


def _writable_source(x: Any) -> Any:
    """The host buffer a write can go through, or None (immutable producers)."""
    module = type(x).__module__
    if module.startswith("numpy"):
        return x if x.flags.writeable else None
    if module.startswith("torch"):
        return x
    if module.startswith("array_api_strict"):
        return _writable_source(x._array)
    return None


def _write_seen(source: Any, result: Any) -> bool:
    """Write a sentinel through ``source``'s first element; is it seen through ``result``?"""
    index = (0,) * source.ndim
    before = source[index].item()
    sentinel = (not before) if isinstance(before, bool) else (7 if before != 7 else 5)
    source[index] = sentinel
    try:
        return bool(_host(result).reshape(-1)[0] == sentinel)
    finally:
        source[index] = before


def _outcome(source_array: Any, result: Any, expected: Any) -> str:
    import numpy as np

    if result is source_array:
        return "same"
    got = _host(result)
    narrowed = ""
    if type(result).__module__.startswith("jax"):
        import jax

        # without jax_enable_x64, JAX turns every 64-bit dtype into its 32-bit one (its rule
        # for all input, jnp.asarray included)
        wanted = jax.dtypes.canonicalize_dtype(expected.dtype)
        if wanted != expected.dtype:
            expected, narrowed = expected.astype(wanted), f" ({wanted})"
    if type(result).__module__.startswith("mlx"):
        # the MLX namespace has no float64 and complex128: such data becomes float32 and
        # complex64 (docs/mlx.md), as every MLX function makes them
        narrower = {"float64": "float32", "complex128": "complex64"}.get(expected.dtype.name)
        if narrower is not None:
            expected, narrowed = expected.astype(narrower), f" ({narrower})"
    if got.shape != expected.shape:
        return f"wrong: shape {got.shape} != {expected.shape}"
    if got.dtype != expected.dtype:
        return f"wrong: dtype {got.dtype} != {expected.dtype}"
    if not np.array_equal(got, expected):
        return "wrong: values"
    if expected.size == 0:
        return "empty"
    source_pointer = _pointer(source_array)
    result_pointer = _pointer(result)
    shared = source_pointer is not None and source_pointer == result_pointer
    writable = _writable_source(source_array)
    target = type(result).__module__.split(".")[0].removesuffix("lib")  # jaxlib -> jax
    if writable is not None and target != "jax":
        # (a jax.Array caches its host value on the first read: the pointer is the proof)
        seen = _write_seen(writable, result)
        if seen != shared:
            return f"wrong: pointer says shared={shared}, a write says shared={seen}"
    return ("shared" if shared else "copy") + narrowed


def _run_case(
    source: str, kind: str, target: str, method: str, arrays: dict[str, Any]
) -> dict[str, str]:
    import arraydispatch
    from arraydispatch import convert

    x = arrays[kind]
    expected = _host(x)
    try:
        if method == "convert":
            result = convert(x, target)
        elif method == "from_dlpack":
            result = arraydispatch.namespace(target).from_dlpack(x)
        else:
            result = arraydispatch.namespace(target).from_dlpack(x, copy=False)
    except Exception as error:
        message = str(error).splitlines()[0] if str(error) else ""
        # by the standard's names: a CopyNeededError is its BufferError (and ValueError)
        kinds = (BufferError, TypeError, ValueError)
        kind = next((k for k in kinds if isinstance(error, k)), type(error)).__name__
        return {"outcome": f"error: {kind}", "message": message}
    namespace = arraydispatch.get_namespace(result)
    if namespace is not arraydispatch.namespace(target):
        return {"outcome": f"wrong: result is a {type(result).__module__} array"}
    return {"outcome": _outcome(x, result, expected)}


def _child(start: int) -> None:
    """Run the cases from index ``start`` on (tests/_isolated.py's child protocol)."""
    import warnings

    from tests._isolated import child_loop

    warnings.simplefilter("ignore")  # a framework's UserWarning is not an outcome
    from arraydispatch._common import _triton

    _triton.load_before_tensorflow()  # Paddle crashes when imported after TensorFlow
    arrays: dict[str, dict[str, Any]] = {}

    def run(case: tuple[str, str, str, str]) -> dict[str, str]:
        source = case[0]
        if source not in arrays:
            arrays[source] = _source_arrays(source)
        return _run_case(*case, arrays[source])

    all_cases = list(cases())
    child_loop([list(case) for case in all_cases], all_cases, start, run)


# ------------------------------------------------------------------------ parent


def run_matrix(timeout: float = 240.0) -> dict[tuple[str, str, str, str], dict[str, str]]:
    """Every case's outcome, each case run in a child process that may die."""
    from tests._isolated import run_cases

    keys, results = run_cases(Path(__file__), [], timeout)
    return {tuple(key): results.get(i, {"outcome": "missing"}) for i, key in enumerate(keys)}


def cell(results: dict[tuple[str, str, str, str], dict[str, str]], key: tuple[str, ...]) -> str:
    """A table cell: the outcome of convert, and of from_dlpack where it differs."""
    source, kind, target = key
    by_convert = results[(source, kind, target, "convert")]["outcome"]
    by_dlpack = results[(source, kind, target, "from_dlpack")]["outcome"]

    def name(outcome: str) -> str:
        return "=" if outcome == "same" else outcome.replace("error: ", "")

    if by_convert == by_dlpack:
        return name(by_convert)
    return f"{name(by_convert)} / {name(by_dlpack)}"


BEGIN = "<!-- conversion-matrix: generated by docs/gen_conversion.py, do not edit -->"
END = "<!-- conversion-matrix: end -->"


def render(results: dict[tuple[str, str, str, str], dict[str, str]]) -> str:
    """The matrix as a Markdown table, between the BEGIN and END markers."""
    lines = [
        BEGIN,
        "",
        "| source | layout / dtype | " + " | ".join(TARGETS) + " |",
        "|---|---|" + ":-:|" * len(TARGETS),
    ]
    for source in SOURCES:
        for kind in _KINDS_OF[source]:
            cells = [cell(results, (source, kind, target)) for target in TARGETS]
            lines.append(f"| {source} | {kind} | " + " | ".join(cells) + " |")
    lines += ["", END]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout, for tests.*
    _child(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
