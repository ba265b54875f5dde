"""Build bench/dev96_en/notes.jsonl. Python 3.11, standard library only, all randomness from Random(96)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compose import Case, strip  # noqa: E402
from genres import GENRES  # noqa: E402

N_PER_GENRE = 31
LOWER_SHARE = 0.2


def main():
    r = random.Random(96)
    order = [g for g in GENRES for _ in range(N_PER_GENRE)]
    r.shuffle(order)
    out_path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
    rows = []
    for i, (gname, fn) in enumerate(order, 1):
        c = Case(r)
        marked, layout = fn(c)
        lower = r.random() < LOWER_SHARE
        if lower:
            marked = marked.lower()
        text, spans = strip(marked)
        rows.append({"id": f"dev96-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev96-en", "genre": gname, "layout": layout, "region": c.region,
                              "lowercase": lower}})
    with open(out_path, "w", encoding="ascii", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {out_path}")


if __name__ == "__main__":
    main()
