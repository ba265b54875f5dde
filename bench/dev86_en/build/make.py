"""Build bench/dev86_en/notes.jsonl. Python 3.11, standard library only, all randomness from Random(86)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compose import Ctx, finalize  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 33
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(86)
    plan = []
    for g in GENRES:
        for k in range(PER_GENRE):
            plan.append((g, k % 6 == 2))
    rng.shuffle(plan)
    rows = []
    for i, ((name, fn, amin, amax), terse) in enumerate(plan, 1):
        c = Ctx(rng, name, amin, amax)
        marked, layout = fn(c, terse)
        if terse:
            marked = marked.lower()
            if "terse" not in layout:
                layout = "terse lower case (" + layout + ")"
        text, spans, negs = finalize(marked)
        rows.append({"id": f"dev86-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev86-en", "genre": name, "layout": layout, "lowercase": terse,
                              "hard_negatives": negs}})
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans to {OUT}")


if __name__ == "__main__":
    main()
