"""Load a JSONL or CSV file into ``notes`` (status ``pending``): the CLI side of the ETL contract. Records
come through :func:`deidq.io.read_notes` (per-record validation, reason codes), so only records the database
can hold reach a transaction.

Batches commit separately, each in one transaction; if the database refuses a batch, its rows are stored one
by one and only the refused record is rejected (``db_rejected``, :func:`deidq.db.repository.store_batch`).
Re-running the same file is a no-op for notes already present (same id and text), so an interrupted load is
simply run again. Logs carry line numbers and reason codes, not note ids (those may hold PHI)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from deidq.config import Settings
from deidq.db import repository as repo
from deidq.db.session import transaction
from deidq.ingest import IncomingNote, Reject
from deidq.io import read_notes

log = logging.getLogger("deidq.enqueue")


def enqueue_file(
    settings: Settings,
    path: Path,
    *,
    fmt: str | None = None,
    batch_size: int = 500,
    on_reject: Callable[[str], None] | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> repo.EnqueueCounts:
    counts = repo.EnqueueCounts()
    # the path is stored as the notes' source: an undecodable file name must not fail every insert
    source = str(path).encode("utf-8", errors="backslashreplace").decode("utf-8")
    batch: list[IncomingNote] = []
    rejects: list[Reject] = []

    def flush() -> None:
        with transaction(settings.database_url) as s:
            refused = repo.store_batch(s, batch, rejects, source, counts, default_language=settings.language)
        counts.unparseable += len(rejects)
        for r in rejects:
            counts.reasons[r.reason] += 1
        for n in refused:
            log.warning(
                "note_refused_by_database", extra={"source": source, "line": n.line_no, "reason": "db_rejected"}
            )
            if on_reject:
                on_reject(f"line {n.line_no} (note {n.note_id}): db_rejected: the database refused this record")
        if on_progress:
            on_progress(len(batch) + len(rejects))
        batch.clear()
        rejects.clear()

    for item in read_notes(path, settings.max_note_bytes, fmt):
        if isinstance(item, Reject):
            log.warning("input_rejected", extra={"source": source, "line": item.line_no, "reason": item.reason})
            if on_reject:
                on_reject(item.message)
            rejects.append(item)
        else:
            if item.error_code:
                log.warning("note_rejected", extra={"source": source, "line": item.line_no, "reason": item.error_code})
                if on_reject:
                    size = f" ({len(item.text.encode())} bytes)" if item.error_code == "too_large" else ""
                    on_reject(f"line {item.line_no} (note {item.note_id}): {item.error_code}{size}")
            batch.append(item)
        if len(batch) + len(rejects) >= batch_size:
            flush()
    if batch or rejects:
        flush()
    log.info("enqueue_done", extra={"source": source, "counts": counts.as_dict()})
    return counts
