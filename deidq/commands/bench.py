"""``deidq bench``: throughput and latency per stage (each detector, merge, render) and end to end."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def bench(
        input: Path = typer.Option(
            None, "--input", "-i", exists=True, help="corpus (JSONL/BRAT/i2b2); default MEDDOCAN dev (es) or synth_en"
        ),
        fmt: str = typer.Option(None, "--format", help="input format (default: auto-detect)"),
        language: str = typer.Option("en", "--lang", help="en or es"),
        detectors: str = typer.Option(None, help="comma-separated roles (default: the configured set)"),
        notes: int = typer.Option(100, "--notes", "-n", min=1, help="number of benchmark notes"),
        note_bytes: int = typer.Option(3000, help="build notes of about this many bytes (0: corpus docs as they are)"),
        repeats: int = typer.Option(3, "--repeats", "-r", min=1),
        warmup: int = typer.Option(5, "--warmup", "-w", min=0, help="notes run before timing starts"),
        batch_size: int = typer.Option(32, min=1, help="batch size for the batched end-to-end run"),
        mode: str = typer.Option("redact", help="render mode: redact or tag"),
        json_out: Path = typer.Option(None, "--json", help="write the full result as JSON here"),
    ) -> None:
        """Benchmark the pipeline: notes/s, tokens/s, p50/p95 per-note latency, peak RSS."""
        import json

        from rich.console import Console

        from deidq.config import load_settings
        from deidq.evaluation.bench import bench_markdown, default_input, load_texts, make_notes, run_bench
        from deidq.workers.registry import DetectorUnavailable

        err = Console(stderr=True)
        if mode not in ("redact", "tag"):
            err.print("[red]error:[/] --mode must be redact or tag")
            raise typer.Exit(2)
        path = input or default_input(language, load_settings().shared_data)
        if not path.exists():
            err.print(f"[red]error:[/] no input: {path} does not exist; pass --input")
            raise typer.Exit(2)
        try:
            texts = load_texts(path, fmt)
        except (ValueError, OSError) as exc:
            err.print(f"[red]error:[/] cannot read {path}: {exc}")
            raise typer.Exit(2) from None
        if note_bytes:
            bench_texts = make_notes(texts, notes, note_bytes)
        else:
            bench_texts = (texts * (notes // len(texts) + 1))[:notes]
        roles = [d.strip() for d in detectors.split(",") if d.strip()] if detectors else None
        try:
            res = run_bench(
                bench_texts, language, roles, repeats=repeats, warmup=warmup, batch_size=batch_size, mode=mode
            )
        except DetectorUnavailable as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        res["input"] = str(path)
        if json_out:
            json_out.parent.mkdir(parents=True, exist_ok=True)
            json_out.write_text(json.dumps(res, indent=2) + "\n", encoding="utf-8")
        typer.echo(bench_markdown(res))
