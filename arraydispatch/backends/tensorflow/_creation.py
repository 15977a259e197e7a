"""Creation functions.

Deviations from TensorFlow's own functions, and why:

- Default dtypes are the standard's: Python ints become int64 (``tf.constant(1)`` is int32),
  Python floats float32, complex complex64.
- ``arange``/``linspace`` compute in float64 (or int64) and cast, so every dtype the
  standard has works (``tf.range`` lacks int8/int16/unsigned) and the length is the
  standard's ``ceil((stop - start) / step)``.
- ``eye(k=)`` (``tf.eye`` has no ``k``: ``tf.linalg.diag`` places the ones) and
  ``tril``/``triu`` with any ``k`` (``tf.linalg.band_part`` keeps bands *around* the main
  diagonal; the other side is a mask of its complement).
- ``from_dlpack`` never hands TF unaligned memory, on which TF's kernels abort the process,
  nor a strided or transposed view, which TF's import refuses: both are copied.
- ``asarray``/``from_dlpack`` ``copy=``: tf.Tensor is immutable, so a copy is only
  observable for tf.Variable and for memory shared through DLPack.
- Shapes of ``*_like`` come from ``tf.shape`` so symbolic tensors of unknown shape work.
"""

from __future__ import annotations

import builtins
import math
import numbers
from collections.abc import Sequence
from typing import Any

import numpy as np
import tensorflow as tf

from arraydispatch._common._dlpack import (
    HOST_DEVICE_TYPES,
    cannot_share,
    not_a_producer,
    producer_device,
    through_host,
)
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

# TF's generated op functions: what tf.zeros_like/tf.ones_like build, without their layers
from arraydispatch.backends.tensorflow._data_types import (
    DTYPES,
    as_dtype,
    gen_array_ops,
    scalar_constant,
)
from arraydispatch.backends.tensorflow._info import check_device
from arraydispatch.backends.tensorflow._manipulation import as_shape, length_tensor, unknown_length

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip

_TENSOR_TYPES = (tf.Tensor, tf.Variable)
_TF_ALIGNMENT = 64  # bytes; TF's allocator alignment (Allocator::kAllocatorAlignment)


def _default_dtype_of_scalar(value: Any) -> tf.DType:
    if isinstance(value, builtins.bool):
        return tf.bool
    if isinstance(value, int):
        return tf.int64
    if isinstance(value, float):
        return tf.float32
    if isinstance(value, complex):
        return tf.complex64
    raise TypeError(f"expected a Python bool, int, float or complex, got {type(value).__name__}.")


def _dtype_or(dtype: Any, default: tf.DType) -> tf.DType:
    return default if dtype is None else as_dtype(dtype)


