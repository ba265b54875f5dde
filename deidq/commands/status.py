from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def status(
        database_url: str = typer.Option(None, envvar="DEIDQ_DATABASE_URL", help="default: embedded SQLite"),
        runs: int = typer.Option(5, help="how many recent runs to show"),
    ) -> None:
        """Note counts by status, error reasons and the last runs."""
        from rich.console import Console
        from rich.table import Table

        from db import repository as repo
        from db.migrate import upgrade
        from db.session import transaction
        from deidq.config import load_settings

        out = Console()
        settings = load_settings(database_url=database_url)
        upgrade(settings.database_url)
        with transaction(settings.database_url) as s:
            counts = repo.status_counts(s)
            errors = repo.error_counts(s)
            rejects = repo.reject_counts(s)
            recent = repo.recent_runs(s, runs)
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
        r = Table(title="recent runs", show_edge=False)
        for col in ("run", "kind", "mode", "status", "started", "finished", "notes", "failed", "spans"):
            r.add_column(col)
        for run in recent:
            c = run.counts or {}
            r.add_row(str(run.id), run.kind, run.mode, run.status, f"{run.started_at:%Y-%m-%d %H:%M:%S}",
                      f"{run.finished_at:%H:%M:%S}" if run.finished_at else "-", str(c.get("notes", "-")),
                      str(c.get("failed", "-")), str(c.get("spans", "-")))  # fmt: skip
        out.print(r)
