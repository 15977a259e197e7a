"""The standard's constants and inspection for TensorFlow: devices are TF's logical devices.

The constants are plain Python values, as the standard allows.
"""

from __future__ import annotations

import functools
import math
from typing import Any

import tensorflow as tf

from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal
from arraydispatch._common._info import NamespaceInfo
from arraydispatch._common._versions import API_VERSION
from arraydispatch.backends.tensorflow._data_types import DTYPES

__all__ = ["__array_api_version__", "__array_namespace_info__", "e", "inf", "nan", "newaxis", "pi"]

# -- constants -----------------------------------------------------------------------------

e: float = math.e
inf: float = math.inf
nan: float = math.nan
newaxis: None = None
pi: float = math.pi

# -- inspection ----------------------------------------------------------------------------

__array_api_version__: str = API_VERSION


@functools.cache
def devices() -> tuple[str, ...]:
    """TF's logical devices, named as tensors on them report ``.device``
    (``"/job:localhost/replica:0/task:0/device:CPU:0"``), the default one first."""
    try:
        names = []
        with tf.init_scope():  # eager even when first called while tracing a tf.function
            for logical in tf.config.list_logical_devices():
                with tf.device(logical.name):
                    names.append(tf.identity(tf.zeros((), tf.int32)).device or logical.name)
        # TF places an op on the first GPU (or TPU) when there is one, else on the CPU.
        names.sort(key=lambda n: ":GPU:" not in n and ":TPU:" not in n)
        return tuple(names)
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


@functools.cache
def cpu_only() -> bool:
    """Whether every device of this process is a CPU: TF's eager CPU kernels of Max, Min,
    Maximum and Minimum propagate NaN (XLA's and, unverified, GPU ones may not)."""
    try:
        return all(":CPU:" in name for name in devices())
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def default_device() -> str:
    try:
        return devices()[0]
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


def check_device(device: Any) -> str:
    """The logical device name ``device`` means: a name such as ``"/device:CPU:0"``,
    ``"CPU:0"`` or a tensor's ``"/job:localhost/replica:0/task:0/device:CPU:0"``, a
    ``tf.config.LogicalDevice`` or a ``tf.DeviceSpec``; None means the default device."""
    try:
        if device is None:
            return default_device()
        if isinstance(device, tf.DeviceSpec):
            device = device.to_string()
        elif not isinstance(device, str):
            device = getattr(device, "name", device)
        if isinstance(device, str):
            name = _resolve(device)
            if name is not None:
                return name
        raise ValueError(
            f"device={device!r} is not one of TensorFlow's devices {list(devices())!r}."
        )
    except (*_RAW_ERRORS, tf.errors.OpError) as error:
        raise _refusal(error) from error


@functools.lru_cache(maxsize=64)
def _resolve(name: str) -> str | None:
    if name in devices():
        return name
    try:
        wanted = tf.DeviceSpec.from_string(name)
    except ValueError:
        return None
    for candidate in devices():
        spec = tf.DeviceSpec.from_string(candidate)
        if spec.device_type == (wanted.device_type or "").upper() and spec.device_index == (
            wanted.device_index or 0
        ):
            return candidate
    return None


def __array_namespace_info__() -> NamespaceInfo:
    """The standard's inspection object for TensorFlow.

    Examples
    --------
    >>> import arraydispatch.backends.tensorflow as xp
    >>> xp.__array_namespace_info__().default_dtypes()["indexing"]
    tf.int64
    """
    return NamespaceInfo(
        dtypes=DTYPES,
        default_dtypes={
            "real floating": tf.float32,
            "complex floating": tf.complex64,
            "integral": tf.int64,
            "indexing": tf.int64,
        },
        devices=devices(),
        capabilities={
            # The standard's boolean indexing (see its Indexing page) includes x[mask] = v
            # and 0-D masks; a tf.Tensor has neither (no __setitem__, and boolean_mask
            # refuses a scalar mask), so "fully supports" is False, as for JAX. x[mask] with
            # an n-D mask still reads. array-api-extra's apply_where (isclose, ...) reads
            # this flag and then takes its xp.where path instead of x[mask] = v.
            "boolean indexing": False,
            "data-dependent shapes": True,
            "max dimensions": 254,
        },
    )


# -- hooks for arraydispatch.device() / arraydispatch.to_device() --------------------------
# tf.Tensor has ``.device`` (a string) but no ``to_device``; the standard's devices here are
# TF's logical device names, as ``__array_namespace_info__().devices()`` lists them.


def _array_device(x: Any, /) -> str:
    """The logical device name ``x`` lives on (the default device for symbolic tensors)."""
    # an eager tensor says "/job:localhost/replica:0/task:0/device:CPU:0"; a symbolic one
    # may say "" (placement is decided later): the default device then
    return check_device(getattr(x, "device", None) or None)


def _array_to_device(x: Any, device: Any, /, *, stream: Any = None) -> Any:
    """``x`` on ``device``: ``x`` itself when it is there already, else a copy there."""
    if stream is not None:
        raise ValueError("TensorFlow has no streams; pass stream=None.")
    name = check_device(device)
    if _array_device(x) == name:
        return x
    with tf.device(name):
        return tf.identity(x)
