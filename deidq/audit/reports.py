"""Report building over the audit views: run summary, PHI trends, rules/model agreement, the review queue
and the QA sample. Every function takes a Session from ``db.audit_queries.audit_session`` and returns plain
rows (dicts with the keys listed in the matching ``*_COLUMNS``), so the CLI, CSV and HTML share them."""

from __future__ import annotations

import csv
import getpass
import math
import os
import random
import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from deidq.db import audit_queries as q
from deidq.db.audit_queries import AuditError

LABELS = ("NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION", "OTHER")

SUMMARY_COLUMNS = (
    "run_id", "kind", "mode", "status", "detectors", "started_at", "finished_at", "duration_s", "notes", "done",
    "failed", "failed_notes", "results", "kept_spans", "dropped_spans", "per_label", "versions",
)  # fmt: skip
TREND_COLUMNS = ("day", "key", "spans", "notes_processed", "spans_per_note")
AGREEMENT_COLUMNS = (
    "label", "kept", "both_roles", "rules_only", "model_only", "exact_agreed", "both_pct", "rules_only_pct",
    "model_only_pct",
)  # fmt: skip
REVIEW_COLUMNS = (
    "item", "reasons", "run_id", "note_pk", "note_id", "span_id", "label", "type", "start_offset", "end_offset",
    "score", "decision", "roles", "count", "run_mean", "z",
)  # fmt: skip
SAMPLE_COLUMNS = ("run_id", "note_pk", "note_id", "language", "mode", "span_count", "deidentified_text")

REVIEW_REASONS = (
    "low_confidence", "conflict", "below_vote", "rules_only", "model_only", "phi_high", "phi_low", "no_phi",
)  # fmt: skip


def current_user(who: str | None = None) -> str:
    """``--who`` if given, else $USER / the OS login name (self-declared; db_user in the log is authoritative)."""
    if who:
        return who
    try:
        return os.environ.get("USER") or getpass.getuser()
    except Exception:  # no passwd entry in a container
        return "unknown"


def resolve_run(session: Session, run_id: int | None) -> int:
    if run_id is not None:
        if q.run_row(session, run_id) is None:
            raise AuditError(f"run {run_id} not found")
        return run_id
    latest = q.latest_run_id(session)
    if latest is None:
        raise AuditError("no runs recorded yet")
    return int(latest)


def _fmt_map(m: Any) -> str:
    if isinstance(m, dict):
        return ";".join(f"{k}={v}" for k, v in sorted(m.items()))
    return "" if m is None else str(m)


# ---------------------------------------------------------------- summary


def summary(session: Session, *, limit: int = 20, run_id: int | None = None) -> list[dict[str, Any]]:
    out = []
    for r in q.runs(session, limit=limit, run_id=run_id):
        counts = r.get("counts") if isinstance(r.get("counts"), dict) else {}
        per_label = counts.get("per_label") or q.label_totals(session, r["run_id"])
        det = r.get("detectors")
        out.append(
            {
                "run_id": r["run_id"],
                "kind": r["kind"],
                "mode": r["mode"],
                "status": r["status"],
                "detectors": ",".join(det) if isinstance(det, list) else (det or ""),
                "started_at": r["started_at"].isoformat(sep=" ", timespec="seconds") if r["started_at"] else "",
                "finished_at": r["finished_at"].isoformat(sep=" ", timespec="seconds") if r["finished_at"] else "",
                "duration_s": round(float(r["duration_s"]), 3) if r["duration_s"] is not None else None,
                "notes": r["notes"],
                "done": r["done"],
                "failed": r["failed"],
                "failed_notes": int(r["failed_notes"]),
                "results": int(r["results"]),
                "kept_spans": int(r["kept_spans"]),
                "dropped_spans": int(r["dropped_spans"]),
                "per_label": _fmt_map(per_label),
                "versions": _fmt_map(r.get("versions")),
            }
        )
    return out


# ---------------------------------------------------------------- trends


def trends(session: Session, *, since: str | None = None, fine: bool = False) -> list[dict[str, Any]]:
    """Kept PHI spans per day (UTC, by processing time) and label (or fine type), with notes processed that day
    and spans per processed note, so a change in volume is not mistaken for a change in PHI density."""
    per_day = q.notes_per_day(session, since=since)
    out = []
    for r in q.label_daily(session, since=since, fine=fine):
        notes = per_day.get(r["day"], 0)
        spans = int(r["spans"])
        out.append({"day": r["day"], "key": r["key"], "spans": spans, "notes_processed": notes,
                    "spans_per_note": round(spans / notes, 3) if notes else None})  # fmt: skip
    return out


# ---------------------------------------------------------------- agreement


def _pct(n: int, d: int) -> float | None:
    return round(100.0 * n / d, 1) if d else None


