from __future__ import annotations

import typer


def _rate(run, progress) -> str:
    end = progress.get("last_result_at") or run.finished_at
    if not end or not run.started_at or not progress["done"]:
        return "-"
    secs = (end - run.started_at).total_seconds()
    return f"{progress['done'] / secs:.1f}" if secs > 0 else "-"


def _aware(ts):
    from datetime import UTC

    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)  # SQLite returns naive UTC


def register(app: typer.Typer) -> None:
    @app.command()
    def status(
        database_url: str = typer.Option(None, help="default: DEIDQ_DATABASE_URL, else embedded SQLite"),
        broker_url: str = typer.Option(None, help="Redis broker (distributed mode; default: DEIDQ_BROKER_URL)"),
        runs: int = typer.Option(5, help="how many recent runs to show"),
        queues: bool = typer.Option(
            None, "--queues/--no-queues", help="show broker queue depths (default: when the database is not SQLite)"
        ),
        failed: int = typer.Option(
            0, "--failed", min=0, help="also list up to this many failed notes with their reason codes"
        ),
    ) -> None:
        """Note counts by status, in-flight claims, queue depths, and throughput and failures per run."""
        from rich.console import Console
        from rich.table import Table

        from deidq.config import load_settings
        from deidq.db import repository as repo
        from deidq.db.migrate import upgrade
        from deidq.db.session import transaction

        out = Console()
        settings = load_settings(database_url=database_url, broker_url=broker_url)
        upgrade(settings.database_url)
        with transaction(settings.database_url) as s:
            counts = repo.status_counts(s)
            errors = repo.error_counts(s)
            rejects = repo.reject_counts(s)
            recent = repo.recent_runs(s, runs)
            claims = repo.claims_by_owner(s)
            progress = {run.id: repo.run_progress(s, run.id) for run in recent}
            failures = {run.id: repo.run_failure_codes(s, run.id) for run in recent}
            failed_rows = repo.failed_notes(s, failed) if failed else []
            beats = repo.heartbeats(s)
            now = repo.utcnow()
        t = Table(title="notes by status", show_edge=False)
        t.add_column("status")
        t.add_column("notes", justify="right")
        for st in ("pending", "claimed", "done", "failed", "rejected"):
            t.add_row(st, str(counts.get(st, 0)))
        out.print(t)
        if errors:
            out.print("error/reject codes on notes: " + ", ".join(f"{k}={v}" for k, v in sorted(errors.items())))
        if rejects:
            out.print("unloadable input records: " + ", ".join(f"{k}={v}" for k, v in sorted(rejects.items())))
        if claims:
            c = Table(title="in flight (claimed, by lease owner)", show_edge=False)
            for col in ("owner", "notes", "next lease expiry"):
                c.add_column(col)
            for owner, info in sorted(claims.items()):
                exp = info["next_expiry"]
                c.add_row(owner, str(info["notes"]), f"{exp:%Y-%m-%d %H:%M:%S}" if exp else "-")
            out.print(c)
        if beats:
            h = Table(title="schedulers and workers (heartbeats)", show_edge=False)
            for col in ("owner", "role", "run", "last seen", "state"):
                h.add_column(col)
            for b in beats:
                age = (now - _aware(b.last_seen)).total_seconds()
                state = "live" if age <= settings.heartbeat_timeout else "silent"
                h.add_row(b.owner, b.role, str(b.run_id or "-"), f"{age:.0f}s ago", state)
            out.print(h)
        if queues or (queues is None and not settings.is_sqlite):
            from deidq.scheduler.queues import queue_depths, unacked_count

            try:
                depths = queue_depths(settings.broker_url)
                unacked = unacked_count(settings.broker_url)
                out.print("queues (waiting messages): " + ", ".join(f"{q}={n}" for q, n in depths.items())
                          + f"; delivered, not yet acknowledged: {unacked}")  # fmt: skip
            except Exception as exc:
                out.print(f"queues: broker unreachable ({type(exc).__name__})")
        r = Table(title="recent runs", show_edge=False)
        for col in ("run", "kind", "mode", "status", "started", "finished", "done", "failed", "spans", "notes/s"):
            r.add_column(col)
        for run in recent:
            p = progress[run.id]
            r.add_row(str(run.id), run.kind, run.mode, run.status, f"{run.started_at:%Y-%m-%d %H:%M:%S}",
                      f"{run.finished_at:%H:%M:%S}" if run.finished_at else "-", str(p["done"]),
                      str(p["failed"]), str(p["spans"]), _rate(run, p))  # fmt: skip
        out.print(r)
        for run in recent:
            if failures[run.id]:
                out.print(
                    f"run {run.id} failures: " + ", ".join(f"{k}={v}" for k, v in sorted(failures[run.id].items()))
                )
        if failed:
            f = Table(title=f"failed notes (newest {failed})", show_edge=False)
            for col in ("note id", "reason", "attempts", "last change", "run"):
                f.add_column(col)
            for nid, code, attempts, changed, run_id in failed_rows:
                f.add_row(nid, code or "-", str(attempts), f"{changed:%Y-%m-%d %H:%M:%S}" if changed else "-",
                          str(run_id or "-"))  # fmt: skip
            out.print(f if failed_rows else "failed notes: none")
