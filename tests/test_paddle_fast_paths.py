"""The Paddle namespace's fast paths give what the paths they skip give.

The floating-point-only unary functions call Paddle's kernel on ``x`` as it is and retry
as the default float only when it raises (reading ``x.dtype`` first cost 0.2-0.4 us of a
1.8 us 8x8 call). That is right only where Paddle either refuses an input or computes the
standard's result for it, so these tests audit every dtype and non-arrays against the
retry's path. Python-scalar operands are made with ``paddle.full`` (8 us) where
``paddle.to_tensor`` took 21 us: the same bits. Speed is measured in benchmarks/.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

paddle = pytest.importorskip("paddle")

import arraydispatch.backends.paddle as xp  # noqa: E402
from arraydispatch._common._errors import RAW_ERRORS, refusal  # noqa: E402
from arraydispatch.backends.paddle import _data_types  # noqa: E402


def _tensor(name: str, zero_d: bool = False) -> Any:
    """A 2x2 (or 0-D) tensor of dtype ``name`` whose values every dtype holds, or None where
    Paddle cannot make one (uint16 has no kernels at all; before Paddle 3.3, uint32 and
    uint64 have no cast kernel either)."""
    if name == "bool":
        values = np.array([[True, False], [True, True]])
    elif name.startswith("u"):
        values = np.array([[0, 1], [2, 3]])
    elif name.startswith("i"):
        values = np.array([[-2, 1], [2, 3]])
    else:
        values = np.array([[-1.5, 0.0], [2.0, math.nan]])
    dtype = _data_types.DTYPES.get(name) or getattr(paddle, name)
    try:
        return paddle.to_tensor(values[1, 1] if zero_d else values).astype(dtype)
    except (*RAW_ERRORS, ValueError):  # Paddle < 3.3 casts to no unsigned dtype but uint8
        return None


_NAMES = [*_data_types.DTYPES, "float16", "bfloat16"]
_TENSORS = {name: t for name in _NAMES if (t := _tensor(name)) is not None}
_OTHERS: dict[str, Any] = {
    "True": True, "2": 2, "-3": -3, "2.5": 2.5, "nan": math.nan, "1j": 1j, "2**40": 2**40,
    "list": [1.0, 2.0], "ndarray": np.ones((2, 2), np.float32), "None": None, "str": "a",
}  # fmt: skip


def _outcome(call: Callable[[], Any]) -> Any:
    """The result of ``call``, or the type of the error it raises (as a wrapper refuses)."""
    try:
        return call()
    except RAW_ERRORS as error:
        return type(refusal(error))
    except Exception as error:  # Paddle's EnforceNotMet (integer division by zero) too
        return type(error)


def _assert_same(got: Any, want: Any) -> None:
    if isinstance(want, type):
        assert got is want, f"got {got!r}, want {want.__name__}"
        return
    assert isinstance(got, paddle.Tensor), f"got {got!r}"
    assert got.dtype == want.dtype
    assert list(got.shape) == list(want.shape)
    np.testing.assert_array_equal(got.numpy(), want.numpy())  # NaN equal to NaN


# ---------------------------------------------------------------------------- unary

#: the floating-point-only functions from the kernel-first factory, and Paddle's kernels
_UNARY = {
    name: getattr(paddle, name)
    for name in (
        "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "expm1", "log",
        "log1p", "log2", "log10", "reciprocal", "sin", "sinh", "tan", "tanh",
    )
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(_UNARY))
@pytest.mark.parametrize("dtype", sorted(_TENSORS))
def test_floating_only_unary_is_the_kernel_or_the_default_float(name: str, dtype: str) -> None:
    x = _TENSORS[dtype]
    got = _outcome(lambda: getattr(xp, name)(x))
    if _data_types.is_floating(x.dtype):
        want = _outcome(lambda: _UNARY[name](x))
    else:
        # Paddle's own cast of an integer is float32, as the retry's default float is here
        want = _outcome(lambda: _UNARY[name](x.astype(_data_types.default_float())))
    _assert_same(got, want)


@pytest.mark.parametrize("name", sorted(_UNARY))
@pytest.mark.parametrize("value", ["list", "ndarray", "None", "2.5", "True"])
def test_floating_only_unary_refuses_non_arrays(name: str, value: str) -> None:
    with pytest.raises(TypeError, match=f"{name}: x must be a paddle.Tensor"):
        getattr(xp, name)(_OTHERS[value])


def test_integer_input_under_a_float64_default_is_paddles_float32() -> None:
    # documented in _floating_only: Paddle casts int32/int64 itself, to float32; bool, which
    # it refuses, takes the retry and the default float
    previous = paddle.get_default_dtype()
    paddle.set_default_dtype("float64")
    try:
        assert xp.sin(_TENSORS["int32"]).dtype == paddle.float32
        assert xp.sin(_TENSORS["bool"]).dtype == paddle.float64
    finally:
        paddle.set_default_dtype(previous)


@pytest.mark.parametrize("name", ["real", "imag"])
@pytest.mark.parametrize("dtype", sorted(_TENSORS))
def test_real_and_imag_kernel_first_match_the_checked_path(name: str, dtype: str) -> None:
    x = _TENSORS[dtype]
    got = _outcome(lambda: getattr(xp, name)(x))
    if x.dtype in (paddle.complex64, paddle.complex128):
        want = _outcome(lambda: getattr(paddle, name)(x))
    else:  # the standard: real(x) is a copy of x, imag(x) zeros, for real x
        want = _outcome(lambda: x.clone() if name == "real" else paddle.zeros_like(x))
    _assert_same(got, want)


# ---------------------------------------------------------------------------- reductions

_REDUCTIONS = ["sum", "prod", "mean", "max", "min", "all", "any", "argmax", "argmin"]


def _checked_path(function: Any, name: str, x: Any, axis: int | None) -> Any:
    """The reduction over ``axis`` by its checked path: the same axes as a tuple (argmax and
    argmin take no tuple: their ``keepdims`` result, squeezed)."""
    if name.startswith("arg"):
        if axis is None:
            return function(x)  # one path only
        return paddle.squeeze(function(x, axis=axis, keepdims=True), axis)
    return function(x, axis=tuple(range(x.ndim)) if axis is None else (axis,))


@pytest.mark.parametrize("name", _REDUCTIONS)
@pytest.mark.parametrize("shape", [(), (3,), (2, 3), (0, 3)])
@pytest.mark.parametrize("dtype", ["bool", "int32", "float32", "float64"])
def test_reduction_fast_paths_match_the_checked_path(
    name: str, shape: tuple[int, ...], dtype: str
) -> None:
    # an int axis (or None) takes the inlined fast path, the same axis as a tuple the
    # checked one: the same result or the same error
    if dtype == "bool" and name in ("max", "min"):
        pytest.skip("Paddle has no bool max/min kernel (the standard takes real numbers there)")
    data = np.arange(math.prod(shape)).reshape(shape) % 3 - 1
    x = paddle.to_tensor(data).astype(_data_types.DTYPES[dtype])
    function = getattr(xp, name)
    for axis in [None, *range(-len(shape) - 1, len(shape) + 1)]:
        got = _outcome(lambda: function(x, axis=axis))  # noqa: B023 -- called at once
        if shape == () and axis is not None:  # 0-D has no axis 0 in the standard
            assert isinstance(got, type)
            assert issubclass(got, IndexError), got
            continue
        _assert_same(got, _outcome(lambda: _checked_path(function, name, x, axis)))  # noqa: B023


# ---------------------------------------------------------------------------- binary

#: the binary functions that are Python's operator on two tensors, and the public Paddle
#: function each one stands in for
_BINARY = {
    "add": paddle.add, "subtract": paddle.subtract, "multiply": paddle.multiply,
    "divide": paddle.divide, "greater": paddle.greater_than,
    "greater_equal": paddle.greater_equal, "less": paddle.less_than,
    "less_equal": paddle.less_equal,
}  # fmt: skip
#: every tensor operand twice: 2x2 and 0-D (promotion treats a 0-D tensor apart in Paddle)
_BINARY_OPERANDS: dict[str, Any] = {
    **{f"{name}[2,2]": t for name, t in _TENSORS.items()},
    **{f"{name}[]": t for name in _NAMES if (t := _tensor(name, zero_d=True)) is not None},
}


def _public_path(name: str, x1: Any, x2: Any) -> Any:
    """What the function gave with the public Paddle function: the factory's two paths."""
    public = _BINARY[name]
    same = isinstance(x1, paddle.Tensor) and isinstance(x2, paddle.Tensor)
    if same and x1.dtype is x2.dtype:
        return _outcome(lambda: public(x1, x2))
    return _outcome(lambda: public(*_data_types.promote(x1, x2, 0)))


