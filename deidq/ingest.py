"""Validating notes read from JSONL and CSV (the records come from :mod:`deidq.io.records`): the one place
where both ``deidq enqueue`` and ``deidq tag`` decide what a record is.

Every input record becomes either an :class:`IncomingNote` or a :class:`Reject`; nothing raises for
bad content, so one bad line never stops a batch. Record-level problems (no usable id, a field the database
or the output file could not hold: lone surrogates, NUL outside the text, wrong types) are rejects; content
problems of a note whose record is sound (empty, too large, binary) are notes with ``error_code`` set,
stored with status ``rejected``. Messages name the line and a *valid* note id, never a value: an id that
fails the id rules may be anything (an object holding an MRN and a name), so it is never repeated."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deidq.io.records import CSV_REQUIRED, InputFormatError, RawRecord, iter_csv_records, iter_jsonl_records

__all__ = [
    "CSV_REQUIRED", "MAX_ID_CHARS", "REASONS", "IncomingNote", "InputFormatError", "Reject", "note_format",
    "note_from_record", "read_notes", "valid_id",
]  # fmt: skip

# notes.note_id, notes.patient_id and ingest_rejects.note_id are VARCHAR(200); longer ids are rejected,
# never truncated (truncation made distinct ids collide as duplicates).
MAX_ID_CHARS = 200
MAX_DATE_CHARS = 40  # notes.note_date
MAX_LANGUAGE_CHARS = 8  # notes.language

REASONS: dict[str, str] = {
    "invalid_utf8": "line is not valid UTF-8; re-export the file as UTF-8",
    "malformed_json": "line is not a JSON object; check quoting and that each note is on one line",
    "not_an_object": "JSON value is not an object with 'id' and 'text'",
    "missing_id": "record has no 'id' / 'note_id'",
    "bad_id": f"id is not a non-empty string of at most {MAX_ID_CHARS} characters without control characters",
    "bad_patient_id": f"patient_id is not a string of at most {MAX_ID_CHARS} characters without control characters",
    "missing_text": "record has no 'text' string",
    "missing_columns": "CSV row has fewer fields than the header",
    "bad_field": "a field has the wrong type or length (dates at most 40 characters, language at most 8, meta an "
    "object, numbers finite)",
    "invalid_unicode": "a string holds a lone surrogate (e.g. a JSON \\ud800 escape), which is not valid Unicode",
    "nul_character": "a field other than the text (meta, patient_id, date, language, a key) holds a NUL character",
    "empty_text": "note text is empty or whitespace only",
    "too_large": "note text exceeds DEIDQ_MAX_NOTE_BYTES; split the note or raise the limit",
    "binary_content": "note text contains NUL or other binary control bytes",
    "duplicate_note_id": "note_id already exists with different text (first one kept)",
    "db_rejected": "the database refused this record (the rest of its batch was stored)",
}

# C0 controls other than tab, LF, CR, FF, VT suggest binary data.
_BINARY_CHARS = frozenset(chr(c) for c in range(32) if chr(c) not in "\t\n\r\f\v")
_BINARY_RE = re.compile("[" + "".join(sorted(_BINARY_CHARS)) + "]")
# not allowed in an id: every C0 and C1 control (tab and newline included), DEL and surrogates
_BAD_ID_CHAR_RE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


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
    note_id: str | None = None  # only ever a valid id (:func:`valid_id`)

    @property
    def message(self) -> str:
        who = f" (note {self.note_id})" if self.note_id else ""
        return f"line {self.line_no}{who}: {self.reason}: {REASONS.get(self.reason, '')}"


def valid_id(value: Any) -> bool:
    """A note or patient id we store and show: a string, not blank, at most ``MAX_ID_CHARS`` characters,
    no control characters (C0, DEL, C1: tab and newline too) and no lone surrogates. JSON numbers and booleans
    are not ids (``true`` must not become ``"True"``)."""
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_ID_CHARS
        and not value.isspace()
        and not _BAD_ID_CHAR_RE.search(value)
    )


def _has_surrogate(s: str) -> bool:
    if s.isascii():
        return False
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _unstorable(value: Any) -> str | None:
    """The reason code for the first string or key in a JSON value (any depth) that neither the database
    nor a UTF-8 output file can hold (a lone surrogate, a NUL), or a number that is not finite (JSON has no
    ``NaN``/``Infinity``: PostgreSQL refuses them). Iterative: records may nest as deep as the parser allows."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if _has_surrogate(v):
                return "invalid_unicode"
            if "\x00" in v:
                return "nul_character"
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, float) and not math.isfinite(v):
            return "bad_field"
    return None


