"""Creation functions. Aliased: ``empty_like``, ``full_like``, ``ones_like``, ``zeros_like``
(torch's own already take the standard's arguments).

Wrapped, each for one reason:

- ``asarray``: a tensor stays on its own device when no ``device`` is given, as the standard
  says; ``torch.asarray`` moves it to the default device set by ``torch.set_default_device``
  (https://github.com/pytorch/pytorch/issues/150199; a ``meta`` tensor then raises).

- ``from_dlpack``: torch aborts the whole process on a producer with negative strides
  (https://github.com/pytorch/pytorch/issues/188023), and shares read-only NumPy memory
  (a ``bytes`` object's, say) as a writable tensor; both are copied (``copy=False``:
  BufferError). An object without ``__dlpack__`` is a TypeError naming the fix. ``device=``
  reaches every torch device: torch's own cannot pack memory for ``meta`` ("Cannot pack
  tensors on meta") and raises an AssertionError for a device it cannot parse. Torch before
  https://github.com/pytorch/pytorch/pull/150218 (2.5 among them) has neither ``device=``
  nor ``copy=``: there a shim, chosen once at import, imports, then moves or copies.

- ``empty``/``ones``/``zeros``/``full``: torch names the first parameter ``size`` (the
  standard calls it ``shape``, a keyword users may pass) and ``full`` refuses an int shape.
- ``arange``: torch raises on an empty range (https://github.com/pytorch/pytorch/issues/70915)
  and wraps around silently when the range does not fit the requested dtype.
- ``eye``: no ``k`` (https://github.com/pytorch/pytorch/issues/70910).
- ``linspace``: no ``endpoint``.
- ``meshgrid``: torch's default indexing is ``"ij"`` (and warns); the standard's is ``"xy"``.
- ``tril``/``triu``: the offset is called ``diagonal``, not ``k``.
"""

from __future__ import annotations

import builtins
import inspect
import math
import sys
from typing import Any

import torch

from arraydispatch._common._dlpack import (
    IMPORT_ERRORS,
    cannot_share,
    not_a_producer,
    safe_producer,
    through_host,
)
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch.backends.torch._data_types import _INTEGRAL

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip

empty_like = torch.empty_like
full_like = torch.full_like
ones_like = torch.ones_like
zeros_like = torch.zeros_like

# int64 holds every Python int torch.arange accepts; narrower integer dtypes would wrap
_NARROW_INTEGRAL = _INTEGRAL - {torch.int64}

# Module-level bindings (one global lookup in the wrappers). Each wrapper's fast path passes
# torch only the arguments the caller gave: torch parses every keyword, ``dtype=None``
# included, and that parsing costs more than the wrapper's own frame.
_arange = torch.arange
_asarray = torch.asarray
_torch_from_dlpack = torch.from_dlpack  # type: ignore[attr-defined]
_empty = torch.empty
_eye = torch.eye
_full = torch.full
_is_compiling = torch.compiler.is_compiling
_linspace = torch.linspace
_vf_meshgrid = torch._C._VariableFunctions.meshgrid  # type: ignore[attr-defined]
_ones = torch.ones
_tril = torch.tril
_triu = torch.triu
_zeros = torch.zeros
_Tensor = torch.Tensor


def _takes_device_and_copy(function: Any) -> builtins.bool:
    """Whether torch.from_dlpack takes the standard's ``device=`` and ``copy=`` (since
    https://github.com/pytorch/pytorch/pull/150218, 2025); torch 2.5 has
    ``from_dlpack(ext_tensor)`` alone. Read once, at import, from
    its signature; it cannot fail (a function it cannot read is "no": the shim below gives
    the same answers through the one-argument call)."""
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False
    return "device" in parameters and "copy" in parameters


if _takes_device_and_copy(_torch_from_dlpack):
    _from_dlpack = _torch_from_dlpack
else:

    def _from_dlpack(x: Any, *, device: Any = None, copy: builtins.bool | None = None) -> Any:
        """torch.from_dlpack with ``device=`` and ``copy=``, for releases without them: the
        one-argument import (on x's own device, memory shared), then a move or a copy. Where
        only a move can give ``device`` and ``copy=False`` forbids it, a BufferError, as the
        newer torch.from_dlpack raises (from_dlpack below turns it into the standard's
        error)."""
        out = _torch_from_dlpack(x)
        if device is not None:
            moved = out.to(device)  # out itself when it is on that device already
            if moved is not out:
                if copy is False:
                    raise BufferError(
                        f"cannot move a {out.device} tensor to {device} without a copy"
                    )
                return moved
        return out.clone() if copy else out


