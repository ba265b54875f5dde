"""Fault injection on real processes with the **default** lease and heartbeat settings (docs/operations.md,
"Liveness"): kill -9 of each worker kind (main process and pool together) and of the scheduler, Redis restarted
three times under load, every PostgreSQL connection terminated, a note that raises and a note that kills its
process. Each test reports: notes, lost, duplicated, stuck, recovery seconds (from the replacement's start, or
the fault's end, until every note the fault caught in flight is done) and how many attempts the fault used;
and asserts 0 lost, 0 duplicated, recovery <= 60 s, no attempt used by the fault. PHI is planted in note text,
ids and meta; processes log at DEBUG; no log may contain it."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tests.dist_harness import (
    REPO,
    Cluster,
    assert_exactly_once,
    claimed_pks,
    db_report,
    enqueue,
    scalar,
    scheduler_summary,
    synthetic_note,
    wait_for,
    wait_settled,
)
from tests.faults.conftest import LINES

pytestmark = [
    pytest.mark.integration,
    pytest.mark.faults,
    pytest.mark.skipif(not shutil.which("redis-server"), reason="redis-server not installed"),
]

HAS_MODEL = (REPO / "models" / "artifacts" / "en" / "model.onnx").is_file()
RECOVERY_LIMIT_S = 60.0
N = 300
# planted PHI: names, e-mail and phone in the text (synthetic_note), a surname in every id, a name in meta.
# ") 555-": bare "555-" also occurs in random UUIDs in the logs
PHI_MARKERS = ("Quarrington", "Oyelaran", "Castellanos", "@example.org", ") 555-", "Vanderquist", "Quimbyfoot",
               "SECRET-NOTE-TEXT")  # fmt: skip


def _write(path: Path, n: int = N, size: int = 800, special: dict[int, str] | None = None) -> Path:
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(n):
            row = synthetic_note(i, size)
            row["id"] = (special or {}).get(i, f"Quimbyfoot-{i:05d}")
            row["meta"] = {**row["meta"], "patient_name": "Eustacia Vanderquist"}
            fh.write(json.dumps(row) + "\n")
    return path


@pytest.fixture
def cluster(pg_clean: str, tmp_path: Path):
    c = Cluster(pg_clean, tmp_path, {"DEIDQ_LOG_LEVEL": "DEBUG"})  # defaults for lease, heartbeat, attempts
    try:
        yield c
    finally:
        c.close()


def _done(db_url: str) -> int:
    return scalar(db_url, "SELECT count(*) FROM notes WHERE status = 'done'")


def _report(cluster: Cluster, fault: str, recovery_s: float | None, *, n_done: int = N, n_failed: int = 0,
            own_attempts: int = 0) -> dict:  # fmt: skip
    """Check exactly-once and print the fault's line. ``own_attempts``: notes allowed more than one attempt
    (poison notes use their own)."""
    rep = db_report(cluster.db_url)
    lost = rep["done_without_result"] + rep["result_without_done"]
    dup = rep["dup_results"] + rep["dup_spans"]
    stuck = rep["statuses"].get("pending", 0) + rep["statuses"].get("claimed", 0)
    extra_attempts = scalar(cluster.db_url, "SELECT count(*) FROM notes WHERE attempts > 1") - own_attempts
    rec = f"{recovery_s:.1f}" if recovery_s is not None else "-"
    line = (f"{fault:<34} notes={N} lost={lost} duplicated={dup} stuck={stuck} recovery_s={rec} "
            f"attempts_used_by_fault={extra_attempts}")  # fmt: skip
    LINES.append(line)
    print(line)
    assert (lost, dup, stuck, extra_attempts) == (0, 0, 0, 0), (line, rep)
    assert_exactly_once(rep, n_done, n_failed)
    if recovery_s is not None:
        assert recovery_s <= RECOVERY_LIMIT_S, line
    _no_phi(cluster)
    return rep


def _no_phi(cluster: Cluster) -> None:
    logs = cluster.logs()
    assert '"level": "debug"' in logs or "DEBUG" in logs  # the processes did log at DEBUG
    for marker in PHI_MARKERS:
        assert marker not in logs, f"{marker!r} leaked into the logs"


def _finish(sched, timeout: float = 260) -> dict:
    rc = sched.wait(timeout)
    return {"rc": rc, **scheduler_summary(sched)}


def _start(cluster: Cluster, tmp_path: Path, roles: tuple[str, ...], **env_extra) -> tuple[dict, dict, object]:
    enqueue(cluster.db_url, _write(tmp_path / "notes.jsonl", **env_extra.pop("_write", {})))
    detectors = ",".join(r for r in roles if r != "merge")
    env = cluster.env(DEIDQ_DETECTORS=detectors, **env_extra)
    workers = {r: cluster.worker(env, r, **({"extra": ["--device", "cpu"]} if r == "model" else {})) for r in roles}
    sched = cluster.scheduler(env, "--batch-size", "32")
    return env, workers, sched


def _wait_some_done(cluster: Cluster, n: int = 40) -> None:
    wait_for(lambda: _done(cluster.db_url) >= n, 180, 0.05, "first notes done")


def _wait_busy(cluster: Cluster, node: str) -> list[bytes]:
    """Until ``node`` runs a task (its STARTED state in the result backend): kill it mid-batch, not idle. Returns
    the result-backend keys of the tasks it was running."""
    import redis

    client = redis.Redis.from_url(cluster.redis.url(1))
    found: list[bytes] = []

    def busy() -> bool:
        keys = list(client.scan_iter("celery-task-meta-*", count=1000))
        for key, raw in zip(keys, client.mget(keys) if keys else [], strict=True):
            meta = json.loads(raw) if raw else {}
            if meta.get("status") == "STARTED" and (meta.get("result") or {}).get("hostname") == node:
                found.append(key)
        return bool(found)

    wait_for(busy, 120, 0.01, f"{node} busy")
    client.close()
    return found


def _killed_before_commit(cluster: Cluster, keys: list[bytes]) -> bool:
    """Whether the dead worker took unfinished notes with it: a task seen running is still STARTED after the
    kill and some note it carried is not done. A merge task stays STARTED between its commit and storing its
    result; killed there, its notes are done and nothing is lost."""
    import base64

    import redis

    backend = redis.Redis.from_url(cluster.redis.url(1))
    broker = redis.Redis.from_url(cluster.redis.url(0))
    try:
        metas = [json.loads(raw) if raw else {} for raw in backend.mget(keys)]
        started = {m["task_id"] for m in metas if m.get("status") == "STARTED" and m.get("task_id")}
        pks: set[int] = set()
        for raw in broker.hvals("unacked"):  # acks_late: the killed task's message, its args are note pks
            msg = json.loads(raw)[0]
            if msg["headers"]["id"] in started:
                args = json.loads(base64.b64decode(msg["body"]))[0]
                pks.update(int(p) for p in args[-1])
    finally:
        backend.close()
        broker.close()
    if not started:
        return False
    assert pks, "a task died running, yet its message is not in the broker's unacked hash"
    sql = "SELECT count(*) FROM notes WHERE status = 'done' AND id = ANY(:ids)"
    return scalar(cluster.db_url, sql, ids=sorted(pks)) < len(pks)


@pytest.mark.parametrize("victim", ["rules", "merge", "model"])
def test_kill9_worker(cluster: Cluster, tmp_path: Path, victim: str) -> None:
    if victim == "model" and not HAS_MODEL:
        pytest.skip("no English model artifact")
    roles = ("rules", "model", "merge") if victim == "model" else ("rules", "merge")
    # a batch of 32 short notes takes tens of milliseconds in any role and could end between "busy" and the kill
    # (seen for rules, then merge and model once they got faster): longer notes keep the victim inside its task
    env, workers, sched = _start(cluster, tmp_path, roles, _write={"size": 6000})
    _wait_some_done(cluster)
    running = _wait_busy(cluster, f"worker-{victim}@test")
    affected = claimed_pks(cluster.db_url)
    workers[victim].kill9()  # the main process and its pool children, mid-task
    assert affected and _done(cluster.db_url) < N, "run finished before the kill; make the test bigger"
    # a task can finish between "busy" and the kill; only one still STARTED, its notes not done, lost work
    killed_mid_task = _killed_before_commit(cluster, running)
    time.sleep(1)
    cluster.worker(env, victim, name=f"worker-{victim}-2", **({"extra": ["--device", "cpu"]} if victim == "model"
                                                                 else {}))  # fmt: skip
    recovery = wait_settled(cluster.db_url, affected, 120)
    res = _finish(sched)
    assert res["rc"] == 0 and res["status"] == "finished", res
    _report(cluster, f"kill -9 {victim} worker", recovery)
    lost = res["events"].get("batches_lost_worker", 0) + res["events"].get("batches_lost_delivery", 0)
    if killed_mid_task:  # the batch that died with its worker was seen lost and sent again
        assert lost >= 1, res


def test_kill9_scheduler(cluster: Cluster, tmp_path: Path) -> None:
    env, _workers, sched = _start(cluster, tmp_path, ("rules", "merge"))
    _wait_some_done(cluster)
    affected = claimed_pks(cluster.db_url)
    sched.kill9()
    assert affected and _done(cluster.db_url) < N
    sched2 = cluster.scheduler(env, "--batch-size", "32", name="scheduler-2")
    recovery = wait_settled(cluster.db_url, affected, 120)
    res = _finish(sched2)
    assert res["rc"] == 0 and res["status"] == "finished", res
    with create_engine(cluster.db_url).connect() as c:
        runs = c.execute(text("SELECT id, status, finished_at IS NOT NULL FROM runs ORDER BY id")).all()
    # the killed scheduler's run is closed by the next one
    assert [tuple(r) for r in runs] == [(1, "abandoned", True), (2, "finished", True)], runs
    _report(cluster, "kill -9 scheduler", recovery)


def test_redis_restarted_three_times(cluster: Cluster, tmp_path: Path) -> None:
    _env, workers, sched = _start(cluster, tmp_path, ("rules", "merge"))
    _wait_some_done(cluster)
    affected = claimed_pks(cluster.db_url)
    pids = {r: w.pid for r, w in workers.items()}
    for _ in range(3):  # SHUTDOWN NOSAVE: queues, unacknowledged messages and results are gone each time
        cluster.redis.stop()
        time.sleep(2)
        cluster.redis.start()
        time.sleep(3)
        affected |= claimed_pks(cluster.db_url)
    t0 = time.monotonic()
    recovery = wait_settled(cluster.db_url, affected, 120) if affected else time.monotonic() - t0
    res = _finish(sched)
    assert res["rc"] == 0 and res["status"] == "finished", res
    # the same worker processes survived the restarts and did the work
    assert all(w.alive() and w.pid == pids[r] for r, w in workers.items()), {r: w.alive() for r, w in workers.items()}
    for w in workers.values():
        assert "Unrecoverable error" not in w.log()
    _report(cluster, "redis restarted 3x", recovery)


def test_postgres_connections_terminated(cluster: Cluster, tmp_path: Path) -> None:
    state = tmp_path / "faults"
    state.mkdir()
    _env, workers, sched = _start(cluster, tmp_path, ("rules", "merge"), DEIDQ_PLUGINS="tests.dist_faults",
                                  DIST_FAULT_FLAKY_SAVES="3", DIST_FAULT_STATE=str(state))  # fmt: skip
    _wait_some_done(cluster, 20)
    affected = claimed_pks(cluster.db_url)
    db_name = cluster.db_url.rsplit("/", 1)[1]
    killer = create_engine(cluster.db_url.rsplit("/", 1)[0] + "/postgres", isolation_level="AUTOCOMMIT")
    killed = 0
    with killer.connect() as conn:
        for _ in range(10):  # every connection of the run's database, 10 times in 3 s
            killed += conn.execute(
                text("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = :db "
                     "AND pid <> pg_backend_pid()"), {"db": db_name},
            ).scalar_one()  # fmt: skip
            affected |= claimed_pks(cluster.db_url)
            time.sleep(0.3)
    killer.dispose()
    recovery = wait_settled(cluster.db_url, affected, 120)
    res = _finish(sched)
    assert killed > 0
    assert res["rc"] == 0 and res["status"] == "finished", res
    assert len(list(state.iterdir())) == 3  # the injected connection losses happened ...
    assert "transient_error_retrying" in workers["merge"].log()  # ... and were retried, not failed
    _report(cluster, "postgres connections terminated", recovery)


def test_poison_note_fails_closed_others_complete(cluster: Cluster, tmp_path: Path) -> None:
    poison = {0: "poison-Quimbyfoot-1", 150: "poison-Quimbyfoot-2"}
    _env, _w, sched = _start(cluster, tmp_path, ("rules", "boom", "merge"), DEIDQ_PLUGINS="tests.dist_faults",
                             _write={"special": poison})  # fmt: skip
    t0 = time.monotonic()
    res = _finish(sched)
    assert res["rc"] == 1 and res["status"] == "finished", res  # exit 1: some notes failed
    assert (res["done"], res["failed"]) == (N - 2, 2), res
    with create_engine(cluster.db_url).connect() as conn:
        rows = conn.execute(text("SELECT status, error_code, attempts, lost FROM notes WHERE note_id LIKE 'poison%'"))
        rows = [tuple(r) for r in rows]
    # fail closed, after DEIDQ_MAX_ATTEMPTS (3) attempts of their own; never written
    assert rows == [("failed", "detector_error:PoisonError", 3, 0)] * 2, rows
    _report(cluster, "poison note (raises)", None, n_done=N - 2, n_failed=2, own_attempts=2)
    LINES[-1] += f" run_s={time.monotonic() - t0:.1f}"


def test_note_that_kills_its_worker_fails_alone(cluster: Cluster, tmp_path: Path) -> None:
    """A note that crashes every process that touches it is isolated (its batch halved on each loss) and
    failed after DEIDQ_MAX_LOST losses; its neighbours are done without using an attempt."""
    _env, workers, sched = _start(cluster, tmp_path, ("rules", "killer", "merge"), DEIDQ_PLUGINS="tests.dist_faults",
                                  _write={"special": {40: "killer-Quimbyfoot"}})  # fmt: skip
    t0 = time.monotonic()
    res = _finish(sched)
    assert res["rc"] == 1 and res["status"] == "finished", res
    with create_engine(cluster.db_url).connect() as conn:
        rows = [tuple(r) for r in conn.execute(text("SELECT status, error_code, attempts, lost FROM notes "
                                                    "WHERE note_id LIKE 'killer%'"))]  # fmt: skip
        max_lost_others = conn.execute(text("SELECT max(lost) FROM notes WHERE note_id NOT LIKE 'killer%'")).scalar()
    assert rows == [("failed", "worker_lost", 1, 10)], rows  # DEIDQ_MAX_LOST = 10, one attempt
    assert max_lost_others < 10
    assert workers["rules"].alive()  # the pool replaced its killed processes
    _report(cluster, "note that kills its worker", None, n_done=N - 1, n_failed=1)
    LINES[-1] += f" run_s={time.monotonic() - t0:.1f}"
