"""Build bench/dev91_en/notes.jsonl. Python 3.11, standard library only, all randomness from Random(91)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import compose as C  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 31
LOWER_PER_GENRE = 18          # more than half of every genre entirely lower case
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(91)
    plan = []
    for gname, fn in GENRES:
        flags = [True] * LOWER_PER_GENRE + [False] * (PER_GENRE - LOWER_PER_GENRE)
        rng.shuffle(flags)
        for lower in flags:
            plan.append((gname, fn, lower))
    rng.shuffle(plan)
    rows = []
    for k, (gname, fn, lower) in enumerate(plan, 1):
        region = rng.choice(["US", "UK", "AU"])
        raw, layout = fn(rng, region)
        text, spans, negs = C.finalize(raw, lower=lower)
        rows.append({
            "id": f"dev91-en-{k:04d}",
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev91-en", "genre": gname, "region": region, "layout": layout,
                     "lowercase": lower,
                     "hard_negatives": [[n["start"], n["end"], n["kind"]] for n in negs]},
        })
    with open(OUT, "w", encoding="ascii", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
