"""Schema (SQLAlchemy 2.0), identical on PostgreSQL and SQLite. Migrations in ``db/migrations``.

Only ``notes.text``/``notes.raw`` and ``results.deidentified_text`` hold note content; the surrogate
map stores keyed hashes of original values, never the values."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# BIGINT on PostgreSQL, INTEGER (rowid alias, autoincrement) on SQLite.
PK = BigInteger().with_variant(Integer(), "sqlite")

NOTE_STATUSES = ("pending", "claimed", "done", "failed", "rejected")


class Base(DeclarativeBase):
    pass


class NoteRow(Base):
    __tablename__ = "notes"

    id: Mapped[int] = mapped_column(PK, primary_key=True, autoincrement=True)
    note_id: Mapped[str] = mapped_column(String(200), unique=True, nullable=False)
    patient_id: Mapped[str | None] = mapped_column(String(200))
    note_date: Mapped[str | None] = mapped_column(String(40))
    language: Mapped[str] = mapped_column(String(8), nullable=False, default="en", server_default="en")
    text: Mapped[str | None] = mapped_column(Text)
    meta: Mapped[dict | None] = mapped_column(JSON)
    source: Mapped[str | None] = mapped_column(String(500))
    status: Mapped[str] = mapped_column(String(16), nullable=False, default="pending", server_default="pending")
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0, server_default="0")
    # times a worker died while processing the note (not an attempt: see docs/operations.md, liveness)
    lost: Mapped[int] = mapped_column(Integer, nullable=False, default=0, server_default="0")
    lease_owner: Mapped[str | None] = mapped_column(String(200))
    lease_expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    error_code: Mapped[str | None] = mapped_column(String(64))
    last_run_id: Mapped[int | None] = mapped_column(ForeignKey("runs.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )

    __table_args__ = (
        Index("ix_notes_status_id", "status", "id"),
        Index("ix_notes_patient", "patient_id"),
    )


class IngestRejectRow(Base):
    """Input that could not become a note (unparseable line, duplicate key). Kept whole, nothing lost."""

    __tablename__ = "ingest_rejects"

    id: Mapped[int] = mapped_column(PK, primary_key=True, autoincrement=True)
    source: Mapped[str] = mapped_column(String(500), nullable=False)
    line_no: Mapped[int | None] = mapped_column(Integer)
    note_id: Mapped[str | None] = mapped_column(String(200))
    reason_code: Mapped[str] = mapped_column(String(64), nullable=False)
    raw: Mapped[bytes | None] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class RunRow(Base):
    __tablename__ = "runs"

    id: Mapped[int] = mapped_column(PK, primary_key=True, autoincrement=True)
    kind: Mapped[str] = mapped_column(String(32), nullable=False, default="embedded")
    mode: Mapped[str] = mapped_column(String(16), nullable=False)
    config: Mapped[dict | None] = mapped_column(JSON)
    versions: Mapped[dict | None] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16), nullable=False, default="running")
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    counts: Mapped[dict | None] = mapped_column(JSON)


class HeartbeatRow(Base):
    """A live scheduler or worker process: it updates ``last_seen`` every DEIDQ_HEARTBEAT_INTERVAL seconds.
    Schedulers also renew their claims' leases on each beat; a silent owner's claims are released."""

    __tablename__ = "heartbeats"

    owner: Mapped[str] = mapped_column(String(200), primary_key=True)
    role: Mapped[str] = mapped_column(String(64), nullable=False)
    host: Mapped[str | None] = mapped_column(String(200))
    pid: Mapped[int | None] = mapped_column(Integer)
    run_id: Mapped[int | None] = mapped_column(PK)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    last_seen: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)

    __table_args__ = (Index("ix_heartbeats_run", "run_id"),)


class ResultRow(Base):
    __tablename__ = "results"

    id: Mapped[int] = mapped_column(PK, primary_key=True, autoincrement=True)
    note_pk: Mapped[int] = mapped_column(ForeignKey("notes.id", ondelete="CASCADE"), nullable=False)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id"), nullable=False)
    mode: Mapped[str] = mapped_column(String(16), nullable=False)
    status: Mapped[str] = mapped_column(String(16), nullable=False, default="done")
    deidentified_text: Mapped[str | None] = mapped_column(Text)
    span_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())

    __table_args__ = (UniqueConstraint("note_pk", "run_id", name="uq_results_note_run"),)


class SpanRow(Base):
    __tablename__ = "spans"

    id: Mapped[int] = mapped_column(PK, primary_key=True, autoincrement=True)
    note_pk: Mapped[int] = mapped_column(ForeignKey("notes.id", ondelete="CASCADE"), nullable=False)
    run_id: Mapped[int] = mapped_column(ForeignKey("runs.id"), nullable=False)
    start: Mapped[int] = mapped_column(Integer, nullable=False)
    end: Mapped[int] = mapped_column(Integer, nullable=False)
    label: Mapped[str] = mapped_column(String(16), nullable=False)
    type: Mapped[str] = mapped_column(String(64), nullable=False)
    source: Mapped[str] = mapped_column(String(200), nullable=False)
    sources: Mapped[list | None] = mapped_column(JSON)
    score: Mapped[float] = mapped_column(Float, nullable=False, default=1.0)
    decision: Mapped[str] = mapped_column(String(32), nullable=False)
    surrogate: Mapped[str | None] = mapped_column(Text)

    __table_args__ = (Index("ix_spans_note_run", "note_pk", "run_id"), Index("ix_spans_run_label", "run_id", "label"))


class SurrogateRow(Base):
    """Patient-scoped map: keyed hash of an original value -> its surrogate."""

    __tablename__ = "surrogates"

    id: Mapped[int] = mapped_column(PK, primary_key=True, autoincrement=True)
    scope_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    kind: Mapped[str] = mapped_column(String(64), nullable=False)
    value_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    surrogate: Mapped[str] = mapped_column(Text, nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())

    __table_args__ = (UniqueConstraint("scope_hash", "kind", "value_hash", name="uq_surrogates_key"),)


class AuditAccessLogRow(Base):
    """Who exported what from the auditor views (created by migration 0002; append-only for auditors)."""

    __tablename__ = "audit_access_log"

    id: Mapped[int] = mapped_column(PK, primary_key=True, autoincrement=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    who: Mapped[str] = mapped_column(String(200), nullable=False)
    db_user: Mapped[str | None] = mapped_column(String(200))
    command: Mapped[str] = mapped_column(String(64), nullable=False)
    parameters: Mapped[dict | None] = mapped_column(JSON)
    output: Mapped[str | None] = mapped_column(String(500))
    row_count: Mapped[int] = mapped_column(Integer, nullable=False, server_default="0")

    __table_args__ = (Index("ix_audit_access_log_at", "at"),)
