"""The distributed scheduler (``deidq scheduler``): claim → dispatch canvases → reap → finish the run.

- **Claiming**: ``repository.claim_batch`` (``FOR UPDATE SKIP LOCKED`` + lease + attempt count), so several
  schedulers never claim the same note. The lease owner is this scheduler (host, pid, random suffix).
- **Dispatch**: one Celery canvas per micro-batch (``workers.tasks.batch_canvas``), ids only.
- **Backpressure**: no new batch while any queue it feeds holds more than ``max_queue_depth`` waiting messages
  (Redis ``LLEN``) or while this scheduler already has ``max_in_flight`` batches' worth of notes claimed. This
  also bounds how long a claimed batch waits in a queue, which must stay well under the lease.
- **Failure handling**: a canvas that fails (a task gave up) releases its still-claimed notes at once (another
  attempt, or ``failed`` after ``DEIDQ_MAX_ATTEMPTS``); a canvas that is lost (worker killed, Redis restarted)
  is recovered by the reaper when the notes' lease expires. A broker outage at dispatch gives the claim back
  without using up an attempt. Database and broker errors in the loop are retried with backoff.
- **Drain mode**: exit once nothing is pending and nothing is claimed (by anyone) — for tests and cron.
- **Shutdown**: ``stop()`` (SIGTERM/SIGINT) stops claiming, waits up to ``shutdown_grace`` for this scheduler's
  batches, then finishes the run with status ``stopped``; unfinished notes stay claimed and are reaped later.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import redis.exceptions
import sqlalchemy.exc
from deidq.db import repository as repo
from deidq.db.session import transaction
from deidq.scheduler import DEFAULT_BATCH_SIZE
from deidq.scheduler.queues import queue_depths
from deidq.workers import metrics
from deidq.workers.core.vocab import RunKind, RunStatus
from deidq.workers.merge.ensemble import KEPT_DECISIONS
from deidq.workers.merge.policy_env import merge_policy, policy_summary
from kombu.exceptions import OperationalError as KombuOperationalError

import deidq
from deidq.config import Settings

log = logging.getLogger("deidq.scheduler")

TRANSIENT = (
    sqlalchemy.exc.OperationalError,
    sqlalchemy.exc.DisconnectionError,
    sqlalchemy.exc.InterfaceError,
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
    KombuOperationalError,
    ConnectionError,
    TimeoutError,
)


@dataclass(slots=True)
class SchedulerOptions:
    batch_size: int = DEFAULT_BATCH_SIZE
    max_queue_depth: int = 4  # waiting messages per queue before dispatch pauses
    max_in_flight: int = 8  # batches claimed by this scheduler and not finished yet
    poll_interval: float = 0.2
    result_poll_interval: float = 0.5
    reap_interval: float = 5.0
    progress_interval: float = 10.0
    drain: bool = False
    drain_timeout: float | None = None  # seconds; drain mode gives up (status "timeout") after this
    shutdown_grace: float = 30.0
    run_id: int | None = None  # continue an existing run instead of creating one


@dataclass(slots=True)
class SchedulerSummary:
    run_id: int
    status: str = RunStatus.RUNNING
    done: int = 0
    failed: int = 0
    spans: int = 0
    batches: int = 0
    per_label: dict[str, int] = field(default_factory=dict)
    failure_codes: dict[str, int] = field(default_factory=dict)
    elapsed_s: float = 0.0
    busy_s: dict[str, float] = field(default_factory=dict)  # scheduler time per step
    cpu_s: float = 0.0  # scheduler process CPU time during the run
    events: dict[str, int] = field(default_factory=dict)

    @property
    def notes(self) -> int:
        return self.done + self.failed

    @property
    def notes_per_s(self) -> float:
        return self.notes / self.elapsed_s if self.elapsed_s else 0.0

    def counts(self) -> dict[str, Any]:
        return {
            "notes": self.notes, "done": self.done, "failed": self.failed, "spans": self.spans,
            "per_label": self.per_label, "failure_codes": self.failure_codes, "batches": self.batches,
            "elapsed_s": round(self.elapsed_s, 3), "notes_per_s": round(self.notes_per_s, 2),
            "scheduler_busy_s": {k: round(v, 3) for k, v in self.busy_s.items()},
            "scheduler_cpu_s": round(self.cpu_s, 3), "events": self.events,
        }  # fmt: skip


@dataclass(slots=True)
class _Batch:
    pks: list[int]
    result: Any  # celery AsyncResult of the merge callback
    dispatched_at: float


class Scheduler:
    def __init__(self, settings: Settings, options: SchedulerOptions | None = None, *, app=None) -> None:
        self.settings = settings
        self.opt = options or SchedulerOptions()
        if app is None:
            from deidq.workers.celery_app import app as default_app

            app = default_app
        self.app = app
        self.owner = f"scheduler:{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}"
        self.roles = list(settings.detectors)
        from deidq.workers.celery_app import queue_for_role

        self.queues = tuple(sorted({queue_for_role(r) for r in self.roles} | {"merge"}))
        self.policy = merge_policy(settings)
        self._stop = threading.Event()
        self._batches: dict[str, _Batch] = {}
        self.events: Counter = Counter()
        self.busy: Counter = Counter()
        self.run_id: int | None = None

    # ------------------------------------------------------------ control

    def stop(self) -> None:
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    # ------------------------------------------------------------ steps

    def _timed(self, step: str, fn, *args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            dt = time.perf_counter() - t0
            self.busy[step] += dt
            metrics.SCHEDULER_SECONDS.labels(step).observe(dt)

    def _start_run(self) -> int:
        if self.opt.run_id is not None:
            return self.opt.run_id
        config = {
            "detectors": self.roles, "batch_size": self.opt.batch_size, "max_attempts": self.settings.max_attempts,
            "lease_seconds": self.settings.lease_seconds, "merge_policy": policy_summary(self.policy),
            "max_queue_depth": self.opt.max_queue_depth, "max_in_flight": self.opt.max_in_flight,
        }  # fmt: skip
        versions = {"deidq": deidq.__version__, "scheduler": self.owner}
        with transaction(self.settings.database_url) as s:
            return repo.create_run(
                s, kind=RunKind.DISTRIBUTED, mode=self.settings.mode, config=config, versions=versions
            )

    def _reap(self) -> None:
        with transaction(self.settings.database_url) as s:
            requeued, failed = repo.reap_expired_leases(s, max_attempts=self.settings.max_attempts, run_id=self.run_id)
        if requeued or failed:
            self.events["reaped_requeued"] += requeued
            self.events["reaped_failed"] += failed
            metrics.REAPED.labels("requeued").inc(requeued)
            metrics.REAPED.labels("failed").inc(failed)
            log.warning("leases_reaped", extra={"count": requeued + failed, "counts": {"requeued": requeued,
                                                                                       "failed": failed}})  # fmt: skip

    def _inflight_notes(self) -> int:
        with transaction(self.settings.database_url) as s:
            n = repo.claimed_by(s, self.owner)
        metrics.INFLIGHT.set(n)
        return n

    def _depth_ok(self) -> bool:
        depths = queue_depths(self.settings.broker_url, self.queues)
        for q, d in depths.items():
            metrics.QUEUE_DEPTH.labels(q).set(d)
        return max(depths.values(), default=0) <= self.opt.max_queue_depth

    def _may_dispatch(self) -> bool:
        if self._inflight_notes() >= self.opt.max_in_flight * self.opt.batch_size:
            self.events["paused_in_flight"] += 1
            return False
        if not self._timed("depth", self._depth_ok):
            self.events["paused_queue_depth"] += 1
            return False
        return True

    def _claim_and_dispatch(self) -> bool:
        with transaction(self.settings.database_url) as s:
            pks = self._timed(
                "claim", repo.claim_batch, s, owner=self.owner, limit=self.opt.batch_size,
                lease_seconds=self.settings.lease_seconds, run_id=self.run_id,
            )  # fmt: skip
        if not pks:
            return False
        from deidq.workers.tasks import batch_canvas

        try:
            result = self._timed("dispatch", lambda: batch_canvas(self.roles, self.run_id, pks).apply_async())
        except Exception as exc:
            # never reached the broker: give the notes back without using up an attempt
            with transaction(self.settings.database_url) as s:
                repo.release_claims(s, pks, owner=self.owner, refund_attempt=True)
            self.events["dispatch_failed"] += 1
            metrics.ERRORS.labels("dispatch", "transient").inc()
            log.warning("dispatch_failed_released", extra={"count": len(pks), "error_type": type(exc).__name__})
            raise
        self._batches[result.id] = _Batch(pks, result, time.monotonic())
        self.events["batches"] += 1
        metrics.BATCHES.inc()
        log.info("batch_dispatched", extra={"run_id": self.run_id, "count": len(pks), "batch": result.id})
        return True

    def _poll_results(self) -> None:
        """Forget finished canvases; release the notes of failed ones at once (no need to wait for the lease)."""
        for bid, b in list(self._batches.items()):
            state = b.result.state
            if state == "SUCCESS":
                del self._batches[bid]
                b.result.forget()
            elif state in ("FAILURE", "REVOKED"):
                del self._batches[bid]
                with transaction(self.settings.database_url) as s:
                    pending, failed = repo.release_claims(
                        s, b.pks, owner=self.owner, code="task_failed", max_attempts=self.settings.max_attempts,
                        run_id=self.run_id,
                    )  # fmt: skip
                self.events["batches_failed"] += 1
                metrics.ERRORS.labels("canvas", "fatal").inc()
                extra = {"batch": bid, "run_id": self.run_id, "counts": {"pending": pending, "failed": failed}}
                log.warning("batch_failed_released", extra=extra)
                b.result.forget()
        # canvases whose notes are no longer ours (done, or reaped after a lost message) are finished too
        if self._batches and not self._inflight_notes():
            self._batches.clear()

    def _drained(self) -> bool:
        with transaction(self.settings.database_url) as s:
            pending, claimed = repo.work_remaining(s)
        return pending == 0 and claimed == 0

    def _progress(self, t0: float, cpu0: float) -> SchedulerSummary:
        summary = SchedulerSummary(run_id=self.run_id or 0)
        with transaction(self.settings.database_url) as s:
            p = repo.run_progress(s, summary.run_id)
            summary.failure_codes = repo.run_failure_codes(s, summary.run_id)
        summary.done, summary.failed, summary.spans = p["done"], p["failed"], p["spans"]
        summary.batches = self.events["batches"]
        summary.elapsed_s = time.perf_counter() - t0
        summary.busy_s = dict(self.busy)
        summary.cpu_s = time.process_time() - cpu0
        summary.events = dict(self.events)
        return summary

    # ------------------------------------------------------------ loop

    def run(self) -> SchedulerSummary:
        t0, cpu0 = time.perf_counter(), time.process_time()
        self.run_id = self._retrying(self._start_run)
        log.info("scheduler_started", extra={"run_id": self.run_id, "worker": self.owner, "mode": self.settings.mode})
        status = RunStatus.RUNNING
        next_reap = next_poll = next_progress = 0.0
        backoff = 0.0
        deadline = (time.monotonic() + self.opt.drain_timeout) if self.opt.drain_timeout else None
        while not self.stopping:
            now = time.monotonic()
            if deadline is not None and now > deadline:
                status = RunStatus.TIMEOUT
                break
            try:
                if now >= next_reap:
                    self._timed("reap", self._reap)
                    next_reap = now + self.opt.reap_interval
                if now >= next_poll:
                    self._timed("poll", self._poll_results)
                    next_poll = now + self.opt.result_poll_interval
                if now >= next_progress:
                    self._save_progress(t0, cpu0)
                    next_progress = now + self.opt.progress_interval
                if self._may_dispatch() and self._claim_and_dispatch():
                    backoff = 0.0
                    continue
                if self.opt.drain and self._drained():
                    status = RunStatus.FINISHED
                    break
                backoff = 0.0
            except TRANSIENT as exc:
                backoff = min(5.0, max(0.25, backoff * 2))
                self.events["transient_errors"] += 1
                metrics.ERRORS.labels("scheduler", "transient").inc()
                log.warning("scheduler_transient_error", extra={"error_type": type(exc).__name__,
                                                                "elapsed_s": backoff})  # fmt: skip
                self._stop.wait(backoff)
                continue
            self._stop.wait(self.opt.poll_interval)
        if self.stopping and status == RunStatus.RUNNING:
            status = RunStatus.STOPPED
            self._wait_for_own_batches()
        summary = self._retrying(lambda: self._progress(t0, cpu0))
        summary.status = status
        with transaction(self.settings.database_url) as s:
            summary.per_label = repo.label_counts(s, summary.run_id, KEPT_DECISIONS)
            counts = summary.counts()
            counts["detector_sources"] = repo.run_sources(s, summary.run_id)
            repo.finish_run(s, summary.run_id, counts, status=status)
        log.info("scheduler_finished", extra={"run_id": summary.run_id, "status": status, "notes": summary.notes,
                                              "elapsed_s": round(summary.elapsed_s, 3)})  # fmt: skip
        return summary

    def _save_progress(self, t0: float, cpu0: float) -> None:
        summary = self._progress(t0, cpu0)
        with transaction(self.settings.database_url) as s:
            repo.update_run_counts(s, summary.run_id, summary.counts())
        log.info("scheduler_progress", extra={"run_id": summary.run_id, "notes": summary.notes,
                                              "rate": round(summary.notes_per_s, 2)})  # fmt: skip

    def _wait_for_own_batches(self) -> None:
        deadline = time.monotonic() + self.opt.shutdown_grace
        while time.monotonic() < deadline:
            try:
                if not self._inflight_notes():
                    return
            except TRANSIENT:
                pass
            time.sleep(0.5)
        log.warning("shutdown_with_claims_outstanding", extra={"run_id": self.run_id})

    def _retrying(self, fn, attempts: int = 30):
        delay = 0.25
        for i in range(attempts):
            try:
                return fn()
            except TRANSIENT as exc:
                if i == attempts - 1:
                    raise
                log.warning("scheduler_transient_error", extra={"error_type": type(exc).__name__})
                time.sleep(delay)
                delay = min(5.0, delay * 2)
        raise AssertionError("unreachable")  # pragma: no cover


def run_scheduler(settings: Settings, options: SchedulerOptions | None = None, *, app=None) -> SchedulerSummary:
    return Scheduler(settings, options, app=app).run()
