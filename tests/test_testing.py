"""arraydispatch.testing: the pytest plugin (run inside pytester), the assertions, each_mode.

The plugin runs are in-process pytester runs with ``--xp=numpy`` where the backend does not
matter, so that they stay quick; the assertions and each_mode run over every backend.
"""

from __future__ import annotations

import contextlib
import dataclasses
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch._registry import BACKENDS_BY_NAME
from arraydispatch.testing import (
    _plugin,
    assert_close,
    assert_equal,
    default_rtol,
    each_mode,
    installed_backends,
    to_numpy,
)

# Imported before the in-process pytester runs: each restores sys.modules afterwards, which
# drops the numpy.fft submodules an inner run imported, and dask.array.fft, imported after
# that, fails on inspect.getmodule(numpy.fft.fft) being None. (Under pytest-xdist another
# file usually imported dask.array first, which hid it.)
with contextlib.suppress(ImportError):
    import dask.array  # noqa: F401

ROOT = Path(__file__).resolve().parents[1]

# ------------------------------------------------------------------------ the plugin


def _run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    # In a subprocess: an in-process run forgets the modules it imported, and C extensions
    # (numpy.fft's) cannot be imported a second time.
    return pytester.runpytest_subprocess(
        "-p", "arraydispatch.testing", "-p", "no:cacheprovider", *args
    )


def test_xp_runs_once_per_installed_backend(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_one(xp):\n    assert xp.__name__.startswith('arraydispatch')\n")
    result = _run(pytester, "--collect-only", "-q")
    result.stdout.fnmatch_lines(
        [f"test_*.py::test_one[[]{name}[]]" for name in installed_backends()]
    )
    assert result.ret == pytest.ExitCode.OK


def test_xp_option_selects_backends_in_its_order(pytester: pytest.Pytester) -> None:
    pytest.importorskip("dask.array")  # the second backend of the run
    pytester.makepyfile(
        """
        def test_one(xp):
            assert xp.__name__ == "arraydispatch.backends." + xp.__name__.rpartition(".")[2]
        def test_two():
            pass
        """
    )
    result = _run(pytester, "--xp=dask, numpy", "-v")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["*test_one[[]dask[]] PASSED*", "*test_one[[]numpy[]] PASSED*"])


def test_unknown_backend_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_one(xp):\n    pass\n")
    result = _run(pytester, "--xp=numpy,nmupy")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*--xp=numpy,nmupy: there is no backend named 'nmupy'; the backends are numpy, torch*"]
    )


def test_uninstalled_backend_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(
        "from arraydispatch.testing import _plugin\n"
        "_plugin._installed = lambda row: row.name != 'torch'  # as if torch were not there\n"
    )
    pytester.makepyfile("def test_one(xp):\n    pass\n")
    result = _run(pytester, "--xp=torch")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*--xp=torch: PyTorch is not installed here*pip install 'arraydispatch[[]torch[]]'*"]
    )
    # and without --xp it is left out, not skipped
    collected = _run(pytester, "--collect-only", "-q")
    assert "test_one[torch]" not in collected.stdout.str()
    assert "test_one[numpy]" in collected.stdout.str()


@pytest.mark.parametrize("framework", ["no_such_framework", "numpy.no_such_module", "no.such"])
def test_a_framework_that_cannot_be_found_is_not_installed(framework: str) -> None:
    # a namespace package or half-removed install can leave a parent findable
    row = dataclasses.replace(BACKENDS_BY_NAME["numpy"], framework=framework)
    assert not _plugin._installed(row)
    assert _plugin._installed(BACKENDS_BY_NAME["numpy"])


def test_empty_xp_option_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_one(xp):\n    pass\n")
    result = _run(pytester, "--xp=,")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--xp names no backend*"])


