"""Indexing functions. Both wrapped:

- ``take``: ``torch.index_select`` refuses negative indices
  (https://github.com/pytorch/pytorch/issues/146211) and needs ``axis`` for 1-D input too;
- ``take_along_axis``: the standard's default axis is -1; torch before 2.8 refused negative
  indices too. On the CPU, ``torch.gather`` first (take_along_dim's kernel, without the
  broadcasting and the wrapping of negative indices that cost it ~2-6x).
"""

from __future__ import annotations

import torch

from arraydispatch._common._axes import normalize_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

__all__ = ["take", "take_along_axis"]

_gather = torch.gather
_index_select = torch.index_select
_int64 = torch.int64
_is_compiling = torch.compiler.is_compiling
_take_along_dim = torch.take_along_dim
_where = torch.where


def take(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int | None = None) -> torch.Tensor:
    try:
        if axis is None:
            if x.ndim != 1:
                raise ValueError(
                    f"take(): axis is required for arrays of {x.ndim} dimensions (only 1-D arrays "
                    f"may omit it)."
                )
            axis = 0
        if x.is_cpu and not _is_compiling():
            # Fast path: index_select is the native call but refuses negative indices
            # (https://github.com/pytorch/pytorch/issues/146211). On the CPU it checks and
            # raises, so try it first. Not on CUDA (a bad index there is a device-side assert
            # that kills the context) and not under torch.compile (the check is not traced).
            try:
                return _index_select(x, axis, indices)
            except (IndexError, RuntimeError):
                pass
        # advanced indexing counts negative indices from the end, as the standard does, and
        # raises IndexError for out-of-range ones; a 0-D index keeps the axis, as in
        # index_select and the standard (the result has as many axes as x)
        if indices.ndim == 0:
            indices = indices.reshape(1)
        if indices.dtype not in _INDEX_DTYPES:
            # advanced indexing takes int64, int32 and uint8 tensors; the standard any integer
            indices = indices.long()
        axis = normalize_axis(axis, x.ndim)
        if axis == 0:
            return x[indices]
        return x[(slice(None),) * axis + (indices,)]
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


_INDEX_DTYPES = frozenset((torch.int64, torch.int32, torch.uint8, torch.bool))


def _take_along_dim_wraps() -> bool:
    """Whether torch.take_along_dim counts negative indices from the end, as it does since
    https://github.com/pytorch/pytorch/pull/152161 (torch 2.8; it wraps every index modulo
    the axis size). Older releases (2.5 .. 2.7) raise "index -1 is out of bounds" on the
    CPU, and assert on CUDA. Probed once, at import, on the CPU whatever the default device
    (``torch.set_default_device("cuda")`` would make the old releases' refusal a device-side
    assert), and it cannot fail: anything else than the wrapped answer (an error, a fake
    tensor under a mode active at import) is "no", whose path below is correct everywhere.
    """
    try:
        x = torch.arange(2, device="cpu")
        return bool(_take_along_dim(x, torch.tensor([-1], device="cpu"), 0) == 1)
    except Exception:  # a probe: any failure means "does not wrap"
        return False


_TAKE_ALONG_DIM_WRAPS = _take_along_dim_wraps()


def take_along_axis(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor:
    try:
        if type(axis) is int and x.is_cpu and not _is_compiling():
            # Fast path: torch.gather is take_along_dim's own kernel without its broadcasting
            # and the three kernels that wrap negative indices (2.5x faster at 8x8, 6x at
            # 256x256). It needs indices of x's shape off the axis (where take_along_dim would
            # broadcast) and raises on the CPU for a negative or out-of-range index: then
            # take_along_dim decides. Not on CUDA or under torch.compile, as in take above.
            shape, index_shape = x.shape, indices.shape
            a = axis + len(shape) if axis < 0 else axis
            if (
                indices.dtype is _int64  # as take_along_dim asks; gather also takes int32
                and len(index_shape) == len(shape)
                and index_shape[:a] == shape[:a]
                and index_shape[a + 1 :] == shape[a + 1 :]
            ):
                try:
                    return _gather(x, a, indices)
                except (IndexError, RuntimeError):
                    pass
        if indices.dtype is not _int64:
            # take_along_dim refuses other integer dtypes (IndexError); the standard takes any
            indices = indices.long()
        if _TAKE_ALONG_DIM_WRAPS:
            return _take_along_dim(x, indices, axis)
        n = x.shape[axis]
        return _take_along_dim(x, _where(indices < 0, indices + n, indices), axis)
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
