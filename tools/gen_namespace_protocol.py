"""Generate ``arraydispatch/_namespace_protocol.py`` from the Array API standard's own stubs.

The standard publishes its signatures as Python stubs (data-apis/array-api,
``src/array_api_stubs/_2025_12/``) whose ``array``/``dtype``/``device`` are placeholder
TypeVars. This script reads them with :mod:`ast` (nothing is imported) and writes one generic
Protocol per namespace, with ``ArrayT``/``DTypeT``/``DeviceT`` in place of the placeholders:

- ``Namespace``: every function of the main namespace, the constants, the dtypes (their
  names are the keys of the stubs' ``DataTypes``), ``__array_api_version__``,
  ``__array_namespace_info__`` and the ``linalg``/``fft`` extensions as attributes;
- ``LinalgNamespace``, ``FFTNamespace``, ``Info`` (what ``__array_namespace_info__()``
  returns);
- one result Protocol per function the standard says returns a namedtuple, with the field
  names its docstring gives (``unique_all`` -> ``values, indices, inverse_indices, counts``).

Usage::

    python tools/gen_namespace_protocol.py --stubs <array-api>/src/array_api_stubs/_2025_12
    python tools/gen_namespace_protocol.py --stubs ... --check   # exit 1 if the file differs

``--stubs`` defaults to the ``ARRAY_API_STUBS_DIR`` environment variable. The stubs must be
those of data-apis/array-api at ``PINNED_COMMIT``; the commit is written into the header, so
a bump of the pin is a visible diff of the generated file.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import hashlib
import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

PINNED_REPOSITORY = "data-apis/array-api"
PINNED_COMMIT = "5f847a3858875c682ae901aa22b0413bf24be9da"
STUBS_SUBDIR = "src/array_api_stubs/_2025_12"
OUTPUT = Path(__file__).resolve().parent.parent / "arraydispatch" / "_namespace_protocol.py"

# The main namespace's functions, module by module, in the order of the stubs' __init__.py
# (array_object.py, constants.py and data_types.py hold no namespace functions).
MAIN_MODULES = (
    "creation_functions",
    "data_type_functions",
    "elementwise_functions",
    "indexing_functions",
    "linear_algebra_functions",
    "manipulation_functions",
    "searching_functions",
    "set_functions",
    "sorting_functions",
    "statistical_functions",
    "utility_functions",
)
# The stubs' placeholder TypeVars -> this module's type parameters.
PLACEHOLDERS = {"array": "ArrayT", "dtype": "DTypeT", "device": "DeviceT"}
# The stubs' other names -> what they are here.
NAMES = {
    "bool": "builtins.bool",  # `bool` is also a dtype attribute of Namespace
    "int": "int",
    "float": "float",
    "complex": "complex",
    "str": "str",
    "object": "object",
    "None": "None",
    "Sequence": "Sequence",
    "NestedSequence": "NestedSequence[builtins.bool | int | float | complex]",
    "SupportsBufferProtocol": "Buffer",
    "finfo_object": "FInfo[DTypeT]",
    "iinfo_object": "IInfo[DTypeT]",
    "Info": "Info[DTypeT, DeviceT]",
    "Capabilities": "Capabilities",
    # TypedDicts whose keys are not identifiers ("real floating") cannot be generic in
    # DTypeT (only the class syntax can be), so these are mappings of str.
    "DataTypes": "Mapping[str, DTypeT]",
    "DefaultDataTypes": "Mapping[str, DTypeT]",
}
GENERIC_ALIASES = {"Tuple": "tuple", "List": "list", "Sequence": "Sequence"}
NAMEDTUPLE = re.compile(r"namedtuple\s*(.*?)\s*whose", re.DOTALL)
LINE = 100


class StubError(Exception):
    """The stubs hold something this script does not know how to translate."""


@dataclass
class Function:
    name: str
    signature: list[str]  # the parameters, each as written in a def
    returns: str
    summary: str


def _literal_members(node: ast.expr) -> list[ast.expr]:
    return list(node.elts) if isinstance(node, ast.Tuple) else [node]


def annotation(node: ast.expr | None) -> str:
    """The stubs' annotation as this module writes it."""
    if node is None:
        raise StubError("a parameter or return value without an annotation")
    if isinstance(node, ast.Constant) and node.value is None:
        return "None"
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return annotation(ast.parse(node.value, mode="eval").body)
    if isinstance(node, ast.Name):
        if node.id in PLACEHOLDERS:
            return PLACEHOLDERS[node.id]
        if node.id in NAMES:
            return NAMES[node.id]
        raise StubError(f"unknown name {node.id!r} in an annotation")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _union([annotation(node.left), annotation(node.right)])
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        head = node.value.id
        args = _literal_members(node.slice)
        if head == "Optional":
            return _union([annotation(args[0]), "None"])
        if head == "Union":
            return _union([annotation(arg) for arg in args])
        if head == "Literal":
            return _literal(args)
        if head in GENERIC_ALIASES:
            inner = ", ".join("..." if _is_ellipsis(arg) else annotation(arg) for arg in args)
            return f"{GENERIC_ALIASES[head]}[{inner}]"
        if head == "NestedSequence":
            return f"NestedSequence[{annotation(args[0])}]"
    raise StubError(f"cannot translate the annotation {ast.unparse(node)!r}")


