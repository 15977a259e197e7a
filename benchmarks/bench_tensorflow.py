"""Every *wrapped* function of part A of the TensorFlow namespace (creation, data types,
element-wise) beside the direct TF call and ``tf.experimental.numpy``'s function, on 8x8
float32 tensors (int32/uint8/bool/complex64 where the function needs them), eager.

Aliased names (``xp.sin is tf.math.sin``) cost nothing and are not listed. "native" is the
TF call a user would write for the same input; where the standard asks for more than that
call does (NaN-propagating ``maximum``, the zero signs of ``remainder``, shifts past the bit
width, the overflow-free ``hypot``) the row is marked ``extra work`` and its ratio
measures that work, not the wrapper. There is no array-api-compat TensorFlow namespace to
compare with; ``tf.experimental.numpy`` (without its global NumPy behaviour) is the peer.

Two ways to run it:

- ``pytest benchmarks/bench_tensorflow.py -o python_files=bench_*.py``: pytest-benchmark
  groups, one per function, the three calls side by side;
- ``python benchmarks/bench_tensorflow.py``: one table of ratios (ours / native and
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
Y = _gen.normal((8, 8)) + 3.0
X64 = tf.cast(X, tf.float64)
XI = _gen.uniform((8, 8), 0, 100, dtype=tf.int32)
YI = _gen.uniform((8, 8), 1, 5, dtype=tf.int32)
XU = tf.cast(XI, tf.uint8)
C = tf.complex(X, Y)


def _t(name: str, *args: Any, **kwargs: Any) -> Callable[[], Any] | None:
    """tnp's function of that name with the same arguments, or None where it does not
    work without the global NumPy behaviour (which we never switch on)."""
    fn = getattr(tnp, name)
    try:
        fn(*args, **kwargs)
    except Exception:  # any failure means "no peer"
        return None
    return lambda: fn(*args, **kwargs)


def _binary(name: str, native: Any, a: Any, b: Any, peer: str | None, note: str = "") -> Case:
    ours = getattr(xp, name)
    return Case(
        name, lambda: ours(a, b), lambda: native(a, b), _t(peer, a, b) if peer else None, note
    )


NOOP = "native is no call"  # the answer needs no TF op; the ratio is of ~0.3 µs to ~0.02 µs

CASES: list[Case] = [
    # creation
    Case("arange", lambda: xp.arange(64), lambda: tf.range(64, dtype=tf.int64), _t("arange", 64)),
    Case("asarray(list)", lambda: xp.asarray([1.0, 2.0, 3.0]),
         lambda: tf.constant([1.0, 2.0, 3.0]), _t("asarray", [1.0, 2.0, 3.0])),
    Case("asarray(tensor)", lambda: xp.asarray(X), lambda: tf.convert_to_tensor(X),
         _t("asarray", X)),
    Case("eye", lambda: xp.eye(8), lambda: tf.eye(8), _t("eye", 8)),
    Case("full", lambda: xp.full((8, 8), 2.0), lambda: tf.fill((8, 8), 2.0),
         _t("full", (8, 8), 2.0)),
    Case("linspace", lambda: xp.linspace(0.0, 1.0, 64), lambda: tf.linspace(0.0, 1.0, 64),
         _t("linspace", 0.0, 1.0, 64), EXTRA),
    Case("tril", lambda: xp.tril(X), lambda: tf.linalg.band_part(X, -1, 0), _t("tril", X)),
    Case("zeros_like", lambda: xp.zeros_like(X), lambda: tf.zeros_like(X), _t("zeros_like", X)),
    # data types
    Case("astype", lambda: xp.astype(X, xp.float64), lambda: tf.cast(X, tf.float64),
         lambda: X.numpy().astype("float64")),
    Case("result_type", lambda: xp.result_type(X, X64),
         lambda: tf.float64, _t("result_type", X, X64), NOOP),
    # element-wise
    _binary("add", tf.math.add, X, Y, "add"),
    Case("add(mixed)", lambda: xp.add(X, X64), lambda: tf.math.add(tf.cast(X, tf.float64), X64),
         _t("add", X, X64)),
    Case("add(scalar)", lambda: xp.add(X, 1.5), lambda: tf.math.add(X, 1.5), _t("add", X, 1.5)),
    Case("abs(uint8)", lambda: xp.abs(XU), lambda: XU, None, NOOP),
    Case("ceil(int32)", lambda: xp.ceil(XI), lambda: XI, _t("ceil", XI), NOOP),
    Case("trunc", lambda: xp.trunc(X), lambda: tnp.fix(X), _t("fix", X)),
    Case("round", lambda: xp.round(X), lambda: tf.math.round(X), _t("round", X)),
    Case("isnan", lambda: xp.isnan(X), lambda: tf.math.is_nan(X), _t("isnan", X)),
    Case("log2", lambda: xp.log2(Y), lambda: tf.math.log(Y) / 0.6931471805599453,
         _t("log2", Y)),
    Case("log(complex)", lambda: xp.log(C), lambda: tf.math.log(C), _t("log", C), EXTRA),
    Case("expm1(complex)", lambda: xp.expm1(C), lambda: tf.math.expm1(C), None, EXTRA),
    Case("sign", lambda: xp.sign(X), lambda: tf.math.sign(X), _t("sign", X)),
    Case("signbit", lambda: xp.signbit(X), lambda: X < 0, _t("signbit", X), EXTRA),
    _binary("copysign", lambda a, b: tf.where(b < 0, -tf.math.abs(a), tf.math.abs(a)), X, Y,
            None, EXTRA),
    _binary("floor_divide", tf.math.floordiv, X, Y, "floor_divide"),
    _binary("remainder", tf.math.floormod, X, Y, "remainder", EXTRA),
    _binary("hypot", lambda a, b: tf.math.sqrt(a * a + b * b), X, Y, "hypot", EXTRA),
    _binary("logaddexp", tnp.logaddexp, X, Y, "logaddexp"),
    _binary("maximum", tf.math.maximum, X, Y, "maximum", EXTRA),
    _binary("pow", tf.math.pow, Y, X, "power"),
    _binary("bitwise_left_shift", tf.bitwise.left_shift, XI, YI, None, EXTRA),
    Case("clip", lambda: xp.clip(X, -0.5, 0.5), lambda: tf.clip_by_value(X, -0.5, 0.5),
         _t("clip", X, -0.5, 0.5), EXTRA),
]  # fmt: skip

test_wrapped = benchmark_test(CASES, "tf.experimental.numpy")


def main() -> None:
    print_table(
        CASES,
        "tf.experimental.numpy",
        rounds=9,
        subsets={"native makes a call": lambda case: case.note != NOOP},
    )


if __name__ == "__main__":
    main()
