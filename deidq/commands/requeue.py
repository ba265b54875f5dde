from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def requeue(
        failed: bool = typer.Option(False, "--failed", help="put failed notes back to pending (fresh attempts)"),
        expired: bool = typer.Option(False, "--expired", help="run the lease reaper now (expired claims)"),
        rejected: bool = typer.Option(False, "--rejected", hidden=True),
        database_url: str = typer.Option(None, help="default: DEIDQ_DATABASE_URL, else embedded SQLite"),
    ) -> None:
        """Retry failed notes (e.g. after fixing a detector), or reap expired leases now."""
        from rich.console import Console

        from deidq.config import load_settings
        from deidq.db import repository as repo
        from deidq.db.migrate import upgrade
        from deidq.db.session import transaction

        out, err = Console(), Console(stderr=True)
        if rejected:
            err.print("[red]error:[/] rejected input stays rejected (it failed validation at ingest); "
                      "fix the source record and enqueue it again under its id")  # fmt: skip
            raise typer.Exit(2)
        if not (failed or expired):
            err.print("[red]error:[/] say what to requeue: --failed and/or --expired")
            raise typer.Exit(2)
        settings = load_settings(database_url=database_url)
        upgrade(settings.database_url)
        if expired:
            with transaction(settings.database_url) as s:
                requeued, gave_up = repo.reap_expired_leases(s, max_attempts=settings.max_attempts)
            out.print(f"expired leases: {requeued} back to pending, {gave_up} failed (attempts used up)")
        if failed:
            with transaction(settings.database_url) as s:
                n = repo.requeue(s, statuses=["failed"])
            out.print(f"requeued {n} failed notes (attempts reset); run the scheduler to process them")
