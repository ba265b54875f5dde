"""Tiny inline-SVG charts for the self-contained HTML report: no JavaScript, no external resources.

Every label that reaches the SVG is escaped; inputs are ids, labels and counts only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

PALETTE = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
           "#bab0ac")  # fmt: skip


def _e(x: object) -> str:
    return escape(str(x), quote=True)


def _num(v: float) -> str:
    return f"{v:g}" if isinstance(v, float) else str(v)


def _svg(width: int, height: int, body: list[str], title: str) -> str:
    return (
        f'<svg class="chart" role="img" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
        f"<title>{_e(title)}</title>" + "".join(body) + "</svg>"
    )


def empty(title: str, message: str = "no data") -> str:
    return _svg(360, 40, [f'<text x="8" y="24" class="muted">{_e(message)}</text>'], title)


def bar_chart(data: Sequence[tuple[str, float]], title: str, *, width: int = 560, color: str = PALETTE[0]) -> str:
    """Horizontal bars, one per (label, value)."""
    if not data:
        return empty(title)
    row, left, right = 22, 120, 60
    height = row * len(data) + 10
    top = max((v for _, v in data), default=0) or 1
    body = []
    for i, (label, value) in enumerate(data):
        y = 5 + i * row
        w = (width - left - right) * value / top
        body.append(f'<text x="{left - 6}" y="{y + 15}" text-anchor="end">{_e(label)}</text>')
        body.append(f'<rect x="{left}" y="{y + 3}" width="{w:.1f}" height="{row - 6}" fill="{color}"/>')
        body.append(f'<text x="{left + w + 4:.1f}" y="{y + 15}">{_e(_num(value))}</text>')
    return _svg(width, height, body, title)


def stacked_bars(rows: Sequence[tuple[str, Sequence[tuple[str, float]]]], title: str, *, width: int = 560) -> str:
    """Horizontal 100% stacked bars: rows of (label, [(segment, value), ...]) with a legend."""
    if not rows:
        return empty(title)
    row, left, right = 22, 120, 70
    segments = [name for name, _ in rows[0][1]]
    colors = {name: PALETTE[i % len(PALETTE)] for i, name in enumerate(segments)}
    height = row * len(rows) + 34
    body = []
    for i, (label, parts) in enumerate(rows):
        y = 5 + i * row
        total = sum(v for _, v in parts)
        body.append(f'<text x="{left - 6}" y="{y + 15}" text-anchor="end">{_e(label)}</text>')
        x = float(left)
        for name, v in parts:
            w = (width - left - right) * (v / total) if total else 0
            if w > 0:
                body.append(f'<rect x="{x:.1f}" y="{y + 3}" width="{w:.1f}" height="{row - 6}" fill="{colors[name]}">'
                            f"<title>{_e(name)}: {_e(_num(v))}</title></rect>")  # fmt: skip
            x += w
        body.append(f'<text x="{width - right + 4}" y="{y + 15}">n={_e(_num(total))}</text>')
    ly = height - 12
    lx = left
    for name in segments:
        body.append(f'<rect x="{lx}" y="{ly - 9}" width="10" height="10" fill="{colors[name]}"/>')
        body.append(f'<text x="{lx + 14}" y="{ly}">{_e(name)}</text>')
        lx += 14 + 8 * len(name) + 16
    return _svg(width, height, body, title)


def line_chart(x_labels: Sequence[str], series: Mapping[str, Sequence[float]], title: str, *, width: int = 640,
               height: int = 260) -> str:  # fmt: skip
    """One polyline per series over categorical x values (days), with a legend on the right."""
    if not x_labels or not series:
        return empty(title)
    left, right, top, bottom = 48, 130, 12, 40
    pw, ph = width - left - right, height - top - bottom
    ymax = max((v for vals in series.values() for v in vals if v is not None), default=0) or 1
    n = len(x_labels)

    def px(i: int) -> float:
        return left + (pw * i / (n - 1) if n > 1 else pw / 2)

    def py(v: float) -> float:
        return top + ph - ph * v / ymax

    body = [f'<line x1="{left}" y1="{top + ph}" x2="{left + pw}" y2="{top + ph}" class="axis"/>',
            f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + ph}" class="axis"/>',
            f'<text x="{left - 4}" y="{top + 8}" text-anchor="end">{_e(_num(ymax))}</text>',
            f'<text x="{left - 4}" y="{top + ph}" text-anchor="end">0</text>']  # fmt: skip
    step = max(1, n // 6)
    for i in range(0, n, step):
        body.append(f'<text x="{px(i):.1f}" y="{top + ph + 16}" text-anchor="middle">{_e(x_labels[i])}</text>')
    for k, (name, vals) in enumerate(series.items()):
        color = PALETTE[k % len(PALETTE)]
        pts = " ".join(f"{px(i):.1f},{py(v or 0):.1f}" for i, v in enumerate(vals))
        body.append(f'<polyline points="{pts}" fill="none" stroke="{color}" stroke-width="2"/>')
        for i, v in enumerate(vals):
            body.append(f'<circle cx="{px(i):.1f}" cy="{py(v or 0):.1f}" r="2.5" fill="{color}">'
                        f"<title>{_e(name)} {_e(x_labels[i])}: {_e(_num(v or 0))}</title></circle>")  # fmt: skip
        ly = top + 14 + 16 * k
        body.append(f'<rect x="{width - right + 10}" y="{ly - 9}" width="10" height="10" fill="{color}"/>')
        body.append(f'<text x="{width - right + 24}" y="{ly}">{_e(name)}</text>')
    return _svg(width, height, body, title)


def histogram(values: Sequence[int], title: str, *, bins: int = 12, width: int = 560, height: int = 200) -> str:
    """Vertical bars: how many notes have 0, 1, 2, ... PHI spans (binned when the range is wide)."""
    if not values:
        return empty(title)
    lo, hi = min(values), max(values)
    span = hi - lo + 1
    size = max(1, -(-span // bins))
    nb = -(-span // size)
    counts = [0] * nb
    for v in values:
        counts[(v - lo) // size] += 1
    left, bottom, top = 36, 34, 10
    pw, ph = width - left - 10, height - top - bottom
    bw = pw / nb
    cmax = max(counts) or 1
    body = [f'<line x1="{left}" y1="{top + ph}" x2="{left + pw}" y2="{top + ph}" class="axis"/>',
            f'<text x="{left - 4}" y="{top + 8}" text-anchor="end">{cmax}</text>']  # fmt: skip
    for i, c in enumerate(counts):
        h = ph * c / cmax
        a = lo + i * size
        label = str(a) if size == 1 else f"{a}-{a + size - 1}"
        x = left + i * bw
        body.append(f'<rect x="{x + 1:.1f}" y="{top + ph - h:.1f}" width="{bw - 2:.1f}" height="{h:.1f}" '
                    f'fill="{PALETTE[0]}"><title>{_e(label)} spans: {c} notes</title></rect>')  # fmt: skip
        body.append(f'<text x="{x + bw / 2:.1f}" y="{top + ph + 14}" text-anchor="middle">{_e(label)}</text>')
    body.append(f'<text x="{left + pw / 2:.1f}" y="{height - 4}" text-anchor="middle" class="muted">'
                "kept PHI spans per note</text>")  # fmt: skip
    return _svg(width, height, body, title)
