from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def tag(
        input: Path = typer.Option(..., "--input", "-i", exists=True, dir_okay=False, help="JSONL: id, text, meta"),
        output: Path = typer.Option(..., "--output", "-o", help="JSONL written with 'spans' filled"),
        language: str = typer.Option(None, "--lang", help="en or es (default: each note's meta.language, else en)"),
        mode: str = typer.Option("tag", help="tag (spans only), redact or surrogate (also writes deidentified_text)"),
        detectors: str = typer.Option(
            None, help="comma-separated roles (default: DEIDQ_DETECTORS or the standard set)"
        ),
        batch_size: int = typer.Option(
            256,
            min=1,
            max=10_000,
            help="most notes a process tags at once (a chunk also ends at 1M characters, and shrinks so every "
            "process gets work)",
        ),
        jobs: int = typer.Option(
            0,
            "--jobs",
            "-j",
            min=0,
            max=64,
            help="worker processes (0: one per usable core for 200+ notes, else 1); each loads the detectors once",
        ),
        quiet: bool = typer.Option(False, "--quiet", "-q"),
    ) -> None:
        """Tag a JSONL file without a database. Gold spans on input are ignored and replaced."""
        import sys

        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

        from deidq.config import load_settings
        from deidq.io import read_notes
        from deidq.io.records import write_jsonl_records
        from deidq.tagging import tag_stream, tag_stream_parallel, usable_cores
        from deidq.workers.context import WorkerContext
        from deidq.workers.core.vocab import TagOutput
        from deidq.workers.registry import DetectorUnavailable

        err = Console(stderr=True)
        try:
            output_mode = TagOutput(mode)
        except ValueError:
            err.print(f"[red]error:[/] unknown mode {mode!r}; use tag, redact or surrogate")
            raise typer.Exit(2) from None
        settings = load_settings(
            mode=mode, detectors=[d.strip() for d in detectors.split(",") if d.strip()] if detectors else None
        )
        ctx = WorkerContext(settings)
        try:
            if output_mode is TagOutput.SURROGATE:
                _ = ctx.surrogator
        except Exception as exc:  # missing key: say what to do
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        render_mode = output_mode.render_mode
        with open(input, "rb") as fh:
            total = sum(1 for line in fh if line.strip())
        n_jobs = jobs or (min(usable_cores(), 8) if total >= 200 else 1)
        if n_jobs > 1:
            # at least two chunks per process, so a short file still keeps every core busy
            batch_size = max(1, min(batch_size, -(-total // (2 * n_jobs))))
            stream = tag_stream_parallel(read_notes(input, settings.max_note_bytes, "jsonl"), settings, render_mode,
                                         jobs=n_jobs, language=language, batch_size=batch_size)  # fmt: skip
        else:
            stream = tag_stream(read_notes(input, settings.max_note_bytes, "jsonl"), ctx.pipeline, render_mode,
                                language=language, fallback_language=settings.language,
                                batch_size=batch_size)  # fmt: skip
        n_err = 0
        output.parent.mkdir(parents=True, exist_ok=True)
        tmp = output.with_name(output.name + ".partial")
        try:
            with open(tmp, "w", encoding="utf-8") as fh, Progress(
                TextColumn("tagging"), BarColumn(), MofNCompleteColumn(), console=err,
                disable=quiet or not sys.stderr.isatty(), transient=True,
            ) as bar:  # fmt: skip
                task = bar.add_task("notes", total=total)

                def objs():
                    nonlocal n_err
                    for obj, code in stream:
                        if code:
                            n_err += 1
                            err.print(f"[yellow]skipped[/] line {obj.get('line')} (note {obj.get('id')}): {code}")
                        bar.advance(task)
                        yield obj

                write_jsonl_records(objs(), fh)
        except DetectorUnavailable as exc:
            tmp.unlink(missing_ok=True)
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        tmp.replace(output)
        if not quiet:
            err.print(f"tagged {total - n_err} notes, {n_err} with errors → {output}"
                      + (f" ({n_jobs} processes)" if n_jobs > 1 else ""))  # fmt: skip
        # exit code: 0 every note tagged, 1 some records rejected or failed, 2 none tagged
        if total - n_err <= 0:
            err.print(f"[red]error:[/] no note tagged ({n_err} records rejected or failed)")
            raise typer.Exit(2)
        if n_err:
            raise typer.Exit(1)
