"""NumPy kernels with the standard's semantics, shared by the numpy and dask namespaces.

The numpy namespace binds these functions directly (``numpy_xp.floor_divide`` is
:func:`floor_divide`); the dask namespace runs the same functions on each block, lazily
(``elemwise``, ``map_blocks``, ``apply_gufunc`` or one ``delayed`` task), so both backends
agree on every special case by construction. Each one fixes a place where NumPy's own
function differs from the standard:

- ``floor_divide``: NumPy gives NaN for ``inf // finite`` and -1 for ``1.0 // -inf``; the
  standard wants +-inf and -0 (numpy/numpy#23860).
- ``expm1`` (complex): NumPy gives NaN+NaNj for infinite inputs; ``exp(x) - 1`` is exact there.
- ``reciprocal``: NumPy's of integers is integer division (``reciprocal(2)`` is 0); the
  standard's is floating-point only, so integer and bool input gives float64.
- ``sort``/``argsort``: the standard's ``descending=`` and ``stable=`` keywords.
- ``unique_*``: ascending order, each NaN distinct and last, as ``numpy.unique`` (NumPy >= 2.3's
  own ``unique_values`` returns hash order).
- ``linalg.eig``/``eigvals``: always complex (NumPy makes them real when every eigenvalue is).
- ``finfo``/``iinfo``: take a dtype or an array, give Python numbers (NumPy's refuse arrays
  and give NumPy scalars).

Each one also takes what NumPy's own function takes: lists, scalars, and other libraries'
arrays that NumPy converts (a torch tensor, an array-api-strict array). scikit-learn hands
its NumPy namespace such input with ``array_api_dispatch`` off. A NumPy array goes straight
through (one ``type(x) is np.ndarray`` test); anything else is converted once with
``np.asanyarray``, as NumPy's functions convert it, so the result is a NumPy array. And each
takes the keywords NumPy's function takes where array-api-compat's NumPy namespace passes
them on: the ufunc keywords (``out=``, ``where=``, ``dtype=``, ...) of ``expm1``,
``floor_divide`` and ``reciprocal``, and ``sort``/``argsort``'s (``kind=``, ``order=``).

Only the numpy and dask backends import this module, so ``import arraydispatch`` still
imports no framework.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import numpy as np

from arraydispatch._common import _results
from arraydispatch._common._dtype_info import FInfo, IInfo, finfo_from_native, iinfo_from_native
from arraydispatch._common._errors import refusal
from arraydispatch._common._private import private_or_public
from arraydispatch._common._versions import release

# NumPy's own result tuples (what np.unique_all and np.linalg.eig return), from private
# modules: where a release moves them or renames a field, ours stand in (_common/_private.py).
if TYPE_CHECKING:
    from numpy.lib._arraysetops_impl import (
        UniqueAllResult,
        UniqueCountsResult,
        UniqueInverseResult,
    )
    from numpy.linalg._linalg import EigResult
else:
    _FIELDS = {
        "UniqueAllResult": ("values", "indices", "inverse_indices", "counts"),
        "UniqueCountsResult": ("values", "counts"),
        "UniqueInverseResult": ("values", "inverse_indices"),
    }
    _SETOPS = private_or_public(
        "numpy.lib._arraysetops_impl",
        _FIELDS,
        lambda: {name: getattr(_results, name) for name in _FIELDS},
    )
    UniqueAllResult = _SETOPS.UniqueAllResult
    UniqueCountsResult = _SETOPS.UniqueCountsResult
    UniqueInverseResult = _SETOPS.UniqueInverseResult
    EigResult = private_or_public(
        "numpy.linalg._linalg",
        {"EigResult": ("eigenvalues", "eigenvectors")},
        lambda: {"EigResult": _results.EigResult},
    ).EigResult

__all__ = [
    "argsort",
    "eig",
    "eigvals",
    "expm1",
    "finfo",
    "floor_divide",
    "iinfo",
    "reciprocal",
    "sort",
    "unique_all",
    "unique_counts",
    "unique_inverse",
    "unique_values",
]

# ---- data type functions ------------------------------------------------------------------


def _dtype_of(type: Any) -> Any:
    # an array (NumPy's, dask's) or a NumPy scalar: its dtype; a dtype, a scalar type or a
    # name: itself. (np.float32.dtype is a descriptor of the class, not a dtype.)
    dtype = getattr(type, "dtype", None)
    return dtype if isinstance(dtype, np.dtype) else type


@functools.lru_cache(maxsize=64)
def _finfo(dtype: Any) -> FInfo:
    native = np.finfo(dtype)
    return finfo_from_native(native, native.dtype)


@functools.lru_cache(maxsize=64)
def _iinfo(dtype: Any) -> IInfo:
    native = np.iinfo(dtype)
    return iinfo_from_native(native, native.dtype)


# A cache that depends only on the dtype, bounded and clearable (``_finfo.cache_clear()``):
# the result is a frozen dataclass, so sharing it between calls is safe, and a cache hit
# costs what NumPy's own (cached) finfo does.
def finfo(type: Any, /) -> FInfo:
    dtype = _dtype_of(type)
    try:
        return _finfo(dtype)
    except TypeError:  # unhashable (a list): NumPy's own answer or error, uncached
        return _finfo.__wrapped__(dtype)


def iinfo(type: Any, /) -> IInfo:
    dtype = _dtype_of(type)
    try:
        return _iinfo(dtype)
    except TypeError:  # unhashable (a list): NumPy's own answer or error, uncached
        return _iinfo.__wrapped__(dtype)


# ---- element-wise functions ---------------------------------------------------------------


# The annotated locals below (``out: np.ndarray = ...``) type-check with NumPy's stubs of
# every release: before 2.5 a ufunc call is Any (a bare return is a no-any-return error),
# from 2.5 it is an ndarray (an ignore comment is then unused).


def _operand(x: Any) -> Any:
    """``x`` as a binary ufunc's operand: Python and NumPy scalars stay as they are (they
    keep NumPy's weak promotion), anything else that is not an ndarray becomes one."""
    if isinstance(x, np.ndarray | np.generic | int | float | complex):
        return x
    return np.asanyarray(x)


