"""``__array_namespace_info__`` for every backend: one class, filled in per backend."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from arraydispatch._common import _promotion

if TYPE_CHECKING:
    from arraydispatch._namespace_protocol import Capabilities

#: The standard's dtype kinds (``isdtype`` / ``dtypes(kind=)``) -> the dtype names in each.
KINDS: Mapping[str, tuple[str, ...]] = {
    "bool": _promotion.BOOL,
    "signed integer": _promotion.SIGNED,
    "unsigned integer": _promotion.UNSIGNED,
    "integral": _promotion.INTEGER,
    "real floating": _promotion.REAL_FLOATING,
    "complex floating": _promotion.COMPLEX_FLOATING,
    "numeric": _promotion.NUMERIC,
}


def names_of_kind(kind: str | tuple[str, ...] | None) -> tuple[str, ...]:
    """The dtype names a ``kind`` argument selects, in the standard's order."""
    if kind is None:
        return _promotion.ALL
    kinds = (kind,) if isinstance(kind, str) else kind
    if not isinstance(kinds, tuple) or not all(isinstance(k, str) for k in kinds):
        raise TypeError(
            f"kind must be None, a str or a tuple of str, not {type(kind).__name__}; "
            f"the kinds are {', '.join(map(repr, KINDS))}."
        )
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise ValueError(
            f"kind={unknown[0]!r} is not a dtype kind of the standard; use one of "
            f"{', '.join(map(repr, KINDS))} (or a tuple of them)."
        )
    selected = {name for k in kinds for name in KINDS[k]}
    return tuple(name for name in _promotion.ALL if name in selected)


def unknown_device(device: Any, devices: Sequence[Any]) -> ValueError:
    """The error every backend raises for a ``device=`` argument it does not have, naming
    the devices it does have and the fix."""
    return ValueError(
        f"device={device!r} is not one of this namespace's devices {tuple(devices)!r}; pass "
        "one of them, or None for the default device."
    )


_FIRST: Any = object()  # default_device not given: the first of devices


class NamespaceInfo:
    """The object ``__array_namespace_info__()`` returns.

    Parameters
    ----------
    dtypes
        Standard dtype name -> the backend's dtype object, for the dtypes this process has.
    default_dtypes
        ``{"real floating": ..., "complex floating": ..., "integral": ..., "indexing": ...}``.
    devices
        The devices arrays can be put on.
    capabilities
        The standard's capability flags.
    default_device
        The device new arrays go to; the first of ``devices`` unless given (None is
        allowed: "the framework's current default placement").
    """

    __slots__ = ("_capabilities", "_default_device", "_default_dtypes", "_devices", "_dtypes")

    def __init__(
        self,
        *,
        dtypes: Mapping[str, Any],
        default_dtypes: Mapping[str, Any],
        devices: Sequence[Any],
        capabilities: Mapping[str, Any],
        default_device: Any = _FIRST,
    ) -> None:
        self._dtypes = dict(dtypes)
        self._default_dtypes = dict(default_dtypes)
        self._devices = list(devices)
        self._capabilities = dict(capabilities)
        self._default_device = self._devices[0] if default_device is _FIRST else default_device

    def capabilities(self) -> Capabilities:
        return cast("Capabilities", dict(self._capabilities))

    def default_device(self) -> Any:
        return self._default_device

    def devices(self) -> tuple[Any, ...]:
        # a tuple since 2025.12 (a list before)
        return tuple(self._devices)

    def _check_device(self, device: Any) -> None:
        if device is not None and device not in self._devices:
            raise unknown_device(device, self._devices)

    def default_dtypes(self, *, device: Any = None) -> dict[str, Any]:
        self._check_device(device)
        return dict(self._default_dtypes)

    def dtypes(
        self, *, device: Any = None, kind: str | tuple[str, ...] | None = None
    ) -> dict[str, Any]:
        self._check_device(device)
        return {name: self._dtypes[name] for name in names_of_kind(kind) if name in self._dtypes}