def agreement(session: Session, run_id: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Rows per label plus an ``ALL`` row, and run facts (which roles the run configured)."""
    rows = q.agreement(session, run_id)
    total = {k: sum(r[k] for r in rows) for k in ("kept", "both_roles", "rules_only", "model_only", "exact_agreed")}
    out = []
    for r in [*rows, {"label": "ALL", **total}]:
        pct = {f"{k}_pct": _pct(r[k], r["kept"]) for k in ("rules_only", "model_only")}
        out.append({**r, "both_pct": _pct(r["both_roles"], r["kept"]), **pct})
    run = q.run_row(session, run_id) or {}
    facts = {"run_id": run_id, "uses_rules": bool(run.get("uses_rules")), "uses_model": bool(run.get("uses_model"))}
    return out, facts


# ---------------------------------------------------------------- review queue


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    min_score: float = 0.5  # kept spans scoring below this are "low_confidence"
    z: float = 2.5  # per-note label counts this many standard deviations from the run mean are outliers
    min_notes: int = 5  # fewer notes in the run: no outlier statistics


def _span_reasons(s: dict[str, Any], cfg: ReviewSettings, both_configured: bool) -> list[str]:
    reasons = []
    if (s["kept"] or s["decision"] == "below_vote") and float(s["score"]) < cfg.min_score:
        reasons.append("low_confidence")
    if s["decision"] in q.CONFLICT_DECISIONS:
        reasons.append("conflict")
    if s["decision"] == "below_vote":
        reasons.append("below_vote")
    if both_configured and s["kept"] and s["roles"] != "rules+model":
        reasons.append(f"{s['roles']}_only")
    return reasons


def note_outliers(counts: Iterable[dict[str, Any]], cfg: ReviewSettings) -> list[dict[str, Any]]:
    """Notes whose kept-span count for a label, or in total, is ``cfg.z`` standard deviations from the run's
    mean (population sd over all notes of the run, zeros included); and notes with no PHI at all in a run
    whose median note has some. Pure function over ``note_label_counts`` rows."""
    per_note: dict[int, dict[str, int]] = {}
    ids: dict[int, str] = {}
    for r in counts:
        pk = int(r["note_pk"])
        ids[pk] = r["note_id"]
        c = per_note.setdefault(pk, {})
        if r["label"] is not None:
            c[r["label"]] = c.get(r["label"], 0) + int(r["n"])
    n = len(per_note)
    if n == 0:
        return []
    out = []
    totals = {pk: sum(c.values()) for pk, c in per_note.items()}
    if statistics.median(totals.values()) > 0:
        for pk, t in totals.items():
            if t == 0:
                out.append({"note_pk": pk, "note_id": ids[pk], "label": None, "count": 0, "run_mean": None,
                            "z": None, "reasons": ["no_phi"]})  # fmt: skip
    if n < cfg.min_notes:
        return out
    series: dict[str | None, dict[int, int]] = {None: totals}
    for lab in sorted({lab for c in per_note.values() for lab in c}):
        series[lab] = {pk: c.get(lab, 0) for pk, c in per_note.items()}
    for lab, values in series.items():
        mean = statistics.fmean(values.values())
        sd = statistics.pstdev(values.values())
        if sd == 0 or math.isnan(sd):
            continue
        for pk, v in values.items():
            z = (v - mean) / sd
            if abs(z) >= cfg.z:
                out.append({"note_pk": pk, "note_id": ids[pk], "label": lab, "count": v, "run_mean": round(mean, 3),
                            "z": round(z, 2), "reasons": ["phi_high" if z > 0 else "phi_low"]})  # fmt: skip
    return out


def review_queue(session: Session, run_id: int, cfg: ReviewSettings | None = None) -> list[dict[str, Any]]:
    """Spans and notes an auditor should look at, one row each with every reason that applies."""
    cfg = cfg or ReviewSettings()
    run = q.run_row(session, run_id) or {}
    both = bool(run.get("uses_rules")) and bool(run.get("uses_model"))
    items: list[dict[str, Any]] = []
    for s in q.review_spans(session, run_id, min_score=cfg.min_score, single_source=both):
        reasons = _span_reasons(s, cfg, both)
        if not reasons:
            continue
        items.append({
            "item": "span", "reasons": ";".join(reasons), "run_id": s["run_id"], "note_pk": s["note_pk"],
            "note_id": s["note_id"], "span_id": s["span_id"], "label": s["label"], "type": s["type"],
            "start_offset": s["start_offset"], "end_offset": s["end_offset"], "score": round(float(s["score"]), 4),
            "decision": s["decision"], "roles": s["roles"], "count": None, "run_mean": None, "z": None,
        })  # fmt: skip
    for o in note_outliers(q.note_label_counts(session, run_id), cfg):
        items.append({
            "item": "note", "reasons": ";".join(o["reasons"]), "run_id": run_id, "note_pk": o["note_pk"],
            "note_id": o["note_id"], "span_id": None, "label": o["label"] or "ALL", "type": None,
            "start_offset": None, "end_offset": None, "score": None, "decision": None, "roles": None,
            "count": o["count"], "run_mean": o["run_mean"], "z": o["z"],
        })  # fmt: skip
    return items


def reason_counts(items: Sequence[dict[str, Any]]) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for it in items:
        for r in str(it["reasons"]).split(";"):
            out[r] += 1
    return {r: out[r] for r in REVIEW_REASONS if out.get(r)}


# ---------------------------------------------------------------- sample


def sample(session: Session, run_id: int, *, n: int, seed: int) -> list[dict[str, Any]]:
    """``n`` de-identified notes of the run, chosen uniformly with ``seed`` (same seed, same sample)."""
    pks = q.result_note_pks(session, run_id)
    chosen = sorted(random.Random(seed).sample(pks, min(n, len(pks))))
    return q.sample_texts(session, run_id, chosen)


def per_note_totals(session: Session, run_id: int) -> list[int]:
    totals: dict[int, int] = defaultdict(int)
    for r in q.note_label_counts(session, run_id):
        totals[int(r["note_pk"])] += int(r["n"])
    return sorted(totals.values())


# ---------------------------------------------------------------- CSV


def _cell(v: Any) -> Any:
    """Spreadsheet formula injection guard: text starting with = + - @ (or tab/CR) is prefixed with '."""
    if isinstance(v, str) and v[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + v
    return "" if v is None else v


def write_csv(path: Path, columns: Sequence[str], rows: Iterable[dict[str, Any]]) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(columns)
        for r in rows:
            w.writerow([_cell(r.get(c)) for c in columns])
            n += 1
    return n
