"""Build bench/dev89_en/notes.jsonl. Python 3.11, standard library only; all randomness from random.Random(89)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compose import Ctx, strip  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 31
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(89)
    plan = [(g, i) for g in range(len(GENRES)) for i in range(PER_GENRE)]
    rng.shuffle(plan)
    rows = []
    for n, (g, i) in enumerate(plan, 1):
        gname, fn, layouts = GENRES[g]
        layout = "terse" if i % 6 == 3 else layouts[i % len(layouts)]
        c = Ctx(rng, gname)
        marked = fn(c, layout)
        lower = layout == "terse"
        text, spans = strip(marked, lower=lower)
        rows.append({"id": f"dev89-en-{n:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev89-en", "genre": gname, "layout": layout, "lower_case": lower,
                              "setting": "Canada", "synthetic": True}})
    with open(OUT, "w", encoding="ascii") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans to {OUT}")


if __name__ == "__main__":
    main()
