"""JSONL, the shared-data shape: one ``{"id", "text", "spans", "meta"}`` object a line.

Gold spans are ``{"start", "end", "label", "orig_label"|"type", "text"}``; ``deidq tag`` output spans
add ``source``, ``score``, ``decision``, ``sources``. An optional ``all_spans`` list (every merge
candidate with its decision) enables exact per-detector contribution. ``deidq tag`` error records
(``{"id", "line", "error"}``, no text) are skipped."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from deidq.io.records import iter_jsonl_records, write_jsonl_records
from deidq.workers.core.document import Document
from deidq.workers.core.labels import coarse_label
from deidq.workers.core.spans import DetectorRef, Span


def span_from_dict(d: dict[str, Any], text: str | None = None, *, gold: bool = True) -> Span:
    """A span from a JSON span object. Gold: fine type from ``orig_label or type or label``; predicted:
    ``type or orig_label or label``."""
    start, end = int(d["start"]), int(d["end"])
    keys = ("orig_label", "type", "label") if gold else ("type", "orig_label", "label")
    fine = str(next((d[k] for k in keys if d.get(k)), "") or "")
    label = coarse_label(d.get("label"), fine)
    frags = d.get("fragments")
    score = d.get("score")
    return Span(
        start=start,
        end=end,
        label=label,
        type=fine or label,
        source=str(d.get("source") or ""),
        score=float(score) if score is not None else 1.0,
        decision=str(d.get("decision") or ""),
        sources=tuple(d.get("sources") or ()),
        detector=DetectorRef.from_dict(d["detector"]) if d.get("detector") else None,
        roles=tuple(d.get("roles") or ()),
        text=str(d.get("text") if d.get("text") is not None else (text[start:end] if text is not None else "")),
        fragments=tuple((int(a), int(b)) for a, b in frags) if frags else None,
    )


def span_to_dict(s: Span) -> dict[str, Any]:
    """The JSON span object; empty provenance is left out, and the score unless a detector gave it."""
    d: dict[str, Any] = {"start": s.start, "end": s.end, "label": s.label, "type": s.type}
    if s.text:
        d["text"] = s.text
    if s.source:
        d["source"] = s.source
    if s.sources:
        d["sources"] = list(s.sources)
    if s.decision:
        d["decision"] = s.decision
    if s.detector is not None:
        d["detector"] = s.detector.to_dict()
    if s.roles:
        d["roles"] = list(s.roles)
    if s.source or s.score != 1.0:
        d["score"] = s.score
    if s.fragments:
        d["fragments"] = [list(f) for f in s.fragments]
    return d


def record_to_document(obj: Any, line_no: int, *, gold: bool = True, where: str = "") -> Document | None:
    """A document from one parsed record (JSONL object or CSV row); None for a ``deidq tag`` error record."""
    if not isinstance(obj, dict):
        raise ValueError(f"{where}:{line_no}: not a JSON object")
    if "error" in obj and "text" not in obj:
        return None  # a `deidq tag` error record: the note was not tagged
    text = obj.get("text")
    if not isinstance(text, str):
        raise ValueError(f"{where}:{line_no}: object has no 'text'")
    doc_id = str(obj.get("id") if obj.get("id") is not None else obj.get("note_id", line_no))
    spans = [span_from_dict(s, text, gold=gold) for s in obj.get("spans") or ()]
    all_spans = obj.get("all_spans")
    return Document(
        id=doc_id,
        text=text,
        spans=spans,
        all_spans=[span_from_dict(s, text, gold=False) for s in all_spans] if all_spans is not None else None,
        meta=obj.get("meta") or {},
    )


def iter_jsonl(path: Path, *, gold: bool = True) -> Iterator[Document]:
    """Documents of a JSONL file; a line that is no JSON object with a text raises ValueError (its line)."""
    for rec in iter_jsonl_records(Path(path)):
        if rec.reason:
            raise ValueError(f"{path}:{rec.line_no}: {rec.reason}")
        doc = record_to_document(rec.obj, rec.line_no, gold=gold, where=str(path))
        if doc is not None:
            yield doc


def read_jsonl(path: Path, *, gold: bool = True) -> list[Document]:
    return list(iter_jsonl(Path(path), gold=gold))


def doc_to_obj(doc: Document, *, gold: bool = True) -> dict[str, Any]:
    """The JSONL object of a document; span text is taken from the document, gold spans add ``orig_label``."""
    spans = []
    for s in doc.spans:
        d = span_to_dict(s)
        d["text"] = doc.text[s.start : s.end]
        if gold:
            d["orig_label"] = s.type
        spans.append(d)
    obj: dict[str, Any] = {"id": doc.id, "text": doc.text, "spans": spans, "meta": doc.meta}
    if doc.all_spans is not None:
        obj["all_spans"] = [span_to_dict(s) for s in doc.all_spans]
    return obj


def write_jsonl(docs: Iterable[Document], path: Path, *, gold: bool = True) -> int:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        return write_jsonl_records((doc_to_obj(d, gold=gold) for d in docs), fh)
