"""Reports from an :func:`~deidq.evaluation.metrics.evaluate` result: markdown, JSON, a self-contained
HTML page with inline SVG plots, and review files of misses and false alarms.

The summary (markdown/JSON/HTML) carries counts and scores only. Note text appears only in the
review files (``errors.jsonl``, ``errors.md``), written to the output folder the user chose."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any


def _pct(x: float) -> str:
    return f"{100 * x:.1f}"


def _prf_row(name: str, d: dict[str, Any]) -> str:
    return (
        f"| {name} | {d['n_gold']} | {d['n_pred']} | {_pct(d['precision'])} | {_pct(d['recall'])} | {_pct(d['f1'])} |"
    )


def summary_markdown(res: dict[str, Any], title: str = "deidq evaluation") -> str:
    e = res["entity"]
    t = res["token"]
    h = res["hipaa"]
    lines = [f"# {title}", ""]
    meta = res.get("meta") or {}
    if meta:
        lines += ["", *[f"- **{k}**: {v}" for k, v in meta.items()], ""]
    lines += [
        f"{res['n_docs']} documents, {res['n_gold']} gold entities, {res['n_pred']} predicted"
        + (f"; {res['missing_pred_docs']} documents had no prediction" if res["missing_pred_docs"] else "")
        + ".",
        "",
        "## Headline",
        "",
        "| measure | precision | recall | F1 |",
        "|---|---:|---:|---:|",
        f"| token binary (leak measure) | {_pct(t['precision'])} | {_pct(t['recall'])} | {_pct(t['f1'])} |",
        *[
            f"| entity {m}, {lvl} | {_pct(e[m][lvl]['micro']['precision'])} | {_pct(e[m][lvl]['micro']['recall'])} "
            f"| {_pct(e[m][lvl]['micro']['f1'])} |"
            for m in ("strict", "relaxed")
            for lvl in ("label", "fine")
        ],
        f"| HIPAA subset, token | {_pct(h['token']['precision'])} | {_pct(h['token']['recall'])} "
        f"| {_pct(h['token']['f1'])} |",
        f"| HIPAA subset, entity strict | {_pct(h['strict']['precision'])} | {_pct(h['strict']['recall'])} "
        f"| {_pct(h['strict']['f1'])} |",
        f"| HIPAA subset, entity relaxed | {_pct(h['relaxed']['precision'])} | {_pct(h['relaxed']['recall'])} "
        f"| {_pct(h['relaxed']['f1'])} |",
        "",
        f"Token binary: {t['fn']} of {t['n_phi_tokens']} PHI tokens missed (leaked), {t['fp']} false-alarm tokens "
        f"among {t['n_tokens']} tokens. Gold entities touched by any prediction: {_pct(res['detected']['rate'])}%.",
    ]
    if res.get("fine_crosswalk"):
        lines += [
            "",
            "Fine types: predicted types in deidq's vocabulary were mapped to MEDDOCAN's before comparing "
            "(CITY/STATE/ZIP → TERRITORIO, PATIENT → NOMBRE_SUJETO_ASISTENCIA, ...).",
        ]
    prec = t.get("precision_by_label", {})
    lines += ["", "## Token recall by gold label, precision by predicted label", "",
              "Precision here is binary: the share of a label's predicted tokens that are PHI of any label.", "",
              "| label | token recall | token precision |", "|---|---:|---:|"]  # fmt: skip
    labels = list(t["recall_by_label"]) + [k for k in prec if k not in t["recall_by_label"]]
    lines += [f"| {k} | {_pct(t['recall_by_label'][k]) if k in t['recall_by_label'] else '–'} | "
              f"{_pct(prec[k]) if k in prec else '–'} |" for k in labels]  # fmt: skip
    for lvl in ("label", "fine"):
        lines += [
            "",
            f"## Per type ({'coarse labels' if lvl == 'label' else 'fine types'})",
            "",
            "| type | gold | pred | strict P | strict R | strict F1 | relaxed P | relaxed R | relaxed F1 |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for ty, s in e["strict"][lvl]["per_type"].items():
            r = e["relaxed"][lvl]["per_type"][ty]
            lines.append(
                f"| {ty} | {s['n_gold']} | {s['n_pred']} | {_pct(s['precision'])} | {_pct(s['recall'])} | "
                f"{_pct(s['f1'])} | {_pct(r['precision'])} | {_pct(r['recall'])} | {_pct(r['f1'])} |"
            )
        for m in ("strict", "relaxed"):
            mi = e[m][lvl]["micro"]
            lines.append(
                f"| **micro {m}** | {mi['n_gold']} | {mi['n_pred']} | {_pct(mi['precision'])} | "
                f"{_pct(mi['recall'])} | {_pct(mi['f1'])} | | | |"
            )
        lines.append(
            f"\nMacro F1: strict {_pct(e['strict'][lvl]['macro_f1'])}, relaxed {_pct(e['relaxed'][lvl]['macro_f1'])}."
        )
    if res.get("detectors"):
        lines += [
            "",
            "## Per-detector contribution",
            "",
            f"Source: {res['detectors_source']}.",
            "",
            "| role | relaxed P | relaxed R | strict R | token R | token P | entities touched | only this role "
            "| ensemble gain: relaxed R | ensemble gain: token R |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for r, d in res["detectors"].items():
            g = d["ensemble_gain"]
            lines.append(
                f"| {r} | {_pct(d['relaxed']['precision'])} | {_pct(d['relaxed']['recall'])} | "
                f"{_pct(d['strict']['recall'])} | {_pct(d['token']['recall'])} | "
                f"{_pct(d['token']['precision'])} | {d['detected_entities']} | {d['unique_entities']} | "
                f"+{_pct(g['relaxed_recall'])} | +{_pct(g['token_recall'])} |"
            )
    for key, rows in (res.get("by_group") or {}).items():
        lines += [
            "",
            f"## Per {key}",
            "",
            f"| {key} | docs | gold | token P | token R | PHI tokens missed | strict label F1 | relaxed label F1 |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
            *[
                f"| {v} | {r['n_docs']} | {r['n_gold']} | {_pct(r['token_precision'])} | {_pct(r['token_recall'])} "
                f"| {r['phi_tokens_missed']} of {r['n_phi_tokens']} | {_pct(r['strict_label_f1'])} "
                f"| {_pct(r['relaxed_label_f1'])} |"
                for v, r in rows.items()
            ],
        ]
    c = res["confusion"]
    lines += [
        "",
        "## Label confusion (rows gold, columns predicted)",
        "",
        "| gold \\ pred | " + " | ".join(c["cols"]) + " |",
        "|---|" + "---:|" * len(c["cols"]),
    ]
    for name, row in zip(c["rows"], c["matrix"], strict=True):
        lines.append(f"| {name} | " + " | ".join(str(v) for v in row) + " |")
    return "\n".join(lines) + "\n"


def stdout_summary(res: dict[str, Any]) -> str:
    e, t, h = res["entity"], res["token"], res["hipaa"]
    out = [
        f"docs {res['n_docs']}  gold {res['n_gold']}  pred {res['n_pred']}",
        f"token binary      P {_pct(t['precision'])}  R {_pct(t['recall'])}  F1 {_pct(t['f1'])}  "
        f"(missed {t['fn']}/{t['n_phi_tokens']} PHI tokens)",
    ]
    for m in ("strict", "relaxed"):
        for lvl in ("label", "fine"):
            mi = e[m][lvl]["micro"]
            out.append(f"entity {m:7s} {lvl:5s} P {_pct(mi['precision'])}  R {_pct(mi['recall'])}  F1 {_pct(mi['f1'])}")
    out.append(
        f"HIPAA token       P {_pct(h['token']['precision'])}  R {_pct(h['token']['recall'])}  "
        f"F1 {_pct(h['token']['f1'])}"
    )
    for r, d in (res.get("detectors") or {}).items():
        out.append(
            f"role {r:12s} relaxed R {_pct(d['relaxed']['recall'])}  token R {_pct(d['token']['recall'])}  "
            f"ensemble gain token R +{_pct(d['ensemble_gain']['token_recall'])}"
        )
    for key, rows in (res.get("by_group") or {}).items():
        if len(rows) > 1:
            width = max(len(v) for v in rows)
            out += [f"{key}: token P / R"] + [
                f"  {v:{width}s}  {_pct(r['token_precision'])} / {_pct(r['token_recall'])}  ({r['n_docs']} docs)"
                for v, r in rows.items()
            ]
    return "\n".join(out)


# --------------------------------------------------------------------------- SVG plots


def svg_bars(groups: list[str], series: dict[str, list[float]], title: str, width: int = 760) -> str:
    """Grouped horizontal-free vertical bar chart, values in 0..1."""
    colors = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948"]
    h, top, bottom, left = 260, 30, 60, 40
    n_s = max(1, len(series))
    gw = (width - left - 10) / max(1, len(groups))
    bw = max(2.0, (gw - 8) / n_s)
    # room under the axis for the longest group label, drawn at -45 degrees
    bottom = max(bottom, 30 + int(6.5 * max((len(g) for g in groups), default=0) * 0.71))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {h + top + bottom}" '
        f'width="{width}" height="{h + top + bottom}" role="img" aria-label="{html.escape(title)}">',
        f'<text x="{left}" y="18" font-size="14" font-weight="bold">{html.escape(title)}</text>',
    ]
    for k in range(0, 11, 2):
        y = top + h - h * k / 10
        parts.append(
            f'<line x1="{left}" x2="{width - 10}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>'
            f'<text x="{left - 4}" y="{y + 4:.1f}" font-size="10" text-anchor="end">{k / 10:.1f}</text>'
        )
    for gi, gname in enumerate(groups):
        x0 = left + gi * gw + 4
        for si, (sname, vals) in enumerate(series.items()):
            v = max(0.0, min(1.0, vals[gi]))
            bh = h * v
            parts.append(
                f'<rect x="{x0 + si * bw:.1f}" y="{top + h - bh:.1f}" width="{bw - 1:.1f}" '
                f'height="{bh:.1f}" fill="{colors[si % len(colors)]}"><title>{html.escape(gname)} '
                f"{html.escape(sname)}: {v:.3f}</title></rect>"
            )
        parts.append(
            f'<text x="{x0 + gw / 2:.1f}" y="{top + h + 12}" font-size="10" text-anchor="end" '
            f'transform="rotate(-45 {x0 + gw / 2:.1f} {top + h + 12})">{html.escape(gname)}</text>'
        )
    lx = left
    for si, sname in enumerate(series):
        parts.append(
            f'<rect x="{lx}" y="{h + top + bottom - 12}" width="10" height="10" '
            f'fill="{colors[si % len(colors)]}"/><text x="{lx + 14}" y="{h + top + bottom - 3}" '
            f'font-size="11">{html.escape(sname)}</text>'
        )
        lx += 24 + 7 * len(sname)
    parts.append("</svg>")
    return "".join(parts)


def svg_confusion(rows: list[str], cols: list[str], matrix: list[list[int]], title: str) -> str:
    cell, left, top = 46, 110, 100
    width, height = left + cell * len(cols) + 10, top + cell * len(rows) + 10
    vmax = max((v for r in matrix for v in r), default=1) or 1
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" role="img" aria-label="{html.escape(title)}">',
        f'<text x="4" y="16" font-size="14" font-weight="bold">{html.escape(title)}</text>',
    ]
    for j, c in enumerate(cols):
        x = left + j * cell + cell / 2
        parts.append(
            f'<text x="{x:.1f}" y="{top - 6}" font-size="10" transform="rotate(-45 {x:.1f} {top - 6})">'
            f"{html.escape(c)}</text>"
        )
    for i, r in enumerate(rows):
        y = top + i * cell
        parts.append(
            f'<text x="{left - 6}" y="{y + cell / 2 + 4:.1f}" font-size="10" text-anchor="end">{html.escape(r)}</text>'
        )
        for j, v in enumerate(matrix[i]):
            a = (v / vmax) ** 0.5 if v else 0.0
            fill = f"rgba(78,121,167,{a:.3f})" if rows[i] == cols[j] else f"rgba(225,87,89,{a:.3f})"
            parts.append(
                f'<rect x="{left + j * cell}" y="{y}" width="{cell - 2}" height="{cell - 2}" fill="{fill}" '
                f'stroke="#ccc"><title>gold {html.escape(r)} → pred {html.escape(cols[j])}: {v}</title>'
                f'</rect><text x="{left + j * cell + cell / 2 - 1:.1f}" y="{y + cell / 2 + 3:.1f}" '
                f'font-size="10" text-anchor="middle">{v}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)


def _md_table_to_html(md: str) -> str:
    """Tiny markdown renderer for what summary_markdown emits (headings, tables, lists, paragraphs)."""
    out, in_table = [], False
    for line in md.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= set("-:") for c in cells):
                continue
            if not in_table:
                out.append("<table>")
                in_table = True
                out.append("<tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in cells) + "</tr>")
            else:
                out.append("<tr>" + "".join(f"<td>{html.escape(c).replace('**', '')}</td>" for c in cells) + "</tr>")
            continue
        if in_table:
            out.append("</table>")
            in_table = False
        if line.startswith("## "):
            out.append(f"<h2>{html.escape(line[3:])}</h2>")
        elif line.startswith("# "):
            out.append(f"<h1>{html.escape(line[2:])}</h1>")
        elif line.startswith("- "):
            out.append(f"<p class='li'>{html.escape(line[2:]).replace('**', '')}</p>")
        elif line.strip():
            out.append(f"<p>{html.escape(line)}</p>")
    if in_table:
        out.append("</table>")
    return "\n".join(out)


HTML_TEMPLATE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>
body{{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2em auto;max-width:1000px;color:#222}}
table{{border-collapse:collapse;margin:.5em 0 1em}} td,th{{border:1px solid #ccc;padding:3px 8px;font-size:13px}}
td{{text-align:right}} td:first-child{{text-align:left}} th{{background:#f3f3f3}}
.plots svg{{display:block;margin:1em 0;max-width:100%;height:auto}}
p{{overflow-wrap:anywhere}} p.li{{margin:.2em 0}} table{{display:block;overflow-x:auto;max-width:100%}}
</style></head><body>
{head}
<h2>Charts</h2>
<div class="plots">{plots}</div>
{body}
<p style="color:#888;font-size:12px">Generated by deidq eval. Self-contained: no scripts, fonts or images are
loaded from elsewhere. Counts and scores only; no note text.</p>
</body></html>
"""


