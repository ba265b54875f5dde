#!/usr/bin/env python3
"""Deterministic generator for bench/dev17_en/notes.jsonl (seed 17, stdlib only)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from genres import GENRES  # noqa: E402

SEED = 17
PER_GENRE = 42
LOCALE_SHARE = [("US", 0.40), ("UK", 0.10), ("CA", 0.10), ("AU", 0.10), ("IE", 0.10), ("NZ", 0.10), ("ZA", 0.10)]


def main():
    r = random.Random(SEED)
    n = PER_GENRE * len(GENRES)
    locs = []
    for L, share in LOCALE_SHARE:
        locs += [L] * round(n * share)
    locs = (locs + ["US"] * n)[:n]
    r.shuffle(locs)
    jobs = [(g, f) for g, f in GENRES for _ in range(PER_GENRE)]
    r.shuffle(jobs)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notes.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for i, ((genre, fn), L) in enumerate(zip(jobs, locs), 1):
            b = fn(r, L)
            rec = {"id": f"dev17-en-{i:04d}", "text": b.text(), "spans": sorted(b.spans, key=lambda s: s["start"]),
                   "meta": {"language": "en", "source": "dev17-en", "genre": genre, "locale": L}}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {n} notes to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
