"""Sorting functions: ``argsort`` and ``sort`` are ``jax.numpy``'s own."""

from __future__ import annotations

from jax.numpy import argsort, sort

__all__ = ["argsort", "sort"]
