"""get_namespace(): every resolution rule, errors, caching, threads, tracing."""

from __future__ import annotations

import enum
import subprocess
import sys
import textwrap
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest

import arraydispatch
from arraydispatch import (
    SUPPORTED_API_VERSIONS,
    _dispatch,
    clear_namespace_cache,
    get_namespace,
    namespace,
)
from arraydispatch.backends import numpy as numpy_namespace
from tests.conftest import BACKENDS


class TestBuiltinBackends:
    def test_numpy_arrays_and_scalars(self) -> None:
        assert get_namespace(np.zeros(3)) is numpy_namespace
        assert get_namespace(np.float64(1.0)) is numpy_namespace
        assert get_namespace(np.int8(1), np.bool_(True)) is numpy_namespace
        assert get_namespace(np.ma.masked_array([1, 2])) is numpy_namespace

    def test_python_scalars_and_none_are_skipped(self) -> None:
        x = np.zeros(2)
        assert get_namespace(1, x, 2.0, None, 3j, True) is numpy_namespace

    def test_scalar_subclasses_are_skipped(self) -> None:
        class Color(enum.IntEnum):
            RED = 1

        assert get_namespace(Color.RED, np.zeros(1)) is numpy_namespace

    def test_jax_arrays_and_tracers(self) -> None:
        jax = pytest.importorskip("jax")
        jnp = jax.numpy
        from arraydispatch.backends import jax as jax_namespace

        assert get_namespace(jnp.ones(3)) is jax_namespace
        seen = []

        def f(x):
            seen.append(get_namespace(x))
            return x * 2

        jax.jit(f)(jnp.ones(3))
        jax.grad(lambda x: f(x).sum())(jnp.ones(3))
        jax.vmap(f)(jnp.ones((2, 3)))
        assert seen == [jax_namespace] * 3

    def test_jit_traces_once_and_computes(self) -> None:
        jax = pytest.importorskip("jax")
        jnp = jax.numpy
        traces = []

        @jax.jit
        def standardize(x):
            traces.append(1)
            xp = get_namespace(x)
            return (x - xp.mean(x, axis=0)) / xp.std(x, axis=0)

        data = np.asarray([[1.0, 2.0], [3.0, 6.0]], dtype=np.float32)
        for _ in range(3):
            out = standardize(jnp.asarray(data))
        assert len(traces) == 1
        expected = (data - data.mean(axis=0)) / data.std(axis=0)
        np.testing.assert_allclose(np.asarray(out), expected, rtol=1e-6)

    def test_torch_tensors_and_subclasses(self) -> None:
        torch = pytest.importorskip("torch")
        from arraydispatch.backends import torch as torch_namespace

        assert get_namespace(torch.zeros(2)) is torch_namespace
        assert get_namespace(torch.nn.Parameter(torch.zeros(2))) is torch_namespace

    def test_torch_compile_fullgraph_cold_cache_no_recompile(self) -> None:
        torch = pytest.importorskip("torch")
        from torch._dynamo.testing import CompileCounter

        counter = CompileCounter()

        def f(x, y):
            xp = get_namespace(x, y, 2.0)
            return xp.exp(x) + xp.sum(y)

        clear_namespace_cache()  # the first resolution of Tensor/Parameter happens in tracing
        compiled = torch.compile(f, fullgraph=True, backend=counter)
        for _ in range(3):
            out = compiled(torch.ones(2), torch.nn.Parameter(torch.ones(2)))
        import decimal  # noqa: F401 - an unrelated import must not trigger a recompile

        compiled(torch.ones(2), torch.nn.Parameter(torch.ones(2)))
        assert counter.frame_count == 1
        torch.testing.assert_close(out.detach(), torch.exp(torch.ones(2)) + 2.0)

    def test_tensorflow_tensors_variables_and_symbolic(self) -> None:
        tf = pytest.importorskip("tensorflow")
        from arraydispatch.backends import tensorflow as tf_namespace

        assert get_namespace(tf.constant([1.0])) is tf_namespace
        assert get_namespace(tf.Variable([1.0])) is tf_namespace
        seen = []

        @tf.function
        def f(x):
            seen.append(get_namespace(x))
            return x

        f(tf.constant([1.0]))
        assert seen == [tf_namespace]

    def test_dask_arrays(self) -> None:
        da = pytest.importorskip("dask.array")
        from arraydispatch.backends import dask as dask_namespace

        assert get_namespace(da.zeros(3, chunks=2)) is dask_namespace


