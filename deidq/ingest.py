"""Validating notes read from JSONL and CSV (the records come from :mod:`deidq.io.records`).

Every input record becomes either an :class:`IncomingNote` or a :class:`Reject`; nothing raises for
bad content, so one bad line never stops a batch. Parse-level problems (no usable id) are rejects;
content problems of a note that has an id (empty, too large, binary) are notes with ``error_code``
set, stored with status ``rejected``. Messages name the line and the note id, never the text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deidq.io.records import CSV_REQUIRED, InputFormatError, RawRecord, iter_csv_records, iter_jsonl_records

__all__ = ["CSV_REQUIRED", "REASONS", "IncomingNote", "InputFormatError", "Reject", "note_from_record", "read_notes"]

REASONS: dict[str, str] = {
    "invalid_utf8": "line is not valid UTF-8; re-export the file as UTF-8",
    "malformed_json": "line is not a JSON object; check quoting and that each note is on one line",
    "not_an_object": "JSON value is not an object with 'id' and 'text'",
    "missing_id": "record has no 'id' / 'note_id'",
    "missing_text": "record has no 'text' string",
    "missing_columns": "CSV row has fewer fields than the header",
    "bad_field": "a field has the wrong type (ids and dates must be strings, meta an object)",
    "empty_text": "note text is empty or whitespace only",
    "too_large": "note text exceeds DEIDQ_MAX_NOTE_BYTES; split the note or raise the limit",
    "binary_content": "note text contains NUL or other binary control bytes",
    "duplicate_note_id": "note_id already exists with different text (first one kept)",
}

# C0 controls other than tab, LF, CR, FF, VT suggest binary data.
_BINARY_CHARS = frozenset(chr(c) for c in range(32) if chr(c) not in "\t\n\r\f\v")
_BINARY_RE = re.compile("[" + "".join(sorted(_BINARY_CHARS)) + "]")


@dataclass(slots=True)
class IncomingNote:
    line_no: int
    note_id: str
    text: str
    patient_id: str | None = None
    note_date: str | None = None
    language: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    error_code: str | None = None  # set when the content is unusable: stored as status 'rejected'
    record: dict[str, Any] | None = None  # the parsed object (JSONL), for `deidq tag` pass-through


@dataclass(slots=True)
class Reject:
    line_no: int
    reason: str
    raw: bytes
    note_id: str | None = None

    @property
    def message(self) -> str:
        who = f" (note {self.note_id})" if self.note_id else ""
        return f"line {self.line_no}{who}: {self.reason}: {REASONS.get(self.reason, '')}"


def content_error(text: str, max_bytes: int) -> str | None:
    if not text.strip():
        return "empty_text"
    if len(text) * 4 > max_bytes and len(text.encode("utf-8")) > max_bytes:
        return "too_large"
    if _BINARY_RE.search(text):
        return "binary_content"
    return None


def _opt_str(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str | int):
        return str(value)
    raise TypeError


def note_from_record(obj: Any, line_no: int, raw: bytes, max_bytes: int) -> IncomingNote | Reject:
    if not isinstance(obj, dict):
        return Reject(line_no, "not_an_object", raw)
    meta = obj.get("meta") or {}
    raw_id = obj.get("id", obj.get("note_id"))
    if raw_id is None or (isinstance(raw_id, str) and not raw_id.strip()):
        return Reject(line_no, "missing_id", raw)
    try:
        note_id = _opt_str(raw_id)
        if not isinstance(meta, dict):
            raise TypeError
        patient_id = _opt_str(obj.get("patient_id", meta.get("patient_id")))
        note_date = _opt_str(obj.get("note_date", meta.get("note_date")))
        language = _opt_str(obj.get("language", meta.get("language")))
    except TypeError:
        return Reject(line_no, "bad_field", raw, note_id=str(raw_id)[:200])
    assert note_id is not None
    text = obj.get("text")
    if not isinstance(text, str):
        return Reject(line_no, "missing_text", raw, note_id=note_id[:200])
    return IncomingNote(
        line_no=line_no, note_id=note_id[:200], text=text, patient_id=patient_id, note_date=note_date,
        language=language, meta=meta, error_code=content_error(text, max_bytes), record=obj,
    )  # fmt: skip


def _validated(records: Iterator[RawRecord], max_bytes: int) -> Iterator[IncomingNote | Reject]:
    for rec in records:
        if rec.reason:
            yield Reject(rec.line_no, rec.reason, rec.raw, note_id=rec.note_id)
        else:
            yield note_from_record(rec.obj, rec.line_no, rec.raw, max_bytes)


def read_jsonl(path: Path, max_bytes: int) -> Iterator[IncomingNote | Reject]:
    return _validated(iter_jsonl_records(path), max_bytes)


def read_csv(path: Path, max_bytes: int) -> Iterator[IncomingNote | Reject]:
    """Raises :class:`InputFormatError` (on first iteration) when the header lacks ``note_id``/``text``."""
    return _validated(iter_csv_records(path), max_bytes)


def read_notes(path: Path, max_bytes: int, fmt: str | None = None) -> Iterator[IncomingNote | Reject]:
    path = Path(path)
    fmt = (fmt or path.suffix.lstrip(".")).lower()
    if fmt in ("jsonl", "ndjson", "json"):
        return read_jsonl(path, max_bytes)
    if fmt == "csv":
        return read_csv(path, max_bytes)
    raise InputFormatError(f"{path}: unknown input format {fmt!r}; use .jsonl or .csv (or --format)")
