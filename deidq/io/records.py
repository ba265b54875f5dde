"""Record-level reading shared by every consumer of JSONL and CSV: one object per line (JSONL) or row
(CSV), each with its line number and raw bytes, or the reason code it could not be parsed. Ingest
validation (:mod:`deidq.ingest`) turns records into notes or rejects; :mod:`deidq.io` into documents."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

CSV_REQUIRED = ("note_id", "text")


class InputFormatError(ValueError):
    """The file as a whole cannot be read (wrong format, missing header columns)."""


@dataclass(slots=True)
class RawRecord:
    """One parsed line/row (``obj``), or ``reason``: a parse-level reject code (``invalid_utf8``,
    ``malformed_json``, ``missing_columns``, ``bad_field``) with the note id when it is known."""

    line_no: int
    raw: bytes
    obj: Any = None
    reason: str | None = None
    note_id: str | None = None


BOM = b"\xef\xbb\xbf"  # a UTF-8 byte-order mark at the start of a file


def iter_jsonl_records(path: Path) -> Iterator[RawRecord]:
    """One record per non-blank line; bytes are decoded per line so one bad line rejects only itself."""
    with open(path, "rb") as fh:
        for line_no, raw in enumerate(fh, start=1):
            if line_no == 1 and raw.startswith(BOM):  # editors and Excel exports write one: not part of the note
                raw = raw[len(BOM) :]
            stripped = raw.strip()
            if not stripped:
                continue
            try:
                line = stripped.decode("utf-8")
            except UnicodeDecodeError:
                yield RawRecord(line_no, raw, reason="invalid_utf8")
                continue
            obj = _loads(line)
            if obj is _BAD_JSON:
                yield RawRecord(line_no, raw, reason="malformed_json")
                continue
            yield RawRecord(line_no, raw, obj)


_BAD_JSON = object()


def _loads(text: str) -> Any:
    """Parsed JSON, or ``_BAD_JSON``: besides JSONDecodeError, a nesting deeper than the interpreter's
    recursion limit (RecursionError) and an integer over Python's digit limit (ValueError) must reject the
    line, not end the load."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return _BAD_JSON


def iter_csv_records(path: Path) -> Iterator[RawRecord]:
    """Rows of a CSV with at least a ``note_id,text`` header, as dicts keyed by the lower-cased header;
    a ``meta`` cell is parsed as JSON, empty ``patient_id``/``note_date``/``language``/``meta`` cells become None.
    The header is checked on the call (not on first iteration), so a bad file fails before any output."""
    # surrogateescape keeps undecodable bytes so each row can be judged on its own
    data = Path(path).read_bytes().removeprefix(BOM).decode("utf-8", errors="surrogateescape")
    reader = csv.reader(io.StringIO(data, newline=""))
    try:
        header = [h.strip().lower() for h in next(reader)]
    except StopIteration:
        return iter(())
    missing = [c for c in CSV_REQUIRED if c not in header]
    if missing:
        raise InputFormatError(
            f"{path}: CSV header lacks required column(s) {', '.join(missing)}; "
            f"expected at least {', '.join(CSV_REQUIRED)} (optional: patient_id, note_date, language, meta)"
        )
    return _csv_rows(reader, header)


def _csv_rows(reader: Any, header: list[str]) -> Iterator[RawRecord]:
    for row in reader:
        line_no = reader.line_num
        if not row or all(not c.strip() for c in row):
            continue
        raw = ",".join(row).encode("utf-8", errors="surrogateescape")
        if any("\udc80" <= ch <= "\udcff" for cell in row for ch in cell):
            yield RawRecord(line_no, raw, reason="invalid_utf8")
            continue
        if len(row) < len(header):
            nid = row[header.index("note_id")] if header.index("note_id") < len(row) else None
            yield RawRecord(line_no, raw, reason="missing_columns", note_id=nid)
            continue
        obj: dict[str, Any] = dict(zip(header, row, strict=False))
        if obj.get("meta"):
            obj["meta"] = _loads(obj["meta"])
            if obj["meta"] is _BAD_JSON:
                yield RawRecord(line_no, raw, reason="bad_field", note_id=obj.get("note_id"))
                continue
        for k in ("patient_id", "note_date", "language", "meta"):
            if k in obj and not obj[k]:
                obj[k] = None
        yield RawRecord(line_no, raw, obj)


def dumps(obj: Any) -> str:
    """One JSONL line (without the newline): UTF-8 as is, no ASCII escapes."""
    return json.dumps(obj, ensure_ascii=False)


def write_jsonl_records(objs: Iterable[Any], fh: TextIO) -> int:
    """Write objects one a line to an open text file; returns how many."""
    n = 0
    for o in objs:
        fh.write(dumps(o) + "\n")
        n += 1
    return n


@contextlib.contextmanager
def atomic_text_file(path: Path) -> Iterator[TextIO]:
    """Write ``path`` all at once or not at all: a hidden temp file beside it (mode 0600, since it holds note
    text), fsynced and renamed over ``path`` on success, removed on any exception (``typer.Exit``, Ctrl-C and
    SIGTERM turned into SystemExit included). Only a hard kill or power loss can leave the temp file behind."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".partial")  # mode 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # make the rename durable too (not possible on every platform)
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
