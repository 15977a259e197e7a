"""Creation functions for NumPy arrays: NumPy's own, but for ``from_dlpack``.

On NumPy 1.x, whose creation functions have no ``device=`` and whose ``copy=False`` means
"copy if needed", the creation functions (but ``meshgrid``, ``tril``, ``triu``) are wrappers
of ours: ``device`` is ``None`` or ``"cpu"``, and ``asarray(copy=False)`` raises ValueError
where a copy is needed, as the standard asks.

Deviations of ``from_dlpack``: an object without ``__dlpack__`` is a TypeError naming the fix
(NumPy's is an AttributeError); ``device="cpu"`` copies a producer that cannot export to the
host itself through host memory (NumPy's raises), and ``copy=False`` where a copy is needed
is a ``CopyNeededError`` (both the standard's BufferError and ValueError).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy import (
    arange,
    asarray,
    empty,
    empty_like,
    eye,
    full,
    full_like,
    linspace,
    meshgrid,
    ones,
    ones_like,
    tril,
    triu,
    zeros,
    zeros_like,
)

from arraydispatch._common._dlpack import host_from_dlpack, not_a_producer
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._info import unknown_device
from arraydispatch._common._versions import release

if TYPE_CHECKING:
    from typing import Literal

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip


def from_dlpack(
    x: object, /, *, device: Literal["cpu"] | None = None, copy: py_bool | None = None
) -> np.ndarray:
    """An ndarray of ``x``'s memory through DLPack; ``device="cpu"``: copied to host memory
    where ``x`` is elsewhere.

    Examples
    --------
    >>> import numpy as np
    >>> import arraydispatch.backends.numpy as xp
    >>> xp.from_dlpack(np.arange(3), device="cpu").tolist()
    [0, 1, 2]
    """
    try:
        out: np.ndarray = host_from_dlpack(x, target="NumPy", device=device, copy=copy)
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error


if release(np.__version__) < (2,):
    # ---- NumPy 1.x: device= and the standard's copy= ---------------------------------------

    def _check_device(device: Any) -> None:
        if device is not None and device != "cpu":
            raise unknown_device(device, ("cpu",))

    def asarray(
        obj: Any,
        /,
        *,
        dtype: Any = None,
        device: Literal["cpu"] | None = None,
        copy: py_bool | None = None,
        **kwargs: Any,
    ) -> np.ndarray:
        try:
            _check_device(device)
            if copy:
                return np.array(obj, dtype=dtype, copy=True, **kwargs)
            if copy is None:
                return np.asarray(obj, dtype=dtype, **kwargs)
            if isinstance(obj, np.ndarray):
                if dtype is None or obj.dtype == np.dtype(dtype):
                    return obj
            elif not isinstance(obj, py_bool | int | float | complex | list | tuple):
                out = np.asarray(obj, dtype=dtype, **kwargs)
                if not out.flags.owndata:  # a view of obj's memory (its buffer, __array__)
                    return out
            raise ValueError(
                f"asarray(): copy=False, but a {type(obj).__name__} cannot become an array of "
                f"dtype {dtype} without a copy; pass copy=None to copy where needed."
            )
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def arange(
        start: Any,
        /,
        stop: Any = None,
        step: Any = 1,
        *,
        dtype: Any = None,
        device: Literal["cpu"] | None = None,
        **kwargs: Any,
    ) -> np.ndarray:
        _check_device(device)
        return np.arange(start, stop, step, dtype=dtype, **kwargs)

    def empty(
        shape: Any, *, dtype: Any = None, device: Literal["cpu"] | None = None, **kwargs: Any
    ) -> np.ndarray:
        _check_device(device)
        return np.empty(shape, dtype=dtype, **kwargs)

    def empty_like(
        x: Any, /, *, dtype: Any = None, device: Literal["cpu"] | None = None, **kwargs: Any
    ) -> np.ndarray:
        _check_device(device)
        return np.empty_like(x, dtype=dtype, **kwargs)

    def eye(
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: Any = None,
        device: Literal["cpu"] | None = None,
        **kwargs: Any,
    ) -> np.ndarray:
        _check_device(device)
        return np.eye(n_rows, n_cols, k=k, dtype=dtype, **kwargs)

    def full(
        shape: Any,
        fill_value: Any,
        *,
        dtype: Any = None,
        device: Literal["cpu"] | None = None,
        **kwargs: Any,
    ) -> np.ndarray:
        _check_device(device)
        return np.full(shape, fill_value, dtype=dtype, **kwargs)

    def full_like(
        x: Any,
        /,
        fill_value: Any,
        *,
        dtype: Any = None,
        device: Literal["cpu"] | None = None,
        **kwargs: Any,
    ) -> np.ndarray:
        _check_device(device)
        return np.full_like(x, fill_value, dtype=dtype, **kwargs)

    def linspace(
        start: Any,
        stop: Any,
        /,
        num: int,
        *,
        dtype: Any = None,
        device: Literal["cpu"] | None = None,
        endpoint: py_bool = True,
        **kwargs: Any,
    ) -> np.ndarray:
        _check_device(device)
        return np.linspace(start, stop, num, dtype=dtype, endpoint=endpoint, **kwargs)

    def ones(
        shape: Any, *, dtype: Any = None, device: Literal["cpu"] | None = None, **kwargs: Any
    ) -> np.ndarray:
        _check_device(device)
        return np.ones(shape, dtype=dtype, **kwargs)

    def ones_like(
        x: Any, /, *, dtype: Any = None, device: Literal["cpu"] | None = None, **kwargs: Any
    ) -> np.ndarray:
        _check_device(device)
        return np.ones_like(x, dtype=dtype, **kwargs)

    def zeros(
        shape: Any, *, dtype: Any = None, device: Literal["cpu"] | None = None, **kwargs: Any
    ) -> np.ndarray:
        _check_device(device)
        return np.zeros(shape, dtype=dtype, **kwargs)

    def zeros_like(
        x: Any, /, *, dtype: Any = None, device: Literal["cpu"] | None = None, **kwargs: Any
    ) -> np.ndarray:
        _check_device(device)
        return np.zeros_like(x, dtype=dtype, **kwargs)


if release(np.__version__) < (2, 1):
    # NumPy < 2.1's np.from_dlpack takes neither device= nor copy= (it never copies)

    def from_dlpack(
        x: object, /, *, device: Literal["cpu"] | None = None, copy: py_bool | None = None
    ) -> np.ndarray:
        try:
            if not hasattr(x, "__dlpack__"):
                raise not_a_producer(x)
            if device is not None and device != "cpu":
                raise unknown_device(device, ("cpu",))
            out: np.ndarray = np.from_dlpack(x)
            return np.array(out, copy=True) if copy else out
        except _RAW_ERRORS as error:
            raise _refusal(error) from error
