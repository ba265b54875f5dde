from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def migrate(
        database_url: str = typer.Option(None, help="default: DEIDQ_DATABASE_URL, else embedded SQLite"),
        revision: str = typer.Option("head", help="target Alembic revision"),
    ) -> None:
        """Create or upgrade the database schema (Alembic)."""
        from deidq.config import load_settings
        from deidq.db.migrate import upgrade

        settings = load_settings(database_url=database_url)
        upgrade(settings.database_url, revision)
        typer.echo(f"schema at {revision} on {_safe_url(settings.database_url)}")


def _safe_url(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
