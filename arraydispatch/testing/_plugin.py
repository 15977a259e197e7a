"""The pytest side: the ``--xp`` option, the ``xp`` fixture and the backend markers.

Nothing here runs unless a pytest run asks for the plugin (``-p arraydispatch.testing`` or
``pytest_plugins``): there is no ``pytest11`` entry point, so installing arraydispatch changes
no other project's test runs.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from arraydispatch._common._versions import installed_release, release
from arraydispatch._dispatch import namespace
from arraydispatch._registry import BACKENDS, BACKENDS_BY_NAME, Backend

#: The markers that name backends: a known gap (strict xfail) and a check that does not apply.
BACKEND_MARKERS = ("xfail_backend", "skip_backend")

_MARKER_HELP = (
    "xfail_backend(*names, reason, since=None, before=None): a known gap of these backends (a "
    "strict xfail there), with its reason; since/before: only from / below that release of "
    "the backend's framework",
    "skip_backend(*names, reason, since=None, before=None): a check that does not apply to "
    "these backends, with the reason; since/before as for xfail_backend",
)

_SELECTED = pytest.StashKey[list[str]]()


def _installed(row: Backend) -> bool:
    # The whole module path (mlx.core, dask.array): a namespace package or a half-removed
    # install can leave the top-level name findable while the framework is not there.
    try:
        return importlib.util.find_spec(row.framework) is not None
    except (ImportError, ValueError):  # a parent package that is missing or broken
        return False


def installed_backends() -> list[str]:
    """The built-in backends whose framework is installed here, in the registry's order.

    Returns
    -------
    list[str]
        Backend names, as ``arraydispatch.namespace()`` takes them.

    Examples
    --------
    >>> from arraydispatch.testing import installed_backends
    >>> "numpy" in installed_backends()
    True
    """
    return [row.name for row in BACKENDS if _installed(row)]


def _select(option: str | None) -> list[str]:
    """The backends ``--xp`` names (all installed ones without it), or a UsageError."""
    installed = installed_backends()
    if option is None:
        return installed
    names = [name.strip() for name in option.split(",") if name.strip()]
    known = ", ".join(BACKENDS_BY_NAME)
    if not names:
        raise pytest.UsageError(f"--xp names no backend; the backends are {known}.")
    for name in names:
        if name not in BACKENDS_BY_NAME:
            raise pytest.UsageError(
                f"--xp={option}: there is no backend named {name!r}; the backends are {known}."
            )
        if name not in installed:
            row = BACKENDS_BY_NAME[name]
            raise pytest.UsageError(
                f"--xp={option}: {row.title} is not installed here (module {row.framework!r} "
                f"not found); install it (pip install 'arraydispatch[{name}]') or leave "
                f"{name!r} out. Installed: {', '.join(installed) or 'none'}."
            )
    return list(dict.fromkeys(names))  # in the order given, once each


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("arraydispatch", "arraydispatch.testing")
    group.addoption(
        "--xp",
        default=None,
        metavar="NAMES",
        help=(
            "comma-separated backends for the xp fixture, e.g. --xp=numpy,torch "
            f"(default: every installed one of {', '.join(BACKENDS_BY_NAME)})"
        ),
    )


def pytest_configure(config: pytest.Config) -> None:
    for line in _MARKER_HELP:
        config.addinivalue_line("markers", line)
    config.stash[_SELECTED] = _select(config.getoption("xp", None))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "xp" not in metafunc.fixturenames:
        return
    for marker in metafunc.definition.iter_markers("parametrize"):
        names = marker.args[0] if marker.args else marker.kwargs.get("argnames", ())
        if "xp" in ([n.strip() for n in names.split(",")] if isinstance(names, str) else names):
            return  # the test chose its backends itself
    selected: list[str] = metafunc.config.stash[_SELECTED]
    metafunc.parametrize("xp", selected, indirect=True)


def _check_backend_markers(item: pytest.Item) -> None:
    """Raise a UsageError for a backend marker that names no backend, or no reason."""
    for kind in BACKEND_MARKERS:
        for marker in item.iter_markers(kind):
            unknown = [name for name in marker.args if name not in BACKENDS_BY_NAME]
            if not marker.args or unknown:
                raise pytest.UsageError(
                    f"{item.nodeid}: @pytest.mark.{kind}({', '.join(map(repr, marker.args))})"
                    f" names {'no backend' if not marker.args else f'unknown backends {unknown}'};"
                    f" the backends are {', '.join(map(repr, BACKENDS_BY_NAME))}."
                )
            if not marker.kwargs.get("reason"):
                raise pytest.UsageError(
                    f"{item.nodeid}: @pytest.mark.{kind}(...) needs reason='why'."
                )


def _in_releases(name: str, marker: pytest.Mark) -> bool:
    """Whether backend ``name``'s installed framework release is in the marker's window:
    ``since`` (that release and newer) and ``before`` (older than that release), each
    optional; read from package metadata, so the framework need not be imported."""
    since, before = marker.kwargs.get("since"), marker.kwargs.get("before")
    if since is None and before is None:
        return True
    installed = release(installed_release(BACKENDS_BY_NAME[name]))
    return (since is None or installed >= release(since)) and (
        before is None or installed < release(before)
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # at collection, so that a typo is caught even where that backend is not installed
    for item in items:
        _check_backend_markers(item)


@pytest.fixture
def xp(request: pytest.FixtureRequest) -> Any:
    """The arraydispatch namespace of one backend: the test runs once per backend.

    Every installed backend, or those ``--xp`` names. A test marked
    ``@pytest.mark.xfail_backend("tensorflow", reason=...)`` is an expected failure (strict)
    on that backend only; one marked ``@pytest.mark.skip_backend("numpy", reason=...)`` is
    skipped there, for a check that does not apply to it (which error, where NaN sorts),
    not for a gap.
    """
    name = getattr(request, "param", None)
    if name is None:
        raise pytest.UsageError(
            f"{request.node.nodeid}: the xp fixture is parametrized by the "
            f"arraydispatch.testing plugin's pytest_generate_tests; request it from a test."
        )
    for marker in request.node.iter_markers("skip_backend"):
        if name in marker.args and _in_releases(name, marker):
            pytest.skip(f"{name}: {marker.kwargs['reason']}")
    for marker in request.node.iter_markers("xfail_backend"):
        if name in marker.args and _in_releases(name, marker):
            request.applymarker(pytest.mark.xfail(reason=marker.kwargs["reason"], strict=True))
    try:
        return namespace(name)
    except ModuleNotFoundError as error:
        # Skip only when the framework itself is missing. Any other missing module (one of
        # ours, from a typo in an internal import, or a framework's broken dependency) fails,
        # or the test would report "skipped" for a bug.
        framework = BACKENDS_BY_NAME[name].framework.partition(".")[0]
        if (error.name or "").partition(".")[0] != framework:
            raise
        pytest.skip(f"{name}: {error}")
