"""The main job, ``python -m arraydispatch``, on every backend and with NumPy alone."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_main_runs_every_installed_backend() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "arraydispatch"], capture_output=True, text=True, check=True
    ).stdout
    assert "DIFFERS" not in out, out
    assert "failed:" not in out, out
    assert out.count("same as NumPy") == out.count(" -> arraydispatch.backends.")
    assert "get_namespace(x)" in out


def test_main_works_with_numpy_alone() -> None:
    code = """
        import sys
        for name in ("torch", "jax", "tensorflow", "dask", "array_api_compat"):
            sys.modules[name] = None  # as if not installed
        from arraydispatch.__main__ import main
        raise SystemExit(main())
    """
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True
    ).stdout
    assert "torch       not installed" in out
    assert "numpy       numpy.ndarray" in out
    assert "failed:" not in out
