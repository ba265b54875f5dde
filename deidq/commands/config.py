from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def config(
        as_json: bool = typer.Option(False, "--json", help="one JSON object: variable -> {value, source}"),
    ) -> None:
        """Print the effective settings: each DEIDQ_* variable, its value and where it came from (environment
        or default). The secret key and passwords inside URLs are masked."""
        import json

        from deidq.config import Settings, SettingsError

        try:
            settings = Settings.from_env()
        except SettingsError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        rows = list(settings.describe())
        if as_json:
            typer.echo(json.dumps({var: {"value": value, "source": source} for var, value, source, _ in rows},
                                  indent=2))  # fmt: skip
            return
        width = max(len(var) for var, *_ in rows)
        for var, value, source, _help in rows:
            typer.echo(f"{var:<{width}}  {value or '-'}  ({source})")
