"""Celery task shells over the stage functions in ``workers/task_functions.py``.

One micro-batch is one canvas (see :func:`batch_canvas`)::

    chord(group(detect.s("rules", pks) -> queue rules, detect.s("model", pks) -> queue model),
          merge.s(run_id, pks) -> queue merge)

Arguments and results carry note primary keys, the run id, offsets, labels and reason codes, never text.
Transient infrastructure errors (database connection lost, Redis unreachable, a concurrent duplicate write)
are retried with exponential backoff; anything else fails the task at once with an exception that names only
the error type (exception messages from drivers can quote SQL parameters, i.e. note text)."""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import Sequence

import redis.exceptions
import sqlalchemy.exc
from celery import chord, group, signals
from deidq.workers import metrics
from deidq.workers.celery_app import DETECT_TASK, MERGE_TASK, app, current_settings, queue_for_role, reset_settings
from deidq.workers.task_functions import DETECTORS, detect_stage, merge_stage
from kombu.exceptions import OperationalError as KombuOperationalError

log = logging.getLogger("deidq.tasks")

TRANSIENT_ERRORS: tuple[type[BaseException], ...] = (
    sqlalchemy.exc.OperationalError,  # connection lost / refused, server shutting down, deadlock
    sqlalchemy.exc.DisconnectionError,
    sqlalchemy.exc.InterfaceError,  # "connection already closed"
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
    KombuOperationalError,
    ConnectionError,
    TimeoutError,
)
# Merge only: two deliveries of the same batch writing the same (note, run) at once; the retry finds the
# note done (or no longer claimed) and skips it.
MERGE_TRANSIENT_ERRORS = (*TRANSIENT_ERRORS, sqlalchemy.exc.IntegrityError)


class StageError(Exception):
    """A deterministic stage failure. The message is the original exception's type name only."""


class TransientStageError(StageError):
    """A transient failure that used up its retries."""


_ctx = None
_ctx_lock = threading.Lock()
_in_worker = False  # set in a Celery worker process: the context is then long-lived (WorkerContext)


@signals.worker_init.connect
@signals.worker_process_init.connect
def _mark_worker_process(**_kw) -> None:
    global _in_worker
    _in_worker = True


def get_context():
    """The per-process WorkerContext: detectors (and the ONNX session) are loaded once, on first use."""
    global _ctx
    if _ctx is None:
        with _ctx_lock:
            if _ctx is None:
                from deidq.workers.context import WorkerContext

                _ctx = WorkerContext(current_settings(), long_lived=_in_worker)  # loads DEIDQ_PLUGINS modules first
    return _ctx


def reset_context() -> None:
    """Forget the context and the settings (tests): the next task reads the environment again."""
    global _ctx
    _ctx = None
    reset_settings()


@signals.worker_process_init.connect
def _fresh_connections_after_fork(**_kw) -> None:
    """A forked pool child must not share the parent's pooled database connections."""
    from deidq.db.session import get_engine

    for engine_url in list(_known_urls()):
        get_engine(engine_url).dispose(close=False)


def _known_urls() -> list[str]:
    try:
        return [current_settings().database_url]
    except Exception:  # pragma: no cover - invalid settings fail the first task instead, with their message
        return []


@signals.worker_process_shutdown.connect
def _mark_dead(pid=None, **_kw) -> None:
    metrics.mark_process_dead(pid or os.getpid())
    _stop_heartbeat()


# ---------------------------------------------------------------- liveness (docs/operations.md)
# The main process and every pool child beat in PostgreSQL. A task's STARTED state (task_track_started)
# names the node and the pool child's pid; the scheduler re-dispatches a batch whose task runs in a process
# that stopped beating, instead of waiting for the visibility timeout.

_node = {"name": "", "role": "worker"}
_heartbeat = None


@signals.celeryd_after_setup.connect
def _remember_node(sender=None, instance=None, **_kw) -> None:  # main process, before the pool forks
    _node["name"] = str(sender or "")
    with contextlib.suppress(Exception):  # informative only
        _node["role"] = "worker:" + "+".join(sorted(instance.app.amqp.queues.consume_from))


def _start_heartbeat(role: str) -> None:
    global _heartbeat
    from deidq.db.heartbeat import Heartbeat, worker_owner

    settings = current_settings()
    if not _node["name"] or settings.is_sqlite:
        return
    _heartbeat = Heartbeat(settings.database_url, owner=worker_owner(_node["name"]), role=role,
                           interval=settings.heartbeat_interval).start()  # fmt: skip


