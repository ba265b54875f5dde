"""Test harness for the distributed pipeline: a private redis-server, real worker and scheduler processes
(``python -m deidq worker|scheduler``), synthetic notes, and database checks. Used by the integration tests
and by ``bench/bench_e2e.py``."""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PY = sys.executable

FIRST = ["Zebediah", "Philippa", "Marisol", "Oluwaseun", "Hiroshi", "Ingrid", "Tobias", "Anneliese", "Ravi", "Dolores"]
LAST = ["Quarrington", "Oyelaran", "Castellanos", "Lindqvist", "Abernathy", "Nakamura", "Okonkwo", "Pemberton"]
FILLER = (
    "Assessment and plan: continue current medications, monitor blood pressure and renal function. "
    "Patient tolerated the procedure well without complications. Vital signs stable, afebrile. "
    "Labs reviewed: sodium and potassium within normal limits, hemoglobin stable compared to prior. "
    "Discussed diet, exercise and smoking cessation; questions answered. "
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def synthetic_note(i: int, size: int = 1000, rng: random.Random | None = None) -> dict:
    """A synthetic clinical note of about ``size`` characters with names, dates, MRN, phone, e-mail."""
    rng = rng or random.Random(i)
    first, last = rng.choice(FIRST), rng.choice(LAST)
    doc = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    head = (
        f"Patient {first} {last} (MRN {rng.randint(10_000_000, 99_999_999)}) was seen on "
        f"{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}/20{rng.randint(10, 24)} by Dr. {doc}.\n"
        f"Call ({rng.randint(200, 989)}) 555-{rng.randint(1000, 9999)} or write to "
        f"{first.lower()}.{last.lower()}@example.org.\n"
    )
    body = []
    n = len(head)
    while n < size:
        chunk = FILLER if rng.random() < 0.8 else f"Follow-up with Dr. {doc} on {rng.randint(1, 28)} March 2022. "
        body.append(chunk)
        n += len(chunk)
    text = (head + "".join(body))[:size]
    return {"id": f"note-{i:06d}", "text": text, "meta": {"patient_id": f"P{i % 97}", "language": "en"}}


def write_notes(path: Path, n: int, size: int = 1000, ids: Iterable[str] = ()) -> Path:
    """JSONL with ``n`` synthetic notes; ``ids`` overrides the ids of the first notes (e.g. poison-*)."""
    override = list(ids)
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(n):
            row = synthetic_note(i, size)
            if i < len(override):
                row["id"] = override[i]
            fh.write(json.dumps(row) + "\n")
    return path


def enqueue(db_url: str, path: Path) -> dict:
    from deidq.config import load_settings
    from deidq.enqueue import enqueue_file

    settings = load_settings(database_url=db_url)
    settings.database_url = db_url
    return enqueue_file(settings, path).as_dict()


# ---------------------------------------------------------------- processes


class RedisServer:
    """A private, non-persistent redis-server on a free port (never the shared one)."""

    def __init__(self, port: int | None = None, workdir: Path | None = None) -> None:
        self.port = port or free_port()
        self.dir = Path(workdir or tempfile.mkdtemp(prefix="deidq-redis-"))
        self.proc: subprocess.Popen | None = None

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"

    def start(self) -> RedisServer:
        exe = shutil.which("redis-server")
        if not exe:
            raise RuntimeError("redis-server not found")
        self.proc = subprocess.Popen(
            [exe, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.dir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
        self._wait(up=True)
        return self

    def stop(self) -> None:
        """``SHUTDOWN NOSAVE`` (everything in it is lost, like a crash of a non-persistent Redis)."""
        if self.proc and self.proc.poll() is None:
            subprocess.run(["redis-cli", "-p", str(self.port), "shutdown", "nosave"], capture_output=True, timeout=10)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)

    def _wait(self, up: bool, timeout: float = 10) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            r = subprocess.run(["redis-cli", "-p", str(self.port), "ping"], capture_output=True, text=True)
            if ("PONG" in r.stdout) == up:
                return
            time.sleep(0.05)
        raise RuntimeError(f"redis on port {self.port} did not come {'up' if up else 'down'}")

    def __enter__(self) -> RedisServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


class Proc:
    """A child process in its own session (so ``kill9`` takes the whole Celery pool with it)."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], log_dir: Path) -> None:
        self.name = name
        self.log_path = log_dir / f"{name}.log"
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(argv, cwd=REPO, env=env, stdout=self._log, stderr=subprocess.STDOUT,
                                     start_new_session=True)  # fmt: skip

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill9(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def stop(self, timeout: float = 15) -> int | None:
        if self.alive():
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.kill9()
            except ProcessLookupError:
                pass
        self._log.close()
        return self.proc.returncode

    def wait(self, timeout: float) -> int:
        return self.proc.wait(timeout)

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")


def base_env(db_url: str, redis: RedisServer, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEIDQ_", "PROMETHEUS_"))}
    env.update(
        DEIDQ_DATABASE_URL=db_url,
        DEIDQ_BROKER_URL=redis.url(0),
        DEIDQ_RESULT_BACKEND=redis.url(1),
        DEIDQ_DETECTORS="rules",
        DEIDQ_MODE="surrogate",
        DEIDQ_SECRET_KEY="test-key-" + "0" * 32,
        DEIDQ_LOG_LEVEL="INFO",
        DEIDQ_ORT_THREADS="1",
        PYTHONPATH=str(REPO),
        PYTHONUNBUFFERED="1",
    )
    env.update({k: str(v) for k, v in extra.items()})
    return env


def start_worker(env: dict[str, str], role: str, log_dir: Path, *, name: str | None = None, concurrency: int = 1,
                 pool: str = "prefork", extra: list[str] | None = None) -> Proc:  # fmt: skip
    name = name or f"worker-{role.replace(',', '+')}"
    argv = [PY, "-m", "deidq", "worker", "--role", role, "--concurrency", str(concurrency), "--pool", pool,
            "--hostname", f"{name}@test", *(extra or [])]  # fmt: skip
    return Proc(name, argv, env, log_dir)


def start_scheduler(env: dict[str, str], log_dir: Path, *args: str, name: str = "scheduler") -> Proc:
    return Proc(name, [PY, "-m", "deidq", "scheduler", *args], env, log_dir)


def scheduler_summary(proc: Proc) -> dict:
    """The JSON summary line the scheduler prints last."""
    for line in reversed(proc.log().splitlines()):
        line = line.strip()
        if line.startswith("{") and '"run_id"' in line and '"status"' in line and '"ts"' not in line:
            return json.loads(line)
    raise AssertionError(f"no scheduler summary in {proc.log_path}:\n{proc.log()[-3000:]}")


def wait_for(pred, timeout: float, interval: float = 0.1, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        v = pred()
        if v:
            return v
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


# ---------------------------------------------------------------- database checks


def db_report(db_url: str) -> dict:
    """Row-level facts the exactly-once assertions need."""
    from deidq.db.session import get_engine
    from sqlalchemy import text

    q = {
        "statuses": "SELECT status, count(*) FROM notes GROUP BY status",
        "results": "SELECT count(*) FROM results",
        "notes_with_results": "SELECT count(DISTINCT note_pk) FROM results",
        "dup_results": "SELECT count(*) FROM (SELECT note_pk FROM results GROUP BY note_pk HAVING count(*) > 1) d",
        "dup_spans": 'SELECT count(*) FROM (SELECT 1 FROM spans GROUP BY note_pk, run_id, start, "end", label, '
        "source, decision HAVING count(*) > 1) d",
        "spans_without_result": "SELECT count(*) FROM spans s LEFT JOIN results r ON r.note_pk = s.note_pk AND "
        "r.run_id = s.run_id WHERE r.id IS NULL",
        "done_without_result": "SELECT count(*) FROM notes n WHERE n.status = 'done' AND NOT EXISTS "
        "(SELECT 1 FROM results r WHERE r.note_pk = n.id)",
        "result_without_done": "SELECT count(*) FROM results r JOIN notes n ON n.id = r.note_pk "
        "WHERE n.status <> 'done'",
        "span_count_mismatch": "SELECT count(*) FROM results r WHERE r.span_count <> (SELECT count(*) FROM spans s "
        "WHERE s.note_pk = r.note_pk AND s.run_id = r.run_id AND s.decision IN "
        "('agreed', 'kept', 'won_conflict', 'trimmed'))",
        "max_attempts": "SELECT coalesce(max(attempts), 0) FROM notes",
        "failed_codes": "SELECT error_code, count(*) FROM notes WHERE status = 'failed' GROUP BY error_code",
    }
    out: dict = {}
    with get_engine(db_url).connect() as c:
        for key, sql in q.items():
            rows = c.execute(text(sql)).all()
            out[key] = dict(rows) if key in ("statuses", "failed_codes") else rows[0][0]
    return out


def assert_exactly_once(report: dict, n_done: int, n_failed: int = 0) -> None:
    assert report["statuses"].get("done", 0) == n_done, report
    assert report["statuses"].get("failed", 0) == n_failed, report
    assert report["statuses"].get("pending", 0) == 0 and report["statuses"].get("claimed", 0) == 0, report
    assert report["results"] == n_done and report["notes_with_results"] == n_done, report
    for key in ("dup_results", "dup_spans", "spans_without_result", "done_without_result", "result_without_done",
                "span_count_mismatch"):  # fmt: skip
        assert report[key] == 0, (key, report)


# ---------------------------------------------------------------- a cluster of one test


class Cluster:
    """A private redis-server plus the worker and scheduler processes of one test; ``close`` stops them all.
    ``defaults``: environment every process gets (on top of :func:`base_env`)."""

    def __init__(self, db_url: str, log_dir: Path, defaults: dict[str, str] | None = None) -> None:
        self.db_url = db_url
        self.log_dir = log_dir
        (log_dir / "redis").mkdir(exist_ok=True)
        self.redis = RedisServer(workdir=log_dir / "redis").start()
        self.defaults = dict(defaults or {})
        self.procs: list[Proc] = []

    def env(self, **extra) -> dict[str, str]:
        return base_env(self.db_url, self.redis, **{**self.defaults, **extra})

    def worker(self, env, role: str, **kw) -> Proc:
        p = start_worker(env, role, self.log_dir, **kw)
        self.procs.append(p)
        return p

    def scheduler(self, env, *args: str, name: str = "scheduler", drain_args=("--drain", "--drain-timeout", "240")):
        p = start_scheduler(env, self.log_dir, *drain_args, *args, name=name)
        self.procs.append(p)
        return p

    def logs(self) -> str:
        return "\n".join(p.log() for p in self.procs if p.log_path.exists())

    def close(self) -> None:
        for p in self.procs:
            p.stop()
        self.redis.stop()


def scalar(db_url: str, sql: str, **params):
    from deidq.db.session import get_engine
    from sqlalchemy import text

    with get_engine(db_url).connect() as c:
        return c.execute(text(sql), params).scalar_one()


def claimed_pks(db_url: str) -> set[int]:
    from deidq.db.session import get_engine
    from sqlalchemy import text

    with get_engine(db_url).connect() as c:
        return set(c.execute(text("SELECT id FROM notes WHERE status = 'claimed'")).scalars())


def wait_settled(db_url: str, pks: set[int], timeout: float) -> float:
    """Seconds until every note of ``pks`` is done or failed (raises after ``timeout``)."""
    from deidq.db.session import get_engine
    from sqlalchemy import text

    t0 = time.monotonic()
    if not pks:
        return 0.0

    def settled() -> bool:
        with get_engine(db_url).connect() as c:
            n = c.execute(
                text("SELECT count(*) FROM notes WHERE id = ANY(:ids) AND status IN ('done', 'failed')"),
                {"ids": sorted(pks)},
            ).scalar_one()
        return n == len(pks)

    wait_for(settled, timeout, 0.2, f"{len(pks)} affected notes to settle")
    return time.monotonic() - t0
