"""``deidq eval``: score predictions against gold (JSONL, BRAT or i2b2 XML), or tag the gold in-process
with the chosen detectors and score that. Writes metrics.json, report.md, report.html and the review
files errors.jsonl / errors.md (these hold note text) to ``--out``; prints a summary (scores only)."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command("eval")
    def eval_(
        gold: Path = typer.Option(..., "--gold", "-g", exists=True, help="gold file or folder (JSONL, BRAT, i2b2)"),
        pred: Path = typer.Option(
            None, "--pred", "-p", exists=True, help="predictions (e.g. `deidq tag` output); omit to tag in-process"
        ),
        fmt: str = typer.Option(None, "--format", help="gold format: jsonl, brat, i2b2 or csv (default: auto-detect)"),
        pred_fmt: str = typer.Option(None, "--pred-format", help="prediction format (default: auto-detect)"),
        out: Path = typer.Option(None, "--out", "-o", help="folder for metrics.json, report.md/.html, errors.*"),
        language: str = typer.Option(None, "--lang", help="language for in-process tagging (en, es)"),
        detectors: str = typer.Option(None, help="comma-separated roles for in-process tagging, e.g. rules,model"),
        limit: int = typer.Option(0, min=0, help="evaluate only the first N gold documents (0: all)"),
        batch_size: int = typer.Option(32, min=1),
        fine_crosswalk: str = typer.Option("auto", help="map deidq fine types to MEDDOCAN's: auto, yes, no"),
        title: str = typer.Option(None, help="report title"),
        json_stdout: bool = typer.Option(False, "--json", help="print the metrics JSON instead of the summary"),
    ) -> None:
        """Evaluate de-identification: entity strict/relaxed P/R/F1 (labels and fine types), token-level
        binary recall (leaks), HIPAA subset, per-detector contribution, confusion, review lists."""
        import json
        import time

        from rich.console import Console

        from deidq.evaluation.metrics import evaluate, evaluate_groups
        from deidq.evaluation.report import stdout_summary, write_reports
        from deidq.io import load_documents

        err = Console(stderr=True)
        try:
            gold_docs = load_documents(gold, fmt, gold=True)
        except (ValueError, OSError) as exc:
            err.print(f"[red]error:[/] cannot read gold: {exc}")
            raise typer.Exit(2) from None
        if limit:
            gold_docs = gold_docs[:limit]
        meta: dict[str, object] = {"gold": str(gold)}
        if pred is not None:
            try:
                pred_docs = load_documents(pred, pred_fmt, gold=False)
            except (ValueError, OSError) as exc:
                err.print(f"[red]error:[/] cannot read predictions: {exc}")
                raise typer.Exit(2) from None
            meta["pred"] = str(pred)
        else:
            from deidq.evaluation.run import build_pipeline, tag_docs
            from deidq.workers.registry import DetectorUnavailable

            lang = language or str(gold_docs[0].meta.get("language") or "en") if gold_docs else (language or "en")
            roles = [d.strip() for d in detectors.split(",") if d.strip()] if detectors else None
            try:
                pipe = build_pipeline(roles, lang)
            except DetectorUnavailable as exc:
                err.print(f"[red]error:[/] {exc}")
                raise typer.Exit(2) from None
            t0 = time.perf_counter()
            pred_docs = tag_docs(gold_docs, pipe, lang, batch_size)
            secs = time.perf_counter() - t0
            meta.update(
                {
                    "language": lang,
                    "detectors": ", ".join(f"{r}={v}" for r, v in pipe.versions.items()),
                    "tagging_seconds": round(secs, 2),
                    "notes_per_second": round(len(gold_docs) / secs, 1) if secs else None,
                }
            )
        cw = {"auto": "auto", "yes": True, "no": False}.get(fine_crosswalk.lower())
        if cw is None:
            err.print("[red]error:[/] --fine-crosswalk must be auto, yes or no")
            raise typer.Exit(2)
        try:
            res = evaluate(gold_docs, pred_docs, fine_crosswalk=cw, with_errors=out is not None)
        except ValueError as exc:
            err.print(f"[red]error:[/] {exc}")
            raise typer.Exit(2) from None
        res["by_group"] = evaluate_groups(gold_docs, pred_docs)  # per genre and per source, where gold says
        res["meta"] = meta
        if out is not None:
            if pred is None:
                from deidq.io import write_documents

                write_documents(pred_docs, out / "predictions.jsonl", "jsonl", gold=False)
            paths = write_reports(res, out, title or f"deidq evaluation: {gold.name}")
            err.print(
                f"reports → {paths['markdown']}, {paths['html']}, {paths['json']}; "
                f"review lists (contain note text) → {paths.get('errors_md')}"
            )
        if json_stdout:
            typer.echo(json.dumps({k: v for k, v in res.items() if k != "errors"}, indent=2, ensure_ascii=False))
        else:
            typer.echo(stdout_summary(res))
