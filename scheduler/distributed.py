"""The distributed scheduler (``deidq scheduler``): claim → dispatch canvases → reap → finish the run.

- **Claiming**: ``repository.claim_batch`` (``FOR UPDATE SKIP LOCKED`` + lease + attempt count), so several
  schedulers never claim the same note. The lease owner is this scheduler (host, pid, random suffix).
- **Dispatch**: one Celery canvas per micro-batch (``workers.tasks.batch_canvas``), ids only.
- **Backpressure**: no new batch while any queue it feeds holds more than ``max_queue_depth`` waiting messages
  (Redis ``LLEN``) or while this scheduler already has ``max_in_flight`` batches' worth of notes claimed. This
  also bounds how long a claimed batch waits in a queue, which must stay well under the lease.
- **Failure handling**: a canvas that fails (a task gave up) releases its still-claimed notes at once (another
  attempt, or ``failed`` after ``DEIDQ_MAX_ATTEMPTS``). A broker outage at dispatch gives the claim back
  without using up an attempt. Database and broker errors in the loop are retried with backoff.
- **Liveness** (docs/operations.md): the scheduler beats in ``heartbeats`` every ``DEIDQ_HEARTBEAT_INTERVAL``
  and renews its leases then. Every beat it checks its batches: a task STARTED in a worker process that stopped
  beating, a task delivered but never started, or a task that is in no queue, delivered to nobody and not
  done (a Redis restart) makes the batch *lost*: it is dispatched again under the same claim (no attempt
  used; a dead worker counts in ``notes.lost`` and splits the batch, so a note that kills workers ends up
  alone and fails after ``DEIDQ_MAX_LOST``). The reaper releases claims of silent schedulers (attempt
  refunded) and closes their runs as ``abandoned``; expired leases remain the backstop.
- **Drain mode**: exit once nothing is pending and nothing is claimed (by anyone) — for tests and cron.
- **Shutdown**: ``stop()`` (SIGTERM/SIGINT) stops claiming, waits up to ``shutdown_grace`` for this scheduler's
  batches, then finishes the run with status ``stopped`` and removes its heartbeat; notes still claimed are
  released (attempt refunded) by the next scheduler's reaper once they are ``DEIDQ_HEARTBEAT_TIMEOUT`` old.
"""

from __future__ import annotations

import contextlib
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
    header: list[str] = field(default_factory=list)  # task ids of the detect tasks
    started_seen: dict[str, float] = field(default_factory=dict)  # task id -> when first seen STARTED
    missing: int = 0  # consecutive liveness checks that found a task nowhere


