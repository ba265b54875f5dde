from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command()
    def tag(
        input: Path = typer.Option(
            ..., "--input", "-i", exists=True, dir_okay=False, help="JSONL (id, text, meta) or CSV with a header"
        ),
        output: Path = typer.Option(..., "--output", "-o", help="JSONL written with 'spans' filled"),
        fmt: str = typer.Option(None, "--format", help="jsonl or csv (default: from the input's extension)"),
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
        """Tag a JSONL or CSV file without a database. Gold spans on input are ignored and replaced. Records are
        validated as for enqueue; rejects are error lines in the output. The output is written atomically (a hidden
        0600 temp file beside it, renamed when complete, removed on any error)."""
        import signal
        import sys
        import threading

        from rich.console import Console
        from rich.markup import escape
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

        from deidq.config import load_settings
        from deidq.io import InputFormatError, read_notes
        from deidq.io.records import atomic_text_file, write_jsonl_records
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
        try:  # the format is never guessed, and a bad CSV header fails before anything is written
            notes = read_notes(input, settings.max_note_bytes, fmt)
        except InputFormatError as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        with open(input, "rb") as fh:  # for the progress bar and chunk sizes only (a CSV row may span lines)
            total = sum(1 for line in fh if line.strip())
        n_jobs = jobs or (min(usable_cores(), 8) if total >= 200 else 1)
        if n_jobs > 1:
            # at least two chunks per process, so a short file still keeps every core busy
            batch_size = max(1, min(batch_size, -(-total // (2 * n_jobs))))
            stream = tag_stream_parallel(notes, settings, render_mode,
                                         jobs=n_jobs, language=language, batch_size=batch_size)  # fmt: skip
        else:
            stream = tag_stream(notes, ctx.pipeline, render_mode,
                                language=language, fallback_language=settings.language,
                                batch_size=batch_size)  # fmt: skip
        n_ok = n_err = 0
        output.parent.mkdir(parents=True, exist_ok=True)
        # SIGTERM (a scheduler stopping the job) unwinds like Ctrl-C, so the temp file is removed
        main_thread = threading.current_thread() is threading.main_thread()
        old_term = signal.signal(signal.SIGTERM, _raise_exit) if main_thread else None
        try:
            with atomic_text_file(output) as fh, Progress(
                TextColumn("tagging"), BarColumn(), MofNCompleteColumn(), console=err,
                disable=quiet or not sys.stderr.isatty(), transient=True,
            ) as bar:  # fmt: skip
                task = bar.add_task("notes", total=total)

                def objs():
                    nonlocal n_ok, n_err
                    for obj, code in stream:
                        if code:
                            n_err += 1
                            who = f" (note {obj['id']})" if obj.get("id") else ""  # only valid ids get here
                            err.print(f"[yellow]skipped[/] line {obj.get('line')}{escape(who)}: {code}")
                        else:
                            n_ok += 1
                        bar.advance(task)
                        yield obj

                write_jsonl_records(objs(), fh)
        except DetectorUnavailable as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        finally:
            if main_thread:
                signal.signal(signal.SIGTERM, old_term)
        if not quiet:
            err.print(f"tagged {n_ok} notes, {n_err} with errors → {output}"
                      + (f" ({n_jobs} processes)" if n_jobs > 1 else ""))  # fmt: skip
        # exit code: 0 every note tagged, 1 some records rejected or failed, 2 none tagged
        if n_ok == 0:
            err.print(f"[red]error:[/] no note tagged ({n_err} records rejected or failed)")
            raise typer.Exit(2)
        if n_err:
            raise typer.Exit(1)


def _raise_exit(signum: int, _frame: object) -> None:
    raise SystemExit(128 + signum)
