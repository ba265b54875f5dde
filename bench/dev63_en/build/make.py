#!/usr/bin/env python3.11
"""Generate bench/dev63_en/notes.jsonl (seed 63).  Gold spans come from the P markers
the genre writers emit (phi.Doc.render); nothing is located by string search.
Does not touch README.md."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Doc  # noqa: E402
from values import Gen  # noqa: E402
from layout import W, LAYOUTS  # noqa: E402
from common import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 40

GENRES = [
    ("nursing", genres_a.nursing, (18, 97)),
    ("therapy", genres_a.therapy, (16, 95)),
    ("pharmacy", genres_a.pharmacy, (25, 96)),
    ("icu", genres_a.icu, (18, 92)),
    ("obstetric_neonatal", genres_b.obstetric, (17, 45)),
    ("psychiatry_addiction", genres_b.psychiatry, (16, 78)),
    ("oncology_infusion", genres_b.oncology, (22, 91)),
    ("letters", genres_b.letters, (18, 101)),
]
LOCALE_CYCLE = ["US"] * 12 + ["UK"] * 10 + ["CA"] * 9 + ["AU"] * 9


def main():
    rng = random.Random(63)
    notes = []
    n = 0
    for gname, fn, ages in GENRES:
        locs = LOCALE_CYCLE[:]
        rng.shuffle(locs)
        lays = (LAYOUTS * 7)[:PER_GENRE]
        rng.shuffle(lays)
        for i in range(PER_GENRE):
            loc, lay = locs[i], lays[i]
            g = Gen(rng, loc)
            c = Case(g, gname, ages)
            doc = Doc()
            w = W(doc, lay, g)
            fn(g, w, c)
            text, spans = doc.render()
            text = text.rstrip("\n") + "\n"
            n += 1
            notes.append({"id": "dev63-en-%04d" % n, "text": text, "spans": spans,
                          "meta": {"language": "en", "source": "dev63-en", "genre": gname,
                                   "locale": loc, "layout": lay}})
    with open(OUT, "w", encoding="utf-8") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), OUT))


if __name__ == "__main__":
    main()
