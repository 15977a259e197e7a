"""examples.pca, tested the way a library tests itself with ``arraydispatch.testing``.

The ``xp`` fixture runs each test once per installed backend (``--xp=numpy,jax`` picks some);
``each_mode`` runs the function eagerly and under the backend's compiler (jax.jit,
tf.function), and on Dask lazily, failing if it computes; ``assert_close`` checks that the
result is an array of the test's library, with NumPy's dtype, shape and values. The data are
float32, which every backend has by default. tests/test_examples.py compares all three
examples with NumPy in float64.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from arraydispatch.testing import assert_close, each_mode
from examples import pca

# pca compiles with arraydispatch.jit: on torch, importing Inductor runs
# torch.jit.script_method in torch/utils/mkldnn.py (torch 2.13)
pytestmark = pytest.mark.filterwarnings(
    "ignore:`torch.jit.script_method` is deprecated:DeprecationWarning"
)

RNG = np.random.default_rng(0)
CLOUD = (RNG.normal(size=(50, 3)) @ np.asarray([[3.0, 0, 0], [1.0, 1.5, 0], [0, 0.5, 0.7]])).astype(
    np.float32
)


def numpy_pca(data: np.ndarray, k: int, whiten: bool) -> tuple[np.ndarray, np.ndarray]:
    """The components and the projected data, from NumPy's SVD in float64."""
    data = data.astype(np.float64)
    centred = data - data.mean(0)
    _, s, vh = np.linalg.svd(centred, full_matrices=False)
    components = vh[:k] * np.sign(vh[np.arange(k), np.abs(vh[:k]).argmax(1)])[:, None]
    projected = centred @ components.T
    if whiten:
        projected = projected / (s[:k] / np.sqrt(len(data) - 1))
    return components.astype(np.float32), projected.astype(np.float32)


@pytest.mark.xfail_backend(
    "mlx",
    reason="the MLX namespace computes svd on the host, with NumPy (MLX's has no reduced "
    "form), and mx.compile refuses to evaluate an array while it traces: fit_transform runs "
    "eagerly on MLX, not compiled",
)
@pytest.mark.parametrize("whiten", [False, True])
def test_fit_transform_matches_numpy(xp: Any, whiten: bool) -> None:
    components, projected = numpy_pca(CLOUD, 2, whiten)
    runs = each_mode(pca.fit_transform, static_argnums=1, static_argnames="whiten")
    for mode, (model, got) in runs(xp.asarray(CLOUD), 2, whiten=whiten):
        assert_close(model.components, components, xp=xp, err_msg=mode)
        assert_close(got, projected, xp=xp, atol=1e-5, err_msg=mode)


def test_inverse_transform_round_trips(xp: Any) -> None:
    data = xp.asarray(CLOUD)
    model = pca.fit(data, 3)
    for mode, back in each_mode(pca.inverse_transform)(model, pca.transform(model, data)):
        assert_close(back, CLOUD, xp=xp, atol=1e-4, err_msg=mode)


def test_too_many_components_is_a_value_error(xp: Any) -> None:
    with pytest.raises(ValueError, match="n_components must be between 1 and 3, not 4"):
        pca.fit(xp.asarray(CLOUD), 4)
