"""Evaluation: gold/prediction readers and writers (JSONL, BRAT, i2b2 2014 XML), metrics and reports.

Everything here is stdlib-only (plus ``workers.core.labels``) so the peers benchmark can import it
from a separate virtual environment."""

from deidq.evaluation.doc import Doc, ESpan

__all__ = ["Doc", "ESpan"]
