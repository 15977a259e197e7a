"""arraydispatch/_namespace_protocol.py: generated from the standard's stubs, and current.

The drift test needs the stubs of data-apis/array-api at the commit pinned in
tools/gen_namespace_protocol.py (PINNED_COMMIT)::

    git clone https://github.com/data-apis/array-api && git -C array-api checkout <commit>
    export ARRAY_API_STUBS_DIR=$PWD/array-api/src/array_api_stubs/_2025_12
    pytest tests/test_namespace_protocol.py

and, after a change to the script or the pin, regenerate with::

    python tools/gen_namespace_protocol.py --stubs <the same directory>
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from arraydispatch._common import _spec
from arraydispatch._namespace_protocol import FFTNamespace, LinalgNamespace, Namespace

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "gen_namespace_protocol.py"
GENERATED = ROOT / "arraydispatch" / "_namespace_protocol.py"


def _generator() -> ModuleType:
    """tools/gen_namespace_protocol.py as a module (tools/ is not a package)."""
    name = "gen_namespace_protocol"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # its dataclasses look their module up there
        spec.loader.exec_module(module)
    return sys.modules[name]


def _members(protocol: type) -> set[str]:
    return {
        name
        for name, value in vars(protocol).items()
        if isinstance(value, property)
        or (callable(value) and not name.startswith("_"))
        or name == "__array_namespace_info__"
    }


@pytest.mark.skipif(
    not os.environ.get("ARRAY_API_STUBS_DIR"),
    reason="set ARRAY_API_STUBS_DIR to data-apis/array-api's src/array_api_stubs/_2025_12 at "
    "the commit pinned in tools/gen_namespace_protocol.py (see this file's docstring)",
)
def test_generated_file_matches_the_pinned_stubs() -> None:
    stubs = Path(os.environ["ARRAY_API_STUBS_DIR"])
    generator = _generator()
    head = subprocess.run(
        ["git", "-C", str(stubs), "rev-parse", "HEAD"], capture_output=True, text=True
    )
    if head.returncode == 0:  # a checkout: it must be the pinned commit
        assert head.stdout.strip() == generator.PINNED_COMMIT, (
            f"{stubs} is at {head.stdout.strip()}, the pin is {generator.PINNED_COMMIT}"
        )
    expected = generator.generate(stubs)
    assert GENERATED.read_text(encoding="utf-8") == expected, (
        "arraydispatch/_namespace_protocol.py differs from what the script makes of the "
        f"pinned stubs; run: {sys.executable} tools/gen_namespace_protocol.py --stubs {stubs}"
    )


def test_header_names_the_pinned_commit() -> None:
    assert _generator().PINNED_COMMIT in GENERATED.read_text(encoding="utf-8").split('"""')[1]


def test_header_names_the_generator_that_wrote_it() -> None:
    """Without the stubs (CI), a change to the script that was not regenerated still fails."""
    header = GENERATED.read_text(encoding="utf-8").split('"""')[1]
    assert f"(sha256 {_generator().generator_digest()})" in header, (
        "tools/gen_namespace_protocol.py changed since arraydispatch/_namespace_protocol.py "
        "was generated: regenerate it (this file's docstring says how)"
    )


def test_namespace_has_every_name_of_the_standard() -> None:
    # _spec lists the standard's names for the backend tests; the Protocol is generated
    # from the stubs: two readings of the standard that must agree
    assert _members(Namespace) == {*_spec.NAMESPACE, *_spec.EXTENSIONS}
    assert _members(LinalgNamespace) == set(_spec.LINALG)
    assert _members(FFTNamespace) == set(_spec.FFT)