def _is_ellipsis(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is Ellipsis


def _literal(members: list[ast.expr]) -> str:
    # Literal[inf, -inf] is what the standard means (matrix_norm's ord), but a Literal holds
    # only str/bytes/int/bool/enum/None values: infinities become `float`, which the stubs'
    # own Union beside them (int, float) already admits.
    kept = [m for m in members if isinstance(m, ast.Constant)]
    parts = [f"Literal[{', '.join(_repr(m.value) for m in kept)}]"] if kept else []
    if len(kept) < len(members):
        parts.append("float")
    return _union(parts)


def _repr(value: object) -> str:
    return json.dumps(value) if isinstance(value, str) else repr(value)


def _union(parts: list[str]) -> str:
    flat: list[str] = []
    for part in parts:
        for piece in _split_union(part):
            if piece not in flat:
                flat.append(piece)
    # None last, as written by hand
    flat.sort(key=lambda piece: piece == "None")
    return " | ".join(flat)


def _split_union(text: str) -> list[str]:
    pieces, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += char in "[("
        depth -= char in "])"
        if depth == 0 and text.startswith(" | ", i):
            pieces.append(text[start:i])
            start = i + 3
    pieces.append(text[start:])
    return [piece for piece in pieces if piece]


def _summary(function: ast.FunctionDef) -> str:
    doc = ast.get_docstring(function) or ""
    first = doc.strip().split("\n\n")[0]
    return " ".join(first.split())


def _parameters(args: ast.arguments) -> list[str]:
    out: list[str] = []
    positional = [*args.posonlyargs, *args.args]
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for i, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        out.append(_parameter(arg, default))
        if args.posonlyargs and i == len(args.posonlyargs) - 1:
            out.append("/")
    if args.vararg is not None:
        out.append(f"*{args.vararg.arg}: {annotation(args.vararg.annotation)}")
    elif args.kwonlyargs:
        out.append("*")
    for arg, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        out.append(_parameter(arg, default))
    if args.kwarg is not None:
        raise StubError("a **kwargs parameter")
    return out


def _parameter(arg: ast.arg, default: ast.expr | None) -> str:
    text = f"{arg.arg}: {annotation(arg.annotation)}"
    if default is None:
        return text
    value = ast.literal_eval(default)  # the stubs' defaults are literals: None, -1, "fro", ...
    return f"{text} = {_repr(value)}"


def read_functions(path: Path) -> list[Function]:
    """The public functions of one stub module, in the order they are defined."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    functions = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        if node.name.startswith("_") and node.name != "__array_namespace_info__":
            continue
        functions.append(
            Function(
                name=node.name,
                signature=_parameters(node.args),
                returns=_returns(node),
                summary=_summary(node),
            )
        )
    return functions


def _returns(function: ast.FunctionDef) -> str:
    returns = annotation(function.returns)
    fields = namedtuple_fields(function)
    if fields is None:
        return returns
    arity = returns.count("ArrayT")
    if not returns.startswith("tuple[") or arity != len(fields):
        raise StubError(f"{function.name}: namedtuple fields {fields} but returns {returns}")
    return f"{result_class(function.name)}[ArrayT]"


def namedtuple_fields(function: ast.FunctionDef) -> list[str] | None:
    """The field names of the namedtuple a function returns, from its docstring."""
    match = NAMEDTUPLE.search(ast.get_docstring(function) or "")
    if match is None:
        return None
    return re.findall(r"[A-Za-z_][A-Za-z_0-9]*", match.group(1))


def result_class(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_")) + "Result"


def read_results(paths: list[Path]) -> dict[str, list[str]]:
    """Function name -> namedtuple fields, over the given stub modules, in order."""
    results: dict[str, list[str]] = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                fields = namedtuple_fields(node)
                if fields is not None:
                    results.setdefault(node.name, fields)
    return results


def read_dtype_names(stubs: Path) -> list[str]:
    """The standard's dtype names: the keys of ``DataTypes`` in ``_types.py``."""
    tree = ast.parse((stubs / "_types.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "DataTypes"
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.args[1], ast.Dict)
        ):
            keys = node.value.args[1].keys
            return [str(k.value) for k in keys if isinstance(k, ast.Constant)]
    raise StubError("no DataTypes TypedDict in _types.py")


# The stubs' Capabilities TypedDict names a key "max rank", but the normative text of
# capabilities() (and array-api-tests, and every library) says "max dimensions".
CAPABILITY_KEY_FIXES = {"max rank": "max dimensions"}


def read_capabilities(stubs: Path) -> list[tuple[str, str]]:
    """The keys and value types of ``Capabilities``: types from ``_types.py``, keys as
    ``capabilities()``'s documentation lists them."""
    tree = ast.parse((stubs / "_types.py").read_text(encoding="utf-8"))
    documented = _documented_capability_keys(stubs)
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "Capabilities"
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.args[1], ast.Dict)
        ):
            items = zip(node.value.args[1].keys, node.value.args[1].values, strict=True)
            keys = []
            for key, value in items:
                if not isinstance(key, ast.Constant) or not isinstance(key.value, str):
                    raise StubError("a Capabilities key that is not a str literal")
                name = CAPABILITY_KEY_FIXES.get(key.value, key.value)
                if name not in documented:
                    raise StubError(f"Capabilities key {name!r} is not in capabilities()' text")
                keys.append((name, annotation(value)))
            return keys
    raise StubError("no Capabilities TypedDict in _types.py")


