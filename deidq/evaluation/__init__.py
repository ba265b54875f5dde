"""Evaluation: metrics and reports over :class:`~deidq.workers.core.document.Document` pairs; files are
read and written through :mod:`deidq.io` (JSONL, BRAT, i2b2 2014 XML, CSV).

Everything here is stdlib-only (plus ``workers.core``) so the peers benchmark can import it
from a separate virtual environment."""

from deidq.workers.core.document import Doc, Document
from deidq.workers.core.spans import Span

__all__ = ["Doc", "Document", "Span"]
