"""torch only: most wrappers hand torch only the arguments the caller gave (a fast path
for the defaults) and spell every argument out otherwise; both paths against NumPy. And the
messages of torch's wrappers for bad input (every backend's error types:
tests/test_bad_input_sweep.py).
"""

from __future__ import annotations

import math
from typing import Any

import pytest

torch = pytest.importorskip("torch")

import arraydispatch  # noqa: E402

from ._numpy_reference import assert_matches  # noqa: E402

xp: Any = arraydispatch.namespace("torch")

_M = torch.tensor([[4.0, -1.0, 2.5], [0.0, 3.0, -2.0], [1.0, 1.0, 7.0]])
_V = torch.tensor([1.0, -2.0, 3.0])
_IDX = torch.tensor([2, -1, 0])


def _np(t: Any) -> Any:
    return t.numpy() if isinstance(t, torch.Tensor) else t


_FAST_AND_GENERAL: list[tuple[str, Any, Any]] = [
    ("arange(n)", lambda: xp.arange(5), lambda np: np.arange(5)),
    ("arange(start, stop, step)", lambda: xp.arange(1, 8, 3, dtype=xp.int16),
     lambda np: np.arange(1, 8, 3, dtype=np.int16)),
    ("arange(float)", lambda: xp.arange(2.5), lambda np: np.arange(2.5, dtype=np.float32)),
    ("zeros", lambda: xp.zeros((2, 3)), lambda np: np.zeros((2, 3), np.float32)),
    ("zeros(dtype)", lambda: xp.zeros(2, dtype=xp.int8), lambda np: np.zeros(2, np.int8)),
    ("ones", lambda: xp.ones(3), lambda np: np.ones(3, np.float32)),
    ("ones(device)", lambda: xp.ones(3, device="cpu"), lambda np: np.ones(3, np.float32)),
    ("full(int shape)", lambda: xp.full(3, 1.5), lambda np: np.full(3, 1.5, np.float32)),
    ("full(dtype)", lambda: xp.full((2,), 7, dtype=xp.int32), lambda np: np.full(2, 7, np.int32)),
    ("eye", lambda: xp.eye(3), lambda np: np.eye(3, dtype=np.float32)),
    ("eye(n_cols)", lambda: xp.eye(2, 4), lambda np: np.eye(2, 4, dtype=np.float32)),
    ("eye(k, dtype)", lambda: xp.eye(3, k=1, dtype=xp.float64), lambda np: np.eye(3, k=1)),
    ("linspace", lambda: xp.linspace(0, 1, 5), lambda np: np.linspace(0, 1, 5, dtype=np.float32)),
    ("linspace(endpoint=False)", lambda: xp.linspace(0.0, 1.0, 4, endpoint=False),
     lambda np: np.linspace(0, 1, 4, endpoint=False, dtype=np.float32)),
    ("tril", lambda: xp.tril(_M), lambda np: np.tril(_np(_M))),
    ("triu(k)", lambda: xp.triu(_M, k=-1), lambda np: np.triu(_np(_M), -1)),
    ("astype", lambda: xp.astype(_M, xp.float64), lambda np: _np(_M).astype(np.float64)),
    ("astype(copy=False)", lambda: xp.astype(_M, xp.int32, copy=False),
     lambda np: _np(_M).astype(np.int32)),
    ("round", lambda: xp.round(_M), lambda np: np.round(_np(_M))),
    ("clip(floats)", lambda: xp.clip(_M, -1.5, 2.0), lambda np: np.clip(_np(_M), -1.5, 2.0)),
    ("clip(nan bound)", lambda: xp.clip(_M, math.nan, 2.0),
     lambda np: np.full((3, 3), np.nan, np.float32)),
    ("clip(int array, int bounds)", lambda: xp.clip(xp.astype(_M, xp.int8), -1, 2),
     lambda np: np.clip(_np(_M).astype(np.int8), -1, 2)),
    ("clip(one bound)", lambda: xp.clip(_M, max=1.0), lambda np: np.minimum(_np(_M), 1)),
    ("take", lambda: xp.take(_M, torch.tensor([2, 0]), axis=1),
     lambda np: np.take(_np(_M), [2, 0], axis=1)),
    ("take(negative)", lambda: xp.take(_M, _IDX, axis=1),
     lambda np: np.take(_np(_M), [2, -1, 0], axis=1)),
    ("take(negative, axis 0)", lambda: xp.take(_V, _IDX), lambda np: np.take(_np(_V), [2, -1, 0])),
    ("take(0-D index)", lambda: xp.take(_M, torch.tensor(-1), axis=1),
     lambda np: np.take(_np(_M), [-1], axis=1)),
    ("take_along_axis(negative)", lambda: xp.take_along_axis(_M, _IDX[None].expand(3, 3)),
     lambda np: np.take_along_axis(_np(_M), np.tile([2, -1, 0], (3, 1)), -1)),
    ("squeeze", lambda: xp.squeeze(_M[None], axis=0), lambda np: _np(_M)),
    ("squeeze(axes)", lambda: xp.squeeze(_M[None, :, None], axis=(0, 2)), lambda np: _np(_M)),
    ("concat", lambda: xp.concat([_M, _M]), lambda np: np.concatenate([_np(_M)] * 2)),
    ("concat(axis)", lambda: xp.concat([_M, _M], axis=1),
     lambda np: np.concatenate([_np(_M)] * 2, axis=1)),
    ("count_nonzero", lambda: xp.count_nonzero(_M), lambda np: np.count_nonzero(_np(_M))),
    ("count_nonzero(axis)", lambda: xp.count_nonzero(_M, axis=0),
     lambda np: np.count_nonzero(_np(_M), axis=0)),
    ("searchsorted", lambda: xp.searchsorted(_V.sort().values, _V),
     lambda np: np.searchsorted(np.sort(_np(_V)), _np(_V))),
    ("searchsorted(right)", lambda: xp.searchsorted(_V.sort().values, _V, side="right"),
     lambda np: np.searchsorted(np.sort(_np(_V)), _np(_V), side="right")),
    ("sum", lambda: xp.sum(_M), lambda np: np.sum(_np(_M))),
    ("sum(axis)", lambda: xp.sum(_M, axis=1), lambda np: np.sum(_np(_M), axis=1)),
    ("sum(axis, keepdims, dtype)", lambda: xp.sum(_M, axis=0, keepdims=True, dtype=xp.float64),
     lambda np: np.sum(_np(_M), axis=0, keepdims=True, dtype=np.float64)),
    ("prod", lambda: xp.prod(_M), lambda np: np.prod(_np(_M))),
    ("prod(axis)", lambda: xp.prod(_M, axis=0), lambda np: np.prod(_np(_M), axis=0)),
    ("max", lambda: xp.max(_M), lambda np: np.max(_np(_M))),
    ("min(axis, keepdims)", lambda: xp.min(_M, axis=1, keepdims=True),
     lambda np: np.min(_np(_M), axis=1, keepdims=True)),
    ("mean", lambda: xp.mean(_M), lambda np: np.mean(_np(_M))),
    ("std", lambda: xp.std(_M), lambda np: np.std(_np(_M))),
    ("var(correction)", lambda: xp.var(_M, correction=1), lambda np: np.var(_np(_M), ddof=1)),
    ("all", lambda: xp.all(_M), lambda np: np.all(_np(_M))),
    ("any(uint8)", lambda: xp.any(xp.astype(_M, xp.uint8)),
     lambda np: np.any(_np(_M).astype(np.uint8))),
    ("cumulative_sum", lambda: xp.cumulative_sum(_M, axis=0), lambda np: np.cumsum(_np(_M), 0)),
    ("cumulative_prod(include_initial)",
     lambda: xp.cumulative_prod(_V, include_initial=True),
     lambda np: np.concatenate([[1], np.cumprod(_np(_V))]).astype(np.float32)),
    ("sort", lambda: xp.sort(_M), lambda np: np.sort(_np(_M))),
    ("sort(descending)", lambda: xp.sort(_M, axis=0, descending=True),
     lambda np: -np.sort(-_np(_M), axis=0)),
    ("argsort", lambda: xp.argsort(_V), lambda np: np.argsort(_np(_V))),
    ("argsort(descending)", lambda: xp.argsort(_V, descending=True),
     lambda np: np.argsort(-_np(_V))),
    ("vecdot", lambda: xp.vecdot(_M, _M), lambda np: np.sum(_np(_M) ** 2, axis=-1)),
    ("vecdot(int)", lambda: xp.vecdot(xp.astype(_M, xp.int32), xp.astype(_M, xp.int32), axis=0),
     lambda np: np.sum(_np(_M).astype(np.int32) ** 2, axis=0, dtype=np.int32)),
    ("linalg.cross", lambda: xp.linalg.cross(_M, _V), lambda np: np.cross(_np(_M), _np(_V))),
    ("linalg.cross(axis)", lambda: xp.linalg.cross(_M, _M.flip(0), axis=0),
     lambda np: np.cross(_np(_M), _np(_M)[::-1], axis=0)),
    ("linalg.trace", lambda: xp.linalg.trace(_M), lambda np: np.trace(_np(_M))),
    ("linalg.trace(offset)", lambda: xp.linalg.trace(_M, offset=1),
     lambda np: np.trace(_np(_M), offset=1)),
    ("linalg.vector_norm", lambda: xp.linalg.vector_norm(_M),
     lambda np: np.linalg.norm(_np(_M).reshape(-1))),
    ("linalg.vector_norm(ord)", lambda: xp.linalg.vector_norm(_M, axis=1, ord=1),
     lambda np: np.linalg.norm(_np(_M), ord=1, axis=1)),
    ("fft.fftn", lambda: xp.fft.fftn(_M), lambda np: np.fft.fftn(_np(_M)).astype(np.complex64)),
    ("fft.rfftn(axes, norm)", lambda: xp.fft.rfftn(_M, axes=(0,), norm="ortho"),
     lambda np: np.fft.rfftn(_np(_M), axes=(0,), norm="ortho").astype(np.complex64)),
    ("fft.fftshift", lambda: xp.fft.fftshift(_M), lambda np: np.fft.fftshift(_np(_M))),
    ("fft.ifftshift(axes)", lambda: xp.fft.ifftshift(_M, axes=0),
     lambda np: np.fft.ifftshift(_np(_M), axes=0)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("name", "ours", "reference"), _FAST_AND_GENERAL, ids=[n for n, _, _ in _FAST_AND_GENERAL]
)
def test_fast_and_general_paths_match_numpy(name: str, ours: Any, reference: Any) -> None:
    np = pytest.importorskip("numpy")
    assert_matches(ours(), np.asarray(reference(np)), rtol=1e-6, atol=1e-6, err_msg=name, xp=xp)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: xp.add(torch.ones(2), "a"), TypeError, "not a torch.Tensor or a Python scalar"),
        (lambda: xp.add(1, 2), TypeError, "at least one torch.Tensor"),
        (lambda: xp.astype(torch.ones(2), "float32"), TypeError, "takes a dtype"),
        (lambda: xp.result_type(xp.int64, xp.uint64), TypeError, "does not define promotion"),
        (lambda: xp.result_type(xp.int8, 1.5), TypeError, "cannot be combined"),
        (lambda: xp.result_type(), ValueError, "at least one array or dtype"),
        (lambda: xp.can_cast(xp.float32, "float64"), TypeError, "needs a dtype"),
        (lambda: xp.finfo(xp.int32), TypeError, "use xp.iinfo"),
        (lambda: xp.iinfo(xp.float32), TypeError, "use xp.finfo"),
        (lambda: xp.isdtype(xp.float32, "floating"), ValueError, "unknown kind"),
        (lambda: xp.isdtype("float32", "numeric"), TypeError, "takes a dtype"),
        (lambda: xp.squeeze(torch.ones(2, 3), axis=0), ValueError, "has size 2, not 1"),
        (lambda: xp.squeeze(torch.ones(1, 3), axis=4), IndexError, "out of bounds"),
        (lambda: xp.expand_dims(torch.ones(2), axis=(0, 5)), IndexError, "out of bounds"),
        (lambda: xp.expand_dims(torch.ones(2), axis=(0, 0)), ValueError, "repeats an axis"),
        (lambda: xp.take(torch.ones(2, 2), torch.tensor([0])), ValueError, "axis is required"),
        (lambda: xp.take(torch.ones(3), torch.tensor([7])), IndexError, "out of bounds"),
        (lambda: xp.take(torch.ones(2, 3), torch.tensor([0]), axis=5), IndexError, "out of"),
        (lambda: xp.take(torch.ones(2, 3), torch.tensor([-1]), axis=-3), IndexError, "out of"),
        (lambda: xp.prod(torch.ones(2, 3), axis=(0, 5)), IndexError, "out of bounds"),
        (lambda: xp.prod(torch.ones(2, 3), axis=(1, -1)), ValueError, "repeats an axis"),
        (lambda: xp.sum(torch.ones(2, 2), axis=5), IndexError, "out of range"),
        (lambda: xp.broadcast_shapes((2, 3), (4,)), ValueError, "do not broadcast"),
        (lambda: xp.reshape(torch.ones(2, 3).mT, (6,), copy=False), ValueError, "copy=None"),
        (lambda: xp.meshgrid(torch.ones(2), indexing="x"), ValueError, "'xy' or 'ij'"),
        (lambda: xp.nonzero(torch.tensor(1)), ValueError, "0-D"),
        (lambda: xp.arange(0, 10, 0), ValueError, "step must not be 0"),
        (lambda: xp.arange(0, 300, dtype=xp.int8), ValueError, "pick a wider dtype"),
        (lambda: xp.matrix_transpose(torch.ones(3)), ValueError, "at least 2 dimensions"),
        (lambda: xp.vecdot(torch.ones(3), torch.ones(4)), ValueError, "must be equal"),
        (lambda: xp.linalg.cross(torch.ones(2), torch.ones(2)), ValueError, "size 3"),
        (lambda: xp.cumulative_sum(torch.ones(2, 2)), ValueError, "axis is required"),
        (
            lambda: xp.__array_namespace_info__().dtypes(kind="floaty"),
            ValueError,
            "not a dtype kind",
        ),
        (lambda: xp.__array_namespace_info__().dtypes(kind=3), TypeError, "kind must be"),
        (
            lambda: arraydispatch.get_namespace(torch.ones(1), __import__("numpy").ones(1)),
            TypeError,
            "different libraries",
        ),
    ],
)
def test_bad_input_gives_the_standard_error(call: Any, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        call()
