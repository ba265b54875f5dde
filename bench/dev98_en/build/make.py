"""Build dev98_en/notes.jsonl deterministically (random.Random(98)).  Run from bench/dev98_en."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compose import finalize  # noqa: E402
from values import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

NOTES_PER_GENRE = 30
LOWER_PER_GENRE = 5  # 5/30 = one in six
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(98)
    plan = []
    for g, fn in GENRES:
        lows = set(rng.sample(range(NOTES_PER_GENRE), LOWER_PER_GENRE))
        plan += [(g, fn, i in lows) for i in range(NOTES_PER_GENRE)]
    rng.shuffle(plan)
    rows = []
    for k, (g, fn, low) in enumerate(plan, 1):
        ctx = Ctx(rng)
        raw = fn(ctx)
        text, spans = finalize(raw.strip("\n") + "\n", lower=low)
        rows.append({"id": f"dev98-en-{k:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev98-en", "genre": g, "lowercase": low}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
