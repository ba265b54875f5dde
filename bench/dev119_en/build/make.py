"""Build ../notes.jsonl for dev119_en. Standard library only; all randomness from random.Random(119)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from phi import Ctx, strip_markers  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 30
LOWER_PER_GENRE = 5          # one in six
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    R = random.Random(119)
    plan = []
    for gname, fn in GENRES:
        lower = set(R.sample(range(PER_GENRE), LOWER_PER_GENRE))
        plan += [(gname, fn, i in lower) for i in range(PER_GENRE)]
    R.shuffle(plan)
    rows = []
    for n, (gname, fn, low) in enumerate(plan, 1):
        c = Ctx(R, gname)
        marked = fn(c).strip("\n") + "\n"
        if low:
            marked = marked.lower()          # lower-case the whole note before offsets
        text, spans = strip_markers(marked)  # one left-to-right pass
        rows.append({"id": "dev119-en-%04d" % n, "text": text, "spans": spans,
                     "meta": {"source": "dev119-en", "genre": gname, "lowercase": low}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
