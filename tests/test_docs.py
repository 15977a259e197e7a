"""The documentation: links that work in a clone, the generated pages, the docstrings the
API reference renders, the benchmark figures' layout."""

from __future__ import annotations

import fnmatch
import importlib.util
import inspect
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

import arraydispatch
import arraydispatch.compat
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


def _public_docstrings() -> list[tuple[str, str]]:
    """(name, docstring) of what docs/api.md renders: the two public modules and every
    function they export (the Namespace protocol's members are the standard's, not shown)."""
    modules = (arraydispatch, arraydispatch.compat)
    out = {module.__name__: module.__doc__ or "" for module in modules}
    seen: set[int] = set()
    for module in modules:
        for name in module.__all__:
            value = getattr(module, name)
            if callable(value) and not isinstance(value, type) and id(value) not in seen:
                seen.add(id(value))
                out[f"{module.__name__}.{name}"] = inspect.getdoc(value) or ""
    return list(out.items())


@pytest.mark.parametrize(
    ("name", "doc"), [pytest.param(name, doc, id=name) for name, doc in _public_docstrings()]
)
def test_public_docstrings_render_in_the_api_reference(name: str, doc: str) -> None:
    # mkdocstrings reads these as Markdown with numpydoc sections (docs/api.md)
    doc = inspect.cleandoc(doc)
    summary = doc.partition("\n\n")[0]
    # the summary tables show the first line alone: it must be the whole first sentence
    assert "\n" not in summary, f"{name}: the summary runs onto a second line: {summary!r}"
    assert summary.endswith("."), f"{name}: the summary is not a sentence: {summary!r}"
    role = re.search(r":(func|ref|class|meth|mod|attr|data|obj|exc):`", doc)
    assert role is None, f"{name}: a Sphinx role shows literally; use [`name`][arraydispatch.name]"
    assert not re.search(r"::$", doc, re.MULTILINE), f"{name}: a reST literal block marker"
    examples = doc.find("\nExamples\n--------\n")
    assert ">>>" not in doc[: max(examples, 0)], f"{name}: a >>> example outside Examples"
    returns = re.search(r"^Returns\n-------\n(.*?)(?:\n\n\S[^\n]*\n-{3,}\n|\Z)", doc, re.S | re.M)
    if returns:  # numpydoc: a type line, then the description indented under it
        first, *rest = returns.group(1).splitlines()
        assert " " not in first.strip(), f"{name}: Returns starts with prose, not a type"
        assert rest, f"{name}: Returns has a type and no description"
        assert all(line.startswith("    ") or not line for line in rest), name


def test_site_excludes_its_build_inputs() -> None:
    # docs/gen_*.py, the griffe extension and docs/data/ are inputs of the build, not pages
    config = (ROOT / "mkdocs.yml").read_text()
    block = re.search(r"^exclude_docs: \|\n((?:  .*\n)+)", config, re.MULTILINE)
    assert block is not None
    assert {line.strip() for line in block.group(1).splitlines()} >= {"*.py", "data/"}
    for page in [*DOCS.glob("*.md"), *DOCS.glob("*/*.md")]:
        for target in LINK.findall(FENCE.sub("", page.read_text())):
            assert not target.endswith(".py"), f"{page.name} links {target}, not on the site"
            assert not target.startswith("data/"), f"{page.name} links {target}, not on the site"


def _gen(name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, DOCS / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _row(name: str, section: str, **fields: Any) -> dict[str, Any]:
    row = {"name": name, "section": section, "kind": "wrapped", "native_call": f"nf.{name}"}
    row |= {"native_us": 1.0, "ours_us": 1.0, "peer_us": None, "ratio": 1.0}
    return row | {"peer_ratio": None, "note": ""} | fields


def test_bench_figures_split_at_section_ends_and_tick_plainly() -> None:
    gen = _gen("gen_bench_figures")
    limit = gen.ROWS_PER_FIGURE
    rows = [_row(f"a{i}", "a") for i in range(limit - 5)]
    rows += [_row(f"b{i}", "b") for i in range(10)]  # does not fit after a: a new figure
    rows += [_row(f"c{i}", "c") for i in range(limit + 3)]  # too long alone: cut in it
    rows += [_row("alias", "c", kind="alias")]
    parts = gen._parts(rows)
    assert [len(part) for part in parts] == [limit - 5, 10, limit, 3]
    assert all(row["kind"] != "alias" for part in parts for row in part)
    # plain ratios, 1 always among them; fractions below 1 where the axis reaches 1/16
    ticks = gen._ticks(0.3, 3.0)
    assert ticks == [0.25, 0.5, 1.0, 2.0, 4.0]
    assert [gen._tick_label(ticks)(t, None) for t in ticks] == ["0.25", "0.5", "1", "2", "4"]
    wide = gen._ticks(0.004, 50.0)
    assert 1.0 in wide
    assert len(wide) <= 11
    assert gen._tick_label(wide)(wide[0], None) == "1/256"
    narrow = gen._ticks(0.82, 1.83)
    assert narrow == [0.5, 0.75, 1.0, 1.25, 1.5, 2.0]


def test_bench_page_says_why_a_row_has_no_ratio() -> None:
    gen = _gen("gen_bench_figures")
    failing = _row("qr", "linalg", native_call="da.linalg.qr", ratio=None, native_us=None)
    failing["note"] = "da.linalg.qr fails here: NotImplementedError"
    absent = _row("sort", "sorting", native_call="none", ratio=None, native_us=None)
    assert gen._blank_reason(failing) == "da.linalg.qr fails on this input: NotImplementedError"
    assert gen._blank_reason(absent) == "no native function to compare with"
    summary = {"aliases": 0, "wrapped": 3, "extra": 0, "no_native": ["sort", "qr"]}
    summary |= dict.fromkeys(
        ["median_namespace", "median_wrapped", "peer_median_namespace", "peer_median_wrapped"],
        1.0,
    )
    document = {
        "meta": {"date": "d", "arraydispatch": "0", "versions": {}, "python": "3", "machine": "m",
                 "rounds": 1, "budget_s": 0.001},
        "results": [{"backend": "dask", "size": 8, "peer": "p", "summary": summary,
                     "rows": [_row("add", "element-wise"), absent, failing]}],
    }  # fmt: skip
    page = gen.render(document)
    assert "No native function to compare with: `sort`." in page
    assert "`qr` (`da.linalg.qr`: NotImplementedError)" in page
    assert "![dask: ratio to native per function](figures/bench_dask.svg)" in page


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
    assert "not installed: torch, jax, tensorflow, dask, paddle, mlx" in capsys.readouterr().err

    assert gen.main(["--out", str(out)]) == 0
    page = out.read_text()
    assert (
        "Not installed when this page was generated: torch, jax, tensorflow, dask, paddle, mlx"
        in page
    )
    assert all(row[2:] == ["not installed"] * 6 for row in _table_rows(page))


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


def test_readme_table_of_tested_releases_is_generated() -> None:
    """The README's table comes from the registry rows and the noxfile (docs/gen_releases.py)."""
    spec = importlib.util.spec_from_file_location("gen_releases", DOCS / "gen_releases.py")
    assert spec is not None
    assert spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    readme = (ROOT / "README.md").read_text()
    assert generator.rewritten(readme) == readme, "stale: run python docs/gen_releases.py"
    for row in BACKENDS:
        assert f"`>={row.oldest}`" in readme
