"""``deidq export``: export a BiLSTM-CRF checkpoint to an ONNX artifact directory."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def export(
        checkpoint: Path = typer.Option(None, "--checkpoint", help="checkpoint written by `deidq train`"),
        out: Path = typer.Option(
            ..., "--out", help="artifact directory (model.onnx, vocab.json, manifest.json, NOTICE)"
        ),
        language: str = typer.Option(None, "--language", help="language code (default: out dir name)"),
        version: str = typer.Option("2026.11.1", "--version", help="model version for the manifest"),
        rename_outputs: bool = typer.Option(
            False,
            "--rename-outputs",
            help="no checkpoint: upgrade the artifact in --out in place, naming the graph outputs that older "
            "exports left numbered (values unchanged; manifest checksums updated)",
        ),
    ) -> None:
        """Export to ONNX (dynamic batch and length axes) and check torch/ONNX tag parity."""
        if rename_outputs:
            from models.bilstm_crf.export import rename_artifact_outputs

            changed = rename_artifact_outputs(out)
            typer.echo(f"renamed outputs in {', '.join(changed)}" if changed else "outputs already named")
            return
        if checkpoint is None:
            typer.echo("error: pass --checkpoint (or --rename-outputs to upgrade an existing artifact)", err=True)
            raise typer.Exit(2)
        from models.bilstm_crf.export import export as run_export

        run_export(checkpoint, out, version=version, language=language, echo=typer.echo)
