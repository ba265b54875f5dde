"""Document: one note's text with its spans, the unit every file format, evaluation and training share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from deidq.workers.core.spans import Span


@dataclass(slots=True)
class Document:
    """``spans`` are gold or kept predicted spans; ``all_spans`` every merge candidate with its decision
    when known (in-process tagging, or a prediction file with ``all_spans``), used for per-detector
    contribution; ``meta`` is the note's metadata as the file carried it."""

    id: str
    text: str
    spans: list[Span] = field(default_factory=list)
    all_spans: list[Span] | None = None
    meta: dict[str, Any] = field(default_factory=dict)


# The name evaluation and training code used before the two document types were merged.
Doc = Document
