"""assert_close() and assert_equal(): any backend's result against a NumPy reference.

Each assertion checks, in this order, that ``actual`` is an array of the expected library, then
its dtype (by the standard's name), its shape, its device, and last its values; every check
but the values can be turned off. The values are compared with NumPy's testing functions, so a
failure shows NumPy's familiar report: the mismatched elements, the largest differences.
"""

from __future__ import annotations

import contextlib
import math
import sys
from typing import TYPE_CHECKING, Any

from arraydispatch._dispatch import get_namespace, namespace
from arraydispatch._helpers import _hook, is_array_api_obj
from arraydispatch._helpers import device as _device
from arraydispatch._registry import backend_of_namespace

if TYPE_CHECKING:
    import numpy as np


def _numpy() -> Any:
    try:
        import numpy
    except ImportError as error:  # arraydispatch itself depends on no framework
        raise ImportError(
            "arraydispatch.testing compares results with NumPy: install numpy "
            "(pip install arraydispatch[numpy])."
        ) from error
    return numpy


def to_numpy(x: Any) -> np.ndarray[Any, Any]:
    """``x`` as a NumPy array, whichever library made it.

    Dask arrays are computed, under the caller's ``numpy.errstate`` on every Dask release (the
    threaded scheduler's worker threads ignore it before Dask 2026.1, dask/dask#12224, and on
    NumPy 1.x), torch tensors detached, moved to the CPU and their lazy
    conjugation resolved, TensorFlow and Paddle tensors read with ``.numpy()``; anything else goes
    through ``numpy.asarray`` (lists, scalars, and the arrays of libraries that implement
    ``__array__``).

    Parameters
    ----------
    x
        An array of any backend, or anything ``numpy.asarray`` takes.

    Returns
    -------
    numpy.ndarray
        A NumPy array with ``x``'s values, dtype and shape.

    Examples
    --------
    >>> import torch
    >>> from arraydispatch.testing import to_numpy
    >>> to_numpy(torch.ones(2, requires_grad=True))
    array([1., 1.], dtype=float32)
    """
    np = _numpy()
    module = type(x).__module__
    if module.startswith("dask"):
        hook = _hook(get_namespace(x), "_array_compute") if is_array_api_obj(x) else None
        x = x.compute() if hook is None else hook(x)
    elif module.startswith("torch"):
        x = x.detach().cpu().resolve_conj().numpy()
    elif module.startswith(("tensorflow", "paddle")):
        x = x.numpy()
    return np.asarray(x)  # type: ignore[no-any-return]


def _dtype_name(dtype: Any) -> str:
    # numpy.dtype("float32") and tf.float32 have a name; numpy.float32 and jnp.float32 are
    # classes; torch.float32 prints as "torch.float32"; paddle.float32's name is "FLOAT32"
    if isinstance(dtype, type):
        return dtype.__name__
    name = getattr(dtype, "name", None)
    return (name if isinstance(name, str) else str(dtype).rpartition(".")[2]).lower()


def _library(xp: Any) -> str:
    """A namespace by the name of its library, as messages show it."""
    row = backend_of_namespace(xp)
    return row.name if row is not None else str(getattr(xp, "__name__", xp))


def _same_library(a: Any, b: Any) -> bool:
    row_a, row_b = backend_of_namespace(a), backend_of_namespace(b)
    return row_a is row_b if row_a is not None or row_b is not None else a is b


def _default_device(xp: Any) -> Any:
    info = xp.__array_namespace_info__()
    default = info.default_device()
    # JAX says None (its default device, which jax.config may change): ask an array
    return default if default is not None else _device(xp.zeros(()))


