"""Distributed pipeline end to end: real PostgreSQL, a private redis-server, real ``deidq worker`` (Celery
prefork) and ``deidq scheduler`` processes. Faults: kill -9 of a worker mid-batch, Redis restarted mid-run,
PostgreSQL connections dropped, a poison note, two schedulers at once. Assertions are on database rows."""

from __future__ import annotations

import shutil
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from deidq.db.session import get_engine
from sqlalchemy import create_engine, text

from tests.dist_harness import (
    REPO,
    RedisServer,
    assert_exactly_once,
    base_env,
    db_report,
    enqueue,
    free_port,
    scheduler_summary,
    start_scheduler,
    start_worker,
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


class Cluster:
    """Processes of one test; everything is stopped at the end."""

    def __init__(self, db_url: str, log_dir: Path) -> None:
        self.db_url = db_url
        self.log_dir = log_dir
        self.redis = RedisServer(workdir=log_dir / "redis").start()
        self.procs: list = []

    def env(self, **extra) -> dict[str, str]:
        defaults = {"DEIDQ_LEASE_SECONDS": "60", "DEIDQ_VISIBILITY_TIMEOUT": "30", "DEIDQ_MAX_ATTEMPTS": "3"}
        return base_env(self.db_url, self.redis, **{**defaults, **extra})

    def worker(self, env, role: str, **kw):
        p = start_worker(env, role, self.log_dir, **kw)
        self.procs.append(p)
        return p

    def scheduler(self, env, *args: str, name: str = "scheduler"):
        p = start_scheduler(env, self.log_dir, "--drain", "--reap-interval", "1", "--drain-timeout", "240", *args,
                            name=name)  # fmt: skip
        self.procs.append(p)
        return p

    def logs(self) -> str:
        return "\n".join(p.log() for p in self.procs if p.log_path.exists())

    def close(self) -> None:
        for p in self.procs:
            p.stop()
        self.redis.stop()


@pytest.fixture
def cluster(pg_clean: str, tmp_path: Path):
    (tmp_path / "redis").mkdir()
    c = Cluster(pg_clean, tmp_path)
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


@pytest.mark.parametrize("victim", ["merge", "rules"])
def test_kill9_worker_mid_batch_exactly_once(cluster: Cluster, tmp_path: Path, victim: str) -> None:
    n = 300
    enqueue(cluster.db_url, write_notes(tmp_path / "notes.jsonl", n, size=800))
    env = cluster.env(DEIDQ_LEASE_SECONDS="15", DEIDQ_VISIBILITY_TIMEOUT="10", DEIDQ_MAX_ATTEMPTS="5")
    workers = {"rules": cluster.worker(env, "rules"), "merge": cluster.worker(env, "merge")}
    sched = cluster.scheduler(env, "--batch-size", "20")
    wait_for(lambda: _done(cluster.db_url) >= 40, 120, 0.05, "first notes done")
    workers[victim].kill9()  # the worker and its pool, mid-batch
    assert _done(cluster.db_url) < n, "run finished before the kill; make the test bigger"
    time.sleep(1)
    cluster.worker(env, victim, name=f"worker-{victim}-2")
    res = _finish(sched)
    assert res["rc"] == 0 and res["status"] == "finished", res
    assert_exactly_once(db_report(cluster.db_url), n)


def test_redis_restart_mid_run(cluster: Cluster, tmp_path: Path) -> None:
    n = 300
    enqueue(cluster.db_url, write_notes(tmp_path / "notes.jsonl", n, size=800))
    env = cluster.env(DEIDQ_LEASE_SECONDS="12", DEIDQ_VISIBILITY_TIMEOUT="10", DEIDQ_MAX_ATTEMPTS="5")
    cluster.worker(env, "rules")
    cluster.worker(env, "merge")
    sched = cluster.scheduler(env, "--batch-size", "20")
    wait_for(lambda: _done(cluster.db_url) >= 40, 120, 0.05, "first notes done")
    cluster.redis.stop()  # SHUTDOWN NOSAVE: queued and unacknowledged messages and results are gone
    time.sleep(3)
    assert _done(cluster.db_url) < n
    cluster.redis.start()
    res = _finish(sched)
    assert res["rc"] == 0 and res["status"] == "finished", res
    assert_exactly_once(db_report(cluster.db_url), n)
    assert res["events"].get("reaped_requeued", 0) + res["events"].get("dispatch_failed", 0) > 0, res


def test_postgres_connections_dropped_are_retried(cluster: Cluster, tmp_path: Path) -> None:
    n = 300
    enqueue(cluster.db_url, write_notes(tmp_path / "notes.jsonl", n, size=800))
    state = tmp_path / "faults"
    state.mkdir()
    env = cluster.env(DEIDQ_PLUGINS="tests.dist_faults", DIST_FAULT_FLAKY_SAVES="3", DIST_FAULT_STATE=str(state),
                      DEIDQ_TASK_RETRY_BACKOFF_MAX="1", DEIDQ_LEASE_SECONDS="30", DEIDQ_MAX_ATTEMPTS="5")  # fmt: skip
    cluster.worker(env, "rules")
    merge = cluster.worker(env, "merge")
    sched = cluster.scheduler(env, "--batch-size", "20")
    wait_for(lambda: _done(cluster.db_url) >= 20, 120, 0.05, "first notes done")
    db_name = cluster.db_url.rsplit("/", 1)[1]
    killer = create_engine(cluster.db_url.rsplit("/", 1)[0] + "/postgres", isolation_level="AUTOCOMMIT")
    killed = 0
    stop = threading.Event()

    def terminate_loop() -> None:
        nonlocal killed
        with killer.connect() as conn:
            for _ in range(15):
                if stop.is_set():
                    return
                killed += conn.execute(
                    text(
                        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = :db "
                        "AND pid <> pg_backend_pid()"
                    ),
                    {"db": db_name},
                ).scalar_one()
                time.sleep(0.3)

    t = threading.Thread(target=terminate_loop)
    t.start()
    try:
        res = _finish(sched)
    finally:
        stop.set()
        t.join()
        killer.dispose()
    assert killed > 0
    assert res["rc"] == 0 and res["status"] == "finished", res
    assert_exactly_once(db_report(cluster.db_url), n)
    assert len(list(state.iterdir())) == 3  # the injected connection losses happened ...
    assert "transient_error_retrying" in merge.log()  # ... and were retried, not failed
    _no_phi(cluster.logs())


def test_poison_note_fails_closed_others_complete(cluster: Cluster, tmp_path: Path) -> None:
    n = 80
    poison = ["poison-1", "poison-2"]
    enqueue(cluster.db_url, write_notes(tmp_path / "notes.jsonl", n, size=500, ids=poison))
    env = cluster.env(DEIDQ_DETECTORS="rules,boom", DEIDQ_PLUGINS="tests.dist_faults", DEIDQ_MAX_ATTEMPTS="2")
    cluster.worker(env, "rules")
    cluster.worker(env, "merge")
    res = _finish(cluster.scheduler(env, "--batch-size", "10"))
    assert res["rc"] == 1 and res["status"] == "finished", res  # exit 1: some notes failed
    assert (res["done"], res["failed"]) == (n - 2, 2), res
    report = db_report(cluster.db_url)
    assert_exactly_once(report, n - 2, 2)
    assert report["failed_codes"] == {"detector_error:PoisonError": 2}, report
    with get_engine(cluster.db_url).connect() as conn:
        rows = conn.execute(
            text(
                "SELECT n.note_id, n.status, n.attempts, count(r.id) FROM notes n LEFT JOIN results r "
                "ON r.note_pk = n.id WHERE n.note_id LIKE 'poison%' GROUP BY n.id"
            ),
        ).all()
    # fail closed: never released, not even partially; retried up to DEIDQ_MAX_ATTEMPTS
    assert sorted(rows) == [("poison-1", "failed", 2, 0), ("poison-2", "failed", 2, 0)]
    assert res["failure_codes"] == {"detector_error:PoisonError": 2}


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
