#!/usr/bin/env python3.11
"""Build bench/dev81_en/notes.jsonl (deterministic, random.Random(81)).

Writes notes.jsonl only. Offsets come from the marker bookkeeping in phi.py,
never from searching the finished text."""
import datetime as dt
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from forms import Ctx          # noqa: E402
from genres import GENRES      # noqa: E402
from phi import finalize       # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
LOCS = ["US", "UK", "AU", "NZ", "CA", "IN", "NG", "PH"]
PER_GENRE = 34


def main():
    rng = random.Random(81)
    jobs = []
    for gname, fn, lower_p in GENRES:
        locs = []
        while len(locs) < PER_GENRE:
            block = LOCS[:]
            rng.shuffle(block)
            locs += block
        for loc in locs[:PER_GENRE]:
            jobs.append((gname, fn, lower_p, loc))
    rng.shuffle(jobs)
    start = dt.date(2025, 1, 6)
    span_days = (dt.date(2026, 11, 20) - start).days
    notes = []
    for i, (gname, fn, lower_p, loc) in enumerate(jobs, 1):
        today = start + dt.timedelta(days=rng.randint(0, span_days))
        c = Ctx(rng, loc, today)
        marked, layout = fn(c)
        marked = re.sub(r"[ \t]+(?=\n|$)", "", marked)   # trailing blanks (never inside a PHI value)
        lower = rng.random() < lower_p
        noisy = lower and rng.random() < 0.85
        text, spans = finalize(marked, lower=lower, rng=rng, noisy=noisy)
        notes.append({
            "id": "dev81-en-%04d" % i,
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev81-en", "genre": gname, "locale": loc, "layout": layout},
        })
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=True) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), OUT))


if __name__ == "__main__":
    main()
