"""The work of each pipeline stage, by note id: load → call the domain → persist.

Celery tasks (``workers/tasks.py``) and the embedded executor call these same functions, so the
embedded demo exercises the production code path. Arguments and return values carry ids, offsets,
labels and reason codes only, never note text."""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from db import repository as repo
from db.session import transaction
from db.tables import NoteRow
from workers.context import WorkerContext
from workers.core.note import Note
from workers.core.spans import Span

log = logging.getLogger("deidq.tasks")

# detections for one role: {str(note_pk): [span dict, ...]} or {str(note_pk): {"error": code}}
RoleDetections = dict[str, Any]


def note_from_row(row: NoteRow) -> Note:
    return Note(
        note_id=row.note_id,
        text=row.text or "",
        language=row.language or "en",
        patient_id=row.patient_id,
        note_date=row.note_date,
        meta=row.meta or {},
    )


def _load(ctx: WorkerContext, note_pks: Sequence[int]) -> list[tuple[int, Note]]:
    with transaction(ctx.settings.database_url) as s:
        rows = repo.load_notes(s, note_pks)
        return [(r.id, note_from_row(r)) for r in rows if r.status == "claimed"]


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
        try:
            found = det.detect_batch([n for _, n in items])
            for (pk, _), spans in zip(items, found, strict=True):
                out[str(pk)] = [s.to_dict() for s in spans]
        except Exception:
            log.warning("batch_failed_retrying_singly", extra={"role": role, "count": len(items)})
            for pk, note in items:
                try:
                    out[str(pk)] = [s.to_dict() for s in det.detect(note)]
                except Exception as exc:
                    log.error("detector_failed", extra={"role": role, "note_pk": pk, "error_type": type(exc).__name__})
                    out[str(pk)] = {"error": _error_code(exc)}
    return out


def merge_stage(
    ctx: WorkerContext, run_id: int, note_pks: Sequence[int], detections: dict[str, RoleDetections]
) -> dict:
    """Ensemble, render and persist each note in its own transaction. Fail closed: a note missing any
    configured role's output, or whose detector errored, is never written as done."""
    counts: dict[str, int] = defaultdict(int)
    mode = ctx.settings.mode
    for pk, note in _load(ctx, note_pks):
        key = str(pk)
        problem = None
        spans_by_role: dict[str, list[Span]] = {}
        for role in ctx.settings.detectors:
            got = detections.get(role, {}).get(key)
            if got is None:
                problem = f"missing_detections:{role}"
            elif isinstance(got, dict):
                problem = got.get("error", "detector_error")
            else:
                spans_by_role[role] = [Span.from_dict(d) for d in got]
            if problem:
                break
        if problem is None:
            try:
                result = ctx.pipeline(note.language).finish(note, spans_by_role, mode)
                records = (
                    [(r.scope_hash, r.kind, r.value_hash, r.surrogate) for r in ctx.surrogator.drain_records()]
                    if mode == "surrogate"
                    else []
                )
            except Exception as exc:
                problem = f"merge_error:{type(exc).__name__}"
        if problem is not None:
            with transaction(ctx.settings.database_url) as s:
                if not repo.holds_claim(s, pk, run_id):
                    counts["stale"] += 1
                    continue
                status = repo.mark_note_error(s, pk, problem, max_attempts=ctx.settings.max_attempts, run_id=run_id)
            log.warning(
                "note_not_released", extra={"note_pk": pk, "run_id": run_id, "reason": problem, "status": status}
            )
            counts[status] += 1
            continue
        kept = result.merged.kept
        span_rows = []
        for s_, rep in zip(kept, result.replacements, strict=True):
            span_rows.append({**s_.to_dict(), "surrogate": rep if mode == "surrogate" else None, "kept": True})
        span_rows += [{**s_.to_dict(), "surrogate": None, "kept": False} for s_ in result.merged.dropped]
        with transaction(ctx.settings.database_url) as s:
            if not repo.holds_claim(s, pk, run_id):  # lease expired and another run owns the note now
                log.warning("stale_merge_skipped", extra={"note_pk": pk, "run_id": run_id})
                counts["stale"] += 1
                continue
            repo.save_result(
                s, note_pk=pk, run_id=run_id, mode=mode, deidentified_text=result.text, spans=span_rows,
                surrogate_records=records,
            )  # fmt: skip
        counts["done"] += 1
        counts["spans"] += len(kept)
    return dict(counts)
