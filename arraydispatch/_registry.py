"""The one table of built-in backends: which array types belong to which namespace module.

Every other list of backends (the ``is_*`` helpers' lookups, ``convert``,
``arraydispatch.compat``, ``python -m arraydispatch``, the tests' ``xp`` fixture,
``noxfile.py``, ``tools/conformance.py``, the docs generators) derives from these rows; what
cannot (typed public functions, typing overloads, pip extras) is checked against them by
tests/test_registry.py. docs/contributing.md lists what a new backend adds beside its row.

Detection never imports a framework the user has not imported: a row is consulted only when
its framework is already in ``sys.modules`` (an array of a library cannot exist before the
library is imported), the way array-api-compat's ``_issubclass_fast`` and einops do it.

Everything on the resolution path is traceable by TorchDynamo, so a first resolution inside
``torch.compile(fullgraph=True)`` neither breaks the graph nor makes the next call recompile:
``name in sys.modules`` and ``sys.modules[name]`` (not ``sys.modules.get``, which makes
Dynamo guard on the length of ``sys.modules``), and import statements (not
``importlib.import_module`` or ``__import__``, which Dynamo refuses).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any


def _numpy_types() -> tuple[type, ...]:
    numpy = sys.modules["numpy"]
    return (numpy.ndarray, numpy.generic)


def _torch_types() -> tuple[type, ...]:
    # nn.Parameter and FakeTensor (torch.compile) are Tensor subclasses
    return (sys.modules["torch"].Tensor,)


def _jax_types() -> tuple[type, ...]:
    jax = sys.modules["jax"]
    # Tracers (jit/grad/vmap) pass isinstance(x, jax.Array) through __instancecheck__ but
    # are not subclasses of it, and resolution here is by type: name both.
    return (jax.Array, jax.core.Tracer)


def _tensorflow_types() -> tuple[type, ...]:
    tf = sys.modules["tensorflow"]
    # EagerTensor and the symbolic tensors of tf.function subclass tf.Tensor;
    # tf.Variable does not.
    return (tf.Tensor, tf.Variable)


def _dask_types() -> tuple[type, ...]:
    return (sys.modules["dask.array"].Array,)


def _paddle_types() -> tuple[type, ...]:
    # paddle.Tensor is the eager tensor's class (paddle.base.libpaddle.Tensor's alias)
    return (sys.modules["paddle"].Tensor,)


def _mlx_types() -> tuple[type, ...]:
    return (sys.modules["mlx.core"].array,)


def _torch_is_tracing() -> bool:
    return bool(sys.modules["torch"].compiler.is_compiling())


def _tensorflow_lazy(x: Any) -> bool:
    tf = sys.modules["tensorflow"]
    # a symbolic tensor (tf.function) cannot be read; a variable inside tf.function is read
    # as one
    if isinstance(x, tf.Variable):
        return not tf.executing_eagerly()
    return bool(tf.is_symbolic_tensor(x))


def _loader(name: str) -> Callable[[Callable[[], ModuleType]], Callable[[], ModuleType]]:
    """Make ``import_namespace`` (a row's ``load``) fail, if it does, with an ImportError that
    names the installed release of backend ``name``'s framework and the tested window, never
    the raw error of the line that failed (an old release lacks a name we import, a feature
    probe met an old behaviour). A framework that is not installed stays the
    ModuleNotFoundError that ``namespace()`` turns into advice, and a warning made an error
    (UntestedVersionWarning) stays itself."""

    def decorate(import_namespace: Callable[[], ModuleType]) -> Callable[[], ModuleType]:
        def load() -> ModuleType:
            try:
                return import_namespace()
            except ModuleNotFoundError as error:
                if (error.name or "").partition(".")[0] != "arraydispatch":
                    raise  # the framework is not installed: namespace() names the extra
                from arraydispatch._common._versions import unloadable

                raise unloadable(BACKENDS_BY_NAME[name], error) from error
            except Warning:
                raise
            except Exception as error:
                from arraydispatch._common._versions import unloadable

                raise unloadable(BACKENDS_BY_NAME[name], error) from error

        load.__name__ = load.__qualname__ = import_namespace.__name__
        load.__doc__ = import_namespace.__doc__
        return load

    return decorate


@_loader("numpy")
def _import_numpy() -> ModuleType:
    from arraydispatch.backends import numpy

    return numpy


@_loader("torch")
def _import_torch() -> ModuleType:
    from arraydispatch.backends import torch

    return torch


@_loader("jax")
def _import_jax() -> ModuleType:
    from arraydispatch.backends import jax

    return jax


@_loader("tensorflow")
def _import_tensorflow() -> ModuleType:
    from arraydispatch.backends import tensorflow

    return tensorflow


@_loader("dask")
def _import_dask() -> ModuleType:
    from arraydispatch.backends import dask

    return dask


@_loader("paddle")
def _import_paddle() -> ModuleType:
    from arraydispatch.backends import paddle

    return paddle


@_loader("mlx")
def _import_mlx() -> ModuleType:
    from arraydispatch.backends import mlx

    return mlx


# Each backend's transforms (backends/<name>/_transforms.py: autodiff, compiler, each_mode's
# modes, the report's compile call), loaded on first use: by then an array of the framework
# exists, so the framework is imported already. Import statements, which TorchDynamo traces
# (value_and_grad's first call may come inside torch.compile).


def _transforms_numpy() -> ModuleType:
    from arraydispatch.backends.numpy import _transforms

    return _transforms


def _transforms_torch() -> ModuleType:
    from arraydispatch.backends.torch import _transforms

    return _transforms


def _transforms_jax() -> ModuleType:
    from arraydispatch.backends.jax import _transforms

    return _transforms


def _transforms_tensorflow() -> ModuleType:
    from arraydispatch.backends.tensorflow import _transforms

    return _transforms


def _transforms_dask() -> ModuleType:
    from arraydispatch.backends.dask import _transforms

    return _transforms


def _transforms_paddle() -> ModuleType:
    from arraydispatch.backends.paddle import _transforms

    return _transforms


def _transforms_mlx() -> ModuleType:
    from arraydispatch.backends.mlx import _transforms

    return _transforms


@dataclass(frozen=True, kw_only=True)
class Backend:
    """One built-in backend: everything the package, its tests, tools and docs know about it.

    Attributes
    ----------
    name
        The name users pass to ``namespace()`` and see in messages; also the pip extra
        (``arraydispatch[<name>]``), the folder ``arraydispatch/backends/<name>/``, the
        xfails file ``tests/xfails/<name>.txt`` and the helpers ``is_<name>_array`` /
        ``is_<name>_namespace``.
    title
        The library's name as its project writes it, for prose and tables ("PyTorch").
    framework
        The module that must be in ``sys.modules`` before an array of it can exist.
    module
        Our namespace module for it.
    array_types
        Returns the framework's array types; called only once ``framework`` is imported.
    load
        Imports ``module`` with an import statement and returns it.
    distributions
        The pip distributions that provide ``framework``, the usual one first (what the
        pip extra names); ``python -m arraydispatch`` reads the version of the first found.
    requirement
        What the test environments install for it (``nox``): a pip requirement.
    oldest
        The oldest release of ``distributions[0]`` that is tested (``nox -s tests_oldest``)
        and supported: pyproject.toml's extra admits it and every newer one, the README's
        table of tested releases is generated from it, and loading the namespace for an
        older release gives an ``UntestedVersionWarning``. A release differing from the
        newest is handled once, at import, in the backend's own modules.
    writeable
        Whether ``x[...] = value`` works on its arrays (``is_writeable_array``); None: each
        array says so in ``x.flags.writeable`` (NumPy's convention: a read-only view or a
        NumPy scalar is not writeable). A flag, not a function: is_writeable_array sits in
        downstream libraries' hot loops, and a call would cost it a third more.
    lazy
        Whether reading an array's values (``bool(x)``) may be impossible or costly
        (``is_lazy_array``), or a function of the array that tells.
    transforms
        Imports and returns the backend's ``_transforms`` module: its automatic
        differentiation (``value_and_grad``, where the framework has it), its compiler
        (``COMPILER``, ``compile_function``, ``CHECKS_LIBRARIES``), how ``each_mode`` runs it
        (``EACH_MODE``; ``run_lazily`` for a lazy framework) and the report's compile call
        (``REPORT_CALL``, ``compile_like_a_user``, ``EAGER_FIRST``). docs/contributing.md says
        what each name means; ``value_and_grad``, ``jit``, ``each_mode`` and ``python -m
        arraydispatch`` read them there and name no framework. None (a row registered by a
        test): neither autodiff nor a compiler, as for NumPy.
    is_tracing
        True while the framework traces Python code and guards on our caches (TorchDynamo):
        the resolver then leaves its caches alone, or the next call would recompile.
    native_namespaces
        The ``__name__`` of the framework's own namespace modules, its main one first (what
        ``arraydispatch.compat.array_namespace(x, use_compat=False)`` returns);
        ``is_<name>_namespace()`` recognises these, ``module`` and array-api-compat's
        wrapper of each, and ``convert(x, to)`` takes them (and ``framework``) as ``to``.
    """

    name: str
    title: str
    framework: str
    module: str
    array_types: Callable[[], tuple[type, ...]]
    load: Callable[[], ModuleType]
    distributions: tuple[str, ...]
    requirement: str
    oldest: str
    writeable: bool | None
    lazy: bool | Callable[[Any], bool]
    is_tracing: Callable[[], bool] | None = None
    transforms: Callable[[], ModuleType] | None = None
    native_namespaces: tuple[str, ...] = ()

    def owns(self, cls: type) -> bool:
        """Whether ``cls`` is an array type of this backend, importing nothing new."""
        return self.framework in sys.modules and issubclass(cls, self.array_types())


BACKENDS: tuple[Backend, ...] = (
    Backend(
        name="numpy",
        oldest="1.26",
        title="NumPy",
        framework="numpy",
        module="arraydispatch.backends.numpy",
        array_types=_numpy_types,
        load=_import_numpy,
        transforms=_transforms_numpy,
        distributions=("numpy",),
        requirement="numpy",
        writeable=None,
        lazy=False,
        native_namespaces=("numpy",),
    ),
    Backend(
        name="torch",
        oldest="2.13",
        title="PyTorch",
        framework="torch",
        module="arraydispatch.backends.torch",
        array_types=_torch_types,
        load=_import_torch,
        transforms=_transforms_torch,
        distributions=("torch",),
        # The 2.13.0 release. In CI pip finds its CPU wheel on local disk; from PyPI alone,
        # on Linux, this pin is the CUDA build (README: "PyTorch's CPU build").
        requirement="torch==2.13.0",
        writeable=True,
        lazy=False,
        is_tracing=_torch_is_tracing,
        native_namespaces=("torch",),
    ),
    Backend(
        name="jax",
        oldest="0.6",
        title="JAX",
        framework="jax",
        module="arraydispatch.backends.jax",
        array_types=_jax_types,
        load=_import_jax,
        transforms=_transforms_jax,
        distributions=("jax",),
        requirement="jax",
        writeable=False,  # jax.Array is immutable: x.at[i].set(v)
        lazy=True,  # a tracer under jit cannot be read; a concrete array looks the same
        # jax.experimental.array_api: the standard's namespace of JAX < 0.4.32
        native_namespaces=("jax.numpy", "jax.experimental.array_api"),
    ),
    Backend(
        name="tensorflow",
        oldest="2.18",
        title="TensorFlow",
        framework="tensorflow",
        module="arraydispatch.backends.tensorflow",
        array_types=_tensorflow_types,
        load=_import_tensorflow,
        transforms=_transforms_tensorflow,
        distributions=("tensorflow", "tensorflow-cpu"),
        requirement="tensorflow-cpu",
        writeable=False,  # tf.Tensor has no __setitem__; tf.Variable only .assign()
        lazy=_tensorflow_lazy,
        # tf.experimental.numpy's __name__ is that of TF's generated API module
        native_namespaces=(
            "tensorflow",
            "tensorflow.experimental.numpy",
            "tensorflow._api.v2.experimental.numpy",
        ),
    ),
    Backend(
        name="dask",
        oldest="2024.12",
        title="Dask",
        framework="dask.array",
        module="arraydispatch.backends.dask",
        array_types=_dask_types,
        load=_import_dask,
        transforms=_transforms_dask,
        distributions=("dask",),
        requirement="dask[array,distributed]",
        writeable=True,
        lazy=True,  # bool(x) computes the whole graph
        native_namespaces=("dask.array",),
    ),
    Backend(
        name="paddle",
        oldest="3.3",
        title="PaddlePaddle",
        framework="paddle",
        module="arraydispatch.backends.paddle",
        array_types=_paddle_types,
        load=_import_paddle,
        transforms=_transforms_paddle,
        distributions=("paddlepaddle", "paddlepaddle-gpu"),
        requirement="paddlepaddle",
        writeable=True,
        lazy=False,
        native_namespaces=("paddle",),
    ),
    Backend(
        name="mlx",
        oldest="0.25",
        title="MLX",
        framework="mlx.core",
        module="arraydispatch.backends.mlx",
        array_types=_mlx_types,
        load=_import_mlx,
        transforms=_transforms_mlx,
        distributions=("mlx",),
        requirement="mlx[cpu]",  # the CPU build on Linux; macOS wheels carry Metal too
        writeable=True,  # x[i] = v updates the array in place
        # MLX evaluates lazily, but bool(x) evaluates just x's graph: cheap, always possible
        lazy=False,
        native_namespaces=("mlx.core",),
    ),
)
"""The built-in backends, in the order docs and messages list them."""

#: What resolution consults: the rows of ``BACKENDS`` by name. Only the tests' ``registered()``
#: (tests/_registered.py) changes it, in place, then calls ``_derive()``: they register a row
#: at run time to prove that nothing else names a backend.
BACKENDS_BY_NAME: dict[str, Backend] = {backend.name: backend for backend in BACKENDS}

#: ``__name__`` of a backend's namespace module (ours or the framework's own) -> its row;
#: derived from ``BACKENDS_BY_NAME`` by ``_derive()``.
BACKEND_OF_NAMESPACE: dict[str, Backend] = {}

# The rows as a tuple, for the loop of backend_of_type(): TorchDynamo traces that loop on a
# first resolution inside torch.compile, and a tuple it treats as a constant.
_ROWS: tuple[Backend, ...] = BACKENDS


def _derive() -> None:
    global _ROWS
    _ROWS = tuple(BACKENDS_BY_NAME.values())
    BACKEND_OF_NAMESPACE.clear()
    for backend in BACKENDS_BY_NAME.values():
        for name in (*backend.native_namespaces, backend.module):
            BACKEND_OF_NAMESPACE.setdefault(name, backend)


_derive()


def backend_of_type(cls: type) -> Backend | None:
    """The backend whose framework made arrays of type ``cls``, if any."""
    for backend in _ROWS:
        if backend.owns(cls):
            return backend
    return None


def is_tracing() -> bool:
    """Whether a framework is tracing Python code now and guards on our caches."""
    return any(
        backend.is_tracing is not None and backend.framework in sys.modules and backend.is_tracing()
        for backend in _ROWS
    )


def backend_of_namespace(namespace: object) -> Backend | None:
    """The backend ``namespace`` (ours or the framework's own module) belongs to, if any."""
    name = getattr(namespace, "__name__", None)
    return BACKEND_OF_NAMESPACE.get(name) if isinstance(name, str) else None
