"""JSONL, the shared-data shape: one ``{"id", "text", "spans", "meta"}`` object a line.

Gold spans are ``{"start", "end", "label", "orig_label"|"type", "text"}``; ``deidq tag`` output spans
add ``source``, ``score``, ``decision``, ``sources``. An optional ``all_spans`` list (every merge
candidate with its decision) enables exact per-detector contribution."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from deidq.evaluation.doc import Doc, span_from_dict


def iter_jsonl(path: Path, *, gold: bool = True) -> Iterator[Doc]:
    with open(path, encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, 1):
            if not line.strip():
                continue
            obj = json.loads(line)
            if "error" in obj and "text" not in obj:
                continue  # a `deidq tag` error record: the note was not tagged
            text = obj.get("text")
            if not isinstance(text, str):
                raise ValueError(f"{path}:{line_no}: object has no 'text'")
            doc_id = str(obj.get("id") if obj.get("id") is not None else obj.get("note_id", line_no))
            spans = [span_from_dict(s, text, gold=gold) for s in obj.get("spans") or ()]
            all_spans = obj.get("all_spans")
            yield Doc(
                id=doc_id,
                text=text,
                spans=spans,
                all_spans=[span_from_dict(s, text, gold=False) for s in all_spans] if all_spans is not None else None,
                meta=obj.get("meta") or {},
            )


def read_jsonl(path: Path, *, gold: bool = True) -> list[Doc]:
    return list(iter_jsonl(Path(path), gold=gold))


def doc_to_obj(doc: Doc, *, gold: bool = True) -> dict:
    spans = []
    for s in doc.spans:
        d = s.to_dict()
        d["text"] = doc.text[s.start : s.end]
        if gold:
            d["orig_label"] = s.type
        spans.append(d)
    obj = {"id": doc.id, "text": doc.text, "spans": spans, "meta": doc.meta}
    if doc.all_spans is not None:
        obj["all_spans"] = [s.to_dict() for s in doc.all_spans]
    return obj


def write_jsonl(docs: Iterable[Doc], path: Path, *, gold: bool = True) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        for d in docs:
            fh.write(json.dumps(doc_to_obj(d, gold=gold), ensure_ascii=False) + "\n")
