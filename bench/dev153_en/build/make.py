"""Build ../notes.jsonl for dev153_en (seeded, standard library only)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from values import Ctx  # noqa: E402
import genres_a, genres_b, genres_c, genres_d  # noqa: E402

GENRES = {}
for m in (genres_a, genres_b, genres_c, genres_d):
    GENRES.update(m.GENRES)

PER_GENRE = 31


def main():
    rng = random.Random(153)
    plan = []
    for g in sorted(GENRES):
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    out = []
    for i, g in enumerate(plan, 1):
        country = "UK" if rng.random() < 0.6 else "IE"
        ctx = Ctx(rng, country)
        note = GENRES[g](ctx)
        text, spans = note.finish()
        low = rng.random() < 1 / 6
        if low:
            lt = text.lower()
            assert len(lt) == len(text)
            text = lt
            for s in spans:
                s["text"] = text[s["start"]:s["end"]]
        out.append({"id": "dev153-%04d" % i, "text": text, "spans": spans,
                    "meta": {"source": "dev153-en", "genre": g, "lowercase": low, "country": country}})
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(out), sum(len(o["spans"]) for o in out), os.path.normpath(path)))


if __name__ == "__main__":
    main()