def _documented_capability_keys(stubs: Path) -> list[str]:
    tree = ast.parse((stubs / "info.py").read_text(encoding="utf-8"))
    function = next(
        n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "capabilities"
    )
    return re.findall(r'^\s*-\s+`"([^"]+)"`', ast.get_docstring(function) or "", re.MULTILINE)


def read_constants(stubs: Path) -> list[tuple[str, str]]:
    """``constants.py``'s names with their Python types (``e: float``, ``newaxis: None``)."""
    tree = ast.parse((stubs / "constants.py").read_text(encoding="utf-8"))
    constants = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name == "__all__":
                continue
            value = node.value
            if isinstance(value, ast.Constant) and value.value is None:
                constants.append((name, "None"))
            elif (isinstance(value, ast.Constant) and isinstance(value.value, float)) or (
                isinstance(value, ast.Call) and ast.unparse(value.func) == "float"
            ):
                constants.append((name, "float"))
            else:
                raise StubError(f"constant {name} = {ast.unparse(value)}")
    return constants


# ---- writing --------------------------------------------------------------------------------


def _def(function: Function, *, self_name: str = "self") -> list[str]:
    params = [self_name, *function.signature]
    one_line = f"    def {function.name}({', '.join(params)}) -> {function.returns}:"
    lines = [one_line] if len(one_line) <= LINE else [
        f"    def {function.name}(",
        *(line for param in params for line in _param_lines(param)),
        f"    ) -> {function.returns}:",
    ]  # fmt: skip
    lines.append(f'        """{_docline(function.summary, 8)}"""')
    lines.append("        ...")
    return lines


