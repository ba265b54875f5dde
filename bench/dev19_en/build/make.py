"""Build /work/main/bench/dev19_en/notes.jsonl deterministically (seed 19). Python 3.11 stdlib only."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Ctx, Doc  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 19
NOTES_PER_GENRE = 40
LOCALES = ["US", "UK", "CA", "AU", "IE", "IN"]
LOCALE_WEIGHTS = [50, 14, 10, 10, 8, 8]
OUT = os.path.join(HERE, "..", "notes.jsonl")


def build():
    rng = random.Random(SEED)
    plan = [g for g in GENRES for _ in range(NOTES_PER_GENRE)]
    rng.shuffle(plan)
    records = []
    for i, genre in enumerate(plan, 1):
        loc = rng.choices(LOCALES, LOCALE_WEIGHTS)[0]
        ctx = Ctx(rng, loc)
        doc = Doc()
        GENRES[genre](doc, ctx)
        text = doc.text().rstrip("\n") + "\n"
        records.append({"id": f"dev19-en-{i:04d}", "text": text, "spans": doc.spans,
                        "meta": {"language": "en", "source": "dev19-en", "genre": genre, "locale": loc}})
    return records


def main():
    records = build()
    with open(OUT, "w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} notes, {sum(len(r['spans']) for r in records)} spans -> {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
