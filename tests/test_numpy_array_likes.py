"""The NumPy namespace takes what NumPy takes: array-likes and NumPy's keywords.

Where the numpy namespace binds NumPy's own function, it takes NumPy's inputs by
construction. Its wrappers (the functions defined in arraydispatch) must too: scikit-learn
hands its NumPy namespace torch tensors, array-api-strict arrays and lists when
``array_api_dispatch`` is off, and passes NumPy's keywords (``xp.clip(..., out=)``) once
``is_numpy_namespace(xp)`` holds, as array-api-compat's NumPy namespace accepts them.
"""

from __future__ import annotations

import inspect
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import arraydispatch

from ._numpy_reference import numpy_function

numpy_xp: Any = arraydispatch.namespace("numpy")


def _wrappers() -> dict[str, Callable[..., Any]]:
    """Every function of the numpy namespace (and its ``linalg``, ``fft``) that is ours."""
    found = {}
    for prefix, module in (("", numpy_xp), ("linalg.", numpy_xp.linalg), ("fft.", numpy_xp.fft)):
        for name in module.__all__:
            obj = getattr(module, name)
            if callable(obj) and getattr(obj, "__module__", "").startswith("arraydispatch"):
                found[prefix + name] = obj
    return found


WRAPPERS = _wrappers()

V = np.array([[3.0, 1.0, 2.0], [0.5, 2.0, 4.0]])
W = np.array([[2.0, 0.5, 1.0], [1.0, 3.0, 2.0]])
SQUARE = np.array([[2.0, 1.0], [1.0, 3.0]])
INTS = np.array([3, 1, 2, 1])

#: wrapper -> (NumPy's own function, its arguments: arrays to pass as array-likes, others as
#: they are). The inputs are where the standard and NumPy agree, so the values compare.
CASES: dict[str, tuple[Callable[..., Any], tuple[Any, ...]]] = {
    "__array_namespace_info__": (lambda: None, ()),
    "astype": (np.astype, (V, np.float32)),
    "clip": (np.clip, (V, 0.75, 2.5)),
    "expm1": (np.expm1, (V,)),
    "finfo": (np.finfo, (V,)),
    "floor_divide": (np.floor_divide, (V, W)),
    "from_dlpack": (np.from_dlpack, (V,)),
    "iinfo": (np.iinfo, (INTS,)),
    "reciprocal": (np.reciprocal, (V,)),
    "sort": (np.sort, (V,)),
    "argsort": (np.argsort, (V,)),
    "unique_all": (np.unique_all, (INTS,)),
    "unique_counts": (np.unique_counts, (INTS,)),
    "unique_inverse": (np.unique_inverse, (INTS,)),
    "unique_values": (np.unique, (INTS,)),
    "linalg.eig": (np.linalg.eig, (SQUARE,)),
    "linalg.eigvals": (np.linalg.eigvals, (SQUARE,)),
    "fft.fftfreq": (np.fft.fftfreq, (4,)),
    "fft.rfftfreq": (np.fft.rfftfreq, (4,)),
}

#: wrappers on older NumPy releases only (where NumPy lacks the function or departs from
#: the standard), with the same kind of case; on newer releases the namespace binds NumPy's
OLD_RELEASE_CASES: dict[str, tuple[Callable[..., Any], tuple[Any, ...]]] = {
    "acosh": (np.arccosh, (V + 1.0,)),
    "count_nonzero": (np.count_nonzero, (V,)),
    "cumulative_prod": (numpy_function("cumulative_prod"), (V.ravel(),)),
    "cumulative_sum": (numpy_function("cumulative_sum"), (V.ravel(),)),
    "reshape": (np.reshape, (V, (3, 2))),
    "take_along_axis": (lambda x, i: np.take_along_axis(x, i, -1), (V, np.argsort(V))),
    "unstack": (lambda x: tuple(np.moveaxis(np.asarray(x), 0, 0)), (V,)),
    "ceil": (np.ceil, (V,)),
    "floor": (np.floor, (V,)),
    "trunc": (np.trunc, (V,)),
    "nonzero": (np.nonzero, (V,)),
}
CASES.update({name: case for name, case in OLD_RELEASE_CASES.items() if name in WRAPPERS})


def test_every_wrapper_has_a_case() -> None:
    assert set(WRAPPERS) == set(CASES)


def _list(a: np.ndarray) -> Any:
    return a.tolist()


def _torch(a: np.ndarray) -> Any:
    torch = pytest.importorskip("torch")
    return torch.asarray(a)


def _strict(a: np.ndarray) -> Any:
    strict = pytest.importorskip("array_api_strict")
    return strict.asarray(a)


def _parts(result: Any) -> list[Any]:
    # a named tuple of arrays (unique_all, eig), an info object, or one array
    if isinstance(result, tuple):
        return list(result)
    return [result]


