#!/usr/bin/env python3.11
"""Generate bench/dev59_en/notes.jsonl (seeded, deterministic).  Does not touch README.md."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402
from markup import render, tidy  # noqa: E402

SEED = 59
PER_GENRE = 40
LAYOUTS = ["templated", "polished", "terse", "narrative"]
MIN_BYTES, MAX_BYTES = 1500, 5000
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(SEED)
    plan = []
    for gname, fn in GENRES:
        lays = LAYOUTS * (PER_GENRE // len(LAYOUTS))
        rng.shuffle(lays)
        plan.extend((gname, fn, lay) for lay in lays)
    rng.shuffle(plan)
    rows = []
    for i, (gname, fn, lay) in enumerate(plan, 1):
        for attempt in range(8):
            c = Ctx(rng, gname, lay, i)
            text, spans = render(tidy(fn(c)))
            size = len(text.encode("utf-8"))
            if MIN_BYTES <= size <= MAX_BYTES:
                break
        rows.append({"id": "dev59-en-%04d" % i, "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev59-en", "genre": gname, "locale": c.locale, "layout": lay}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), OUT))


if __name__ == "__main__":
    main()
