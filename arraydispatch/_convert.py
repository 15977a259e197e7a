"""convert(): move an array to another framework at a pipeline boundary, explicitly.

get_namespace() refuses arrays of two libraries on purpose; conversion is a decision the
caller makes once, here, and this module makes it cheap: DLPack shares the memory when
both sides can, and the cases that must copy are few and documented.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from arraydispatch._dispatch import _library_name, get_namespace, namespace
from arraydispatch._registry import BACKENDS_BY_NAME

_DASK = BACKENDS_BY_NAME["dask"].module
_NUMPY = BACKENDS_BY_NAME["numpy"].module


def convert(x: Any, to: str | ModuleType | Any, /, *, copy: bool | None = None) -> Any:
    """Return ``x`` as an array of another framework, sharing memory when possible.

    Parameters
    ----------
    x
        An array of any library get_namespace() accepts.
    to
        The target: a backend name (``"numpy"``, ``"torch"``, ``"jax"``, ``"tensorflow"``,
        ``"dask"``), an arraydispatch namespace, a framework module (``numpy``, ``torch``,
        ``jax.numpy``, ``tensorflow``, ``dask.array``), or any Array API namespace with
        ``from_dlpack`` (e.g. ``array_api_strict``).
    copy
        None (default): share memory when both sides can, else copy. True: always copy.
        False: share memory or raise ValueError.

    Returns
    -------
    array
        The array in the target framework. ``x`` itself when it is already there (a copy
        of it with ``copy=True``).

    Notes
    -----
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
    - A device change (e.g. a CUDA tensor to NumPy), a producer without DLPack, or
      ``copy=True``: a copy through host memory.

    Raises
    ------
    TypeError
        ``x`` is not an array, ``to`` is neither a name nor a namespace, or the pair cannot
        be converted (e.g. a symbolic tensor inside ``jax.jit``/``tf.function``).
    ValueError
        An unknown backend name, or ``copy=False`` where a copy is needed.

    Examples
    --------
    >>> import numpy as np
    >>> from arraydispatch._convert import convert
    >>> a = np.zeros(3)
    >>> b = convert(a, "dask")          # wraps a, no copy
    >>> c = convert(b + 1, "numpy")     # computes the graph
    >>> c.tolist()
    [1.0, 1.0, 1.0]
    """
    source = get_namespace(x)
    target = _target(to)
    if copy not in (None, True, False):
        raise TypeError(f"convert(copy={copy!r}): copy must be None, True or False.")
    if target is source:
        if copy:
            return target.asarray(x, copy=True)
        return x
    source_name = getattr(source, "__name__", "")
    target_name = getattr(target, "__name__", "")
    if source_name == _DASK:
        if copy is False:
            raise ValueError(
                "convert(copy=False): a dask array is lazy and has no memory to share; "
                "converting it computes it. Pass copy=None."
            )
        x = x.compute()
        if target_name == _NUMPY and type(x).__module__ == "numpy":
            return x
        return _from_dlpack(x, target, _library_name(source), None)
    return _from_dlpack(x, target, _library_name(source), copy)


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


def _from_dlpack(x: Any, target: Any, source_name: str, copy: bool | None) -> Any:
    target_name = _library_name(target)
    from_dlpack = getattr(target, "from_dlpack", None)
    error: Exception | None = None
    # copy=True goes through the host copy below: some consumers ignore from_dlpack's
    # copy=True (jax.numpy.from_dlpack shares CPU memory anyway, JAX 0.10).
    if from_dlpack is not None and hasattr(x, "__dlpack__") and not copy:
        try:
            return from_dlpack(x) if copy is None else from_dlpack(x, copy=False)
        except (BufferError, RuntimeError, TypeError, ValueError, NotImplementedError) as e:
            error = e  # e.g. a device the target cannot read, an unaligned buffer with copy=False
    if copy is False:
        raise ValueError(
            f"convert(copy=False): a {source_name} array cannot be shared with {target_name} "
            f"without a copy" + (f" ({error})" if error else "") + ". Pass copy=None."
        ) from error
    # A copy through host memory: a device change, or a producer without DLPack.
    try:
        host = _to_host(x)
    except Exception as e:
        raise TypeError(
            f"convert(): cannot convert a {source_name} array ({type(x).__qualname__}) to "
            f"{target_name}: {error or e}. Arrays inside jax.jit or tf.function cannot leave "
            f"the traced function (convert outside it); a torch tensor that requires grad "
            f"must be detached first."
        ) from e
    if from_dlpack is not None:
        try:
            return from_dlpack(host)
        except (BufferError, RuntimeError, TypeError, ValueError, NotImplementedError):
            pass
    asarray = getattr(target, "asarray", None)
    if asarray is None:
        raise TypeError(
            f"convert(): {target_name} has neither from_dlpack nor asarray; it cannot be a "
            f"conversion target."
        )
    return asarray(host)


def _to_host(x: Any) -> Any:
    """A NumPy array of ``x``'s values in host memory (a copy where the device differs)."""
    import numpy  # every producer here can hand NumPy its memory

    if hasattr(x, "__dlpack__"):
        try:
            return numpy.from_dlpack(x, device="cpu", copy=True)
        except (BufferError, RuntimeError, TypeError, ValueError, NotImplementedError):
            pass
    return numpy.asarray(x)
