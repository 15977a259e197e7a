"""Child script of tests/test_sharded_torch.py: torch DTensors sharded over a 2-process
gloo group on the loopback interface, through our namespace.

The parent runs this script with a time limit; it spawns 2 ranks, which build a
DeviceMesh, shard an (8, 4) tensor by rows, run every operation through
``arraydispatch.get_namespace`` and compare the gathered result with NumPy. Rank 0 prints
one JSON object: each operation's output placements and local shape, or its error.
Both ranks tear the process group down whatever happens.
"""

from __future__ import annotations

import json
import os
import socket
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

WORLD = 2


def operations(xp: Any, x: Any, replicated: Any) -> dict[str, tuple[str, Callable[..., Any]]]:
    """name -> (family, f(namespace, x, w)); called with our namespace and with NumPy."""
    return {
        "sin": ("elementwise", lambda xp, x, w: xp.sin(x)),
        "add scalar": ("elementwise", lambda xp, x, w: xp.add(x, 1.0)),
        "multiply": ("elementwise", lambda xp, x, w: xp.multiply(x, x)),
        "where": ("elementwise", lambda xp, x, w: xp.where(x > 3, x, 0.0)),
        "clip": ("elementwise", lambda xp, x, w: xp.clip(x, 1.0, 5.0)),
        "sign": ("elementwise", lambda xp, x, w: xp.sign(x)),
        "floor_divide": ("elementwise", lambda xp, x, w: xp.floor_divide(x, 3.0)),
        "exp of int64 (astype)": ("elementwise", lambda xp, x, w: xp.exp(xp.astype(x, xp.int64))),
        "sum, unsharded axis": ("reduction", lambda xp, x, w: xp.sum(x, axis=1)),
        "mean, unsharded axis": ("reduction", lambda xp, x, w: xp.mean(x, axis=1)),
        "mean of int64": ("reduction", lambda xp, x, w: xp.mean(xp.astype(x, xp.int64), axis=1)),
        "std, unsharded axis": ("reduction", lambda xp, x, w: xp.std(x, axis=1)),
        "argmax, unsharded axis": ("reduction", lambda xp, x, w: xp.argmax(x, axis=1)),
        "cumulative_sum, unsharded axis": (
            "reduction", lambda xp, x, w: xp.cumulative_sum(x, axis=1)
        ),
        "sum, sharded axis": ("reduction", lambda xp, x, w: xp.sum(x, axis=0)),
        "var, sharded axis": ("reduction", lambda xp, x, w: xp.var(x, axis=0)),
        "sum, all axes": ("reduction", lambda xp, x, w: xp.sum(x)),
        "matmul by replicated": ("matmul", lambda xp, x, w: xp.matmul(x, w)),
        "tensordot": ("matmul", lambda xp, x, w: xp.tensordot(x, w, axes=1)),
        "vecdot": ("matmul", lambda xp, x, w: xp.vecdot(x, x)),
        "gram x.T @ x": ("matmul", lambda xp, x, w: xp.matmul(xp.matrix_transpose(x), x)),
        "concat, unsharded axis": ("manipulation", lambda xp, x, w: xp.concat([x, x], axis=1)),
        "expand_dims": ("manipulation", lambda xp, x, w: xp.expand_dims(x, axis=0)),
        "sort, unsharded axis": ("manipulation", lambda xp, x, w: xp.sort(x, axis=1)),
        "fft, unsharded axis": ("fft, linalg", lambda xp, x, w: xp.fft.fft(x, axis=1)),
        "vector_norm, unsharded axis": (
            "fft, linalg", lambda xp, x, w: xp.linalg.vector_norm(x, axis=1)
        ),
        "zeros_like": ("creation", lambda xp, x, w: xp.zeros_like(x)),
        "unique_values": ("data-dependent shape", lambda xp, x, w: xp.unique_values(x)),
    }  # fmt: skip


def _placement(placement: Any) -> str:
    """A placement as torch 2.13 writes it: ``Partial`` is ``P(sum)`` there, ``P`` in 2.5."""
    reduce_op = getattr(placement, "reduce_op", None)
    return f"P({reduce_op})" if reduce_op is not None else str(placement)


def rank_main(rank: int, port: int, out_path: str) -> None:
    dist.init_process_group(
        "gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=WORLD
    )
    try:
        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.tensor import DTensor, Replicate, Shard, distribute_tensor

        import arraydispatch

        mesh = init_device_mesh("cpu", (WORLD,))
        host = np.arange(32.0, dtype=np.float32).reshape(8, 4)
        x = distribute_tensor(torch.from_numpy(host.copy()), mesh, [Shard(0)])
        w = distribute_tensor(torch.ones(4, 3), mesh, [Replicate()])
        xp = arraydispatch.get_namespace(x)
        # the reference: the standard's functions on NumPy (NumPy < 2's own module has no
        # astype, concat, vecdot or cumulative_sum)
        numpy_xp = arraydispatch.namespace("numpy")
        report: dict[str, Any] = {"namespace": xp.__name__, "operations": {}}
        for name, (family, op) in operations(xp, x, w).items():
            entry: dict[str, Any] = {"family": family}
            try:
                out = op(xp, x, w)
                entry["dtensor"] = isinstance(out, DTensor)
                if isinstance(out, DTensor):
                    entry["placements"] = [_placement(p) for p in out.placements]
                    entry["local_shape"] = list(out.to_local().shape)
                    full = out.full_tensor()  # a collective: every rank calls it
                else:
                    full = out
                expected = op(numpy_xp, host, np.ones((4, 3), dtype=np.float32))
                got = full.detach().numpy()
                entry["equal_numpy"] = bool(np.allclose(got, expected, rtol=1e-5, atol=1e-5))
            except Exception as error:
                entry["error"] = type(error).__name__
            report["operations"][name] = entry
        if rank == 0:
            with open(out_path, "w") as file:
                json.dump(report, file)
    finally:
        # both ranks reach here before either tears gloo down: a rank that destroys the
        # group while its peer still talks to it aborts ("terminate called without an
        # active exception")
        dist.barrier()
        dist.destroy_process_group()


def main() -> None:
    with socket.socket() as probe:  # a free loopback port for the rendezvous
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    mp.start_processes(
        rank_main, args=(port, sys.argv[1]), nprocs=WORLD, join=True, start_method="spawn"
    )


if __name__ == "__main__":
    os.environ.setdefault("GLOO_SOCKET_IFNAME", "lo")
    main()