@pytest.mark.parametrize("name", sorted(_BINARY))
def test_operator_binary_functions_match_the_public_functions(name: str) -> None:
    values = {**_BINARY_OPERANDS, **_OTHERS}
    pairs = [
        *itertools.product(_BINARY_OPERANDS, _BINARY_OPERANDS),
        *itertools.product(_BINARY_OPERANDS, _OTHERS),
        *itertools.product(_OTHERS, _BINARY_OPERANDS),
    ]
    differences = []
    for first, second in pairs:
        x1, x2 = values[first], values[second]
        got = _outcome(lambda: getattr(xp, name)(x1, x2))  # noqa: B023 -- called at once
        try:
            _assert_same(got, _public_path(name, x1, x2))
        except AssertionError as error:
            differences.append(f"{name}({first}, {second}): {error}")
    assert not differences, "\n".join(differences)


def test_binary_functions_cannot_be_kernel_first() -> None:
    # why the binary functions keep their dtype test (_elementwise's docstring): Paddle
    # promotes a mixed pair by torch's rule for 0-D tensors. If this starts failing, Paddle
    # follows the standard there, and the binary functions could call its kernel first.
    a = paddle.ones([3], dtype=paddle.float32)
    b = paddle.to_tensor(2.0, dtype=paddle.float64)
    assert paddle.add(a, b).dtype == paddle.float32
    assert xp.add(a, b).dtype == paddle.float64


