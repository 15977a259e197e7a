"""Private modules a backend imports for speed, and their public fallbacks.

TensorFlow's generated op modules (``tensorflow.python.ops.gen_*_ops``) and NumPy's
``numpy.lib._arraysetops_impl`` are private: a release may remove them or change a
function's parameters. Each is the fast path where it exists (checked here), and where it
does not, the public API stands in (arraydispatch/_common/_private.py). A child process
blocks the private modules (``sys.modules[name] = None``) and must give the same results.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from typing import Any

import pytest

from arraydispatch._common._private import private_or_public

from ._isolated import ROOT
from ._private_import_calls import numpy_results, tensorflow_results, to_lists

_TF_MODULES = [
    f"tensorflow.python.ops.{name}"
    for name in ("gen_array_ops", "gen_bitwise_ops", "gen_manip_ops", "gen_math_ops",
                 "gen_nn_ops", "gen_spectral_ops")
]  # fmt: skip


def _run_blocked(backend: str, blocked: list[str]) -> dict[str, Any]:
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    env["PYTHONPATH"] = os.pathsep.join(p for p in [str(ROOT), env.get("PYTHONPATH", "")] if p)
    child = subprocess.run(
        [sys.executable, "-m", "tests._private_import_calls", backend, *blocked],
        capture_output=True, text=True, timeout=600, env=env, check=False, cwd=ROOT,
    )  # fmt: skip
    assert child.returncode == 0, child.stderr[-3000:]
    results: dict[str, Any] = json.loads(child.stdout.strip().splitlines()[-1])
    return results


def _assert_same(fallback: Any, private: Any, what: str) -> None:
    """Nested lists of numbers (None for NaN) equal to a float32 rounding."""
    if isinstance(private, list):
        assert isinstance(fallback, list), what
        assert len(fallback) == len(private), what
        for k, (a, b) in enumerate(zip(fallback, private, strict=True)):
            _assert_same(a, b, f"{what}[{k}]")
    elif private is None or fallback is None or isinstance(private, str):
        assert fallback == private, what
    else:
        assert fallback == pytest.approx(private, rel=1e-6, abs=1e-7), what


def test_tensorflow_keeps_its_generated_op_modules() -> None:
    pytest.importorskip("tensorflow")
    from arraydispatch.backends.tensorflow import _data_types, _elementwise, fft

    for name in _TF_MODULES:
        attribute = name.rpartition(".")[2]
        assert getattr(_data_types, attribute) is sys.modules[name]
    assert _elementwise.gen_math_ops is sys.modules["tensorflow.python.ops.gen_math_ops"]
    assert fft._gen_spectral_ops is sys.modules["tensorflow.python.ops.gen_spectral_ops"]


def test_tensorflow_without_its_generated_op_modules() -> None:
    pytest.importorskip("tensorflow")
    from arraydispatch.backends.tensorflow import _data_types

    child = _run_blocked("tensorflow", _TF_MODULES)
    for name in _TF_MODULES:  # every name of every blocked module fell back
        expected = getattr(_data_types, f"_{name.rpartition('.')[2].upper()}")
        assert sorted(child["fell_back"][name]) == sorted(expected), name
    fallback = child["results"]
    private = {name: to_lists(value) for name, value in tensorflow_results().items()}
    assert fallback.keys() == private.keys()
    for name in private:
        _assert_same(fallback[name], private[name], name)


def test_numpy_keeps_its_own_result_tuples() -> None:
    import numpy as np

    if np.__version__ < "2":
        pytest.skip("NumPy 1.x has no numpy.lib._arraysetops_impl: ours stand in (tested below)")
    from numpy.lib import _arraysetops_impl
    from numpy.linalg import _linalg

    import arraydispatch.backends.numpy as xp

    assert type(xp.unique_all(np.asarray([1, 1, 2]))) is _arraysetops_impl.UniqueAllResult
    assert type(xp.unique_counts(np.asarray([1]))) is _arraysetops_impl.UniqueCountsResult
    assert type(xp.unique_inverse(np.asarray([1]))) is _arraysetops_impl.UniqueInverseResult
    assert type(xp.linalg.eig(np.eye(2))) is _linalg.EigResult


def test_numpy_without_its_private_modules() -> None:
    pytest.importorskip("dask")
    blocked = ["numpy.lib._arraysetops_impl", "numpy.linalg._linalg"]
    child = _run_blocked("numpy", blocked)
    assert child["fell_back"][blocked[0]] == "arraydispatch._common._results"
    private = {name: to_lists(value) for name, value in numpy_results().items()}
    assert child["results"].keys() == private.keys()
    for name in private:
        _assert_same(child["results"][name], private[name], name)


@pytest.mark.thread_unsafe(reason="puts a module in sys.modules for the duration")
def test_a_changed_signature_falls_back_for_that_name_only() -> None:
    module = types.ModuleType("fake_private")
    module.same = lambda x, y, name=None: ("private", x, y)  # type: ignore[attr-defined]
    module.changed = lambda a, name=None: ("private", a)  # type: ignore[attr-defined]
    sys.modules["fake_private"] = module
    try:
        found = private_or_public(
            "fake_private",
            {"same": ("x", "y"), "changed": ("x", "y"), "gone": ("x",)},
            lambda: {
                name: (lambda *args, n=name: ("public", n)) for name in ("same", "changed", "gone")
            },
        )
    finally:
        del sys.modules["fake_private"]
    assert found.same(1, 2) == ("private", 1, 2)
    assert found.changed(1, 2) == ("public", "changed")
    assert found.gone(1) == ("public", "gone")
    assert found.public_fallbacks == ("changed", "gone")
    whole = private_or_public("json", {"dumps": ("obj",)}, dict)
    assert whole is json
