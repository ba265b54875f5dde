"""The work of each pipeline stage, by note id: load → call the domain → persist.

Celery tasks (``workers/tasks.py``) and the embedded executor call these same functions, so the
embedded demo exercises the production code path. Arguments and return values carry ids, offsets,
labels and reason codes only, never note text."""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

import sqlalchemy.exc
from deidq.db import repository as repo
from deidq.db.session import transaction
from deidq.db.tables import NoteRow
from deidq.workers.context import WorkerContext
from deidq.workers.core.note import Note
from deidq.workers.core.spans import DetectorRef, Span
from deidq.workers.core.vocab import NoteStatus, RenderMode
from deidq.workers.pipeline import detect_role
from deidq.workers.registry import detector_ref

log = logging.getLogger("deidq.tasks")

# detections for one role: {str(note_pk): [span dict, ...]} or {str(note_pk): {"error": code}}, and under
# DETECTORS the role's detector record per language ({language: DetectorRef dict}), sent once, not per span
RoleDetections = dict[str, Any]
DETECTORS = "detectors"


def note_from_row(row: NoteRow, fallback_language: str) -> Note:
    return Note(
        note_id=row.note_id,
        text=row.text or "",
        language=row.language or fallback_language,
        patient_id=row.patient_id,
        note_date=row.note_date,
        meta=row.meta or {},
    )


def _load(ctx: WorkerContext, note_pks: Sequence[int]) -> list[tuple[int, Note]]:
    with transaction(ctx.settings.database_url) as s:
        rows = repo.load_notes(s, note_pks)
        return [(r.id, note_from_row(r, ctx.settings.language)) for r in rows if r.status == NoteStatus.CLAIMED]


def _error_code(exc: BaseException) -> str:
    return f"detector_error:{type(exc).__name__}"[:64]


def detect_stage(ctx: WorkerContext, role: str, note_pks: Sequence[int]) -> RoleDetections:
    """Run one detector role over claimed notes, batched per language. A failing batch is retried note
    by note so a single poison note cannot sink its neighbours; its entry becomes an error code."""
    out: RoleDetections = {}
    by_lang: dict[str, list[tuple[int, Note]]] = defaultdict(list)
    for pk, note in _load(ctx, note_pks):
        by_lang[note.language].append((pk, note))
    for lang, items in by_lang.items():
        try:
            det = ctx.detector(role, lang)
        except Exception as exc:  # detector unavailable for this language: fail these notes closed
            log.error("detector_unavailable", extra={"role": role, "language": lang, "error_type": type(exc).__name__})
            for pk, _ in items:
                out[str(pk)] = {"error": f"detector_unavailable:{role}"[:64]}
            continue
        ref = detector_ref(det, role, lang)
        out.setdefault(DETECTORS, {})[lang] = ref.to_dict()
        try:
            found = detect_role(det, ref, [n for _, n in items])
            for (pk, _), spans in zip(items, found, strict=True):
                out[str(pk)] = [s.to_dict(with_detector=False) for s in spans]
        except Exception:
            log.warning("batch_failed_retrying_singly", extra={"role": role, "count": len(items)})
            for pk, note in items:
                try:
                    out[str(pk)] = [s.to_dict(with_detector=False) for s in detect_role(det, ref, [note])[0]]
                except Exception as exc:
                    log.error("detector_failed", extra={"role": role, "note_pk": pk, "error_type": type(exc).__name__})
                    out[str(pk)] = {"error": _error_code(exc)}
    return out


# Database errors worth a retry of the whole micro-batch (the task layer retries it; writes are
# idempotent); anything else during the batched write falls back to one transaction per note.
_RETRY_BATCH_ERRORS = (sqlalchemy.exc.OperationalError, sqlalchemy.exc.InterfaceError, sqlalchemy.exc.IntegrityError)


