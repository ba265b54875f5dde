"""End-to-end throughput: distributed (PostgreSQL + Redis + Celery workers) vs the embedded executor.

    .venv/bin/python bench/bench_e2e.py --notes 2000 --size 3000 [--model] [--json out.json]

Creates a throw-away PostgreSQL database (``DEIDQ_BENCH_PG_URL``, default the local postgres superuser) and
a private redis-server, loads ``--notes`` synthetic notes of ``--size`` characters, then

1. embedded: ``run_embedded`` in this process (same stage functions, no broker);
2. distributed: the same notes again (a new run) with real ``deidq worker`` processes (rules, merge, and model
   with ``--model`` or when ``models/artifacts/en`` exists) and ``deidq scheduler --drain``.

Reports notes/s, per-stage latency (from the workers' Prometheus histograms), and the scheduler's share of
CPU time (its overhead). Worker start-up is excluded: workers are up and idle before the scheduler starts."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from deidq.scheduler import DEFAULT_BATCH_SIZE  # noqa: E402

from tests.dist_harness import (  # noqa: E402
    RedisServer,
    base_env,
    enqueue,
    free_port,
    scheduler_summary,
    start_scheduler,
    start_worker,
    wait_for,
    write_notes,
)

CLK = os.sysconf("SC_CLK_TCK")


def group_cpu_seconds(pgid: int) -> float:
    """utime+stime of every live process in a process group (the worker and its pool)."""
    total = 0
    for pid_dir in Path("/proc").iterdir():
        if not pid_dir.name.isdigit():
            continue
        try:
            fields = (pid_dir / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:  # field 5 (pgrp), after pid and comm
            total += int(fields[11]) + int(fields[12])
    return total / CLK


def scrape(port: int) -> dict[tuple[str, str], tuple[float, float]]:
    """deidq_stage_seconds (sum, count) per (stage, role) from a /metrics endpoint."""
    text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read().decode()
    out: dict[tuple[str, str], list[float]] = {}
    for line in text.splitlines():
        if line.startswith(("deidq_stage_seconds_sum", "deidq_stage_seconds_count")):
            name, value = line.rsplit(" ", 1)
            labels = dict(kv.split("=") for kv in name[name.index("{") + 1 : name.index("}")].split(","))
            key = (labels["stage"].strip('"'), labels["role"].strip('"'))
            slot = out.setdefault(key, [0.0, 0.0])
            slot[0 if "_sum" in name else 1] += float(value)
    return {k: (v[0], v[1]) for k, v in out.items()}


def bench_embedded(db_url: str, detectors: list[str], batch_size: int) -> dict:
    import deidq.scheduler.embedded as emb
    from deidq.db import repository as repo
    from deidq.db.session import transaction
    from deidq.workers.context import WorkerContext

    from deidq.config import load_settings

    settings = load_settings(database_url=db_url, detectors=detectors, mode="surrogate")
    settings.database_url = db_url
    ctx = WorkerContext(settings)
    stage: dict[str, float] = {"detect": 0.0, "merge": 0.0}
    orig_detect, orig_merge = emb.detect_stage, emb.merge_stage

    def timed_detect(*a, **kw):
        t = time.perf_counter()
        try:
            return orig_detect(*a, **kw)
        finally:
            stage["detect"] += time.perf_counter() - t

    def timed_merge(*a, **kw):
        t = time.perf_counter()
        try:
            return orig_merge(*a, **kw)
        finally:
            stage["merge"] += time.perf_counter() - t

    emb.detect_stage, emb.merge_stage = timed_detect, timed_merge
    try:
        ctx.versions([settings.language])  # load detectors before timing, as the workers do
        _ = ctx.surrogator
        summary = emb.run_embedded(settings, batch_size=batch_size, ctx=ctx)
    finally:
        emb.detect_stage, emb.merge_stage = orig_detect, orig_merge
    with transaction(db_url) as s:
        repo.requeue(s, statuses=["done"])
    return {
        "notes": summary.notes, "done": summary.done, "elapsed_s": round(summary.elapsed_s, 2),
        "notes_per_s": round(summary.notes_per_s, 1),
        "ms_per_note": {k: round(1000 * v / max(1, summary.notes), 2) for k, v in stage.items()},
    }  # fmt: skip


def bench_distributed(db_url: str, detectors: list[str], args, log_dir: Path) -> dict:
    with RedisServer() as redis:
        env = base_env(db_url, redis, DEIDQ_DETECTORS=",".join(detectors), DEIDQ_LOG_LEVEL="INFO")
        roles = [("rules", args.rules_concurrency), ("merge", args.merge_concurrency)]
        if "model" in detectors:
            roles.append(("model", 1))
        workers, ports = [], {}
        for role, conc in roles:
            ports[role] = free_port()
            workers.append(start_worker(env, role, log_dir, concurrency=conc, extra=["--metrics-port",
                                                                                     str(ports[role])]))  # fmt: skip
        try:
            for w in workers:
                wait_for(lambda w=w: "ready." in w.log(), 60, 0.2, f"{w.name} ready")
            cpu0 = {w.name: group_cpu_seconds(w.pid) for w in workers}
            t0 = time.perf_counter()
            sched_args = ["--drain", "--batch-size", str(args.batch_size), "--max-queue-depth",
                          str(args.max_queue_depth), "--drain-timeout", "1800"]  # fmt: skip
            sched = start_scheduler(env, log_dir, *sched_args)
            rc = sched.wait(1900)
            wall = time.perf_counter() - t0
            summary = scheduler_summary(sched)
            cpu = {w.name: round(group_cpu_seconds(w.pid) - cpu0[w.name], 2) for w in workers}
            stages = {}
            for port in ports.values():
                for (stage, r), (total, count) in scrape(port).items():
                    if count:
                        stages[f"{stage}:{r}"] = {
                            "batches": int(count),
                            "ms_per_batch": round(1000 * total / count, 1),
                            "ms_per_note": round(1000 * total / max(1, summary["notes"]), 2),
                        }
        finally:
            for w in workers:
                w.stop()
    sched_cpu = summary["scheduler_cpu_s"]
    busy = sum(summary["scheduler_busy_s"].values())
    total_cpu = sched_cpu + sum(cpu.values())
    return {
        "rc": rc, "notes": summary["notes"], "done": summary["done"], "failed": summary["failed"],
        "elapsed_s": summary["elapsed_s"], "wall_s_incl_process_start": round(wall, 2),
        "notes_per_s": summary["notes_per_s"], "stages": stages, "worker_cpu_s": cpu,
        "scheduler_cpu_s": sched_cpu, "scheduler_busy_s": round(busy, 2),
        "scheduler_cpu_share": round(sched_cpu / total_cpu, 3) if total_cpu else None,
        "scheduler_wall_share": round(busy / summary["elapsed_s"], 3) if summary["elapsed_s"] else None,
        "events": summary["events"],
    }  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--notes", type=int, default=2000)
    ap.add_argument("--size", type=int, default=3000, help="characters per note")
    ap.add_argument("--batch-size", type=int, default=DEFAULT_BATCH_SIZE)
    ap.add_argument("--max-queue-depth", type=int, default=4)
    ap.add_argument("--rules-concurrency", type=int, default=1)
    ap.add_argument("--merge-concurrency", type=int, default=1)
    ap.add_argument("--model", action="store_true", help="add the model role (needs models/artifacts/en)")
    ap.add_argument("--skip-embedded", action="store_true")
    ap.add_argument("--json", type=Path, help="write the results here too")
    args = ap.parse_args()

    from deidq.db.migrate import upgrade
    from deidq.db.session import get_engine
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    detectors = ["rules"]
    if args.model or (REPO / "models" / "artifacts" / "en" / "model.onnx").is_file():
        detectors.append("model")
    admin_url = os.environ.get("DEIDQ_BENCH_PG_URL", "postgresql+psycopg2://postgres@127.0.0.1:5432/postgres")
    name = f"deidq_bench_{uuid.uuid4().hex[:8]}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as c:
        c.execute(text(f'CREATE DATABASE "{name}"'))
    db_url = make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    os.environ["DEIDQ_SECRET_KEY"] = "bench-key-" + "0" * 32
    results: dict = {"notes": args.notes, "size": args.size, "detectors": detectors, "batch_size": args.batch_size,
                     "cpus": os.cpu_count()}  # fmt: skip
    try:
        upgrade(db_url)
        with tempfile.TemporaryDirectory(prefix="deidq-bench-") as tmp:
            path = write_notes(Path(tmp) / "notes.jsonl", args.notes, args.size)
            enqueue(db_url, path)
            if not args.skip_embedded:
                results["embedded"] = bench_embedded(db_url, detectors, args.batch_size)
                print("embedded:", json.dumps(results["embedded"]), flush=True)
            results["distributed"] = bench_distributed(db_url, detectors, args, Path(tmp))
            print("distributed:", json.dumps(results["distributed"]), flush=True)
    finally:
        get_engine(db_url).dispose()
        with admin.connect() as c:
            c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