def summary_html(res: dict[str, Any], title: str = "deidq evaluation") -> str:
    e = res["entity"]
    types = [t for t, d in e["strict"]["label"]["per_type"].items() if d["n_gold"] or d["n_pred"]]
    plots = [
        svg_bars(
            types,
            {
                "strict F1": [e["strict"]["label"]["per_type"][t]["f1"] for t in types],
                "relaxed F1": [e["relaxed"]["label"]["per_type"][t]["f1"] for t in types],
                "token recall": [res["token"]["recall_by_label"].get(t, 0.0) for t in types],
            },
            "Per label: entity F1 and token recall",
        ),
    ]
    fine = [t for t, d in e["strict"]["fine"]["per_type"].items() if d["n_gold"]]
    if fine:
        plots.append(
            svg_bars(
                fine,
                {
                    "strict F1": [e["strict"]["fine"]["per_type"][t]["f1"] for t in fine],
                    "relaxed F1": [e["relaxed"]["fine"]["per_type"][t]["f1"] for t in fine],
                },
                "Per fine type (gold types): entity F1",
                width=max(760, 40 * len(fine) + 60),
            )
        )
    if res.get("detectors"):
        roles = list(res["detectors"])
        plots.append(
            svg_bars(
                [*roles, "ensemble"],
                {
                    "token recall": [res["detectors"][r]["token"]["recall"] for r in roles] + [res["token"]["recall"]],
                    "relaxed recall": [res["detectors"][r]["relaxed"]["recall"] for r in roles]
                    + [e["relaxed"]["label"]["micro"]["recall"]],
                    "relaxed precision": [res["detectors"][r]["relaxed"]["precision"] for r in roles]
                    + [e["relaxed"]["label"]["micro"]["precision"]],
                },
                "Per detector alone vs ensemble",
                width=max(400, 160 * (len(roles) + 1)),
            )
        )
    c = res["confusion"]
    plots.append(svg_confusion(c["rows"], c["cols"], c["matrix"], "Label confusion (gold rows × predicted columns)"))
    # top-down: the title, what was evaluated and the headline table first, then the charts, then the detail
    md = summary_markdown(res, title)
    cut = md.find("\n## ", md.find("## Headline") + 1) if "## Headline" in md else -1
    head, body = (md[:cut], md[cut:]) if cut > 0 else (md, "")
    return HTML_TEMPLATE.format(
        title=html.escape(title), head=_md_table_to_html(head), plots="\n".join(plots), body=_md_table_to_html(body)
    )


