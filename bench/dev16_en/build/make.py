#!/usr/bin/env python3
"""Generate bench/dev16_en/notes.jsonl deterministically (seed 16, stdlib only).

Usage:  python3 build/make.py      (from bench/dev16_en/ or anywhere)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep build/ free of __pycache__
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_acute  # noqa: E402
import g_inpatient  # noqa: E402
import g_letter  # noqa: E402
import g_proc  # noqa: E402

SEED = 16
PER_GENRE = 44
GENRES = [
    ("discharge_summary", g_inpatient.discharge_summary),
    ("admission_hp", g_inpatient.admission_hp),
    ("consultation", g_acute.consultation),
    ("progress_note", g_inpatient.progress_note),
    ("ed_note", g_acute.ed_note),
    ("operative_report", g_proc.operative_report),
    ("radiology_report", g_proc.radiology_report),
    ("pathology_report", g_proc.pathology_report),
    ("cardiology_report", g_proc.cardiology_report),
    ("clinic_letter", g_letter.clinic_letter),
    ("nursing_discharge_instructions", g_inpatient.nursing_instructions),
]
# about 70 % US, the rest UK, Canada, Australia
LOCALE_MIX = ["US"] * 31 + ["UK"] * 5 + ["CA"] * 4 + ["AU"] * 4
LOCALE_NAME = {"US": "en-US", "UK": "en-GB", "CA": "en-CA", "AU": "en-AU"}


def build():
    master = random.Random(SEED)
    items = []
    for genre, fn in GENRES:
        locs = LOCALE_MIX[:]
        master.shuffle(locs)
        for i in range(PER_GENRE):
            rng = random.Random(master.getrandbits(64))
            ctx = core.Ctx(rng, locs[i], genre)
            marked = fn(ctx)
            text, spans = core.render(marked)
            items.append((genre, locs[i], text, spans))
    master.shuffle(items)
    out = []
    for n, (genre, loc, text, spans) in enumerate(items, 1):
        spans = sorted(spans, key=lambda s: (s["start"], s["end"]))
        out.append({
            "id": "dev16-en-%04d" % n,
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"language": "en", "source": "dev16-en", "genre": genre},
        })
    return out


def main():
    notes = build()
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans to %s" % (len(notes), sum(len(r["spans"]) for r in notes),
                                              os.path.normpath(path)))


if __name__ == "__main__":
    main()
