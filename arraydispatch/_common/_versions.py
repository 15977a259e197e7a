"""The Array API standard's versions this library supports."""

from __future__ import annotations

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
