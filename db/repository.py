"""All SQL the application runs. Callers pass a Session inside a transaction (``db.session.transaction``);
functions here never commit, so a unit of work (e.g. result + spans + surrogates + status) is atomic."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from deidq.db.tables import HeartbeatRow, IngestRejectRow, NoteRow, ResultRow, RunRow, SpanRow, SurrogateRow
from deidq.workers.core.vocab import NoteStatus, RunKind, RunStatus
from sqlalchemy import case, delete, func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session


def utcnow() -> datetime:
    return datetime.now(UTC)


# ---------------------------------------------------------------- ingest


@dataclass(slots=True)
class EnqueueCounts:
    queued: int = 0
    rejected: int = 0  # stored as notes with status 'rejected' (bad content, id known)
    unparseable: int = 0  # stored in ingest_rejects (no usable note)
    duplicates: int = 0  # same note_id, different text: stored in ingest_rejects
    unchanged: int = 0  # same note_id and text already present: nothing to do
    refused: int = 0  # passed validation, refused by the database: stored in ingest_rejects (db_rejected)
    reasons: Counter = field(default_factory=Counter)

    def as_dict(self) -> dict[str, Any]:
        return {
            "queued": self.queued, "rejected": self.rejected, "unparseable": self.unparseable,
            "duplicates": self.duplicates, "unchanged": self.unchanged, "refused": self.refused,
            "reasons": dict(self.reasons),
        }  # fmt: skip

    def add(self, other: EnqueueCounts) -> None:
        self.queued += other.queued
        self.rejected += other.rejected
        self.unparseable += other.unparseable
        self.duplicates += other.duplicates
        self.unchanged += other.unchanged
        self.refused += other.refused
        self.reasons.update(other.reasons)


# A too_large note is stored without its text (a note of many megabytes in the PHI table helps nobody, and
# it is in the source file): notes.text is NULL and meta gets this key with the text's size and digest,
# so a reload of the same file finds it unchanged.
TEXT_WITHHELD_KEY = "_deidq_text_withheld"

# Errors one bad row can cause (constraint, value too long, encoding, JSON serialisation). A lost
# connection is an OperationalError too, but then the savepoint rollback fails and the load stops.
_ROW_ERRORS = (SQLAlchemyError, ValueError, TypeError)


def _text_digest(text: str | None) -> str:
    return hashlib.sha256((text or "").encode("utf-8", errors="surrogatepass")).hexdigest()


def _reject_raw(note: Any) -> bytes | None:
    """What an ``ingest_rejects`` row keeps of a refused note: its text, unless too large to keep at all."""
    return note.text.encode("utf-8") if note.text and note.error_code != "too_large" else None


def _stored_digest(text: str | None, code: str | None, meta: dict | None) -> str:
    if code == "binary_content":
        return "binary"
    if code == "too_large" and isinstance(meta, dict) and isinstance(meta.get(TEXT_WITHHELD_KEY), dict):
        return str(meta[TEXT_WITHHELD_KEY].get("sha256"))
    return _text_digest(text)


def add_reject(session: Session, source: str, line_no: int | None, reason: str, raw: bytes | None,
               note_id: str | None = None) -> None:  # fmt: skip
    session.add(IngestRejectRow(source=source, line_no=line_no, reason_code=reason, raw=raw, note_id=note_id))


def insert_notes(session: Session, notes: Sequence[Any], source: str, counts: EnqueueCounts,
                 default_language: str = "en") -> None:  # fmt: skip
    """Insert IncomingNote-like objects (validated by :mod:`deidq.ingest`); duplicates are judged against the
    table and within the batch. Use :func:`store_batch` to load a batch so one refused row cannot fail it."""
    ids = [n.note_id for n in notes]
    existing: dict[str, str] = {}
    if ids:
        for nid, text, code, meta in session.execute(
            select(NoteRow.note_id, NoteRow.text, NoteRow.error_code, NoteRow.meta).where(NoteRow.note_id.in_(ids))
        ):
            existing[nid] = _stored_digest(text, code, meta)
    for n in notes:
        bad = n.error_code
        withheld = bad in ("binary_content", "too_large")  # text not stored in notes.text
        digest = "binary" if bad == "binary_content" else _text_digest(n.text)
        if n.note_id in existing:
            if existing[n.note_id] == digest:
                counts.unchanged += 1
            else:
                counts.duplicates += 1
                counts.reasons["duplicate_note_id"] += 1
                add_reject(session, source, n.line_no, "duplicate_note_id", _reject_raw(n), n.note_id)
            continue
        existing[n.note_id] = digest
        meta = n.meta or None
        if bad == "too_large":
            size = {"bytes": len(n.text.encode("utf-8")), "sha256": digest}
            meta = {**(n.meta or {}), TEXT_WITHHELD_KEY: size}
        session.add(
            NoteRow(
                note_id=n.note_id,
                patient_id=n.patient_id,
                note_date=n.note_date,
                language=n.language or default_language,
                # binary content cannot go into a TEXT column (PostgreSQL refuses NUL): keep it in raw;
                # a too-large text is not kept at all (its size and digest are in meta)
                text=None if withheld else n.text,
                meta=meta,
                source=source[:500],
                status=NoteStatus.REJECTED if bad else NoteStatus.PENDING,
                error_code=bad,
            )
        )
        if bad:
            counts.rejected += 1
            counts.reasons[bad] += 1
            if bad == "binary_content":
                add_reject(session, source, n.line_no, bad, n.text.encode("utf-8"), n.note_id)
        else:
            counts.queued += 1
    session.flush()


def store_batch(session: Session, notes: Sequence[Any], rejects: Sequence[Any], source: str, counts: EnqueueCounts,
                default_language: str = "en") -> list[Any]:  # fmt: skip
    """Store a batch of validated notes and of rejects (``line_no``, ``reason``, ``raw``, ``note_id``) in one
    savepoint. If the database refuses it, roll back to the savepoint and store the rows one at a time, each in
    its own savepoint: a refused note becomes an ``ingest_rejects`` row ``db_rejected`` (its text as raw, as
    for a duplicate) and every other row is stored. Returns the refused notes. Counts change only for what
    was stored."""
    trial = EnqueueCounts()
    try:
        with session.begin_nested():
            for r in rejects:
                add_reject(session, source, r.line_no, r.reason, r.raw, r.note_id)
            session.flush()
            insert_notes(session, notes, source, trial, default_language)
    except _ROW_ERRORS:
        pass
    else:
        counts.add(trial)
        return []
    for r in rejects:
        _add_reject_isolated(session, source, r.line_no, r.reason, r.raw, r.note_id)
    refused = []
    for n in notes:
        one = EnqueueCounts()
        try:
            with session.begin_nested():
                insert_notes(session, [n], source, one, default_language)
        except _ROW_ERRORS:
            refused.append(n)
            _add_reject_isolated(session, source, n.line_no, "db_rejected", _reject_raw(n), n.note_id)
            counts.refused += 1
            counts.reasons["db_rejected"] += 1
        else:
            counts.add(one)
    return refused


def _add_reject_isolated(session: Session, source: str, line_no: int | None, reason: str, raw: bytes | None,
                         note_id: str | None) -> None:  # fmt: skip
    """One reject row in its own savepoint; if refused, the row again with only its line and reason (the
    database must at least say that the line was not loaded); if that is refused too, the error propagates."""
    try:
        with session.begin_nested():
            add_reject(session, source, line_no, reason, raw, note_id)
            session.flush()
    except _ROW_ERRORS:
        with session.begin_nested():
            add_reject(session, source, line_no, reason, None, None)
            session.flush()


# ---------------------------------------------------------------- runs


def create_run(session: Session, *, kind: str, mode: str, config: dict, versions: dict) -> int:
    run = RunRow(kind=kind, mode=mode, config=config, versions=versions, status=RunStatus.RUNNING)
    session.add(run)
    session.flush()
    return run.id


def finish_run(session: Session, run_id: int, counts: dict, status: str = RunStatus.FINISHED) -> None:
    session.execute(
        update(RunRow).where(RunRow.id == run_id).values(status=status, finished_at=utcnow(), counts=counts)
    )


# ---------------------------------------------------------------- claiming


def claim_batch(session: Session, *, owner: str, limit: int, lease_seconds: int, run_id: int) -> list[int]:
    """Claim up to ``limit`` pending notes with a lease, for ``run_id``. On PostgreSQL concurrent claimers
    skip each other's locked rows (FOR UPDATE SKIP LOCKED); SQLite serialises writers, so the plain form
    is safe. Binding the claim to its run lets :func:`holds_claim` refuse a stale writer."""
    pick = (
        select(NoteRow.id)
        .where(NoteRow.status == NoteStatus.PENDING)
        .order_by(NoteRow.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    ids = list(session.scalars(pick))
    if not ids:
        return []
    session.execute(
        update(NoteRow)
        .where(NoteRow.id.in_(ids), NoteRow.status == NoteStatus.PENDING)
        .values(
            status=NoteStatus.CLAIMED,
            lease_owner=owner[:200],
            lease_expires_at=utcnow() + timedelta(seconds=lease_seconds),
            attempts=NoteRow.attempts + 1,
            updated_at=utcnow(),
            last_run_id=run_id,
        )
    )
    return ids


def holds_claim(session: Session, note_pk: int, run_id: int) -> bool:
    """Lock the note row and say whether ``run_id`` still holds its claim. A merge whose lease expired
    and whose note was claimed again (by another run) must not write: it checks this first, in the
    same transaction as its write."""
    row = session.execute(
        select(NoteRow.status, NoteRow.last_run_id).where(NoteRow.id == note_pk).with_for_update()
    ).first()
    return row is not None and row.status == NoteStatus.CLAIMED and row.last_run_id == run_id


def reap_expired_leases(session: Session, *, max_attempts: int, run_id: int | None = None) -> tuple[int, int]:
    """Return claimed notes whose lease expired to 'pending', or to 'failed' after max_attempts.
    With ``run_id`` (the reaping scheduler's run), notes failed here count in that run's failures;
    without it they stay with the run that last claimed them."""
    now = utcnow()
    expired = (NoteRow.status == NoteStatus.CLAIMED) & (NoteRow.lease_expires_at < now)
    give_up: dict[str, Any] = {"status": NoteStatus.FAILED, "error_code": "lease_expired_max_attempts",
                               "lease_owner": None, "lease_expires_at": None}  # fmt: skip
    if run_id is not None:
        give_up["last_run_id"] = run_id
    failed = session.execute(
        update(NoteRow).where(expired, NoteRow.attempts >= max_attempts).values(**give_up)
    ).rowcount
    requeued = session.execute(
        update(NoteRow)
        .where(expired, NoteRow.attempts < max_attempts)
        .values(status=NoteStatus.PENDING, lease_owner=None, lease_expires_at=None)
    ).rowcount
    return requeued or 0, failed or 0


def load_notes(session: Session, note_pks: Iterable[int]) -> list[NoteRow]:
    pks = list(note_pks)
    rows = {r.id: r for r in session.scalars(select(NoteRow).where(NoteRow.id.in_(pks)))}
    return [rows[pk] for pk in pks if pk in rows]


# ---------------------------------------------------------------- results


def _insert_ignore(session: Session, table, rows: list[dict]) -> None:
    if not rows:
        return
    dialect = session.get_bind().dialect.name
    if dialect == "postgresql":
        stmt = postgresql.insert(table).on_conflict_do_nothing()
    elif dialect == "sqlite":
        stmt = sqlite.insert(table).on_conflict_do_nothing()
    else:  # pragma: no cover
        raise NotImplementedError(dialect)
    session.execute(stmt, rows)


@dataclass(slots=True)
class NoteOutcome:
    """What the merger computed for one note: spans as dicts (with ``kept`` and ``surrogate``) and the
    surrogate map entries ``(scope_hash, kind, value_hash, surrogate)`` it used."""

    note_pk: int
    deidentified_text: str | None
    spans: Sequence[dict]
    surrogate_records: Sequence[tuple[str, str, str, str]] = ()


def claims_held(session: Session, note_pks: Iterable[int], run_id: int) -> set[int]:
    """Lock the notes' rows (in primary-key order, so concurrent writers cannot deadlock) and return
    those still claimed by ``run_id``: the set-based form of :func:`holds_claim`."""
    pks = sorted({int(p) for p in note_pks})
    if not pks:
        return set()
    rows = session.execute(
        select(NoteRow.id, NoteRow.status, NoteRow.last_run_id)
        .where(NoteRow.id.in_(pks))
        .order_by(NoteRow.id)
        .with_for_update()
    )
    return {r.id for r in rows if r.status == NoteStatus.CLAIMED and r.last_run_id == run_id}


def save_results(session: Session, *, run_id: int, mode: str, outcomes: Sequence[NoteOutcome]) -> None:
    """Write results, all spans and surrogate map entries of several notes and mark them done, in a
    few set-based statements — idempotent: a repeated call for the same (note, run) replaces the
    earlier rows instead of adding to them. Callers check :func:`claims_held` first."""
    if not outcomes:
        return
    pks = [o.note_pk for o in outcomes]
    session.execute(delete(SpanRow).where(SpanRow.note_pk.in_(pks), SpanRow.run_id == run_id))
    session.execute(delete(ResultRow).where(ResultRow.note_pk.in_(pks), ResultRow.run_id == run_id))
    session.execute(
        ResultRow.__table__.insert(),
        [
            {
                "note_pk": o.note_pk,
                "run_id": run_id,
                "mode": mode,
                "status": NoteStatus.DONE,
                "deidentified_text": o.deidentified_text,
                "span_count": sum(1 for sp in o.spans if sp.get("kept", True)),
            }
            for o in outcomes
        ],
    )
    span_rows = [
        {
            "note_pk": o.note_pk,
            "run_id": run_id,
            "start": sp["start"],
            "end": sp["end"],
            "label": sp["label"],
            "type": sp["type"],
            "source": sp["source"][:200],
            "sources": list(sp.get("sources") or []),
            "score": float(sp.get("score", 1.0)),
            "decision": sp["decision"],
            "surrogate": sp.get("surrogate"),
        }
        for o in outcomes
        for sp in o.spans
    ]
    if span_rows:
        session.execute(SpanRow.__table__.insert(), span_rows)
    records = {(a, b, c): d for o in outcomes for a, b, c, d in o.surrogate_records}  # one row per key
    _insert_ignore(
        session,
        SurrogateRow.__table__,
        [{"scope_hash": a, "kind": b, "value_hash": c, "surrogate": d} for (a, b, c), d in records.items()],
    )
    session.execute(
        update(NoteRow)
        .where(NoteRow.id.in_(pks))
        .values(
            status=NoteStatus.DONE,
            error_code=None,
            lease_owner=None,
            lease_expires_at=None,
            last_run_id=run_id,
            updated_at=utcnow(),
        )
    )


def save_result(
    session: Session,
    *,
    note_pk: int,
    run_id: int,
    mode: str,
    deidentified_text: str | None,
    spans: Sequence[dict],
    surrogate_records: Sequence[tuple[str, str, str, str]] = (),
) -> None:
    """One note's :func:`save_results`."""
    save_results(session, run_id=run_id, mode=mode,
                 outcomes=[NoteOutcome(note_pk, deidentified_text, spans, surrogate_records)])  # fmt: skip


def mark_note_error(session: Session, note_pk: int, code: str, *, max_attempts: int, run_id: int | None = None) -> str:
    """Record a processing error: back to 'pending' for another attempt, or 'failed' once attempts
    are used up. Returns the new status. ``code`` is a reason code, never note content."""
    row = session.get(NoteRow, note_pk)
    if row is None:
        return "missing"
    status = NoteStatus.FAILED if row.attempts >= max_attempts else NoteStatus.PENDING
    row.status = status
    row.error_code = code[:64]
    row.lease_owner = None
    row.lease_expires_at = None
    if run_id is not None:
        row.last_run_id = run_id
    return status


def fail_note(session: Session, note_pk: int, code: str, run_id: int | None = None) -> None:
    """Permanent failure (poison note): no further attempts."""
    session.execute(
        update(NoteRow)
        .where(NoteRow.id == note_pk)
        .values(
            status=NoteStatus.FAILED, error_code=code[:64], lease_owner=None, lease_expires_at=None, last_run_id=run_id
        )
    )


# ---------------------------------------------------------------- status


def status_counts(session: Session) -> dict[str, int]:
    rows = session.execute(select(NoteRow.status, func.count()).group_by(NoteRow.status))
    return {status: n for status, n in rows}


def failed_notes(session: Session, limit: int) -> list[tuple[str, str | None, int, datetime | None, int | None]]:
    """(note id, reason code, attempts, last change, last run) of failed notes, newest first."""
    rows = session.execute(
        select(NoteRow.note_id, NoteRow.error_code, NoteRow.attempts, NoteRow.updated_at, NoteRow.last_run_id)
        .where(NoteRow.status == NoteStatus.FAILED)
        .order_by(NoteRow.updated_at.desc(), NoteRow.id.desc())
        .limit(limit)
    )
    return [tuple(r) for r in rows]  # type: ignore[misc]


def error_counts(session: Session) -> dict[str, int]:
    rows = session.execute(
        select(NoteRow.error_code, func.count()).where(NoteRow.error_code.is_not(None)).group_by(NoteRow.error_code)
    )
    return {code: n for code, n in rows}


def reject_counts(session: Session) -> dict[str, int]:
    rows = session.execute(select(IngestRejectRow.reason_code, func.count()).group_by(IngestRejectRow.reason_code))
    return {code: n for code, n in rows}


def recent_runs(session: Session, limit: int = 5) -> list[RunRow]:
    return list(session.scalars(select(RunRow).order_by(RunRow.id.desc()).limit(limit)))


def label_counts(session: Session, run_id: int, decisions: Iterable[str]) -> dict[str, int]:
    """Span counts per label for a run, over spans whose merger decision is in ``decisions``."""
    rows = session.execute(
        select(SpanRow.label, func.count())
        .where(SpanRow.run_id == run_id, SpanRow.decision.in_(sorted(decisions)))
        .group_by(SpanRow.label)
    )
    return {label: n for label, n in rows}


def iter_results(session: Session, run_id: int, batch: int = 500):
    """(note_id, mode, deidentified_text, span_count) for a run, in note order."""
    stmt = (
        select(NoteRow.note_id, ResultRow.mode, ResultRow.deidentified_text, ResultRow.span_count)
        .join(NoteRow, NoteRow.id == ResultRow.note_pk)
        .where(ResultRow.run_id == run_id)
        .order_by(NoteRow.id)
        .execution_options(yield_per=batch)
    )
    yield from session.execute(stmt)


def requeue(session: Session, *, statuses: Sequence[str]) -> int:
    """Put notes in the given statuses back to 'pending' with a fresh attempt count."""
    return (
        session.execute(
            update(NoteRow)
            .where(NoteRow.status.in_(list(statuses)))
            .values(status=NoteStatus.PENDING, attempts=0, error_code=None, lease_owner=None, lease_expires_at=None)
        ).rowcount
        or 0
    )


# ---------------------------------------------------------------- distributed scheduler (issue 8)


def release_claims(
    session: Session,
    note_pks: Sequence[int],
    *,
    owner: str,
    code: str | None = None,
    max_attempts: int | None = None,
    run_id: int | None = None,
    refund_attempt: bool = False,
) -> tuple[int, int]:
    """Give back notes of ``note_pks`` still ``claimed`` by ``owner``; returns (pending, failed).

    ``refund_attempt``: the batch was never dispatched (broker down), so the claim did not count as an
    attempt. Otherwise the batch's task failed: back to 'pending' with ``code``, or 'failed' once
    ``max_attempts`` are used up (same rule as :func:`mark_note_error`)."""
    pks = list(note_pks)
    if not pks:
        return 0, 0
    mine = (NoteRow.id.in_(pks)) & (NoteRow.status == NoteStatus.CLAIMED) & (NoteRow.lease_owner == owner[:200])
    clear = {"lease_owner": None, "lease_expires_at": None, "updated_at": utcnow()}
    if refund_attempt:
        refunded = case((NoteRow.attempts > 0, NoteRow.attempts - 1), else_=0)
        n = session.execute(
            update(NoteRow).where(mine).values(status=NoteStatus.PENDING, attempts=refunded, **clear)
        ).rowcount
        return n or 0, 0
    extra = {"error_code": code[:64]} if code else {}
    if run_id is not None:
        extra["last_run_id"] = run_id
    failed = 0
    if max_attempts is not None:
        failed = (
            session.execute(
                update(NoteRow)
                .where(mine, NoteRow.attempts >= max_attempts)
                .values(status=NoteStatus.FAILED, **clear, **extra)
            ).rowcount
            or 0
        )
    pending = (
        session.execute(update(NoteRow).where(mine).values(status=NoteStatus.PENDING, **clear, **extra)).rowcount or 0
    )
    return pending, failed


def claimed_by(session: Session, owner: str) -> int:
    return (
        session.scalar(
            select(func.count())
            .select_from(NoteRow)
            .where(NoteRow.status == NoteStatus.CLAIMED, NoteRow.lease_owner == owner[:200])
        )
        or 0
    )


def work_remaining(session: Session) -> tuple[int, int]:
    """(pending, claimed) over all notes."""
    rows = dict(
        session.execute(
            select(NoteRow.status, func.count())
            .where(NoteRow.status.in_([NoteStatus.PENDING, NoteStatus.CLAIMED]))
            .group_by(NoteRow.status)
        ).all()
    )
    return rows.get(NoteStatus.PENDING, 0), rows.get(NoteStatus.CLAIMED, 0)


def claims_by_owner(session: Session) -> dict[str, dict[str, Any]]:
    """In-flight notes per lease owner: count and the earliest lease expiry."""
    rows = session.execute(
        select(NoteRow.lease_owner, func.count(), func.min(NoteRow.lease_expires_at))
        .where(NoteRow.status == NoteStatus.CLAIMED)
        .group_by(NoteRow.lease_owner)
    )
    return {owner or "-": {"notes": n, "next_expiry": exp} for owner, n, exp in rows}


def run_progress(session: Session, run_id: int) -> dict[str, Any]:
    """What a run has produced so far, from the rows themselves: results written (done), their spans,
    notes it left failed, and when its last result was written."""
    done, spans, last = session.execute(
        select(func.count(), func.coalesce(func.sum(ResultRow.span_count), 0), func.max(ResultRow.created_at)).where(
            ResultRow.run_id == run_id
        )
    ).one()
    failed = (
        session.scalar(
            select(func.count())
            .select_from(NoteRow)
            .where(NoteRow.last_run_id == run_id, NoteRow.status == NoteStatus.FAILED)
        )
        or 0
    )
    return {"done": int(done), "spans": int(spans), "failed": int(failed), "last_result_at": last}


def run_failure_codes(session: Session, run_id: int) -> dict[str, int]:
    rows = session.execute(
        select(NoteRow.error_code, func.count())
        .where(NoteRow.last_run_id == run_id, NoteRow.status == NoteStatus.FAILED)
        .group_by(NoteRow.error_code)
    )
    return {code or "-": n for code, n in rows}


def update_run_counts(session: Session, run_id: int, counts: dict) -> None:
    """Progress counts for a run that is still going (``finish_run`` sets the final ones)."""
    session.execute(update(RunRow).where(RunRow.id == run_id).values(counts=counts))


def get_run(session: Session, run_id: int) -> RunRow | None:
    return session.get(RunRow, run_id)


def run_sources(session: Session, run_id: int, limit: int = 50) -> list[str]:
    """Distinct detector sources (``name@version``) that produced spans in a run."""
    return list(session.scalars(select(SpanRow.source).where(SpanRow.run_id == run_id).distinct().limit(limit)))


# ---------------------------------------------------------------- liveness (issue 20)

WORKER_LOST = "worker_lost"  # error code of a note that kept losing its worker (DEIDQ_MAX_LOST)


def beat(session: Session, *, owner: str, role: str, host: str | None, pid: int | None,
         run_id: int | None = None) -> None:  # fmt: skip
    """Record that ``owner`` is alive now (one row per process; created on its first beat)."""
    now = utcnow()
    key = owner[:200]
    n = session.execute(
        update(HeartbeatRow).where(HeartbeatRow.owner == key).values(last_seen=now, run_id=run_id)
    ).rowcount
    if not n:
        row = {"owner": key, "role": role[:64], "host": (host or "")[:200], "pid": pid, "run_id": run_id,
               "started_at": now, "last_seen": now}  # fmt: skip
        _insert_ignore(session, HeartbeatRow.__table__, [row])


def forget_heartbeat(session: Session, owner: str) -> None:
    """A clean shutdown: the owner is gone, nothing to wait for."""
    session.execute(delete(HeartbeatRow).where(HeartbeatRow.owner == owner[:200]))


def heartbeats(session: Session) -> list[HeartbeatRow]:
    return list(session.scalars(select(HeartbeatRow).order_by(HeartbeatRow.role, HeartbeatRow.owner)))


def live_owners(session: Session, timeout_s: float) -> dict[str, bool]:
    """Every owner with a heartbeat row: True if it beat within ``timeout_s``, False if it went silent."""
    cutoff = utcnow() - timedelta(seconds=timeout_s)
    return {o: bool(live) for o, live in session.execute(select(HeartbeatRow.owner, HeartbeatRow.last_seen >= cutoff))}


def prune_heartbeats(session: Session, older_than_s: float = 86400.0) -> int:
    """Forget rows of processes silent for a day (they hold nothing any more: their claims were released)."""
    cutoff = utcnow() - timedelta(seconds=older_than_s)
    return session.execute(delete(HeartbeatRow).where(HeartbeatRow.last_seen < cutoff)).rowcount or 0


def renew_leases(session: Session, owner: str, lease_seconds: int) -> int:
    """Extend the leases of everything ``owner`` holds (called on each of its heartbeats)."""
    return (
        session.execute(
            update(NoteRow)
            .where(NoteRow.status == NoteStatus.CLAIMED, NoteRow.lease_owner == owner[:200])
            .values(lease_expires_at=utcnow() + timedelta(seconds=lease_seconds))
        ).rowcount
        or 0
    )


def release_silent_claims(session: Session, *, timeout_s: float | None = None, owner: str | None = None) -> int:
    """Give back claims whose holder is gone, **refunding the attempt** (the note did nothing wrong).

    ``timeout_s``: owners whose heartbeat is older than that, or who never beat, once their claims are that
    old too (a fresh claim's owner beats before claiming). ``owner``: that owner's claims, whatever its
    heartbeat says (``deidq requeue --owner``). Returns the number of notes put back to pending."""
    cond = NoteRow.status == NoteStatus.CLAIMED
    if owner is not None:
        cond = cond & (NoteRow.lease_owner == owner[:200])
    if timeout_s is not None:
        cutoff = utcnow() - timedelta(seconds=timeout_s)
        live = select(HeartbeatRow.owner).where(HeartbeatRow.last_seen >= cutoff)
        cond = cond & NoteRow.lease_owner.not_in(live) & (NoteRow.updated_at < cutoff)
    refunded = case((NoteRow.attempts > 0, NoteRow.attempts - 1), else_=0)
    return (
        session.execute(
            update(NoteRow)
            .where(cond)
            .values(
                status=NoteStatus.PENDING,
                attempts=refunded,
                lease_owner=None,
                lease_expires_at=None,
                updated_at=utcnow(),
            )
        ).rowcount
        or 0
    )


def mark_lost(session: Session, note_pks: Sequence[int], *, owner: str, count: bool, max_lost: int,
              lease_seconds: int, run_id: int) -> tuple[list[int], int]:  # fmt: skip
    """A batch of ``owner``'s was lost (its worker died, or its messages vanished with the broker): keep the
    claim (no new attempt) and renew the lease for a re-dispatch. ``count``: a worker died while processing
    these notes, so ``lost`` goes up and notes at ``max_lost`` fail (code ``worker_lost``). Returns (notes still
    claimed by ``owner``, notes failed)."""
    pks = sorted({int(p) for p in note_pks})
    if not pks:
        return [], 0
    mine = (NoteRow.id.in_(pks)) & (NoteRow.status == NoteStatus.CLAIMED) & (NoteRow.lease_owner == owner[:200])
    failed = 0
    if count:
        session.execute(update(NoteRow).where(mine).values(lost=NoteRow.lost + 1))
        failed = (
            session.execute(
                update(NoteRow)
                .where(mine, NoteRow.lost >= max_lost)
                .values(
                    status=NoteStatus.FAILED,
                    error_code=WORKER_LOST,
                    lease_owner=None,
                    lease_expires_at=None,
                    last_run_id=run_id,
                    updated_at=utcnow(),
                )
            ).rowcount
            or 0
        )
    session.execute(update(NoteRow).where(mine).values(lease_expires_at=utcnow() + timedelta(seconds=lease_seconds)))
    return list(session.scalars(select(NoteRow.id).where(mine).order_by(NoteRow.id))), failed


def runs_without_beat_since(session: Session, since: datetime, exclude: int | None = None) -> list[int]:
    """Distributed runs still 'running' whose scheduler has not beaten since ``since``."""
    live = select(HeartbeatRow.run_id).where(HeartbeatRow.last_seen >= since, HeartbeatRow.run_id.is_not(None))
    cond = (RunRow.status == RunStatus.RUNNING) & (RunRow.kind == RunKind.DISTRIBUTED) & RunRow.id.not_in(live)
    if exclude is not None:
        cond = cond & (RunRow.id != exclude)
    return list(session.scalars(select(RunRow.id).where(cond)))


def abandon_silent_runs(session: Session, timeout_s: float) -> list[int]:
    """Close distributed runs still 'running' whose scheduler stopped beating: status 'abandoned'."""
    cutoff = utcnow() - timedelta(seconds=timeout_s)
    live = select(HeartbeatRow.run_id).where(HeartbeatRow.last_seen >= cutoff, HeartbeatRow.run_id.is_not(None))
    ids = list(
        session.scalars(
            select(RunRow.id).where(
                RunRow.status == RunStatus.RUNNING, RunRow.kind == RunKind.DISTRIBUTED, RunRow.started_at < cutoff,
                RunRow.id.not_in(live),
            )
        )
    )  # fmt: skip
    if ids:
        session.execute(
            update(RunRow).where(RunRow.id.in_(ids)).values(status=RunStatus.ABANDONED, finished_at=utcnow())
        )
    return ids