def _param_lines(param: str) -> list[str]:
    """One parameter of an exploded signature; a union too long for a line is split at its
    ``|`` the way ruff format splits it, so the output needs no formatter."""
    line = f"        {param},"
    if len(line) <= LINE or "=" in param:
        return [line]
    name, _, type_ = param.partition(": ")
    first, *rest = _split_union(type_)
    return [f"        {name}: {first}", *(f"        | {piece}" for piece in rest[:-1]),
            f"        | {rest[-1]},"]  # fmt: skip


def _docline(summary: str, indent: int) -> str:
    room = LINE - indent - 6
    text = summary.replace('"""', "'''").replace("\\", "\\\\")
    if len(text) <= room:
        return text
    return text[: room - 3].rstrip() + "..."


def _property(name: str, type_: str, doc: str) -> list[str]:
    return [
        "    @property",
        f"    def {name}(self) -> {type_}:",
        f'        """{doc}"""',
        "        ...",
    ]


def _banner(title: str) -> str:
    return f"    # ---- {title} " + "-" * (LINE - 12 - len(title))


HEADER = '''\
"""The Array API {version} namespace as generic Protocols, for type checkers.

GENERATED by tools/gen_namespace_protocol.py (sha256 {generator}) from the standard's
signature stubs: {repository} @ {commit},
{subdir}/.
Do not edit by hand; run the script (tests/test_namespace_protocol.py says how).

``Namespace[ArrayT, DTypeT, DeviceT]`` is the standard's namespace with its placeholders
``array``/``dtype``/``device`` as type parameters. Constants, dtypes and the ``linalg``/``fft``
extensions are read-only properties, so a module whose ``float32`` is a framework's dtype
object satisfies it structurally. Functions the standard says return a namedtuple return a
Protocol with the namedtuple's fields (each framework's namedtuple is its own class, and a
NamedTuple type cannot be matched structurally).
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypedDict

if TYPE_CHECKING:
    from typing_extensions import Buffer, TypeVar
else:
    # typing.TypeVar takes default= from Python 3.13; checkers read typing_extensions'
    # TypeVar, which has it, and at run time it is dropped.
    from typing import TypeVar as _TypeVar

    Buffer = Any

    def TypeVar(name: str, *, default: Any = None, **variance: bool) -> Any:
        return _TypeVar(name, **variance)


__all__ = [
{all}
]

#: The array type of a namespace (``numpy.ndarray``, ``torch.Tensor``, ``jax.Array``, ...).
ArrayT = TypeVar("ArrayT", default=Any)
#: The dtype objects of a namespace (``torch.dtype``, ...).
DTypeT = TypeVar("DTypeT", default=Any)
#: The device objects of a namespace (``torch.device``, ...).
DeviceT = TypeVar("DeviceT", default=Any)
ArrayT_co = TypeVar("ArrayT_co", covariant=True, default=Any)
DTypeT_co = TypeVar("DTypeT_co", covariant=True, default=Any)
DTypeT_contra = TypeVar("DTypeT_contra", contravariant=True, default=Any)
DeviceT_co = TypeVar("DeviceT_co", covariant=True, default=Any)
DeviceT_contra = TypeVar("DeviceT_contra", contravariant=True, default=Any)
_T_co = TypeVar("_T_co", covariant=True)

API_VERSION = "{version}"


class NestedSequence(Protocol[_T_co]):
    """A nested sequence of scalars, as ``asarray`` takes it (``[[1.0, 2.0], [3.0, 4.0]]``)."""

    def __getitem__(self, key: int, /) -> _T_co | NestedSequence[_T_co]: ...
    def __len__(self, /) -> int: ...


class FInfo(Protocol[DTypeT_co]):
    """What ``finfo`` returns: machine limits of a floating-point dtype."""

    @property
    def bits(self) -> int: ...
    @property
    def eps(self) -> float: ...
    @property
    def max(self) -> float: ...
    @property
    def min(self) -> float: ...
    @property
    def smallest_normal(self) -> float: ...
    @property
    def dtype(self) -> DTypeT_co: ...


class IInfo(Protocol[DTypeT_co]):
    """What ``iinfo`` returns: machine limits of an integer dtype."""

    @property
    def bits(self) -> int: ...
    @property
    def max(self) -> int: ...
    @property
    def min(self) -> int: ...
    @property
    def dtype(self) -> DTypeT_co: ...


Capabilities = TypedDict(
    "Capabilities",
    {{
{capabilities}
    }},
)
'''


