"""Build bench/dev131_en/notes.jsonl. Run from bench/dev131_en: python3 build/make.py"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import phi  # noqa: E402
from genres_a import GENRES_A, SEX  # noqa: E402
from genres_b import GENRES_B  # noqa: E402

GENRES = {**GENRES_A, **GENRES_B}
COUNTRIES = ["US", "Canada", "Australia", "New Zealand"]
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(131)
    plan = []
    for g in GENRES:
        plan += [g] * rng.randint(30, 35)
    rng.shuffle(plan)
    n = len(plan)
    low = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for i, g in enumerate(plan):
        fn, kind = GENRES[g]
        country = rng.choices(COUNTRIES, weights=[4, 3, 3, 2])[0]
        c = phi.Ctx(rng, country, kind, SEX.get(g))
        marked = fn(c).strip("\n")
        marked = "\n".join(line.rstrip() for line in marked.split("\n"))
        lc = i in low
        if lc:
            lowered = marked.lower()
            assert len(lowered) == len(marked)
            marked = lowered
        text, spans = phi.render(marked)
        rows.append({"id": f"dev131-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev131-en", "genre": g, "lowercase": lc, "country": country}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
