"""Prometheus metrics for the scheduler and the workers (labels are stage/role/queue/outcome names only).

Prefork workers: ``deidq worker --metrics-port P`` sets ``PROMETHEUS_MULTIPROC_DIR`` before any
``prometheus_client`` import, so the pool's child processes write their samples to files there and the
worker's main process serves the aggregate on port P. The scheduler serves its own registry."""

from __future__ import annotations

import os

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300)

NOTES = Counter("deidq_notes_total", "Notes leaving the merge stage, by outcome (done, pending=retry, failed)",
                ["status"])  # fmt: skip
SPANS = Counter("deidq_spans_total", "PHI spans written by the merge stage")
STAGE_SECONDS = Histogram("deidq_stage_seconds", "Task latency per stage and detector role (one micro-batch)",
                          ["stage", "role"], buckets=LATENCY_BUCKETS)  # fmt: skip
STAGE_NOTES = Counter("deidq_stage_notes_total", "Notes handled per stage and role", ["stage", "role"])
ERRORS = Counter("deidq_errors_total", "Errors by stage and kind (transient, fatal, note)", ["stage", "kind"])
QUEUE_DEPTH = Gauge("deidq_queue_depth", "Messages waiting in a broker queue (seen by the scheduler)", ["queue"],
                    multiprocess_mode="mostrecent")  # fmt: skip
INFLIGHT = Gauge("deidq_inflight_notes", "Notes claimed by this scheduler and not yet finished",
                 multiprocess_mode="mostrecent")  # fmt: skip
BATCHES = Counter("deidq_batches_dispatched_total", "Micro-batches (canvases) dispatched by the scheduler")
SCHEDULER_SECONDS = Histogram("deidq_scheduler_seconds", "Time per scheduler step (claim, dispatch, reap, poll)",
                              ["step"], buckets=LATENCY_BUCKETS)  # fmt: skip
REAPED = Counter("deidq_leases_reaped_total", "Expired leases handled by the reaper", ["outcome"])


def start_metrics_server(port: int, addr: str = "0.0.0.0") -> None:
    """Serve /metrics on ``port``; in multiprocess mode the aggregate of all processes."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        start_http_server(port, addr=addr, registry=registry)
    else:
        start_http_server(port, addr=addr)


def mark_process_dead(pid: int) -> None:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid)
