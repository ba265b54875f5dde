"""Generate bench/dev107_en/notes.jsonl (deterministic, random.Random(107), stdlib only).

Usage (from bench/dev107_en):  python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import strip  # noqa: E402
from blocks import Note  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 30
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    r = random.Random(107)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    r.shuffle(order)
    n = len(order)
    lower = set(r.sample(range(n), round(n / 6)))
    rows = []
    for i, (gname, fn) in enumerate(order):
        N = Note(r, gname)
        marked = fn(N)
        marked = "\n".join(line.rstrip() for line in marked.strip("\n").split("\n")) + "\n"
        lc = i in lower
        if lc:
            marked = marked.lower()          # lower-case whole note before offsets
        text, spans = strip(marked)          # one left-to-right pass
        rows.append({"id": f"dev107-en-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev107-en", "genre": gname, "lowercase": lc}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
