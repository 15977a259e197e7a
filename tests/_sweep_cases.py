"""The bad-input sweep: every function of a namespace, driven with input the standard calls
invalid or leaves unspecified, in a child process per backend.

Run as ``python tests/_sweep_cases.py <backend> <start>``, this prints one JSON line before
and after each case (see tests/_isolated.py, which restarts the child after a crash or a
hang). A case's outcome is ``ok`` with the result's dtype and shape (and, where the
standard specifies the value, the value), or ``error`` with the exception's type, whether
its message names the function, and the message's first line.

Categories (``CATEGORIES``), each applied to the functions it makes sense for:

- ``integer``: integer input to the floating-point-only functions;
- ``shapes``: operands whose shapes do not broadcast or match;
- ``axis_range``: ``axis=5`` on a 2-D array;
- ``axis_repeat``: ``axis=(0, 0)`` (or ``axes=``) where a tuple is accepted;
- ``not_array``: a Python list where an array is required;
- ``empty``: a zero-size array (0,) or (0, 0);
- ``nan_inf``: linalg on matrices holding NaN or inf.

tests/test_bad_input_sweep.py holds the pass rules; docs/gen_sweep.py writes docs/errors.md.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arraydispatch._common import _spec
from arraydispatch._registry import BACKENDS_BY_NAME

BACKENDS = list(BACKENDS_BY_NAME)

CATEGORIES = {
    "integer": "integer input to a floating-point-only function",
    "shapes": "operands of shapes that do not broadcast or match",
    "axis_range": "axis=5 on a 2-D array",
    "axis_repeat": "a repeated axis, axis=(0, 0)",
    "not_array": "a Python list where an array is required",
    "empty": "a zero-size array, (0,) or (0, 0)",
    "nan_inf": "linalg on a matrix holding NaN, and one holding inf",
    "wrapper": "every wrapper of ours, each array argument in turn a list, a string, None, "
    "an integer array, a bool array and an empty array, and axis=5",
}

#: What may leave one of our own frames (docs/errors.md, "the wrapper rule"); a subclass
#: counts (NumPy's AxisError is a ValueError and an IndexError).
ALLOWED = (TypeError, ValueError, IndexError, NotImplementedError)
#: The parameters of the standard that take an array (or, for ``finfo``, ``can_cast`` and
#: ``isdtype``, an array or a dtype): the ones the ``wrapper`` category feeds bad input.
ARRAY_PARAMETERS = ("x", "x1", "x2", "arrays", "condition", "indices", "obj", "from_", "type")
#: The bad values of the ``wrapper`` category, by label.
WRAPPER_INPUTS = ("list", "str", "None", "int64", "bool", "empty")

BINARY = (
    "add", "atan2", "bitwise_and", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift",
    "bitwise_xor", "copysign", "divide", "equal", "floor_divide", "greater", "greater_equal",
    "hypot", "less", "less_equal", "logaddexp", "logical_and", "logical_or", "logical_xor",
    "maximum", "minimum", "multiply", "nextafter", "not_equal", "pow", "remainder", "subtract",
)  # fmt: skip
UNARY = tuple(n for n in _spec.ELEMENTWISE if n not in BINARY and n != "clip")
REDUCTIONS = ("max", "mean", "min", "prod", "std", "sum", "var", "all", "any", "count_nonzero")
LINALG_FLOAT = (
    "cholesky", "det", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matrix_norm",
    "matrix_rank", "pinv", "qr", "slogdet", "svd", "svdvals",
)  # fmt: skip
FFT_FLOAT = ("fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft")

#: Values the standard specifies for a reduction over zero elements.
EMPTY_REDUCTION = {
    "sum": 0.0, "prod": 1.0, "mean": math.nan, "std": math.nan, "var": math.nan,
    "all": True, "any": False, "count_nonzero": 0,
}  # fmt: skip


def _kind(name: str) -> str:
    """The dtype a well-formed call of ``name`` takes: bool, int or float."""
    if name.startswith("logical_"):
        return "bool"
    if name.startswith("bitwise_"):
        return "int"
    return "float"


def _calls(xp: Any) -> list[tuple[str, str, str, Callable[[], Any]]]:
    """(function, category, what, call) for every case of this namespace."""
    import numpy as np

    def arr(values: Any, kind: str = "float") -> Any:
        dtype = {"bool": np.bool_, "int": np.int64, "float": np.float64}[kind]
        host = np.asarray(values, dtype=dtype)
        if kind == "float":  # the namespace's default float (float32 on torch, jax, tf)
            return xp.asarray(host.tolist()) if host.size else xp.zeros(host.shape)
        return xp.asarray(host)

    f22 = arr([[1.0, 2.0], [3.0, 4.0]])
    i22 = arr([[1, 2], [3, 4]], "int")
    spd = arr([[2, 1], [1, 2]], "int")  # symmetric positive definite: every solver takes it
    cases: list[tuple[str, str, str, Callable[[], Any]]] = []

    def add(name: str, category: str, what: str, call: Callable[[], Any]) -> None:
        cases.append((name, category, what, call))

    fn = lambda name: getattr(xp, name)  # noqa: E731
    la = lambda name: getattr(xp.linalg, name)  # noqa: E731
    ff = lambda name: getattr(xp.fft, name)  # noqa: E731

    # ---- integer input to floating-point-only functions
    for name in _spec.FLOATING_ONLY_UNARY:
        add(name, "integer", "int64 (2, 2)", lambda n=name: fn(n)(i22))
    for name in _spec.FLOATING_ONLY_BINARY:
        add(name, "integer", "int64, int64", lambda n=name: fn(n)(i22, i22))
    for name in _spec.FLOATING_ONLY_STATISTICAL:
        add(name, "integer", "int64 (2, 2)", lambda n=name: fn(n)(i22))
    for name in LINALG_FLOAT:
        add(f"linalg.{name}", "integer", "int64 (2, 2) SPD", lambda n=name: la(n)(spd))
    add("linalg.solve", "integer", "int64, int64", lambda: xp.linalg.solve(spd, i22))
    add("linalg.vector_norm", "integer", "int64", lambda: xp.linalg.vector_norm(i22))
    for name in FFT_FLOAT:
        add(f"fft.{name}", "integer", "int64 (2, 2)", lambda n=name: ff(n)(i22))

    # ---- shapes that do not broadcast
    for name in BINARY:
        kind = _kind(name)
        a, b = arr([1, 0], kind), arr([1, 0, 1], kind)
        add(name, "shapes", "(2,) with (3,)", lambda n=name, a=a, b=b: fn(n)(a, b))
    f2, f3 = arr([1.0, 2.0]), arr([1.0, 2.0, 3.0])
    f23 = arr([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    add("clip", "shapes", "x (2,), min (3,)", lambda: xp.clip(f2, f3))
    add("where", "shapes", "(2,), (3,), (2,)", lambda: xp.where(f2 > 1, f3, f2))
    add("matmul", "shapes", "(2, 3) @ (2, 3)", lambda: xp.matmul(f23, f23))
    add("tensordot", "shapes", "(2, 3), (2, 3), axes=1", lambda: xp.tensordot(f23, f23, axes=1))
    add("vecdot", "shapes", "(2,) . (3,)", lambda: xp.vecdot(f2, f3))
    add("concat", "shapes", "(2, 2) + (2, 3), axis=0", lambda: xp.concat([f22, f23], axis=0))
    add("stack", "shapes", "(2,) with (3,)", lambda: xp.stack([f2, f3]))
    add("broadcast_arrays", "shapes", "(2,) with (3,)", lambda: xp.broadcast_arrays(f2, f3))
    add("broadcast_to", "shapes", "(3,) to (2,)", lambda: xp.broadcast_to(f3, (2,)))
    add("broadcast_shapes", "shapes", "(2,) with (3,)", lambda: xp.broadcast_shapes((2,), (3,)))
    add("reshape", "shapes", "(2, 2) to (3,)", lambda: xp.reshape(f22, (3,)))
    add("linalg.solve", "shapes", "(2, 2), (3,)", lambda: xp.linalg.solve(f22, f3))
    add("linalg.cross", "shapes", "(3,) x (2,)", lambda: xp.linalg.cross(f3, f2))
    add("linalg.matmul", "shapes", "(2, 3) @ (2, 3)", lambda: xp.linalg.matmul(f23, f23))
    add("linalg.vecdot", "shapes", "(2,) . (3,)", lambda: xp.linalg.vecdot(f2, f3))
    add("linalg.inv", "shapes", "(2, 3)", lambda: xp.linalg.inv(f23))
    add("linalg.det", "shapes", "(2, 3)", lambda: xp.linalg.det(f23))
    add("linalg.cholesky", "shapes", "(2, 3)", lambda: xp.linalg.cholesky(f23))
    idx = arr([0, 1], "int")
    add("take_along_axis", "shapes", "(2, 2) with (3,)", lambda: xp.take_along_axis(f22, idx))
    add("searchsorted", "shapes", "2-D sorted", lambda: xp.searchsorted(f22, f2))

    # ---- axis out of range, repeated
    axis_one = {
        "argmax", "argmin", "argsort", "sort", "cumulative_sum", "cumulative_prod", "diff",
        "expand_dims", "flip", "roll", "squeeze", "unstack", "take", "take_along_axis",
        "concat", "stack", "repeat",
    }  # fmt: skip
    for name in sorted(set(REDUCTIONS) | axis_one):
        call = _axis_call(xp, name, f22, idx, axis=5)
        add(name, "axis_range", "axis=5, 2-D", call)
    add("moveaxis", "axis_range", "source=5", lambda: xp.moveaxis(f22, 5, 0))
    add("permute_dims", "axis_range", "axes=(0, 5)", lambda: xp.permute_dims(f22, (0, 5)))
    add("linalg.vector_norm", "axis_range", "axis=5", lambda: xp.linalg.vector_norm(f22, axis=5))
    add("linalg.cross", "axis_range", "axis=5", lambda: xp.linalg.cross(f23, f23, axis=5))
    add("vecdot", "axis_range", "axis=5", lambda: xp.vecdot(f22, f22, axis=5))
    for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
        add(f"fft.{name}", "axis_range", "axis=5", lambda n=name: ff(n)(f22, axis=5))
    for name in ("fftn", "rfftn", "fftshift"):
        add(f"fft.{name}", "axis_range", "axes=(5,)", lambda n=name: ff(n)(f22, axes=(5,)))

    for name in (*REDUCTIONS, "flip", "squeeze", "expand_dims"):
        call = _axis_call(xp, name, f22, idx, axis=(0, 0))
        add(name, "axis_repeat", "axis=(0, 0)", call)
    add("permute_dims", "axis_repeat", "axes=(0, 0)", lambda: xp.permute_dims(f22, (0, 0)))
    add("moveaxis", "axis_repeat", "(0, 0) -> (0, 1)", lambda: xp.moveaxis(f22, (0, 0), (0, 1)))
    add(
        "linalg.vector_norm",
        "axis_repeat",
        "axis=(0, 0)",
        lambda: xp.linalg.vector_norm(f22, axis=(0, 0)),
    )
    add("fft.fftn", "axis_repeat", "axes=(0, 0)", lambda: xp.fft.fftn(f22, axes=(0, 0)))

    # ---- a Python list where an array is required
    values = [[1.0, 2.0], [3.0, 4.0]]
    for name in UNARY:
        add(name, "not_array", "[[1.0, 2.0], [3.0, 4.0]]", lambda n=name: fn(n)(values))
    for name in BINARY:
        add(name, "not_array", "list, array", lambda n=name: fn(n)(values, f22))
    for name in REDUCTIONS:
        add(name, "not_array", "list", lambda n=name: fn(n)(values))
    for name in ("matmul", "tensordot", "vecdot"):
        add(name, "not_array", "list, array", lambda n=name: fn(n)(values, f22))
    for name in ("argsort", "sort", "argmax", "argmin", "nonzero", "unique_values", "flip"):
        add(name, "not_array", "list", lambda n=name: fn(n)(values))
    for name in ("astype",):
        add(name, "not_array", "list", lambda: xp.astype(values, xp.float32))
    for name in ("zeros_like", "ones_like", "empty_like", "full_like"):
        call = (lambda n=name: fn(n)(values, 1.0)) if name == "full_like" else None
        add(name, "not_array", "list", call or (lambda n=name: fn(n)(values)))
    for name in ("reshape", "matrix_transpose", "expand_dims", "squeeze", "permute_dims"):
        add(name, "not_array", "list", _not_array_manip(xp, name, values))
    for name in ("inv", "det", "cholesky", "svd", "qr", "eigh"):
        add(f"linalg.{name}", "not_array", "list", lambda n=name: la(n)(values))
    add("fft.fft", "not_array", "list", lambda: xp.fft.fft(values))

    # ---- zero-size input
    e0 = arr([])
    e00 = xp.zeros((0, 0))
    for name in UNARY:
        add(
            name,
            "empty",
            "(0,)",
            lambda n=name: fn(n)(e0 if _kind(n) == "float" else arr([], _kind(n))),
        )
    for name in REDUCTIONS:
        add(name, "empty", "(0,)", lambda n=name: fn(n)(e0))
    for name in ("argmax", "argmin", "argsort", "sort", "unique_values", "nonzero"):
        add(name, "empty", "(0,)", lambda n=name: fn(n)(e0))
    for name in ("cumulative_sum", "cumulative_prod", "diff"):
        add(name, "empty", "(0,)", lambda n=name: fn(n)(e0))
    for name in ("det", "inv", "cholesky", "eigh", "qr", "svd", "slogdet", "matrix_norm"):
        add(f"linalg.{name}", "empty", "(0, 0)", lambda n=name: la(n)(e00))
    add("matmul", "empty", "(0, 0) @ (0, 0)", lambda: xp.matmul(e00, e00))
    add("linalg.vector_norm", "empty", "(0,)", lambda: xp.linalg.vector_norm(e0))
    add("fft.fft", "empty", "(0,)", lambda: xp.fft.fft(e0))

    # ---- NaN and inf in linalg input
    for label, bad in (("nan", math.nan), ("inf", math.inf)):
        m = arr([[bad, 1.0], [1.0, 2.0]])
        for name in (*LINALG_FLOAT, "matrix_power"):
            args = (m, 3) if name == "matrix_power" else (m,)
            add(f"linalg.{name}", "nan_inf", label, lambda n=name, a=args: la(n)(*a))
        add("linalg.solve", "nan_inf", label, lambda m=m: xp.linalg.solve(m, f22))

    # ---- every wrapper of ours, each array argument in turn bad, then axis=5
    bad = {
        "list": values, "str": "abc", "None": None, "int64": i22,
        "bool": arr([[True, False], [False, True]], "bool"), "empty": e0,
    }  # fmt: skip
    for name, function in _wrappers(xp):
        for label, call in _wrapper_calls(xp, name, function, bad, arr):
            add(name, "wrapper", label, call)
    return cases


def _wrappers(xp: Any) -> list[tuple[str, Callable[..., Any]]]:
    """(name, function) of every function of ours in the namespace and its extensions."""
    found = []
    for prefix, module in (("", xp), ("linalg.", xp.linalg), ("fft.", xp.fft)):
        for name in sorted(getattr(module, "__all__", dir(module))):
            function = getattr(module, name, None)
            if name.startswith("_") or not callable(function) or isinstance(function, type):
                continue
            if str(getattr(function, "__module__", "") or "").startswith("arraydispatch"):
                found.append((prefix + name, function))
    return found


def _wrapper_calls(
    xp: Any, name: str, function: Callable[..., Any], bad: dict[str, Any], arr: Any
) -> list[tuple[str, Callable[[], Any]]]:
    """The ``wrapper`` category's calls of one function: (input label, call).

    A well-formed call is built from the signature (a 2x2 array of the function's kind for
    each array parameter, a fitting value for the others); then each array parameter in
    turn gets each bad value, and ``axis``/``axes`` gets 5.
    """
    import inspect

    kind = _kind(name.rpartition(".")[2])
    good_array = (
        arr([[1.0, 0.0], [0.0, 1.0]], kind) if kind != "float" else arr([[2.0, 1.0], [1.0, 2.0]])
    )
    valid = {
        "x": good_array, "x1": good_array, "x2": good_array, "obj": [[1.0, 2.0]],
        "condition": arr([[True, False], [False, True]], "bool"), "indices": arr([0, 1], "int"),
        "arrays": [good_array, good_array], "from_": good_array, "to": xp.float64,
        "type": xp.int32 if name == "iinfo" else xp.float32, "dtype": xp.float32,
        "kind": "real floating", "shape": (2, 2), "fill_value": 1.0, "start": 0.0,
        "stop": 1.0, "num": 3, "n": 4, "n_rows": 2, "repeats": 2, "repetitions": (2, 1),
        "shift": 1, "source": 0, "destination": 1, "axes": (1, 0), "axis": 0,
        "arrays_and_dtypes": good_array, "shapes": (2, 2),
    }  # fmt: skip
    parameters = list(inspect.signature(function).parameters.values())
    positional: list[tuple[str, bool]] = []  # (name, variadic) of the required ones
    for parameter in parameters:
        if parameter.kind is parameter.VAR_POSITIONAL:
            positional.append((parameter.name, True))
        elif parameter.default is parameter.empty and parameter.kind in (
            parameter.POSITIONAL_ONLY,
            parameter.POSITIONAL_OR_KEYWORD,
        ):
            positional.append((parameter.name, False))
    if any(p not in valid for p, _ in positional):
        return []  # a parameter the standard does not have: nothing to build a call from

    def call_with(replace: str | None, value: Any, **keywords: Any) -> Callable[[], Any]:
        arguments: list[Any] = []
        for parameter, variadic in positional:
            given = value if parameter == replace else valid[parameter]
            if variadic:
                arguments += [given, valid[parameter]] if parameter != "shapes" else [given, given]
            else:
                arguments.append(given)
        return lambda: function(*arguments, **keywords)

    calls = []
    for parameter, _variadic in positional:
        if parameter in ARRAY_PARAMETERS or parameter == "arrays_and_dtypes":
            for label, value in bad.items():
                where = f"{parameter}={label}" if len(positional) > 1 else label
                calls.append((where, call_with(parameter, value)))
    if positional and not calls:  # no array parameter (creation functions): the first one
        first = positional[0][0]
        for label in ("str", "None"):
            calls.append((f"{first}={label}", call_with(first, bad[label])))
    names = {p.name for p in parameters}
    if positional and "axis" in names and "axis" not in dict(positional):
        calls.append(("axis=5", call_with(None, None, axis=5)))
    if positional and "axes" in names and "axes" not in dict(positional):
        calls.append(("axes=(5,)", call_with(None, None, axes=(5,))))
    return calls


def _axis_call(xp: Any, name: str, x: Any, idx: Any, axis: Any) -> Callable[[], Any]:
    f = getattr(xp, name)
    if name in ("take",):
        return lambda: f(x, idx, axis=axis)
    if name == "take_along_axis":
        return lambda: f(x, xp.reshape(idx, (2, 1)), axis=axis)
    if name in ("concat", "stack"):
        return lambda: f([x, x], axis=axis)
    if name == "roll":
        return lambda: f(x, 1, axis=axis)
    if name == "repeat":
        return lambda: f(x, 2, axis=axis)
    if name == "expand_dims":
        return lambda: f(x, axis=axis)
    return lambda: f(x, axis=axis)


def _not_array_manip(xp: Any, name: str, values: Any) -> Callable[[], Any]:
    f = getattr(xp, name)
    if name == "reshape":
        return lambda: f(values, (4,))
    if name == "permute_dims":
        return lambda: f(values, (1, 0))
    if name == "expand_dims":
        return lambda: f(values, axis=0)
    return lambda: f(values)


# ---------------------------------------------------------------------------- running


def _host(value: Any) -> Any:
    """Every array in ``value`` as NumPy, computing lazy ones (dask) and waiting for
    asynchronous ones (JAX): an error deferred to that point belongs to the call."""
    import numpy as np

    if isinstance(value, tuple | list):
        return [_host(v) for v in value]
    module = type(value).__module__
    if module.startswith("dask"):
        value = value.compute()
    elif module.startswith("torch"):
        value = value.detach().resolve_conj().numpy()
    elif module.startswith("tensorflow"):
        value = value.numpy()
    return np.asarray(value)


def _describe(name: str, result: Any) -> dict[str, Any]:
    import numpy as np

    if result is NotImplemented:  # an operator's answer, never a function's
        return {"outcome": "error", "type": "NotImplemented returned", "names_function": False,
                "message": "returned NotImplemented", "allowed": False, "ours": True}  # fmt: skip
    if isinstance(result, np.dtype) or not (
        isinstance(result, tuple | list) or hasattr(result, "shape")
    ):
        # finfo, iinfo, a dtype (result_type), a bool (can_cast, isdtype), ...
        return {"outcome": "ok", "dtype": type(result).__name__, "shape": []}
    host = _host(result)
    first = host[0] if isinstance(host, list) and host else host
    if isinstance(first, list):  # nonzero: a tuple of arrays
        first = first[0] if first else np.asarray([])
    record: dict[str, Any] = {
        "outcome": "ok",
        "dtype": str(first.dtype),
        "shape": list(first.shape),
    }
    if not isinstance(host, list) and host.size == 1:
        value = host.reshape(()).item()
        record["value"] = value if isinstance(value, bool | int | float) else None
        if isinstance(value, float) and math.isnan(value):
            record["value"] = "nan"
    return record


def _run(case: tuple[str, str, str, Callable[[], Any]]) -> dict[str, Any]:
    import warnings

    name, _category, _what, call = case
    short = name.rpartition(".")[2]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import numpy as np

            with np.errstate(all="ignore"):
                return _describe(name, call())
    except Exception as error:
        message = str(error).strip().splitlines()[0] if str(error).strip() else ""
        return {
            "outcome": "error",
            "type": type(error).__name__,
            "names_function": short in str(error),
            "message": message[:200],
            "allowed": isinstance(error, ALLOWED),
            "base": next((t.__name__ for t in ALLOWED if isinstance(error, t)), None),
            # a refusal of ours (arraydispatch._common._errors.refusal) chains the raw error
            "refused": error.__cause__ is not None and not isinstance(error.__cause__, ALLOWED),
            "ours": _left_our_frames(error),
        }


def _left_our_frames(error: BaseException) -> bool:
    """Whether ``error`` passed through a frame of the arraydispatch package on its way out
    (an alias's error never does: the framework's function is called directly)."""
    package = str(Path(__file__).resolve().parent.parent / "arraydispatch")
    traceback = error.__traceback__
    while traceback is not None:
        if traceback.tb_frame.f_code.co_filename.startswith(package):
            return True
        traceback = traceback.tb_next
    return False


def run_sweep(backend: str, timeout: float = 120.0) -> list[dict[str, Any]]:
    """Every case of ``backend``: its function, category, input and outcome."""
    from tests._isolated import run_cases

    keys, results = run_cases(Path(__file__), [backend], timeout)
    return [
        {
            "function": function,
            "category": category,
            "input": what,
            "wrapper": wrapper,
            **results.get(index, {"outcome": "missing"}),
        }
        for index, (function, category, what, wrapper) in enumerate(keys)
    ]


def main(backend: str, start: int) -> None:
    import arraydispatch
    from tests._isolated import child_loop

    xp = arraydispatch.namespace(backend)
    cases = _calls(xp)
    keys = [[*case[:3], _is_wrapper(xp, case[0])] for case in cases]
    child_loop(keys, cases, start, _run)


def _is_wrapper(xp: Any, name: str) -> bool:
    """Whether ``xp.<name>`` is our function (else the framework's own, an alias)."""
    module, _, short = name.rpartition(".")
    function = getattr(getattr(xp, module) if module else xp, short)
    return str(getattr(function, "__module__", "") or "").startswith("arraydispatch")


# ---------------------------------------------------------------------------- the docs page

PAGE_HEADER = """\
# Bad input: what each namespace does

<!-- generated by docs/gen_sweep.py from tests/_sweep_cases.py; do not edit -->

A library function written against the standard meets odd input sooner or later: an integer
array where the standard expects floats, shapes that do not broadcast, an axis that is not
there, a Python list, an empty array, a matrix with NaN in it. The standard leaves most of
these unspecified. This page is a run of every function of every built-in namespace on such
input (`tests/_sweep_cases.py`, one child process per backend with a time limit, so that a
crash or a hang is a result, not the end of the run).

What holds on every backend (`tests/test_bad_input_sweep.py` checks it on each run):

- **Nothing crashes or hangs.** The sweep found one crash, torch's CPU `linalg.eigvals` of a
  matrix with NaN (a segfault in MKL, pytorch/pytorch#93124); our `eigvals` now raises
  `ValueError` for non-finite input, as `torch.linalg.eig` does.
- **Integer and bool input to a floating-point-only function is promoted to a floating
  dtype**, as NumPy does: `exp`, `sqrt`, `atan2`, `hypot`, ... `mean`, `std`, `var`, the
  `linalg` solvers and decompositions, `fft`. The result is the backend's default float
  (float32 on PyTorch, JAX without x64 and TensorFlow); NumPy and Dask keep NumPy's own
  table (float16 for 8-bit input, float64 for 32- and 64-bit). Exception: PyTorch's
  `linalg` functions are `torch.linalg`'s own, which raise `RuntimeError` (naming the
  function and the dtype) for integers; we do not wrap them for it.
- **Where the standard specifies a result, it is that result**: a sum over nothing is 0,
  a product 1, a mean, `std` or `var` NaN, `all` True, `any` False; `expand_dims` with an
  out-of-range axis raises `IndexError`.
- **Every error is a Python exception** of the kind the mistake calls for (`TypeError`,
  `ValueError`, `IndexError`, or the framework's subclass of `RuntimeError`/`ValueError`),
  never an internal error of ours (`KeyError`, `UnboundLocalError`): the sweep found three
  in the TensorFlow `linalg` functions on integer input, now fixed.
- **The wrapper rule: no raw error leaves a function of ours.** A wrapper catches what the
  framework raised inside it (`AttributeError`, `RuntimeError`, `KeyError`, TensorFlow's
  `OpError`s) and raises `TypeError`, `ValueError` or `NotImplementedError` instead, naming
  the function and the argument (`sum: x must be an array, not list (convert it with
  xp.asarray first; ...)`, `matmul(x1=float32[2, 2], x2=int64[2, 2]): ...`), with the
  framework's message kept and its error chained as `__cause__`. The `try` costs nothing
  until something is raised (zero-cost exceptions, Python 3.11), so the fast path is
  unchanged. Counts below, before and after.

What does not hold everywhere, and why: **an alias's error is its framework's** (marked `†`
below where the message does not name the function): `xp.sin is numpy.sin`, so it raises
what NumPy raises (`axis 5 is out of bounds for array of dimension 2`), and the traceback
names the function. Aliases are the framework's functions themselves (no wrapper frame, no
cost); where our own code detects a mistake, the message names the function and the fix.

Cells: the result's dtype (`=value` where the standard specifies the value), or the
exception's type; `†` the message does not name the function; `crash`/`hang` would be a
failure of the run.
"""


def releases() -> str:
    """The line of docs/errors.md that names the releases swept: their messages differ."""
    import importlib.metadata

    from arraydispatch._registry import BACKENDS_BY_NAME

    found = []
    for name in BACKENDS:
        for distribution in BACKENDS_BY_NAME[name].distributions:
            try:
                found.append(f"{name} {importlib.metadata.version(distribution)}")
                break
            except importlib.metadata.PackageNotFoundError:
                continue
    return "Swept with " + ", ".join(found) + "."


def render(results: dict[str, list[dict[str, Any]]]) -> str:
    """docs/errors.md from the sweep's results of each backend."""
    backends = [b for b in BACKENDS if b in results]
    lines = [PAGE_HEADER, releases(), "", "## Summary", ""]
    lines.append(
        "| backend | cases | result | error naming the function | error not naming it "
        "(alias / wrapper) | crash or hang |"
    )
    lines.append("|---|--:|--:|--:|--:|--:|")
    for backend in backends:
        rows = results[backend]
        ok = sum(r["outcome"] == "ok" for r in rows)
        errors = [r for r in rows if r["outcome"] == "error"]
        named = sum(r["names_function"] for r in errors)
        unnamed_alias = sum(not r["names_function"] and not r["wrapper"] for r in errors)
        unnamed_wrapper = sum(not r["names_function"] and r["wrapper"] for r in errors)
        fatal = sum(r["outcome"] in ("crash", "hang", "missing") for r in rows)
        lines.append(
            f"| {backend} | {len(rows)} | {ok} | {named} | {unnamed_alias} / {unnamed_wrapper} "
            f"| {fatal} |"
        )
    lines += ["", *_wrapper_rule(results, backends)]
    reference = results[backends[0]]
    for category, title in CATEGORIES.items():
        if category == "wrapper":  # each backend has its own wrappers: summed up above
            continue
        lines += ["", f"## {category}: {title}", ""]
        lines.append("| function | input | " + " | ".join(backends) + " |")
        lines.append("|---|---|" + "---|" * len(backends))
        for index, row in enumerate(reference):
            if row["category"] != category:
                continue
            cells = [_cell(results[b][index]) for b in backends]
            lines.append(f"| `{row['function']}` | {row['input']} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


#: The ``wrapper`` category's raw errors before the wrapper rule (commit 6a81bae, the same
#: releases): errors other than TypeError, ValueError, IndexError and NotImplementedError
#: that left a wrapper of ours, and the one silent wrong answer (dask's NotImplemented).
BEFORE_THE_RULE = {
    "numpy": "0", "torch": "237 (120 AttributeError, 117 RuntimeError)",
    "jax": "6 (AttributeError)",
    "tensorflow": "322 (235 AttributeError, 64 InvalidArgumentError, 23 UnimplementedError)",
    "dask": "216 (212 AttributeError, 4 NotImplemented returned by floor_divide)",
}  # fmt: skip


def _wrapper_rule(results: dict[str, list[dict[str, Any]]], backends: list[str]) -> list[str]:
    """The wrapper rule's section of docs/errors.md: its counts per backend."""
    lines = [
        "## The wrapper rule",
        "",
        "Every function of ours (a wrapper, not an alias) is called with each of its array",
        "arguments in turn a list, a string, None, an integer array, a bool array and an empty",
        "array, and with `axis=5` where it has an axis (creation functions: their first",
        "argument a string and None). No exception other than `TypeError`, `ValueError`,",
        "`IndexError` or `NotImplementedError` (or a subclass) may leave one of our frames;",
        "`tests/test_bad_input_sweep.py` fails on the first that does.",
        "",
        "| backend | wrappers | cases | result | TypeError | ValueError | IndexError "
        "| NotImplementedError | of these, refused by us | other error from our frames "
        "| before the rule |",
        "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|",
    ]
    for backend in backends:
        rows = [r for r in results[backend] if r["category"] == "wrapper"]
        errors = [r for r in rows if r["outcome"] == "error"]
        kinds = {k: 0 for k in ("TypeError", "ValueError", "IndexError", "NotImplementedError")}
        for row in errors:
            if row["ours"] and row["allowed"]:
                kinds[row["base"]] += 1
        other = sum(r["ours"] and not r["allowed"] for r in errors)
        cells = [
            str(len({r["function"] for r in rows})), str(len(rows)),
            str(sum(r["outcome"] == "ok" for r in rows)), *(str(kinds[k]) for k in kinds),
            str(sum(r.get("refused", False) for r in errors)), str(other),
            BEFORE_THE_RULE.get(backend, "—"),
        ]  # fmt: skip
        lines.append(f"| {backend} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "An alias's errors are its framework's (the columns count only errors that passed",
        "through our frames); a framework's own subclass counts under its base. \"Refused by",
        'us": a raw error turned into a TypeError, ValueError or NotImplementedError that names',
        "the function and the argument. The others are the framework's own TypeError, ValueError",
        "or IndexError raised inside a wrapper, which keep their message, as an alias's do.",
    ]
    return lines


def _cell(row: dict[str, Any]) -> str:
    if row["outcome"] == "ok":
        value = row.get("value")
        shown = "" if value is None or row["category"] != "empty" else f"={value}"
        return f"{row['dtype']}{shown}"
    if row["outcome"] == "error":
        return row["type"] + ("" if row["names_function"] else "†")
    return f"**{row['outcome']}**"


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