def _result_protocol(name: str, fields: list[str]) -> list[str]:
    lines = [
        "",
        "",
        f"class {result_class(name)}(Protocol[ArrayT_co]):",
        f'    """What ``{name}`` returns: a namedtuple ``({", ".join(fields)})``."""',
        "",
    ]
    for field in fields:
        lines += ["    @property", f"    def {field}(self) -> ArrayT_co: ..."]
    lines += [
        "    def __getitem__(self, index: int, /) -> ArrayT_co: ...",
        "    def __iter__(self) -> Iterator[ArrayT_co]: ...",
        "    def __len__(self) -> int: ...",
    ]
    return lines


def _namespace_class(
    name: str,
    doc: str,
    sections: list[tuple[str, list[Function]]],
    extra: list[str],
    parameters: tuple[str, ...] = ("ArrayT", "DTypeT", "DeviceT"),
) -> list[str]:
    body = [f'    """{doc}"""']
    if extra:
        body += ["", *extra]
    for title, functions in sections:
        body += ["", _banner(title)]
        for function in functions:
            body += ["", *_def(function)]
    # A protocol's type parameters must have the variance their use implies (mypy checks
    # it, and infer_variance= is PEP 695's, not mypy's for a TypeVar call): a parameter only
    # in argument types is contravariant, only in return types covariant.
    variance = _variances(body, parameters)
    parameters = tuple(p for p in parameters if variance[p] is not None)
    renamed = [f"{p}{variance[p]}" for p in parameters]
    header = f"class {name}(Protocol[{', '.join(renamed)}]):"
    lines = ["", "", header, *body]
    for parameter in parameters:
        suffix = variance[parameter]
        if suffix:
            pattern = re.compile(rf"\b{parameter}\b")
            lines[3:] = [pattern.sub(parameter + suffix, line) for line in lines[3:]]
    return lines


def _reference(class_lines: list[str]) -> str:
    """``LinalgNamespace[ArrayT, DTypeT]`` for a class generated by ``_namespace_class``: its
    type parameters without their variance suffixes, as the enclosing class's own."""
    header = class_lines[2]
    name, _, rest = header.removeprefix("class ").partition("(Protocol[")
    parameters = rest.removesuffix("]):").split(", ")
    return f"{name}[{', '.join(re.sub('_co$|_contra$', '', p) for p in parameters)}]"


def _variances(body: list[str], parameters: tuple[str, ...]) -> dict[str, str | None]:
    """Type parameter -> "" (invariant), "_co", "_contra", or None where it is unused."""
    signatures, current = [], ""
    for line in body:
        if line.strip().startswith("def ") or current:
            current += line.strip()
            if current.endswith(":"):
                signatures.append(current)
                current = ""
    uses: dict[str, set[str]] = {p: set() for p in parameters}
    for signature in signatures:
        arguments, _, returns = signature.rpartition(") -> ")
        for parameter in parameters:
            if re.search(rf"\b{parameter}\b", arguments):
                uses[parameter].add("in")
            if re.search(rf"\b{parameter}\b", returns):
                uses[parameter].add("out")
    suffix = {frozenset({"in"}): "_contra", frozenset({"out"}): "_co", frozenset(): None}
    return {p: suffix.get(frozenset(uses[p]), "") for p in parameters}


