"""Build ../notes.jsonl for dev150_en. Run from bench/dev150_en: python3 build/make.py"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402
import genres_a, genres_b, genres_c  # noqa: E402

PER_GENRE = 32
US_ONLY = {"home_health_visit": "US"}  # OASIS is a US instrument
OUT = os.path.join(HERE, "..", "notes.jsonl")


def main():
    r = random.Random(150)
    genres = {}
    for mod in (genres_a, genres_b, genres_c):
        genres.update(mod.GENRES)
    jobs = [g for g in genres for _ in range(PER_GENRE)]
    r.shuffle(jobs)
    rows = []
    for i, g in enumerate(jobs, 1):
        ctx = phi.Ctx(r, country=US_ONLY.get(g))
        marked = genres[g](ctx)
        text, spans = phi.render(marked)
        lower = r.random() < 1 / 6
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        for s in spans:
            s["text"] = text[s["start"]:s["end"]]
        rows.append({"id": f"dev150-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev150-en", "genre": g, "lowercase": lower, "country": ctx.country}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
