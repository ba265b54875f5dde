"""``deidq export``: export a BiLSTM-CRF checkpoint to an ONNX artifact directory."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def export(
        checkpoint: Path = typer.Option(..., "--checkpoint", help="checkpoint written by `deidq train`"),
        out: Path = typer.Option(
            ..., "--out", help="artifact directory (model.onnx, vocab.json, manifest.json, NOTICE)"
        ),
        language: str = typer.Option(None, "--language", help="language code (default: out dir name)"),
        version: str = typer.Option("2026.11.1", "--version", help="model version for the manifest"),
    ) -> None:
        """Export to ONNX (dynamic batch and length axes) and check torch/ONNX tag parity."""
        from models.bilstm_crf.export import export as run_export

        run_export(checkpoint, out, version=version, language=language, echo=typer.echo)
