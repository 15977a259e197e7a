"""The main job, ``python -m arraydispatch``, on every backend and with NumPy alone."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import arraydispatch
from arraydispatch.__main__ import _import_quietly, compilers, public_type_name

# What each backend's result type is called in the table: the names users write.
PUBLIC_TYPES = {
    "numpy": "numpy.ndarray",
    "torch": "torch.Tensor",
    "jax": "jax.Array",
    "tensorflow": "tensorflow.Tensor",
    "dask": "dask.array.Array",
    "paddle": "paddle.Tensor",
    "mlx": "mlx.core.array",
}


def _section(out: str, title: str) -> list[str]:
    """The lines of the section whose heading starts with ``title``, heading excluded."""
    blocks = [block.splitlines() for block in out.split("\n\n")]
    found = [block[1:] for block in blocks if block and block[0].startswith(title)]
    assert len(found) == 1, f"no single section {title!r} in:\n{out}"
    return found[0]


def _row(lines: list[str], first: str) -> list[str]:
    """The cells of the row whose first cell is ``first`` (cells are 2+ spaces apart)."""
    rows = [line.strip().split("  ") for line in lines]
    rows = [[cell.strip() for cell in row if cell.strip()] for row in rows]
    found = [row for row in rows if row[0] == first]
    assert len(found) == 1, f"no single row {first!r} in:\n" + "\n".join(lines)
    return found[0]


@pytest.fixture(scope="module")
def demo() -> subprocess.CompletedProcess[str]:
    # One run for every test below: torch.compile alone takes seconds.
    return subprocess.run(
        [sys.executable, "-m", "arraydispatch"], capture_output=True, text=True, check=True
    )


@pytest.fixture(scope="module")
def installed(demo: subprocess.CompletedProcess[str]) -> list[str]:
    return [line.split()[0] for line in _section(demo.stdout, "Frameworks") if " -> " in line]


def test_main_runs_every_installed_backend(
    demo: subprocess.CompletedProcess[str], installed: list[str]
) -> None:
    out = demo.stdout
    assert "DIFFERS" not in out, out
    assert "failed:" not in out, out
    assert "numpy" in installed
    results = _section(out, "weighted_zscore(x, w)")
    assert sum("same as NumPy" in line for line in results) == len(installed), out
    assert "get_namespace(x)" in out


def test_main_results_show_public_type_dtype_and_device(
    demo: subprocess.CompletedProcess[str], installed: list[str]
) -> None:
    results = _section(demo.stdout, "weighted_zscore(x, w)")
    assert _row(results, "backend") == ["backend", "returns", "dtype", "device", "values"]
    for name in installed:
        _, kind, dtype, where, values = _row(results, name)
        assert kind == PUBLIC_TYPES[name]
        assert dtype == "float32"  # the standard's name, and no silent float64 anywhere
        assert "cpu" in where.lower()
        assert values == "same as NumPy"
    # private class paths are gone from every table
    for private in ("jaxlib", "ArrayImpl", "EagerTensor", "tensorflow.python", "dask.array.core"):
        assert private not in demo.stdout


def test_main_runs_the_function_under_each_compiler(
    demo: subprocess.CompletedProcess[str], installed: list[str]
) -> None:
    compiled = _section(demo.stdout, "The same function under each framework's compiler")
    expected = compilers(installed)
    if not expected:
        pytest.skip(f"no framework with a compiler among {', '.join(installed)}")
    for name, (label, _) in expected.items():
        _, kind, same, cost = _row(compiled, label)
        assert kind == PUBLIC_TYPES[name]
        assert same == "same as NumPy"
        assert re.match(r"first call \d+\.\d s", cost), cost


def test_main_shows_the_mixed_library_error(
    demo: subprocess.CompletedProcess[str], installed: list[str]
) -> None:
    mixed = _section(demo.stdout, "Mixing libraries in one call")
    others = [name for name in installed if name != "numpy"]
    if not others:
        pytest.skip("only NumPy is installed")
    other = others[0]
    assert mixed[0].strip() == f"get_namespace(<numpy.ndarray>, <{PUBLIC_TYPES[other]}>) raises"
    message = " ".join(line.strip() for line in mixed[1:])
    assert message.startswith(
        f"TypeError: get_namespace() got arrays from different libraries: "
        f"numpy (argument 0) and {other} (argument 1). Convert one side first"
    )


def test_main_converts_and_says_whether_memory_is_shared(
    demo: subprocess.CompletedProcess[str], installed: list[str]
) -> None:
    conversions = _section(demo.stdout, "convert(a, to) from a NumPy array")
    for name in installed:
        if name == "numpy":
            continue
        _, kind, memory = _row(conversions, name)
        assert kind == PUBLIC_TYPES[name]
        assert memory in ("shared", "copied")
    # DLPack shares NumPy's memory with torch whatever the alignment; dask wraps it lazily
    for name in ("torch", "dask"):
        if name in installed:
            assert _row(conversions, name)[2] == "shared"


def test_main_resolution_cost_columns_align(demo: subprocess.CompletedProcess[str]) -> None:
    rows = _section(demo.stdout, "Resolution cost")
    assert len(rows) == (3 if importlib.util.find_spec("array_api_compat") else 2)
    ends = {line.index(" ns") for line in rows}
    assert len(ends) == 1, "\n".join(rows)


def test_main_keeps_framework_log_lines_off_the_terminal(
    demo: subprocess.CompletedProcess[str],
) -> None:
    # TensorFlow 2.21 writes these at import, some before TF_CPP_MIN_LOG_LEVEL is read
    for marker in ("oneDNN", "absl::InitializeLog", "cpu_feature_guard"):
        assert marker not in demo.stderr, demo.stderr


def test_import_quietly_holds_log_lines_and_replays_them_on_failure(
    tmp_path: Path, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    chatty = "import os\nos.write(2, b'C++ says hello\\n')\n"
    (tmp_path / "chatty_ok.py").write_text(chatty)
    (tmp_path / "chatty_broken.py").write_text(chatty + "raise ImportError('broken build')\n")
    monkeypatch.syspath_prepend(str(tmp_path))

    _import_quietly("chatty_ok")
    assert capfd.readouterr().err == ""

    with pytest.raises(ImportError, match="broken build"):
        _import_quietly("chatty_broken")
    assert capfd.readouterr().err == "C++ says hello\n"
    sys.modules.pop("chatty_ok", None)


def test_public_type_name() -> None:
    np = pytest.importorskip("numpy")
    assert public_type_name(np.zeros(2)) == "numpy.ndarray"
    assert public_type_name(np.float32(1.0)) == "numpy.float32"
    assert public_type_name(object()) == "builtins.object"


def test_main_works_with_numpy_alone() -> None:
    code = """
        import sys
        for name in ("torch", "jax", "tensorflow", "dask", "paddle", "mlx", "array_api_compat"):
            sys.modules[name] = None  # as if not installed
        from arraydispatch.__main__ import main
        raise SystemExit(main())
    """
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True
    ).stdout
    assert "torch       not installed" in out
    assert "failed:" not in out
    results = _section(out, "weighted_zscore(x, w)")
    assert _row(results, "numpy") == ["numpy", "numpy.ndarray", "float32", "cpu", "same as NumPy"]
    compiled = _section(out, "The same function under each framework's compiler")
    assert compiled == [
        "  needs a framework with a compiler installed (JAX, PyTorch, TensorFlow, ...)"
    ]
    assert _section(out, "Mixing libraries") == ["  needs a second framework installed"]
    assert _section(out, "convert(a, to)") == ["  needs a second framework installed"]
    assert len(_section(out, "Resolution cost")) == 2


def test_main_runs_from_a_checkout(tmp_path: Path) -> None:
    # python -S: no site-packages, so no installed distribution of arraydispatch (nor any
    # framework), as when a checkout runs through PYTHONPATH. Its version came from the
    # distribution's metadata, and so was a PackageNotFoundError here.
    root = Path(arraydispatch.__file__).parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    no_metadata = (
        "import importlib.metadata as m\n"
        "try: m.version('arraydispatch')\n"
        "except m.PackageNotFoundError: print('none')"
    )
    run = [sys.executable, "-S"]
    check = subprocess.run(
        [*run, "-c", no_metadata], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert check.stdout.strip() == "none"
    out = subprocess.run(
        [*run, "-m", "arraydispatch"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert out.stderr == ""
    assert out.stdout.startswith(f"arraydispatch {arraydispatch.__version__} on Python ")
    assert "NumPy is needed for the demo" in out.stdout
