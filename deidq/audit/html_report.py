"""One self-contained HTML audit report: inline CSS and inline SVG, no scripts, no links, no external
resources. It holds ids, labels, counts, offsets, scores and decisions — never note text, de-identified
text or surrogate values."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from html import escape
from typing import Any

from sqlalchemy.orm import Session

from deidq.audit import charts, reports
from deidq.db import audit_queries as q

CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:24px auto;max-width:1100px;color:#222;padding:0 16px}
h1{font-size:22px;margin-bottom:4px}h2{font-size:17px;margin-top:32px;border-bottom:1px solid #ddd;padding-bottom:4px}
table{border-collapse:collapse;margin:8px 0;font-size:12.5px}td,th{border:1px solid #ddd;padding:3px 7px;text-align:left}
th{background:#f4f4f4}td.n{text-align:right;font-variant-numeric:tabular-nums}.muted{color:#777;fill:#777}
svg.chart{display:block;margin:8px 0;font-size:11px}svg.chart text{fill:#333}svg.chart .axis{stroke:#999}
.note{background:#f8f8f0;border-left:3px solid #cc9;padding:6px 10px;font-size:13px}
"""  # noqa: E501


RUN_COLUMNS = (
    "run_id",
    "kind",
    "mode",
    "status",
    "detectors",
    "started_at",
    "duration_s",
    "notes",
    "done",
    "failed",
    "kept_spans",
)


def _e(x: object) -> str:
    return "" if x is None else escape(str(x), quote=True)


def _table(columns: Sequence[str], rows: Sequence[dict[str, Any]], *, limit: int | None = None) -> str:
    if not rows:
        return '<p class="muted">none</p>'
    shown = rows[:limit] if limit else rows
    head = "".join(f"<th>{_e(c)}</th>" for c in columns)
    body = []
    for r in shown:
        cells = []
        for c in columns:
            v = r.get(c)
            cls = ' class="n"' if isinstance(v, int | float) and not isinstance(v, bool) else ""
            cells.append(f"<td{cls}>{_e(v)}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    more = ""
    if len(shown) < len(rows):
        more = f'<p class="muted">{len(rows) - len(shown)} more rows not shown (use the CSV export)</p>'
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>{more}"


def build_report(
    session: Session,
    run_id: int,
    *,
    cfg: reports.ReviewSettings | None = None,
    since: str | None = None,
    max_items: int = 200,
    generated_by: str = "",
) -> tuple[str, int]:
    """Return (html, rows) where rows counts the table rows the report contains (for the access log)."""
    cfg = cfg or reports.ReviewSettings()
    runs = reports.summary(session, limit=20)
    run = next((r for r in runs if r["run_id"] == run_id), None) or (reports.summary(session, run_id=run_id) or [{}])[0]
    labels = q.label_totals(session, run_id)
    decisions = q.decision_counts(session, run_id)
    trend_rows = reports.trends(session, since=since)
    agree_rows, facts = reports.agreement(session, run_id)
    items = reports.review_queue(session, run_id, cfg)
    reasons = reports.reason_counts(items)
    totals = reports.per_note_totals(session, run_id)
    rejects = q.reject_reasons(session)

    days = sorted({r["day"] for r in trend_rows})
    keys = sorted({r["key"] for r in trend_rows})
    grid = {(r["day"], r["key"]): r["spans"] for r in trend_rows}
    series = {k: [grid.get((d, k), 0) for d in days] for k in keys}
    agree_chart = charts.stacked_bars(
        [
            (
                r["label"],
                [("rules+model", r["both_roles"]), ("rules only", r["rules_only"]), ("model only", r["model_only"])],
            )
            for r in agree_rows
        ],
        "kept spans by proposing roles",
    )
    roles_note = ""
    if not (facts["uses_rules"] and facts["uses_model"]):
        roles_note = ('<p class="note">This run did not configure both the rules and the model role, so agreement '
                      "is trivially one-sided.</p>")  # fmt: skip
    span_cols = ("reasons", "note_pk", "note_id", "span_id", "label", "type", "start_offset", "end_offset", "score",
                 "decision", "roles")  # fmt: skip
    note_cols = ("reasons", "note_pk", "note_id", "label", "count", "run_mean", "z")
    span_items = [i for i in items if i["item"] == "span"]
    note_items = [i for i in items if i["item"] == "note"]
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")

    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>deidq audit report, run {_e(run_id)}</title>",
        f"<style>{CSS}</style></head><body>",
        f"<h1>deidq audit report — run {_e(run_id)}</h1>",
        f'<p class="muted">generated {_e(now)}{" by " + _e(generated_by) if generated_by else ""}; '
        f"review thresholds: score &lt; {_e(cfg.min_score)}, |z| &ge; {_e(cfg.z)}. "
        "This report contains identifiers, counts, offsets and provenance only: no note text.</p>",
        "<h2>Run</h2>",
        _table(reports.SUMMARY_COLUMNS, [run] if run else []),
        "<h2>PHI found in this run</h2>",
        charts.bar_chart(sorted(labels.items(), key=lambda kv: -kv[1]), "kept spans per label"),
        "<h3>Merger decisions</h3>",
        charts.bar_chart(
            sorted(decisions.items(), key=lambda kv: -kv[1]), "spans per decision", color=charts.PALETTE[1]
        ),
        "<h3>PHI per note</h3>",
        charts.histogram(totals, "notes by number of kept PHI spans"),
        "<h2>Agreement between rules and model</h2>",
        roles_note,
        agree_chart,
        _table(reports.AGREEMENT_COLUMNS, agree_rows),
        "<h2>Review queue</h2>",
        charts.bar_chart(list(reasons.items()), "review items per reason", color=charts.PALETTE[3]),
        f"<h3>Spans ({len(span_items)})</h3>",
        _table(span_cols, span_items, limit=max_items),
        f"<h3>Notes with unusual amounts of PHI ({len(note_items)})</h3>",
        _table(note_cols, note_items, limit=max_items),
        "<h2>Trends</h2>",
        charts.line_chart(days, series, "kept PHI spans per day and label"),
        _table(reports.TREND_COLUMNS, trend_rows, limit=max_items),
        "<h2>Recent runs</h2>",
        _table(RUN_COLUMNS, runs),
        "<h2>Rejected input</h2>",
        _table(("origin", "reason_code", "records"), rejects),
        "</body></html>",
    ]
    html = "\n".join(parts)
    rows = (1 + len(labels) + len(decisions) + len(agree_rows) + min(len(span_items), max_items)
            + min(len(note_items), max_items) + min(len(trend_rows), max_items) + len(runs) + len(rejects))  # fmt: skip
    return html, rows
