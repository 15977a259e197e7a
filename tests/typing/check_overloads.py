"""Checked by mypy in tests/test_typing.py (never run): what a checker infers."""

from __future__ import annotations

from typing import assert_type

import dask.array as da
import jax.numpy as jnp
import numpy as np
import torch

from arraydispatch import Namespace, get_namespace, is_numpy_array, is_torch_array
from arraydispatch._typing import DaskNamespace, JaxNamespace, NumpyNamespace, TorchNamespace

assert_type(get_namespace(np.zeros(3)), NumpyNamespace)
assert_type(get_namespace(np.float64(1.0)), NumpyNamespace)
assert_type(get_namespace(torch.zeros(3)), TorchNamespace)
assert_type(get_namespace(torch.nn.Parameter(torch.zeros(3)), 1.0), TorchNamespace)
assert_type(get_namespace(jnp.zeros(3)), JaxNamespace)
dask_array: da.Array = da.zeros(3)  # dask's creation functions are untyped (Any)
assert_type(get_namespace(dask_array), DaskNamespace)
assert_type(get_namespace(object()), Namespace)


def narrow(x: object) -> None:
    if is_torch_array(x):
        assert_type(x, torch.Tensor)
    if is_numpy_array(x):
        x.shape  # noqa: B018 - narrowed to an ndarray, so .shape type-checks
