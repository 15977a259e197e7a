"""convert(): move data to another framework or device at a pipeline boundary, explicitly.

get_namespace() refuses arrays of two libraries on purpose; conversion is a decision the
caller makes once, here, and this module makes it cheap: DLPack shares the memory when
both sides can, and the cases that must copy are few and documented. ``convert(y, like=X)``
is scikit-learn's rule that everything follows ``X`` (scikit-learn/scikit-learn#31452):
the library and the device of ``X``, for arrays and for the array-likes users pass (lists,
scalars, pandas and polars Series).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from arraydispatch._common._dlpack import IMPORT_ERRORS, CopyNeededError, first_line, host_copy
from arraydispatch._dispatch import _library_name, get_namespace, namespace
from arraydispatch._helpers import device as device_of
from arraydispatch._helpers import to_device
from arraydispatch._registry import BACKEND_OF_NAMESPACE, BACKENDS_BY_NAME

_DASK = BACKENDS_BY_NAME["dask"].module
_NUMPY = BACKENDS_BY_NAME["numpy"].module
_PYTHON_SCALARS = (bool, int, float, complex)
#: NumPy dtype kinds an Array API library holds: bool, signed, unsigned, float, complex
_NUMERIC_KINDS = frozenset("biufc")


def convert(
    x: Any,
    to: str | ModuleType | Any = None,
    /,
    *,
    like: Any = None,
    device: Any = None,
    dtype: Any = None,
    copy: bool | None = None,
) -> Any:
    """Return ``x`` as an array of another framework or device, sharing memory when possible.

    Parameters
    ----------
    x
        An array of any library get_namespace() accepts, or an array-like: a Python scalar,
        list or tuple, or an object with ``__array__`` or ``__dlpack__`` (a pandas or polars
        Series, a NumPy scalar).
    to
        The target library: a backend name (``"numpy"``, ``"torch"``, ``"jax"``,
        ``"tensorflow"``, ``"dask"``), an arraydispatch namespace, a framework module
        (``numpy``, ``torch``, ``jax.numpy``, ``tensorflow``, ``dask.array``), or any Array
        API namespace with ``from_dlpack`` (e.g. ``array_api_strict``).
    like
        Instead of ``to`` and ``device``: an array whose library *and* device the result
        takes (``convert(y, like=X)``: ``y`` where ``X`` is).
    device
        A device of the target library (None: where ``x`` is, where the target can hold it,
        else the host).
    dtype
        A dtype of the target library for the result (None: the rule under Notes).
    copy
        None (default): share memory when both sides can, else copy. True: always copy.
        False: share memory or raise ValueError.

    Returns
    -------
    array
        The array in the target library, on the requested device. ``x`` itself when it is
        already there (a copy of it with ``copy=True``).

    Notes
    -----
    The result's dtype: ``dtype=`` where it is given. Otherwise input with a dtype of its own
    (an array, a NumPy scalar, a pandas or polars Series) keeps it, converted to the target's
    dtype of that name (the target's limits apply: JAX without x64 makes float64 float32).
    Input without one (a Python scalar, list or tuple) takes ``like``'s dtype where its
    values are of that dtype's kind (``[1.0, 2.0]`` with a float64 ``like`` is float64, with
    an int32 one the target's default float), else the target's default for their kind
    (``[1.0]`` is float32 in torch).

    Zero-copy, through DLPack (a write through one array shows in the other where the
    producer is writable): NumPy, PyTorch, JAX and TensorFlow on the CPU, in every
    direction, except NumPy -> JAX / TensorFlow, shared only when the NumPy buffer is
    64-byte aligned (their requirement; NumPy's allocator aligns to 16 bytes, so these
    usually copy), and except NumPy arrays with negative strides or read-only memory ->
    PyTorch, which are copied (torch aborts the process on negative strides,
    https://github.com/pytorch/pytorch/issues/188023, and has no read-only tensors). Strided
    views are copied into JAX and TensorFlow, which import only compact layouts. Host data
    -> Dask wraps the memory in a lazy dask array (no copy until computed). docs/pipelines.md
    has the whole matrix, layout by layout.

    Copies, by design:

    - Dask -> any eager framework: the dask array is *computed* (``x.compute()``, on the
      scheduler in use, e.g. a distributed cluster) and the result handed over without a
      further copy. ``copy=False`` raises: a lazy array has no memory to share.
    - A device change (e.g. a CUDA tensor to NumPy, a CPU tensor to torch's ``meta``
      device), a producer without DLPack, a ``dtype=`` other than ``x``'s, or ``copy=True``.
    - Python scalars, lists and tuples: made with the target's ``asarray``. A pandas or
      polars Series is read
      through ``numpy.asarray`` (a view where the Series allows one), then converted as
      a NumPy array.

    Raises
    ------
    TypeError
        ``x`` is neither an array nor an array-like, holds values that are not numbers (an
        object or string dtype), ``to`` is neither a name nor a namespace, ``to`` and
        ``like`` are both given, or the pair cannot be converted (e.g. a symbolic tensor
        inside ``jax.jit``/``tf.function``).
    ValueError
        An unknown backend name or device, a ragged nested list, or ``copy=False`` where a
        copy is needed (``dtype=`` other than ``x``'s included).

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch import convert
    >>> a = np.zeros(3)
    >>> b = convert(a, "dask")          # wraps a, no copy
    >>> c = convert(b + 1, "numpy")     # computes the graph
    >>> c.tolist()
    [1.0, 1.0, 1.0]
    >>> convert([1, 2], like=c)         # c's library and device
    array([1, 2])
    >>> convert([1.0, 2.0], like=np.zeros(2, dtype=np.float32)).dtype  # and c's float dtype
    dtype('float32')
    """
    if copy not in (None, True, False):
        raise TypeError(f"convert(copy={copy!r}): copy must be None, True or False.")
    target, device = _target_and_device(to, like, device)
    if type(x) in _PYTHON_SCALARS or isinstance(x, (list, tuple)):
        if dtype is None and like is not None:
            dtype = _like_dtype(x, like, target)
        return _from_python(x, target, device, dtype, copy)
    out = _convert_array(x, target, device, copy)
    return out if dtype is None else _as_dtype(x, out, target, dtype, copy)


def _convert_array(x: Any, target: Any, device: Any, copy: bool | None) -> Any:
    try:
        source = get_namespace(x)
    except TypeError:
        if not (hasattr(x, "__array__") or hasattr(x, "__dlpack__")):
            raise TypeError(
                f"convert(): argument x is not an array or an array-like, it is a "
                f"{_type_name(x)}. convert takes arrays, Python scalars, lists and tuples, "
                f"and objects with __array__ or __dlpack__ (pandas and polars Series, ...)."
            ) from None
        return _from_array_like(x, target, device, copy)
    if target is source:
        return _same_library(x, target, device, copy)
    source_name = _library_name(source)
    if getattr(source, "__name__", "") == _DASK:
        if copy is False:
            raise CopyNeededError(
                "convert(copy=False): a dask array is lazy and has no memory to share; "
                "converting it computes it. Pass copy=None."
            )
        x = x.compute()
        if getattr(target, "__name__", "") == _NUMPY and type(x).__module__ == "numpy":
            return x if device is None else target.from_dlpack(x, device=device)
        return _from_dlpack(x, target, source_name, device, None)
    return _from_dlpack(x, target, source_name, device, copy)


def _target_and_device(to: Any, like: Any, device: Any) -> tuple[Any, Any]:
    """The target namespace and device from ``to``/``device`` or from ``like``."""
    if like is None:
        if to is None:
            raise TypeError(
                "convert() needs a target: convert(x, to) with a backend name or namespace "
                "(e.g. 'torch'), or convert(x, like=array) for that array's library and device."
            )
        return _target(to), device
    if to is not None or device is not None:
        raise TypeError(
            "convert(): pass either to (and device) or like, not both: like=X already means "
            "X's library and X's device."
        )
    try:
        return get_namespace(like), device_of(like)
    except TypeError as error:
        raise TypeError(
            f"convert(like=...): like must be an array, whose library and device the result "
            f"takes; got a {_type_name(like)}."
        ) from error


def _target(to: Any) -> Any:
    if isinstance(to, str):
        return namespace(to)
    if isinstance(to, ModuleType):
        # a framework module (numpy, jax, jax.numpy, dask.array, ...): our namespace of it
        for backend in BACKENDS_BY_NAME.values():
            if to.__name__ == backend.framework or to.__name__ in backend.native_namespaces:
                return backend.load()
    if hasattr(to, "from_dlpack") or hasattr(to, "asarray"):
        return to
    raise TypeError(
        f"convert(x, to): to must be a backend name such as 'torch' or an Array API "
        f"namespace, not a {type(to).__name__}."
    )


# ------------------------------------------------------------------ arrays of one library


def _same_library(x: Any, target: Any, device: Any, copy: bool | None) -> Any:
    """``x`` itself, a copy of it, or ``x`` on ``device`` (its own library's)."""
    if device is not None and not _is_on(x, device):
        moved = to_device(x, device)
        if moved is not x:  # to_device returns x where it already is (torch, TF, NumPy)
            if copy is False:
                raise CopyNeededError(
                    f"convert(copy=False): moving a {_library_name(target)} array from "
                    f"{device_of(x)} to {device} is a copy. Pass copy=None."
                )
            return moved
    if copy:
        return target.asarray(x, copy=True)
    return x


def _is_on(x: Any, device: Any) -> bool:
    try:
        return bool(device_of(x) == device)
    except (TypeError, ValueError):  # devices that do not compare (a str and a torch.device)
        return False


# ------------------------------------------------------------------ across libraries


def _from_dlpack(x: Any, target: Any, source_name: str, device: Any, copy: bool | None) -> Any:
    target_name = _library_name(target)
    from_dlpack = getattr(target, "from_dlpack", None)
    error: Exception | None = None
    # Our namespaces' from_dlpack honour device= and copy= (the standard's, 2023.12) with
    # any producer. Another library's may ignore copy=True (jax.numpy.from_dlpack shares CPU
    # memory anyway, JAX 0.10), or lack device=: copy=True goes through host memory there.
    ours = getattr(target, "__name__", None) in BACKEND_OF_NAMESPACE
    if from_dlpack is not None and hasattr(x, "__dlpack__") and (ours or not copy):
        kwargs = {
            key: value for key, value in (("device", device), ("copy", copy)) if value is not None
        }
        try:
            return from_dlpack(x, **kwargs)
        except (*IMPORT_ERRORS, NotImplementedError) as e:
            error = e  # e.g. a device the target cannot read, an unaligned buffer, copy=False
    if copy is False:
        raise CopyNeededError(
            f"convert(copy=False): a {source_name} array cannot be shared with {target_name} "
            f"without a copy" + (f" ({first_line(error)})" if error else "") + ". Pass copy=None."
        ) from error
    # A copy through host memory: a device change, or a producer without DLPack.
    try:
        host = host_copy(x)
    except BufferError as e:
        raise TypeError(
            f"convert(): cannot convert a {source_name} array ({type(x).__qualname__}) to "
            f"{target_name}: {first_line(e).rstrip('.')}. (Arrays inside jax.jit or "
            f"tf.function cannot leave the traced function: convert outside it; a torch "
            f"tensor that requires grad must be detached first.)"
        ) from error or e
    _check_numeric(x, host.dtype)  # a NumPy array of objects or strings
    return _from_host(host, target, target_name, device)


def _from_host(host: Any, target: Any, target_name: str, device: Any) -> Any:
    """NumPy ``host`` (memory of its own) as an array of ``target`` on ``device``."""
    kwargs = {} if device is None else {"device": device}
    from_dlpack = getattr(target, "from_dlpack", None)
    if from_dlpack is not None:
        try:
            return from_dlpack(host, **kwargs)
        except IMPORT_ERRORS:
            pass
    asarray = getattr(target, "asarray", None)
    if asarray is None:
        raise TypeError(
            f"convert(): {target_name} has neither from_dlpack nor asarray; it cannot be a "
            f"conversion target."
        )
    return asarray(host, **kwargs)


# ------------------------------------------------------------------ array-likes


def _from_python(x: Any, target: Any, device: Any, dtype: Any, copy: bool | None) -> Any:
    """A Python scalar, list or tuple, through the target's ``asarray``."""
    if copy is False:
        raise CopyNeededError(
            f"convert(copy=False): argument x is a Python {type(x).__name__}, which has no "
            f"memory to share; an array of it is always new. Pass copy=None."
        )
    keywords = {
        key: value for key, value in (("device", device), ("dtype", dtype)) if value is not None
    }
    try:
        out = target.asarray(x, **keywords)
    except (*IMPORT_ERRORS, OverflowError, NotImplementedError, Warning) as error:
        # (a Warning: one turned into an error, JAX's DeprecationWarning for str values)
        ragged = _ragged(x)
        if ragged:
            raise ValueError(
                f"convert(): argument x is a ragged nested {type(x).__name__} ({ragged}); "
                f"an array needs the same length along each dimension."
            ) from None
        odd = _not_a_number(x)
        if odd:
            raise TypeError(
                f"convert(): argument x, a {type(x).__name__}, holds {odd}, not a number: no "
                f"Array API library holds it."
            ) from None
        kind: type[Exception] = (
            ValueError if isinstance(error, (ValueError, OverflowError)) else TypeError
        )
        raise kind(
            f"convert(): cannot make a {_library_name(target)} array of argument x, a "
            f"{type(x).__name__}: {first_line(error)}"
        ) from error
    _check_numeric(x, getattr(out, "dtype", None))
    return out


#: The dtype kind (the standard's isdtype names) that a Python value's array has, from the
#: most general kind among its values; bool is an int in Python but its own kind here.
_PYTHON_KINDS = ((complex, "complex floating"), (float, "real floating"), (int, "integral"))


def _python_kind(x: Any) -> str | None:
    """The kind of the array the Python scalar or nested lists/tuples ``x`` make; None where
    they hold anything else (NumPy scalars, arrays: their own dtypes decide)."""
    found: set[type] = set()
    stack = [x]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif type(item) in _PYTHON_SCALARS:
            found.add(type(item))
        else:
            return None
    for kind_of, kind in _PYTHON_KINDS:
        if kind_of in found:
            return kind
    return "bool" if found else None


def _like_dtype(x: Any, like: Any, target: Any) -> Any:
    """``like``'s dtype where the Python values ``x`` are of its kind, else None."""
    kind = _python_kind(x)
    like_dtype = getattr(like, "dtype", None)
    if kind is None or like_dtype is None:
        return None
    try:
        return like_dtype if target.isdtype(like_dtype, kind) else None
    except (TypeError, ValueError):  # a dtype the target's isdtype does not know
        return None


def _as_dtype(x: Any, out: Any, target: Any, dtype: Any, copy: bool | None) -> Any:
    """``out`` (``x`` converted) as ``dtype``: a copy where the dtype differs."""
    try:
        same = out.dtype == dtype
    except (TypeError, ValueError):
        same = False
    if same:
        return out
    if copy is False:
        raise CopyNeededError(
            f"convert(copy=False, dtype={dtype!r}): argument x is {out.dtype}, and a change "
            f"of dtype is a copy. Pass copy=None."
        )
    try:
        return target.astype(out, dtype)
    except (*IMPORT_ERRORS, AttributeError) as error:
        raise TypeError(
            f"convert(dtype={dtype!r}): cannot make argument x ({_type_name(x)}) an array of "
            f"that dtype in {_library_name(target)}: {first_line(error)}. Pass one of the "
            f"target library's dtypes, e.g. xp.float64 with xp = arraydispatch.namespace(...)."
        ) from error


def _from_array_like(x: Any, target: Any, device: Any, copy: bool | None) -> Any:
    """An object with ``__array__``/``__dlpack__`` but no namespace (pandas, polars, ...)."""
    if not hasattr(x, "__array__"):  # numpy.asarray would make a 0-D object array of it
        return _from_dlpack(x, target, type(x).__module__.partition(".")[0], device, copy)
    import numpy as np  # __array__ means NumPy is there to read it

    try:
        host = np.asarray(x) if copy is not False else np.asarray(x, copy=False)
    except (ValueError, RuntimeError) as error:  # polars: RuntimeError "copy not allowed"
        if copy is False:
            raise CopyNeededError(
                f"convert(copy=False): argument x, a {_type_name(x)}, cannot be read "
                f"without a copy ({first_line(error)}). Pass copy=None."
            ) from error
        if not hasattr(x, "__dlpack__"):
            raise
        host = None
    except TypeError:
        host = None  # no usable __array__: DLPack only
    if host is None:
        return _from_dlpack(x, target, type(x).__module__.partition(".")[0], device, copy)
    _check_numeric(x, host.dtype)
    numpy_namespace = namespace("numpy")
    if target is numpy_namespace:
        return _same_library(host, target, device, copy)
    return _from_dlpack(host, target, "numpy", device, copy)


def _check_numeric(x: Any, dtype: Any) -> None:
    """A TypeError for an array-like whose values are not numbers (object, str, datetime)."""
    kind = getattr(dtype, "kind", None)  # a NumPy dtype (NumPy's and Dask's namespaces)
    if kind is None or kind in _NUMERIC_KINDS:
        return
    raise TypeError(
        f"convert(): argument x, a {_type_name(x)}, holds values of dtype {dtype}, not "
        f"numbers: no Array API library holds them. Convert them to a numeric dtype first "
        f"(pandas: x.to_numpy(dtype=float), which makes missing values NaN)."
    )


def _ragged(x: Any) -> str:
    """Where nested lists/tuples ``x`` stop being rectangular ('' where they are), e.g.
    ``"x[0] has length 2, x[1] length 1"``."""
    level: list[tuple[str, Any]] = [("x", x)]
    for _ in range(64):  # the standard's arrays have at most 64 dimensions
        sequences = [(where, item) for where, item in level if isinstance(item, (list, tuple))]
        if not sequences:
            return ""
        if len(sequences) < len(level):
            scalar = next(where for where, item in level if not isinstance(item, (list, tuple)))
            return f"{sequences[0][0]} is a {type(sequences[0][1]).__name__}, {scalar} is not"
        first_where, first = sequences[0]
        for where, item in sequences:
            if len(item) != len(first):
                return f"{first_where} has length {len(first)}, {where} length {len(item)}"
        level = [(f"{where}[{i}]", value) for where, item in level for i, value in enumerate(item)]
    return ""


def _not_a_number(x: Any) -> str:
    """The first value of nested lists/tuples ``x`` that is not a number ('' where none)."""
    stack: list[tuple[tuple[int, ...], Any]] = [((), x)]
    while stack:
        index, item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(((*index, i), v) for i, v in reversed(list(enumerate(item))))
        elif not (
            isinstance(item, _PYTHON_SCALARS)
            or hasattr(item, "__array__")
            or hasattr(item, "__dlpack__")
        ):
            where = "".join(f"[{position}]" for position in index)
            return f"a {_type_name(item)} at x{where}"
    return ""


def _type_name(x: Any) -> str:
    module = type(x).__module__
    name = type(x).__qualname__
    return name if module == "builtins" else f"{module}.{name}"
