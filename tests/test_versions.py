"""The version window: releases read without raising, the warning below a backend's oldest
tested release, and the ImportError that names the releases when a namespace cannot load."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import warnings
from dataclasses import replace
from types import ModuleType

import pytest

import arraydispatch
from arraydispatch._common import _versions
from arraydispatch._common._versions import (
    UntestedVersionWarning,
    check_tested_release,
    release,
    unloadable,
)
from arraydispatch._registry import BACKENDS_BY_NAME, _loader

from ._registered import registered


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("1.26.4", (1, 26, 4)),
        ("2.5.1+cu121", (2, 5, 1)),
        ("2.0.0rc1", (2, 0, 0)),
        ("2024.12.1", (2024, 12, 1)),
        ("0.4.35", (0, 4, 35)),
        ("3.0.0b1", (3, 0, 0)),
        ("2.1.0.dev20240101", (2, 1, 0)),
        ("", ()),
        ("unknown", ()),
        (None, ()),
    ],
)
def test_release_reads_the_numbers_and_never_raises(version: object, expected: tuple) -> None:
    assert release(version) == expected


def test_every_floor_is_a_release() -> None:
    for row in BACKENDS_BY_NAME.values():
        assert len(release(row.oldest)) >= 2, row


def test_public_warning_category() -> None:
    assert arraydispatch.UntestedVersionWarning is UntestedVersionWarning
    assert issubclass(UntestedVersionWarning, UserWarning)
    assert "UntestedVersionWarning" in arraydispatch.__all__


def test_an_older_release_warns_once_naming_both_releases() -> None:
    np = pytest.importorskip("numpy")
    future = replace(BACKENDS_BY_NAME["numpy"], name="numpy_of_the_future", oldest="99.0")
    with registered(future):
        with pytest.warns(UntestedVersionWarning) as caught:
            check_tested_release(future.name)
        message = str(caught[0].message)
        assert "NumPy 99.0 and newer" in message
        assert f"NumPy {np.__version__} is installed" in message
        assert "pip install 'numpy>=99.0'" in message
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            check_tested_release(future.name)  # once per process
    _versions._CHECKED.discard(future.name)


def test_a_tested_release_does_not_warn() -> None:
    pytest.importorskip("numpy")
    _versions._CHECKED.discard("numpy")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_tested_release("numpy")


def test_a_namespace_that_cannot_load_is_an_import_error_naming_the_releases() -> None:
    np = pytest.importorskip("numpy")

    def broken() -> ModuleType:
        raise AttributeError("module 'numpy' has no attribute 'newer_thing'")

    with pytest.raises(ImportError) as raised:
        _loader("numpy")(broken)()
    message = str(raised.value)
    assert f"NumPy {np.__version__} installed" in message
    assert "AttributeError: module 'numpy' has no attribute 'newer_thing'" in message
    assert "in the tested window" in message  # the installed release is not below the floor
    assert isinstance(raised.value.__cause__, AttributeError)


def test_below_the_floor_the_import_error_says_which_release_to_install() -> None:
    pytest.importorskip("numpy")
    future = replace(BACKENDS_BY_NAME["numpy"], oldest="99.0")
    error = unloadable(future, ImportError("cannot import name 'x' from 'numpy'"))
    assert "older than 99.0" in str(error)
    assert "pip install 'numpy>=99.0'" in str(error)


def test_a_warning_made_an_error_stays_itself() -> None:
    def strict() -> ModuleType:
        raise UntestedVersionWarning("untested")

    with pytest.raises(UntestedVersionWarning):
        _loader("numpy")(strict)()


def test_in_a_fresh_process_an_old_release_warns_once_and_still_works() -> None:
    """As a user with an untested NumPy sees it (its version string made older)."""
    pytest.importorskip("numpy")
    script = textwrap.dedent(
        """
        import warnings
        import numpy
        numpy.__version__ = "1.20.0"
        from arraydispatch import UntestedVersionWarning, get_namespace, namespace
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            xp = get_namespace(numpy.ones(3))
            namespace("numpy")
            get_namespace(numpy.ones(2))
        ours = [w for w in caught if issubclass(w.category, UntestedVersionWarning)]
        assert len(ours) == 1, [str(w.message) for w in caught]
        print(ours[0].message)
        print(float(xp.sum(numpy.ones(3))))
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "NumPy 1.20.0 is installed" in done.stdout
    assert done.stdout.splitlines()[-1] == "3.0"


def test_a_framework_that_is_not_installed_stays_module_not_found() -> None:
    def missing() -> ModuleType:
        raise ModuleNotFoundError("No module named 'torch'", name="torch")

    with pytest.raises(ModuleNotFoundError) as raised:
        _loader("torch")(missing)()
    assert raised.value.name == "torch"
