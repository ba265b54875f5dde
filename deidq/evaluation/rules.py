"""Token-level P/R of the rules detector alone, per label and per fine type (developer tool).

    .venv/bin/python -m deidq.evaluation.rules es ../shared/data/meddocan/dev.jsonl
    .venv/bin/python -m deidq.evaluation.rules en deidq-data/synth_en/dev.jsonl

Gold is read through :func:`deidq.io.read_documents` (any format). Tokens are those of every scorer
(:func:`deidq.workers.core.scoring.tokens`: runs of letters or of digits); a token counts for label L
when it overlaps a span of label L (gold or predicted). Fine types: gold ``orig_label`` (MEDDOCAN) or
``type`` (synthetic English); fine precision compares predicted ``Span.type`` with them.
Prints figures only, never note text.
"""

from __future__ import annotations

import argparse
import bisect
import json
import time
from collections import Counter
from pathlib import Path

from deidq.io import read_documents
from deidq.workers.core.note import Note
from deidq.workers.core.scoring import tokens
from deidq.workers.core.vetoes import split_vetoes
from deidq.workers.rules import build_detector


def _marks(toks: list[tuple[int, int]], starts: list[int], spans: list[tuple[int, int, str, str]]):
    lab: list[str | None] = [None] * len(toks)
    fine: list[str | None] = [None] * len(toks)
    for s, e, label, typ in spans:
        i = max(bisect.bisect_right(starts, s) - 1, 0)
        while i < len(toks) and toks[i][0] < e:
            if toks[i][1] > s:
                lab[i], fine[i] = label, typ
            i += 1
    return lab, fine


def evaluate(language: str, path: Path) -> dict:
    det = build_detector(language)
    c = {k: Counter() for k in ("tp", "gold", "pred", "ftp", "fgold", "fpred")}
    n = 0
    t0 = time.perf_counter()
    for doc in read_documents(path, gold=True):
        text = doc.text
        n += 1
        pred, _ = split_vetoes(det.detect(Note(doc.id, text, language)))  # markers are no PHI
        toks = tokens(text)
        starts = [a for a, _ in toks]
        gl, gf = _marks(toks, starts, [(g.start, g.end, g.label, g.type) for g in doc.spans])
        pl, pf = _marks(toks, starts, [(p.start, p.end, p.label, p.type) for p in pred])
        for i in range(len(toks)):
            if gl[i]:
                c["gold"][gl[i]] += 1
                c["fgold"][gf[i]] += 1
            if pl[i]:
                c["pred"][pl[i]] += 1
                c["fpred"][pf[i]] += 1
            if gl[i] and gl[i] == pl[i]:
                c["tp"][gl[i]] += 1
            if gf[i] and gf[i] == pf[i]:
                c["ftp"][gf[i]] += 1
    el = time.perf_counter() - t0

    def pr(tp: Counter, pr_: Counter, gd: Counter) -> dict:
        return {
            k: {"p": round(tp[k] / max(pr_[k], 1), 3), "r": round(tp[k] / max(gd[k], 1), 3), "gold": gd[k]}
            for k in sorted(gd, key=lambda k: -gd[k])
        }

    return {
        "docs": n,
        "seconds": round(el, 2),
        "labels": pr(c["tp"], c["pred"], c["gold"]),
        "fine": pr(c["ftp"], c["fpred"], c["fgold"]),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("language")
    ap.add_argument("path", type=Path)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    res = evaluate(a.language, a.path)
    if a.json:
        print(json.dumps(res))
        return
    print(f"{res['docs']} docs, {res['seconds']} s")
    for title, key in (("label", "labels"), ("fine type", "fine")):
        print(f"{title:34s} {'P':>6s} {'R':>6s} {'gold':>6s}")
        for k, v in res[key].items():
            print(f"{k:34s} {v['p']:6.3f} {v['r']:6.3f} {v['gold']:6d}")


if __name__ == "__main__":
    main()