def generate(stubs: Path) -> str:
    """The text of ``_namespace_protocol.py`` for the stubs in ``stubs``."""
    stubs = Path(stubs)
    if not (stubs / "_types.py").is_file():
        raise StubError(f"{stubs} holds no array-api stubs (no _types.py)")
    version = ".".join(stubs.name.lstrip("_").split("_"))

    main = [(module, read_functions(stubs / f"{module}.py")) for module in MAIN_MODULES]
    linalg = read_functions(stubs / "linalg.py")
    fft = read_functions(stubs / "fft.py")
    info = read_functions(stubs / "info.py")
    namespace_info = next(f for f in info if f.name == "__array_namespace_info__")
    info = [f for f in info if f is not namespace_info]
    results = read_results([stubs / f"{m}.py" for m in (*MAIN_MODULES, "linalg")])

    main_extra = _property("__array_api_version__", "str", "The standard's version.")
    main_extra += ["", _banner("constants")]
    for constant, type_ in read_constants(stubs):
        main_extra += ["", *_property(constant, type_, f"The standard's ``{constant}``.")]
    main_extra += ["", _banner("data types")]
    for dtype in read_dtype_names(stubs):
        main_extra += ["", *_property(dtype, "DTypeT", f"The ``{dtype}`` data type.")]
    main_extra += ["", _banner("extensions and inspection")]
    linalg_class = _namespace_class(
        "LinalgNamespace",
        "The standard's ``linalg`` extension: ``xp.linalg``.",
        [("linalg", linalg)],
        [],
    )
    fft_class = _namespace_class(
        "FFTNamespace", "The standard's ``fft`` extension: ``xp.fft``.", [("fft", fft)], []
    )
    main_extra += [
        "",
        *_property("linalg", _reference(linalg_class), "The linear algebra extension."),
        "",
        *_property("fft", _reference(fft_class), "The FFT extension."),
        "",
        *_def(namespace_info),
    ]
    sections = [(module.replace("_", " "), functions) for module, functions in main]

    names = [
        "API_VERSION",
        "ArrayT",
        "Capabilities",
        "DTypeT",
        "DeviceT",
        "FFTNamespace",
        "FInfo",
        "IInfo",
        "Info",
        "LinalgNamespace",
        "Namespace",
        "NestedSequence",
        *(result_class(name) for name in results),
    ]
    capabilities = read_capabilities(stubs)
    text = HEADER.format(
        version=version,
        repository=PINNED_REPOSITORY,
        commit=PINNED_COMMIT,
        subdir=STUBS_SUBDIR,
        generator=generator_digest(),
        all="\n".join(f'    "{name}",' for name in sorted(names)),
        capabilities="\n".join(f'        "{key}": {type_},' for key, type_ in capabilities),
    )
    lines = text.rstrip("\n").split("\n")
    for name, fields in results.items():
        lines += _result_protocol(name, fields)
    lines += _namespace_class(
        "Info",
        "What ``__array_namespace_info__()`` returns.",
        [("inspection", info)],
        [],
        ("DTypeT", "DeviceT"),
    )
    lines += linalg_class + fft_class
    lines += _namespace_class(
        "Namespace",
        f"An Array API {version} namespace whose arrays are ``ArrayT``.",
        sections,
        main_extra,
    )
    return "\n".join(lines) + "\n"


def generator_digest() -> str:
    """This script's own sha256 (16 hex digits), written into the header: CI, which has no
    stubs to regenerate from, fails on a change to the script that was not regenerated
    (tests/test_namespace_protocol.py)."""
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--stubs",
        type=Path,
        default=os.environ.get("ARRAY_API_STUBS_DIR"),
        help=f"{PINNED_REPOSITORY}'s {STUBS_SUBDIR} at {PINNED_COMMIT[:12]} "
        "(default: $ARRAY_API_STUBS_DIR)",
    )
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if the output differs"
    )
    args = parser.parse_args(argv)
    if args.stubs is None:
        parser.error("give --stubs or set ARRAY_API_STUBS_DIR")
    text = generate(args.stubs)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            sys.stdout.writelines(
                difflib.unified_diff(
                    current.splitlines(keepends=True),
                    text.splitlines(keepends=True),
                    str(args.output),
                    "generated",
                )
            )
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
