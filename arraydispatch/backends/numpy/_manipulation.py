"""Manipulation functions for NumPy arrays: NumPy's own.

On NumPy older than 2.1 (which lacks ``unstack`` and ``reshape``'s ``copy=``), those two are
wrappers of ours with the standard's signature.
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy import (
    broadcast_to,
    expand_dims,
    flip,
    moveaxis,
    roll,
    squeeze,
    stack,
    tile,
)

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own functions, declared for type checkers with the standard's signatures, which
    # NumPy's stubs do not express: repeat's overloads each take only some of the standard's
    # arguments (axis=None or axis=int, never both), and a protocol is matched by one
    # overload alone; broadcast_shapes takes the standard's None for an unknown dimension (a
    # TypeError here: NumPy shapes have none). See docs/typing.md.
    def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]: ...
    def repeat(
        x: np.ndarray, repeats: int | np.ndarray, /, *, axis: int | None = None
    ) -> np.ndarray: ...
else:
    from numpy import broadcast_shapes, repeat

if TYPE_CHECKING or release(np.__version__) >= (2,):
    from numpy import broadcast_arrays

if TYPE_CHECKING or release(np.__version__) >= (2,):
    from numpy import concat, permute_dims
else:
    # NumPy 1.x names permute_dims transpose; its concatenate of mixed dtypes does not
    # always give their promoted dtype (int64 with int8 and int32 arrays gave int32), and
    # its broadcast_arrays gives a list (the standard's: a tuple)
    permute_dims = np.transpose

    def concat(
        arrays: tuple[np.ndarray, ...] | list[np.ndarray], /, *, axis: int | None = 0
    ) -> np.ndarray:
        try:
            dtypes = {np.asarray(a).dtype for a in arrays}
            if len(dtypes) <= 1:
                return np.concatenate(arrays, axis=axis)
            return np.concatenate(arrays, axis=axis, dtype=np.result_type(*dtypes))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def broadcast_arrays(*arrays: np.ndarray, **kwargs: Any) -> tuple[np.ndarray, ...]:
        # **kwargs: NumPy's own (subok=), as array-api-compat passes them
        return tuple(np.broadcast_arrays(*arrays, **kwargs))


if TYPE_CHECKING or release(np.__version__) >= (2, 1):
    from numpy import reshape, unstack
else:
    # NumPy 2.0 has neither unstack nor reshape's copy= (both added in 2.1)

    def reshape(
        x: np.ndarray, /, shape: tuple[int, ...], *, copy: py_bool | None = None, **kwargs: Any
    ) -> np.ndarray:
        # NumPy's own keywords (order=) go on to np.reshape, as array-api-compat passes them
        try:
            if type(x) is not np.ndarray:
                # a list, another library's array: an ndarray, as NumPy 2.1's takes it
                # (np.reshape of a torch tensor before that returns the tensor's reshape)
                x = np.asanyarray(x)
            if copy is None or kwargs:
                out = np.reshape(x, shape, **kwargs)
                if copy is False and not np.shares_memory(out, x):
                    raise ValueError(
                        f"reshape(): copy=False, but reshaping an array of shape "
                        f"{np.shape(x)} to {tuple(shape)} needs a copy; pass copy=None."
                    )
                return out
            if copy:
                return np.reshape(np.array(x, copy=True), shape)
            out = np.asarray(x).view()
            out.shape = shape  # raises where the new shape needs a copy
            return out
        except AttributeError as error:
            if "shape" in str(error) and isinstance(x, np.ndarray):
                raise ValueError(
                    f"reshape(): copy=False, but reshaping an array of shape {x.shape} to "
                    f"{tuple(shape)} needs a copy; pass copy=None to copy where needed."
                ) from error
            raise _refusal(error) from error
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def unstack(x: np.ndarray, /, *, axis: int = 0) -> tuple[np.ndarray, ...]:
        try:
            return tuple(np.moveaxis(np.asanyarray(x), axis, 0))
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


__all__ = [
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile",
    "unstack",
]  # fmt: skip
