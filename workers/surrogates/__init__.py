"""Surrogates: render modes (tag / redact / surrogate) and keyed, consistent fake PHI."""

from workers.surrogates.keys import MissingKeyError, load_key
from workers.surrogates.render import MODES, render
from workers.surrogates.surrogator import SurrogateRecord, Surrogator

__all__ = ["MODES", "MissingKeyError", "SurrogateRecord", "Surrogator", "load_key", "render"]
