"""Distributed pipeline end to end: real PostgreSQL, a private redis-server, real ``deidq worker`` (Celery
prefork) and ``deidq scheduler`` processes: 1000 notes, two schedulers at once, SIGTERM. Assertions are on
database rows. The faults (kill -9, Redis and PostgreSQL restarts, poison notes) are in tests/faults/."""

from __future__ import annotations

import shutil
import time
import urllib.request
from pathlib import Path

import pytest
from deidq.db.session import get_engine
from sqlalchemy import text

from tests.dist_harness import (
    REPO,
    Cluster,
    assert_exactly_once,
    db_report,
    enqueue,
    free_port,
    scheduler_summary,
    start_scheduler,
    wait_for,
    write_notes,
)

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(not shutil.which("redis-server"), reason="redis-server not installed"),
]

HAS_MODEL = (REPO / "models" / "artifacts" / "en" / "model.onnx").is_file()
# phone numbers are "(NNN) 555-NNNN": the bare "555-" also occurs in random UUIDs ("…-a555-4d1c…") in the logs
PHI_MARKERS = ("Quarrington", "Oyelaran", "Castellanos", "@example.org", ") 555-", "SECRET-NOTE-TEXT")


@pytest.fixture
def cluster(pg_clean: str, tmp_path: Path):
    c = Cluster(pg_clean, tmp_path, {"DEIDQ_MAX_ATTEMPTS": "3"})
    try:
        yield c
    finally:
        c.close()


def _done(db_url: str) -> int:
    with get_engine(db_url).connect() as conn:
        return conn.execute(text("SELECT count(*) FROM notes WHERE status = 'done'")).scalar_one()


def _finish(sched, timeout: float = 260) -> dict:
    rc = sched.wait(timeout)
    summary = scheduler_summary(sched)
    return {"rc": rc, **summary}


def _no_phi(logs: str) -> None:
    for marker in PHI_MARKERS:
        assert marker not in logs, f"{marker!r} leaked into logs"


def test_1000_notes_end_to_end(cluster: Cluster, tmp_path: Path) -> None:
    n = 1000
    enqueue(cluster.db_url, write_notes(tmp_path / "notes.jsonl", n, size=600))
    roles = "rules,model" if HAS_MODEL else "rules"
    env = cluster.env(DEIDQ_DETECTORS=roles)
    port = free_port()
    cluster.worker(env, "rules", extra=["--metrics-port", str(port)])
    cluster.worker(env, "merge")
    if HAS_MODEL:
        cluster.worker(env, "model", extra=["--device", "cpu"])
    t0 = time.monotonic()
    res = _finish(cluster.scheduler(env, "--batch-size", "25"))
    elapsed = time.monotonic() - t0
    assert res["rc"] == 0 and res["status"] == "finished", res
    assert (res["done"], res["failed"], res["notes"]) == (n, 0, n)
    report = db_report(cluster.db_url)
    assert_exactly_once(report, n)
    assert report["max_attempts"] == 1, report
    with get_engine(cluster.db_url).connect() as conn:
        run = conn.execute(text("SELECT kind, status, counts, config FROM runs")).one()
        labels = dict(conn.execute(text("SELECT label, count(*) FROM spans GROUP BY label")).all())
        leaked = conn.execute(
            text("SELECT count(*) FROM results WHERE deidentified_text LIKE '%@example.org%'")
        ).scalar_one()
    assert run.kind == "distributed" and run.status == "finished" and run.counts["done"] == n
    assert run.config["detectors"] == roles.split(",")
    assert labels.get("CONTACT", 0) >= n and labels.get("ID", 0) >= n and leaked == 0
    # worker metrics: stage latency histogram from the prefork pool, aggregated by the main process
    metrics = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read().decode()
    assert 'deidq_stage_seconds_count{role="rules",stage="detect"}' in metrics
    assert "deidq_stage_notes_total" in metrics
    _no_phi(cluster.logs())
    print(f"1000 notes distributed: {elapsed:.1f}s wall incl. process start, {res['notes_per_s']} notes/s")


def test_two_schedulers_never_double_claim(cluster: Cluster, tmp_path: Path) -> None:
    n = 400
    enqueue(cluster.db_url, write_notes(tmp_path / "notes.jsonl", n, size=500))
    env = cluster.env()
    cluster.worker(env, "rules,merge", concurrency=2)
    a = cluster.scheduler(env, "--batch-size", "10", name="scheduler-a")
    b = cluster.scheduler(env, "--batch-size", "10", name="scheduler-b")
    ra, rb = _finish(a), _finish(b)
    assert ra["rc"] == 0 and rb["rc"] == 0, (ra, rb)
    report = db_report(cluster.db_url)
    assert_exactly_once(report, n)
    assert report["max_attempts"] == 1, report  # no note was ever claimed twice
    assert ra["done"] + rb["done"] == n and ra["done"] > 0 and rb["done"] > 0, (ra, rb)


def test_sigterm_stops_scheduler_cleanly(cluster: Cluster, tmp_path: Path) -> None:
    enqueue(cluster.db_url, write_notes(tmp_path / "notes.jsonl", 200, size=500))
    env = cluster.env()
    cluster.worker(env, "rules,merge", concurrency=1)
    sched = start_scheduler(env, cluster.log_dir, "--batch-size", "10", "--max-in-flight", "2")  # not drain
    cluster.procs.append(sched)
    wait_for(lambda: _done(cluster.db_url) >= 20, 120, 0.05, "first notes done")
    sched.proc.terminate()
    assert sched.wait(60) in (0, 1)
    res = scheduler_summary(sched)
    assert res["status"] == "stopped", res
    report = db_report(cluster.db_url)
    assert report["statuses"].get("claimed", 0) == 0, report  # waited for its own batches
    assert report["statuses"]["done"] == res["done"] and report["dup_results"] == 0
    # a drain run picks up the rest
    res2 = _finish(cluster.scheduler(env, "--batch-size", "25", name="scheduler-2"))
    assert res2["rc"] == 0
    assert_exactly_once(db_report(cluster.db_url), 200)
