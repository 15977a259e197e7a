"""hypothesis strategies shared by the function-family tests: NumPy arrays to feed every
backend (``xp.asarray``), of the dtypes that backend has."""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

#: dtypes of real numbers, the ones the tests draw from (narrowed per backend by ``available``)
REAL = ["int8", "int32", "int64", "uint8", "uint16", "uint64", "float32", "float64"]
INTEGER = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


def arrays(
    dtype: str | st.SearchStrategy[str],
    *,
    min_dims: int = 0,
    max_dims: int = 3,
    min_side: int = 0,
    **elements: Any,
) -> st.SearchStrategy[np.ndarray[Any, Any]]:
    """Arrays of ``dtype`` (a name or a strategy of names), 0-D to 3-D, sides 0 to 4.

    ``elements`` go to ``st.floats`` / ``st.complex_numbers`` for floating dtypes (e.g.
    ``allow_subnormal=False``: TensorFlow's and XLA's CPU kernels flush subnormals).
    """
    dtypes = st.just(dtype) if isinstance(dtype, str) else dtype
    shapes = hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=4)

    def build(name: str) -> st.SearchStrategy[np.ndarray[Any, Any]]:
        kind = np.dtype(name).kind
        width: Any = np.dtype(name).itemsize * 8
        values: st.SearchStrategy[Any]
        if kind == "f":
            values = st.floats(width=width, **elements)
        elif kind == "c":
            values = st.complex_numbers(width=width, **elements)
        else:
            values = hnp.from_dtype(np.dtype(name))
        return hnp.arrays(name, shapes, elements=values)

    return dtypes.flatmap(build)
