"""``deidq ensemble``: assemble a seed ensemble artifact from exported single-model artifacts."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def ensemble(
        member: list[Path] = typer.Option(..., "--member", help="artifact directory of one member (repeat, ≥ 2)"),
        out: Path = typer.Option(..., "--out", help="ensemble artifact directory to write"),
        version: str = typer.Option(..., "--version", help="version for the ensemble's manifest"),
        dev: Path = typer.Option(
            None,
            "--dev",
            help="score the ensemble alone on this gold JSONL/BRAT set "
            "(best path, strict fine types) and record it in the manifest",
        ),
        recall_threshold: float = typer.Option(
            None,
            "--recall-threshold",
            help="the model detector's default "
            "recall threshold for this artifact (DEIDQ_MODEL_RECALL_THRESHOLD "
            "still overrides it)",
        ),
    ) -> None:
        """Combine members trained with different seeds (same training file and vocabulary): the runtime
        averages their emission and transition scores. No torch needed."""
        from deidq.models.ensemble import EnsembleError, assemble

        try:
            manifest = assemble(member, out, version, dev=dev, recall_threshold=recall_threshold)
        except EnsembleError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        typer.echo(f"wrote {out}: {len(manifest['members'])} members, version {version}")
        if dev is not None:
            m = manifest["dev_metrics"]["micro"]
            typer.echo(f"dev strict P {m['precision']:.4f} R {m['recall']:.4f} F1 {m['f1']:.4f}")
