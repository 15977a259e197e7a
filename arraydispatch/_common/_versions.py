"""Versions: of the Array API standard the namespaces implement, and of the frameworks under
them (the window of releases each backend is tested with, from its registry row's
``oldest`` to the newest)."""

from __future__ import annotations

import inspect
import re
import sys
import warnings
from collections.abc import Mapping
from importlib import metadata
from typing import Protocol


class Backend(Protocol):
    """What this module reads of a registry row (``arraydispatch._registry.Backend``), said
    here so that this module, which the registry imports, imports nothing above it."""

    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def framework(self) -> str: ...
    @property
    def module(self) -> str: ...
    @property
    def distributions(self) -> tuple[str, ...]: ...
    @property
    def oldest(self) -> str: ...


SUPPORTED_API_VERSIONS: tuple[str, ...] = ("2021.12", "2022.12", "2023.12", "2024.12", "2025.12")
"""Every revision of the standard a namespace here can be asked for, oldest first."""

API_VERSION: str = SUPPORTED_API_VERSIONS[-1]
"""The revision the namespaces implement, and the default of ``api_version``."""


def check_api_version(api_version: object) -> None:
    """Raise a ValueError naming the supported versions when ``api_version`` is not one."""
    if api_version not in SUPPORTED_API_VERSIONS:
        raise ValueError(
            f"api_version={api_version!r} is not a version of the Array API standard that "
            f"arraydispatch supports; use one of {', '.join(SUPPORTED_API_VERSIONS)} "
            f"or None for the newest ({API_VERSION})."
        )


class UntestedVersionWarning(UserWarning):
    """A framework's installed release is older than the oldest one arraydispatch is tested
    with: its namespace loads, but may not follow the standard there.

    Issued once per framework and process, when its namespace is first loaded. Filter it
    (``warnings.filterwarnings("ignore", category=arraydispatch.UntestedVersionWarning)``) or
    make it an error (``-W error::arraydispatch.UntestedVersionWarning``).
    """


_LEADING_NUMBER = re.compile(r"\d+")


def release(version: object) -> tuple[int, ...]:
    """The numeric release of a version string, for comparisons made once at import:
    ``"2.5.1+cu121"`` -> ``(2, 5, 1)``, ``"2.0.0rc1"`` -> ``(2, 0, 0)``, ``"2024.12.1"`` ->
    ``(2024, 12, 1)``. Never raises: it stops at the first part that is not a number (and
    is ``()`` for no version at all), so a probe built on it cannot fail at import."""
    numbers: list[int] = []
    for part in str(version).split("."):
        match = _LEADING_NUMBER.match(part)
        if match is None:
            break
        numbers.append(int(match.group()))
        if match.end() != len(part):  # "0rc1": a pre-release of the number read so far
            break
    return tuple(numbers)


def takes_keyword(function: object, name: str) -> bool:
    """Whether ``function``'s signature has a parameter ``name``, for a probe made once at
    import (a keyword one release of a framework added). Never raises: a function whose
    signature cannot be read (a builtin without one) takes no such keyword."""
    try:
        return name in inspect.signature(function).parameters  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False


#: the backends already checked in this process (one warning per framework and process)
_CHECKED: set[str] = set()


def framework_release(backend: Backend) -> str | None:
    """The release of ``backend``'s framework, which is imported: its module's
    ``__version__`` (that of the package it is in, for ``dask.array``), else the metadata of
    its installed distribution."""
    for module in (backend.framework, backend.framework.partition(".")[0]):
        version = getattr(sys.modules.get(module), "__version__", None)
        if isinstance(version, str):
            return version
    return installed_release(backend)


#: The registry's rows by name (``_registry.BACKENDS_BY_NAME``, the same dict), given by the
#: registry when it is imported (provide_rows): it imports this module, so this one does not
#: reach up for them.
_ROWS: Mapping[str, Backend] = {}


def provide_rows(rows: Mapping[str, Backend], /) -> None:
    """Give check_tested_release the registry's rows by name (called once, at import)."""
    global _ROWS
    _ROWS = rows


def check_tested_release(name: str) -> None:
    """Warn (UntestedVersionWarning), once per process, when the imported release of backend
    ``name``'s framework is older than its registry row's ``oldest``; called at the end of
    each backend's ``__init__``, where TorchDynamo does not trace it (an older release that
    fails before then is ``unloadable``'s ImportError, which says the same)."""
    if name in _CHECKED:
        return
    _CHECKED.add(name)
    backend = _ROWS[name]
    version = framework_release(backend)
    if release(version) < release(backend.oldest):
        warnings.warn(
            f"arraydispatch is tested with {backend.title} {backend.oldest} and newer; "
            f"{backend.title} {version} is installed, where its namespace may not follow the "
            f"standard. Upgrade with pip install '{backend.distributions[0]}>={backend.oldest}'.",
            UntestedVersionWarning,
            stacklevel=3,
        )


def installed_release(backend: Backend) -> str | None:
    """The installed release of ``backend``'s framework (of the first of its distributions
    that is installed), or None; reads package metadata, imports nothing."""
    for distribution in backend.distributions:
        try:
            return metadata.version(distribution)
        except metadata.PackageNotFoundError:
            continue
    return None


def unloadable(backend: Backend, error: Exception) -> ImportError:
    """The error for a namespace module that failed to import: which release is installed,
    which ones are tested, and what failed."""
    installed = installed_release(backend) or "(release unknown)"
    below = release(installed) < release(backend.oldest)
    advice = (
        f"that is older than {backend.oldest}, the oldest release arraydispatch is tested "
        f"with: pip install '{backend.distributions[0]}>={backend.oldest}'"
        if below
        else "that release is in the tested window, so this is a bug of arraydispatch's: "
        "please report it with this message"
    )
    return ImportError(
        f"arraydispatch could not load its {backend.title} namespace ({backend.module}) with "
        f"{backend.title} {installed} installed; {advice}. "
        f"The cause: {type(error).__name__}: {error}"
    )
