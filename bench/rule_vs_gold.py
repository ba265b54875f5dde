"""What a rule matches on the English development sets, against their gold: the check a rules candidate's decision
entry quotes ("over every other training and spent set it matched only gold PHI"). For one pack pattern (its regex
over the whole note) or one rules component (its ``detect_text``), counts the matches that overlap a gold span of
the same label, of another label, or none (a false alarm in waiting). Report sets and sets not yet scored
(``bench/sets.toml``) are never read; sets to leave out (the candidate's source sets) are named with ``--exclude``.
Prints counts only, and with ``--show N`` up to N unmatched contexts (the sets are fictional text).

    .venv/bin/python bench/rule_vs_gold.py --pattern en.loc.bed_status_row --exclude dev152_en dev153_en dev154_en
    .venv/bin/python bench/rule_vs_gold.py --component table_columns --type AGE --show 20

For a veto (a pack ``[[negative]]`` with ``veto_types`` or ``veto_labels``) ``--veto ID`` counts its matches and the
gold spans of the vetoed types it would take from any detector (``gold_under``: wholly inside a match for
``veto_inside``, touching one otherwise, as the merger applies it); ``--show N`` prints the matches that take them.
A veto fit to ship has none.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

from bench_sets import BENCH, english_sets, load  # noqa: E402  (bench/sets.toml: report and unscored sets unread)
from deidq.workers.core.labels import label_of  # noqa: E402
from deidq.workers.core.spans import Span  # noqa: E402
from deidq.workers.core.vetoes import apply_vetoes  # noqa: E402
from deidq.workers.rules.detector import build_rules_detector, markers_of  # noqa: E402

COMPONENTS = ("table_columns", "table_staff", "given_names", "gazetteer")


def matcher(args: argparse.Namespace):
    """A function from note text to (start, end, fine type) of what the rule finds."""
    det = build_rules_detector("en")
    if args.pattern:
        pats = {p.id: p for d in det.pattern_detectors for p in d.pack.patterns}
        if args.pattern not in pats:
            raise SystemExit(f"no English pattern {args.pattern!r}")
        p = pats[args.pattern]

        def find(text: str) -> list[tuple[int, int, str]]:
            out = []
            for m in p.compiled.finditer(text):
                s, e = m.span("phi") if "phi" in p.compiled.groupindex and m.group("phi") is not None else m.span()
                if e > s:
                    out.append((s, e, p.type))
            return out

        return find
    comp = getattr(det, args.component, None)
    if comp is None:
        raise SystemExit(f"no rules component {args.component!r}; one of {', '.join(COMPONENTS)}")
    return lambda text: [(s.start, s.end, s.type) for s in comp.detect_text(text)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = ap.add_mutually_exclusive_group(required=True)
    what.add_argument("--pattern", help="a pack pattern's id, e.g. en.loc.room_bed")
    what.add_argument("--component", choices=COMPONENTS)
    what.add_argument("--veto", help="a pack veto's id, e.g. en.veto.money")
    ap.add_argument("--type", help="count only spans of this fine type")
    ap.add_argument("--exclude", nargs="*", default=[], help="set folders under bench/ to leave out")
    ap.add_argument("--show", type=int, default=0, help="print up to N contexts that overlap no gold span")
    args = ap.parse_args()
    standing = load()
    skip = set(args.exclude)
    sets = sorted(BENCH / n for n in english_sets() if n not in skip and standing.readable(n))
    if args.veto:
        return veto_vs_gold(args.veto, sets, args.show)
    find = matcher(args)
    counts: Counter[str] = Counter()
    shown = 0
    for folder, text, gold in gold_notes(sets):
        for s, e, typ in find(text):
            if args.type and typ != args.type:
                continue
            hit = [g for g in gold if g["start"] < e and s < g["end"]]
            if not hit:
                counts["no_gold"] += 1
                if shown < args.show:
                    shown += 1
                    print(f"{folder.name}: {text[max(0, s - 40) : s]!r} [{text[s:e]}] {text[e : e + 25]!r}")
            elif any(label_of(g["type"]) == label_of(typ) for g in hit):
                counts["same_label"] += 1
            else:
                counts["other_label"] += 1
    print(json.dumps({"sets": len(sets), **counts}))
    return 0


def gold_notes(sets: list[Path]) -> Iterator[tuple[Path, str, list[dict]]]:
    """(set folder, note text, gold spans) of every note of the sets."""
    for folder in sets:
        for line in (folder / "notes.jsonl").read_text(encoding="utf-8").splitlines():
            doc = json.loads(line)
            yield folder, doc["text"], doc["spans"]


def veto_vs_gold(veto_id: str, sets: list[Path], show: int) -> int:
    """Matches of one veto negative, and the gold spans its markers would take from a detector (the merger's own
    rule, workers/core/vetoes.py)."""
    det = build_rules_detector("en")
    found = [(n, source) for n, source in det.vetoes if n.id == veto_id]
    if not found:
        raise SystemExit(f"no English veto {veto_id!r}")
    neg, source = found[0]
    counts: Counter[str] = Counter()
    shown = 0
    for folder, text, gold in gold_notes(sets):
        markers = []
        for m in neg.compiled.finditer(text):
            if m.end() > m.start():
                counts["matches"] += 1
                markers += markers_of(neg, m.start(), m.end(), source)
        if not markers:
            continue
        spans = [Span(g["start"], g["end"], label_of(g["type"]), g["type"], "gold", 1.0) for g in gold]
        for g in apply_vetoes(text, spans, markers)[1]:
            counts["gold_under"] += 1
            if shown < show:
                shown += 1
                v = next(v for v in markers if v.start < g.end and g.start < v.end)  # the match that takes it
                print(f"{folder.name}: {text[max(0, v.start - 40) : v.start]!r} [{text[v.start : v.end]}] "
                      f"{text[v.end : v.end + 25]!r}")  # fmt: skip
    print(json.dumps({"sets": len(sets), "matches": counts["matches"], "gold_under": counts["gold_under"]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