class TestProtocol:
    def test_array_namespace_method_is_used(self) -> None:
        strict = pytest.importorskip("array_api_strict")
        assert get_namespace(strict.asarray([1.0])) is strict

    def test_api_version_is_passed_on(self) -> None:
        calls = []

        class Duck:
            def __array_namespace__(self, api_version=None):
                calls.append(api_version)
                return sys.modules[__name__]

        assert get_namespace(Duck(), api_version="2023.12") is sys.modules[__name__]
        assert get_namespace(Duck()) is sys.modules[__name__]
        assert calls == ["2023.12", None]


class TestErrors:
    def test_mixed_libraries_name_both_positions(self) -> None:
        strict = pytest.importorskip("array_api_strict")
        with pytest.raises(
            TypeError, match=r"numpy \(argument 0\).*array_api_strict \(argument 2\)"
        ):
            get_namespace(np.zeros(1), 1.0, strict.asarray([1.0]))

    def test_mixed_torch_numpy(self) -> None:
        torch = pytest.importorskip("torch")
        with pytest.raises(TypeError, match=r"torch \(argument 0\) and numpy \(argument 1\)"):
            get_namespace(torch.zeros(1), np.zeros(1))

    @pytest.mark.parametrize("args", [(), (1.0,), (None, 2)])
    def test_no_array(self, args: tuple[object, ...]) -> None:
        with pytest.raises(TypeError, match="needs at least one array"):
            get_namespace(*args)

    @pytest.mark.parametrize(
        ("value", "type_name"),
        [
            ([1, 2], "list"),
            ((1,), "tuple"),
            ("abc", "str"),
            ({"a": 1}, "dict"),
            (object(), "object"),
        ],
    )
    def test_non_array_names_position_and_type(self, value: object, type_name: str) -> None:
        with pytest.raises(
            TypeError,
            match=rf"argument 1 is not an array: {type_name} is not a supported array type.*asarray",  # noqa: E501
        ):
            get_namespace(np.zeros(1), value)

    @pytest.mark.parametrize("version", ["2020.10", "2026.12", 2024.12, "latest"])
    def test_unsupported_api_version(self, version: object) -> None:
        with pytest.raises(ValueError, match=r"2021\.12, 2022\.12, 2023\.12, 2024\.12, 2025\.12"):
            get_namespace(np.zeros(1), api_version=version)  # type: ignore[arg-type]

    @pytest.mark.parametrize("version", SUPPORTED_API_VERSIONS)
    def test_supported_api_versions(self, version: str) -> None:
        assert get_namespace(np.zeros(1), api_version=version) is numpy_namespace


