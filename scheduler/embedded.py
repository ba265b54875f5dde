"""Embedded executor: claims notes like the distributed scheduler and runs the same stage functions
in-process, with no Redis and no worker processes. ``deidq run`` uses it on SQLite by default."""

from __future__ import annotations

import os
import socket
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from deidq.db import repository as repo
from deidq.db.session import transaction
from deidq.db.tables import NoteRow
from deidq.scheduler import DEFAULT_BATCH_SIZE
from deidq.workers.context import WorkerContext
from deidq.workers.core.vocab import RenderMode, RunKind
from deidq.workers.merge.ensemble import KEPT_DECISIONS
from deidq.workers.merge.policy_env import policy_summary
from deidq.workers.task_functions import detect_stage, merge_stage
from sqlalchemy import func, select

from deidq.config import Settings


@dataclass(slots=True)
class RunSummary:
    run_id: int
    notes: int = 0
    done: int = 0
    failed: int = 0
    retried: int = 0
    spans: int = 0
    per_label: dict[str, int] = field(default_factory=dict)
    elapsed_s: float = 0.0
    versions: dict[str, str] = field(default_factory=dict)

    @property
    def notes_per_s(self) -> float:
        return self.notes / self.elapsed_s if self.elapsed_s else 0.0


def pending_languages(settings: Settings) -> tuple[int, list[str]]:
    with transaction(settings.database_url) as s:
        rows = s.execute(
            select(NoteRow.language, func.count()).where(NoteRow.status == "pending").group_by(NoteRow.language)
        )
        counts = dict(rows.all())
    return sum(counts.values()), sorted(counts)


def run_embedded(
    settings: Settings,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    on_progress: Callable[[int], None] | None = None,
    ctx: WorkerContext | None = None,
) -> RunSummary:
    ctx = ctx or WorkerContext(settings, embedded=True)  # merge policy from DEIDQ_MERGE_* as in the workers
    t0 = time.perf_counter()
    _total, languages = pending_languages(settings)
    languages = languages or [settings.language]
    versions = ctx.versions(languages)
    if settings.mode == RenderMode.SURROGATE:
        _ = ctx.surrogator  # load or create the key before the run starts, not mid-batch
    with transaction(settings.database_url) as s:
        run_id = repo.create_run(
            s, kind=RunKind.EMBEDDED, mode=settings.mode,
            config={"detectors": settings.detectors, "batch_size": batch_size, "max_attempts": settings.max_attempts,
                    "merge_policy": policy_summary(ctx.policy),
                    "detector_settings": ctx.detector_settings(languages)},
            versions=versions,
        )  # fmt: skip
    owner = f"embedded:{socket.gethostname()}:{os.getpid()}"
    summary = RunSummary(run_id=run_id, versions=versions)
    totals: Counter = Counter()
    while True:
        with transaction(settings.database_url) as s:
            pks = repo.claim_batch(
                s, owner=owner, limit=batch_size, lease_seconds=settings.lease_seconds, run_id=run_id
            )
        if not pks:
            break
        detections = {role: detect_stage(ctx, role, pks) for role in settings.detectors}
        totals.update(merge_stage(ctx, run_id, pks, detections))
        if on_progress:
            on_progress(len(pks))
    summary.done = totals["done"]
    summary.failed = totals["failed"]
    summary.retried = totals["pending"]
    summary.spans = totals["spans"]
    summary.notes = summary.done + summary.failed
    summary.elapsed_s = time.perf_counter() - t0
    with transaction(settings.database_url) as s:
        summary.per_label = repo.label_counts(s, run_id, KEPT_DECISIONS)
        repo.finish_run(
            s, run_id,
            {"notes": summary.notes, "done": summary.done, "failed": summary.failed, "retried": summary.retried,
             "spans": summary.spans, "per_label": summary.per_label, "elapsed_s": round(summary.elapsed_s, 3)},
        )  # fmt: skip
    return summary
