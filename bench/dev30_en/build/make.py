"""Build bench/dev30_en/notes.jsonl (deterministic, seed 30). Python 3.11 stdlib only."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import B  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES, AGE_RANGE  # noqa: E402

SEED = 30
N_NOTES = 320
LOCALE_COUNTS = {"US": 128, "UK": 58, "CA": 38, "AU": 38, "IE": 29, "NZ": 29}
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(SEED)
    locales = [l for l, n in LOCALE_COUNTS.items() for _ in range(n)]
    assert len(locales) == N_NOTES
    rng.shuffle(locales)
    names = list(GENRES)
    genres = [names[i % len(names)] for i in range(N_NOTES)]
    rng.shuffle(genres)
    with open(OUT, "w", encoding="utf-8") as fh:
        for i in range(N_NOTES):
            r = random.Random(rng.randrange(2 ** 32))
            gname = genres[i]
            short, fn = GENRES[gname]
            c = Ctx(r, locales[i], short, AGE_RANGE.get(short, (19, 64)))
            b = B()
            fn(b, c)
            text = b.text()
            rec = {"id": f"dev30-en-{i + 1:04d}", "text": text, "spans": b.spans,
                   "meta": {"language": "en", "source": "dev30-en", "genre": gname, "locale": locales[i]}}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {N_NOTES} notes to {OUT}")


if __name__ == "__main__":
    main()
