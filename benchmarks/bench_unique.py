"""What ascending order costs the ``unique_*`` functions, beside the unsorted native call.

Our ``unique_*`` return numpy.unique's order (ascending, NaNs last) on every backend. Where
the native call does not sort, "native" here is that unsorted call and the ratio is the
price of the order: NumPy >= 2.3's hash-based ``np.unique_values`` (integers), TensorFlow's
``tf.unique`` (first occurrence). Where it already sorts (NumPy's float path and its
``unique_counts``/``unique_inverse``/``unique_all``), the ratio shows that nothing sorts
twice. For integers wider than a byte our NumPy ``unique_values`` sorts instead of hashing,
which beats NumPy's own unsorted hash. The peer is array-api-compat's NumPy function (which
sorts); TensorFlow has none.

Inputs: 100 000 elements, int64 with 1 000 distinct values ("few") or all distinct
("distinct"), uint8, float64 with 1 000 distinct values and NaNs.

- ``nox -s bench`` / ``pytest benchmarks/bench_unique.py -o python_files=bench_*.py``:
  pytest-benchmark groups, one per case;
- ``python benchmarks/bench_unique.py``: one table of ratios (best of interleaved rounds).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from _ratios import Case, benchmark_test, print_table

import arraydispatch

compat: Any = pytest.importorskip("array_api_compat.numpy")

SORTS_K = "sorts the k values"

_rng = np.random.default_rng(0)
N = 100_000
FEW = _rng.integers(0, 1_000, N)
DISTINCT = _rng.permutation(N).astype(np.int64)
FLOATS = _rng.integers(0, 1_000, N) / 7.0
FLOATS[::97] = np.nan
BYTES = _rng.integers(0, 256, N).astype(np.uint8)

npx: Any = arraydispatch.namespace("numpy")

CASES = [
    Case(
        "numpy unique_values int64 few",
        lambda: npx.unique_values(FEW),
        lambda: np.unique_values(FEW),
        lambda: compat.unique_values(FEW),
        SORTS_K,
    ),
    Case(
        "numpy unique_values int64 distinct",
        lambda: npx.unique_values(DISTINCT),
        lambda: np.unique_values(DISTINCT),
        lambda: compat.unique_values(DISTINCT),
        SORTS_K,
    ),
    Case(
        "numpy unique_values uint8",
        lambda: npx.unique_values(BYTES),
        lambda: np.unique_values(BYTES),
        lambda: compat.unique_values(BYTES),
        SORTS_K,
    ),
    Case(
        "numpy unique_values float64",
        lambda: npx.unique_values(FLOATS),
        lambda: np.unique_values(FLOATS),
        lambda: compat.unique_values(FLOATS),
    ),
    Case(
        "numpy unique_counts int64 few",
        lambda: npx.unique_counts(FEW),
        lambda: np.unique_counts(FEW),
        lambda: compat.unique_counts(FEW),
    ),
    Case(
        "numpy unique_all int64 few",
        lambda: npx.unique_all(FEW),
        lambda: np.unique_all(FEW),
        lambda: compat.unique_all(FEW),
    ),
]

try:
    import tensorflow as tf
except ImportError:  # the NumPy rows still run
    tf = None

if tf is not None:
    tfx: Any = arraydispatch.namespace("tensorflow")
    TF_FEW = tf.constant(FEW)
    TF_DISTINCT = tf.constant(DISTINCT)
    TF_FLOATS = tf.constant(FLOATS)

    def _tf_inverse(x: Any) -> Any:
        return tf.unique(tf.reshape(x, [-1]), out_idx=tf.int64)

    CASES += [
        Case(
            "tf unique_values int64 few",
            lambda: tfx.unique_values(TF_FEW),
            lambda: tf.unique(TF_FEW).y,
            None,
            SORTS_K,
        ),
        Case(
            "tf unique_values int64 distinct",
            lambda: tfx.unique_values(TF_DISTINCT),
            lambda: tf.unique(TF_DISTINCT).y,
            None,
            SORTS_K,
        ),
        Case(
            "tf unique_values float64",
            lambda: tfx.unique_values(TF_FLOATS),
            lambda: tf.unique(TF_FLOATS).y,
            None,
            SORTS_K,
        ),
        Case(
            "tf unique_inverse float64",
            lambda: tfx.unique_inverse(TF_FLOATS),
            lambda: _tf_inverse(TF_FLOATS),
            None,
            SORTS_K,
        ),
        Case(
            "tf unique_inverse int64 distinct",
            lambda: tfx.unique_inverse(TF_DISTINCT),
            lambda: _tf_inverse(TF_DISTINCT),
            None,
            SORTS_K,
        ),
    ]


test_wrapped = benchmark_test(CASES, "array-api-compat")


def main() -> None:
    print_table(CASES, "array-api-compat", rounds=11)


if __name__ == "__main__":
    main()
