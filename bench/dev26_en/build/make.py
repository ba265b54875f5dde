"""Build bench/dev26_en/notes.jsonl (deterministic, seed 26). Python 3.11 standard library only."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools as P  # noqa: E402
from core import render, LABEL  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
N_NOTES = 465
LOCALE_COUNTS = {"US": 186, "UK": 47, "CA": 47, "AU": 47, "IE": 46, "NZ": 46, "SG": 46}


def main():
    assert len(P.SURNAMES) >= 300 and len(set(P.SURNAMES)) == len(P.SURNAMES)
    assert len(set(P.GIVEN_F + P.GIVEN_M)) >= 300
    rng = random.Random(26)
    locs = [l for l, n in LOCALE_COUNTS.items() for _ in range(n)]
    assert len(locs) == N_NOTES
    genres = [g for g in GENRES for _ in range(N_NOTES // len(GENRES))]
    assert len(genres) == N_NOTES
    rng.shuffle(locs)
    rng.shuffle(genres)
    recs = []
    for i, (loc, genre) in enumerate(zip(locs, genres), 1):
        nrng = random.Random(rng.getrandbits(64))
        ctx = Ctx(nrng, loc, genre, i)
        marked = GENRES[genre](ctx)
        text, spans = render(marked)
        text = text.rstrip() + "\n"
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
            assert LABEL[s["type"]] == s["label"]
        recs.append({"id": f"dev26-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev26-en", "genre": genre, "locale": loc}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {OUT}")


if __name__ == "__main__":
    main()
