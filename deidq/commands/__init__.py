"""CLI command modules. Each module defines ``register(app: typer.Typer) -> None`` and imports its
heavy dependencies inside the command bodies, so ``deidq --help`` stays fast."""