def _stop_heartbeat() -> None:
    global _heartbeat
    if _heartbeat is not None:
        _heartbeat.stop()
        _heartbeat = None


@signals.worker_ready.connect
def _main_heartbeat(**_kw) -> None:
    _start_heartbeat(_node["role"])


@signals.worker_process_init.connect
def _child_heartbeat(**_kw) -> None:
    global _heartbeat
    _heartbeat = None  # the parent's, copied by fork: not ours
    _start_heartbeat(_node["role"] + ":pool")


@signals.worker_shutdown.connect
def _main_heartbeat_stop(**_kw) -> None:
    _stop_heartbeat()


def _backoff(retries: int) -> float:
    return min(current_settings().task_retry_backoff_max, 0.5 * (2**retries))


def _fail(task, exc: BaseException, *, stage: str, role: str, transient: tuple) -> None:
    """Retry a transient error (sanitised), or raise a sanitised StageError. Never returns."""
    kind = type(exc).__name__
    if isinstance(exc, transient):
        metrics.ERRORS.labels(stage, "transient").inc()
        max_retries = current_settings().task_max_retries
        if task.request.retries < max_retries:
            log.warning("transient_error_retrying",
                        extra={"role": role, "error_type": kind, "attempt": task.request.retries + 1,
                               "queue": stage})  # fmt: skip
            raise task.retry(exc=TransientStageError(kind), countdown=_backoff(task.request.retries),
                             max_retries=max_retries) from None  # fmt: skip
        log.error("transient_error_gave_up", extra={"role": role, "error_type": kind, "queue": stage})
        raise TransientStageError(kind) from None
    metrics.ERRORS.labels(stage, "fatal").inc()
    log.error("stage_failed", extra={"role": role, "error_type": kind, "queue": stage})
    raise StageError(kind) from None


# max_retries is passed to task.retry from the settings (DEIDQ_TASK_MAX_RETRIES), not fixed at import
@app.task(name=DETECT_TASK, bind=True)
def detect(self, role: str, note_pks: Sequence[int]) -> dict:
    """Run one detector role over a micro-batch; returns ``{"role": role, "detections": {pk: spans|error}}``."""
    t0 = time.perf_counter()
    pks = [int(p) for p in note_pks]
    try:
        out = detect_stage(get_context(), role, pks)
    except Exception as exc:
        _fail(self, exc, stage="detect", role=role, transient=TRANSIENT_ERRORS)
    errors = sum(1 for k, v in out.items() if k != DETECTORS and isinstance(v, dict))
    if errors:
        metrics.ERRORS.labels("detect", "note").inc(errors)
    metrics.STAGE_SECONDS.labels("detect", role).observe(time.perf_counter() - t0)
    metrics.STAGE_NOTES.labels("detect", role).inc(len(out))
    return {"role": role, "detections": out}


@app.task(name=MERGE_TASK, bind=True)
def merge(self, results: Sequence[dict], run_id: int, note_pks: Sequence[int]) -> dict:
    """Ensemble + render + write back each note of the micro-batch; returns counts only."""
    t0 = time.perf_counter()
    detections = {r["role"]: r["detections"] for r in results}
    try:
        counts = merge_stage(get_context(), int(run_id), [int(p) for p in note_pks], detections)
    except Exception as exc:
        _fail(self, exc, stage="merge", role="merge", transient=MERGE_TRANSIENT_ERRORS)
    for status in ("done", "pending", "failed"):
        if counts.get(status):
            metrics.NOTES.labels(status).inc(counts[status])
    if counts.get("spans"):
        metrics.SPANS.inc(counts["spans"])
    metrics.STAGE_SECONDS.labels("merge", "merge").observe(time.perf_counter() - t0)
    metrics.STAGE_NOTES.labels("merge", "merge").inc(len(note_pks))
    return counts


def batch_canvas(roles: Sequence[str], run_id: int, note_pks: Sequence[int]):
    """The canvas for one micro-batch: every role's detect task in parallel, then one merge."""
    pks = [int(p) for p in note_pks]
    header = group(detect.si(role, pks).set(queue=queue_for_role(role)) for role in roles)
    return chord(header, merge.s(int(run_id), pks).set(queue="merge"))