def test_markers_are_registered_and_applied(pytester: pytest.Pytester) -> None:
    pytest.importorskip("dask.array")  # the second backend of the run
    pytester.makepyfile(
        """
        import pytest

        @pytest.mark.xfail_backend("numpy", reason="a known gap")
        def test_gap(xp):
            assert xp.__name__.endswith("dask")

        @pytest.mark.xfail_backend("dask", reason="strict: a pass is a failure")
        def test_not_a_gap(xp):
            pass

        @pytest.mark.skip_backend("dask", reason="does not apply")
        def test_skipped(xp):
            assert not xp.__name__.endswith("dask")
        """
    )
    result = _run(pytester, "--strict-markers", "--xp=numpy,dask", "-ra")
    result.assert_outcomes(passed=3, xfailed=1, skipped=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*SKIPPED*dask: does not apply*",
            "*XFAIL*test_gap[[]numpy[]]*a known gap*",
            "*FAILED*test_not_a_gap[[]dask[]]*",
        ]
    )
    assert "[XPASS(strict)] strict: a pass is a failure" in result.stdout.str()
    help_text = _run(pytester, "--markers").stdout.str()
    assert "@pytest.mark.xfail_backend(*names, reason)" in help_text


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        ('xfail_backend("tensorflw", reason="x")', "names unknown backends ['tensorflw']"),
        ('skip_backend(reason="x")', "names no backend"),
        ('xfail_backend("numpy")', "needs reason='why'"),
    ],
)
def test_backend_markers_are_checked_at_collection(
    pytester: pytest.Pytester, marker: str, message: str
) -> None:
    # checked even for a test the run does not parametrize with that backend
    pytester.makepyfile(f"import pytest\n@pytest.mark.{marker}\ndef test_one(xp):\n    pass\n")
    result = _run(pytester, "--xp=numpy")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "test_one[numpy]: @pytest.mark." in result.stderr.str()
    assert message in result.stderr.str()


def test_a_test_may_parametrize_xp_itself(pytester: pytest.Pytester) -> None:
    pytest.importorskip("dask.array")  # the second backend of the run
    pytester.makepyfile(
        """
        import pytest, arraydispatch
        @pytest.mark.parametrize("xp", [arraydispatch.namespace("numpy")])
        def test_one(xp):
            assert xp.__name__.endswith("numpy")
        """
    )
    _run(pytester, "--xp=dask").assert_outcomes(passed=1)


