"""Build ../notes.jsonl for dev157_en. Python 3 stdlib only; seeded with random.Random(157)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from phi import Ctx  # noqa: E402

PER_GENRE = 30
OUT = os.path.join(HERE, "..", "notes.jsonl")


def main():
    rng = random.Random(157)
    genres = {}
    for m in (genres_a, genres_b, genres_c, genres_d):
        genres.update(m.GENRES)
    plan = [g for g in sorted(genres) for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    rows = []
    for i, g in enumerate(plan):
        country = rng.choices(["US", "UK", "AU"], [4, 3, 3])[0]
        cx = Ctx(rng, country)
        note = genres[g](cx)
        text = note.text()
        low = rng.random() < 1 / 6
        if low:
            text = text.lower()
        spans = []
        for s in note.spans:
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": text[s["start"]:s["end"]]})
        rows.append({"id": "dev157-%04d" % (i + 1), "text": text, "spans": spans,
                     "meta": {"source": "dev157-en", "genre": g, "lowercase": low, "country": country}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=True) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
