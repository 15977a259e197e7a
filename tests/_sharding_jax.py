"""Child script of tests/test_sharded_jax.py: a library function on arrays sharded over 8
host devices. XLA reads ``--xla_force_host_platform_device_count`` when JAX starts, so this
runs in its own process; it prints one JSON object: each operation's output sharding,
eagerly and under ``jax.jit``, and the shardings creation functions give."""

from __future__ import annotations

import os

os.environ["XLA_FLAGS"] = (
    os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8"
).strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import json
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

import arraydispatch


def library_function(x: Any, w: Any) -> Any:
    """Written once against the standard: standardize the rows, project, score."""
    xp = arraydispatch.get_namespace(x, w)
    centred = x - xp.mean(x, axis=1, keepdims=True)
    z = centred / (xp.std(x, axis=1, keepdims=True) + 1.0)
    return xp.tanh(xp.matmul(z, w))


#: operation family -> name -> f(xp, x)
OPERATIONS: dict[str, dict[str, Callable[[Any, Any], Any]]] = {
    "elementwise": {
        "sin": lambda xp, x: xp.sin(x),
        "add": lambda xp, x: xp.add(x, 1.0),
        "where": lambda xp, x: xp.where(x > 3, x, 0.0),
        "exp of int32": lambda xp, x: xp.exp(xp.astype(x, xp.int32)),
    },
    "reduction": {
        "sum, unsharded axis": lambda xp, x: xp.sum(x, axis=1),
        "mean, unsharded axis": lambda xp, x: xp.mean(x, axis=1),
        "std, unsharded axis": lambda xp, x: xp.std(x, axis=1),
        "argmax, unsharded axis": lambda xp, x: xp.argmax(x, axis=1),
        "sum, sharded axis": lambda xp, x: xp.sum(x, axis=0),
        "max, all axes": lambda xp, x: xp.max(x),
        "cumulative_sum, sharded axis": lambda xp, x: xp.cumulative_sum(x, axis=0),
        "cumulative_prod, unsharded axis": lambda xp, x: xp.cumulative_prod(x / 64, axis=1),
    },
    "matmul": {
        "matmul by replicated": lambda xp, x: xp.matmul(x, xp.ones((4, 3))),
        "tensordot": lambda xp, x: xp.tensordot(x, xp.ones((4, 3)), axes=1),
        "vecdot": lambda xp, x: xp.vecdot(x, x),
        "gram x.T @ x": lambda xp, x: xp.matmul(xp.matrix_transpose(x), x),
    },
    "manipulation": {
        "concat, unsharded axis": lambda xp, x: xp.concat([x, x], axis=1),
        "expand_dims": lambda xp, x: xp.expand_dims(x, axis=0),
        "sort, unsharded axis": lambda xp, x: xp.sort(x, axis=1),
        "searchsorted into replicated": lambda xp, x: xp.searchsorted(xp.arange(10.0), x),
    },
    "fft, linalg": {
        "fft, unsharded axis": lambda xp, x: xp.fft.fft(x, axis=1),
        "vector_norm, unsharded axis": lambda xp, x: xp.linalg.vector_norm(x, axis=1),
    },
    "data-dependent shape": {
        "unique_values": lambda xp, x: xp.unique_values(x),
    },
}


def describe(out: Any) -> dict[str, Any]:
    sharding = out.sharding
    spec = getattr(sharding, "spec", None)
    if spec is not None:  # P("rows") and P("rows", None) say the same of a 2-D array
        spec = [None if s is None else str(s) for s in spec]
        spec += [None] * (out.ndim - len(spec))
    return {
        "spec": spec,
        "devices": len(sharding.device_set),
        "addressable_shards": len(out.addressable_shards),
    }


def main() -> None:
    devices = np.array(jax.devices()).reshape(4, 2)
    mesh = Mesh(devices, ("rows", "cols"))
    rows = NamedSharding(mesh, P("rows", None))
    host = np.arange(64.0, dtype=np.float32).reshape(16, 4)
    x = jax.device_put(jnp.asarray(host), rows)
    xp = arraydispatch.get_namespace(x)
    # the reference: the standard's functions on NumPy (NumPy < 2's own module has no
    # astype, concat, vecdot or cumulative_sum)
    numpy_xp = arraydispatch.namespace("numpy")
    report: dict[str, Any] = {"device_count": jax.device_count(), "operations": {}}
    for family, operations in OPERATIONS.items():
        for name, op in operations.items():
            entry: dict[str, Any] = {"family": family}
            for mode, run in (("eager", op), ("jit", jax.jit(lambda x, op=op: op(xp, x)))):
                try:
                    out = run(xp, x) if mode == "eager" else run(x)
                    expected = op(numpy_xp, host)  # NumPy: the same call, unsharded
                    close = np.allclose(np.asarray(out), expected, rtol=1e-4, atol=1e-4)
                    entry[mode] = {**describe(out), "equal_numpy": bool(close)}
                except Exception as error:
                    entry[mode] = {"error": type(error).__name__}
            report["operations"][name] = entry
    w = jax.device_put(jnp.ones((4, 3)), NamedSharding(mesh, P()))
    for mode, run in (("eager", library_function), ("jit", jax.jit(library_function))):
        report[f"library_{mode}"] = describe(run(x, w))
    creation = {
        "zeros": lambda: xp.zeros((16, 4), device=rows),
        "ones": lambda: xp.ones((16, 4), device=rows),
        "full": lambda: xp.full((16, 4), 2.0, device=rows),
        "empty": lambda: xp.empty((16, 4), device=rows),
        "eye": lambda: xp.eye(16, 4, device=rows),
        "asarray": lambda: xp.asarray(host, device=rows),
        "zeros_like": lambda: xp.zeros_like(x),
        "arange": lambda: xp.arange(16, device=NamedSharding(mesh, P("rows"))),
        "linspace": lambda: xp.linspace(0, 1, 16, device=NamedSharding(mesh, P("rows"))),
    }
    native = {
        "zeros": jnp.zeros((16, 4), device=rows),
        "arange": jnp.arange(16, device=NamedSharding(mesh, P("rows"))),
    }
    report["creation"] = {name: describe(make()) for name, make in creation.items()}
    gathered = arraydispatch.convert(x, "numpy")
    report["convert_to_numpy"] = {
        "type": type(gathered).__name__,
        "equal": bool(np.array_equal(gathered, host)),
    }
    report["creation_native"] = {name: describe(out) for name, out in native.items()}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
