"""Generate bench/dev118_en/notes.jsonl deterministically (random.Random(118)).

Usage (from bench/dev118_en):  python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import render  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

NOTES_PER_GENRE = 30
REGIONS = ["CA", "AU", "NZ", "ZA"]


def main():
    rng = random.Random(118)
    plan = []
    for gi, (gname, fn) in enumerate(GENRES):
        n_lower = 8 if gi % 2 == 0 else 7
        lower = set(rng.sample(range(NOTES_PER_GENRE), n_lower))
        for k in range(NOTES_PER_GENRE):
            plan.append((gname, fn, k in lower))
    rng.shuffle(plan)
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rows = []
    for i, (gname, fn, low) in enumerate(plan, 1):
        region = REGIONS[(i + rng.randint(0, 3)) % 4]
        ctx = Ctx(rng, region)
        marked = fn(ctx)
        if low:
            marked = marked.lower()  # lower-case the whole note before offsets are computed
        text, spans = render(marked)
        rows.append({"id": f"dev118-en-{i:04d}", "text": text,
                     "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                                "type": s["type"], "text": s["text"]} for s in spans],
                     "meta": {"source": "dev118-en", "genre": gname, "lowercase": low}})
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {out_path}")


if __name__ == "__main__":
    main()
