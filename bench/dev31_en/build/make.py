"""Build /work/main/bench/dev31_en/notes.jsonl (deterministic, seed 31)."""
import datetime as dt
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 31
N_NOTES = 320
LOCALES = ["US"] * 128 + ["UK"] * 56 + ["CA"] * 32 + ["AU"] * 32 + ["IE"] * 24 + ["NZ"] * 24 + ["IN"] * 24
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(SEED)
    locs = LOCALES[:]
    rng.shuffle(locs)
    recs = []
    for i in range(N_NOTES):
        gname, fn = GENRES[i % len(GENRES)]
        c = Ctx(rng, locs[i])
        c.enc = dt.date(2021, 1, 1) + dt.timedelta(days=rng.randint(0, 1800))
        text, spans = fn(c).build()
        recs.append({"id": f"dev31-en-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev31-en", "genre": gname, "locale": locs[i]}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {OUT}")


if __name__ == "__main__":
    main()
