"""Build /work/main/bench/dev22_en/notes.jsonl (deterministic, seed 22).

    python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Ctx  # noqa: E402
from core import LOCALES, Doc  # noqa: E402
from genres import GENRES  # noqa: E402

SEED = 22
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
LOCALE_COUNTS = {"US": 236, "UK": 70, "CA": 38, "AU": 38, "NZ": 28, "IE": 28, "IN": 32}


def plan(rng):
    jobs = []
    names = list(GENRES)
    for code, n in LOCALE_COUNTS.items():
        seq = []
        while len(seq) < n:
            block = names[:]
            rng.shuffle(block)
            seq.extend(block)
        jobs.extend((code, g) for g in seq[:n])
    rng.shuffle(jobs)
    return jobs


def main():
    rng = random.Random(SEED)
    locs = {k: cls(rng) for k, cls in LOCALES.items()}
    recs = []
    for i, (code, genre) in enumerate(plan(rng), 1):
        ctx = Ctx(rng, locs[code])
        doc = Doc()
        GENRES[genre](ctx, doc)
        text = doc.text()
        spans = sorted(doc.spans, key=lambda s: s["start"])
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        recs.append({"id": f"dev22-en-{i:04d}", "text": text,
                     "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                                "text": s["text"]} for s in spans],
                     "meta": {"language": "en", "source": "dev22-en", "genre": genre, "locale": code}})
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {OUT}")


if __name__ == "__main__":
    main()