def asarray(
    obj: Any,
    /,
    *,
    dtype: torch.dtype | None = None,
    device: Any = None,
    copy: builtins.bool | None = None,
) -> torch.Tensor:
    try:
        if type(obj) is _Tensor and dtype is None and device is None and copy is None:
            # the standard lets copy=None hand back obj itself, on its own device (see above);
            # torch.asarray(obj) also returns obj, after ~100 ns of parsing its arguments
            return obj
        if device is None and isinstance(obj, _Tensor):
            device = obj.device
        if dtype is None and copy is None:
            return _asarray(obj) if device is None else _asarray(obj, device=device)
        return _asarray(obj, dtype=dtype, device=device, copy=copy)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def from_dlpack(
    x: Any, /, *, device: Any = None, copy: builtins.bool | None = None
) -> torch.Tensor:
    """A tensor sharing ``x``'s memory through DLPack, where torch can do so safely.

    Copied (or, with ``copy=False``, refused with BufferError): memory with negative strides,
    on which torch aborts the process (https://github.com/pytorch/pytorch/issues/188023,
    torch 2.13), and read-only NumPy memory, which torch would hand out as a writable tensor.
    ``device=`` is any torch device, ``meta`` included; a move there is a copy (``copy=False``:
    BufferError, also a ValueError).

    Examples
    --------
    >>> import numpy as np
    >>> import arraydispatch.backends.torch as xp
    >>> xp.from_dlpack(np.arange(3.0)[::-1]).tolist()
    [2.0, 1.0, 0.0]
    >>> xp.from_dlpack(np.arange(3.0), device="meta").device
    device(type='meta')
    """
    try:
        if not isinstance(x, torch.Tensor):  # torch's own tensors have no negative strides
            x = safe_producer(x, copy, target="torch", why="pytorch/pytorch#188023")
        if device is None:
            try:
                return _from_dlpack(x) if copy is None else _from_dlpack(x, copy=copy)
            except IMPORT_ERRORS:
                if not (isinstance(x, torch.Tensor) and x.is_meta):
                    raise
                # DLPack has no meta device ("Unknown device type meta for Dlpack"); the
                # standard keeps x's device, which here is x's own
                return x.detach().clone() if copy else x.detach()
        try:
            target = torch.device(device)
        except (RuntimeError, TypeError):
            raise ValueError(f"from_dlpack(): device={device!r} is not a torch device.") from None
        try:
            return _from_dlpack(x, device=target, copy=copy)
        except IMPORT_ERRORS as error:
            # torch cannot pack memory for its meta device ("Cannot pack tensors on meta"), nor
            # export a meta tensor; its own refusal of a copy=False move is a ValueError
            return _moved(x, target, copy, error)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def _moved(
    x: Any, target: torch.device, copy: builtins.bool | None, error: Exception
) -> torch.Tensor:
    """``x`` on ``target`` where torch's DLPack import could not put it there."""
    here = x if isinstance(x, torch.Tensor) else None
    if here is None:
        try:
            here = _from_dlpack(x)  # on x's own device, then moved
        except IMPORT_ERRORS:  # a device this torch lacks: through host memory
            return through_host(x, error, target="torch", device=target, copy=copy, place=_place)
    if copy is False and here.device != target:
        why = "a meta tensor has no memory" if "meta" in (target.type, here.device.type) else ""
        raise cannot_share(x, "torch", why or str(error).splitlines()[0]) from error
    try:
        return here.to(target, copy=builtins.bool(copy))
    except (NotImplementedError, RuntimeError) as failure:  # out of meta: "no data!"
        raise BufferError(
            f"from_dlpack(): cannot move this {here.device} tensor to {target}: {failure}"
        ) from error


def _place(host: Any, device: torch.device) -> torch.Tensor:
    return _asarray(host, device=device)