def _merge_one(ctx: WorkerContext, note: Note, detections: dict[str, RoleDetections], key: str,
               ) -> tuple[str | None, repo.NoteOutcome | None, int]:  # fmt: skip
    """(problem code, outcome, kept span count) for one note; fail closed on any missing/failed role."""
    mode = ctx.settings.mode
    spans_by_role: dict[str, list[Span]] = {}
    for role in ctx.settings.detectors:
        got = detections.get(role, {}).get(key)
        if got is None:
            return f"missing_detections:{role}", None, 0
        if isinstance(got, dict):
            return got.get("error", "detector_error"), None, 0
        ref = (detections[role].get(DETECTORS) or {}).get(note.language)
        detector = DetectorRef.from_dict(ref) if ref else None
        spans_by_role[role] = [Span.from_dict(d, detector) for d in got]
    try:
        result = ctx.pipeline(note.language).finish(note, spans_by_role, mode)
        records = (
            [(r.scope_hash, r.kind, r.value_hash, r.surrogate) for r in ctx.surrogator.drain_records()]
            if mode == RenderMode.SURROGATE
            else []
        )
    except Exception as exc:
        if mode == RenderMode.SURROGATE:
            ctx.surrogator.drain_records()  # never let a failed note's entries ride along with the next
        return f"merge_error:{type(exc).__name__}", None, 0
    kept = result.merged.kept
    rows = [{**s_.to_dict(), "surrogate": rep if mode == RenderMode.SURROGATE else None, "kept": True}
            for s_, rep in zip(kept, result.replacements, strict=True)]  # fmt: skip
    rows += [{**s_.to_dict(), "surrogate": None, "kept": False} for s_ in result.merged.dropped]
    return None, repo.NoteOutcome(int(key), result.text, rows, records), len(kept)


def _write(ctx: WorkerContext, run_id: int, outcomes: list[repo.NoteOutcome],
           problems: list[tuple[int, str]], counts: dict[str, int], n_spans: dict[int, int]) -> None:  # fmt: skip
    """Persist a batch (or part of one) in one transaction: done notes and error codes together."""
    with transaction(ctx.settings.database_url) as s:
        held = repo.claims_held(s, [o.note_pk for o in outcomes] + [pk for pk, _ in problems], run_id)
        for pk, problem in problems:
            if pk not in held:
                counts["stale"] += 1
                continue
            status = repo.mark_note_error(s, pk, problem, max_attempts=ctx.settings.max_attempts, run_id=run_id)
            log.warning("note_not_released", extra={"note_pk": pk, "run_id": run_id, "reason": problem,
                                                    "status": status})  # fmt: skip
            counts[status] += 1
        mine = [o for o in outcomes if o.note_pk in held]
        for o in outcomes:
            if o.note_pk not in held:  # lease expired and another run owns the note now
                log.warning("stale_merge_skipped", extra={"note_pk": o.note_pk, "run_id": run_id})
                counts["stale"] += 1
        repo.save_results(s, run_id=run_id, mode=ctx.settings.mode, outcomes=mine)
        counts["done"] += len(mine)
        counts["spans"] += sum(n_spans[o.note_pk] for o in mine)


def merge_stage(
    ctx: WorkerContext, run_id: int, note_pks: Sequence[int], detections: dict[str, RoleDetections]
) -> dict:
    """Ensemble and render every note of the micro-batch, then persist them all in one transaction
    (results, spans, surrogates and status together). Fail closed: a note missing any configured
    role's output, or whose detector errored, is never written as done. If the batched write fails
    for a reason other than a transient database error, each note is written in its own
    transaction, so one unwritable note cannot hold back the others."""
    outcomes: list[repo.NoteOutcome] = []
    problems: list[tuple[int, str]] = []
    n_spans: dict[int, int] = {}
    for pk, note in _load(ctx, note_pks):
        problem, outcome, kept = _merge_one(ctx, note, detections, str(pk))
        if outcome is None:
            problems.append((pk, problem or "merge_error"))
        else:
            outcomes.append(outcome)
            n_spans[pk] = kept
    counts: dict[str, int] = defaultdict(int)
    try:
        _write(ctx, run_id, outcomes, problems, counts, n_spans)
        return dict(counts)
    except _RETRY_BATCH_ERRORS:
        raise
    except Exception as exc:
        log.warning("batch_write_failed_writing_singly", extra={"run_id": run_id, "count": len(outcomes),
                                                                "error_type": type(exc).__name__})  # fmt: skip
    counts = defaultdict(int)
    for pk, problem in problems:
        _write(ctx, run_id, [], [(pk, problem)], counts, n_spans)
    for o in outcomes:
        try:
            _write(ctx, run_id, [o], [], counts, n_spans)
        except _RETRY_BATCH_ERRORS:
            raise
        except Exception as exc:
            _write(ctx, run_id, [], [(o.note_pk, f"write_error:{type(exc).__name__}")], counts, n_spans)
    return dict(counts)