def _flush_subnormals(a: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    np = _numpy()
    tiny = np.finfo(a.dtype).tiny
    return np.where(np.abs(a) < tiny, np.copysign(0, a), a).astype(a.dtype)  # type: ignore[no-any-return]


def default_rtol(dtype: Any) -> float:
    """The relative tolerance ``assert_close`` uses for ``dtype`` when it is not given.

    ``4 * sqrt(eps)`` of a floating (or complex) dtype, as SciPy's ``xp_assert_close`` and
    array-api-extra's ``assert_close``: about 1e-3 for float32, 6e-8 for float64 and 0.12 for
    float16. A result that took a few operations to compute differs from NumPy's in more than
    its last bit; a test that needs tighter agreement passes ``rtol``. 0 for exact dtypes
    (bool, integers), which are compared for equality.

    Parameters
    ----------
    dtype
        A dtype of any backend, or its standard name.

    Returns
    -------
    float
        The tolerance.

    Examples
    --------
    >>> from arraydispatch.testing import default_rtol
    >>> round(default_rtol("float32"), 5)
    0.00138
    """
    np = _numpy()
    name = dtype if isinstance(dtype, str) else _dtype_name(dtype)
    kind = np.dtype(name).kind if name != "bfloat16" else "f"
    if kind not in "fc":
        return 0.0
    eps = 2.0**-7 if name == "bfloat16" else float(np.finfo(name).eps)
    return 4 * math.sqrt(eps)


def _check_array(
    function: str,
    actual: Any,
    desired: Any,
    *,
    xp: Any,
    device: Any,
    check_namespace: bool,
    check_dtype: bool,
    check_shape: bool,
    check_device: bool,
    label: str,
) -> tuple[Any, Any]:
    """Check library, dtype, shape and device; return both sides as NumPy arrays."""
    __tracebackhide__ = True
    np = _numpy()
    # NumPy's own types are arrays here, Python scalars and lists are not
    desired_is_array = is_array_api_obj(desired) and not isinstance(
        desired, (bool, int, float, complex)
    )
    want_np = to_numpy(desired) if desired_is_array else np.asarray(desired)
    expected = xp
    if expected is None and desired_is_array and not isinstance(desired, np.ndarray | np.generic):
        expected = get_namespace(desired)
    if check_namespace or check_device:
        if not is_array_api_obj(actual):
            raise AssertionError(
                f"{function}(): {label}actual is a {type(actual).__name__}, not an array; "
                f"pass check_namespace=False and check_device=False to compare its values."
            )
        got_xp = get_namespace(actual)
        if expected is None:
            expected = namespace("numpy")
            hint = (
                " desired is a NumPy reference, so actual should be NumPy's too; to compare "
                "another library's result with it, name that library: xp=xp."
            )
        else:
            hint = ""
        if check_namespace and not _same_library(got_xp, expected):
            raise AssertionError(
                f"{function}(): {label}actual is an array of {_library(got_xp)} "
                f"({type(actual).__module__}.{type(actual).__qualname__}), expected one of "
                f"{_library(expected)}.{hint}"
            )
    if check_dtype:
        got = _dtype_name(actual.dtype if hasattr(actual, "dtype") else np.asarray(actual).dtype)
        want = want_np.dtype.name
        if desired_is_array:
            want = _dtype_name(desired.dtype)
        if got != want:
            raise AssertionError(
                f"{function}(): {label}dtype {got}, expected {want}"
                + _jax_without_x64_hint(actual, got, want)
            )
    if check_shape:
        shape = tuple(actual.shape if hasattr(actual, "shape") else np.shape(actual))
        if not all(isinstance(n, int) for n in shape):
            # Dask's unknown sizes (NaN, after boolean indexing) are known once computed
            shape = to_numpy(actual).shape
        if shape != want_np.shape:
            raise AssertionError(f"{function}(): {label}shape {shape}, expected {want_np.shape}")
    if check_device:
        if device is None:
            if desired_is_array and _same_library(get_namespace(desired), got_xp):
                device = _device(desired)
            else:  # the default device of actual's library (expected's, once checked)
                device = _default_device(got_xp)
        if device is not None and _device(actual) != device:
            raise AssertionError(
                f"{function}(): {label}device {_device(actual)}, expected {device}"
            )
    got_np = to_numpy(actual)
    if not check_shape:
        with contextlib.suppress(ValueError):  # the values' comparison reports the shapes
            got_np, want_np = np.broadcast_arrays(got_np, want_np)
    return got_np, want_np


def _compare_values(
    function: str,
    got: Any,
    want: Any,
    *,
    exact: bool,
    rtol: float | None,
    atol: float | None,
    equal_nan: bool,
    signed_zeros: bool,
    flush_subnormals: bool,
    strict: bool,
    label: str,
) -> None:
    __tracebackhide__ = True
    np = _numpy()
    inexact = want.dtype.kind in "fc" or got.dtype.kind in "fc"
    if flush_subnormals and want.dtype.kind == "f" and got.dtype.kind == "f":
        got, want = _flush_subnormals(got), _flush_subnormals(want)
    message = f"{function}(): {label}values differ"
    if inexact and not exact:
        # NumPy < 2's isclose multiplies complex infinities by ones and warns 'invalid value
        # in multiply' while it compares them (a warning of the comparison, not of the values)
        with np.errstate(invalid="ignore"):
            np.testing.assert_allclose(
                got,
                want,
                rtol=default_rtol(got.dtype) if rtol is None else rtol,
                atol=0.0 if atol is None else atol,
                equal_nan=equal_nan,
                err_msg=message,
            )
    elif inexact and not equal_nan:
        np.testing.assert_array_equal(got, want, err_msg=message, strict=strict)
        where = np.isnan(want)
        if np.any(where):
            raise AssertionError(f"{message}: NaN at {np.argwhere(where).tolist()}")
    else:
        # assert_array_equal takes NaN as equal to NaN, in the same positions only
        np.testing.assert_array_equal(got, want, err_msg=message, strict=strict)
    if signed_zeros and want.dtype.kind in "fc":
        parts = (("", got.real, want.real), (" imaginary part", got.imag, want.imag))
        for part, g, w in parts if want.dtype.kind == "c" else parts[:1]:
            zeros = np.broadcast_to(w == 0, np.broadcast_shapes(g.shape, w.shape))
            g, w = np.broadcast_to(g, zeros.shape), np.broadcast_to(w, zeros.shape)
            wrong = zeros & (np.signbit(g) != np.signbit(w))
            if np.any(wrong):
                raise AssertionError(
                    f"{function}(): {label}the sign of a zero{part} differs at "
                    f"{np.argwhere(wrong).tolist()} (actual {g[wrong].tolist()}, desired "
                    f"{w[wrong].tolist()})"
                )


#: the dtype JAX gives without x64 -> the one a NumPy reference has
_NARROWED_WITHOUT_X64 = {"float32": "float64", "complex64": "complex128", "int32": "int64"}


def _jax_without_x64_hint(actual: Any, got: str, want: str) -> str:
    """Why a JAX result is 32-bit where a NumPy reference is 64-bit, when that is the only
    difference: JAX runs without x64, and how to change it."""
    jax = sys.modules.get("jax")
    if jax is None or _NARROWED_WITHOUT_X64.get(got) != want:
        return ""
    if not isinstance(actual, jax.Array) or bool(jax.config.jax_enable_x64):
        return ""
    return (
        f". JAX runs without x64 in this process, so it computes in {got}: run pytest with "
        "--xp-jax-x64 (or JAX_ENABLE_X64=1) to compare in 64 bits, or give a reference of "
        f"dtype {got} (docs/testing.md, 'JAX and 64-bit dtypes')"
    )


def _assert(
    function: str,
    actual: Any,
    desired: Any,
    *,
    exact: bool,
    rtol: float | None = None,
    atol: float | None = None,
    xp: Any,
    device: Any,
    equal_nan: bool,
    signed_zeros: bool,
    flush_subnormals: bool = False,
    check_namespace: bool,
    check_dtype: bool,
    check_shape: bool,
    check_device: bool,
    err_msg: str,
) -> None:
    """What assert_close (``exact=False``) and assert_equal (``exact=True``) do."""
    __tracebackhide__ = True
    label = f"{err_msg}: " if err_msg else ""
    got, want = _check_array(
        function,
        actual,
        desired,
        xp=xp,
        device=device,
        check_namespace=check_namespace,
        check_dtype=check_dtype,
        check_shape=check_shape,
        check_device=check_device,
        label=label,
    )
    _compare_values(
        function,
        got,
        want,
        exact=exact,
        rtol=rtol,
        atol=atol,
        equal_nan=equal_nan,
        signed_zeros=signed_zeros,
        flush_subnormals=flush_subnormals,
        strict=check_dtype and check_shape,
        label=label,
    )


def assert_close(
    actual: Any,
    desired: Any,
    *,
    rtol: float | None = None,
    atol: float | None = None,
    xp: Any = None,
    device: Any = None,
    equal_nan: bool = True,
    signed_zeros: bool = False,
    flush_subnormals: bool = False,
    check_namespace: bool = True,
    check_dtype: bool = True,
    check_shape: bool = True,
    check_device: bool = True,
    err_msg: str = "",
) -> None:
    """Assert that ``actual``, any backend's array, is close to the reference ``desired``.

    Checked in this order, each with its own message:

    1. the library: ``actual`` is an array of ``xp`` (our namespace or the framework's own
       module), by default of ``desired``'s library. A NumPy ``desired`` with no ``xp`` means
       NumPy: to compare a torch result with a NumPy reference, pass ``xp=xp``;
    2. the dtype, by the standard's name (``float32``, ``int64``, ...);
    3. the shape (Dask's unknown sizes are computed);
    4. the device: ``device``, by default ``desired``'s when it is of the same library, else
       the expected library's default device;
    5. the values, with NumPy's ``assert_allclose``: within ``atol + rtol * abs(desired)``,
       NaN equal to NaN in the same positions. Exact for bool and integer dtypes.

    Parameters
    ----------
    actual
        The result under test: an array of any backend.
    desired
        The reference: a NumPy array, an array of the same library as ``actual``, a list or
        a scalar (read by ``numpy.asarray``: give it the dtype you expect).
    rtol, atol
        Tolerances. ``rtol`` defaults to ``default_rtol`` of ``actual``'s dtype
        (``4 * sqrt(eps)``), ``atol`` to 0.
    xp
        The namespace ``actual`` must belong to: the ``xp`` fixture's.
    device
        The device ``actual`` must be on.
    equal_nan
        Whether NaN in the same position counts as equal.
    signed_zeros
        Also require that where ``desired`` has a zero (real or imaginary part),
        ``actual`` has a zero of the same sign.
    flush_subnormals
        Count subnormal floats as zeros of their sign on both sides, for kernels that
        flush them (TensorFlow's CPU kernels, XLA).
    check_namespace, check_dtype, check_shape, check_device
        Turn one check off.
    err_msg
        Shown at the start of a failure's message (which case failed).

    Raises
    ------
    AssertionError
        Saying which check failed, with both sides' library, dtype, shape, device or values.

    Examples
    --------
    >>> import numpy as np
    >>> import torch
    >>> import arraydispatch
    >>> from arraydispatch.testing import assert_close
    >>> xp = arraydispatch.namespace("torch")
    >>> assert_close(xp.exp(xp.asarray([0.0, 1.0])), np.exp(np.float32([0.0, 1.0])), xp=xp)
    >>> assert_close(np.float32([1.0]), np.float64([1.0]))
    Traceback (most recent call last):
    ...
    AssertionError: assert_close(): dtype float32, expected float64
    """
    options = dict(locals())
    __tracebackhide__ = True
    _assert("assert_close", exact=False, **options)


def assert_equal(
    actual: Any,
    desired: Any,
    *,
    xp: Any = None,
    device: Any = None,
    equal_nan: bool = True,
    signed_zeros: bool = False,
    check_namespace: bool = True,
    check_dtype: bool = True,
    check_shape: bool = True,
    check_device: bool = True,
    err_msg: str = "",
) -> None:
    """Assert that ``actual``, any backend's array, equals the reference ``desired`` exactly.

    The same checks as ``assert_close`` (library, dtype, shape, device), then the values
    with NumPy's ``assert_array_equal``: equal element for element, floating ones included,
    NaN equal to NaN in the same positions unless ``equal_nan=False``.

    Parameters
    ----------
    actual
        The result under test: an array of any backend.
    desired
        The reference: a NumPy array, an array of the same library as ``actual``, a list or
        a scalar.
    xp, device, equal_nan, signed_zeros, err_msg
        As for ``assert_close``.
    check_namespace, check_dtype, check_shape, check_device
        Turn one check off, as for ``assert_close``.

    Raises
    ------
    AssertionError
        Saying which check failed.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch.testing import assert_equal
    >>> assert_equal(np.arange(3), np.asarray([0, 1, 2]))
    >>> assert_equal(np.asarray([0.0]), np.asarray([-0.0]), signed_zeros=True)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    AssertionError: assert_equal(): the sign of a zero differs at [[0]] (actual [0.0], ...
    """
    options = dict(locals())
    __tracebackhide__ = True
    _assert("assert_equal", exact=True, **options)