def _fix_where(out: Any, fixed: Any, mask: Any, kwargs: dict[str, Any]) -> Any:
    """``out`` with ``fixed`` where ``mask`` holds: into ``out`` itself when the caller passed
    NumPy's ufunc keywords (``out=``, ``where=``: NumPy's call wrote only there), else as a
    new array."""
    if kwargs and isinstance(out, np.ndarray):
        np.copyto(out, fixed, where=mask & kwargs.get("where", True), casting="unsafe")
        return out
    return np.where(mask, fixed, out)


def expm1(x: Any, /, **kwargs: Any) -> np.ndarray:
    if type(x) is not np.ndarray:
        x = np.asanyarray(x)
    out: np.ndarray
    if x.dtype.kind != "c":
        out = np.expm1(x, **kwargs)
        return out
    finite = np.isfinite(x)
    # count_nonzero, not .all(): NumPy's reductions cost 10x more on small arrays
    if np.count_nonzero(finite) == finite.size:
        out = np.expm1(x, **kwargs)
        return out
    # NumPy's complex expm1 loses infinities (and warns); exp(x) - 1 is exact there
    with np.errstate(invalid="ignore", over="ignore"):
        out = _fix_where(np.expm1(x, **kwargs), np.exp(x) - 1, ~finite, kwargs)
    return out


