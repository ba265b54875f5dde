"""Celery application: Redis broker + result backend from :class:`deidq.config.Settings`, three queues.

    rules  detector roles that are cheap on CPU (``rules`` and any plug-in role)
    model  the BiLSTM-CRF (ONNX) role; one task at a time per process (prefetch 1), GPU or CPU
    merge  ensemble + surrogates + the per-note write-back to PostgreSQL

Delivery is at-least-once (``acks_late``: a message is acknowledged only after its task returned; a task whose
pool process died fails with ``WorkerLostError`` and the scheduler dispatches its batch again, counting the
loss per note; a whole worker that vanished is noticed by its silent heartbeat, see docs/operations.md); the
write-back is idempotent per (note, run) and only notes still ``claimed`` are processed, which together make
the outcome exactly-once in the database.

Run a worker with ``deidq worker --role rules`` (or ``celery -A deidq.workers.celery_app worker -Q rules``) and
Flower with ``celery -A deidq.workers.celery_app flower``.

Configuration comes from :class:`deidq.config.Settings` (``DEIDQ_BROKER_URL``, ``DEIDQ_RESULT_BACKEND``,
``DEIDQ_TASK_TIME_LIMIT``, ``DEIDQ_VISIBILITY_TIMEOUT``, ``DEIDQ_RESULT_EXPIRES``, ``DEIDQ_TASK_MAX_RETRIES``…),
lazily: importing this module reads nothing. ``deidq worker`` and ``deidq scheduler`` call :func:`configure`
with the settings they resolved (prefork children inherit them); anything else (``celery -A
deidq.workers.celery_app``, Flower, tests) gets ``Settings.from_env()`` when the app's configuration is first
used. Plug-in modules (``DEIDQ_PLUGINS``) are loaded by ``WorkerContext``, not here."""

from __future__ import annotations

import threading
from typing import Any

from celery import Celery, signals
from kombu import Exchange, Queue

from deidq.config import Settings

QUEUES = ("rules", "model", "merge")
DETECT_TASK = "deidq.detect"
MERGE_TASK = "deidq.merge"
EXCHANGE = Exchange("deidq", type="direct")


_settings: Settings | None = None
_settings_lock = threading.Lock()


def current_settings() -> Settings:
    """The settings this process's app runs with: those given to :func:`configure`, else the environment's
    (read once, on first use)."""
    global _settings
    if _settings is None:
        with _settings_lock:
            if _settings is None:
                _settings = Settings.from_env()
    return _settings


def configure(settings: Settings, app: Celery | None = None) -> None:
    """Run ``app`` (default: this module's) with ``settings``; call before the app is used."""
    global _settings
    with _settings_lock:
        _settings = settings
    target = app or globals()["app"]
    if target.configured:  # already loaded (e.g. by a test): reload from the new settings
        target.config_from_object(celery_config(settings), force=True)


def reset_settings() -> None:
    """Forget the process's settings (tests); the next use reads the environment again."""
    global _settings
    with _settings_lock:
        _settings = None


def queue_for_role(role: str) -> str:
    """The queue a detector role's tasks go to: ``model`` for the neural tagger, ``rules`` for the rest."""
    return "model" if role == "model" else "rules"


def route_task(name, args, kwargs, options, task=None, **kw):
    """Route by task name (and, for ``deidq.detect``, by its role argument)."""
    if name == DETECT_TASK:
        role = (args[0] if args else None) or (kwargs or {}).get("role", "rules")
        return {"queue": queue_for_role(str(role))}
    if name == MERGE_TASK:
        return {"queue": "merge"}
    return None


def celery_config(settings: Settings) -> dict[str, Any]:
    """The Celery configuration for ``settings``."""
    hard = settings.task_time_limit
    return dict(
        broker_url=settings.broker_url,
        result_backend=settings.result_backend,
        task_serializer="json",
        result_serializer="json",
        accept_content=["json"],
        result_accept_content=["json"],
        task_queues=[Queue(q, EXCHANGE, routing_key=q) for q in QUEUES],
        task_default_queue="rules",
        task_default_exchange=EXCHANGE.name,
        task_default_routing_key="rules",
        task_routes=(route_task,),
        task_create_missing_queues=False,
        # at-least-once delivery; the stage functions make repeats harmless
        task_acks_late=True,
        # not re-queued by Celery when the pool process dies: a note that crashes its process would loop for ever;
        # the scheduler re-dispatches the batch itself, halved, and fails such a note after DEIDQ_MAX_LOST
        task_reject_on_worker_lost=False,
        task_acks_on_failure_or_timeout=True,  # a task that raised is done: the scheduler/reaper take over
        worker_prefetch_multiplier=1,
        task_time_limit=hard,
        task_soft_time_limit=max(1, int(hard * 0.9)),
        task_track_started=True,
        result_expires=settings.result_expires,
        result_extended=False,  # do not store task arguments in the backend
        result_backend_always_retry=True,
        result_backend_max_retries=20,
        result_backend_transport_options={"retry_policy": {"timeout": 5.0}},
        broker_transport_options={
            "visibility_timeout": settings.visibility_timeout,
            "socket_timeout": 10,
            "socket_connect_timeout": 5,
            # notice a Redis that restarted or a dead TCP peer, instead of blocking on a stale socket
            "socket_keepalive": True,
            "health_check_interval": 10,
            "retry_on_timeout": True,
        },
        broker_connection_retry=True,
        broker_connection_retry_on_startup=True,
        broker_connection_max_retries=None,  # keep trying while Redis is away
        task_publish_retry=True,
        task_publish_retry_policy={"max_retries": 3, "interval_start": 0.2, "interval_step": 0.5, "interval_max": 2},
        redis_socket_timeout=10,
        redis_socket_connect_timeout=5,
        redis_retry_on_timeout=True,
        redis_socket_keepalive=True,
        redis_backend_health_check_interval=10,
        worker_hijack_root_logger=False,  # our JSON logging (ids and counts only)
        worker_redirect_stdouts=False,
        worker_send_task_events=True,  # Flower
        task_send_sent_event=True,
        worker_cancel_long_running_tasks_on_connection_loss=False,
        broker_channel_error_retry=True,
    )


def make_app(settings: Settings | None = None) -> Celery:
    """A Celery app for ``settings``, or, without them, one that takes :func:`current_settings` when its
    configuration is first used (so building it reads no environment)."""
    app = Celery("deidq", include=["deidq.workers.tasks"])

    def _configure(sender: Celery, **_kw: Any) -> None:  # Celery sends this once, when conf is first loaded
        sender.config_from_object(celery_config(settings or current_settings()))

    app.on_configure.connect(_configure, weak=False)
    return app


app = make_app()


@signals.setup_logging.connect
def _setup_logging(**_kw) -> None:  # replaces Celery's own logging setup
    from deidq.logging_setup import setup_logging

    setup_logging(current_settings().log_level)
