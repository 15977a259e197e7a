"""Indexing functions: ``take`` and ``take_along_axis`` are ``jax.numpy``'s own."""

from __future__ import annotations

from jax.numpy import take, take_along_axis

__all__ = ["take", "take_along_axis"]
