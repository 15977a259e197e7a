"""What every backend's ``from_dlpack`` shares: its errors, and its ``device=``/``copy=``.

Written once here so that every namespace (and a new backend's) answers the same way:

- a non-producer gets the same message from every namespace, naming the object and the fix,
  instead of each framework's own (NumPy: AttributeError; torch: "an invalid capsule"; JAX:
  a TypeError without the fix);
- ``copy=False`` where only a copy can do raises :class:`CopyNeededError`;
- where the producer cannot export to the requested device (torch cannot pack memory for its
  ``meta`` device; a CUDA tensor for NumPy), :func:`through_host` copies through host memory,
  as the standard (2023.12) asks of ``from_dlpack(x, device=...)``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar

_T = TypeVar("_T")

#: DLPack's device types (``DLDeviceType``) whose memory the host reads directly: kDLCPU,
#: kDLCUDAHost (pinned), kDLROCMHost, kDLCUDAManaged
HOST_DEVICE_TYPES = frozenset({1, 3, 11, 13})

#: What a framework's DLPack import raises where it cannot import (a device it cannot reach,
#: a layout it refuses, ``copy=False`` that needs a copy; torch's NotImplementedError is a
#: RuntimeError)
IMPORT_ERRORS = (BufferError, RuntimeError, TypeError, ValueError)


class CopyNeededError(BufferError, ValueError):
    """``from_dlpack(x, copy=False)`` where only a copy can give the result.

    The standard (2023.12) asks for ``BufferError`` in the text of ``copy=`` and for
    ``ValueError`` in that of ``device=`` and in its Raises section; this is both, so code
    written against either text catches it.
    """


def not_a_producer(x: Any, /) -> TypeError:
    """The error for an object without ``__dlpack__`` passed to ``from_dlpack``."""
    kind = _kind(x)
    if type(x).__module__.startswith("dask"):
        fix = (
            "A dask array is lazy and has no memory to share: use arraydispatch.convert(x, "
            "...), which computes it, or x.compute() first."
        )
    else:
        fix = (
            "Use asarray() for Python sequences and scalars, or arraydispatch.convert(x, ...) "
            "for an array of another library."
        )
    return TypeError(f"from_dlpack() needs an object with __dlpack__, got a {kind}. {fix}")


def cannot_share(x: Any, target: str, why: str, /) -> CopyNeededError:
    """The error for ``from_dlpack(x, copy=False)`` when ``target`` must copy ``x``."""
    return CopyNeededError(
        f"from_dlpack(copy=False): {target} cannot share the memory of this {_kind(x)} "
        f"({why}); pass copy=None to allow a copy."
    )


def producer_device(x: Any, /) -> tuple[int, int] | None:
    """``x.__dlpack_device__()`` as plain ints, or None where ``x`` cannot say."""
    try:
        kind, index = x.__dlpack_device__()
    except (AttributeError, *IMPORT_ERRORS):  # torch's meta tensors: ValueError
        return None
    # Paddle's CPU tensors say (kDLCPU, None): device 0, the only host device
    return int(kind), 0 if index is None else int(index)


def on_host(x: Any, /) -> bool:
    """Whether ``x``'s memory is host memory, per its ``__dlpack_device__``."""
    device = producer_device(x)
    return device is not None and device[0] in HOST_DEVICE_TYPES


def _own_to_device(x: Any, device: Any, /) -> Any:
    return x.to_device(device)


#: How host_copy moves an array that cannot export itself to the host: arraydispatch.to_device
#: (each namespace's device hook), which arraydispatch._helpers gives with provide_to_device()
#: when it is imported; it sits above this module (it resolves the array's namespace), so
#: this module does not reach up for it. Until then, the standard's array method.
_to_device: Callable[[Any, Any], Any] = _own_to_device


def provide_to_device(to_device: Callable[[Any, Any], Any], /) -> None:
    """Have host_copy move arrays with ``to_device(x, "cpu")`` (called once, at import)."""
    global _to_device
    _to_device = to_device


def host_copy(x: Any, /) -> Any:
    """A NumPy array of ``x``'s values in new host memory, whatever device ``x`` is on.

    In the standard's way first (``__dlpack__(dl_device=kDLCPU, copy=True)``, through
    ``numpy.from_dlpack(x, device="cpu", copy=True)``), then, for producers that cannot export
    to the host themselves, through ``arraydispatch.to_device(x, "cpu")`` (every backend takes
    ``"cpu"``) and ``numpy.asarray``.

    Raises
    ------
    BufferError
        ``x`` has no values to copy (a torch ``meta`` tensor), or no way to the host.
    """
    import numpy as np  # every producer's memory reaches the host through NumPy

    errors: list[str] = []
    if hasattr(x, "__dlpack__"):
        try:
            return np.from_dlpack(x, device="cpu", copy=True)
        except IMPORT_ERRORS as error:
            errors.append(first_line(error))
    try:
        moved = _to_device(x, "cpu")
    except (*IMPORT_ERRORS, AttributeError) as error:
        moved = x
        errors.append(first_line(error))
    try:
        # asarray, then copy: np.array(moved, copy=True) passes copy= to __array__, which
        # older implementations (torch 2.13's) do not take (a DeprecationWarning)
        return np.asarray(moved).copy()
    except IMPORT_ERRORS as error:
        errors.append(first_line(error))
    raise BufferError(
        f"from_dlpack(): cannot copy this {_kind(x)} to host memory: "
        + "; ".join(dict.fromkeys(errors))  # each reason once
    )


