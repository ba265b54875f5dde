#!/usr/bin/env python3
"""Build /work/main/bench/dev24_en/notes.jsonl (deterministic, seed 24). Python 3.11 stdlib only."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Ctx, render  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 24
N_NOTES = 465
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
LOCALE_SHARE = [("US", 0.40), ("UK", 0.10), ("CA", 0.10), ("AU", 0.10), ("IE", 0.10), ("NZ", 0.10), ("IN", 0.10)]


def plan(rng):
    genres = [g for _, g in zip(range(N_NOTES), (list(GENRES) * (N_NOTES // len(GENRES) + 1)))]
    locs = []
    for loc, share in LOCALE_SHARE:
        locs += [loc] * round(N_NOTES * share)
    while len(locs) < N_NOTES:
        locs.append("US")
    locs = locs[:N_NOTES]
    rng.shuffle(genres)
    rng.shuffle(locs)
    return list(zip(genres, locs))


def clean(text):
    # tidy: strip trailing spaces on lines, collapse 3+ blank lines
    lines = [ln.rstrip() for ln in text.split("\n")]
    out, blank = [], 0
    for ln in lines:
        blank = blank + 1 if not ln else 0
        if blank <= 1:
            out.append(ln)
    return "\n".join(out).strip("\n") + "\n"


def main():
    rng = random.Random(SEED)
    records = []
    for i, (genre, loc) in enumerate(plan(rng), 1):
        ctx = Ctx(rng, loc)
        marked = clean(GENRES[genre](ctx))
        text, spans = render(marked)
        for sp in spans:
            assert text[sp["start"]:sp["end"]] == sp["text"]
        records.append({"id": f"dev24-en-{i:04d}", "text": text, "spans": spans,
                        "meta": {"language": "en", "source": "dev24-en", "genre": genre, "locale": loc}})
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} notes, {sum(len(r['spans']) for r in records)} spans -> {OUT}")


if __name__ == "__main__":
    main()
