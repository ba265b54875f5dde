"""Build dev85_en/notes.jsonl. Deterministic: random.Random(85). Standard library only.
Writes notes.jsonl and nothing else."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # write notes.jsonl and nothing else
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools as PO  # noqa: E402
from compose import LABEL, Ctx, strip_markers  # noqa: E402
from genres import GENRES  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 32
LAYOUTS = ["form", "inline", "table", "narrative"]


def plan(r):
    jobs = []
    for g in GENRES:
        locs = PO.LOCALE_ORDER * 3 + r.sample(PO.LOCALE_ORDER, PER_GENRE - 30)
        r.shuffle(locs)
        n_terse = 5 if len(jobs) % 2 == 0 else 6
        lays = ["terse"] * n_terse + [LAYOUTS[i % 4] for i in range(PER_GENRE - n_terse)]
        r.shuffle(lays)
        jobs.extend((g, lo, la) for lo, la in zip(locs, lays))
    r.shuffle(jobs)
    return jobs


def main():
    r = random.Random(85)
    rows = []
    for i, (g, loc, lay) in enumerate(plan(r), 1):
        c = Ctx(r, loc, g, lay)
        marked = GENRES[g](c)
        text, spans = strip_markers(marked)
        if lay == "terse":
            text = text.lower()  # ASCII lower-casing keeps every offset
        text.encode("ascii")
        rows.append({
            "id": f"dev85-en-{i:04d}",
            "text": text,
            "spans": [{"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]} for s, e, t in spans],
            "meta": {"language": "en", "source": "dev85-en", "genre": g, "locale": loc, "layout": lay},
        })
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
