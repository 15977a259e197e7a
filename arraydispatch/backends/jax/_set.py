"""Set functions: ``isin``, ``unique_all``, ``unique_counts``, ``unique_inverse`` and
``unique_values`` are ``jax.numpy``'s own, results included (JAX's named tuples have the
standard's fields)."""

from __future__ import annotations

from jax.numpy import isin, unique_all, unique_counts, unique_inverse, unique_values

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]