def errors_markdown(errors: list[dict[str, Any]], limit: int = 2000) -> str:
    def clean(s: str) -> str:
        return s.replace("\n", "⏎").replace("|", "\\|")

    lines = [
        "# Misses and false alarms (review file: contains note text)",
        "",
        f"{len(errors)} items" + (f"; first {limit} shown, all in errors.jsonl" if len(errors) > limit else ""),
        "",
        "| kind | doc | label | type | context |",
        "|---|---|---|---|---|",
    ]
    for it in errors[:limit]:
        ctx = f"{clean(it['left'])}**[{clean(it['text'])}]**{clean(it['right'])}"
        lines.append(f"| {it['kind']} | {clean(str(it['doc']))} | {it['label']} | {it['type']} | {ctx} |")
    return "\n".join(lines) + "\n"


def write_reports(res: dict[str, Any], out_dir: Path, title: str = "deidq evaluation") -> dict[str, Path]:
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    errors = res.get("errors")
    summary = {k: v for k, v in res.items() if k != "errors"}
    paths = {
        "json": out_dir / "metrics.json",
        "markdown": out_dir / "report.md",
        "html": out_dir / "report.html",
    }
    paths["json"].write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    paths["markdown"].write_text(summary_markdown(summary, title), encoding="utf-8")
    paths["html"].write_text(summary_html(summary, title), encoding="utf-8")
    if errors is not None:
        paths["errors_jsonl"] = out_dir / "errors.jsonl"
        with open(paths["errors_jsonl"], "w", encoding="utf-8") as fh:
            for it in errors:
                fh.write(json.dumps(it, ensure_ascii=False) + "\n")
        paths["errors_md"] = out_dir / "errors.md"
        paths["errors_md"].write_text(errors_markdown(errors), encoding="utf-8")
    return paths
