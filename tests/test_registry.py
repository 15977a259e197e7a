"""arraydispatch/_registry.py is the one place a backend is named.

Every row has what docs/contributing.md says a backend needs (its helpers, typing overloads,
pip extra, xfails file, docs page), and a row registered at run time, array-api-strict as if
it were built in, is served by everything that names backends: get_namespace, namespace(),
the is_* helpers, arraydispatch.compat and convert.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import inspect
import re
import sys
import tomllib
import typing
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import arraydispatch
import arraydispatch._typing
from arraydispatch import compat
from arraydispatch._dispatch import get_namespace, namespace
from arraydispatch._helpers import is_array_of, is_namespace_of
from arraydispatch._registry import (
    BACKEND_OF_NAMESPACE,
    BACKENDS,
    BACKENDS_BY_NAME,
    Backend,
    backend_of_type,
)

from ._registered import registered

ROOT = Path(__file__).resolve().parent.parent
ROWS = pytest.mark.parametrize("row", BACKENDS, ids=[row.name for row in BACKENDS])

# get_namespace() overloads can only exist for frameworks that ship type information: to a
# checker an untyped framework's array is Any, and Any matches every overload (docs/typing.md).
# TensorFlow and Paddle ship none.
UNTYPED = {"tensorflow", "paddle"}


def _installed(row: Backend) -> bool:
    return importlib.util.find_spec(row.framework.partition(".")[0]) is not None


# ------------------------------------------------------------ what every built-in row has


@ROWS
def test_row_has_its_public_helpers(row: Backend) -> None:
    for kind in ("array", "namespace"):
        name = f"is_{row.name}_{kind}"
        assert name in arraydispatch.__all__, name
        assert name in compat.__all__, name
        assert getattr(arraydispatch, name) is getattr(compat, name)
        assert inspect.getdoc(getattr(arraydispatch, name)), name


@ROWS
def test_row_has_typing_overloads(row: Backend) -> None:
    returns = f"{row.name.capitalize()}Namespace"
    assert hasattr(arraydispatch._typing, returns)
    by_name = [
        overload
        for overload in typing.get_overloads(namespace)
        if overload.__annotations__["name"] == f"Literal[{row.name!r}]"
    ]
    assert [overload.__annotations__["return"] for overload in by_name] == [returns]
    if row.name in UNTYPED:
        return
    by_type = [
        overload
        for overload in typing.get_overloads(get_namespace)
        if overload.__annotations__["return"] == returns
    ]
    # one or more (NumPy has two: its arrays, and its scalars)
    assert len(by_type) >= 1, f"get_namespace() has no overload for {row.name} arrays"
    assert f"{row.framework}." in by_type[0].__annotations__["x"]


@ROWS
def test_row_has_its_pip_extra_xfails_file_and_docs_page(row: Backend) -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    extras = pyproject["project"]["optional-dependencies"]
    assert any(requirement.startswith(row.distributions[0]) for requirement in extras[row.name]), (
        extras[row.name]
    )
    assert f"arraydispatch[{','.join(BACKENDS_BY_NAME)}]" in extras["all"]
    # the floor is said once, in the row: the extra admits exactly the row's oldest release on
    # ("mlx[cpu]>=0.25; sys_platform == 'linux'" -> "mlx>=0.25")
    floors = {
        re.sub(r"\[.*?\]", "", requirement.partition(";")[0]).strip()
        for requirement in extras[row.name]
        if requirement.startswith(row.distributions[0])
    }
    assert floors == {f"{row.distributions[0]}>={row.oldest}"}, (row.name, floors)
    assert (ROOT / "tests" / "xfails" / f"{row.name}.txt").is_file()
    assert (ROOT / "docs" / f"{row.name}.md").is_file()
    assert f" {row.name}.md" in (ROOT / "mkdocs.yml").read_text()


@ROWS
def test_row_has_its_conversion_layouts(row: Backend) -> None:
    from tests import _conversion_cases

    assert row.name in _conversion_cases.TARGETS
    assert row.name in _conversion_cases._KINDS_OF


def _listed_files(kind: str) -> list[str]:
    """The paths docs/contributing.md lists under ``<!-- files: kind -->``."""
    page = (ROOT / "docs" / "contributing.md").read_text()
    block = page.split(f"<!-- files: {kind} -->", 1)[1].split("```")[1]
    return [line.split()[0] for line in block.splitlines() if line.strip()]


def test_contributing_counts_the_files_it_lists() -> None:
    page = (ROOT / "docs" / "contributing.md").read_text()
    new, edited = _listed_files("new"), _listed_files("edited")
    folder = re.search(r"\((\d+) files: the module set above\)", page)
    assert folder is not None
    assert f"New ({len(new)} places, {int(folder[1]) + len(new) - 1} files)" in page
    assert f"Edited ({len(edited)} files)" in page


@ROWS
def test_contributing_lists_files_every_row_has(row: Backend) -> None:
    for path in _listed_files("new"):
        assert (ROOT / path.replace("<name>", row.name)).exists(), path
    for path in _listed_files("edited"):
        assert row.name in (ROOT / path).read_text().lower(), f"{path} does not name {row.name}"


@ROWS
def test_row_module_imports_when_its_framework_is_installed(row: Backend) -> None:
    if not _installed(row):
        pytest.skip(f"{row.framework} is not installed")
    module = importlib.import_module(row.module)
    assert row.load() is module
    assert namespace(row.name) is module
    assert any(_version(distribution) for distribution in row.distributions)
    assert all(isinstance(cls, type) for cls in row.array_types())
    importlib.import_module(row.native_namespaces[0])
    assert BACKEND_OF_NAMESPACE[row.module] is row


def _version(distribution: str) -> str | None:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def test_is_name_array_agrees_with_the_row(xp: Any, backend_name: str) -> None:
    x = xp.zeros(2)
    for row in BACKENDS:
        expected = row.name == backend_name
        assert getattr(arraydispatch, f"is_{row.name}_array")(x) is expected, row.name
        assert is_array_of(row.name, x) is expected, row.name
        assert getattr(arraydispatch, f"is_{row.name}_namespace")(xp) is expected, row.name
        assert is_namespace_of(row.name, xp) is expected, row.name
    assert backend_of_type(type(x)) is BACKENDS_BY_NAME[backend_name]


def test_noxfile_installs_each_rows_requirement() -> None:
    pytest.importorskip("nox")
    sys.path.insert(0, str(ROOT))
    try:
        import noxfile
    finally:
        sys.path.remove(str(ROOT))
    assert [row.requirement for row in BACKENDS] == noxfile.BACKENDS
    assert "arraydispatch" not in noxfile.__dict__


# ------------------------------------------------ a row added at run time works everywhere


def _strict_types() -> tuple[type, ...]:
    return (sys.modules["array_api_strict"]._array_object.Array,)


def _load_strict() -> ModuleType:
    return importlib.import_module("array_api_strict")


STRICT = Backend(
    name="array_api_strict",
    title="array-api-strict",
    framework="array_api_strict",
    module="array_api_strict",
    array_types=_strict_types,
    load=_load_strict,
    distributions=("array-api-strict",),
    requirement="array-api-strict",
    oldest="2.0",
    writeable=True,
    lazy=False,
    native_namespaces=("array_api_strict",),
)


@pytest.fixture
def strict() -> Iterator[ModuleType]:
    """array_api_strict, registered as a built-in backend for the test only."""
    module = pytest.importorskip("array_api_strict")
    with registered(STRICT):
        yield module


def _refuse(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("resolved through __array_namespace__, not through the registry row")


def test_a_row_registered_at_run_time_works_everywhere(
    strict: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    x = strict.asarray([1.0, 2.0])
    # the row, not the array's own protocol, answers from now on
    monkeypatch.setattr(type(x), "__array_namespace__", _refuse)
    assert backend_of_type(type(x)) is STRICT
    assert get_namespace(x) is strict
    assert get_namespace(x, 1.0, x) is strict
    assert namespace("array_api_strict") is strict
    # helpers
    assert is_array_of("array_api_strict", x)
    assert not is_array_of("numpy", x)
    assert not arraydispatch.is_numpy_array(x)
    assert is_namespace_of("array_api_strict", strict)
    assert arraydispatch.is_array_api_obj(x)
    assert arraydispatch.is_writeable_array(x)
    assert not arraydispatch.is_lazy_array(x)
    assert arraydispatch.device(x) == x.device
    assert arraydispatch.size(x) == 2
    with pytest.raises(TypeError, match=r"numpy \(argument 0\) and array_api_strict"):
        get_namespace(np.zeros(2), x)
    # arraydispatch.compat
    assert compat.array_namespace(x) is strict
    assert compat.array_namespace(x, use_compat=True) is strict
    assert compat.array_namespace(x, use_compat=False) is strict
    assert compat.array_api_strict is strict
    assert "array_api_strict" in dir(compat)
    assert compat.is_array_api_strict_namespace(strict)
    assert compat.device(x) == x.device
    # convert, by name and by module, both ways
    y = arraydispatch.convert(np.asarray([3.0, 4.0]), "array_api_strict")
    assert is_array_of("array_api_strict", y)
    assert arraydispatch.convert(np.asarray([3.0]), strict).__class__ is type(x)
    assert arraydispatch.convert(y, "numpy").tolist() == [3.0, 4.0]


def test_a_row_registered_at_run_time_leaves_nothing_behind() -> None:
    module = pytest.importorskip("array_api_strict")
    x = module.asarray([1.0])
    before = (dict(BACKENDS_BY_NAME), dict(BACKEND_OF_NAMESPACE))
    assert not is_array_of("array_api_strict", x)  # an array of another library, until ...
    with registered(STRICT):
        assert is_array_of("array_api_strict", x)
        assert namespace("array_api_strict") is module
    assert (dict(BACKENDS_BY_NAME), dict(BACKEND_OF_NAMESPACE)) == before
    assert not is_array_of("array_api_strict", x)
    assert backend_of_type(type(x)) is None
    with pytest.raises(ValueError, match="unknown backend"):
        namespace("array_api_strict")
    with pytest.raises(ValueError, match="use_compat=True"):
        compat.array_namespace(x, use_compat=True)
    with pytest.raises(AttributeError):
        compat.array_api_strict  # noqa: B018
    with pytest.raises(ValueError, match="unknown backend"):
        arraydispatch.convert(np.zeros(1), "array_api_strict")


def test_registered_refuses_a_name_taken() -> None:
    with pytest.raises(ValueError, match="'numpy' exists already"), registered(BACKENDS[0]):
        pass  # pragma: no cover
    assert BACKENDS_BY_NAME["numpy"] is BACKENDS[0]