class TestCache:
    @pytest.mark.thread_unsafe(
        reason="checks the process-wide caches right after clearing them; other threads refill them"
    )
    def test_clearable(self) -> None:
        get_namespace(np.zeros(1))
        assert np.ndarray in _dispatch._NAMESPACE_BY_TYPE
        clear_namespace_cache()
        assert not _dispatch._NAMESPACE_BY_TYPE
        assert get_namespace(np.zeros(1)) is numpy_namespace
        assert int in _dispatch._SKIPPED_TYPES  # the builtin scalar types stay

    def test_bounded(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(_dispatch, "_CACHE_LIMIT", 8)
        subclasses = [type(f"Sub{i}", (np.ndarray,), {}) for i in range(20)]
        for cls in subclasses:
            assert get_namespace(np.zeros(1).view(cls)) is numpy_namespace
            assert len(_dispatch._NAMESPACE_BY_TYPE) <= 8
        clear_namespace_cache()

    @pytest.mark.thread_unsafe(reason="clears the process-wide caches and runs its own threads")
    def test_threads_resolve_consistently(self) -> None:
        """8 threads resolve, from a clean cache, every backend's array types alone, two
        and three arguments of one family (with Python scalars, None and a scalar subclass
        seen for the first time), and mixed-library calls, which must raise. First without
        clears, so that every answer can also check that the caches it came through were
        whole; then with a thread clearing them all the while."""
        cases = _thread_cases()
        # switch threads every microsecond, not every 5 ms: first sights then interleave
        interval = sys.getswitchinterval()
        sys.setswitchinterval(1e-6)
        try:
            for _ in range(_THREAD_ROUNDS):
                clear_namespace_cache()
                _run_threads(cases, clearing=False)
                _check_families_whole(cases)
            _run_threads(cases, clearing=True)
        finally:
            sys.setswitchinterval(interval)
        clear_namespace_cache()

    @pytest.mark.thread_unsafe(reason="holds the process-wide lock of the caches")
    def test_readers_never_wait_for_a_writer(self) -> None:
        """A first sight publishes under the write lock; resolving known types takes no
        lock, so it goes on while a writer waits, and the writer then completes."""
        x = np.zeros(1)
        get_namespace(x, x, 1.0)
        sub = type("Waiting", (np.ndarray,), {})
        done = threading.Event()
        writer = threading.Thread(target=lambda: done.set() if get_namespace(x.view(sub)) else 0)
        with _dispatch._WRITE_LOCK:
            writer.start()
            assert not done.wait(0.05)  # the new type waits to be published
            assert get_namespace(x) is numpy_namespace
            assert get_namespace(x, 2.0, x) is numpy_namespace
            assert sub not in _dispatch._NAMESPACE_BY_TYPE
        writer.join()
        assert done.is_set()
        assert _dispatch._FAMILY_BY_TYPE[sub] is _dispatch._FAMILY_BY_TYPE[np.ndarray]
        clear_namespace_cache()


_THREADS = 8
_THREAD_ROUNDS = 50
_THREAD_REPEATS = 10  # passes over the cases per thread and round


class _Color(enum.IntEnum):
    RED = 1


def _thread_cases() -> list[tuple[tuple[object, ...], object]]:
    """(arguments, namespace or None for a mixed-library call that must raise)."""
    torch = sys.modules.get("torch") if "torch" in BACKENDS else None
    tf = sys.modules.get("tensorflow") if "tensorflow" in BACKENDS else None
    by_backend: dict[str, list[object]] = {}
    for name in BACKENDS:
        xp = namespace(name)
        by_backend[name] = [xp.asarray([1.0]), xp.asarray([1, 2])]
    by_backend["numpy"] += [np.float32(1.0), np.int64(3), np.ma.masked_array([1.0])]
    if torch is not None:
        by_backend["torch"].append(torch.nn.Parameter(torch.ones(1)))
    if tf is not None:
        by_backend["tensorflow"].append(tf.Variable([1.0]))
    cases: list[tuple[tuple[object, ...], object]] = []
    for name, arrays in by_backend.items():
        xp = namespace(name)
        a, b = arrays[0], arrays[-1]
        cases += [((array,), xp) for array in arrays]
        cases += [
            ((a, b), xp),
            ((b, a), xp),
            ((a, 1.0), xp),
            ((None, b), xp),
            ((a, 2, b), xp),
            ((_Color.RED, b, a), xp),
            ((b, a, None), xp),
            ((a, b, a, 1.0), xp),
        ]
    firsts = [(name, arrays[-1]) for name, arrays in by_backend.items()]
    for (_, x), (_, y) in zip(firsts, firsts[1:] + firsts[:1], strict=True):
        if x is not y:
            cases += [((x, y), None), ((x, 1.0, y), None), ((None, y, x), None)]
    return cases


def _run_threads(cases: list[tuple[tuple[object, ...], object]], *, clearing: bool) -> None:
    barrier = threading.Barrier(_THREADS)

    def work(i: int) -> list[str]:
        # each thread starts at another case, so first sights of one family overlap
        order = cases[i * len(cases) // _THREADS :] + cases[: i * len(cases) // _THREADS]
        failures = []
        barrier.wait()
        for _ in range(_THREAD_REPEATS):
            for arguments, expected in order:
                if clearing and i == 0:
                    clear_namespace_cache()
                    continue
                try:
                    found = get_namespace(*arguments)
                except TypeError as error:
                    if expected is not None or "different libraries" not in str(error):
                        failures.append(f"{arguments!r}: {error}")
                    continue
                if found is not expected:
                    failures.append(f"{arguments!r}: {found!r}, not {expected!r}")
                elif not clearing:
                    failures += _half_filled(arguments, found)
        return failures

    with ThreadPoolExecutor(_THREADS) as pool:
        failures = [f for result in pool.map(work, range(_THREADS)) for f in result]
    calls = _THREADS * _THREAD_REPEATS * len(cases)
    assert not failures, f"{len(failures)} of {calls} calls went wrong: {failures[:5]}"


def _half_filled(arguments: tuple[object, ...], found: object) -> list[str]:
    """What a thread sees of the caches right after an answer: every array type whose
    namespace is cached has its family, holding itself and every builtin scalar type.
    Valid only while nothing clears (a type is published to _FAMILY_BY_TYPE before
    _NAMESPACE_BY_TYPE, and never withdrawn)."""
    failures = []
    for argument in arguments:
        cls = type(argument)
        if cls in _dispatch._BUILTIN_SKIPPED or isinstance(argument, enum.Enum):
            continue
        if _dispatch._NAMESPACE_BY_TYPE.get(cls) is None:
            continue  # not published yet: that thread's resolution is still under way
        family = _dispatch._FAMILY_BY_TYPE.get(cls, {})
        if family.get(cls) is not found or any(
            family.get(s) is not found for s in _dispatch._BUILTIN_SKIPPED
        ):
            failures.append(f"{cls.__qualname__}: cached without a whole family")
    return failures


def _check_families_whole(cases: list[tuple[tuple[object, ...], object]]) -> None:
    """After the threads: one family per backend, holding each of its types seen, and the
    scalar subclass first seen by the threads."""
    families: dict[int, dict[type, Any]] = {}
    for arguments, expected in cases:
        if expected is None:
            continue
        for argument in arguments:
            cls = type(argument)
            if cls in _dispatch._SKIPPED_TYPES:
                continue
            family = _dispatch._FAMILY_BY_TYPE[cls]
            assert family[cls] is expected, cls
            assert family[_Color] is expected, cls
            assert families.setdefault(id(expected), family) is family, (
                f"{cls.__qualname__} has a family of its own: a concurrent first sight split "
                f"{_dispatch._library_name(expected)}'s family"
            )


class TestTwoOrThreeArguments:
    """get_namespace(x, y) and get_namespace(x, y, z) resolve through the family cache once
    their types are known: each case runs twice, cold and warm."""

    @pytest.mark.parametrize(
        "arguments",
        [
            ("a", 1.0),
            (1, "a"),
            ("a", None, 2),
            (None, True, "a"),
            (3j, "a", None),
            ("a", "a", 2.0),
            ("a", 1.0, "a"),
        ],
    )
    def test_scalars_and_none_skipped_in_any_position(
        self, xp: Any, arguments: tuple[object, ...]
    ) -> None:
        array = xp.asarray([1.0])
        call = tuple(array if a == "a" else a for a in arguments)
        for _ in range(2):
            assert get_namespace(*call) is xp

    def test_scalar_subclass_in_any_position(self) -> None:
        class Color(enum.IntEnum):
            RED = 1

        x = np.zeros(1)
        get_namespace(x, 1.0)  # the numpy family exists before Color is first seen
        for call in [(Color.RED, x), (x, Color.RED), (x, 1.0, Color.RED), (Color.RED, x, x)]:
            for _ in range(2):
                assert get_namespace(*call) is numpy_namespace

    def test_only_scalars(self) -> None:
        for _ in range(2):
            with pytest.raises(TypeError, match="needs at least one array"):
                get_namespace(1.0, None, 2)

    @pytest.mark.parametrize("other", [b for b in BACKENDS if b != "numpy"])
    @pytest.mark.parametrize(
        ("call", "message"),
        [
            (("b", "n"), r"{b} \(argument 0\) and numpy \(argument 1\)"),
            (("n", 1.0, "b"), r"numpy \(argument 0\) and {b} \(argument 2\)"),
            ((None, "b", "n"), r"{b} \(argument 1\) and numpy \(argument 2\)"),
            (("b", "b", "n"), r"{b} \(argument 0\) and numpy \(argument 2\)"),
        ],
    )
    def test_mixed_libraries_after_warm_up_name_positions(
        self, other: str, call: tuple[object, ...], message: str
    ) -> None:
        theirs, ours = namespace(other).asarray([1.0]), np.zeros(1)
        get_namespace(theirs, theirs, 1.0)  # both families are known
        get_namespace(ours, ours, 1.0)
        arguments = [{"b": theirs, "n": ours}.get(a, a) if isinstance(a, str) else a for a in call]
        for _ in range(2):
            with pytest.raises(TypeError, match=message.format(b=other)):
                get_namespace(*arguments)

    @pytest.mark.parametrize(
        ("call", "position"), [(("x", [1.0]), 1), (("x", 1.0, "abc"), 2), (([1.0], "x"), 0)]
    )
    def test_non_array_after_warm_up_names_position(
        self, call: tuple[object, ...], position: int
    ) -> None:
        x = np.zeros(1)
        get_namespace(x, x, 1.0)
        with pytest.raises(TypeError, match=rf"argument {position} is not an array"):
            get_namespace(*(x if a == "x" else a for a in call))

    def test_protocol_arrays_ask_every_time(self) -> None:
        calls = []
        module = sys.modules[__name__]

        class Duck:
            def __array_namespace__(self, api_version=None):
                calls.append(api_version)
                return module

        for _ in range(2):
            assert get_namespace(Duck(), 1.0) is module
            assert get_namespace(None, Duck(), Duck()) is module
            assert get_namespace(Duck(), 2, api_version="2023.12") is module
        assert calls == [None, None, None, "2023.12"] * 2
        for _ in range(2):
            with pytest.raises(TypeError, match=r"numpy \(argument 0\) and tests"):
                get_namespace(np.zeros(1), 1.0, Duck())
            with pytest.raises(TypeError, match=r"tests.* \(argument 0\) and numpy"):
                get_namespace(Duck(), np.zeros(1))

    def test_api_version_is_checked(self) -> None:
        x = np.zeros(1)
        assert get_namespace(x, x, api_version="2024.12") is numpy_namespace
        with pytest.raises(ValueError, match=r"2025\.12"):
            get_namespace(x, x, 1.0, api_version="2020.10")

    @pytest.mark.thread_unsafe(
        reason="checks the process-wide caches right after clearing them; other threads refill them"
    )
    def test_families_cleared(self) -> None:
        x = np.zeros(1)
        get_namespace(x, x, 1.0)
        assert _dispatch._FAMILY_BY_TYPE[np.ndarray][float] is numpy_namespace
        clear_namespace_cache()
        assert all(f is _dispatch._NO_FAMILY for f in _dispatch._FAMILY_BY_TYPE.values())
        assert not _dispatch._NO_FAMILY
        assert get_namespace(x, 1.0, x) is numpy_namespace

    def test_families_bounded(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(_dispatch, "_CACHE_LIMIT", 8)
        subclasses = [type(f"Sub{i}", (np.ndarray,), {}) for i in range(20)]
        for i, cls in enumerate(subclasses):
            a = np.zeros(1).view(cls)
            b = np.zeros(1).view(subclasses[i - 1])
            for _ in range(2):
                assert get_namespace(a, b, 1.0) is numpy_namespace
            assert len(_dispatch._FAMILY_BY_TYPE) <= 8
            assert len(_dispatch._NAMESPACE_BY_TYPE) <= 8
            families = {id(f): f for f in _dispatch._FAMILY_BY_TYPE.values()}.values()
            assert all(len(f) <= 8 + len(_dispatch._SKIPPED_TYPES) for f in families)
        clear_namespace_cache()

    def test_torch_compile_warm_cache_and_later_eager_calls_no_recompile(self) -> None:
        torch = pytest.importorskip("torch")
        from torch._dynamo.testing import CompileCounter

        counter = CompileCounter()

        def f(x, y):
            xp = get_namespace(x, y, 2.0)
            return xp.exp(x) + xp.sum(y)

        x, w = torch.ones(2), torch.nn.Parameter(torch.ones(2))
        clear_namespace_cache()
        f(x, w)  # eager: the caches and the torch family are filled before tracing
        compiled = torch.compile(f, fullgraph=True, backend=counter)
        for _ in range(3):
            compiled(x, w)
        # new combinations of known types, eagerly: a cache keyed by combination would
        # change here and fail the guards of the compiled frame
        assert get_namespace(x, 1) is get_namespace(None, w, x) is get_namespace(w, x, x)
        out = compiled(x, w)
        assert counter.frame_count == 1
        torch.testing.assert_close(out.detach(), torch.exp(torch.ones(2)) + 2.0)


class TestNamespaceByName:
    def test_numpy(self) -> None:
        assert namespace("numpy") is numpy_namespace

    def test_unknown(self) -> None:
        with pytest.raises(ValueError, match=r"unknown backend.*'numpy', 'torch'"):
            namespace("mxnet")

    def test_not_a_str(self) -> None:
        with pytest.raises(TypeError, match="backend name"):
            namespace(np)  # type: ignore[arg-type]

    def test_uninstalled_names_the_extra(self) -> None:
        code = """
            import sys
            sys.modules["torch"] = None  # as if torch were not installed
            import arraydispatch
            try:
                arraydispatch.namespace("torch")
            except ModuleNotFoundError as error:
                print(error)
        """
        out = subprocess.run(
            [sys.executable, "-c", textwrap.dedent(code)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert "pip install 'arraydispatch[torch]'" in out


def test_import_loads_no_framework() -> None:
    code = """
        import sys
        import arraydispatch
        frameworks = ("numpy", "torch", "jax", "tensorflow", "dask")
        print(sorted(m for m in frameworks if m in sys.modules))
        import numpy
        arraydispatch.get_namespace(numpy.zeros(1), 1.0)
        arraydispatch.is_torch_array(numpy.zeros(1))
        arraydispatch.is_array_api_obj(numpy.zeros(1))
        print(sorted(m for m in frameworks if m in sys.modules))
    """
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == ["[]", "['numpy']"]


def test_public_names_are_sorted() -> None:
    assert arraydispatch.__all__ == sorted(arraydispatch.__all__)
