"""Set functions of the standard for TensorFlow tensors.

The ``unique_*`` functions are TF's hash-based ``tf.unique`` on the flattened input, which
already has the standard's semantics for real dtypes: each NaN is distinct, -0.0 and +0.0
are one value. Its values come in order of first occurrence; the standard leaves the order
open, but code written against NumPy relies on numpy.unique's ascending order with NaNs last,
so the k unique values are then sorted (a stable argsort of a total-order key, O(k log k)
after the O(n) hash pass) and the ids renumbered. TF has no complex kernel: complex input
goes through the unique rows of its components' bit patterns (signed zeros made equal; a
row holding a NaN made distinct).
``unique_all``'s indices are the first occurrences (a segment minimum), counts a segment
sum (``tf.unique_with_counts`` would be one op, but XLA has no kernel for it). Indices and
counts are int64; the inverse indices have the shape of ``x``. All of them work eagerly, in
``tf.function`` with unknown shapes and under ``jit_compile=True`` (see ``tests``).

``isin`` looks ``x1`` up in the sorted ``x2`` (``searchsorted``), O((n + m) log m);
complex input, and an ``x2`` of at most 64 values, compare every pair instead.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._results import UniqueAllResult, UniqueCountsResult, UniqueInverseResult
from arraydispatch.backends.tensorflow._data_types import promote_all, result_dtype
from arraydispatch.backends.tensorflow._manipulation import as_shape, dim, dims, num_elements

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]

_KEY_DTYPE = {tf.float32: tf.int32, tf.float64: tf.int64, tf.bool: tf.uint8}


def _total_order_key(x: Any) -> Any:
    """An integer (or the input) tensor ordered like ``x`` with every NaN above +inf.

    The IEEE bit pattern mapped to a signed integer of the same order, after making each NaN
    the canonical positive NaN and -0.0 into +0.0 (``isin`` must not confuse NaN with inf,
    which ``sort``'s cheaper NaN-as-inf key would).
    """
    key_dtype = _KEY_DTYPE.get(x.dtype)
    if key_dtype is None:
        return x
    if x.dtype == tf.bool:
        return tf.cast(x, key_dtype)
    x = tf.where(tf.math.is_nan(x), tf.constant(float("nan"), x.dtype), x + 0)
    bits = tf.bitcast(x, key_dtype)
    sign = tf.bitwise.right_shift(bits, key_dtype.size * 8 - 1)
    return tf.bitwise.bitwise_xor(bits, tf.bitwise.bitwise_and(sign, key_dtype.max))


#: up to this many values in x2, isin compares every pair instead of sorting x2
_COMPARE_ALL = 64

_COMPONENT_BITS = {tf.complex64: tf.int32, tf.complex128: tf.int64}


def _order(values: Any) -> Any:
    """The permutation that sorts ``values`` ascending, NaNs last, as numpy.unique orders them.

    Complex values order by real part, then imaginary part, each with NaN above +inf, and
    every value holding a NaN comes after all the others (NumPy's order: R + Rj, R + nanj,
    nan + Rj, nan + nanj). ``tf.argsort`` is stable, so a key sorted after the less
    significant ones keeps their order among its ties.
    """
    if not values.dtype.is_complex:
        return tf.argsort(_total_order_key(values), stable=True)
    real, imag = tf.math.real(values), tf.math.imag(values)
    has_nan = tf.cast(tf.math.is_nan(real) | tf.math.is_nan(imag), tf.uint8)
    order = tf.argsort(_total_order_key(imag), stable=True)
    for key in (_total_order_key(real), has_nan):
        order = tf.gather(order, tf.argsort(tf.gather(key, order), stable=True))
    return order


def _unique(x: Any) -> tuple[Any, Any, Any, Any]:
    """(flattened x, its unique values ascending, the index of each flat element among them
    (int64), their number)."""
    flat = tf.reshape(x, [-1])
    bits = _COMPONENT_BITS.get(flat.dtype)
    if bits is None:
        values, ids = tf.unique(flat, out_idx=tf.int64)
        count = dim(values, 0)  # an int eagerly; in graphs int32, which XLA wants
    else:  # complex
        parts = [tf.math.real(flat), tf.math.imag(flat)]
        rows = [tf.bitcast(p + 0, bits) for p in parts]  # + 0 makes -0.0 into +0.0
        nan = tf.math.is_nan(parts[0]) | tf.math.is_nan(parts[1])
        n = tf.size(flat, out_type=bits)
        rows.append(tf.where(nan, tf.range(1, n + 1, dtype=bits), tf.zeros_like(rows[0])))
        unique, ids = tf.raw_ops.UniqueV2(x=tf.stack(rows, 1), axis=[0], out_idx=tf.int64)
        count = dim(unique, 0)
        values = tf.gather(flat, _first(flat, ids, count))
    # the hash table numbers values by first occurrence: sort the k unique values (not the n
    # elements) and renumber the elements' ids to match
    order = tf.cast(_order(values), tf.int64)
    ids = tf.gather(tf.math.invert_permutation(order), ids)
    return flat, tf.gather(values, order), ids, count


def _first(flat: Any, ids: Any, count: Any) -> Any:
    positions = tf.range(num_elements(flat), dtype=tf.int64)
    return tf.math.unsorted_segment_min(positions, ids, count)


def unique_all(x: Any, /) -> UniqueAllResult:
    try:
        flat, values, ids, count = _unique(x)
        counts = tf.math.unsorted_segment_sum(tf.ones_like(ids), ids, count)
        return UniqueAllResult(
            values, _first(flat, ids, count), tf.reshape(ids, as_shape(dims(x))), counts
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def unique_counts(x: Any, /) -> UniqueCountsResult:
    try:
        _, values, ids, count = _unique(x)
        return UniqueCountsResult(
            values, tf.math.unsorted_segment_sum(tf.ones_like(ids), ids, count)
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def unique_inverse(x: Any, /) -> UniqueInverseResult:
    try:
        _, values, ids, _ = _unique(x)
        return UniqueInverseResult(values, tf.reshape(ids, as_shape(dims(x))))
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def unique_values(x: Any, /) -> Any:
    try:
        flat = tf.reshape(x, [-1])
        if flat.dtype.is_integer:  # no NaN, no signed zeros: TF's own sort is right
            return tf.sort(tf.unique(flat).y)
        if flat.dtype not in _COMPONENT_BITS:
            values = tf.unique(flat).y
            return tf.gather(values, _order(values))
        return _unique(x)[1]
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> Any:
    try:
        if not isinstance(x1, (tf.Tensor, tf.Variable)) and not isinstance(
            x2, (tf.Tensor, tf.Variable)
        ):
            raise TypeError("isin needs x1 or x2 to be an array.")
        result_dtype(x1, x2)
        x1, x2 = promote_all(x1, x2)
        values = tf.reshape(x2, [-1])
        small = values.shape[0] is not None and values.shape[0] <= _COMPARE_ALL
        if values.dtype.is_complex or small:  # every pair: fewer ops than sorting for small x2
            found = tf.reduce_any(tf.equal(x1[..., tf.newaxis], values), axis=-1)
        else:
            keys = _total_order_key(values)
            order = tf.argsort(keys)
            ordered = tf.gather(values, order)
            flat = tf.reshape(x1, [-1])
            at = tf.searchsorted(
                tf.gather(keys, order), _total_order_key(flat), side="left", out_type=tf.int64
            )
            n = tf.size(ordered, out_type=tf.int64)
            # one padding element keeps the gather in bounds when x1 sorts after all of x2
            padded = tf.concat([ordered, tf.zeros([1], ordered.dtype)], 0)
            found = (at < n) & tf.equal(tf.gather(padded, at), flat)
            found = tf.reshape(found, as_shape(dims(x1)))
        return tf.logical_not(found) if invert else found
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error
