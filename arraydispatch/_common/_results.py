"""The standard's result tuples, defined once for every backend.

The standard names the fields (``unique_all(x).counts``, ``linalg.eigh(x).eigenvectors``);
the field values are the backend's own arrays. A backend whose framework already returns a
conforming NamedTuple (``numpy.unique_all``, ``torch.linalg.eigh``) returns that instead.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class UniqueAllResult(NamedTuple):
    values: Any
    indices: Any
    inverse_indices: Any
    counts: Any


class UniqueCountsResult(NamedTuple):
    values: Any
    counts: Any


class UniqueInverseResult(NamedTuple):
    values: Any
    inverse_indices: Any


class EigResult(NamedTuple):
    eigenvalues: Any
    eigenvectors: Any


class EighResult(NamedTuple):
    eigenvalues: Any
    eigenvectors: Any


class QRResult(NamedTuple):
    Q: Any
    R: Any


class SlogdetResult(NamedTuple):
    sign: Any
    logabsdet: Any


class SVDResult(NamedTuple):
    U: Any
    S: Any
    Vh: Any
