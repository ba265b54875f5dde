from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def requeue(
        failed: bool = typer.Option(False, "--failed", help="put failed notes back to pending (fresh attempts)"),
        expired: bool = typer.Option(False, "--expired", help="run the lease reaper now (expired claims)"),
        owner: str = typer.Option(
            None, "--owner", help="release the claims of this lease owner (a dead scheduler); attempts refunded"
        ),
        stale: bool = typer.Option(
            False, "--stale", help="release the claims of owners whose heartbeat is silent; attempts refunded"
        ),
        rejected: bool = typer.Option(False, "--rejected", hidden=True),
        database_url: str = typer.Option(None, help="default: DEIDQ_DATABASE_URL, else embedded SQLite"),
    ) -> None:
        """Retry failed notes (e.g. after fixing a detector), reap expired leases now, or release the claims of a
        dead scheduler (--owner OWNER, as `deidq status` lists them, or --stale for every silent one)."""
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
        if not (failed or expired or owner or stale):
            err.print("[red]error:[/] say what to requeue: --failed, --expired, --owner OWNER and/or --stale")
            raise typer.Exit(2)
        settings = load_settings(database_url=database_url)
        upgrade(settings.database_url)
        if owner:
            with transaction(settings.database_url) as s:
                n = repo.release_silent_claims(s, owner=owner)
            out.print(f"released {n} notes claimed by {owner} back to pending (attempts refunded)")
        if stale:
            with transaction(settings.database_url) as s:
                n = repo.release_silent_claims(s, timeout_s=settings.heartbeat_timeout)
            out.print(f"released {n} notes of owners silent for {settings.heartbeat_timeout:g}s back to pending "
                      "(attempts refunded)")  # fmt: skip
        if expired:
            with transaction(settings.database_url) as s:
                requeued, gave_up = repo.reap_expired_leases(s, max_attempts=settings.max_attempts)
            out.print(f"expired leases: {requeued} back to pending, {gave_up} failed (attempts used up)")
        if failed:
            with transaction(settings.database_url) as s:
                n = repo.requeue(s, statuses=["failed"])
            out.print(f"requeued {n} failed notes (attempts reset); run the scheduler to process them")
