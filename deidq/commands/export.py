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
        upgrade: bool = typer.Option(
            False,
            "--upgrade",
            help="no checkpoint: rewrite the artifact in --out in place with the current ONNX interface (same "
            "weights, checked against the old graph; manifest checksums updated). For artifacts exported by "
            "torch.onnx before interface 2",
        ),
        quantize: bool = typer.Option(
            False,
            "--quantize",
            help="no checkpoint: write int8 variants of the artifact's ONNX files in --out for the CPU (needs onnx, "
            "train extra; models/quantize.py) and record them in its manifest",
        ),
        cpu_default: bool = typer.Option(
            False, "--cpu-default", help="with --quantize: a CPU runs the int8 files unless DEIDQ_MODEL_PRECISION says"
        ),
    ) -> None:
        """Export to ONNX (dynamic batch and length axes) and check torch/ONNX tag parity."""
        if quantize:
            from deidq.models.quantize import quantize_artifact

            _require_artifact(out)
            try:
                record = quantize_artifact(out, cpu_default=cpu_default)
            except ImportError as exc:
                typer.echo(f"error: {exc.name or exc} is not installed: pip install -e '.[train]'", err=True)
                raise typer.Exit(2) from None
            except (ValueError, OSError) as exc:
                typer.echo(f"error: {exc}", err=True)
                raise typer.Exit(1) from None
            typer.echo(f"wrote {', '.join(record['files'].values())} (tags agree with float32 on the sample: "
                       f"{record['sample_tag_agreement']}; cpu_default={record['cpu_default']})")  # fmt: skip
            return
        if upgrade:
            from deidq.models.bilstm_crf.export import upgrade_artifact

            _require_artifact(out)
            try:
                changed = upgrade_artifact(out)
            except (ValueError, RuntimeError, OSError) as exc:
                typer.echo(f"error: {exc}", err=True)
                raise typer.Exit(1) from None
            typer.echo(f"upgraded {', '.join(changed)}" if changed else "already current")
            return
        if checkpoint is None:
            typer.echo("error: pass --checkpoint (or --upgrade to upgrade an existing artifact)", err=True)
            raise typer.Exit(2)
        from deidq.models.bilstm_crf.export import export as run_export

        run_export(checkpoint, out, version=version, language=language, echo=typer.echo)


def _require_artifact(out: Path) -> None:
    """Exit 2, saying what to pass, unless ``out`` holds an artifact's vocabulary and manifest."""
    missing = [f for f in ("manifest.json", "vocab.json") if not (out / f).is_file()]
    if missing:
        typer.echo(f"error: {out} is no model artifact (it lacks {', '.join(missing)}); pass the directory "
                   "that holds model.onnx, vocab.json and manifest.json", err=True)  # fmt: skip
        raise typer.Exit(2)
