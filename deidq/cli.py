"""``deidq`` command line. Commands live in ``deidq/commands/<name>.py`` and are discovered here, so
features add commands without touching a shared file."""

from __future__ import annotations

import importlib
import pkgutil

import typer

from deidq import commands

app = typer.Typer(
    name="deidq",
    help="De-identify clinical notes: rules + BiLSTM-CRF ensemble, consistent surrogates, "
    "embedded (SQLite) or distributed (PostgreSQL + Redis + Celery).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,  # locals may hold note text
)


@app.callback()
def _main(
    log_level: str = typer.Option(None, help="DEBUG, INFO, WARNING or ERROR (default: DEIDQ_LOG_LEVEL, else WARNING)"),
) -> None:
    """Logs go to stderr as JSON lines with ids and counts only, never note text."""
    from deidq.config import Settings, SettingsError
    from deidq.logging_setup import setup_logging

    try:  # every command: an invalid DEIDQ_* value stops here with its name, before any work
        settings = Settings.from_env()
    except SettingsError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    setup_logging(log_level or settings.log_level)


for _info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
    importlib.import_module(f"{commands.__name__}.{_info.name}").register(app)


def main() -> None:  # pragma: no cover - console entry
    app()


if __name__ == "__main__":  # pragma: no cover
    app()