def floor_divide(x1: Any, x2: Any, /, **kwargs: Any) -> np.ndarray:
    if type(x1) is not np.ndarray or type(x2) is not np.ndarray:
        # NumPy would hand a torch tensor's result back as a tensor (__array_wrap__)
        x1, x2 = _operand(x1), _operand(x2)
    with np.errstate(invalid="ignore"):  # NumPy warns where the standard defines the result
        out: np.ndarray = np.floor_divide(x1, x2, **kwargs)
    if out.dtype.kind == "f":
        # exactly one infinite operand: the standard's result is the true quotient's sign
        # with inf or 0 (NumPy's fmod-based loop gives NaN or -1)
        one_infinite = np.isinf(x1) ^ np.isinf(x2)
        if np.count_nonzero(one_infinite):
            with np.errstate(divide="ignore", invalid="ignore"):
                out = _fix_where(out, np.divide(x1, x2), one_infinite, kwargs)
    return out


def reciprocal(x: Any, /, **kwargs: Any) -> np.ndarray:
    if type(x) is not np.ndarray:
        x = np.asanyarray(x)
    # NumPy's reciprocal of integers is integer division (reciprocal(2) == 0, and 1/0 is
    # INT_MIN); the standard's reciprocal is floating-point only, so integers and bool
    # promote as in np.divide (float64), the way every other float-only ufunc promotes.
    out: np.ndarray = (
        np.divide(1.0, x, **kwargs) if x.dtype.kind in "biu" else np.reciprocal(x, **kwargs)
    )
    return out


# ---- set functions ------------------------------------------------------------------------
# The standard leaves the order of unique values open, but code written against NumPy relies
# on ``numpy.unique``'s ascending order (array-api-extra's ``union1d``, scikit-learn's label
# encoders). NumPy 2.3 made ``np.unique_values`` hash-based and unsorted for integer, complex
# and string input (numpy/numpy#26018: ``[3, 1, 2, 1]`` gives ``[2, 1, 3]``), and says the
# other three may follow (numpy/numpy#31241, numpy/numpy#30496). So each function here is
# ``np.unique(..., equal_nan=False, sorted=True)``, the call NumPy's own make apart from the
# ``sorted`` flag: where NumPy hashes, it sorts only the unique values found (k log k after
# an O(n) pass); where it sorts the input, no second sort runs. ``indices`` are first
# occurrences (NumPy's stable argsort) and ``inverse_indices`` have the shape of ``x``. The
# result types are NumPy's own named tuples.


if release(np.__version__) >= (2, 3):

    def unique_all(x: Any, /) -> UniqueAllResult[Any]:
        return UniqueAllResult(
            *np.unique(
                x,
                return_index=True,
                return_inverse=True,
                return_counts=True,
                equal_nan=False,
                sorted=True,
            )
        )

    def unique_counts(x: Any, /) -> UniqueCountsResult[Any]:
        return UniqueCountsResult(*np.unique(x, return_counts=True, equal_nan=False, sorted=True))

    def unique_inverse(x: Any, /) -> UniqueInverseResult[Any]:
        return UniqueInverseResult(*np.unique(x, return_inverse=True, equal_nan=False, sorted=True))

    def unique_values(x: Any, /) -> Any:
        if type(x) is not np.ndarray:
            x = np.asanyarray(x)
        if x.dtype.kind in "iu" and x.dtype.itemsize > 1:
            # NumPy's hash set is 5-10x slower here than its vectorized sort (numpy/numpy#31970,
            # measured in benchmarks/bench_unique.py), and we sort anyway: sort every element
            # and keep the first of each run, NumPy's own path for the other unique functions
            values = np.sort(x, axis=None)
            first = np.empty(values.shape, dtype=np.bool)
            first[:1] = True
            np.not_equal(values[1:], values[:-1], out=first[1:])
            return values[first]
        # bool, 1-byte integers, complex: hashing, then sorting the k values, is faster; real
        # floats: np.unique sorts (it has no hash path for them)
        return np.unique(x, equal_nan=False, sorted=True)

