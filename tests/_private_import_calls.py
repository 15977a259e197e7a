"""Namespace calls that between them run every private function a backend imports, for
tests/test_private_imports.py: run once with the private modules and once, in a child
process, with them blocked, the results must agree. Run as a script, it blocks the modules
named on its command line (after importing the framework, which needs them itself) and
prints the results as JSON.
"""

from __future__ import annotations

import importlib
import json
import sys
from typing import Any

import numpy as np


def tensorflow_results() -> dict[str, Any]:
    import arraydispatch.backends.tensorflow as xp

    f = xp.asarray([[0.5, -0.25, 0.75], [0.1, 0.9, -0.6]])
    g = xp.asarray([[0.3, 0.2, -0.1], [0.4, -0.5, 0.6]])
    i = xp.asarray([[3, -1, 2], [5, 0, 7]])
    j = xp.asarray([[1, 2, 0], [3, 1, 2]])
    b = xp.asarray([[True, False, True], [False, False, True]])
    c = xp.asarray([complex(-4, -0.0), complex(1, 2)])
    calls: dict[str, Any] = {}
    for name in ("acos", "asin", "atan", "atanh", "cos", "cosh", "exp", "sin", "sinh", "sqrt",
                 "tan", "tanh", "abs", "ceil", "expm1", "floor", "round", "isfinite", "isinf",
                 "isnan", "log1p", "negative", "reciprocal", "sign", "asinh"):  # fmt: skip
        calls[name] = getattr(xp, name)(f)
    calls["acosh"] = xp.acosh(f + 2)
    calls["log"] = xp.log(xp.abs(f))
    calls["sqrt complex"] = xp.sqrt(c)
    for name in ("add", "equal", "floor_divide", "greater", "greater_equal", "less",
                 "less_equal", "multiply", "not_equal", "subtract", "atan2", "divide",
                 "nextafter", "pow", "remainder", "maximum", "minimum"):  # fmt: skip
        calls[name] = getattr(xp, name)(f, g)
    for name in ("bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift",
                 "bitwise_right_shift"):  # fmt: skip
        calls[name] = getattr(xp, name)(i, j)
    calls["bitwise_invert"] = xp.bitwise_invert(i)
    calls["logical"] = [xp.logical_and(b, b), xp.logical_or(b, b), xp.logical_xor(b, b),
                        xp.logical_not(b), xp.bitwise_invert(b)]  # fmt: skip
    calls["clip"] = xp.clip(f, min=0.0, max=0.6)
    calls["statistical"] = [
        xp.sum(f, axis=0), xp.prod(f, axis=1), xp.max(f), xp.min(f, axis=0), xp.mean(f),
        xp.var(f, axis=1), xp.std(f), xp.max(b), xp.cumulative_sum(f, axis=1),
        xp.cumulative_prod(f, axis=0),
    ]  # fmt: skip
    calls["utility"] = [xp.all(f), xp.any(f, axis=0), xp.diff(f)]
    calls["searching"] = [xp.argmax(f, axis=1), xp.argmin(f), xp.where(b, f, g)]
    calls["sorting"] = [xp.sort(f, axis=1), xp.argsort(f, axis=1, descending=True),
                        xp.sort(i, descending=True)]  # fmt: skip
    calls["manipulation"] = [
        xp.concat([f, g]), xp.expand_dims(f, axis=0), xp.permute_dims(f, (1, 0)),
        xp.reshape(f, (3, 2)), xp.roll(f, 1), xp.roll(f, (1, 2), axis=(0, 1)),
        xp.squeeze(xp.expand_dims(f, axis=1), axis=1), xp.stack([f, g], axis=1),
        xp.tile(f, (2, 1)), *xp.unstack(f, axis=1), xp.matrix_transpose(f),
    ]  # fmt: skip
    calls["creation"] = [xp.ones_like(f), xp.zeros_like(i)]
    calls["astype"] = [xp.astype(f, xp.int32), xp.astype(i, xp.float64)]
    calls["indexing"] = [xp.take(f, xp.asarray([2, -1]), axis=1), xp.take_along_axis(f, j, axis=1)]
    calls["matmul"] = xp.matmul(f, xp.matrix_transpose(g))
    calls["fft"] = [xp.fft.rfft(f), xp.fft.irfft(xp.fft.rfft(f), n=3)]
    return calls


def numpy_results() -> dict[str, Any]:
    import arraydispatch.backends.dask as dask_xp
    import arraydispatch.backends.numpy as xp

    x = np.asarray([3.0, 1.0, 3.0, np.nan, 2.0, 1.0])
    calls: dict[str, Any] = {}
    for prefix, namespace in (("numpy", xp), ("dask", dask_xp)):
        y = namespace.asarray(x)
        for name in ("unique_all", "unique_counts", "unique_inverse"):
            result = getattr(namespace, name)(y)
            calls[f"{prefix} {name}"] = [list(result._fields), *result]
        result = namespace.linalg.eig(namespace.asarray(np.diag([2.0, 3.0])))
        calls[f"{prefix} eig"] = [list(result._fields), *result]
    return calls


def to_lists(value: Any) -> Any:
    """Results as JSON values: complex numbers as [re, im], NaN as None."""
    if isinstance(value, (list, tuple)):
        return [to_lists(v) for v in value]
    if isinstance(value, str):
        return value
    a = np.asarray(value)
    if a.dtype.kind == "c":
        a = np.stack([a.real, a.imag], axis=-1)
    a = a.astype(np.float64) if a.dtype.kind in "fcb" else a
    return np.where(np.isnan(a), None, a).tolist() if a.dtype.kind == "f" else a.tolist()


if __name__ == "__main__":
    backend, blocked = sys.argv[1], sys.argv[2:]
    importlib.import_module(backend)  # the framework itself imports its private modules
    if backend == "tensorflow":  # and so do its lazily loaded public API modules
        for public in ("math", "signal", "bitwise", "linalg", "nn", "dtypes", "experimental"):
            importlib.import_module(f"tensorflow.{public}")
    for module in blocked:
        sys.modules[module] = None  # type: ignore[assignment]
    results = {"tensorflow": tensorflow_results, "numpy": numpy_results}[backend]()
    fell_back = {}
    for module in blocked:  # where our code now finds each module's names
        if backend == "tensorflow":
            owner = sys.modules["arraydispatch.backends.tensorflow._data_types"]
            stand_in = getattr(owner, module.rpartition(".")[2])
            fell_back[module] = list(getattr(stand_in, "public_fallbacks", ()))
        else:  # the result types our NumPy kernels return
            kernels = sys.modules["arraydispatch._common._numpy_kernels"]
            fell_back[module] = kernels.UniqueAllResult.__module__
    output = {name: to_lists(value) for name, value in results.items()}
    print(json.dumps({"fell_back": fell_back, "results": output}))
