#!/usr/bin/env python3
"""Build bench/dev34_en/notes.jsonl deterministically (random.Random(34)).

Usage: python3 build/make.py [--out PATH]
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import render  # noqa: E402
from case import Case  # noqa: E402
import g_psych  # noqa: E402
import g_addiction  # noqa: E402
import g_ophth  # noqa: E402
import g_ent  # noqa: E402
import g_dental  # noqa: E402
import g_ortho  # noqa: E402
import g_derm  # noqa: E402
import g_plastics  # noqa: E402
from extras import enrich  # noqa: E402

SEED = 34
N_NOTES = 320

GENRES = [  # (genre, number of notes, generator)
    ("psychiatry_inpatient", 22, g_psych.note_inpatient),
    ("psychiatry_liaison", 18, g_psych.note_liaison),
    ("addiction", 40, g_addiction.note),
    ("ophthalmology", 40, g_ophth.note),
    ("ent_audiology", 40, g_ent.note),
    ("dental_maxillofacial", 40, g_dental.note),
    ("orthopaedics_fracture", 40, g_ortho.note),
    ("dermatology", 40, g_derm.note),
    ("plastic_surgery", 40, g_plastics.note),
]
LOCALES = [("US", 25), ("UK", 25), ("CA", 12), ("AU", 14), ("IE", 11), ("NZ", 13)]


def tidy(marked):
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    marked = re.sub(r"(?<=\S)  +(?=[.,;])", "", marked)
    return marked.strip() + "\n"


def build():
    rng = random.Random(SEED)
    plan = []
    for genre, n, fn in GENRES:
        plan.extend([(genre, fn)] * n)
    assert len(plan) == N_NOTES
    rng.shuffle(plan)
    codes = [c for c, w in LOCALES for _ in range(w)]
    records = []
    for i, (genre, fn) in enumerate(plan):
        loc = rng.choice(codes)
        case = Case(rng, loc, genre)
        sections = fn(case)
        if isinstance(sections, str):
            sections = sections.split("\n\n")
        approx = sum(len(x) for x in sections) - sum(x.count("\x01") for x in sections) * 14
        sections = enrich(case, sections, approx)
        text, spans = render(tidy("\n\n".join(sections)))
        records.append({
            "id": "dev34-en-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"language": "en", "source": "dev34-en", "genre": genre, "locale": loc},
        })
    return records


def main():
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if len(sys.argv) > 2 and sys.argv[1] == "--out":
        out = sys.argv[2]
    records = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans to %s" % (len(records), sum(len(r["spans"]) for r in records), out))


if __name__ == "__main__":
    main()
