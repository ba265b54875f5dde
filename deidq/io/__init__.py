"""The one seam for note and annotation files: JSONL, BRAT standoff, i2b2 2014 XML and CSV.

:func:`read_documents` / :func:`write_documents` read and write :class:`~deidq.workers.core.document.Document`
(``deidq eval``, training, conversions); :func:`read_notes` reads notes with per-record validation for
loading and tagging (``deidq enqueue``/``run``/``tag``: bad records become reason-coded rejects).
The format is auto-detected from a file's extension or a folder's contents. No database, no queue."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from deidq.io.records import InputFormatError
from deidq.workers.core.document import Document

if TYPE_CHECKING:
    from deidq.ingest import IncomingNote, Reject

FORMATS = ("jsonl", "brat", "i2b2", "csv")
NOTE_FORMATS = ("jsonl", "csv")  # formats notes are loaded from with per-record validation

__all__ = [
    "FORMATS",
    "NOTE_FORMATS",
    "InputFormatError",
    "detect_format",
    "load_documents",
    "read_documents",
    "read_notes",
    "write_documents",
]


def detect_format(path: Path) -> str:
    path = Path(path)
    if path.is_dir():
        if any(path.rglob("*.ann")):
            return "brat"
        if any(path.rglob("*.xml")):
            return "i2b2"
        if any(path.glob("*.jsonl")):
            return "jsonl"
        raise ValueError(f"{path}: no .ann, .xml or .jsonl files found; pass --format")
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".json", ".ndjson"):
        return "jsonl"
    if suffix in (".ann", ".txt"):
        return "brat"
    if suffix == ".xml":
        return "i2b2"
    if suffix == ".csv":
        return "csv"
    raise ValueError(f"{path}: cannot tell the format from the extension {suffix!r}; pass --format")


def read_documents(path: Path, fmt: str | None = None, *, gold: bool = True) -> Iterator[Document]:
    """Documents of a file or folder. ``gold=True`` takes the fine type from ``orig_label or type``
    (annotations), ``gold=False`` from ``type`` (predictions). Unreadable content raises ValueError."""
    path = Path(path)
    fmt = (fmt or detect_format(path)).lower()
    if fmt == "jsonl":
        from deidq.io.jsonl import iter_jsonl

        if path.is_dir():
            return (d for f in sorted(path.glob("*.jsonl")) for d in iter_jsonl(f, gold=gold))
        return iter_jsonl(path, gold=gold)
    if fmt == "brat":
        from deidq.io.brat import read_brat

        return iter(read_brat(path, gold=gold))
    if fmt == "i2b2":
        from deidq.io.i2b2 import read_i2b2

        return iter(read_i2b2(path, gold=gold))
    if fmt == "csv":
        from deidq.io.csv import iter_csv

        return iter_csv(path, gold=gold)
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")


def load_documents(path: Path, fmt: str | None = None, *, gold: bool = True) -> list[Document]:
    return list(read_documents(path, fmt, gold=gold))


def write_documents(docs: Iterable[Document], path: Path, fmt: str, *, gold: bool = True) -> None:
    """Write documents: one file for JSONL and CSV, a folder of files for BRAT and i2b2."""
    if fmt == "jsonl":
        from deidq.io.jsonl import write_jsonl

        write_jsonl(docs, path, gold=gold)
    elif fmt == "brat":
        from deidq.io.brat import write_brat

        write_brat(docs, path)
    elif fmt == "i2b2":
        from deidq.io.i2b2 import write_i2b2

        write_i2b2(docs, path)
    elif fmt == "csv":
        from deidq.io.csv import write_csv

        write_csv(docs, path, gold=gold)
    else:
        raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")


def read_notes(path: Path, max_bytes: int, fmt: str | None = None) -> Iterator[IncomingNote | Reject]:
    """Notes of a JSONL or CSV file, each validated: an :class:`IncomingNote` (``error_code`` set when its
    content is unusable) or a :class:`Reject` with a reason code; nothing raises for a bad record. An unknown
    format (extension or ``fmt``) or a CSV header without ``note_id``/``text`` raises InputFormatError here."""
    from deidq.ingest import read_notes as _read

    return _read(path, max_bytes, fmt)
