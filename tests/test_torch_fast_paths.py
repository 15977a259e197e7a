"""The torch namespace's fast paths give what the paths they skip give.

Each fast path (a cheaper spelling of a torch op, a dict lookup, ``torch.gather`` for
``take_along_dim``, the C functions under torch's Python layers) is compared with the
public torch call or the slow path it stands in for: values, dtype, device and errors.
Speed is measured in benchmarks/, not here.
"""

from __future__ import annotations

import itertools
import math
import subprocess
import sys
import textwrap
from collections.abc import Callable
from typing import Any

import pytest

torch = pytest.importorskip("torch")

import arraydispatch.backends.torch as xp  # noqa: E402
from arraydispatch.backends.torch import _data_types, _indexing  # noqa: E402


def assert_same(got: Any, want: Any) -> None:
    """Equal values (NaN equal to NaN), dtype and device; tuples item by item."""
    if isinstance(want, (tuple, list)):
        assert isinstance(got, (tuple, list))
        assert len(got) == len(want)
        for g, w in zip(got, want, strict=True):
            assert_same(g, w)
        return
    assert got.dtype == want.dtype
    assert got.device == want.device
    assert got.shape == want.shape
    torch.testing.assert_close(got, want, rtol=0, atol=0, equal_nan=True)


# ---------------------------------------------------------------------------- binary functions

_F32 = torch.tensor([[-1.5, 0.0, 2.0], [math.nan, -0.0, math.inf]])
_OPERANDS = [
    (_F32, _F32.flip(0)),
    (_F32, 0.5),
    (0.5, _F32),
    (_F32, torch.tensor(0.1, dtype=torch.float64)),  # 0-D of a wider dtype: the standard's float64
    (torch.tensor([1, 5, 300], dtype=torch.int16), torch.tensor([5, 5, 1], dtype=torch.int16)),
    (torch.tensor([1, -5], dtype=torch.int8), torch.tensor([5, 5], dtype=torch.uint8)),
]
#: namespace function -> the public torch function whose spelling it skips
_BINARY = {
    "multiply": torch.multiply,
    "subtract": torch.subtract,
    "divide": torch.divide,
    "equal": torch.eq,
    "not_equal": torch.not_equal,
    "greater": torch.greater,
    "greater_equal": torch.greater_equal,
    "less": torch.less,
    "less_equal": torch.less_equal,
}


@pytest.mark.parametrize("name", sorted(_BINARY))
@pytest.mark.parametrize("operands", range(len(_OPERANDS)))
def test_binary_functions_match_the_public_spelling(name: str, operands: int) -> None:
    x1, x2 = _OPERANDS[operands]
    # the public function on the operands the standard's promotion makes
    a, b = _data_types.promote(x1, x2, 0)
    assert_same(getattr(xp, name)(x1, x2), _BINARY[name](a, b))


def test_binary_functions_refuse_non_arrays_as_before() -> None:
    with pytest.raises(TypeError, match="x1"):
        xp.greater([1.0], _F32)
    with pytest.raises(TypeError, match="x2"):
        xp.multiply(_F32, [1.0])


# ---------------------------------------------------------------------------- creation


def test_asarray_of_a_tensor_is_the_tensor() -> None:
    x = torch.ones(3)
    assert xp.asarray(x) is x
    assert xp.asarray(x, copy=True) is not x
    assert xp.asarray(x, dtype=torch.float64).dtype == torch.float64


def test_meshgrid_matches_torch() -> None:
    a, b, c = torch.arange(2.0), torch.arange(3.0), torch.arange(4.0)
    for indexing in ("xy", "ij"):
        assert_same(
            xp.meshgrid(a, b, c, indexing=indexing), torch.meshgrid(a, b, c, indexing=indexing)
        )
    assert_same(xp.meshgrid([a, b]), torch.meshgrid([a, b], indexing="xy"))  # torch's list form
    assert xp.meshgrid() == ()


# ---------------------------------------------------------------------------- data types

_ALL = [*_data_types.DTYPES.values(), torch.float16, torch.bfloat16]


@pytest.mark.parametrize(("from_", "to"), list(itertools.product(_ALL, _ALL)))
def test_can_cast_table_is_the_rule(from_: Any, to: Any) -> None:
    want = _data_types._can_cast(from_, to)
    assert xp.can_cast(from_, to) is want
    assert xp.can_cast(torch.empty(0, dtype=from_), to) is want


@pytest.mark.parametrize("dtype", _ALL)
def test_isdtype_fast_path_agrees_with_the_kind_sets(dtype: Any) -> None:
    for kind, members in _data_types._KIND_SETS.items():
        assert xp.isdtype(dtype, kind) is (dtype in members)
    for other in _ALL:
        assert xp.isdtype(dtype, other) is (dtype is other)
    assert xp.isdtype(dtype, ("bool", dtype)) is True


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: xp.can_cast(torch.float32, [1]), TypeError),
        (lambda: xp.can_cast("float32", torch.float32), TypeError),
        (lambda: xp.finfo([1]), TypeError),
        (lambda: xp.finfo(torch.int8), TypeError),
        (lambda: xp.iinfo(torch.ones(2)), TypeError),
        (lambda: xp.isdtype(torch.float32, [1]), TypeError),
        (lambda: xp.isdtype(torch.float32, "floating"), ValueError),
        (lambda: xp.isdtype("float32", "integral"), TypeError),
    ],
)
def test_data_type_functions_still_explain_bad_input(call: Callable[[], Any], error: type) -> None:
    with pytest.raises(error):
        call()