class Scheduler:
    def __init__(self, settings: Settings, options: SchedulerOptions | None = None, *, app=None) -> None:
        self.settings = settings
        self.opt = options or SchedulerOptions()
        if app is None:
            from deidq.workers.celery_app import app as default_app

            app = default_app
        self.app = app
        # fail fast on a result-backend error (the loop backs off and retries) instead of Celery's internal
        # retries, which could block the loop - and so the heartbeat and lease renewal - for minutes
        app.conf.result_backend_always_retry = False
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
        self.grace = 2 * settings.heartbeat_interval  # a batch younger than this is not checked for liveness
        # since when this scheduler has been beating without an error: after an outage (database or broker),
        # everyone's heartbeats look old for a moment, so nobody is declared dead before a full timeout
        self._healthy_since: float | None = None

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

    def _beat(self) -> None:
        """Heartbeat + lease renewal, one transaction: a scheduler that cannot beat cannot renew either."""
        with transaction(self.settings.database_url) as s:
            repo.beat(s, owner=self.owner, role="scheduler", host=socket.gethostname(), pid=os.getpid(),
                      run_id=self.run_id)  # fmt: skip
            repo.renew_leases(s, self.owner, self.settings.lease_seconds)
        if self._healthy_since is None:
            self._healthy_since = time.monotonic()

    def _may_judge(self) -> bool:
        """Whether silence of others means death yet (see ``_healthy_since``)."""
        since = self._healthy_since
        return since is not None and time.monotonic() - since >= self.settings.heartbeat_timeout

    def _forget_beat(self) -> None:
        try:
            with transaction(self.settings.database_url) as s:
                repo.forget_heartbeat(s, self.owner)
        except TRANSIENT:  # pragma: no cover - a stale row is harmless
            pass

    def _reap(self) -> None:
        timeout = self.settings.heartbeat_timeout
        released, abandoned = 0, []
        if self._may_judge():
            with transaction(self.settings.database_url) as s:
                released = repo.release_silent_claims(s, timeout_s=timeout)
                abandoned = repo.abandon_silent_runs(s, timeout)
                repo.prune_heartbeats(s)
        if released:
            self.events["released_silent_owner"] += released
            metrics.REAPED.labels("released").inc(released)
            log.warning("silent_owner_claims_released", extra={"count": released})
        for rid in abandoned:
            log.warning("run_abandoned", extra={"run_id": rid, "status": RunStatus.ABANDONED})
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
        try:
            self._dispatch(pks)
        except Exception as exc:
            # never reached the broker: give the notes back without using up an attempt
            with transaction(self.settings.database_url) as s:
                repo.release_claims(s, pks, owner=self.owner, refund_attempt=True)
            self.events["dispatch_failed"] += 1
            metrics.ERRORS.labels("dispatch", "transient").inc()
            log.warning("dispatch_failed_released", extra={"count": len(pks), "error_type": type(exc).__name__})
            raise
        self.events["batches"] += 1
        metrics.BATCHES.inc()
        return True

    def _dispatch(self, pks: list[int]) -> None:
        from deidq.workers.tasks import batch_canvas

        result = self._timed("dispatch", lambda: batch_canvas(self.roles, self.run_id, pks).apply_async())
        header = [r.id for r in result.parent.results] if result.parent is not None else []
        self._batches[result.id] = _Batch(pks, result, time.monotonic(), header)
        log.info("batch_dispatched", extra={"run_id": self.run_id, "count": len(pks), "batch": result.id})

    # ------------------------------------------------------------ liveness

    def _check_batches(self) -> None:
        """Find this scheduler's lost batches (see the module docstring) and dispatch them again."""
        now = time.monotonic()
        due = [(bid, b) for bid, b in self._batches.items() if now - b.dispatched_at >= self.grace]
        if not due:
            return
        from deidq.scheduler.queues import broker_task_ids

        queued, delivered = broker_task_ids(self.settings.broker_url, self.queues)
        with transaction(self.settings.database_url) as s:
            live = repo.live_owners(s, self.settings.heartbeat_timeout)
        for bid, b in due:
            cause = self._lost_cause(b, now, queued, delivered, live)
            if cause:
                self._redispatch(bid, b, cause)

    def _lost_cause(self, b: _Batch, now: float, queued: set[str], delivered: dict[str, float],
                    live: dict[str, bool]) -> str | None:  # fmt: skip
        """None while the batch is alive; else why it is lost: 'worker' (a process died while running one of
        its tasks), 'delivery' (delivered, never started) or 'broker' (its messages are gone)."""
        from celery.result import AsyncResult

        tasks = [(tid, AsyncResult(tid, app=self.app)) for tid in b.header]
        states = {tid: res.state for tid, res in tasks}
        if b.header and all(st == "SUCCESS" for st in states.values()):
            # the chord's merge has been (or is being) sent; before that it is in no queue, rightly
            tasks.append((b.result.id, b.result))
            states[b.result.id] = b.result.state
        nowhere = False
        for tid, res in tasks:
            state = states[tid]
            if state in ("SUCCESS", "FAILURE", "REVOKED"):
                continue
            cause = self._task_lost(b, tid, res, state, now, delivered, live)
            if cause:
                return cause
            if state != "STARTED" and tid not in queued and tid not in delivered:
                nowhere = True
        # a message moves from the queue list to the delivered hash in two steps: found nowhere twice in a row
        b.missing = b.missing + 1 if nowhere else 0
        return "broker" if b.missing >= 2 else None

    def _task_lost(self, b: _Batch, tid: str, res, state: str, now: float, delivered: dict[str, float],
                   live: dict[str, bool]) -> str | None:  # fmt: skip
        from deidq.db.heartbeat import worker_owner

        timeout = self.settings.heartbeat_timeout
        if state == "STARTED":  # task_track_started: the node and pool child that runs it
            raw = res.info  # read once: each read asks the backend, and the task may have ended in between
            info = raw if isinstance(raw, dict) else {}
            first = b.started_seen.setdefault(tid, now)
            owner = worker_owner(str(info.get("hostname", "")), info.get("pid"))
            if owner in live:  # a process that beats, or one that went silent (dead)
                return None if live[owner] or not self._may_judge() else "worker"
            return "worker" if now - first >= timeout else None  # never beat (an old version?): give it time
        if tid in delivered:
            # prefetch 1 and -O fair: a delivered task starts at once unless its worker died first; a retry
            # waits in the worker that holds it for its countdown
            limit = timeout + (self.settings.task_retry_backoff_max if state == "RETRY" else 0.0)
            if time.time() - delivered[tid] >= limit:
                return "delivery"
        return None

    def _worker_lost(self, b: _Batch) -> bool:
        """Did a task of the batch fail because its pool process died (billiard's ``WorkerLostError``)?"""
        from celery.result import AsyncResult

        results = [b.result, *(AsyncResult(tid, app=self.app) for tid in b.header)]
        return any(r.state == "FAILURE" and type(r.info).__name__ == "WorkerLostError" for r in results)

    def _redispatch(self, bid: str, b: _Batch, cause: str) -> None:
        self._batches.pop(bid, None)
        with transaction(self.settings.database_url) as s:
            pks, failed = repo.mark_lost(
                s, b.pks, owner=self.owner, count=cause == "worker", max_lost=self.settings.max_lost,
                lease_seconds=self.settings.lease_seconds, run_id=self.run_id,
            )  # fmt: skip
        self.events[f"batches_lost_{cause}"] += 1
        metrics.ERRORS.labels("canvas", "lost").inc()
        counts = {"redispatched": len(pks), "failed": failed}
        log.warning("batch_lost_redispatched", extra={"batch": bid, "run_id": self.run_id, "reason": cause,
                                                      "counts": counts})  # fmt: skip
        with contextlib.suppress(Exception):
            b.result.forget()
        if not pks:
            return
        # a batch whose worker died may hold the note that killed it: halve it, so such a note ends up alone
        parts = [pks[: len(pks) // 2], pks[len(pks) // 2 :]] if cause == "worker" and len(pks) > 1 else [pks]
        for part in parts:
            try:
                self._dispatch(part)
            except Exception:
                with transaction(self.settings.database_url) as s:
                    repo.release_claims(s, part, owner=self.owner, refund_attempt=True)
                raise

    def _poll_results(self) -> None:
        """Forget finished canvases; release the notes of failed ones at once (no need to wait for the lease)."""
        for bid, b in list(self._batches.items()):
            state = b.result.state
            if state == "SUCCESS":
                del self._batches[bid]
                b.result.forget()
            elif state in ("FAILURE", "REVOKED") and self._worker_lost(b):
                # a pool process died running it (OOM, kill -9, a note that crashes the detector): not a failure
                # of the notes' own, so no attempt; counted in notes.lost and the batch halved
                self._redispatch(bid, b, "worker")
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
        next_reap = next_poll = next_progress = next_beat = 0.0
        backoff = 0.0
        deadline = (time.monotonic() + self.opt.drain_timeout) if self.opt.drain_timeout else None
        while not self.stopping:
            now = time.monotonic()
            if deadline is not None and now > deadline:
                status = RunStatus.TIMEOUT
                break
            try:
                if now >= next_beat:
                    self._timed("beat", self._beat)
                    self._timed("liveness", self._check_batches)
                    next_beat = now + self.settings.heartbeat_interval
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
                self._healthy_since = None
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
        if status == RunStatus.FINISHED:
            self._retrying(self._close_dead_runs)
        summary = self._retrying(lambda: self._progress(t0, cpu0))
        summary.status = status
        self._retrying(lambda: self._finish_run(summary, status))  # a dropped connection here is retried too
        self._forget_beat()
        log.info("scheduler_finished", extra={"run_id": summary.run_id, "status": status, "notes": summary.notes,
                                              "elapsed_s": round(summary.elapsed_s, 3)})  # fmt: skip
        return summary

    def _finish_run(self, summary: SchedulerSummary, status: str) -> None:
        with transaction(self.settings.database_url) as s:
            summary.per_label = repo.label_counts(s, summary.run_id, KEPT_DECISIONS)
            counts = summary.counts()
            counts["detector_sources"] = repo.run_sources(s, summary.run_id)
            repo.finish_run(s, summary.run_id, counts, status=status)

    def _save_progress(self, t0: float, cpu0: float) -> None:
        summary = self._progress(t0, cpu0)
        with transaction(self.settings.database_url) as s:
            repo.update_run_counts(s, summary.run_id, summary.counts())
        log.info("scheduler_progress", extra={"run_id": summary.run_id, "notes": summary.notes,
                                              "rate": round(summary.notes_per_s, 2)})  # fmt: skip

    def _close_dead_runs(self) -> None:
        """Drain mode exits as soon as the work is done, which after a scheduler crash can be before that
        scheduler counts as dead: wait (at most DEIDQ_HEARTBEAT_TIMEOUT) for runs whose scheduler missed
        beats, and close them as abandoned. Runs of live schedulers beat on time and are left alone."""
        deadline = time.monotonic() + self.settings.heartbeat_timeout + self.settings.heartbeat_interval
        since = repo.utcnow()
        while True:
            self._beat()
            with transaction(self.settings.database_url) as s:
                for rid in repo.abandon_silent_runs(s, self.settings.heartbeat_timeout):
                    log.warning("run_abandoned", extra={"run_id": rid, "status": RunStatus.ABANDONED})
                waiting = repo.runs_without_beat_since(s, since, exclude=self.run_id)  # a live one beats soon
            if not waiting or time.monotonic() > deadline:
                return
            time.sleep(min(1.0, self.settings.heartbeat_interval))

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
