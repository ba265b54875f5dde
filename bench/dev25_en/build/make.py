#!/usr/bin/env python3
"""Build bench/dev25_en/notes.jsonl deterministically (seed 25). Python 3.11 standard library only."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import B, LABEL_OF  # noqa: E402
from ctx import Ctx  # noqa: E402
import genres_a as ga  # noqa: E402
import genres_b as gb  # noqa: E402
import genres_c as gc  # noqa: E402

SEED = 25
N_NOTES = 480
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LOCALE_SHARE = [("US", 192), ("UK", 48), ("CA", 48), ("AU", 48), ("IE", 48), ("NZ", 48), ("ZA", 48)]


def handover_note(c):
    b = B()
    c.r.random()
    gc.handover(c, b, c.r.randrange(4, 8))
    b.line("Jobs overnight:")
    b.line("- {n}: {x}", n=c.pname(c.r.choice(["title", "full", "caps"])), x=c.r.choice(["repeat lactate", "review K+", "fluid review at midnight", "chase blood cultures"]))
    b.t("\n")
    c.signature(b, c.res)
    return b


def general_medicine(c):
    if c.r.random() < 0.2:
        return handover_note(c)
    b = ga.general_medicine(c)
    return b


GENRES = [
    ("general_medicine", general_medicine),
    ("surgical_admission", ga.surgical_admission),
    ("ortho_trauma", ga.ortho_trauma),
    ("stroke_unit", ga.stroke_unit),
    ("elderly_falls", ga.elderly_falls),
    ("memory_clinic", gb.memory_clinic),
    ("maternity", gb.maternity),
    ("neonatal", gb.neonatal),
    ("paediatric_ward", gb.paediatric_ward),
    ("camhs", gb.camhs),
    ("adult_psychiatry", gc.adult_psychiatry),
    ("icu_stepdown", gc.icu_stepdown),
    ("palliative_care", gc.palliative_care),
    ("discharge_letter", gc.discharge_letter),
    ("ed_reattendance", gc.ed_reattendance),
]


def build():
    master = random.Random(SEED)
    # stratified: genres cycle over a locale list grouped by locale, so every genre gets every locale
    locs0 = [code for code, n in LOCALE_SHARE for _ in range(n)]
    pairs = [(GENRES[i % len(GENRES)], locs0[i]) for i in range(N_NOTES)]
    master.shuffle(pairs)
    gen = [g for g, _ in pairs]
    locs = [l for _, l in pairs]
    records = []
    for i in range(N_NOTES):
        seed = master.getrandbits(64)
        rng = random.Random(seed)
        name, fn = gen[i]
        c = Ctx(rng, locs[i], name)
        b = fn(c)
        text = b.text().rstrip("\n") + "\n"
        spans = []
        for s, e, typ, v in b.spans:
            assert text[s:e] == v, (i, s, e, v)
            spans.append({"start": s, "end": e, "label": LABEL_OF[typ], "type": typ, "text": v})
        spans.sort(key=lambda x: (x["start"], x["end"]))
        records.append({"id": "dev25-en-%04d" % (i + 1), "text": text, "spans": spans,
                        "meta": {"language": "en", "source": "dev25-en", "genre": name, "locale": locs[i]}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return records


if __name__ == "__main__":
    recs = build()
    print("wrote %d notes, %d spans -> %s" % (len(recs), sum(len(r["spans"]) for r in recs), OUT))
