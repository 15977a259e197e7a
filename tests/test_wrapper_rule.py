"""The wrapper rule (docs/errors.md): a function of ours refuses what the framework raised
inside it as TypeError, ValueError or NotImplementedError, naming the function and the
argument, with the framework's error as ``__cause__``. The sweep
(tests/test_bad_input_sweep.py) drives every wrapper; these are its messages up close."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import BACKENDS


@pytest.mark.skip_backend(
    "numpy",
    reason="NumPy 1.x's matrix_transpose is ours, and takes a list as NumPy 2's own does "
    "(tests/test_numpy_array_likes.py)",
    before="2",
)
@pytest.mark.xfail_backend(
    "paddle",
    before="3.3",
    reason="x.shape of Paddle < 3.3 is a list, which never equals the tuple this checks (3.3's "
    "paddle.Size does, PaddlePaddle/Paddle#75043)",
)
def test_a_list_where_an_array_is_needed_names_the_function_and_the_argument(xp: Any) -> None:
    if not xp.matrix_transpose.__module__.startswith("arraydispatch"):
        pytest.skip(f"{xp.__name__}.matrix_transpose is its framework's own (an alias)")
    x = xp.asarray([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(TypeError, match=r"matrix_transpose: x must be an array, not list"):
        xp.matrix_transpose([[1.0, 2.0], [3.0, 4.0]])
    assert xp.matrix_transpose(x).shape == (2, 2)  # the fast path still answers


@pytest.mark.parametrize("backend", [b for b in ("torch", "tensorflow") if b in BACKENDS])
def test_a_raw_framework_error_becomes_a_value_error_that_describes_the_arguments(
    backend: str,
) -> None:
    import arraydispatch

    xp = arraydispatch.namespace(backend)
    a, b = xp.ones((2, 3)), xp.ones((4,))
    with pytest.raises(ValueError, match=r"^where\(condition=bool\[2, 3\], x1=float32\[2, 3\]"):
        xp.where(a > 0, a, b)


def test_refusal_keeps_a_not_implemented_error_as_one() -> None:
    from arraydispatch._common._errors import refusal

    def vector_norm(x: Any, /) -> Any:  # a stand-in wrapper: refusal reads its frame
        try:
            raise NotImplementedError("no kernel")
        except RuntimeError as error:
            raise refusal(error) from error

    with pytest.raises(NotImplementedError, match=r"x=1\.5\): no kernel") as caught:
        vector_norm(1.5)
    assert type(caught.value.__cause__) is NotImplementedError


def test_refusal_blames_the_array_parameter_that_is_not_an_array() -> None:
    import numpy as np

    from arraydispatch._common._errors import refusal

    def concat(arrays: Any, /, *, axis: int = 0) -> Any:
        try:
            return [a.shape for a in arrays]
        except AttributeError as error:
            raise refusal(error) from error

    assert concat([np.ones(2), np.ones(3)]) == [(2,), (3,)]
    with pytest.raises(TypeError, match="arrays must be an array, not list"):
        concat([[1.0], [2.0]])
