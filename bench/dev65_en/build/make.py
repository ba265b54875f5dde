#!/usr/bin/env python3.11
"""Generate dev65_en/notes.jsonl (does not touch README.md).

Seeded with random.Random(65); every PHI value goes through seg.Doc.phi(), so
gold offsets come from the generator itself.  Usage (from the set directory):
    python3.11 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import genres_a  # noqa: E402
import genres_b  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("progress", genres_a.progress),
    ("crosscover_signout", genres_a.crosscover),
    ("admission", genres_a.admission),
    ("discharge_summary", genres_a.discharge),
    ("case_management", genres_b.casemgmt),
    ("consult", genres_b.consult),
    ("nursing_shift", genres_b.nursing),
    ("family_meeting_goc", genres_b.family),
]
PER_GENRE = 40
LAYOUT = {"lower": "lower_shorthand", "caps": "caps_headers", "mixed": "mixed_case"}
MIN_LEN, MAX_LEN = 1000, 5000


def main():
    master = random.Random(65)
    notes = []
    n = 0
    for genre, fn in GENRES:
        styles = ["lower"] * 13 + ["caps"] * 13 + ["mixed"] * 14
        master.shuffle(styles)
        for style in styles:
            n += 1
            for attempt in range(40):
                rng = random.Random(master.getrandbits(64))
                cs, doc = fn(rng, style)
                text, spans = doc.finish()
                size = len(text.encode("utf-8"))
                if MIN_LEN <= size <= MAX_LEN:
                    break
            notes.append({
                "id": "dev65-en-%04d" % n,
                "text": text,
                "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                           "text": s["text"]} for s in spans],
                "meta": {"language": "en", "source": "dev65-en", "genre": genre, "locale": cs.locale,
                         "layout": LAYOUT[style]},
            })
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(x["spans"]) for x in notes), OUT))


if __name__ == "__main__":
    main()
