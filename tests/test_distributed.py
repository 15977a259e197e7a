"""A library function written once against the standard, run on a real dask.distributed
cluster (2 worker processes) through arraydispatch.get_namespace.

Checks: the result equals NumPy's; building the graph computes nothing; the tasks run in
the worker processes, not in this one; the cluster shuts down even when the body raises;
and on a cluster whose workers' memory limit is smaller than the input (spilling to disk),
a library function runs without the data ever reaching this process.
Only loopback networking, no dashboard: fit for a 2-core CI machine.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest

import arraydispatch

dask = pytest.importorskip("dask")
da = pytest.importorskip("dask.array")
distributed = pytest.importorskip("distributed")

pytestmark = [
    pytest.mark.slow,
    # a slow CI disk makes distributed warn while it creates worker directories
    pytest.mark.filterwarnings(
        "ignore:Creating scratch directories is taking a surprisingly long time:UserWarning"
    ),
]


@contextmanager
def local_cluster(**options: Any) -> Iterator[Any]:
    """A LocalCluster of 2 worker processes and a client; both closed whatever happens."""
    cluster = distributed.LocalCluster(
        n_workers=2,
        processes=True,
        threads_per_worker=1,
        dashboard_address=None,
        host="127.0.0.1",
        worker_dashboard_address=None,
        # no dashboard; the scheduler's /metrics server gets a free port, not 8787 (which
        # another cluster on the machine may hold)
        scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
        **options,
    )
    try:
        client = distributed.Client(cluster)
        try:
            yield client
        finally:
            client.close()
    finally:
        cluster.close()


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    with local_cluster() as client:
        yield client


def whiten(x: Any) -> tuple[Any, Any]:
    """Standardize the columns of ``x`` and return them with the sorted eigenvalues of their
    correlation matrix. Written once, against the standard only."""
    xp = arraydispatch.get_namespace(x)
    n = x.shape[0]
    z = (x - xp.mean(x, axis=0)) / xp.std(x, axis=0, correction=1)
    correlation = xp.matmul(xp.matrix_transpose(z), z) / (n - 1)
    eigenvalues = xp.sort(xp.linalg.eigvalsh(correlation), descending=True)
    spectrum = xp.abs(xp.fft.rfft(z, axis=0))  # along the chunked axis: rechunked
    return eigenvalues, xp.sum(spectrum, axis=1)


def test_library_function_on_cluster_equals_numpy(client: Any) -> None:
    rng = np.random.default_rng(0)
    data = rng.standard_normal((400, 6))
    x = da.from_array(data, chunks=(50, 3))  # chunked in both dimensions

    with distributed.get_task_stream(client) as building:
        lazy = whiten(x)
    assert building.data == [], "building the graph ran tasks"
    assert all(isinstance(part, da.Array) for part in lazy)

    with distributed.get_task_stream(client) as stream:
        eigenvalues, spectrum = client.compute(lazy, sync=True)

    expected_eigenvalues, expected_spectrum = whiten(data)
    np.testing.assert_allclose(eigenvalues, expected_eigenvalues, rtol=1e-9)
    np.testing.assert_allclose(spectrum, expected_spectrum, rtol=1e-9, atol=1e-9)

    workers = set(client.scheduler_info()["workers"])
    ran_on = {task["worker"] for task in stream.data}
    assert len(stream.data) > 16  # the graph's tasks, not one gathered blob
    assert ran_on <= workers
    assert len(ran_on) == 2, f"tasks ran on {ran_on}, expected both workers"
    worker_pids = set(client.run(os.getpid).values())
    assert os.getpid() not in worker_pids
    assert len(worker_pids) == 2


def test_namespace_calls_do_not_compute_on_cluster(client: Any) -> None:
    xp = arraydispatch.namespace("dask")
    x = da.from_array(np.arange(24.0).reshape(4, 6), chunks=(2, 2))
    with distributed.get_task_stream(client) as stream:
        xp.unique_values(x)
        xp.linalg.svd(x, full_matrices=False)
        xp.nonzero(x > 3)
        xp.argsort(x, axis=1)
    assert stream.data == []


def test_cluster_shuts_down_when_the_body_raises() -> None:
    seen: list[Any] = []

    def failing_body() -> None:
        with local_cluster() as client:
            seen.append(client)
            assert len(client.scheduler_info()["workers"]) == 2
            raise ZeroDivisionError

    with pytest.raises(ZeroDivisionError):
        failing_body()
    (client,) = seen
    cluster = client.cluster
    assert client.status == "closed"
    assert cluster.status.name == "closed"
    assert all(not process.is_alive() for process in _worker_processes(cluster))


def _worker_processes(cluster: Any) -> list[Any]:
    processes = []
    for worker in cluster.workers.values():
        process = getattr(worker, "process", None)
        if process is not None and getattr(process, "process", None) is not None:
            processes.append(process.process)
    return processes


# ------------------------------------------------- a cluster smaller than its input

#: Spill early, and never pause or kill a worker for memory: a paused worker on a 2-core
#: CI machine would stall the test instead of exercising the spill path.
SPILL_CONFIG = {
    "distributed.worker.memory.target": 0.25,
    "distributed.worker.memory.spill": 0.3,
    "distributed.worker.memory.pause": False,
    "distributed.worker.memory.terminate": False,
}


def standardize_and_spectrum(x: Any) -> tuple[Any, Any, Any, Any]:
    """A library function, written once: column statistics, the standardized data and the
    eigenvalues of its correlation matrix."""
    xp = arraydispatch.get_namespace(x)
    mean = xp.mean(x, axis=0)
    std = xp.std(x, axis=0, correction=1)
    z = (x - mean) / std
    correlation = xp.matmul(xp.matrix_transpose(z), z) / (x.shape[0] - 1)
    return z, mean, std, xp.sort(xp.linalg.eigvalsh(correlation), descending=True)


@pytest.mark.filterwarnings("ignore::UserWarning:distributed")
def test_input_larger_than_worker_memory_spills_and_stays_on_the_cluster() -> None:
    psutil = pytest.importorskip("psutil")
    with dask.config.set(SPILL_CONFIG), local_cluster(memory_limit="256MiB") as client:
        # 305 MiB of uniform noise, made by the workers: larger than either worker's limit
        x = da.random.default_rng(0).random((2_500_000, 16), chunks=(125_000, 16))
        assert x.nbytes > 256 * 2**20
        before = psutil.Process().memory_info().rss
        x = x.persist()
        distributed.wait(x)
        z, mean, std, eigenvalues = standardize_and_spectrum(x)

        results = client.compute([mean, std, eigenvalues, z[:1000], x[:1000]], sync=True)
        grown = psutil.Process().memory_info().rss - before
        spilled = client.run(lambda dask_worker: dask_worker.data.spilled_total.disk)

    mean_, std_, eigenvalues_, z_sample, x_sample = results
    # the standardized sample is NumPy's standardization of the same rows
    np.testing.assert_allclose(z_sample, (x_sample - mean_) / std_, rtol=1e-12)
    # independent uniform columns: mean 1/2, std sqrt(1/12), correlation ~ the identity
    np.testing.assert_allclose(mean_, 0.5, atol=2e-3)
    np.testing.assert_allclose(std_, (1 / 12) ** 0.5, atol=2e-3)
    np.testing.assert_allclose(eigenvalues_, 1.0, atol=0.02)
    assert all(spilled_bytes > 0 for spilled_bytes in spilled.values()), spilled
    # only the small results came back: the 305 MiB input never reached this process
    assert grown < 64 * 2**20, f"the client grew by {grown / 2**20:.0f} MiB"


def test_library_function_on_a_small_cluster_input_equals_numpy() -> None:
    """The same function, on data small enough to compare with NumPy whole."""
    data = np.random.default_rng(1).random((2_000, 5))
    # no memory limit: a worker on Python 3.13 with the newest releases starts at about
    # 214 MiB, past the default 80% pause threshold of a 256 MiB limit, and a paused worker
    # never runs the graph (tests_latest hung here until CI's 90 minutes ran out)
    with local_cluster(memory_limit=0) as client:
        lazy = standardize_and_spectrum(da.from_array(data, chunks=(250, 5)))
        got = client.compute(list(lazy), sync=True)
    for value, expected in zip(got, standardize_and_spectrum(data), strict=True):
        np.testing.assert_allclose(value, expected, rtol=1e-10, atol=1e-12)
