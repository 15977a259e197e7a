"""Statistical functions for NumPy arrays: NumPy's own.

On NumPy older than 2.1, which lacks them, ``cumulative_sum``/``cumulative_prod`` are wrappers
of ours over ``numpy.cumsum``/``numpy.cumprod`` (the standard's ``axis=None`` rule and
``include_initial``).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING, Any

import numpy as _np

from arraydispatch._common._axes import cumulative_axis
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._versions import release

if TYPE_CHECKING:
    import numpy as np

    # NumPy's own functions, declared for type checkers with the standard's signatures:
    # NumPy 2.5's stubs split them into overloads that each take only some of the standard's
    # arguments, and a protocol is matched by one overload alone (docs/typing.md)
    def cumulative_prod(
        x: np.ndarray,
        /,
        *,
        axis: int | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        include_initial: bool = False,
    ) -> np.ndarray: ...
    def cumulative_sum(
        x: np.ndarray,
        /,
        *,
        axis: int | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        include_initial: bool = False,
    ) -> np.ndarray: ...
    def max(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def min(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def mean(
        x: np.ndarray, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> np.ndarray: ...
    def prod(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        keepdims: bool = False,
    ) -> np.ndarray: ...
    def sum(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: np.dtype[Any] | type[Any] | None = None,
        keepdims: bool = False,
    ) -> np.ndarray: ...
    def std(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0,
        keepdims: bool = False,
    ) -> np.ndarray: ...
    def var(
        x: np.ndarray,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0,
        keepdims: bool = False,
    ) -> np.ndarray: ...
elif release(_np.__version__) >= (2, 1):
    from numpy import cumulative_prod, cumulative_sum, max, mean, min, prod, std, sum, var
else:
    from numpy import max, mean, min, prod, sum

    if release(_np.__version__) >= (2,):
        from numpy import std, var
    else:
        # NumPy 1.x's std/var take ddof=, not the standard's correction=

        def std(
            x: Any,
            /,
            *,
            axis: Any = None,
            correction: int | float = 0.0,
            keepdims: py_bool = False,
            **kwargs: Any,
        ) -> Any:
            try:
                return _np.std(x, axis=axis, ddof=correction, keepdims=keepdims, **kwargs)
            except _RAW_ERRORS as error:
                raise _refusal(error) from error

        def var(
            x: Any,
            /,
            *,
            axis: Any = None,
            correction: int | float = 0.0,
            keepdims: py_bool = False,
            **kwargs: Any,
        ) -> Any:
            try:
                return _np.var(x, axis=axis, ddof=correction, keepdims=keepdims, **kwargs)
            except _RAW_ERRORS as error:
                raise _refusal(error) from error

    # NumPy < 2.1 has no cumulative_sum/cumulative_prod: numpy.cumsum/cumprod, with the
    # standard's axis rule (None only for 0-D and 1-D input) and include_initial

    def _cumulative(
        func: Any,
        identity: int,
        x: Any,
        axis: Any,
        dtype: Any,
        include_initial: py_bool,
        kwargs: dict[str, Any],
    ) -> Any:
        if type(x) is not _np.ndarray:
            x = _np.asanyarray(x)
        axis = cumulative_axis(axis, x.ndim)
        if x.ndim == 0:
            x = x.reshape(1)
        out = func(x, axis=axis, dtype=dtype, **kwargs)
        if include_initial:
            shape = list(out.shape)
            shape[axis] = 1
            initial = _np.full(shape, identity, dtype=out.dtype)
            out = _np.concatenate([initial, out], axis=axis)
        return out

    def cumulative_sum(
        x: Any,
        /,
        *,
        axis: int | None = None,
        dtype: Any = None,
        include_initial: py_bool = False,
        **kwargs: Any,
    ) -> Any:
        # NumPy's own keywords (out=) go on to np.cumsum/cumprod, as array-api-compat passes them
        try:
            return _cumulative(_np.cumsum, 0, x, axis, dtype, include_initial, kwargs)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error

    def cumulative_prod(
        x: Any,
        /,
        *,
        axis: int | None = None,
        dtype: Any = None,
        include_initial: py_bool = False,
        **kwargs: Any,
    ) -> Any:
        # NumPy's own keywords (out=) go on to np.cumsum/cumprod, as array-api-compat passes them
        try:
            return _cumulative(_np.cumprod, 1, x, axis, dtype, include_initial, kwargs)
        except _RAW_ERRORS as error:
            raise _refusal(error) from error


__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"]
