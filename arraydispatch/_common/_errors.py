"""The name of the namespace function an error belongs to, for helpers shared by many.

An axis check written once (``_common/_axes.py``) serves thirty functions; its
error should still say which one the user called. Passing the name down every call would
cost every call; reading it from the call stack costs only the call that raises.
"""

from __future__ import annotations

import re
import sys

from arraydispatch._common._spec import FFT, LINALG, NAMESPACE

_EXTENSIONS = ("linalg", "fft")
#: The standard's function names: a backend's helper with a public-looking name
#: (TensorFlow's ``reduce_axes``) is on the stack too, and is not what the user called.
_STANDARD = frozenset(NAMESPACE + LINALG + FFT)
#: Functions made by the binary factory run with its globals, under their own code name.
_FACTORY_MODULE = "arraydispatch._common._binary"


def public_caller() -> str:
    """The public namespace function on the stack above the helper calling this (``"sum"``,
    ``"linalg.vector_norm"``), or ``"this function"`` when there is none.

    Where one of ours calls another (``std`` calls ``var``), it is the outermost: the one
    the user called, found where the stack leaves arraydispatch.
    """
    helper = sys._getframe(1)
    helper_module = helper.f_globals.get("__name__", "")
    frame = helper.f_back
    found = fallback = None  # fallback: a public-looking function of ours, not a standard one
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if not module.startswith("arraydispatch.") and (found or fallback):
            break  # back in the user's code
        name = frame.f_code.co_name
        if (
            (module.startswith("arraydispatch.backends.") or module == _FACTORY_MODULE)
            and module != helper_module
            and not name.startswith(("_", "<"))
        ):
            section = module.rpartition(".")[2]
            public = f"{section}.{name}" if section in _EXTENSIONS else name
            if name in _STANDARD:
                found = public
            else:
                fallback = fallback or public
        frame = frame.f_back
    return found or fallback or "this function"


#: What a wrapper of ours catches and turns into a refusal (docs/errors.md, "the wrapper
#: rule"): raw errors that say nothing about which function or argument is wrong. An
#: ``except`` clause reads it only when something was raised, so the fast path pays nothing
#: (zero-cost exceptions, Python 3.11). TensorFlow's wrappers add ``tf.errors.OpError``.
#: NotImplementedError, a RuntimeError, is refused as NotImplementedError.
# OSError: Paddle raises it for "Unimplemented error" (a reshape to 10 dimensions, say)
RAW_ERRORS: tuple[type[Exception], ...] = (AttributeError, RuntimeError, KeyError, OSError)
#: Fragments of a framework's message that mean a wrong dtype rather than a wrong value.
_DTYPE_WORDS = re.compile(
    r"dtype|scalar type|not implemented for|not supported for|type \w+ (is )?not|"
    r"\b(Long|Int|Float|Double|Bool|Half|ComplexFloat|ComplexDouble)\b|"
    r"must be (a )?(floating|integer|boolean|complex)|boolean tensor|bool tensor",
    re.IGNORECASE,
)
#: The standard's parameters that take an array: a value there without ``shape`` and
#: ``dtype`` is named as the culprit.
_ARRAY_PARAMETERS = frozenset({"x", "x1", "x2", "condition", "indices", "arrays", "a", "b"})


def refusal(error: Exception) -> Exception:
    """The TypeError, ValueError or NotImplementedError that a wrapper raises, ``from
    error``, in place of a raw ``error`` raised inside it: named after the public function
    the user called and the argument at fault, the framework's message kept.

    Called only on the error path (``except RAW_ERRORS as error: raise refusal(error) from
    error``); it reads the wrapper's arguments off its frame, so the call costs nothing.
    """
    wrapper = sys._getframe(1)
    name = public_caller()
    code = wrapper.f_code
    count = code.co_argcount + code.co_kwonlyargcount
    count += bool(code.co_flags & 0x04)  # *args
    arguments = {p: wrapper.f_locals[p] for p in code.co_varnames[:count] if p in wrapper.f_locals}
    detail = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    for parameter, value in arguments.items():
        # ``arrays``: a sequence of them, or *arrays (a tuple)
        values = value if parameter == "arrays" and isinstance(value, list | tuple) else (value,)
        if parameter in _ARRAY_PARAMETERS and any(_not_an_array(v) for v in values):
            culprit = next(v for v in values if _not_an_array(v))
            return TypeError(
                f"{name}: {parameter} must be an array, not {type(culprit).__name__} "
                f"(convert it with xp.asarray first; {detail})"
            )
    described = ", ".join(f"{p}={_describe(v)}" for p, v in arguments.items())
    message = f"{name}({described}): {detail}"
    if isinstance(error, NotImplementedError):
        return NotImplementedError(message)
    if isinstance(error, AttributeError) or _DTYPE_WORDS.search(detail):
        return TypeError(message)
    return ValueError(message)


def _is_array(value: object) -> bool:
    return hasattr(value, "shape") and hasattr(value, "dtype")


def _not_an_array(value: object) -> bool:
    if isinstance(value, bool | int | float | complex):
        return False  # a Python scalar operand, which the binary functions take
    if isinstance(value, list | tuple) and value and all(_is_array(v) for v in value):
        return False  # ``arrays``, a sequence of arrays
    return not _is_array(value)


def _describe(value: object) -> str:
    """An argument as an error names it: an array as ``float32[2, 2]``, else its repr."""
    if _is_array(value):
        shape = ", ".join(str(d) for d in getattr(value, "shape", ()))
        dtype = getattr(value, "dtype", "")
        return f"{str(getattr(dtype, 'name', dtype)).rpartition('.')[2]}[{shape}]"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
