"""Build bench/dev94_en/notes.jsonl. Python 3.11, standard library only, all randomness from Random(94)."""
import sys
sys.dont_write_bytecode = True
import json  # noqa: E402
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compose import render  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 33
REGION_W = [("US", 0.32), ("CA", 0.23), ("NZ", 0.23), ("SG", 0.22)]
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(94)
    plan = []
    for g, fn in GENRES:
        for k in range(PER_GENRE):
            plan.append((g, fn, k))
    rng.shuffle(plan)
    rows = []
    for n, (g, fn, k) in enumerate(plan, 1):
        region = rng.choices([r for r, _ in REGION_W], [w for _, w in REGION_W])[0]
        lower = (k % 2 == 0) or rng.random() < 0.12
        marked = fn(rng, region)
        if lower:
            marked = marked.lower()
        text, spans, negs = render(marked)
        rows.append({
            "id": f"dev94-en-{n:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "dev94-en", "genre": g, "region": region, "lowercase": lower,
                     "chars": len(text), "hard_negatives": negs},
        })
    with open(OUT, "w", encoding="ascii") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