# ---------------------------------------------------------------------------- scalars


@pytest.mark.parametrize(
    "value", [0.1, 1 / 3, -0.0, math.inf, math.nan, 2**53 + 1, 2**63 - 1, -(2**63), True, 1j]
)
@pytest.mark.parametrize(
    "dtype", ["bool", "int8", "int32", "int64", "float32", "float64", "complex64", "complex128"]
)
def test_full_scalar_holds_what_to_tensor_holds(value: Any, dtype: str) -> None:
    # the dtype promote gives a Python scalar beside a tensor of ``dtype``
    paddle_dtype = _data_types.scalar_dtype(_data_types.DTYPES[dtype], value)
    place = _TENSORS["float32"].place
    want = _outcome(lambda: paddle.to_tensor(value, dtype=paddle_dtype, place=place))
    got = _outcome(lambda: _data_types.full_scalar(value, paddle_dtype, place))
    if isinstance(want, type) or isinstance(got, type):
        # an integer beyond the dtype: full_scalar's OverflowError (to_tensor wraps it)
        assert got is OverflowError
        return
    assert str(got.place) == str(place)  # "Place(cpu)": Paddle 3.0's places have no __eq__
    assert got.numpy().tobytes() == want.numpy().tobytes()


# ---------------------------------------------------------------------------- manipulation


@pytest.mark.parametrize("shape", [(), (3,), (2, 3), (2, 1, 3)])
def test_permute_dims_fast_path_matches_the_checked_path(shape: tuple[int, ...]) -> None:
    x = paddle.arange(math.prod(shape), dtype=paddle.float32).reshape(list(shape))
    candidates = [
        *itertools.permutations(range(len(shape))),
        *itertools.permutations(range(-len(shape), 0)),
        (0,), (0, 1), (0, 0), (1, 0, 2), (0, 1, 1), (0, 1, -1), (3, 1, 0), (True, False),
    ]  # fmt: skip
    for axes in candidates:
        got = _outcome(lambda: xp.permute_dims(x, axes))  # noqa: B023 -- called at once
        # a list skips the fast path's table
        _assert_same(got, _outcome(lambda: xp.permute_dims(x, list(axes))))  # noqa: B023


@pytest.mark.parametrize("shape", [(1,), (1, 3), (2, 1, 3), (1, 1), (0, 1)])
def test_squeeze_fast_path_matches_the_checked_path(shape: tuple[int, ...]) -> None:
    x = paddle.zeros(list(shape), dtype=paddle.float32)
    for axis in range(-len(shape) - 1, len(shape) + 1):
        got = _outcome(lambda: xp.squeeze(x, axis))  # noqa: B023 -- called at once
        _assert_same(got, _outcome(lambda: xp.squeeze(x, (axis,))))  # noqa: B023


@pytest.mark.parametrize("shape", [(2, 3), (4, 2, 3), (3,), ()])
def test_matrix_transpose_fast_path_matches_the_checked_path(shape: tuple[int, ...]) -> None:
    from arraydispatch.backends.paddle import _linear_algebra

    x = paddle.arange(math.prod(shape), dtype=paddle.float32).reshape(list(shape))
    got = _outcome(lambda: xp.matrix_transpose(x))
    if len(shape) < 2:
        assert got is ValueError
    else:
        axes = [*range(len(shape) - 2), len(shape) - 1, len(shape) - 2]
        _assert_same(got, paddle.transpose(x, axes))
    assert _linear_algebra._SWAP_2D == [1, 0]  # Paddle reads the shared list, never edits it


@pytest.mark.parametrize("shape", [(), (3,), (2, 3), (2, 1, 3)])
def test_moveaxis_fast_path_matches_the_checked_path(shape: tuple[int, ...]) -> None:
    x = paddle.arange(math.prod(shape), dtype=paddle.float32).reshape(list(shape))
    axes = range(-len(shape) - 1, len(shape) + 1)
    for source, destination in itertools.product(axes, axes):
        got = _outcome(lambda: xp.moveaxis(x, source, destination))  # noqa: B023 -- called at once
        # one-axis tuples take the checked path
        want = _outcome(lambda: xp.moveaxis(x, (source,), (destination,)))  # noqa: B023
        _assert_same(got, want)


@pytest.mark.parametrize("name", ["concat", "stack"])
@pytest.mark.parametrize(
    "dtypes",
    [("float32", "float32"), ("float32", "float64"), ("int32", "int64", "int32"),
     ("int32",), ("bool", "bool"), ("float64", "float32", "float32")],
)  # fmt: skip
def test_concat_and_stack_promote_only_mixed_dtypes(name: str, dtypes: tuple[str, ...]) -> None:
    arrays = [_TENSORS[d] for d in dtypes]
    out = getattr(xp, name)(arrays)
    want = xp.result_type(*arrays)
    assert out.dtype == want
    native = paddle.concat if name == "concat" else paddle.stack
    _assert_same(out, native([a.astype(want) for a in arrays]))
