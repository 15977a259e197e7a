"""Benchmarks are measurements, not tests: each group sets our call beside the native call
and array-api-compat's, in one run, so ratios are read off one table.

Run: ``nox -s bench`` (or ``pytest benchmarks --benchmark-group-by=group``).
"""
