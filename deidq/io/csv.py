"""CSV: a ``note_id,text`` header (optional ``patient_id``, ``note_date``, ``language``, ``meta`` as a JSON
object), the shape ``deidq enqueue`` loads. Documents may carry a ``spans`` column: a JSON list of span
objects as in JSONL. The writer writes ``note_id,text,meta,spans``."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from deidq.io.jsonl import doc_to_obj, record_to_document
from deidq.io.records import iter_csv_records
from deidq.workers.core.document import Document

COLUMNS = ("note_id", "text", "meta", "spans")


def iter_csv(path: Path, *, gold: bool = True) -> Iterator[Document]:
    """Documents of a CSV file; a row that cannot be read raises ValueError (its line)."""
    for rec in iter_csv_records(Path(path)):
        if rec.reason:
            raise ValueError(f"{path}:{rec.line_no}: {rec.reason}")
        obj = rec.obj
        if isinstance(obj.get("spans"), str):
            try:
                obj["spans"] = json.loads(obj["spans"]) if obj["spans"].strip() else []
            except json.JSONDecodeError:
                raise ValueError(f"{path}:{rec.line_no}: spans is not a JSON list") from None
        doc = record_to_document(obj, rec.line_no, gold=gold, where=str(path))
        if doc is not None:
            yield doc


def write_csv(docs: Iterable[Document], path: Path, *, gold: bool = True) -> int:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with open(path, "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(COLUMNS)
        for doc in docs:
            obj = doc_to_obj(doc, gold=gold)
            w.writerow([doc.id, doc.text, json.dumps(doc.meta, ensure_ascii=False),
                        json.dumps(obj["spans"], ensure_ascii=False)])  # fmt: skip
            n += 1
    return n
