"""The binary element-wise functions of a backend, from one factory.

Most of them are the same wrapper: two operands of one dtype go straight to the framework's
function; anything else (mixed dtypes, a Python scalar) goes through the backend's
``promote`` first. The factory makes each one a closure whose code is renamed to the
function's own name, so a call is exactly one Python frame (as a hand-written ``def``, or
array-api-compat's ``_two_arg``), a traceback shows ``add`` rather than a generic name, and
:func:`~arraydispatch._common._errors.public_caller` can name it in errors.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from arraydispatch._common._errors import RAW_ERRORS, refusal

#: ``keep`` values of a backend's ``promote``: which Python-scalar operands the framework's
#: function takes as they are (where its own scalar rule agrees with the standard's).
NO_SCALARS, SECOND_SCALAR, ANY_SCALAR = 0, 1, 2


class Promote(Protocol):
    """A backend's ``promote``: both operands as its framework function must see them.

    Called only when the operands' dtypes differ or one is not an array, so it does not
    need its own fast path.
    """

    def __call__(self, x1: Any, x2: Any, keep: int, /) -> tuple[Any, Any]: ...


def binary(
    name: str,
    native: Callable[[Any, Any], Any],
    promote: Promote,
    *,
    keep: int = NO_SCALARS,
    module: str,
    raw: tuple[type[Exception], ...] = RAW_ERRORS,
) -> Callable[[Any, Any], Any]:
    """The standard's binary function ``name``: ``native`` after ``promote``.

    ``module`` is the backend module that exports it (its ``__name__``), so documentation
    tools and ``help()`` place it there. ``raw``: the errors it refuses as TypeError or
    ValueError (:func:`~arraydispatch._common._errors.refusal`), the framework's own
    error types added to the default ones.
    """

    def function(x1: Any, x2: Any, /) -> Any:
        # The fast path is one attribute read per operand and one identity test: dtypes are
        # interned singletons in torch, TensorFlow and Paddle. MLX's are equal but not always
        # identical (an array made from a list has a dtype object of its own), so an equal
        # pair takes the fast path too; the ``==`` runs only where the identity test failed,
        # and costs the other frameworks nothing on their fast path. (The try blocks cost
        # nothing until something is raised.)
        try:
            try:
                if x1.dtype is x2.dtype or x1.dtype == x2.dtype:
                    return native(x1, x2)
            except AttributeError:  # a Python scalar operand
                pass
            return native(*promote(x1, x2, keep))
        except raw as error:
            raise refusal(error) from error

    function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
    function.__name__ = function.__qualname__ = name
    function.__module__ = module
    function.__doc__ = (
        f"The standard's ``{name}(x1, x2, /)``: the framework's own function, after promoting "
        "the operands by the standard's type promotion rules."
    )
    return function


def binary_keywords(
    name: str,
    native: Callable[..., Any],
    promote: Callable[[Any, Any], tuple[Any, Any]],
    *,
    same: Callable[[Any, Any], bool],
    module: str,
) -> Callable[..., Any]:
    """:func:`binary`'s function for a framework whose function takes keywords of its own
    (NumPy's ufunc keywords: ``out=``, ``where=``, ...), passed on: ``native`` straight
    where ``same(x1, x2)`` (both operands already as ``native`` must see them), else after
    ``promote``. One frame, named ``name``."""

    def function(x1: Any, x2: Any, /, **kwargs: Any) -> Any:
        try:
            if same(x1, x2):
                return native(x1, x2, **kwargs)
            return native(*promote(x1, x2), **kwargs)
        except RAW_ERRORS as error:
            raise refusal(error) from error

    function.__code__ = function.__code__.replace(co_name=name, co_qualname=name)
    function.__name__ = function.__qualname__ = name
    function.__module__ = module
    function.__doc__ = (
        f"The standard's ``{name}(x1, x2, /)``: the framework's own function, after promoting "
        "the operands by the standard's type promotion rules; the framework's keywords pass on."
    )
    return function