def test_finfo_and_iinfo_of_tensors_and_dtypes_agree() -> None:
    for dtype in (torch.float32, torch.float64, torch.complex64, torch.complex128):
        assert xp.finfo(torch.empty(0, dtype=dtype)) is xp.finfo(dtype)
    for dtype in (torch.int8, torch.uint8, torch.int64):
        assert xp.iinfo(torch.empty(0, dtype=dtype)) is xp.iinfo(dtype)


# ---------------------------------------------------------------------------- indexing

_X = torch.arange(12.0).reshape(3, 4)


@pytest.mark.parametrize(
    ("indices", "axis"),
    [
        (torch.tensor([[0, 3], [1, 1], [2, 0]]), 1),
        (torch.tensor([[0, 3], [1, 1], [2, 0]]), -1),
        (torch.tensor([[2, 0, 1, 1]]), 0),
        pytest.param(
            torch.tensor([[-1], [0], [-4]]),  # negative: gather refuses, take_along_dim wraps
            1,
            marks=pytest.mark.skipif(
                not _indexing._TAKE_ALONG_DIM_WRAPS,
                reason="torch.take_along_dim refuses negative indices before "
                "pytorch/pytorch#152161 (torch 2.8): no native answer to compare with",
            ),
        ),
        (torch.zeros(1, 2, dtype=torch.int64), 1),  # broadcast by take_along_dim
        (torch.zeros(3, 1, dtype=torch.int64), -1),
    ],
)
def test_take_along_axis_matches_take_along_dim(indices: Any, axis: int) -> None:
    assert_same(xp.take_along_axis(_X, indices, axis=axis), torch.take_along_dim(_X, indices, axis))


@pytest.mark.parametrize("axis", [1, -1])
def test_take_along_axis_negative_indices_on_every_release(axis: int) -> None:
    # counted from the end, as the standard says, whether torch.take_along_dim wraps them
    # (torch >= 2.8) or the wrapper does (older releases, where it raises)
    indices = torch.tensor([[-1], [0], [-4]])
    want = torch.take_along_dim(_X, indices % _X.shape[axis], axis)
    assert_same(xp.take_along_axis(_X, indices, axis=axis), want)


def test_take_along_axis_errors_are_take_along_dims() -> None:
    for call in (
        lambda x, i, a: xp.take_along_axis(x, i, axis=a),
        lambda x, i, a: torch.take_along_dim(x, i, a),
    ):
        with pytest.raises(IndexError):
            call(_X, torch.zeros(3, 1, dtype=torch.int64), 5)


def test_take_along_axis_takes_any_integer_indices() -> None:
    # take_along_dim wants int64 (RuntimeError for int32); the standard takes any integer
    want = torch.take_along_dim(_X, torch.zeros(3, 1, dtype=torch.int64), 1)
    for dtype in (torch.int8, torch.int16, torch.int32, torch.uint8):
        assert_same(xp.take_along_axis(_X, torch.zeros(3, 1, dtype=dtype), axis=1), want)


def test_take_along_axis_keeps_autograd() -> None:
    x = _X.clone().requires_grad_()
    xp.sum(xp.take_along_axis(x, torch.tensor([[0], [0], [3]]), axis=1)).backward()
    assert x.grad is not None
    assert x.grad.sum().item() == 3


# ---------------------------------------------------------------------------- manipulation


@pytest.mark.parametrize(
    "shapes",
    [(), ((8, 1), (1, 8)), ((2, 3), (3,)), ((0,), (1,)), ((2, 1, 3), (4, 1)), ((1,),), ((5,),)],
)
def test_broadcast_shapes_matches_torch(shapes: tuple[tuple[int, ...], ...]) -> None:
    assert xp.broadcast_shapes(*shapes) == tuple(torch.broadcast_shapes(*shapes))


@pytest.mark.parametrize("shapes", [((3,), (2,)), ((0,), (3,)), ((2, 3), (4, 1, 2))])
def test_broadcast_shapes_that_do_not_broadcast(shapes: tuple[tuple[int, ...], ...]) -> None:
    with pytest.raises(ValueError, match="do not broadcast"):
        xp.broadcast_shapes(*shapes)


def test_broadcast_shapes_leaves_other_shapes_to_torch() -> None:
    assert xp.broadcast_shapes(torch.Size([2, 1]), (3,)) == (2, 3)
    with pytest.raises(ValueError, match="negative"):
        xp.broadcast_shapes((-1,), (2,))


