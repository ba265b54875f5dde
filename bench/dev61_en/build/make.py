#!/usr/bin/env python3.11
"""Generate dev61_en/notes.jsonl (seed 61).  Does not touch README.md."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import render                      # noqa: E402
from context import Ctx                     # noqa: E402
import g1_gp, g2_nursing, g3_mental, g4_maternity  # noqa: E402,E401
import g5_occupational, g6_letters, g7_telehealth, g8_legal  # noqa: E402,E401

GENRES = [g1_gp, g2_nursing, g3_mental, g4_maternity, g5_occupational, g6_letters,
          g7_telehealth, g8_legal]
LOCALE_CODES = ["en-GB", "en-GB-SCT", "en-IE", "en-AU", "en-NZ", "en-CA", "en-SG", "en-IN",
                "en-NG", "en-KE", "en-ZA"]
PER_GENRE = 40
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def tidy(marked):
    """Strip trailing blanks per line and collapse blank-line runs (before render)."""
    lines = [ln.rstrip(" ") for ln in marked.split("\n")]
    out = []
    for ln in lines:
        if ln == "" and out and out[-1] == "":
            continue
        out.append(ln)
    while out and out[0] == "":
        out.pop(0)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def main():
    rng = random.Random(61)
    notes = []
    n = 0
    for g in GENRES:
        locs = LOCALE_CODES * 4
        rng.shuffle(locs)
        locs = locs[:PER_GENRE]
        layouts = [g.LAYOUTS[i % len(g.LAYOUTS)] for i in range(PER_GENRE)]
        rng.shuffle(layouts)
        for loc, (lname, fn) in zip(locs, layouts):
            n += 1
            c = Ctx(rng, loc, g.GENRE)
            g.patient(c)
            text, spans = render(tidy(fn(c)))
            notes.append({
                "id": "dev61-en-%04d" % n,
                "text": text,
                "spans": spans,
                "meta": {"language": "en", "source": "dev61-en", "genre": g.GENRE,
                         "locale": loc, "layout": lname},
            })
    with open(OUT, "w", encoding="utf-8") as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(x["spans"]) for x in notes), OUT))


if __name__ == "__main__":
    main()
