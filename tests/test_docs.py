"""The documentation: links that work in a clone, the generated coverage page, docstrings."""

from __future__ import annotations

import fnmatch
import importlib.util
import re
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

import arraydispatch
from arraydispatch._common import _spec
from arraydispatch._registry import BACKENDS

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)


def _ignored(path: Path) -> bool:
    """Whether ``path`` matches .gitignore, i.e. is generated and absent from a clone."""
    relative = path.relative_to(ROOT).as_posix()
    patterns = [
        line.strip().rstrip("/")
        for line in (ROOT / ".gitignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    parts = relative.split("/")
    return any(
        fnmatch.fnmatch(relative, pattern) or any(fnmatch.fnmatch(p, pattern) for p in parts)
        for pattern in patterns
    )


def _pages() -> list[Path]:
    return [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


@pytest.mark.parametrize("page", [p for p in _pages() if not _ignored(p)], ids=lambda p: p.name)
def test_relative_links_resolve_in_a_clone(page: Path) -> None:
    # GitHub renders these files as they are: a link to a generated page is broken there
    text = FENCE.sub("", page.read_text())
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a URL or an anchor in the page
        path = (page.parent / target.partition("#")[0]).resolve()
        assert path.exists(), f"{page.name} links {target}, which does not exist"
        assert not _ignored(path), f"{page.name} links {target}, which is generated, not committed"


def test_nav_pages_exist_or_are_generated() -> None:
    nav = re.findall(r"^\s+- [^:]+: (\S+\.md)$", (ROOT / "mkdocs.yml").read_text(), re.MULTILINE)
    assert "api.md" in nav
    for name in nav:
        path = DOCS / name
        assert path.exists() or _ignored(path), f"mkdocs.yml names {name}, which is missing"


def test_every_public_name_has_a_docstring() -> None:
    # the API reference (docs/api.md) renders arraydispatch.__all__ from the docstrings
    for name in arraydispatch.__all__:
        value = getattr(arraydispatch, name)
        if callable(value) or isinstance(value, ModuleType):
            assert (value.__doc__ or "").strip(), f"arraydispatch.{name} has no docstring"


def _gen_coverage() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_coverage", DOCS / "gen_coverage.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _table_rows(page: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.strip("|").split("|")]
        for line in page.splitlines()
        if line.startswith("| ") and "(" in line.partition("|")[2].partition("|")[0]
    ]


def test_coverage_page_has_a_column_per_backend_with_numbers_for_the_installed() -> None:
    gen = _gen_coverage()
    page, missing = gen.render()
    header = next(line for line in page.splitlines() if line.startswith("| section |"))
    assert header == "| section | " + " | ".join(b.name for b in BACKENDS) + " |"
    rows = _table_rows(page)
    assert len(rows) == len(_spec.SECTIONS)
    for row, (section, names) in zip(rows, _spec.SECTIONS.items(), strict=True):
        assert row[0] == f"{section} ({len(names)})"
        for backend, cell in zip(BACKENDS, row[1:], strict=True):
            if backend.name in missing:
                assert cell == "not installed"
            else:  # aliases + wrappers + missing names add up to the section's size
                assert sum(int(n) for n in cell.split(" / ")) == len(names), (backend, cell)


def test_coverage_page_says_which_backends_are_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    gen = _gen_coverage()
    monkeypatch.setattr(gen, "_installed", lambda framework: framework == "numpy")
    out = tmp_path / "coverage.md"
    assert gen.main(["--out", str(out), "--require-all"]) == 1
    assert not out.exists()
    assert "not installed: torch, jax, tensorflow, dask" in capsys.readouterr().err

    assert gen.main(["--out", str(out)]) == 0
    page = out.read_text()
    assert "Not installed when this page was generated: torch, jax, tensorflow, dask" in page
    assert all(row[2:] == ["not installed"] * 4 for row in _table_rows(page))


def _quickstart_errors() -> list[tuple[str, str, str]]:
    """(call, exception name, message as shown) of the quickstart's "Errors" block."""
    page = (DOCS / "quickstart.md").read_text()
    block = page.partition("checks that each message below")[2].partition("```python\n")[2]
    block = block.partition("```")[0]
    cases: list[tuple[str, str, str]] = []
    for line in block.splitlines():
        if not line.startswith("#"):
            cases.append((line, "", ""))
        elif not cases[-1][1]:
            name, _, text = line[2:].partition(": ")
            cases[-1] = (cases[-1][0], name, text)
        else:
            cases[-1] = (cases[-1][0], cases[-1][1], f"{cases[-1][2]} {line[2:]}")
    return cases


def test_quickstart_error_messages_are_the_real_ones() -> None:
    torch = pytest.importorskip("torch")
    cases = _quickstart_errors()
    assert len(cases) == 3
    for call, name, shown in cases:
        with pytest.raises(TypeError) as caught:
            eval(call, {"get_namespace": arraydispatch.get_namespace, "np": np, "torch": torch})
        assert type(caught.value).__name__ == name, call
        # "..." ends a message shown in part
        assert str(caught.value).startswith(shown.removesuffix(" ...")), call