def test_broadcast_arrays_matches_broadcast_tensors() -> None:
    a, b = torch.ones(2, 3), torch.arange(3.0)
    assert_same(xp.broadcast_arrays(a, b), torch.broadcast_tensors(a, b))
    assert xp.broadcast_arrays() == ()
    with pytest.raises(ValueError, match=r"broadcast_arrays\(\): shapes \(2,\), \(3,\)"):
        xp.broadcast_arrays(torch.ones(2), torch.ones(3))


def test_squeeze_fast_path_errors() -> None:
    x = torch.ones(1, 3, 1)
    assert xp.squeeze(x, 0).shape == (3, 1)
    assert xp.squeeze(x, -1).shape == (1, 3)
    with pytest.raises(ValueError, match="axis 1 has size 3"):
        xp.squeeze(x, 1)
    with pytest.raises(IndexError, match="axis 5 is out of bounds"):
        xp.squeeze(x, 5)
    with pytest.raises(IndexError, match="axis 0 is out of bounds"):
        xp.squeeze(torch.tensor(1.0), 0)


# ---------------------------------------------------------------------------- linear algebra


_A = torch.arange(12.0).reshape(3, 4)


@pytest.mark.parametrize(
    ("b", "axes"),
    [(_A.mT, 0), (_A.mT, 1), (_A, 2), (_A.mT, ((1,), (0,))), (_A, ([0, 1], [0, 1]))],
)
def test_tensordot_matches_torch(b: Any, axes: Any) -> None:
    assert_same(xp.tensordot(_A, b, axes=axes), torch.tensordot(_A, b, dims=axes))


@pytest.mark.parametrize("axes", [3, -1])
def test_tensordot_errors_keep_torchs_message(axes: int) -> None:
    # the wrapper rule: torch's RuntimeError, refused as a ValueError naming the function
    a = torch.ones(2, 2)
    with pytest.raises(ValueError, match=r"^tensordot\(.*tensordot expects") as caught:
        xp.tensordot(a, a, axes=axes)
    assert isinstance(caught.value.__cause__, RuntimeError)


@pytest.mark.parametrize("axis", [-1, 0, 1])
def test_vecdot_matches_torch(axis: int) -> None:
    a, b = torch.randn(3, 3, generator=torch.Generator().manual_seed(0)), torch.ones(3, 3)
    assert_same(xp.vecdot(a, b, axis=axis), torch.linalg.vecdot(a, b, dim=axis))
    with pytest.raises(ValueError, match="must be equal"):
        xp.vecdot(a, torch.ones(3, 1), axis=-1)


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_eigvals_refuses_non_finite_input(bad: float) -> None:
    x = torch.eye(3)
    x[1, 2] = bad
    with pytest.raises(ValueError, match="NaN or inf"):
        xp.linalg.eigvals(x)


def test_eigvals_takes_finite_input_whose_sum_overflows() -> None:
    x = torch.diag(torch.tensor([3e38, 3e38, 1.0]))  # the float32 sum is inf
    assert_same(xp.linalg.eigvals(x), torch.linalg.eigvals(x))


# ---------------------------------------------------------------------------- reductions

_R = torch.tensor([[1.0, -2.0, 3.5], [0.5, 4.0, -1.0]])


@pytest.mark.parametrize(
    ("name", "public"),
    [
        ("sum", torch.sum),
        ("prod", torch.prod),
        ("max", torch.amax),
        ("min", torch.amin),
        ("mean", torch.mean),
        ("std", lambda x, *a, **k: torch.std(x, *a, correction=0, **k)),
        ("var", lambda x, *a, **k: torch.var(x, *a, correction=0, **k)),
    ],
)
@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("keepdims", [False, True])
def test_reductions_over_an_int_axis(name: str, public: Any, axis: int, keepdims: bool) -> None:
    assert_same(
        getattr(xp, name)(_R, axis=axis, keepdims=keepdims), public(_R, axis, keepdim=keepdims)
    )


def test_count_nonzero_matches_torch() -> None:
    assert_same(xp.count_nonzero(_R), torch.count_nonzero(_R))
    assert_same(xp.count_nonzero(_R, axis=1), torch.count_nonzero(_R, 1))
    with pytest.raises(TypeError, match="count_nonzero"):
        xp.count_nonzero([1, 2])


# ---------------------------------------------------------------------------- release probes


def test_import_probes_decide_the_same_under_another_default_device() -> None:
    # the probes of torch's behaviour at import (take_along_dim's negative indices, complex
    # exp's special cases) run on the CPU whatever torch.set_default_device says, and cannot
    # fail: on a meta default device they still load the namespace and decide as here
    code = textwrap.dedent(
        """
        import torch
        torch.set_default_device("meta")
        import arraydispatch
        xp = arraydispatch.namespace("torch")
        from arraydispatch.backends.torch import _indexing
        print(_indexing._TAKE_ALONG_DIM_WRAPS, xp.exp is torch.exp)
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, timeout=300
    )
    assert run.stdout.split() == [str(_indexing._TAKE_ALONG_DIM_WRAPS), str(xp.exp is torch.exp)]
