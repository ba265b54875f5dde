"""The evaluation document model: a text with gold or predicted spans, format-independent."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from deidq.workers.core.labels import FINE_TYPES, LABELS, MEDDOCAN_TYPES, label_of


@dataclass(slots=True)
class ESpan:
    """One entity. ``type`` is the fine type (gold: ``orig_label or type``; predicted: ``type``).

    ``fragments`` holds the pieces of a discontinuous entity (BRAT); ``start``/``end`` then cover
    the first to the last piece. Token-level metrics use the fragments, entity metrics the extent."""

    start: int
    end: int
    label: str
    type: str
    text: str = ""
    source: str = ""
    sources: tuple[str, ...] = ()
    decision: str = ""
    score: float | None = None
    fragments: tuple[tuple[int, int], ...] | None = None

    @property
    def pieces(self) -> tuple[tuple[int, int], ...]:
        return self.fragments or ((self.start, self.end),)

    def overlaps(self, other: ESpan) -> bool:
        return self.start < other.end and other.start < self.end

    def roles(self) -> set[str]:
        """Detector roles that proposed this span: the part of each source before the first dot."""
        srcs = self.sources or ((self.source,) if self.source else ())
        return {s.split("@")[0].split(".")[0] for s in srcs if s}

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"start": self.start, "end": self.end, "label": self.label, "type": self.type}
        if self.text:
            d["text"] = self.text
        if self.source:
            d["source"] = self.source
        if self.sources:
            d["sources"] = list(self.sources)
        if self.decision:
            d["decision"] = self.decision
        if self.score is not None:
            d["score"] = self.score
        if self.fragments:
            d["fragments"] = [list(f) for f in self.fragments]
        return d


@dataclass(slots=True)
class Doc:
    id: str
    text: str
    spans: list[ESpan] = field(default_factory=list)
    # Every candidate span with its merge decision (in-process tagging, or a pred file with "all_spans"):
    # used for per-detector contribution. None when only the kept spans are known.
    all_spans: list[ESpan] | None = None
    meta: dict[str, Any] = field(default_factory=dict)


def coarse_label(label: str | None, fine: str | None) -> str:
    """The coarse label for a span given whatever the source format carried."""
    if label and label in LABELS:
        return label
    if fine:
        if fine in LABELS:
            return fine
        if fine in FINE_TYPES or fine in MEDDOCAN_TYPES:
            return label_of(fine)
    if label:
        return label_of(label)
    return "OTHER"


def span_from_dict(d: dict[str, Any], text: str | None = None, *, gold: bool = True) -> ESpan:
    """Build an ESpan from a JSON span object (shared-data gold shape or ``deidq tag`` output)."""
    start, end = int(d["start"]), int(d["end"])
    keys = ("orig_label", "type", "label") if gold else ("type", "orig_label", "label")
    fine = next((d[k] for k in keys if d.get(k)), "")
    fine = str(fine or "")
    label = coarse_label(d.get("label"), fine)
    frags = d.get("fragments")
    score = d.get("score")
    return ESpan(
        start=start,
        end=end,
        label=label,
        type=fine or label,
        text=str(d.get("text") if d.get("text") is not None else (text[start:end] if text is not None else "")),
        source=str(d.get("source") or ""),
        sources=tuple(d.get("sources") or ()),
        decision=str(d.get("decision") or ""),
        score=float(score) if score is not None else None,
        fragments=tuple((int(a), int(b)) for a, b in frags) if frags else None,
    )
