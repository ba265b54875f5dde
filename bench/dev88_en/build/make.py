"""Build bench/dev88_en/notes.jsonl. Python 3.11, standard library only.
All randomness comes from one random.Random(88)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from compose import strip  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 42
LOWER_P = 0.17
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(88)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    rows = []
    for i, (gname, fn) in enumerate(order, 1):
        terse = rng.random() < LOWER_P
        marked, layout = fn(rng, terse)
        if terse:
            marked = marked.lower()
        marked = marked.strip()
        text, spans = strip(marked)
        for s in spans:
            s.pop("text")
        spans = [dict(start=s["start"], end=s["end"], label=s["label"], type=s["type"],
                      text=text[s["start"]:s["end"]]) for s in spans]
        rows.append({
            "id": f"dev88-en-{i:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "dev88-en", "genre": gname, "layout": layout, "lowercase": terse,
                     "chars": len(text)},
        })
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
