"""Child script of tests/test_devices.py: ``from_dlpack(device=, copy=)`` and
``convert(y, like=X)`` across two host devices of one framework.

A second device exists only if the framework is told before it starts: JAX reads
``--xla_force_host_platform_device_count`` from XLA_FLAGS, TensorFlow splits its CPU into
logical devices before its first op. So this runs in its own process, ``python
tests/_convert_devices.py jax|tensorflow``, and prints one JSON object:

- ``"from_dlpack"``: ``[source, device, copy, home, outcome]`` rows: ``device`` is the index
  of the device asked for (None: none), ``home`` the index of the device the result must be
  on, and the outcome ``"shared <index>"``, ``"copy <index>"`` (the result's device) or
  ``"error <Type> BufferError=<bool> ValueError=<bool>"``;
- ``"like"``: ``[input, outcome]`` rows for ``convert(y, like=X)`` with ``X`` on device 1.

:func:`problems` checks rows against the standard's rules for ``device=`` and ``copy=``;
tests/test_convert.py applies it to the devices of the test process too.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout, for tests.*

import json
from typing import Any

import numpy as np

import arraydispatch
from tests._conversion_cases import _aligned, _host, _pointer


def _devices(framework: str) -> tuple[Any, list[Any]]:
    """The namespace and its two host devices (the framework set up for two)."""
    if framework == "jax":
        import jax

        return arraydispatch.namespace("jax"), list(jax.devices("cpu"))
    import tensorflow as tf

    cpu = tf.config.list_physical_devices("CPU")[0]
    tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
    xp = arraydispatch.namespace("tensorflow")
    return xp, list(xp.__array_namespace_info__().devices())


def _sources(framework: str, xp: Any, devices: list[Any]) -> dict[str, Any]:
    """Producers: 64-byte-aligned float32 NumPy and torch memory (shared where the device
    allows), and the framework's own arrays on each device."""
    values = _aligned(np.arange(8, dtype=np.float32))
    sources: dict[str, Any] = {"numpy": values}
    try:
        import torch

        sources["torch"] = torch.arange(8, dtype=torch.float32)
    except ImportError:
        pass
    for index, device in enumerate(devices):
        sources[f"{framework} on device {index}"] = xp.asarray(values.copy(), device=device)
    return sources


def outcome(
    devices: list[Any], xp: Any, source: Any, function: Any, *args: Any, **kwargs: Any
) -> str:
    """What ``function(*args, **kwargs)`` gives: shared with ``source`` or a copy, on which
    of ``devices``; or the error, with whether it is a BufferError and a ValueError."""
    try:
        result = function(*args, **kwargs)
    except Exception as error:
        return (
            f"error {type(error).__name__} BufferError={isinstance(error, BufferError)} "
            f"ValueError={isinstance(error, ValueError)}"
        )
    assert arraydispatch.get_namespace(result) is xp
    where = devices.index(arraydispatch.device(result))
    on_meta = getattr(getattr(result, "device", None), "type", None) == "meta"
    if not on_meta:  # a meta tensor has no values to compare
        np.testing.assert_array_equal(_host(result), _host(source))
    pointer = None if isinstance(source, list) else _pointer(source)
    shared = not on_meta and pointer is not None and pointer == _pointer(result)
    return f"{'shared' if shared else 'copy'} {where}"


#: copy=False where only a copy can do: the standard asks for BufferError and ValueError
COPY_NEEDED = "error CopyNeededError BufferError=True ValueError=True"


def problems(rows: list[list[Any]]) -> list[str]:
    """Where ``[source, device, copy, home, outcome]`` rows break the standard's rules:
    every result on ``home``; ``copy=True`` always a copy; ``copy=False`` shares exactly
    where ``copy=None`` shares, and raises CopyNeededError elsewhere."""
    cases: dict[tuple[Any, ...], dict[Any, str]] = {}
    for source, device, copy, home, result in rows:
        cases.setdefault((source, device, home), {})[copy] = result
    found = []
    for (source, device, home), by_copy in cases.items():
        default = by_copy[None]
        strict = default if default.startswith("shared") else COPY_NEEDED
        expected = {None: default, True: f"copy {home}", False: strict}
        if default not in (f"shared {home}", f"copy {home}"):
            expected[None] = f"shared or copy {home}"
        for copy, wanted in expected.items():
            if by_copy[copy] != wanted:
                found.append(
                    f"from_dlpack({source}, device={device}, copy={copy}): {by_copy[copy]}, "
                    f"expected {wanted}"
                )
    return found


def main(framework: str) -> None:
    xp, devices = _devices(framework)
    sources = _sources(framework, xp, devices)
    report: dict[str, list[list[Any]]] = {"from_dlpack": [], "like": []}
    for name, source in sources.items():
        origin = int(name[-1]) if name[-1].isdigit() else 0  # host memory: device 0
        for index in (None, 0, 1):
            device = None if index is None else devices[index]
            for copy in (None, True, False):
                result = outcome(
                    devices, xp, source, xp.from_dlpack, source, device=device, copy=copy
                )
                home = origin if index is None else index
                report["from_dlpack"].append([name, index, copy, home, result])
    like = xp.zeros(3, device=devices[1])
    inputs: dict[str, Any] = {"list": [float(v) for v in range(8)], **sources}
    try:
        import pandas as pd

        inputs["pandas.Series"] = pd.Series(np.arange(8, dtype=np.float32))
    except ImportError:
        pass
    for name, value in inputs.items():
        report["like"].append(
            [name, outcome(devices, xp, value, arraydispatch.convert, value, like=like)]
        )
    print(json.dumps(report))


if __name__ == "__main__":
    # read by JAX when it starts, before its first array (this module imports JAX lazily;
    # tests that import it for problems() keep their own devices)
    os.environ["XLA_FLAGS"] = (
        os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=2"
    ).strip()
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    main(sys.argv[1])
