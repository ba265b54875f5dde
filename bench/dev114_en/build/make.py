#!/usr/bin/env python3
"""Generate bench/dev114_en/notes.jsonl (deterministic; all randomness from random.Random(114))."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from core import assemble  # noqa: E402
from blocks import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 31
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(114)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for i, (gname, fn, weights) in enumerate(plan):
        countries = list(weights)
        country = rng.choices(countries, weights=[weights[c] for c in countries])[0]
        ctx = Ctx(rng, gname, country)
        marked = fn(ctx)
        text, spans = assemble(marked, lower=i in lower)
        rows.append({"id": f"dev114-en-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev114-en", "genre": gname, "lowercase": i in lower}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
