"""Build bench/dev97_en/notes.jsonl. Python 3.11, standard library only; all randomness from random.Random(97)."""
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from compose import Ctx, finalize  # noqa: E402
from genres import GENRES  # noqa: E402
from pools import COUNTRIES  # noqa: E402

PER_GENRE = 31
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(97)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    notes = []
    for i, genre in enumerate(plan):
        country = COUNTRIES[i % len(COUNTRIES)] if rng.random() < 0.7 else rng.choice(COUNTRIES)
        ctx = Ctx(rng, country, genre)
        raw, layouts = GENRES[genre](ctx)
        lower = rng.random() < 1 / 6
        if lower:
            raw = raw.lower()
        text, spans = finalize(raw)
        lay = {x for x in layouts if x not in ("pipe", "csv", "table")}
        if "|---" in text:
            lay.add("pipe")
        if re.search(r"^[a-z_]+(,[a-z_]+){2,}$", text, re.M | re.I):
            lay.add("csv")
        layouts = sorted(lay)
        notes.append({
            "id": f"dev97-en-{i + 1:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "dev97-en", "genre": genre, "country": country, "layouts": layouts,
                     "lowercase": lower, "chars": len(text)},
        })
    with open(OUT, "w", encoding="ascii", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=True) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(n['spans']) for n in notes)} spans -> {OUT}")


if __name__ == "__main__":
    main()
