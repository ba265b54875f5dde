"""``deidq audit``: read-only audit reports over the ``audit_*`` views.

Every command records itself in ``audit_access_log`` (who, what, parameters, rows) in the same
transaction that reads the data, before anything is printed or written: no log entry, no output."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import typer

_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")

DB_OPT = typer.Option(None, "--database-url", help="default: DEIDQ_DATABASE_URL, else embedded SQLite")
WHO_OPT = typer.Option(None, "--who", help="your name for the access log (default: $USER)")
ROLE_OPT = typer.Option(None, "--role",
                        help="PostgreSQL: run as this role (SET LOCAL ROLE), e.g. deidq_auditor "
                        "(default: DEIDQ_AUDIT_ROLE)")  # fmt: skip
RUN_OPT = typer.Option(None, "--run-id", help="default: the latest run")
CSV_OPT = typer.Option(None, "--csv", dir_okay=False, help="also write the rows to this CSV file")


def _execute(database_url: str | None, role: str | None, who: str | None, command: str, params: dict[str, Any],
             output: Path | None, build: Callable[[Any], tuple[Any, int]]) -> Any:  # fmt: skip
    """Read through ``build(session) -> (result, row_count)`` and log the access, in one transaction."""
    from rich.console import Console
    from sqlalchemy.exc import DBAPIError

    from deidq.audit.reports import current_user
    from deidq.config import load_settings
    from deidq.db import audit_queries as q

    err = Console(stderr=True)
    settings = load_settings(database_url=database_url, audit_role=role)
    role = settings.audit_role
    try:
        with q.audit_session(settings.database_url, role) as s:
            q.check_views(s)
            result, rows = build(s)
            params = {**params, "role": role} if role else params
            q.record_access(s, who=current_user(who), command=f"audit {command}", parameters=params,
                            output=str(output) if output else "console", row_count=rows)  # fmt: skip
    except q.AuditError as exc:
        err.print(f"error: {exc}", markup=False, highlight=False)
        raise typer.Exit(2) from None
    except DBAPIError as exc:  # message may quote SQL: show the driver's error class only
        kind = type(exc.orig).__name__ if exc.orig is not None else type(exc).__name__
        err.print(f"error: database refused the audit query ({kind})", markup=False, highlight=False)
        raise typer.Exit(1) from None
    return result


def _print_table(title: str, columns: tuple[str, ...], rows: list[dict[str, Any]], limit: int | None = None) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    t = Table(title=title, show_edge=False)
    for c in columns:
        t.add_column(c)
    for r in rows[:limit] if limit else rows:
        t.add_row(*[Text("" if r.get(c) is None else str(r.get(c))) for c in columns])
    out = Console(highlight=False)
    out.print(t)
    if limit and len(rows) > limit:
        out.print(f"... {len(rows) - limit} more rows (use --csv)", markup=False)


def _since(since: str | None, days: int | None) -> str | None:
    if since and not _DAY.match(since):
        raise typer.BadParameter("use YYYY-MM-DD", param_hint="--since")
    if days is not None:
        return (datetime.now(UTC) - timedelta(days=days)).strftime("%Y-%m-%d")
    return since


def register(app: typer.Typer) -> None:
    audit = typer.Typer(
        help="Read-only audit reports (run summary, trends, agreement, review queue, QA sample, HTML). "
        "Every use is recorded in audit_access_log.",
        no_args_is_help=True,
    )
    app.add_typer(audit, name="audit")

    @audit.command("summary")
    def summary(
        database_url: str = DB_OPT, who: str = WHO_OPT, role: str = ROLE_OPT, run_id: int = RUN_OPT,
        limit: int = typer.Option(10, min=1, help="how many recent runs"), csv: Path = CSV_OPT,
    ) -> None:  # fmt: skip
        """Runs: mode, detectors and versions, duration, notes done/failed, PHI spans per label."""
        from deidq.audit import reports

        rows = _execute(database_url, role, who, "summary", {"run_id": run_id, "limit": limit}, csv,
                        lambda s: (r := reports.summary(s, limit=limit, run_id=run_id), len(r)))  # fmt: skip
        if csv:
            reports.write_csv(csv, reports.SUMMARY_COLUMNS, rows)
        cols = ("run_id", "kind", "mode", "status", "detectors", "started_at", "duration_s", "notes", "done", "failed",
                "kept_spans", "per_label")  # fmt: skip
        _print_table("runs", cols, rows)

    @audit.command("trends")
    def trends(
        database_url: str = DB_OPT, who: str = WHO_OPT, role: str = ROLE_OPT,
        since: str = typer.Option(None, help="first day, YYYY-MM-DD (UTC)"),
        days: int = typer.Option(None, min=1, help="the last N days (instead of --since)"),
        fine: bool = typer.Option(False, "--fine", help="per fine type (PATIENT, PHONE, ...) instead of label"),
        csv: Path = CSV_OPT,
    ) -> None:  # fmt: skip
        """Kept PHI spans per day and label (or fine type), with notes processed per day."""
        from deidq.audit import reports

        first = _since(since, days)
        rows = _execute(database_url, role, who, "trends", {"since": first, "fine": fine}, csv,
                        lambda s: (r := reports.trends(s, since=first, fine=fine), len(r)))  # fmt: skip
        if csv:
            reports.write_csv(csv, reports.TREND_COLUMNS, rows)
        _print_table("PHI spans per day", reports.TREND_COLUMNS, rows)

    @audit.command("agreement")
    def agreement(
        database_url: str = DB_OPT, who: str = WHO_OPT, role: str = ROLE_OPT, run_id: int = RUN_OPT,
        csv: Path = CSV_OPT,
    ) -> None:  # fmt: skip
        """Per label: kept spans both roles proposed, rules only, model only."""
        from rich.console import Console

        from deidq.audit import reports

        def build(s):
            rid = reports.resolve_run(s, run_id)
            rows, facts = reports.agreement(s, rid)
            return (rows, facts), len(rows)

        rows, facts = _execute(database_url, role, who, "agreement", {"run_id": run_id}, csv, build)
        if csv:
            reports.write_csv(csv, reports.AGREEMENT_COLUMNS, rows)
        _print_table(f"rules/model agreement, run {facts['run_id']}", reports.AGREEMENT_COLUMNS, rows)
        if not (facts["uses_rules"] and facts["uses_model"]):
            Console(stderr=True).print("note: this run did not configure both roles (rules and model)", markup=False)

    @audit.command("review")
    def review(
        database_url: str = DB_OPT, who: str = WHO_OPT, role: str = ROLE_OPT, run_id: int = RUN_OPT,
        min_score: float = typer.Option(0.5, help="kept spans scoring below this are low_confidence"),
        z: float = typer.Option(2.5, min=0.1, help="per-note label counts this many SDs from the run mean"),
        min_notes: int = typer.Option(5, min=2, help="runs with fewer notes get no outlier statistics"),
        limit: int = typer.Option(50, min=1, help="rows to print (the CSV gets all)"),
        csv: Path = CSV_OPT,
    ) -> None:  # fmt: skip
        """Review queue: low-confidence spans, rules/model disagreements, notes with unusually little or much PHI."""
        from deidq.audit import reports

        cfg = reports.ReviewSettings(min_score=min_score, z=z, min_notes=min_notes)

        def build(s):
            rid = reports.resolve_run(s, run_id)
            items = reports.review_queue(s, rid, cfg)
            return (rid, items), len(items)

        params = {"run_id": run_id, "min_score": min_score, "z": z, "min_notes": min_notes}
        rid, items = _execute(database_url, role, who, "review", params, csv, build)
        if csv:
            reports.write_csv(csv, reports.REVIEW_COLUMNS, items)
        counts = reports.reason_counts(items)
        cols = ("reasons", "note_id", "span_id", "label", "type", "start_offset", "end_offset", "score", "decision",
                "roles", "count", "z")  # fmt: skip
        _print_table(f"review queue, run {rid}: " + (", ".join(f"{k}={v}" for k, v in counts.items()) or "empty"),
                     cols, items, limit=limit)  # fmt: skip

    @audit.command("sample")
    def sample(
        database_url: str = DB_OPT, who: str = WHO_OPT, role: str = ROLE_OPT, run_id: int = RUN_OPT,
        n: int = typer.Option(20, "--n", min=1, max=10_000, help="how many notes"),
        seed: int = typer.Option(None, help="random seed (default: a fresh one, shown and logged)"),
        csv: Path = CSV_OPT,
    ) -> None:  # fmt: skip
        """A random sample of DE-IDENTIFIED texts for manual QA (never the originals)."""
        import secrets

        from rich.console import Console
        from rich.rule import Rule
        from rich.text import Text

        from deidq.audit import reports

        used_seed = seed if seed is not None else secrets.randbelow(2**31)

        def build(s):
            rid = reports.resolve_run(s, run_id)
            rows = reports.sample(s, rid, n=n, seed=used_seed)
            return (rid, rows), len(rows)

        rid, rows = _execute(database_url, role, who, "sample", {"run_id": run_id, "n": n, "seed": used_seed}, csv,
                             build)  # fmt: skip
        out = Console(highlight=False)
        if csv:
            reports.write_csv(csv, reports.SAMPLE_COLUMNS, rows)
            out.print(f"{len(rows)} de-identified notes of run {rid} written to {csv} (seed {used_seed})", markup=False)
            return
        out.print(f"{len(rows)} de-identified notes of run {rid} (seed {used_seed})", markup=False)
        for r in rows:
            out.print(Rule(Text(f"note_pk {r['note_pk']}  note_id {r['note_id']}  mode {r['mode']}")))
            out.print(Text(r["deidentified_text"] or ""))

    @audit.command("report")
    def report(
        html: Path = typer.Option(..., "--html", dir_okay=False, help="write the report to this .html file"),
        database_url: str = DB_OPT, who: str = WHO_OPT, role: str = ROLE_OPT, run_id: int = RUN_OPT,
        min_score: float = typer.Option(0.5, help="review: low-confidence threshold"),
        z: float = typer.Option(2.5, min=0.1, help="review: outlier threshold"),
        min_notes: int = typer.Option(5, min=2),
        since: str = typer.Option(None, help="trends from this day, YYYY-MM-DD"),
        max_items: int = typer.Option(200, min=1, help="table rows per section"),
    ) -> None:  # fmt: skip
        """One self-contained HTML file (inline SVG charts, no scripts): run, PHI per label, agreement, review
        queue, trends. No note text."""
        from rich.console import Console

        from deidq.audit import reports
        from deidq.audit.html_report import build_report

        first = _since(since, None)
        cfg = reports.ReviewSettings(min_score=min_score, z=z, min_notes=min_notes)

        def build(s):
            rid = reports.resolve_run(s, run_id)
            doc, rows = build_report(s, rid, cfg=cfg, since=first, max_items=max_items,
                                     generated_by=reports.current_user(who))  # fmt: skip
            return (rid, doc), rows

        params = {"run_id": run_id, "min_score": min_score, "z": z, "min_notes": min_notes, "since": first,
                  "max_items": max_items}  # fmt: skip
        rid, doc = _execute(database_url, role, who, "report", params, html, build)
        html.parent.mkdir(parents=True, exist_ok=True)
        html.write_text(doc, encoding="utf-8")
        Console(highlight=False).print(f"audit report for run {rid} written to {html}", markup=False)

    @audit.command("log")
    def log(
        database_url: str = DB_OPT, role: str = ROLE_OPT,
        limit: int = typer.Option(50, min=1, help="most recent entries"),
    ) -> None:  # fmt: skip
        """Show the access log (database owner/DBA only: the auditor role may append to it, not read it)."""
        from rich.console import Console
        from sqlalchemy.exc import DBAPIError

        from deidq.config import load_settings
        from deidq.db import audit_queries as q

        settings = load_settings(database_url=database_url, audit_role=role)
        try:
            with q.audit_session(settings.database_url, settings.audit_role) as s:
                rows = q.access_log(s, limit)
        except (q.AuditError, DBAPIError) as exc:
            kind = type(getattr(exc, "orig", None) or exc).__name__
            Console(stderr=True).print(f"error: cannot read audit_access_log ({kind})", markup=False)
            raise typer.Exit(1) from None
        import json

        for r in rows:
            r["at"] = r["at"].isoformat(sep=" ", timespec="seconds") if r["at"] else ""
            r["parameters"] = json.dumps(r["parameters"], sort_keys=True)
        _print_table("audit access log", ("id", "at", "who", "db_user", "command", "parameters", "output", "row_count"),
                     rows)  # fmt: skip
