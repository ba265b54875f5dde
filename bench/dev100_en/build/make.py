"""Generate bench/dev100_en/notes.jsonl (deterministic; random.Random(100))."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compose import finalize, base_date  # noqa: E402
from genres import GENRES  # noqa: E402
from pools import REGIONS  # noqa: E402

NOTES_PER_GENRE = 30
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(100)
    plan = []
    for gname, fn in GENRES:
        lows = [True] * (NOTES_PER_GENRE // 2) + [False] * (NOTES_PER_GENRE - NOTES_PER_GENRE // 2)
        rng.shuffle(lows)
        plan += [(gname, fn, lw) for lw in lows]
    rng.shuffle(plan)
    rows = []
    for i, (gname, fn, lower) in enumerate(plan, 1):
        region = rng.choice(REGIONS)
        ref = base_date(rng)
        marked = fn(rng, region, ref)
        text, spans = finalize(marked, lower)
        rows.append({"id": f"dev100-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev100-en", "genre": gname, "lowercase": lower, "region": region}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
