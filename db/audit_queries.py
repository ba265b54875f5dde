"""Audit SQL: reads only the ``audit_*`` views (migration 0002), so every query here also works for the
PostgreSQL role ``deidq_auditor``, which can see nothing else. The one write is :func:`record_access`, an
INSERT into the append-only ``audit_access_log``.

No query here selects note text or original values; only :func:`sample_texts` reads de-identified text
(``audit_results.deidentified_text``), for manual QA. Callers pass a Session inside a transaction
(:func:`audit_session`)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from deidq.db.session import transaction
from sqlalchemy import bindparam, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

AUDITOR_ROLE = "deidq_auditor"
AUDIT_VIEWS = ("audit_runs", "audit_notes", "audit_results", "audit_spans", "audit_label_daily", "audit_reject_reasons")
CONFLICT_DECISIONS = ("won_conflict", "lost_conflict", "trimmed")
_ROLE_RE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


class AuditError(RuntimeError):
    """An audit query could not run; the message is safe to show (no SQL, no values)."""


@contextmanager
def audit_session(url: str, role: str | None = None) -> Iterator[Session]:
    """A transaction for one audit command. With ``role`` (PostgreSQL), privileges drop to that role for the
    whole transaction (``SET LOCAL ROLE``), so a DBA account can run audits exactly as the auditor would."""
    with transaction(url) as s:
        if role:
            if s.get_bind().dialect.name != "postgresql":
                raise AuditError("--role needs PostgreSQL (SQLite has no roles)")
            if not _ROLE_RE.match(role):
                raise AuditError(f"not a plain role name: {role!r}")
            s.execute(text(f'SET LOCAL ROLE "{role}"'))
        yield s


def check_views(session: Session) -> None:
    """Fail with an actionable message when the views are missing or not readable (the transaction is then
    unusable: the caller's command ends)."""
    for view in AUDIT_VIEWS:
        try:
            session.execute(text(f"SELECT 1 FROM {view} WHERE 1 = 0"))
        except DBAPIError as exc:
            kind = type(exc.orig).__name__ if exc.orig is not None else type(exc).__name__
            if "rivilege" in kind or "permission" in str(exc.orig).lower():
                raise AuditError(f"no SELECT privilege on {view} ({kind}); grant role {AUDITOR_ROLE}") from None
            raise AuditError(f"audit view {view} not found ({kind}); run `deidq migrate` (migration 0002)") from None


def _json(value: Any) -> Any:
    """SQLite returns JSON as text, PostgreSQL (psycopg2) as objects: make them alike."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def _ts(value: Any) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    try:
        return datetime.fromisoformat(str(value))
    except ValueError:
        return None


def _rows(session: Session, sql: str, **params: Any) -> list[dict[str, Any]]:
    return [dict(r._mapping) for r in session.execute(text(sql), params)]


# ---------------------------------------------------------------- runs


def latest_run_id(session: Session) -> int | None:
    return session.execute(text("SELECT MAX(run_id) FROM audit_runs")).scalar()


def runs(session: Session, *, limit: int = 20, run_id: int | None = None) -> list[dict[str, Any]]:
    where = "WHERE run_id = :run_id" if run_id is not None else ""
    rows = _rows(session, f"SELECT * FROM audit_runs {where} ORDER BY run_id DESC LIMIT :limit",
                 limit=limit, **({"run_id": run_id} if run_id is not None else {}))  # fmt: skip
    for r in rows:
        for k in ("versions", "counts", "detectors"):
            r[k] = _json(r.get(k))
        r["started_at"], r["finished_at"] = _ts(r["started_at"]), _ts(r["finished_at"])
    return rows


def run_row(session: Session, run_id: int) -> dict[str, Any] | None:
    got = runs(session, limit=1, run_id=run_id)
    return got[0] if got else None


def decision_counts(session: Session, run_id: int) -> dict[str, int]:
    sql = "SELECT decision, COUNT(*) AS n FROM audit_spans WHERE run_id = :r GROUP BY decision ORDER BY decision"
    return {r["decision"]: int(r["n"]) for r in _rows(session, sql, r=run_id)}


def label_totals(session: Session, run_id: int) -> dict[str, int]:
    sql = "SELECT label, COUNT(*) AS n FROM audit_spans WHERE run_id = :r AND kept = 1 GROUP BY label ORDER BY label"
    return {r["label"]: int(r["n"]) for r in _rows(session, sql, r=run_id)}


def reject_reasons(session: Session) -> list[dict[str, Any]]:
    return _rows(session, "SELECT origin, reason_code, records FROM audit_reject_reasons ORDER BY origin, reason_code")


# ---------------------------------------------------------------- trends


def label_daily(session: Session, *, since: str | None = None, fine: bool = False) -> list[dict[str, Any]]:
    """(day, key, spans, notes) with key = coarse label, or fine type when ``fine``; days as YYYY-MM-DD (UTC)."""
    key = "type" if fine else "label"
    where = "WHERE day >= :since" if since else ""
    sql = (f"SELECT day, {key} AS key, SUM(spans) AS spans, SUM(notes) AS notes FROM audit_label_daily {where} "
           f"GROUP BY day, {key} ORDER BY day, {key}")  # fmt: skip
    return _rows(session, sql, **({"since": since} if since else {}))


def notes_per_day(session: Session, *, since: str | None = None) -> dict[str, int]:
    where = "WHERE day >= :since" if since else ""
    sql = f"SELECT day, COUNT(*) AS n FROM audit_results {where} GROUP BY day ORDER BY day"
    return {r["day"]: int(r["n"]) for r in _rows(session, sql, **({"since": since} if since else {}))}


# ---------------------------------------------------------------- agreement


def agreement(session: Session, run_id: int) -> list[dict[str, Any]]:
    """Per label, over kept spans: how many both roles proposed (in ``sources``), rules only, model only,
    and how many were exact-offset agreements (decision ``agreed``)."""
    sql = """
        SELECT label, COUNT(*) AS kept,
               SUM(CASE WHEN roles = 'rules+model' THEN 1 ELSE 0 END) AS both_roles,
               SUM(CASE WHEN roles = 'rules' THEN 1 ELSE 0 END) AS rules_only,
               SUM(CASE WHEN roles = 'model' THEN 1 ELSE 0 END) AS model_only,
               SUM(CASE WHEN decision = 'agreed' THEN 1 ELSE 0 END) AS exact_agreed
        FROM audit_spans WHERE run_id = :r AND kept = 1 GROUP BY label ORDER BY label"""
    return [{k: (int(v) if k != "label" else v) for k, v in r.items()} for r in _rows(session, sql, r=run_id)]


# ---------------------------------------------------------------- review queue


def review_spans(session: Session, run_id: int, *, min_score: float, single_source: bool) -> list[dict[str, Any]]:
    """Spans worth a look: low score (kept, or dropped by the vote), merger conflicts, vote losers and — when
    ``single_source`` — kept spans that only one role proposed."""
    sql = """
        SELECT span_id, run_id, note_pk, note_id, start_offset, end_offset, label, type, source, score,
               decision, kept, roles
        FROM audit_spans
        WHERE run_id = :r AND (
              ((kept = 1 OR decision = 'below_vote') AND score < :min_score)
           OR decision IN ('won_conflict', 'lost_conflict', 'trimmed', 'below_vote')
           OR (:single = 1 AND kept = 1 AND roles <> 'rules+model'))
        ORDER BY note_pk, start_offset, span_id"""
    return _rows(session, sql, r=run_id, min_score=float(min_score), single=1 if single_source else 0)


def note_label_counts(session: Session, run_id: int) -> list[dict[str, Any]]:
    """(note_pk, note_id, label, n) for every note with a result in the run; label None / n 0 for notes
    with no kept span."""
    sql = """
        SELECT r.note_pk, r.note_id, sp.label, COUNT(sp.span_id) AS n
        FROM audit_results r
        LEFT JOIN audit_spans sp ON sp.note_pk = r.note_pk AND sp.run_id = r.run_id AND sp.kept = 1
        WHERE r.run_id = :r
        GROUP BY r.note_pk, r.note_id, sp.label
        ORDER BY r.note_pk"""
    return _rows(session, sql, r=run_id)


# ---------------------------------------------------------------- sample


def result_note_pks(session: Session, run_id: int) -> list[int]:
    sql = "SELECT note_pk FROM audit_results WHERE run_id = :r AND mode IN ('redact', 'surrogate') ORDER BY note_pk"
    return [int(x) for x in session.execute(text(sql), {"r": run_id}).scalars()]


def sample_texts(session: Session, run_id: int, note_pks: Sequence[int]) -> list[dict[str, Any]]:
    """De-identified text (never the original) of the given notes in the run. The view holds no text for
    tag-mode results (tags wrap the original values), so those come back as None."""
    if not note_pks:
        return []
    stmt = text(
        "SELECT run_id, note_pk, note_id, language, mode, span_count, deidentified_text FROM audit_results "
        "WHERE run_id = :r AND note_pk IN :pks ORDER BY note_pk"
    ).bindparams(bindparam("pks", expanding=True))
    return [dict(r._mapping) for r in session.execute(stmt, {"r": run_id, "pks": list(note_pks)})]


# ---------------------------------------------------------------- access log


def db_user(session: Session) -> str | None:
    if session.get_bind().dialect.name == "postgresql":
        return session.execute(text("SELECT session_user")).scalar()
    return None


def record_access(session: Session, *, who: str, command: str, parameters: dict[str, Any], output: str | None,
                  row_count: int) -> None:  # fmt: skip
    """Append to ``audit_access_log``. Plain INSERT without RETURNING: the auditor role may insert, not read."""
    values = {
        "who": (who or "unknown")[:200],
        "db_user": db_user(session),
        "command": command[:64],
        "parameters": json.dumps(parameters, sort_keys=True, default=str),
        "output": output[:500] if output else None,
        "row_count": int(row_count),
    }
    session.execute(
        text(
            "INSERT INTO audit_access_log (who, db_user, command, parameters, output, row_count) "
            "VALUES (:who, :db_user, :command, :parameters, :output, :row_count)"
        ),
        values,
    )


def access_log(session: Session, limit: int = 100) -> list[dict[str, Any]]:
    """Read the access log (owner/DBA only: the auditor role cannot SELECT it)."""
    rows = _rows(session, "SELECT * FROM audit_access_log ORDER BY id DESC LIMIT :n", n=limit)
    for r in rows:
        r["parameters"] = _json(r["parameters"])
        r["at"] = _ts(r["at"])
    return rows
