from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def enqueue(
        file: Path = typer.Argument(
            ..., exists=True, dir_okay=False, help="JSONL (id, text, meta) or CSV with a header"
        ),
        fmt: str = typer.Option(None, "--format", help="jsonl or csv (default: from the file extension)"),
        database_url: str = typer.Option(None, help="default: DEIDQ_DATABASE_URL, else embedded SQLite"),
        language: str = typer.Option(None, "--lang", help="language for notes that do not say (default en)"),
    ) -> None:
        """Load notes into the database as 'pending'. Bad records are kept with a reason code. Exit code: 0 all
        loaded, 1 some records rejected, 2 nothing loaded."""
        from rich.console import Console
        from rich.markup import escape
        from sqlalchemy.exc import SQLAlchemyError

        from deidq.config import load_settings
        from deidq.db.migrate import upgrade
        from deidq.enqueue import enqueue_file
        from deidq.io import InputFormatError

        err = Console(stderr=True)
        settings = load_settings(database_url=database_url, language=language)
        upgrade(settings.database_url)
        try:
            counts = enqueue_file(
                settings, file, fmt=fmt, on_reject=lambda m: err.print(f"[yellow]rejected[/] {escape(m)}")
            )
        except InputFormatError as exc:
            err.print(f"[red]error:[/] {escape(str(exc))}")
            raise typer.Exit(2) from None
        except SQLAlchemyError as exc:  # the database itself failed (not one record): its message may quote a row
            err.print(f"[red]error:[/] database error ({type(exc).__name__}); batches already committed stay "
                      "loaded, run the same command again once the database is back")  # fmt: skip
            raise typer.Exit(2) from None
        c = counts.as_dict()
        typer.echo(
            f"enqueued {c['queued']} notes from {file}; rejected {c['rejected']} (stored with status 'rejected'), "
            f"unparseable {c['unparseable']}, duplicate ids {c['duplicates']}, already present {c['unchanged']}"
            + (f", refused by the database {c['refused']}" if c["refused"] else "")
        )
        if c["reasons"]:
            typer.echo("reasons: " + ", ".join(f"{k}={v}" for k, v in sorted(c["reasons"].items())))
        # exit code: 0 every record loaded (or already there), 1 some rejected, 2 nothing loaded
        bad = c["rejected"] + c["unparseable"] + c["duplicates"] + c["refused"]
        if c["queued"] + c["unchanged"] == 0:
            err.print(f"[red]error:[/] no note loaded from {file} ({bad} records rejected)")
            raise typer.Exit(2)
        if bad:
            raise typer.Exit(1)
