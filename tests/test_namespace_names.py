"""What a namespace module holds: the standard's names (ours), the framework's other names
(forwarded), and nothing of our own internals under a public name."""

from __future__ import annotations

import importlib
import re
import warnings
from types import ModuleType
from typing import Any

import pytest

from arraydispatch._common import _spec
from arraydispatch._common._namespace import FORWARDED_DUNDERS

#: backend -> the framework modules its namespace, linalg and fft forward to
FRAMEWORK = {
    "numpy": ("numpy", "numpy.linalg", "numpy.fft"),
    "torch": ("torch", "torch.linalg", "torch.fft"),
    "jax": ("jax.numpy", "jax.numpy.linalg", "jax.numpy.fft"),
    "tensorflow": ("tensorflow", "tensorflow.linalg", "tensorflow.signal"),
    "dask": ("dask.array", "dask.array.linalg", "dask.array.fft"),
    "paddle": ("paddle", "paddle.linalg", "paddle.fft"),
    "mlx": ("mlx.core", "mlx.core.linalg", "mlx.core.fft"),
}

#: backend -> names beyond the standard that downstream libraries use, per module
#: (scikit-learn: float16, quantile, torch's backends; array-api-extra: diag, nansum)
OTHER_NAMES = {
    "numpy": (("float16", "nansum", "quantile", "diag", "nanmax"), ("lstsq",), ("fft2",)),
    "torch": (("float16", "nansum", "quantile", "diag", "backends"), ("lstsq",), ("fft2",)),
    "jax": (("float16", "nansum", "quantile", "diag"), ("lstsq",), ("fft2",)),
    "tensorflow": (("float16", "math", "experimental", "einsum"), ("lstsq",), ("fft2d",)),
    "dask": (("nansum", "quantile", "diag", "map_blocks"), ("lstsq",), ("fft2",)),
    "paddle": (("float16", "nansum", "quantile", "diag"), ("lstsq",), ("fft2",)),
    "mlx": (("float16", "bfloat16", "logsumexp", "diag"), ("lu",), ("fft2",)),
}

#: names our modules import or define for themselves; none may be reachable as ours
INTERNALS = (
    "np", "torch", "tf", "jax", "paddle", "mx", "jnp", "da", "math", "operator", "builtins", "Any",
    "Literal", "Sequence", "NamedTuple", "TYPE_CHECKING", "annotations", "API_VERSION",
    "NamespaceInfo", "FInfo", "IInfo", "finfo_from_native", "iinfo_from_native", "promote",
    "check_device", "CPU", "apply_core", "single_chunk", "py_bool", "Norm",
)  # fmt: skip


def _modules(xp: Any) -> list[tuple[ModuleType, tuple[str, ...]]]:
    """(module, the standard's names for it): the namespace, then each extension."""
    return [(xp, _spec.NAMESPACE)] + [
        (getattr(xp, name), names) for name, names in _spec.EXTENSIONS.items()
    ]


def _frameworks(backend_name: str) -> list[ModuleType]:
    return [importlib.import_module(name) for name in FRAMEWORK[backend_name]]


def _is_result_type(obj: object) -> bool:
    # linalg's named-tuple result types (SVDResult, ...) are documented public names
    return isinstance(obj, type) and issubclass(obj, tuple) and obj.__name__.endswith("Result")


def test_standard_names_are_bound_in_the_module(xp: Any) -> None:
    # bound in the module's own __dict__, so __getattr__ (the fallback to the framework's
    # own, possibly non-conforming function) is never consulted for them
    for module, names in _modules(xp):
        missing = [name for name in names if name not in vars(module)]
        assert not missing, f"{module.__name__} reaches {missing} only through forwarding"


def test_other_names_are_the_frameworks_own(xp: Any, backend_name: str) -> None:
    for (module, _), framework, names in zip(
        _modules(xp), _frameworks(backend_name), OTHER_NAMES[backend_name], strict=True
    ):
        for name in names:
            assert getattr(module, name) is getattr(framework, name), f"{module.__name__}.{name}"
            assert name not in vars(module), "forwarded names are looked up, never cached"


def test_unknown_name_names_namespace_and_framework(xp: Any, backend_name: str) -> None:
    for (module, _), framework in zip(_modules(xp), _frameworks(backend_name), strict=False):
        message = (
            f"module '{module.__name__}' has no attribute 'no_such_name' "
            f"(neither has {framework.__name__})"
        )
        with pytest.raises(AttributeError, match=f"^{re.escape(message)}$"):
            module.no_such_name  # noqa: B018
        assert not hasattr(module, "no_such_name")


def test_private_names_are_not_forwarded(
    xp: Any, backend_name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    framework = _frameworks(backend_name)[0]
    # one planted, as a release may have none of its own (jax.numpy 0.12 has none left)
    monkeypatch.setattr(framework, "_arraydispatch_probe", 1, raising=False)
    private = [
        name
        for name in dir(framework)
        if name.startswith("_")
        and name not in vars(xp)
        and name != "__getattr__"
        # __version__: the framework's release, forwarded (tests/test_namespaces.py)
        and name not in FORWARDED_DUNDERS
    ]
    assert "_arraydispatch_probe" in private
    for name in ["_arraydispatch_probe", *private[:20]]:
        with pytest.raises(AttributeError, match="has no attribute"):
            getattr(xp, name)


def test_no_internal_under_a_public_name(xp: Any, backend_name: str) -> None:
    for (module, names), framework in zip(_modules(xp), _frameworks(backend_name), strict=True):
        public = {name for name in vars(module) if not name.startswith("_")}
        extras = {
            name for name in public - set(module.__all__) if _is_result_type(vars(module)[name])
        }
        assert public - set(module.__all__) - extras == set(), module.__name__
        assert module.__name__.endswith(".linalg") or not extras, module.__name__
        for name in INTERNALS:
            if name in names:
                continue
            with warnings.catch_warnings():
                # NumPy 1.25+ deprecates np.math (a DeprecationWarning on access)
                warnings.simplefilter("ignore", DeprecationWarning)
                found = hasattr(framework, name)
            if found:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    assert getattr(module, name) is getattr(framework, name), name
            else:
                assert not hasattr(module, name), f"{module.__name__}.{name}"


def test_all_and_dir_are_the_standards_names(xp: Any) -> None:
    # assembled from the section modules' __all__ (tests/test_backend_template.py), so in
    # section order; each name once
    assert sorted(xp.__all__) == sorted({*_spec.NAMESPACE, "fft", "linalg"})
    assert sorted(dir(xp)) == sorted(xp.__all__)
    for extension, names in _spec.EXTENSIONS.items():
        module = getattr(xp, extension)
        assert module.__all__ == sorted(names)
        assert sorted(dir(module)) == module.__all__


def test_star_import_gives_the_standards_names(xp: Any) -> None:
    scope: dict[str, Any] = {}
    exec(f"from {xp.__name__} import *", scope)
    assert set(scope) - {"__builtins__"} == set(xp.__all__)


def test_device_hooks_stay_private_and_bound(xp: Any) -> None:
    # arraydispatch.device()/to_device() look these up with getattr(namespace, ..., None):
    # they must be the module's own or missing, never a framework's attribute
    for hook in ("_array_device", "_array_to_device"):
        assert hook not in xp.__all__
        assert (hook in vars(xp)) == hasattr(xp, hook)
