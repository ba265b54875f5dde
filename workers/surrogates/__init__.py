"""Surrogates: render modes (tag / redact / surrogate) and keyed, consistent fake PHI."""

from deidq.workers.surrogates.keys import MissingKeyError, load_key
from deidq.workers.surrogates.render import MODES, render
from deidq.workers.surrogates.surrogator import SurrogateRecord, Surrogator

__all__ = ["MODES", "MissingKeyError", "SurrogateRecord", "Surrogator", "load_key", "render"]
