"""Stateless tagging of a JSONL stream (``deidq tag``): no database, detectors loaded once, notes
batched so the model tagger can batch across them. Output keeps every input object, in order."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TextIO

from deidq.ingest import IncomingNote, Reject
from workers.core.note import Note
from workers.core.pipeline import NoteResult, Pipeline

log = logging.getLogger("deidq.tag")


def _note(item: IncomingNote, default_lang: str | None) -> Note:
    return Note(
        note_id=item.note_id,
        text=item.text,
        language=default_lang or item.language or "en",
        patient_id=item.patient_id,
        note_date=item.note_date,
        meta=item.meta,
    )


def _output(item: IncomingNote, res: NoteResult, mode: str | None) -> dict[str, Any]:
    obj = dict(item.record or {"id": item.note_id, "text": item.text})
    text = item.text
    obj["spans"] = [{**s.to_dict(), "text": text[s.start : s.end]} for s in res.spans]
    if mode in ("redact", "surrogate"):
        obj["deidentified_text"] = res.text
        if mode == "surrogate":
            for d, rep in zip(obj["spans"], res.replacements, strict=True):
                d["surrogate"] = rep
    elif mode == "tag" and res.text is not None:
        obj["tagged_text"] = res.text
    return obj


def _error(line_no: int, note_id: str | None, code: str) -> dict[str, Any]:
    return {"id": note_id, "line": line_no, "error": {"code": code}}


def tag_stream(
    items: Iterable[IncomingNote | Reject],
    pipeline_for: Callable[[str], Pipeline],
    mode: str | None,
    *,
    language: str | None = None,
    batch_size: int = 64,
) -> Iterator[tuple[dict[str, Any], str | None]]:
    """Yield (output object, error code or None) per input record, in input order."""
    batch: list[IncomingNote] = []

    def flush() -> Iterator[tuple[dict[str, Any], str | None]]:
        groups: dict[str, list[int]] = {}
        for i, it in enumerate(batch):
            if not it.error_code:
                groups.setdefault(language or it.language or "en", []).append(i)
        results: dict[int, tuple[dict[str, Any], str | None]] = {}
        for lang, idxs in groups.items():
            pipe = pipeline_for(lang)
            notes = [_note(batch[i], language) for i in idxs]
            try:
                res = pipe.process(notes, mode)
                for i, r in zip(idxs, res, strict=True):
                    results[i] = (_output(batch[i], r, mode), None)
            except Exception:
                log.warning("batch_failed_retrying_singly", extra={"count": len(idxs)})
                for i, n in zip(idxs, notes, strict=True):
                    try:
                        results[i] = (_output(batch[i], pipe.process([n], mode)[0], mode), None)
                    except Exception as exc:
                        code = f"detector_error:{type(exc).__name__}"
                        log.error("note_failed", extra={"note_id": n.note_id, "error_type": type(exc).__name__})
                        results[i] = (_error(batch[i].line_no, n.note_id, code), code)
        for i, it in enumerate(batch):
            if it.error_code:
                yield _error(it.line_no, it.note_id, it.error_code), it.error_code
            else:
                yield results[i]
        batch.clear()

    for item in items:
        if isinstance(item, Reject):
            yield from flush()
            yield _error(item.line_no, item.note_id, item.reason), item.reason
            continue
        batch.append(item)
        if len(batch) >= batch_size:
            yield from flush()
    yield from flush()


def write_jsonl(objs: Iterable[dict[str, Any]], fh: TextIO) -> None:
    for o in objs:
        fh.write(json.dumps(o, ensure_ascii=False) + "\n")