def test_without_the_plugin_nothing_changes(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        import pytest
        @pytest.mark.xfail_backend("numpy", reason="x")
        def test_marked():
            pass
        def test_xp(xp):
            pass
        """
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--strict-markers")
    assert result.ret == pytest.ExitCode.INTERRUPTED  # the unknown marker, as for any marker
    result.stdout.fnmatch_lines(["*'xfail_backend' not found in `markers`*"])
    without_marker = pytester.makepyfile("def test_xp(xp):\n    pass\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", str(without_marker))
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*fixture 'xp' not found*"])
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--xp=numpy")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*unrecognized arguments: --xp=numpy*"])


def test_installing_arraydispatch_loads_no_plugin() -> None:
    # no pytest11 entry point: pytest loads the plugin only when a run asks for it
    assert "pytest11" not in (ROOT / "pyproject.toml").read_text()
    code = (
        "import sys, arraydispatch; "
        "print(sorted({'pytest', 'arraydispatch.testing'} & set(sys.modules)))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"


# ---------------------------------------------------------------------- the assertions


def test_assert_close_passes_on_a_match(xp: Any) -> None:
    x = xp.asarray([0.5, 1.0, 2.0])
    assert_close(xp.exp(x), np.exp(to_numpy(x)), xp=xp)
    assert_close(xp.exp(x), xp.exp(x))  # same library: no xp needed
    assert_equal(xp.asarray([1, 2]), to_numpy(xp.asarray([1, 2])), xp=xp)


def test_assert_close_compares_complex_infinities_without_a_warning() -> None:
    # NumPy 1.26's isclose warned 'invalid value encountered in multiply' on them, which
    # this suite's warnings-as-errors turned into a failure of the comparison itself
    a = np.array([complex(0.0, np.inf), complex(-np.inf, 1.0)], dtype=np.complex64)
    assert_close(a, a.copy())
    with pytest.raises(AssertionError, match="values differ"):
        assert_close(a, np.array([complex(0.0, 1.0), complex(-np.inf, 1.0)], np.complex64))


def test_assert_close_names_the_wrong_library() -> None:
    da = pytest.importorskip("dask.array")
    numpy_xp = arraydispatch.namespace("numpy")
    result = numpy_xp.asarray([1.0, 2.0])
    with pytest.raises(AssertionError, match=r"actual is an array of numpy \(numpy.ndarray\)"):
        assert_close(result, [1.0, 2.0], xp=arraydispatch.namespace("dask"))
    # the framework's own module is as good as our namespace
    with pytest.raises(AssertionError, match="expected one of dask"):
        assert_equal(result, [1.0, 2.0], xp=da)


@pytest.mark.parametrize("scheduler", ["threads", "synchronous"])
def test_to_numpy_computes_dask_under_the_callers_errstate(scheduler: str) -> None:
    # dask's threaded scheduler carries np.errstate to its worker threads only from dask
    # 2026.1 on NumPy 2 (dask/dask#12224); to_numpy does it on every release
    dask = pytest.importorskip("dask")
    da = pytest.importorskip("dask.array")
    roots = da.sqrt(da.from_array(np.array([-1.0, 4.0, -9.0, 16.0]), chunks=1))
    with dask.config.set(scheduler=scheduler):
        with np.errstate(invalid="raise"), pytest.raises(FloatingPointError):
            to_numpy(roots)
        with np.errstate(invalid="ignore"):  # warnings are errors here: none may be raised
            np.testing.assert_equal(to_numpy(roots), [np.nan, 2.0, np.nan, 4.0])


@pytest.mark.skip_backend("numpy", reason="a NumPy result against a NumPy reference is right")
def test_a_numpy_reference_without_xp_asks_for_it(xp: Any) -> None:
    with pytest.raises(AssertionError, match=r"desired is a NumPy reference.*xp=xp"):
        assert_close(xp.asarray([1.0]), np.asarray([1.0], dtype=to_numpy(xp.asarray([1.0])).dtype))


@pytest.mark.parametrize("function", [assert_close, assert_equal])
def test_dtype_shape_and_values_each_have_their_message(xp: Any, function: Any) -> None:
    x = xp.asarray([1.0, 2.0], dtype=xp.float32)
    name = function.__name__
    with pytest.raises(AssertionError, match=rf"^{name}\(\): dtype float32, expected float64"):
        function(x, np.float64([1.0, 2.0]), xp=xp)
    with pytest.raises(
        AssertionError, match=rf"^{name}\(\): case 3: shape \(2,\), expected \(1, 2\)"
    ):
        function(x, np.float32([[1.0, 2.0]]), xp=xp, err_msg="case 3")
    with pytest.raises(AssertionError, match=rf"{name}\(\): values differ"):
        function(x, np.float32([1.0, 2.5]), xp=xp)
    # each check can be turned off
    function(x, np.float64([1.0, 2.0]), xp=xp, check_dtype=False)
    function(x, np.float32([[1.0, 2.0]]), xp=xp, check_shape=False)
    function(x, np.float32([1.0, 2.0]), check_namespace=False, check_device=False)


def test_nan_positions(xp: Any) -> None:
    x = xp.asarray([1.0, float("nan")], dtype=xp.float32)
    assert_close(x, np.float32([1.0, np.nan]), xp=xp)
    assert_equal(x, np.float32([1.0, np.nan]), xp=xp)
    with pytest.raises(AssertionError, match="values differ"):
        assert_close(x, np.float32([np.nan, 1.0]), xp=xp)
    with pytest.raises(AssertionError, match="values differ"):
        assert_close(x, np.float32([1.0, np.nan]), xp=xp, equal_nan=False)
    with pytest.raises(AssertionError, match=r"values differ: NaN at \[\[1\]\]"):
        assert_equal(x, np.float32([1.0, np.nan]), xp=xp, equal_nan=False)


def test_signed_zeros_on_request(xp: Any) -> None:
    x = xp.asarray([0.0, -0.0, 1.0], dtype=xp.float32)
    assert_equal(x, np.float32([-0.0, 0.0, 1.0]), xp=xp)  # 0.0 == -0.0
    with pytest.raises(
        AssertionError,
        match=r"assert_close\(\): the sign of a zero differs at \[\[0\], \[1\]\] "
        r"\(actual \[0.0, -0.0\], desired \[-0.0, 0.0\]\)",
    ):
        assert_close(x, np.float32([-0.0, 0.0, 1.0]), xp=xp, signed_zeros=True)
    assert_close(x, np.float32([0.0, -0.0, 1.0]), xp=xp, signed_zeros=True)


def test_signed_zeros_of_complex_parts() -> None:
    z = np.complex64([complex(1.0, 0.0)])
    with pytest.raises(AssertionError, match="the sign of a zero imaginary part differs"):
        assert_equal(z, np.conj(z), signed_zeros=True)


def test_default_tolerance_follows_the_dtype(xp: Any) -> None:
    assert default_rtol("float64") == pytest.approx(4 * np.finfo(np.float64).eps ** 0.5)
    assert default_rtol(xp.float32) == pytest.approx(4 * np.finfo(np.float32).eps ** 0.5)
    assert default_rtol(xp.int32) == default_rtol("bool") == 0.0
    x = xp.asarray([1.0, 2.0], dtype=xp.float32)
    assert_close(x, np.float32([1.0, 2.001]), xp=xp)  # within float32's 1.4e-3
    with pytest.raises(AssertionError, match="values differ"):
        assert_close(x, np.float32([1.0, 2.01]), xp=xp)
    with pytest.raises(AssertionError, match="values differ"):
        assert_close(x, np.float32([1.0, 2.001]), xp=xp, rtol=1e-6)
    assert_close(x, np.float32([1.0, 2.01]), xp=xp, atol=0.02)
    # integers are exact
    with pytest.raises(AssertionError, match="values differ"):
        assert_close(xp.asarray([1000], dtype=xp.int32), np.int32([1001]), xp=xp)


def test_device_is_checked() -> None:
    torch = pytest.importorskip("torch")
    xp = arraydispatch.namespace("torch")
    meta = torch.zeros(2, device="meta")
    with pytest.raises(AssertionError, match=r"assert_close\(\): device meta, expected cpu"):
        assert_close(meta, np.float32([0.0, 0.0]), xp=xp)
    with pytest.raises(AssertionError, match=r"device cpu, expected meta"):
        assert_equal(torch.zeros(2), np.float32([0.0, 0.0]), xp=xp, device=torch.device("meta"))


def test_actual_must_be_an_array() -> None:
    with pytest.raises(AssertionError, match=r"actual is a list, not an array"):
        assert_close([1.0], np.asarray([1.0]))
    assert_close([1.0], np.asarray([1.0]), check_namespace=False, check_device=False)


# ------------------------------------------------------------------------- each_mode

#: The runs each_mode makes on each backend (torch.compile only when asked)
MODES = {
    "numpy": ["eager"],
    "torch": ["eager"],
    "jax": ["eager", "jax.jit"],
    "tensorflow": ["eager", "tf.function"],
    "dask": ["dask (lazy)"],
    "paddle": ["eager"],
    "mlx": ["eager", "mx.compile"],
}


def _log_softmax(x: Any, axis: int = -1) -> Any:
    xp = arraydispatch.get_namespace(x)
    shifted = x - xp.max(x, axis=axis, keepdims=True)
    return shifted - xp.log(xp.sum(xp.exp(shifted), axis=axis, keepdims=True))


def test_each_mode_runs_eagerly_and_compiled(xp: Any, backend_name: str) -> None:
    a = np.float32([[1.0, 2.0, 3.0], [0.0, 0.0, 5.0]])
    shifted = a - a.max(axis=1, keepdims=True)
    want = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    runs = each_mode(_log_softmax, static_argnames="axis")(xp.asarray(a), axis=1)
    assert [run.mode for run in runs] == MODES[backend_name]
    for mode, result in runs:
        assert_close(result, want, xp=xp, err_msg=mode)


def _reads_a_value(x: Any) -> Any:
    # values read into NumPy: no compiler can trace it (AutoGraph would turn float(x) into
    # a tf.cast), and on Dask it computes
    return x / float(np.max(np.asarray(x)))


@pytest.mark.skip_backend(
    "numpy", "torch", "dask", "paddle", "mlx", reason="no tracing compiler by default"
)
def test_each_mode_fails_where_the_compiler_cannot_trace(xp: Any) -> None:
    # jax: TracerArrayConversionError; TensorFlow: "Cannot convert a symbolic tf.Tensor"
    with pytest.raises(Exception, match=r"(?i)traced array|symbolic") as raised:
        each_mode(_reads_a_value)(xp.asarray([1.0, 2.0]))
    assert "each_mode(_reads_a_value): in the " in "".join(raised.value.__notes__)


def test_dask_counts_computations() -> None:
    da = pytest.importorskip("dask.array")
    x = da.from_array(np.asarray([1.0, 2.0, 4.0]), chunks=2)
    with pytest.raises(
        AssertionError,
        match=r"_reads_a_value computed a Dask graph 1 time .* but none is allowed.*"
        r"allow_dask_compute=1",
    ):
        each_mode(_reads_a_value)(x)
    ((mode, result),) = each_mode(_reads_a_value, allow_dask_compute=1)(x)
    assert mode == "dask (lazy)"
    assert isinstance(result, da.Array)  # left lazy
    assert_close(result, np.asarray([0.25, 0.5, 1.0]), xp=da)


def test_each_mode_checks_its_arguments() -> None:
    with pytest.raises(TypeError, match=r"each_mode\(f\): f must be callable, not int"):
        each_mode(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="allow_dask_compute must be an int, not True"):
        each_mode(_log_softmax, allow_dask_compute=True)


@pytest.mark.slow
# Importing Inductor runs torch.jit.script_method in torch/utils/mkldnn.py (torch 2.13)
@pytest.mark.filterwarnings("ignore:`torch.jit.script_method` is deprecated:DeprecationWarning")
def test_torch_compile_when_asked() -> None:
    pytest.importorskip("torch")
    xp = arraydispatch.namespace("torch")
    runs = each_mode(_log_softmax, torch_compile=True)(xp.asarray([1.0, 2.0]))
    assert [run.mode for run in runs] == ["eager", "torch.compile"]
    assert_close(runs[1].result, to_numpy(runs[0].result), xp=xp)


# ------------------------------------------------------------------------ JAX and x64


def test_header_says_how_jax_runs_and_the_option_turns_x64_on(pytester: pytest.Pytester) -> None:
    # in subprocesses only: x64 is JAX's process-wide setting
    pytest.importorskip("jax")
    pytester.makepyfile(
        """
        import numpy as np
        import pytest
        from arraydispatch.testing import assert_close

        def test_float64_reference(xp):
            assert_close(xp.asarray(np.ones(2)), np.ones(2), xp=xp)

        def test_the_hint_is_for_the_32_bit_difference_of_jax_alone(xp):
            if xp.__array_namespace_info__().default_dtypes()["real floating"] == xp.float64:
                pytest.skip("JAX runs with x64")
            with pytest.raises(AssertionError) as raised:  # the caller's float32
                assert_close(np.ones(2, dtype=np.float32), np.ones(2))
            assert "x64" not in str(raised.value)
            with pytest.raises(AssertionError) as raised:  # int8 is not x64's doing
                assert_close(xp.ones(2, dtype=xp.int8), np.ones(2), xp=xp)
            assert "x64" not in str(raised.value)
        """
    )
    without = _run(pytester, "--xp=jax")
    without.stdout.fnmatch_lines(["arraydispatch: JAX runs without x64*--xp-jax-x64*"])
    without.stdout.fnmatch_lines(
        ["*dtype float32, expected float64. JAX runs without x64 in this process*--xp-jax-x64*"]
    )
    without.assert_outcomes(failed=1, passed=1)
    with_x64 = _run(pytester, "--xp=jax", "--xp-jax-x64")
    with_x64.stdout.fnmatch_lines(["arraydispatch: JAX runs with x64*"])
    with_x64.assert_outcomes(passed=1, skipped=1)


def test_paddle_after_tensorflow_does_not_crash_the_run(pytester: pytest.Pytester) -> None:
    """Importing paddle after TensorFlow kills the process (_common/_triton.py); with both
    selected, the plugin loads paddle first, so a run in that order passes."""
    pytest.importorskip("tensorflow")
    pytest.importorskip("paddle")
    pytester.makepyfile(
        "import numpy as np\n"
        "from arraydispatch.testing import assert_close\n"
        "def test_one(xp):\n"
        "    x = np.float32([1.0, 2.0])\n"
        "    assert_close(xp.sum(xp.asarray(x)), np.float32(3.0), xp=xp)\n"
    )
    result = _run(pytester, "--xp=tensorflow,paddle")
    result.assert_outcomes(passed=2)


def test_markers_take_a_release_range(pytester: pytest.Pytester) -> None:
    # since=/before=: the marker applies only where the framework's installed release is in
    # the range (NumPy's own here: whichever release this run has, one of the two applies)
    import numpy as np

    pytester.makepyfile(
        f"""
        import pytest

        @pytest.mark.xfail_backend("numpy", reason="from now on", since="{np.__version__}")
        def test_since(xp):
            assert False

        @pytest.mark.xfail_backend("numpy", reason="not yet", before="{np.__version__}")
        def test_before(xp):
            pass

        @pytest.mark.skip_backend("numpy", reason="old releases", before="0.1")
        def test_skip_before(xp):
            pass
        """
    )
    result = _run(pytester, "--strict-markers", "--xp=numpy")
    result.assert_outcomes(passed=2, xfailed=1)