@pytest.mark.parametrize("like", [_list, _torch, _strict], ids=["list", "torch", "strict"])
@pytest.mark.parametrize("name", sorted(WRAPPERS))
def test_wrapper_takes_what_numpy_takes(name: str, like: Callable[[np.ndarray], Any]) -> None:
    numpy_function, arguments = CASES[name]
    converted = tuple(like(a) if isinstance(a, np.ndarray) else a for a in arguments)
    try:
        with warnings.catch_warnings():
            # torch's __array_wrap__ warns that its signature is deprecated (NumPy 2.0)
            warnings.simplefilter("ignore", DeprecationWarning)
            numpy_function(*converted)
    except (TypeError, ValueError, AttributeError):
        # NumPy's own refuses this input (np.finfo of a list, np.astype of a tensor): ours
        # refuses it with a TypeError or ValueError, never a raw AttributeError
        with pytest.raises((TypeError, ValueError)):
            WRAPPERS[name](*converted)
        return
    got = WRAPPERS[name](*converted)
    want = WRAPPERS[name](*arguments)
    for got_part, want_part in zip(_parts(got), _parts(want), strict=True):
        if isinstance(want_part, np.ndarray | np.generic):
            assert type(got_part) is type(want_part), name
            np.testing.assert_array_equal(got_part, want_part)
        else:
            assert got_part == want_part, name


def test_ndarray_results_are_numpys() -> None:
    # the values behind the comparison above: ours on NumPy arrays agree with NumPy's own
    # wherever the inputs avoid the standard's deviations
    np.testing.assert_array_equal(numpy_xp.unique_values([3, 1, 2, 1]), [1, 2, 3])
    np.testing.assert_array_equal(numpy_xp.clip([0.0, 1.0, 3.0], 0.5, 2.0), [0.5, 1.0, 2.0])
    np.testing.assert_array_equal(numpy_xp.reciprocal([2, 4]), [0.5, 0.25])


# ---- NumPy's keywords ---------------------------------------------------------------------


def test_wrappers_take_the_keywords_compat_takes() -> None:
    # array-api-compat's NumPy namespace binds NumPy's ufuncs (expm1, floor_divide,
    # reciprocal: every ufunc keyword) and passes **kwargs on in clip, sort, argsort
    compat = pytest.importorskip("array_api_compat.numpy")
    for name, ours in WRAPPERS.items():
        theirs: Any = compat
        for part in name.split("."):
            theirs = getattr(theirs, part)
        if isinstance(theirs, np.ufunc):
            accepted = {"out", "where", "dtype", "casting", "order", "subok"}
            has_var_keyword = True
        else:
            try:
                parameters = inspect.signature(theirs).parameters.values()
            except ValueError:  # a builtin without one (NumPy 2.0's from_dlpack): no keywords
                parameters = inspect.Signature().parameters.values()
            accepted = {
                p.name for p in parameters if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)
            } - {"xp", "x"}  # x: compat's count_nonzero lacks the standard's "/"
            has_var_keyword = any(p.kind is p.VAR_KEYWORD for p in parameters)
        mine = inspect.signature(ours).parameters.values()
        if any(p.kind is p.VAR_KEYWORD for p in mine):
            continue
        assert not has_var_keyword, f"{name} takes no **kwargs; compat's passes them to NumPy"
        missing = accepted - {
            p.name for p in mine if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)
        }
        assert not missing, f"{name} lacks compat's keywords {sorted(missing)}"


def test_clip_out() -> None:
    x = np.array([0.0, 1.0, 3.0])
    out = np.empty(3)
    assert numpy_xp.clip(x, 0.5, 2.0, out=out) is out
    np.testing.assert_array_equal(out, [0.5, 1.0, 2.0])
    out = np.zeros(3)
    assert numpy_xp.clip(x, out=out) is out
    np.testing.assert_array_equal(out, x)


def test_ufunc_keywords_keep_the_standards_values() -> None:
    x1 = np.array([np.inf, 7.0, 1.0])
    x2 = np.array([2.0, 2.0, -np.inf])
    out = np.full(3, 9.0)
    assert numpy_xp.floor_divide(x1, x2, out=out) is out
    np.testing.assert_array_equal(out, [np.inf, 3.0, -0.0])
    assert np.signbit(out[2])
    out = np.full(3, 9.0)
    numpy_xp.floor_divide(x1, x2, out=out, where=np.array([True, False, True]))
    np.testing.assert_array_equal(out, [np.inf, 9.0, -0.0])
    z = np.array([complex(np.inf, 0.0), 0.0j])
    out_z = np.empty(2, dtype=np.complex128)
    assert numpy_xp.expm1(z, out=out_z) is out_z
    np.testing.assert_array_equal(out_z, numpy_xp.expm1(z))
    out_r = np.empty(2)
    assert numpy_xp.reciprocal(np.array([2, 4]), out=out_r) is out_r
    np.testing.assert_array_equal(out_r, [0.5, 0.25])


def test_sort_keywords() -> None:
    x = np.array([3, 1, 2, 1])
    np.testing.assert_array_equal(numpy_xp.sort(x, kind="heapsort"), [1, 1, 2, 3])
    np.testing.assert_array_equal(numpy_xp.argsort(x, kind="stable"), [1, 3, 2, 0])
    np.testing.assert_array_equal(numpy_xp.argsort(x, descending=True), [0, 2, 1, 3])
    records = np.array([(2, 1), (1, 2)], dtype=[("a", "i8"), ("b", "i8")])
    np.testing.assert_array_equal(numpy_xp.sort(records, order="a"), records[::-1])