class _NoScope:
    """``with`` that does nothing (cheaper than ``tf.device(None)``, which costs a frame
    and a context switch in TF's eager context)."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


_NO_SCOPE = _NoScope()


def _device_scope(device: Any) -> Any:
    # names are checked against TF's devices
    return _NO_SCOPE if device is None else tf.device(check_device(device))


def check_when_run(condition: Any, message: str) -> None:
    """In a graph: fail with ``message`` when the graph runs and ``condition`` is false.

    The bare Assert op, which tf.function runs with the ops around it: tf.debugging's
    asserts put it in a tf.cond, on which Grappler logs "Skipping loop optimization for
    Merge node with control input" at every run.
    """
    try:
        tf.raw_ops.Assert(condition=condition, data=[tf.constant(message)])
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _shape(shape: Any, function: str) -> Any:
    """``shape`` for tf.zeros/tf.fill: a list of ints and 0-d tensors, or a 1-D tensor."""
    if isinstance(shape, int):
        return [shape]
    if isinstance(shape, _TENSOR_TYPES):
        return tf.reshape(shape, (-1,))  # tf.shape(x), or one length as a 0-d tensor
    try:
        dims = list(shape)
    except ValueError:  # a TensorShape of unknown rank
        if isinstance(shape, tf.TensorShape):
            raise TypeError(
                f"{function}(): the shape is unknown while tracing (a TensorShape of unknown "
                f"rank, from a tf.function traced for input of unknown shape). Pass "
                f"tf.shape(x) rather than x.shape."
            ) from None
        raise
    if None in dims:
        raise unknown_length(function, f"shape[{dims.index(None)}]")
    return as_shape(dims)  # 0-d tensors among the lengths: one stacked int64 tensor


def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """Evenly spaced values in ``[start, stop)``; ``ceil((stop - start) / step)`` of them.

    ``start``, ``stop`` and ``step`` may also be 0-d tensors (inside ``tf.function``, a
    length such as ``tf.shape(x)[0]``); the dtype then follows theirs.
    """
    try:
        if stop is None:
            start, stop = 0, start
        integral = all(isinstance(v, int) for v in (start, stop, step))
        if not integral and not all(isinstance(v, float | int) for v in (start, stop, step)):
            return _arange_of_tensors(start, stop, step, dtype, device)
        if step == 0:
            raise ValueError("arange() step must not be zero.")
        dtype = _dtype_or(dtype, tf.int64 if integral else tf.float32)
        size = builtins.max(math.ceil((stop - start) / step), 0)
        with _device_scope(device):
            if integral and not dtype.is_floating and not dtype.is_complex:
                # exact integer arithmetic; int64 has every kernel
                values = tf.range(start, start + size * step, step, dtype=tf.int64)
                return tf.cast(values, dtype)
            values = start + step * tf.range(size, dtype=tf.float64)
            return tf.cast(values, dtype)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _arange_of_tensors(start: Any, stop: Any, step: Any, dtype: Any, device: Any) -> tf.Tensor:
    """arange() where a bound or the step is a tensor (or None: a clear error)."""
    bounds = {"start": start, "stop": stop, "step": step}
    for name, value in bounds.items():
        if value is None:
            raise unknown_length("arange", name)
        if not isinstance(value, (*_TENSOR_TYPES, numbers.Real)) or (
            isinstance(value, _TENSOR_TYPES) and value.shape.rank != 0
        ):
            raise TypeError(
                f"arange(): {name} must be a real number or a 0-d tensor, not "
                f"{type(value).__name__}."
            )
    integral = all(
        isinstance(v, numbers.Integral) or (isinstance(v, _TENSOR_TYPES) and v.dtype.is_integer)
        for v in bounds.values()
    )
    dtype = _dtype_or(dtype, tf.int64 if integral else tf.float32)
    exact = integral and not dtype.is_floating and not dtype.is_complex
    work = tf.int64 if exact else tf.float64
    with _device_scope(device):
        first, last, delta = (tf.cast(v, work) for v in bounds.values())
        if not isinstance(step, _TENSOR_TYPES) or tf.executing_eagerly():
            if step == 0:  # a number, or an eager tensor
                raise ValueError("arange() step must not be zero.")
        else:
            check_when_run(delta != 0, "arange() step must not be zero.")
        span = tf.cast(last - first, tf.float64) / tf.cast(delta, tf.float64)
        size = tf.maximum(tf.cast(tf.math.ceil(span), tf.int64), 0)
        return tf.cast(first + delta * tf.range(size, dtype=work), dtype)


def asarray(
    obj: Any,
    /,
    *,
    dtype: Any = None,
    device: Any = None,
    copy: builtins.bool | None = None,
) -> tf.Tensor:
    """``obj`` (tensor, tf.Variable, scalar, nested sequence, buffer, DLPack or NumPy
    array) as a tensor.

    ``copy=None`` reuses a tensor or variable when nothing has to change; ``copy=False``
    raises ValueError where a copy cannot be avoided; ``copy=True`` always copies (for a
    tf.Variable the result no longer follows later assignments).

    Examples
    --------
    >>> import arraydispatch.backends.tensorflow as xp
    >>> xp.asarray([1, 2]).dtype  # tf.constant([1, 2]) would be int32
    tf.int64
    """
    try:
        target = None if dtype is None else as_dtype(dtype)
        if isinstance(obj, _TENSOR_TYPES):
            same_dtype = target is None or obj.dtype == target
            # an eager tensor's device; "" for a symbolic one, whose placement TF decides later
            same_device = device is None or check_device(obj.device or None) == check_device(device)
            if copy is False and not (same_dtype and same_device):
                raise ValueError(
                    "asarray(copy=False) cannot avoid a copy here: the dtype or device differs; "
                    "pass copy=None to allow one."
                )
            if same_dtype and same_device and not copy:
                return obj
            with _device_scope(device):
                if same_dtype:
                    return tf.raw_ops.DeepCopy(x=obj) if copy else tf.identity(obj)
                return tf.cast(obj, target)
        if copy is False:
            if hasattr(obj, "__dlpack__"):
                try:
                    return from_dlpack(obj, device=device, copy=False)
                except BufferError as error:
                    raise ValueError(f"asarray(copy=False): {error}") from error
            raise ValueError(
                f"asarray(copy=False) cannot make a tensor from a {type(obj).__name__} "
                f"without copying; pass copy=None."
            )
        # A float too large for the target dtype becomes +-inf, as tf.cast and torch.asarray
        # make it, without NumPy's "overflow encountered in cast" warning from the conversion
        # (an error under -W error); a Python float without dtype already went to inf silently.
        with _device_scope(device), np.errstate(over="ignore"):
            if type(obj) in (builtins.bool, int, float, complex):
                if target is None:
                    return scalar_constant(obj, _default_dtype_of_scalar(obj))
                # NumPy converts across kinds (True as uint32) where tf.constant refuses
                return tf.constant(np.asarray(obj, dtype=target.as_numpy_dtype), dtype=target)
            if isinstance(obj, np.ndarray):
                array = obj
            elif isinstance(obj, np.generic):
                # as a 0-D array: TF's cache of scalar constants takes -0.0 for 0.0
                # (scalar_constant's docstring)
                array = np.asarray(obj)
            elif hasattr(obj, "__dlpack__") and not hasattr(obj, "__array__"):
                return _cast_or_self(from_dlpack(obj, device=device, copy=True), target)
            elif isinstance(obj, (list, tuple)) and _holds_symbolic_tensor(obj):
                # inside tf.function: TF packs nested sequences of tensors itself
                return _cast_or_self(tf.convert_to_tensor(obj), target)
            elif target is not None:
                array = _nested_to_numpy(obj, target.as_numpy_dtype)
            else:
                array = _nested_to_numpy(obj)
            if target is None:
                name = array.dtype.name
                if name not in DTYPES:
                    raise TypeError(f"asarray() cannot make a tensor of NumPy dtype {name}.")
                target = DTYPES[name]
            return tf.constant(array, dtype=target)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _holds_symbolic_tensor(obj: Any) -> builtins.bool:
    """Whether a nested sequence holds a tensor without a value (a tf.function's)."""
    for item in obj:
        if isinstance(item, (list, tuple)):
            if _holds_symbolic_tensor(item):
                return True
        elif isinstance(item, tf.Tensor) and not hasattr(item, "numpy"):
            return True
    return False


def _cast_or_self(x: tf.Tensor, dtype: tf.DType | None) -> tf.Tensor:
    return x if dtype is None or x.dtype == dtype else tf.cast(x, dtype)


def _nested_to_numpy(obj: Any, dtype: Any = None) -> np.ndarray[Any, Any]:
    """A nested sequence of Python scalars (or tensors) / buffer as a NumPy array, of
    ``dtype`` or else with the standard's default dtypes (Python float -> float32, not
    NumPy's float64)."""
    if isinstance(obj, (bytes, bytearray, memoryview)):
        return np.asarray(memoryview(obj), dtype=dtype)
    kinds: set[type] = set()
    converted = _to_python(obj, kinds)
    if dtype is not None:
        return np.asarray(converted, dtype=dtype)
    array = np.asarray(converted)
    if array.dtype.kind == "i":
        return array.astype(np.int64)
    if array.dtype.kind == "f" and not kinds & {np.floating}:
        return array.astype(np.float32)
    if array.dtype.kind == "c" and not kinds & {np.complexfloating}:
        return array.astype(np.complex64)
    return array


def _to_python(obj: Any, kinds: set[type]) -> Any:
    if isinstance(obj, _TENSOR_TYPES):
        value = obj.numpy()
        kinds.add(np.floating if value.dtype.kind == "f" else np.complexfloating)
        return value
    if isinstance(obj, np.generic):
        kinds.add(np.floating if obj.dtype.kind == "f" else np.complexfloating)
        return obj
    if isinstance(obj, (list, tuple)):
        return [_to_python(item, kinds) for item in obj]
    if hasattr(obj, "__array__") and not isinstance(obj, (str, bytes)):
        value = np.asarray(obj)
        kinds.add(np.floating if value.dtype.kind == "f" else np.complexfloating)
        return value
    return obj


def empty(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """A tensor of ``shape`` (TF has no uninitialised memory: it holds zeros)."""
    try:
        with _device_scope(device):
            return tf.zeros(_shape(shape, "empty"), dtype=_dtype_or(dtype, tf.float32))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def empty_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """A tensor shaped like ``x`` (zeros; TF has no uninitialised memory)."""
    try:
        return zeros_like(x, dtype=dtype, device=device)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """Ones on the ``k``-th diagonal of an ``n_rows`` by ``n_cols`` matrix, zeros elsewhere.

    ``n_rows`` and ``n_cols`` may be 0-d integer tensors (``tf.shape(x)[0]``).
    """
    try:
        n_cols = n_rows if n_cols is None else n_cols
        dtype = _dtype_or(dtype, tf.float32)
        if not (isinstance(n_rows, int) and isinstance(n_cols, int)):
            rows = length_tensor(n_rows, "eye", "n_rows")
            cols = length_tensor(n_cols, "eye", "n_cols")
            with _device_scope(device):
                on_diagonal = tf.range(cols)[None, :] - tf.range(rows)[:, None] == k
                return tf.cast(on_diagonal, dtype)
        with _device_scope(device):
            if k == 0:
                return tf.eye(n_rows, n_cols, dtype=dtype)
            length = builtins.min(n_rows, n_cols - k) if k > 0 else builtins.min(n_rows + k, n_cols)
            if length <= 0:  # the diagonal lies outside the matrix
                return tf.zeros((n_rows, n_cols), dtype=dtype)
            ones = tf.ones((length,), dtype=dtype)
            return tf.linalg.diag(ones, k=k, num_rows=n_rows, num_cols=n_cols)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def from_dlpack(x: Any, /, *, device: Any = None, copy: builtins.bool | None = None) -> tf.Tensor:
    """A tensor sharing ``x``'s memory through DLPack (a copy when ``copy=True``).

    ``x`` is any object with ``__dlpack__`` (NumPy, torch, JAX, TF tensors ...). Memory
    TF cannot share (not 64-byte aligned: TF's kernels would abort the process; not in C
    order: TF's import refuses it) is copied, or with ``copy=False`` refused with BufferError.

    Examples
    --------
    >>> import numpy as np
    >>> import arraydispatch.backends.tensorflow as xp
    >>> xp.from_dlpack(np.arange(3.0)).shape
    TensorShape([3])
    """
    try:
        if isinstance(x, _TENSOR_TYPES):
            return _from_tensor(x, device, copy)
        if not hasattr(x, "__dlpack__"):
            raise not_a_producer(x)
        name = None if device is None else check_device(device)
        if copy is False and name is not None:
            source = producer_device(x)
            if source is not None:
                _check_same_kind(x, "CPU" if source[0] in HOST_DEVICE_TYPES else "GPU", name)
        # TF's kernels abort the process (a CHECK in tensor.cc) on a buffer that is not
        # aligned to 64 bytes, and TF's DLPack import does not check: look at the address
        # through NumPy first (CPU memory), share only aligned memory, copy the rest. TF also
        # refuses any layout but C order ("Invalid strides array from DLPack",
        # https://github.com/tensorflow/tensorflow/issues/51598): a strided or transposed
        # view is copied too.
        try:
            view = np.from_dlpack(x)
        except (BufferError, RuntimeError, TypeError, ValueError):
            view = None  # not CPU memory: device allocations are aligned
        if view is not None and (
            view.size == 0 or view.ctypes.data % _TF_ALIGNMENT or not view.flags.c_contiguous
        ):
            if copy is False:
                why = (
                    "not C-contiguous"
                    if view.size and not view.flags.c_contiguous
                    else ("not 64-byte aligned, which TensorFlow requires")
                )
                raise cannot_share(x, "TensorFlow", why)
            return _place(view, name)
        # aligned (or device) memory: import x's own capsule; TF only understands unversioned
        # ("dltensor") ones, which __dlpack__() without max_version gives
        try:
            capsule = x.__dlpack__()
        except BufferError as error:
            # NumPy exports a read-only array only in a versioned capsule (it carries the flag)
            if copy is False:
                raise cannot_share(x, "TensorFlow", str(error)) from error
            if view is None:  # no host view either (a torch meta tensor, say)
                return through_host(
                    x, error, target="TensorFlow", device=name, copy=copy, place=_place
                )
            return _place(view, name)
        try:
            result = tf.experimental.dlpack.from_dlpack(capsule)
        except (tf.errors.OpError, RuntimeError, ValueError) as error:
            # device memory this TF cannot reach (a CUDA tensor for a CPU-only TF): the
            # standard's copy through host memory where device= says where to
            return through_host(x, error, target="TensorFlow", device=name, copy=copy, place=_place)
        if name is not None or copy:
            # logical devices of one kind share memory: tf.identity there is no copy
            with _device_scope(name):
                return tf.raw_ops.DeepCopy(x=result) if copy else tf.identity(result)
        return result
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _place(host: np.ndarray[Any, Any], device: str | None) -> tf.Tensor:
    """A tensor of NumPy ``host``'s values (a copy) on ``device`` (None: the default)."""
    with _device_scope(device):
        return tf.constant(host)


def _from_tensor(x: Any, device: Any, copy: builtins.bool | None) -> Any:
    """A tensor (or tf.Variable) ``x`` itself, a copy, or on ``device``: the standard keeps
    ``x``'s device where ``device`` is None (a copy too, unlike ``asarray``'s default)."""
    if device is None and not copy:
        return x
    here = check_device(x.device or None)  # "" for a symbolic tensor: TF places it later
    name = here if device is None else check_device(device)
    if name == here and not copy:
        return x
    if copy is False:
        _check_same_kind(x, tf.DeviceSpec.from_string(here).device_type, name)
    with tf.device(name):
        return tf.raw_ops.DeepCopy(x=x) if copy else tf.identity(x)


def _check_same_kind(x: Any, kind: str | None, name: str) -> None:
    """``from_dlpack(copy=False)``: memory on a device of another kind than ``name``'s (CPU
    memory for a GPU, say) needs a copy; TF's logical devices of one kind share memory."""
    if kind != tf.DeviceSpec.from_string(name).device_type:
        raise cannot_share(x, "TensorFlow", f"its memory is on a {kind}; {name} is a copy")


def full(
    shape: int | tuple[int, ...],
    fill_value: builtins.bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """A tensor of ``shape`` filled with ``fill_value``."""
    try:
        dtype = _dtype_or(dtype, _default_dtype_of_scalar(fill_value))
        with _device_scope(device):
            return tf.fill(_shape(shape, "full"), scalar_constant(fill_value, dtype))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def full_like(
    x: Any,
    /,
    fill_value: builtins.bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """A tensor shaped like ``x`` filled with ``fill_value`` (``x``'s dtype by default)."""
    try:
        dtype = x.dtype if dtype is None else as_dtype(dtype)
        with _device_scope(device):
            return tf.fill(tf.shape(x), scalar_constant(fill_value, dtype))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: Any = None,
    device: Any = None,
    endpoint: builtins.bool = True,
) -> tf.Tensor:
    """``num`` evenly spaced values from ``start`` to ``stop`` (included if ``endpoint``).

    ``num`` may be a 0-d integer tensor (``tf.shape(x)[0]``).
    """
    try:
        is_complex = isinstance(start, complex) or isinstance(stop, complex)
        dtype = _dtype_or(dtype, tf.complex64 if is_complex else tf.float32)
        work = tf.complex128 if is_complex or dtype.is_complex else tf.float64
        if not isinstance(num, int):
            return _linspace_of_tensor(start, stop, num, dtype, work, device, endpoint)
        divisions = num - 1 if endpoint else num
        with _device_scope(device):
            first = tf.constant(start, dtype=work)
            last = tf.constant(stop, dtype=work)
            steps = tf.cast(tf.range(num, dtype=tf.float64), work)
            if divisions > 0:
                values = first + steps * ((last - first) / tf.cast(divisions, work))
            else:
                values = first + steps
            if endpoint and num > 1:
                values = tf.concat([values[:-1], last[None]], axis=0)
            return tf.cast(values, dtype)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _linspace_of_tensor(
    start: Any, stop: Any, num: Any, dtype: Any, work: Any, device: Any, endpoint: builtins.bool
) -> tf.Tensor:
    """linspace() of a length known only when the graph runs."""
    count = length_tensor(num, "linspace", "num")
    with _device_scope(device):
        first = tf.constant(start, dtype=work)
        last = tf.constant(stop, dtype=work)
        index = tf.range(count)
        # one division or none (num <= 1 with endpoint): steps of (last - first) / 1 are
        # then multiplied by index 0 only
        divisions = tf.maximum(count - 1 if endpoint else count, 1)
        values = first + tf.cast(index, work) * ((last - first) / tf.cast(divisions, work))
        if endpoint:
            values = tf.where((index == count - 1) & (count > 1), last, values)
        return tf.cast(values, dtype)


def meshgrid(*arrays: Any, indexing: str = "xy") -> tuple[tf.Tensor, ...]:
    """Coordinate matrices from 1-D tensors (``indexing`` "xy" or "ij")."""
    try:
        if indexing not in ("xy", "ij"):
            raise ValueError(f"indexing must be 'xy' or 'ij', not {indexing!r}.")
        return tuple(tf.meshgrid(*arrays, indexing=indexing))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def ones(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """A tensor of ``shape`` filled with ones (float32 by default)."""
    try:
        with _device_scope(device):
            return tf.ones(_shape(shape, "ones"), dtype=_dtype_or(dtype, tf.float32))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def ones_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """Ones shaped like ``x``."""
    try:
        if dtype is None and device is None:
            # OnesLike: what tf.ones_like builds with Shape and Fill
            return gen_array_ops.ones_like(x)
        with _device_scope(device):
            return tf.ones_like(x, dtype=None if dtype is None else as_dtype(dtype))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def _band(x: Any, lower: int, upper: int) -> tf.Tensor:
    """The elements of ``x`` with ``-lower <= col - row <= upper`` (-1: unbounded), others 0.

    band_part refuses widths beyond the matrix, which mean "unbounded" here.
    """
    rows, cols = x.shape[-2], x.shape[-1]
    widths: list[Any] = []
    for width, size, axis in ((lower, rows, -2), (upper, cols, -1)):
        if width < 0:
            widths.append(-1)
        elif size is not None:
            widths.append(-1 if width >= size else width)
        else:  # unknown static size: clamp at run time
            dynamic = tf.shape(x, out_type=tf.int64)[axis]
            widths.append(tf.minimum(tf.constant(builtins.min(width, 2**62), tf.int64), dynamic))
    if any(isinstance(w, tf.Tensor) for w in widths):
        widths = [tf.cast(w, tf.int64) for w in widths]  # one index dtype for both
    return tf.linalg.band_part(x, widths[0], widths[1])


def _outside_band(x: Any, lower: int, upper: int) -> tf.Tensor:
    """The elements of ``x`` *outside* that band, others 0 (a mask: band_part has no lower
    bound for ``col - row`` other than below the diagonal)."""
    inside = _band(tf.ones_like(x, dtype=tf.bool), lower, upper)
    return tf.where(inside, tf.zeros_like(x), x)


def tril(x: Any, /, *, k: int = 0) -> tf.Tensor:
    """The lower triangle of the matrices in ``x``: elements with ``col - row <= k``."""
    try:
        if k >= 0:
            return _band(x, -1, k)
        return _outside_band(x, -k - 1, -1)  # drop col - row >= k + 1
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def triu(x: Any, /, *, k: int = 0) -> tf.Tensor:
    """The upper triangle of the matrices in ``x``: elements with ``col - row >= k``."""
    try:
        if k <= 0:
            return _band(x, -k, -1)
        return _outside_band(x, -1, k - 1)  # drop col - row <= k - 1
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def zeros(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """A tensor of ``shape`` filled with zeros (float32 by default)."""
    try:
        with _device_scope(device):
            return tf.zeros(_shape(shape, "zeros"), dtype=_dtype_or(dtype, tf.float32))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def zeros_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """Zeros shaped like ``x``."""
    try:
        if dtype is None and device is None:
            return gen_array_ops.zeros_like(x)  # what tf.zeros_like calls eagerly
        with _device_scope(device):
            return tf.zeros_like(x, dtype=None if dtype is None else as_dtype(dtype))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