def through_host(
    x: Any,
    error: Exception,
    /,
    *,
    target: str,
    device: Any,
    copy: bool | None,
    place: Callable[[Any, Any], _T],
) -> _T:
    """The standard's answer where ``target``'s native DLPack import of ``x`` failed.

    ``error`` is that failure. With ``copy=False``: :class:`CopyNeededError`. With
    ``device=None`` and ``x`` off the host: ``BufferError`` (the standard keeps ``x``'s
    device there, which ``target`` cannot hold; a ``device=`` copies). Otherwise a copy
    through host memory: :func:`host_copy`, then ``place(host_array, device)``, the
    backend's way to put a NumPy array on one of its devices (``device`` may be None).

    Parameters
    ----------
    x
        The producer.
    error
        What the native import raised (chained to the error raised here).
    target
        The consuming framework, for messages: ``"torch"``, ``"JAX"``, ...
    device, copy
        ``from_dlpack``'s arguments.
    place
        ``place(numpy_array, device)``: the array in ``target`` on ``device``.
    """
    why = first_line(error)
    if copy is False:
        raise cannot_share(x, target, why) from error
    if device is None and not on_host(x):
        where = producer_device(x)
        raise BufferError(
            f"from_dlpack(): {target} cannot hold the memory of this {_kind(x)} "
            + (f"on DLPack device {where}" if where else "on a device DLPack has no name for")
            + f" ({why}); pass device= (e.g. device='cpu') to copy it there."
        ) from error
    try:
        host = host_copy(x)
    except BufferError as failure:
        raise failure from error
    return place(host, device)


def host_from_dlpack(x: Any, /, *, target: str, device: Any, copy: bool | None) -> Any:
    """``numpy.from_dlpack(x, device=device, copy=copy)`` with the standard's fallback: for
    the namespaces that hold NumPy memory (NumPy's, Dask's), ``target`` naming them.

    ``device`` is None or ``"cpu"``; ``"cpu"`` copies a producer on another device (or one
    that cannot export to the host itself) through host memory.
    """
    import numpy as np

    if not hasattr(x, "__dlpack__"):  # NumPy's own raises AttributeError (a dask array, say)
        raise not_a_producer(x)
    if device is not None:
        if device != "cpu":
            raise ValueError(f"from_dlpack(): device={device!r} is not {target}'s device 'cpu'.")
        if on_host(x):  # the same import: some producers refuse dl_device= (TF 2.21)
            device = None
    try:
        return np.from_dlpack(x, device=device, copy=copy)
    except IMPORT_ERRORS as error:
        # a producer that cannot export to the host itself (a CUDA array asked for
        # dl_device=kDLCPU by an older library), or one NumPy cannot read at all
        return through_host(x, error, target=target, device=device, copy=copy, place=_as_is)


def _as_is(host: Any, device: Any) -> Any:
    return host


def _kind(x: Any) -> str:
    return f"{type(x).__module__}.{type(x).__qualname__}"


def first_line(error: BaseException | None) -> str:
    """The first line of ``error``'s message, or its class name where it has none."""
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


#: DLPack's device type of host memory (kDLCPU)
_DLPACK_CPU = 1


def safe_producer(x: Any, copy: bool | None, /, *, target: str, why: str) -> Any:
    """``x``, or a C-contiguous copy of it where ``target`` cannot import its memory safely:
    memory with negative strides (torch and Paddle abort the whole process on it; ``why``
    names the upstream issue) and read-only NumPy memory (which they would hand out as a
    writable tensor). With ``copy=False`` those are a :class:`CopyNeededError` instead.
    An object without ``__dlpack__`` is the TypeError of :func:`not_a_producer`.
    """
    if not hasattr(x, "__dlpack__"):
        if type(x).__name__ == "PyCapsule":
            return x  # a legacy capsule: the consumer reads it; its layout is not visible here
        raise not_a_producer(x)
    np = sys.modules.get("numpy")  # a NumPy-backed producer implies NumPy is imported
    strides = getattr(x, "strides", None)  # NumPy, CuPy: byte strides, negative where reversed
    readonly = np is not None and isinstance(x, np.ndarray) and not x.flags.writeable
    device = producer_device(x)
    on_host = device is not None and device[0] == _DLPACK_CPU
    if strides is None and np is not None and on_host:
        try:
            x_view = np.from_dlpack(x)  # array-api-strict & co.: read the layout through NumPy
        except IMPORT_ERRORS:
            return x  # NumPy cannot read it; neither a NumPy view nor a reversed one
        strides = x_view.strides
    else:
        x_view = x
    if strides is None or not (readonly or any(s < 0 for s in strides)):
        return x
    if copy is False:
        raise cannot_share(
            x, target, "read-only memory" if readonly else f"negative strides ({why})"
        )
    return x_view.copy()  # C order: NumPy's and CuPy's copy() default
