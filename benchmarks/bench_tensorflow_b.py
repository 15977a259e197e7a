"""Every function of part B of the TensorFlow namespace (linear algebra, manipulation,
searching, set, sorting, statistical, utility, indexing, ``linalg``, ``fft``) beside the
direct TF call and ``tf.experimental.numpy``'s function, on 8x8 float32 tensors (other
dtypes where the function needs them), eager.

"native" is the TF call a user would write for the same input; where the standard asks for
more than that call does (NaN-last sorting, first-index ``argmax`` with NaN, NaN-propagating
``max``, subnormal-exact ``count_nonzero``, negative indices in ``take``, the overflow-safe
``qr``, ``svd`` returning ``Vh``, the n-dimensional FFTs axis by axis) the row is marked
``extra work`` and its ratio measures that work, not the wrapper. There is no
array-api-compat TensorFlow namespace to compare with; ``tf.experimental.numpy`` (without
its global NumPy behaviour) is the peer.

Two ways to run it:

- ``pytest benchmarks/bench_tensorflow_b.py -o python_files=bench_*.py``: pytest-benchmark
  groups, one per function, the three calls side by side;
- ``python benchmarks/bench_tensorflow_b.py``: one table of ratios (ours / native and
  tnp / native), timed interleaved in the same rounds, best round of each.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from _ratios import EXTRA, Case, benchmark_test, print_table

tf = pytest.importorskip("tensorflow")
tnp: Any = tf.experimental.numpy

import arraydispatch.backends.tensorflow as xp  # noqa: E402

_gen = tf.random.Generator.from_seed(0)
X = _gen.normal((8, 8))
Y = _gen.normal((8, 8))
X64 = tf.cast(X, tf.float64)
SPD = tf.linalg.matmul(X64, X64, transpose_b=True) + 8 * tf.eye(8, dtype=tf.float64)
B = X > 0
FLAT = tf.reshape(X, [-1])
SORTED = tf.sort(FLAT)
IDX = tf.constant([0, 3, 7, 2])
IDX2 = tf.argsort(X, axis=1)
C = tf.complex(X, Y)
V3 = X[:, :3]


def _t(name: str, *args: Any, **kwargs: Any) -> Callable[[], Any]:
    fn = getattr(tnp, name)
    return lambda: fn(*args, **kwargs)


CASES: list[Case] = [
    # linear algebra
    Case("matmul", lambda: xp.matmul(X, Y), lambda: tf.linalg.matmul(X, Y), _t("matmul", X, Y)),
    Case("tensordot", lambda: xp.tensordot(X, Y, axes=1), lambda: tf.tensordot(X, Y, 1),
         _t("tensordot", X, Y, 1)),
    Case("vecdot", lambda: xp.vecdot(X, Y), lambda: tf.reduce_sum(X * Y, -1), None),
    Case("matrix_transpose", lambda: xp.matrix_transpose(X), lambda: tf.linalg.matrix_transpose(X),
         _t("transpose", X)),
    # manipulation
    Case("broadcast_arrays", lambda: xp.broadcast_arrays(X, Y[:1]),
         lambda: (X, tf.broadcast_to(Y[:1], (8, 8))), _t("broadcast_arrays", X, Y[:1])),
    Case("broadcast_to", lambda: xp.broadcast_to(X[:1], (8, 8)),
         lambda: tf.broadcast_to(X[:1], (8, 8)), _t("broadcast_to", X[:1], (8, 8))),
    Case("concat", lambda: xp.concat([X, Y]), lambda: tf.concat([X, Y], 0),
         _t("concatenate", [X, Y])),
    Case("expand_dims", lambda: xp.expand_dims(X, axis=0), lambda: tf.expand_dims(X, 0),
         _t("expand_dims", X, 0)),
    Case("flip", lambda: xp.flip(X), lambda: tf.reverse(X, [0, 1]), _t("flip", X)),
    Case("moveaxis", lambda: xp.moveaxis(X, 0, 1), lambda: tf.transpose(X, [1, 0]),
         _t("moveaxis", X, 0, 1)),
    Case("permute_dims", lambda: xp.permute_dims(X, (1, 0)), lambda: tf.transpose(X, [1, 0]),
         _t("transpose", X, (1, 0))),
    Case("repeat", lambda: xp.repeat(X, 2, axis=0), lambda: tf.repeat(X, 2, axis=0),
         _t("repeat", X, 2, axis=0)),
    Case("reshape", lambda: xp.reshape(X, (-1,)), lambda: tf.reshape(X, [-1]),
         _t("reshape", X, (-1,))),
    Case("roll", lambda: xp.roll(X, 1, axis=0), lambda: tf.roll(X, 1, 0), _t("roll", X, 1, 0)),
    Case("squeeze", lambda: xp.squeeze(X[:1], axis=0), lambda: tf.squeeze(X[:1], [0]),
         _t("squeeze", X[:1], 0)),
    Case("stack", lambda: xp.stack([X, Y]), lambda: tf.stack([X, Y]), _t("stack", [X, Y])),
    Case("tile", lambda: xp.tile(X, (2, 2)), lambda: tf.tile(X, [2, 2]), _t("tile", X, (2, 2))),
    Case("unstack", lambda: xp.unstack(X), lambda: tf.unstack(X), None),
    # searching
    Case("argmax", lambda: xp.argmax(X, axis=1), lambda: tf.argmax(X, 1), _t("argmax", X, 1),
         EXTRA),
    Case("count_nonzero", lambda: xp.count_nonzero(X), lambda: tf.math.count_nonzero(X),
         _t("count_nonzero", X), EXTRA),
    Case("nonzero", lambda: xp.nonzero(X), lambda: tf.unstack(tf.where(X != 0), axis=1),
         _t("nonzero", X), EXTRA),
    Case("searchsorted", lambda: xp.searchsorted(SORTED, X),
         lambda: tf.reshape(tf.searchsorted(SORTED, FLAT), (8, 8)), None),
    Case("where", lambda: xp.where(B, X, Y), lambda: tf.where(B, X, Y), _t("where", B, X, Y)),
    # set
    Case("unique_values", lambda: xp.unique_values(X), lambda: tf.unique(FLAT).y, None),
    Case("unique_all", lambda: xp.unique_all(X), lambda: tf.unique_with_counts(FLAT), None,
         EXTRA),
    Case("isin", lambda: xp.isin(X, Y),
         lambda: tf.reduce_any(tf.equal(X[..., None], tf.reshape(Y, [-1])), -1), None),
    # sorting
    Case("sort", lambda: xp.sort(X), lambda: tf.sort(X), _t("sort", X), EXTRA),
    Case("argsort", lambda: xp.argsort(X), lambda: tf.argsort(X, stable=True),
         _t("argsort", X), EXTRA),
    # statistical
    Case("sum", lambda: xp.sum(X, axis=0), lambda: tf.reduce_sum(X, 0), _t("sum", X, 0)),
    Case("prod", lambda: xp.prod(X, axis=0), lambda: tf.reduce_prod(X, 0), _t("prod", X, 0)),
    Case("mean", lambda: xp.mean(X, axis=0), lambda: tf.reduce_mean(X, 0), _t("mean", X, 0)),
    Case("max", lambda: xp.max(X, axis=0), lambda: tf.reduce_max(X, 0), _t("max", X, 0), EXTRA),
    Case("var", lambda: xp.var(X, axis=0), lambda: tf.math.reduce_variance(X, 0),
         _t("var", X, 0)),
    Case("std", lambda: xp.std(X, axis=0), lambda: tf.math.reduce_std(X, 0), _t("std", X, 0)),
    Case("cumulative_sum", lambda: xp.cumulative_sum(X, axis=0), lambda: tf.cumsum(X, 0),
         _t("cumsum", X, 0)),
    # utility
    Case("all", lambda: xp.all(B), lambda: tf.reduce_all(B), _t("all", B)),
    Case("any", lambda: xp.any(X), lambda: tf.reduce_any(X != 0), _t("any", X), EXTRA),
    Case("diff", lambda: xp.diff(X), lambda: X[:, 1:] - X[:, :-1], _t("diff", X)),
    # indexing
    Case("take", lambda: xp.take(X, IDX, axis=0), lambda: tf.gather(X, IDX, axis=0),
         _t("take", X, IDX, axis=0), EXTRA),
    Case("take_along_axis", lambda: xp.take_along_axis(X, IDX2, axis=1),
         lambda: tf.gather(X, IDX2, axis=1, batch_dims=1), _t("take_along_axis", X, IDX2, 1),
         EXTRA),
    # linalg
    Case("linalg.cholesky", lambda: xp.linalg.cholesky(SPD), lambda: tf.linalg.cholesky(SPD), None),
    Case("linalg.det", lambda: xp.linalg.det(SPD), lambda: tf.linalg.det(SPD), None),
    Case("linalg.inv", lambda: xp.linalg.inv(SPD), lambda: tf.linalg.inv(SPD), None),
    Case("linalg.eigh", lambda: xp.linalg.eigh(SPD), lambda: tf.linalg.eigh(SPD), None),
    Case("linalg.eig", lambda: xp.linalg.eig(SPD), lambda: tf.linalg.eig(SPD), None),
    Case("linalg.slogdet", lambda: xp.linalg.slogdet(SPD), lambda: tf.linalg.slogdet(SPD), None,
         EXTRA),
    Case("linalg.solve", lambda: xp.linalg.solve(SPD, X64), lambda: tf.linalg.solve(SPD, X64),
         None),
    Case("linalg.svd", lambda: xp.linalg.svd(X64), lambda: tf.linalg.svd(X64), None, EXTRA),
    Case("linalg.qr", lambda: xp.linalg.qr(X64), lambda: tf.linalg.qr(X64), None, EXTRA),
    Case("linalg.pinv", lambda: xp.linalg.pinv(X64), lambda: tf.linalg.pinv(X64), None),
    Case("linalg.matrix_norm", lambda: xp.linalg.matrix_norm(X),
         lambda: tf.norm(X, ord="fro", axis=[-2, -1]), None),
    Case("linalg.vector_norm", lambda: xp.linalg.vector_norm(X), lambda: tf.norm(X), None),
    Case("linalg.trace", lambda: xp.linalg.trace(X), lambda: tf.linalg.trace(X), _t("trace", X)),
    Case("linalg.diagonal", lambda: xp.linalg.diagonal(X), lambda: tf.linalg.diag_part(X),
         _t("diagonal", X)),
    Case("linalg.outer", lambda: xp.linalg.outer(X[0], Y[0]),
         lambda: X[0][:, None] * Y[0][None, :], _t("outer", X[0], Y[0])),
    Case("linalg.cross", lambda: xp.linalg.cross(V3, V3), lambda: tf.linalg.cross(V3, V3),
         _t("cross", V3, V3)),
    # fft
    Case("fft.fft", lambda: xp.fft.fft(C), lambda: tf.signal.fft(C), None),
    Case("fft.ifft", lambda: xp.fft.ifft(C), lambda: tf.signal.ifft(C), None),
    Case("fft.rfft", lambda: xp.fft.rfft(X), lambda: tf.signal.rfft(X), None),
    Case("fft.fftn", lambda: xp.fft.fftn(C), lambda: tf.signal.fft2d(C), None, EXTRA),
    Case("fft.fftshift", lambda: xp.fft.fftshift(X), lambda: tf.signal.fftshift(X), None),
]  # fmt: skip

test_wrapped = benchmark_test(CASES, "tf.experimental.numpy")


def main() -> None:
    print_table(CASES, "tf.experimental.numpy", rounds=7)


if __name__ == "__main__":
    main()