else:
    # NumPy < 2.3: np.unique has no ``sorted=`` (it always sorts); before 2.0 its inverse
    # indices are flat, so they take ``x``'s shape here

    _FLAT_INVERSE = release(np.__version__) < (2,)

    def _inverse(x: Any, inverse: Any) -> Any:
        return inverse.reshape(np.shape(x)) if _FLAT_INVERSE else inverse

    def unique_all(x: Any, /) -> UniqueAllResult[Any]:
        values, indices, inverse, counts = np.unique(
            x, return_index=True, return_inverse=True, return_counts=True, equal_nan=False
        )
        return UniqueAllResult(values, indices, _inverse(x, inverse), counts)

    def unique_counts(x: Any, /) -> UniqueCountsResult[Any]:
        return UniqueCountsResult(*np.unique(x, return_counts=True, equal_nan=False))

    def unique_inverse(x: Any, /) -> UniqueInverseResult[Any]:
        values, inverse = np.unique(x, return_inverse=True, equal_nan=False)
        return UniqueInverseResult(values, _inverse(x, inverse))

    def unique_values(x: Any, /) -> Any:
        return np.unique(x, equal_nan=False)


# ---- sorting functions --------------------------------------------------------------------


def argsort(
    x: Any,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    **kwargs: Any,
) -> np.ndarray:
    if type(x) is not np.ndarray:
        # np.argsort hands a torch tensor's result back as a tensor (its .argsort method)
        x = np.asanyarray(x)
    kind: Any = "stable" if stable else "quicksort"
    if kwargs:  # NumPy's own keywords (kind=, order=); an explicit kind= wins
        kind = kwargs.pop("kind", kind)
    if not descending:
        return np.argsort(x, axis=axis, kind=kind, **kwargs)
    # stable descending: sort the reversed array ascending, then map indices back
    reversed_order = np.argsort(np.flip(x, axis=axis), axis=axis, kind=kind, **kwargs)
    return np.flip(x.shape[axis] - 1 - reversed_order, axis=axis)


def sort(
    x: Any,
    /,
    *,
    axis: int = -1,
    descending: bool = False,
    stable: bool = True,
    **kwargs: Any,
) -> np.ndarray:
    kind: Any = "stable" if stable else "quicksort"
    if kwargs:  # NumPy's own keywords (kind=, order=); an explicit kind= wins
        kind = kwargs.pop("kind", kind)
    # np.sort converts any array-like to a NumPy array itself
    out = np.sort(x, axis=axis, kind=kind, **kwargs)
    return np.flip(out, axis=axis) if descending else out


# ---- linalg -------------------------------------------------------------------------------


def eig(x: Any, /) -> Any:
    if type(x) is not np.ndarray:
        x = np.asanyarray(x)
    eigenvalues, eigenvectors = np.linalg.eig(x)
    complex_dtype = np.result_type(x.dtype, np.complex64)
    return EigResult(
        eigenvalues.astype(complex_dtype, copy=False),
        eigenvectors.astype(complex_dtype, copy=False),
    )


def eigvals(x: Any, /) -> np.ndarray:
    if type(x) is not np.ndarray:
        x = np.asanyarray(x)
    return np.linalg.eigvals(x).astype(np.result_type(x.dtype, np.complex64), copy=False)


# ---- NumPy 1.x: the standard's type promotion ---------------------------------------------
# NumPy < 2.0 promotes by value (NEP 50 made 2.0 promote by dtype): a 0-D array, a NumPy
# scalar or a Python scalar operand takes the smallest dtype that holds its value, so
# ``float32 array + float64 0-D array`` is float32 and ``int8 array + 300`` is int16 there.
# The namespace's binary functions, ``where`` and ``result_type`` promote first with
# :func:`weak_promote`, which gives NumPy 2's (the standard's) result dtype on every release;
# NumPy 2 namespaces never call it.