def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: torch.dtype | None = None,
    device: Any = None,
) -> torch.Tensor:
    try:
        if stop is None:
            if step == 1 and dtype is None and device is None and start > 0:
                return _arange(start)  # arange(n): torch's own call, never empty
            start, stop = 0, start
        if (step > 0 and stop > start) or (step < 0 and stop < start):
            if dtype in _NARROW_INTEGRAL:
                info = torch.iinfo(dtype)
                last = start + (math.ceil((stop - start) / step) - 1) * step
                if not (info.min <= start <= info.max and info.min <= last <= info.max):
                    raise ValueError(
                        f"arange({start}, {stop}, {step}) has values outside the range of {dtype} "
                        f"[{info.min}, {info.max}]; pick a wider dtype."
                    )
            return _arange(start, stop, step, dtype=dtype, device=device)
        if step == 0:
            raise ValueError("arange(): step must not be 0.")
        # an empty range: torch raises for it (https://github.com/pytorch/pytorch/issues/70915)
        if dtype is None:
            is_int = all(type(v) is int for v in (start, stop, step))
            dtype = torch.int64 if is_int else torch.get_default_dtype()
        return torch.empty(0, dtype=dtype, device=device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def empty(
    shape: int | tuple[int, ...], *, dtype: torch.dtype | None = None, device: Any = None
) -> torch.Tensor:
    try:
        if dtype is None and device is None:
            return _empty(shape)
        return _empty(shape, dtype=dtype, device=device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: torch.dtype | None = None,
    device: Any = None,
) -> torch.Tensor:
    try:
        if k == 0:
            if dtype is None and device is None:
                return _eye(n_rows) if n_cols is None else _eye(n_rows, n_cols)
            return _eye(n_rows, n_rows if n_cols is None else n_cols, dtype=dtype, device=device)
        if n_cols is None:
            n_cols = n_rows
        out = torch.zeros((n_rows, n_cols), dtype=dtype, device=device)
        if -n_rows < k < n_cols:
            out.diagonal(k).fill_(1)
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def full(
    shape: int | tuple[int, ...],
    fill_value: builtins.bool | int | float | complex,
    *,
    dtype: torch.dtype | None = None,
    device: Any = None,
) -> torch.Tensor:
    try:
        if isinstance(shape, int):
            shape = (shape,)  # torch.full refuses an int
        if dtype is None and device is None:
            return _full(shape, fill_value)
        return _full(shape, fill_value, dtype=dtype, device=device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: torch.dtype | None = None,
    device: Any = None,
    endpoint: builtins.bool = True,
) -> torch.Tensor:
    try:
        if not endpoint:
            return _linspace(start, stop, num + 1, dtype=dtype, device=device)[:-1]
        if dtype is None and device is None:
            return _linspace(start, stop, num)
        return _linspace(start, stop, num, dtype=dtype, device=device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def meshgrid(*arrays: torch.Tensor, indexing: str = "xy") -> tuple[torch.Tensor, ...]:
    try:
        if indexing not in ("xy", "ij"):
            raise ValueError(f"meshgrid(): indexing must be 'xy' or 'ij', not {indexing!r}.")
        if not arrays:
            return ()
        if not _is_compiling():  # Dynamo traces torch.meshgrid, not the C function below
            try:
                # torch.meshgrid is a Python layer (torch/functional.py) over this C function,
                # which checks the arrays for __torch_function__ overrides itself: 1.9 us, not
                # 3.5 us, at 8x8
                return _vf_meshgrid(arrays, indexing=indexing)  # type: ignore[no-any-return]
            except TypeError:  # not tensors (torch's also takes one list of them)
                pass
        return torch.meshgrid(*arrays, indexing=indexing)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def ones(
    shape: int | tuple[int, ...], *, dtype: torch.dtype | None = None, device: Any = None
) -> torch.Tensor:
    try:
        if dtype is None and device is None:
            return _ones(shape)
        return _ones(shape, dtype=dtype, device=device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def tril(x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor:
    try:
        return _tril(x, k) if k else _tril(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def triu(x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor:
    try:
        return _triu(x, k) if k else _triu(x)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


def zeros(
    shape: int | tuple[int, ...], *, dtype: torch.dtype | None = None, device: Any = None
) -> torch.Tensor:
    try:
        if dtype is None and device is None:
            return _zeros(shape)
        return _zeros(shape, dtype=dtype, device=device)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
