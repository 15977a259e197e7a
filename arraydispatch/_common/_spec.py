"""The names the Array API standard (2025.12) requires of a namespace, by section.

Used by the test suite (every backend exports every name) and by the coverage report, so
both read one list. Taken from the standard's signature stubs (``array_api_stubs._2025_12``).
"""

from __future__ import annotations

CONSTANTS = ("e", "inf", "nan", "newaxis", "pi")

DTYPES = (
    "bool",
    "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64",
    "float32", "float64",
    "complex64", "complex128",
)  # fmt: skip

CREATION = (
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
)  # fmt: skip

DATA_TYPE = ("astype", "can_cast", "finfo", "iinfo", "isdtype", "result_type")

ELEMENTWISE = (
    "abs", "acos", "acosh", "add", "asin", "asinh", "atan", "atan2", "atanh", "bitwise_and",
    "bitwise_left_shift", "bitwise_invert", "bitwise_or", "bitwise_right_shift", "bitwise_xor",
    "ceil", "clip", "conj", "copysign", "cos", "cosh", "divide", "equal", "exp", "expm1",
    "floor", "floor_divide", "greater", "greater_equal", "hypot", "imag", "isfinite", "isinf",
    "isnan", "less", "less_equal", "log", "log1p", "log2", "log10", "logaddexp", "logical_and",
    "logical_not", "logical_or", "logical_xor", "maximum", "minimum", "multiply", "negative",
    "nextafter", "not_equal", "positive", "pow", "real", "reciprocal", "remainder", "round",
    "sign", "signbit", "sin", "sinh", "square", "sqrt", "subtract", "tan", "tanh", "trunc",
)  # fmt: skip

#: Element-wise functions whose input "should have a floating-point data type". Integer and
#: bool input is unspecified by the standard; every built-in namespace promotes it to a
#: floating dtype, as NumPy does (docs/errors.md).
FLOATING_ONLY_UNARY = (
    "acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp", "expm1", "log",
    "log1p", "log2", "log10", "reciprocal", "sin", "sinh", "sqrt", "tan", "tanh",
)  # fmt: skip
FLOATING_ONLY_BINARY = ("atan2", "copysign", "hypot", "logaddexp", "nextafter")

INDEXING = ("take", "take_along_axis")

LINEAR_ALGEBRA = ("matmul", "matrix_transpose", "tensordot", "vecdot")

MANIPULATION = (
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims", "flip",
    "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile",
    "unstack",
)  # fmt: skip

SEARCHING = ("argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where")

SET = ("isin", "unique_all", "unique_counts", "unique_inverse", "unique_values")

SORTING = ("argsort", "sort")

STATISTICAL = (
    "cumulative_sum",
    "cumulative_prod",
    "max",
    "mean",
    "min",
    "prod",
    "std",
    "sum",
    "var",
)

#: Statistical functions whose input "should have a floating-point data type".
FLOATING_ONLY_STATISTICAL = ("mean", "std", "var")

UTILITY = ("all", "any", "diff")

INFO = ("__array_namespace_info__", "__array_api_version__")

#: Every top-level name of a conforming namespace, extensions excluded.
NAMESPACE = (
    CONSTANTS + DTYPES + CREATION + DATA_TYPE + ELEMENTWISE + INDEXING + LINEAR_ALGEBRA
    + MANIPULATION + SEARCHING + SET + SORTING + STATISTICAL + UTILITY + INFO
)  # fmt: skip

LINALG = (
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr",
    "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
)  # fmt: skip

FFT = (
    "fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft",
    "fftfreq", "rfftfreq", "fftshift", "ifftshift",
)  # fmt: skip

#: Extension module name -> the names it must hold.
EXTENSIONS = {"linalg": LINALG, "fft": FFT}

#: Section title -> names, in the standard's order (for docs and the coverage report).
SECTIONS = {
    "constants": CONSTANTS,
    "data types": DTYPES,
    "creation": CREATION,
    "data type functions": DATA_TYPE,
    "element-wise": ELEMENTWISE,
    "indexing": INDEXING,
    "linear algebra": LINEAR_ALGEBRA,
    "manipulation": MANIPULATION,
    "searching": SEARCHING,
    "set": SET,
    "sorting": SORTING,
    "statistical": STATISTICAL,
    "utility": UTILITY,
    "inspection": INFO,
    "linalg": LINALG,
    "fft": FFT,
}

#: The module of ``arraydispatch/backends/<name>/`` that defines each section's names: every
#: backend has the same modules, so a reader who knows where ``clip`` lives for one backend
#: knows where it lives for all (tests/test_backend_template.py checks it). ``_info`` also
#: holds the constants; ``_data_types`` the dtypes themselves.
MODULES = {
    "_creation": CREATION,
    "_data_types": DTYPES + DATA_TYPE,
    "_elementwise": ELEMENTWISE,
    "_indexing": INDEXING,
    "_linear_algebra": LINEAR_ALGEBRA,
    "_manipulation": MANIPULATION,
    "_searching": SEARCHING,
    "_set": SET,
    "_sorting": SORTING,
    "_statistical": STATISTICAL,
    "_utility": UTILITY,
    "_info": INFO + CONSTANTS,
    "fft": FFT,
    "linalg": LINALG,
}