if release(np.__version__) < (2,):
    _DEFAULT_INT = np.dtype(np.int_)
    _FLOAT64 = np.dtype(np.float64)
    _COMPLEX_OF = {"f": np.dtype(np.complex128), "e": np.dtype(np.complex64)}

    class ScalarOverflowError(OverflowError, ValueError):
        """A Python int operand outside the range of the other operand's integer dtype
        (NumPy 2 raises OverflowError; a ValueError too, by the wrapper rule)."""

    def scalar_dtype(dtype: np.dtype[Any], scalar: Any) -> np.dtype[Any]:
        """NumPy 2's result dtype of an array of ``dtype`` with a Python scalar (a weak
        operand: it takes the array's dtype where their kinds allow)."""
        kind = dtype.kind
        if isinstance(scalar, bool):
            return dtype
        if isinstance(scalar, int):
            if kind in "iu":
                info = np.iinfo(dtype)
                if not info.min <= scalar <= info.max:
                    raise ScalarOverflowError(
                        f"Python integer {scalar} out of bounds for {dtype.name}"
                    )
                return dtype
            return dtype if kind in "fc" else _DEFAULT_INT
        if isinstance(scalar, float):
            return dtype if kind in "fc" else _FLOAT64
        # complex
        if kind == "c":
            return dtype
        return np.dtype(np.complex64) if dtype == np.float32 else np.dtype(np.complex128)

    def strong_dtype(value: Any) -> np.dtype[Any] | None:
        """The dtype of an array, NumPy scalar or dtype (None for a Python scalar)."""
        if type(value) in (bool, int, float, complex):
            return None
        dtype = getattr(value, "dtype", None)
        if isinstance(dtype, np.dtype):
            return dtype
        return np.dtype(value) if isinstance(value, np.dtype | type | str) else None

    def weak_result_type(*arrays_and_dtypes: Any) -> np.dtype[Any]:
        """NumPy 2's ``result_type``: dtypes promote by dtype alone, then Python scalars
        take the result where their kind allows."""
        strong = []
        scalars = []
        for value in arrays_and_dtypes:
            dtype = strong_dtype(value)
            if dtype is None and type(value) in (bool, int, float, complex):
                scalars.append(value)
            else:
                strong.append(dtype if dtype is not None else np.asarray(value).dtype)
        if not strong:
            return np.result_type(*scalars)
        # dtypes (not arrays) never promote by value, in any release
        result = np.result_type(*strong) if len(strong) > 1 else strong[0]
        for scalar in scalars:
            result = scalar_dtype(result, scalar)
        return result

    def _as(value: Any, dtype: np.dtype[Any]) -> Any:
        if type(value) in (bool, int, float, complex):
            return np.asarray(value, dtype=dtype)
        if type(value) is not np.ndarray and not isinstance(value, np.generic):
            value = np.asanyarray(value)
        return value if value.dtype == dtype else value.astype(dtype)

    def weak_promote(x1: Any, x2: Any, keep: int = 0, /) -> tuple[Any, Any]:
        """Both operands of a binary function as arrays of NumPy 2's result dtype."""
        dtype = weak_result_type(x1, x2)
        return _as(x1, dtype), _as(x2, dtype)

    def weak_binary(name: str, ufunc: Any, module: str) -> Any:
        """The standard's binary function ``name`` on NumPy 1.x: ``ufunc`` after
        :func:`weak_promote` where the operands' dtypes differ or one is not an array; NumPy's
        ufunc keywords (``out=``, ``where=``, ...) pass on. One frame, named ``name``."""

        def function(x1: Any, x2: Any, /, **kwargs: Any) -> Any:
            try:
                if type(x1) is np.ndarray and type(x2) is np.ndarray and x1.dtype == x2.dtype:
                    return ufunc(x1, x2, **kwargs)
                return ufunc(*weak_promote(x1, x2), **kwargs)
            except (AttributeError, RuntimeError, KeyError) as error:
                raise refusal(error) from error

        function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
        function.__name__ = function.__qualname__ = name
        function.__module__ = module
        function.__doc__ = (
            f"The standard's ``{name}(x1, x2, /)``: NumPy's own, after promoting the operands "
            "as NumPy 2 does (by dtype, Python scalars weak)."
        )
        return function
