from __future__ import annotations

import json
from pathlib import Path

import typer

from deidq.scheduler import DEFAULT_BATCH_SIZE

SAMPLE_NAME = Path("examples") / "sample_notes.jsonl"


def bundled_samples() -> Path:
    """The sample notes: ./examples in a checkout, else next to the installed package."""
    for base in (Path.cwd(), Path(__file__).resolve().parents[2]):
        if (base / SAMPLE_NAME).is_file():
            return base / SAMPLE_NAME
    raise FileNotFoundError(f"bundled sample notes not found ({SAMPLE_NAME}); pass --input FILE")


def register(app: typer.Typer) -> None:
    @app.command()
    def run(
        input: Path = typer.Option(
            None,
            "--input",
            "-i",
            exists=True,
            dir_okay=False,
            help="JSONL/CSV to enqueue first (default: the bundled sample notes)",
        ),
        mode: str = typer.Option(None, help="surrogate (default), redact or tag"),
        detectors: str = typer.Option(None, help="comma-separated roles, e.g. rules,model"),
        language: str = typer.Option(None, "--lang", help="language for notes that do not say (default en)"),
        data_dir: Path = typer.Option(None, help="embedded data folder (default: DEIDQ_DATA_DIR, else ./deidq-data)"),
        database_url: str = typer.Option(None, help="default: DEIDQ_DATABASE_URL, else SQLite in the data folder"),
        batch_size: int = typer.Option(DEFAULT_BATCH_SIZE, min=1, max=10_000, help="notes per micro-batch"),
        reprocess: bool = typer.Option(False, help="process notes that are already done again (a new run)"),
        export: Path = typer.Option(
            None, help="write de-identified notes here (default: <data-dir>/output/run-N.jsonl)"
        ),
        quiet: bool = typer.Option(False, "--quiet", "-q", help="no progress bar"),
    ) -> None:
        """Run the whole pipeline in-process on the embedded database (no Redis needed)."""
        from rich.console import Console
        from rich.markup import escape
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
        from rich.table import Table

        from deidq.config import load_settings
        from deidq.db import repository as repo
        from deidq.db.migrate import upgrade
        from deidq.db.session import transaction
        from deidq.enqueue import enqueue_file
        from deidq.io import InputFormatError
        from deidq.scheduler.embedded import pending_languages, run_embedded
        from deidq.workers.core.vocab import RenderMode
        from deidq.workers.registry import DetectorUnavailable

        out, err = Console(soft_wrap=True), Console(stderr=True)
        settings = load_settings(
            mode=mode, language=language, data_dir=data_dir, database_url=database_url,
            detectors=[d.strip() for d in detectors.split(",") if d.strip()] if detectors else None,
        )  # fmt: skip
        if settings.mode not in set(RenderMode):
            err.print(f"[red]error:[/] unknown mode {settings.mode!r}; use surrogate, redact or tag")
            raise typer.Exit(2)
        upgrade(settings.database_url)
        source = input
        if source is None:
            try:
                source = bundled_samples()
            except FileNotFoundError as exc:
                err.print(f"[red]error:[/] {exc}")
                raise typer.Exit(2) from None
        try:
            c = enqueue_file(
                settings, source, on_reject=lambda m: err.print(f"[yellow]rejected[/] {escape(m)}")
            ).as_dict()
        except InputFormatError as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        out.print(f"input {source}: {c['queued']} new, {c['unchanged']} already loaded, "
                  f"{c['rejected'] + c['unparseable'] + c['duplicates'] + c['refused']} rejected")  # fmt: skip
        if reprocess:
            with transaction(settings.database_url) as s:
                n = repo.requeue(s, statuses=["done"])
            out.print(f"reprocessing {n} notes that were already done")
        total, _ = pending_languages(settings)
        if total == 0:
            out.print("nothing pending: every note is already processed (use --reprocess to run them again)")
            raise typer.Exit(0)
        try:
            with Progress(
                TextColumn("de-identifying"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                console=err, disable=quiet, transient=True,
            ) as bar:  # fmt: skip
                task = bar.add_task("notes", total=total)
                summary = run_embedded(settings, batch_size=batch_size, on_progress=lambda n: bar.advance(task, n))
        except DetectorUnavailable as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None

        export_path = export or settings.data_dir / "output" / f"run-{summary.run_id}.jsonl"
        export_path.parent.mkdir(parents=True, exist_ok=True)
        with transaction(settings.database_url) as s, open(export_path, "w", encoding="utf-8") as fh:
            for note_id, rmode, text, n_spans in repo.iter_results(s, summary.run_id):
                fh.write(json.dumps({"id": note_id, "mode": rmode, "deidentified_text": text, "phi_spans": n_spans},
                                    ensure_ascii=False) + "\n")  # fmt: skip

        out.print(f"run {summary.run_id}: PHI found per type", soft_wrap=True)
        table = Table(show_edge=False)
        table.add_column("label")
        table.add_column("spans", justify="right")
        for label, n in sorted(summary.per_label.items(), key=lambda kv: -kv[1]):
            table.add_row(label, str(n))
        out.print(table)
        out.print(
            f"notes: {summary.notes} processed ({summary.done} done, {summary.failed} failed); "
            f"PHI spans: {summary.spans}; time: {summary.elapsed_s:.2f}s ({summary.notes_per_s:.1f} notes/s)"
        )
        out.print(f"detectors: {', '.join(f'{k}={v}' for k, v in summary.versions.items())}; mode: {settings.mode}")
        out.print(f"database: {settings.database_url}")
        out.print(f"de-identified notes: {export_path}")
        if (
            settings.mode == RenderMode.SURROGATE
            and settings.is_sqlite
            and not (settings.secret_key or settings.secret_key_file)
        ):
            out.print(f"surrogate key: {settings.data_dir / 'secret.key'} (generated for the demo; keep it secret, "
                      "set DEIDQ_SECRET_KEY_FILE in production)")  # fmt: skip
        if summary.failed:
            raise typer.Exit(1)
