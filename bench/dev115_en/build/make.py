"""Build notes.jsonl for dev115_en. Standard library only; all randomness from random.Random(115)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from core import strip, MARK_CLOSE  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

NOTES_PER_GENRE = 30
LOWER_PER_GENRE = 5  # one in six
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    r = random.Random(115)
    plan = []
    for gname, fn in GENRES:
        lower = set(r.sample(range(NOTES_PER_GENRE), LOWER_PER_GENRE))
        for k in range(NOTES_PER_GENRE):
            plan.append((gname, fn, k in lower))
    r.shuffle(plan)
    rows = []
    for i, (gname, fn, low) in enumerate(plan, 1):
        c = Ctx(r, gname, i)
        marked = fn(c)
        # a value that ends in a full stop (initials) absorbs a directly following sentence full stop
        marked = marked.replace("." + MARK_CLOSE + ".", "." + MARK_CLOSE)
        if low:
            marked = marked.lower()  # whole note lower-cased before offsets are computed
        text, spans = strip(marked)
        rows.append({"id": f"dev115-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev115-en", "genre": gname, "lowercase": low}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
