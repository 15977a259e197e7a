"""Check docs/compat.md's SciPy recipe on a switched copy of the installed SciPy.

    python tools/downstream_scipy.py

Copies the installed ``scipy`` package into a scratch folder, applies the recipe
(:data:`RECIPE`, edit for edit as docs/compat.md states it: every edit must match the
release's text once, or the check stops), and imports the copy with ``SCIPY_ARRAY_API=1`` in
a fresh interpreter. There SciPy's own ``array_namespace`` must hand out arraydispatch's
torch namespace for a torch tensor, array-api-extra's (vendored in SciPy) must too, and
SciPy functions that dispatch through it must return torch tensors with NumPy's values.
The unmodified SciPy is checked the same way first, for the side-by-side line. SciPy's test
suite is not run. Exit status 0 when the switched copy passes, else 1.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

try:  # imported as tools.<name> (the project's tests)
    from tools import downstream
except ImportError:  # run as a script, or loaded as a pytest plugin, from tools/
    import downstream  # type: ignore[no-redef]

#: docs/compat.md's SciPy recipe: (file in the package, the release's text, the recipe's).
RECIPE: tuple[tuple[str, str, str], ...] = (
    # the hook array-api-extra imports its helpers from; SciPy's array_namespace override
    # below it stays
    (
        "_lib/_array_api_compat_vendor.py",
        "from .array_api_compat import *  # noqa: F403",
        "from arraydispatch.compat import *  # noqa: F403",
    ),
    # where SciPy's own array_namespace is built: it calls compat's array_namespace for
    # every non-NumPy array, and hands out compat's NumPy namespace for NumPy input
    (
        "_lib/_array_api_override.py",
        "from scipy._lib import array_api_compat\n"
        "import scipy._lib.array_api_compat.numpy as np_compat\n"
        "from scipy._lib.array_api_compat import is_array_api_obj, is_jax_array\n",
        "from arraydispatch import compat as array_api_compat\n"
        "from arraydispatch.compat import numpy as np_compat\n"
        "from arraydispatch.compat import is_array_api_obj, is_jax_array\n",
    ),
    # SciPy's helpers (is_numpy, xp_device, np_compat, ...)
    (
        "_lib/_array_api.py",
        "from scipy._lib.array_api_compat import (\n",
        "from arraydispatch.compat import (\n",
    ),
    # scipy.special looks up a backend's alternative function names by the native
    # namespace's name ("torch", "jax.numpy"); ours are arraydispatch.backends.<name>
    (
        "_lib/_array_api.py",
        '    return name.removeprefix(f"{_compat_module_name()}.")\n',
        '    name = name.removeprefix(f"{_compat_module_name()}.")\n'
        '    return {"arraydispatch.backends.torch": "torch",\n'
        '            "arraydispatch.backends.jax": "jax.numpy"}.get(name, name)\n',
    ),
)

#: Run in the child interpreter: what the check found, as one JSON line.
CHECK = r"""
import json, sys
import numpy as np
import torch
import scipy
from scipy import special, stats
from scipy._lib._array_api import array_namespace, get_native_namespace_name
from scipy._lib.array_api_extra._lib._utils import _compat as xpx_compat

t = torch.linspace(-2.0, 3.0, 7, dtype=torch.float64)
found = {"scipy": scipy.__file__, "namespace": array_namespace(t).__name__,
         "native name": get_native_namespace_name(array_namespace(t)),
         "array_api_extra's": xpx_compat.array_namespace(t).__name__,
         "numpy input": array_namespace(np.ones(2)).__name__}
calls = {
    "special.logsumexp": (special.logsumexp, np.log(np.sum(np.exp(t.numpy())))),
    "special.j0": (special.j0, special.j0(t.numpy())),
    "stats.zscore": (stats.zscore, (t.numpy() - t.numpy().mean()) / t.numpy().std()),
}
for name, (function, want) in calls.items():
    got = function(t)
    found[name] = [type(got).__module__ + "." + type(got).__name__,
                   bool(np.allclose(np.asarray(got), want))]
print(json.dumps(found))
"""


def installed_scipy() -> Path:
    spec = importlib.util.find_spec("scipy")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("downstream_scipy: SciPy is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def switched_copy(package: Path, target: Path) -> Path:
    """A copy of the ``scipy`` package folder at ``target/scipy``, switched by RECIPE."""
    return downstream.switched_copy(
        package, target, RECIPE, libs="scipy.libs", tool="downstream_scipy"
    )


def check(path: str | None) -> dict[str, object]:
    environment = {**os.environ, "SCIPY_ARRAY_API": "1"}
    if path:
        environment["PYTHONPATH"] = os.pathsep.join(
            filter(None, [path, os.environ.get("PYTHONPATH")])
        )
    result = subprocess.run(
        [sys.executable, "-c", CHECK],
        env=environment,
        cwd=path or tempfile.gettempdir(),
        capture_output=True,
        text=True,
    )
    if result.returncode:
        return {"error": result.stderr.strip().splitlines()[-1:]}
    found: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return found


def main() -> int:
    package = installed_scipy()
    print(f"downstream_scipy: unmodified {package}:\n  {check(None)}")
    with tempfile.TemporaryDirectory(prefix="arraydispatch-scipy-") as scratch:
        switched_copy(package, Path(scratch))
        found = check(scratch)
        print(f"downstream_scipy: switched copy:\n  {found}")
    good = (
        str(found.get("scipy", "")).startswith(scratch)
        and found.get("namespace") == "arraydispatch.backends.torch"
        and found.get("array_api_extra's") == "arraydispatch.backends.torch"
        and found.get("numpy input") == "arraydispatch.backends.numpy"
        and found.get("native name") == "torch"
        and all(
            value == ["torch.Tensor", True]
            for key, value in found.items()
            if key.startswith(("special.", "stats."))
        )
    )
    print(f"downstream_scipy: {'passed' if good else 'FAILED'}")
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