def content_error(text: str, max_bytes: int) -> str | None:
    if not text.strip():
        return "empty_text"
    if len(text) * 4 > max_bytes and len(text.encode("utf-8")) > max_bytes:
        return "too_large"
    if _BINARY_RE.search(text):
        return "binary_content"
    return None


class _Bad(Exception):
    def __init__(self, reason: str) -> None:
        self.reason = reason


def _opt_field(value: Any, max_chars: int) -> str | None:
    """An optional short string field (date, language): None or "" is absent; anything else must be a
    string of at most ``max_chars`` characters (never coerced, never cut)."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value) > max_chars:
        raise _Bad("bad_field")
    return value


def note_from_record(obj: Any, line_no: int, raw: bytes, max_bytes: int) -> IncomingNote | Reject:
    """Validate and normalise one parsed record. Checks run in this order, the first failure is the reason:
    object, id (``missing_id``/``bad_id``), text present, every other string and key (``invalid_unicode``,
    ``nul_character``), field types and lengths, patient id, then the text's content."""
    if not isinstance(obj, dict):
        return Reject(line_no, "not_an_object", raw)
    key = "id" if "id" in obj else "note_id" if "note_id" in obj else None
    if key is None:
        return Reject(line_no, "missing_id", raw)
    note_id = obj[key]
    if not valid_id(note_id):
        return Reject(line_no, "bad_id", raw)
    text = obj.get("text")
    if not isinstance(text, str):
        return Reject(line_no, "missing_text", raw, note_id=note_id)
    # NUL in the text itself is binary_content (a note, stored rejected); anywhere else it is a reject
    bad = "invalid_unicode" if _has_surrogate(text) else _unstorable({k: v for k, v in obj.items() if k != "text"})
    if bad:
        return Reject(line_no, bad, raw, note_id=note_id)
    meta = obj.get("meta")
    if meta is None or meta == "":
        meta = {}
    try:
        if not isinstance(meta, dict):
            raise _Bad("bad_field")
        note_date = _opt_field(obj.get("note_date", meta.get("note_date")), MAX_DATE_CHARS)
        language = _opt_field(obj.get("language", meta.get("language")), MAX_LANGUAGE_CHARS)
        patient_id = obj.get("patient_id", meta.get("patient_id"))
        if patient_id == "":
            patient_id = None
        if patient_id is not None and not valid_id(patient_id):
            raise _Bad("bad_patient_id")
    except _Bad as exc:
        return Reject(line_no, exc.reason, raw, note_id=note_id)
    return IncomingNote(
        line_no=line_no, note_id=note_id, text=text, patient_id=patient_id, note_date=note_date,
        language=language, meta=meta, error_code=content_error(text, max_bytes), record=obj,
    )  # fmt: skip


def _validated(records: Iterator[RawRecord], max_bytes: int) -> Iterator[IncomingNote | Reject]:
    for rec in records:
        if rec.reason:  # a CSV row's id cell is shown only when it is a valid id
            yield Reject(rec.line_no, rec.reason, rec.raw, note_id=rec.note_id if valid_id(rec.note_id) else None)
        else:
            yield note_from_record(rec.obj, rec.line_no, rec.raw, max_bytes)


def read_jsonl(path: Path, max_bytes: int) -> Iterator[IncomingNote | Reject]:
    return _validated(iter_jsonl_records(path), max_bytes)


def read_csv(path: Path, max_bytes: int) -> Iterator[IncomingNote | Reject]:
    """Raises :class:`InputFormatError` (on the call) when the header lacks ``note_id``/``text``."""
    return _validated(iter_csv_records(path), max_bytes)


_FORMAT_NAMES = {"jsonl": "jsonl", "ndjson": "jsonl", "json": "jsonl", "csv": "csv"}


def note_format(path: Path, fmt: str | None = None) -> str:
    """``jsonl`` or ``csv``: ``fmt`` when given (``--format``), else from the file extension (``.jsonl``,
    ``.ndjson``, ``.json``, ``.csv``). Anything else is an :class:`InputFormatError`: never guessed."""
    name = (fmt or Path(path).suffix.lstrip(".")).lower()
    if name not in _FORMAT_NAMES:
        raise InputFormatError(
            f"{path}: unknown input format {name or '(no extension)'!r}; use .jsonl or .csv, or pass --format jsonl|csv"
        )
    return _FORMAT_NAMES[name]


def read_notes(path: Path, max_bytes: int, fmt: str | None = None) -> Iterator[IncomingNote | Reject]:
    """Validated notes of a file. Raises :class:`InputFormatError` here, before any record, for an unknown
    format or a CSV header without ``note_id``/``text``."""
    path = Path(path)
    if note_format(path, fmt) == "csv":
        return read_csv(path, max_bytes)
    return read_jsonl(path, max_bytes)
