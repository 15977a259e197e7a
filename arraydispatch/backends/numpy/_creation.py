"""Creation functions for NumPy arrays: NumPy's own, but for ``from_dlpack``.

Deviations of ``from_dlpack``: an object without ``__dlpack__`` is a TypeError naming the fix
(NumPy's is an AttributeError); ``device="cpu"`` copies a producer that cannot export to the
host itself through host memory (NumPy's raises), and ``copy=False`` where a copy is needed
is a ``CopyNeededError`` (both the standard's BufferError and ValueError).
"""

from __future__ import annotations

from builtins import bool as py_bool
from typing import TYPE_CHECKING

import numpy as np
from numpy import (
    arange,
    asarray,
    empty,
    empty_like,
    eye,
    full,
    full_like,
    linspace,
    meshgrid,
    ones,
    ones_like,
    tril,
    triu,
    zeros,
    zeros_like,
)

from arraydispatch._common._dlpack import host_from_dlpack
from arraydispatch._common._errors import RAW_ERRORS as _RAW_ERRORS
from arraydispatch._common._errors import refusal as _refusal

if TYPE_CHECKING:
    from typing import Literal

__all__ = [
    "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
    "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
]  # fmt: skip


def from_dlpack(
    x: object, /, *, device: Literal["cpu"] | None = None, copy: py_bool | None = None
) -> np.ndarray:
    """An ndarray of ``x``'s memory through DLPack; ``device="cpu"``: copied to host memory
    where ``x`` is elsewhere.

    Examples
    --------
    >>> import numpy as np
    >>> import arraydispatch.backends.numpy as xp
    >>> xp.from_dlpack(np.arange(3), device="cpu").tolist()
    [0, 1, 2]
    """
    try:
        out: np.ndarray = host_from_dlpack(x, target="NumPy", device=device, copy=copy)
        return out
    except _RAW_ERRORS as error:
        raise _refusal(error) from error
