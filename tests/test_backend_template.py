"""Every backend folder has the same shape: the same modules, each holding its section of the
standard, and an ``__init__`` assembled the same way (see docs/contributing.md)."""

from __future__ import annotations

import ast
import importlib
import importlib.util
from pathlib import Path

import pytest

from arraydispatch._common import _spec
from arraydispatch._registry import BACKENDS

BACKENDS_DIR = Path(__file__).parents[1] / "arraydispatch" / "backends"
#: the standard's sections, the assembly, and the framework's transforms (autodiff, compiler,
#: each_mode's modes, the report's compile call: what the registry row's ``transforms`` loads)
MODULE_FILES = {f"{module}.py" for module in _spec.MODULES} | {"__init__.py", "_transforms.py"}
NAMES = [backend.name for backend in BACKENDS]


@pytest.mark.parametrize("name", NAMES)
def test_backend_folder_has_the_standard_module_set(name: str) -> None:
    files = {path.name for path in (BACKENDS_DIR / name).glob("*.py")}
    assert files == MODULE_FILES, (
        f"backends/{name}/ must hold exactly {sorted(MODULE_FILES)}: "
        f"missing {sorted(MODULE_FILES - files)}, extra {sorted(files - MODULE_FILES)} "
        "(what several backends share goes to arraydispatch/_common/)"
    )


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("module", sorted(_spec.MODULES))
def test_each_section_lives_in_its_module(name: str, module: str) -> None:
    backend = next(b for b in BACKENDS if b.name == name)
    if importlib.util.find_spec(backend.framework.partition(".")[0]) is None:
        pytest.skip(f"{backend.framework} is not installed")
    section = importlib.import_module(f"{backend.module}.{module}")
    namespace = importlib.import_module(backend.module)
    if module in _spec.EXTENSIONS:
        namespace = getattr(namespace, module)
    for spec_name in _spec.MODULES[module]:
        assert spec_name in vars(section), f"{backend.module}.{module} does not bind {spec_name}"
        assert getattr(namespace, spec_name) is vars(section)[spec_name], (
            f"{backend.module}.{spec_name} is not the object {module} binds"
        )


#: What value_and_grad, jit, each_mode and the report read in a backend's _transforms module
#: where it has a compiler (docs/contributing.md, "Transforms").
COMPILER_NAMES = {
    "COMPILER", "CHECKS_LIBRARIES", "EACH_MODE", "REPORT_CALL", "EAGER_FIRST",
    "compile_function", "compile_like_a_user",
}  # fmt: skip


@pytest.mark.parametrize("name", NAMES)
def test_transforms_module_says_what_the_framework_has(name: str) -> None:
    backend = next(b for b in BACKENDS if b.name == name)
    if importlib.util.find_spec(backend.framework.partition(".")[0]) is None:
        pytest.skip(f"{backend.framework} is not installed")
    assert backend.transforms is not None, f"the {name} row names no transforms module"
    transforms = backend.transforms()
    assert transforms.__name__ == f"{backend.module}._transforms"
    assert transforms.EACH_MODE in ("always", "on request", "never")
    if transforms.COMPILER is None:
        assert not hasattr(transforms, "compile_function")
        assert transforms.EACH_MODE == "never"
    else:
        missing = {n for n in COMPILER_NAMES if not hasattr(transforms, n)}
        assert not missing, f"{transforms.__name__} lacks {sorted(missing)}"
        assert transforms.REPORT_CALL.format("f").startswith(transforms.COMPILER + "(")
    if hasattr(transforms, "run_lazily"):
        assert isinstance(transforms.LAZY_MODE, str)


def _imported_sections(tree: ast.Module, package: str) -> set[str]:
    return {
        node.module.removeprefix(f"{package}.")
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(package)
    }


@pytest.mark.parametrize("name", NAMES)
def test_init_is_assembled_like_every_other(name: str) -> None:
    package = f"arraydispatch.backends.{name}"
    tree = ast.parse((BACKENDS_DIR / name / "__init__.py").read_text())
    sections = {m for m in _spec.MODULES if m not in _spec.EXTENSIONS}
    assert sections <= _imported_sections(tree, package), (
        f"{package}/__init__.py must import the standard's names from each of {sorted(sections)}"
    )
    defined = [
        node.name
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
    ]
    assert not defined, f"{package}/__init__.py defines {defined}; define them in a section module"
    last = tree.body[-1]
    hooks = [
        node
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Call)
        and getattr(node.value.func, "id", None) == "module_hooks"
    ]
    assert hooks, f"{package}/__init__.py must end with __getattr__, __dir__ = module_hooks(...)"
    assert last is hooks[0] or isinstance(last, ast.Delete), (
        f"{package}/__init__.py: module_hooks(...) and the final del come last"
    )


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("module", sorted(_spec.MODULES))
def test_each_section_has_a_literal_all_of_its_standard_names(name: str, module: str) -> None:
    # literal, so that type checkers read it; the namespace's __all__ is built from these
    tree = ast.parse((BACKENDS_DIR / name / f"{module}.py").read_text())
    values = [
        node.value
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        and "__all__" in {getattr(t, "id", None) for t in _targets(node)}
    ]
    assert len(values) == 1, f"backends/{name}/{module}.py must bind __all__ once, literally"
    names = ast.literal_eval(values[0])
    assert sorted(names) == sorted(_spec.MODULES[module]), (
        f"backends/{name}/{module}.py: __all__ must be exactly the standard's names of "
        f"{module} (_common/_spec.py MODULES)"
    )


def _targets(node: ast.Assign | ast.AnnAssign | ast.AugAssign) -> list[ast.expr]:
    return node.targets if isinstance(node, ast.Assign) else [node.target]


@pytest.mark.parametrize("name", NAMES)
def test_init_states_each_name_once(name: str) -> None:
    # every section's names come in by `from <section> import *` and `__all__ += <section>.__all__`:
    # no name of the standard is written out in __init__.py
    package = f"arraydispatch.backends.{name}"
    tree = ast.parse((BACKENDS_DIR / name / "__init__.py").read_text())
    sections = [m for m in _spec.MODULES if m not in _spec.EXTENSIONS]
    starred = {
        node.module.removeprefix(f"{package}.")
        for node in tree.body
        if isinstance(node, ast.ImportFrom)
        and node.module
        and [alias.name for alias in node.names] == ["*"]
    }
    assert starred == set(sections), f"{package}: `from .<section> import *` for each section"
    extended = [
        node.value.value.id
        for node in ast.walk(tree)
        if isinstance(node, ast.AugAssign)
        and getattr(node.target, "id", None) == "__all__"
        and isinstance(node.value, ast.Attribute)
        and isinstance(node.value.value, ast.Name)
    ]
    assert sorted(extended) == sorted(sections), f"{package}: __all__ += <section>.__all__"
    at_top = [
        node
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign))
        and "__all__" in {getattr(t, "id", None) for t in _targets(node)}
    ]
    assert not at_top, (
        f"{package}: build __all__ under `if not TYPE_CHECKING:` (mypy reads exports from a "
        "literal __all__ only, python/mypy#12582, and would hide the star-imported names)"
    )
    standard = set(_spec.NAMESPACE)
    written = {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    } | {
        alias.name for node in tree.body if isinstance(node, ast.ImportFrom) for alias in node.names
    }
    assert not (written & standard), f"{package}/__init__.py names {sorted(written & standard)}"
