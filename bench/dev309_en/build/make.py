#!/usr/bin/env python3
"""Build bench/dev309_en/notes.jsonl (deterministic; Python 3.11 stdlib only).

usage: python3 build/make.py [--out PATH]
"""

import sys

sys.dont_write_bytecode = True

import argparse
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as casemod  # noqa: E402
import g_acute  # noqa: E402
import g_letters  # noqa: E402
import g_misc  # noqa: E402
import g_plans  # noqa: E402
import g_tx  # noqa: E402
import g_young  # noqa: E402
from core import wpick  # noqa: E402

SEED = 309
PER_GENRE = 32
LOWER_P = 1.0 / 6.0

# genre -> (function, age range, Case keyword arguments)
GENRES = [
    ("haemoglobinopathy_clinic_letter", g_letters.clinic_letter, (1, 62), {}),
    ("acute_pain_crisis_admission", g_acute.pain_admission, (2, 52), {"group": "scd"}),
    ("exchange_transfusion_record", g_tx.exchange_record, (5, 48), {"group": "scd"}),
    ("chelation_iron_review", g_tx.chelation_review, (3, 46), {"keys": ("TM", "EB", "SS", "SB0")}),
    ("newborn_screening_letter", g_letters.newborn_letter, (0, 0), {}),
    ("transcranial_doppler_report", g_misc.tcd_report, (2, 16), {"group": "scd"}),
    ("ed_individual_care_plan", g_plans.ed_care_plan, (3, 55), {"group": "scd"}),
    ("school_care_plan", g_young.school_care_plan, (4, 16), {}),
    ("transition_clinic_note", g_young.transition_note, (15, 19), {}),
    ("telephone_advice_log", g_plans.telephone_log, (1, 45), {}),
    ("discharge_summary", g_acute.discharge_summary, (1, 50), {}),
    ("antenatal_carrier_counselling", g_misc.antenatal_note, (18, 42), {"sex": "F"}),
    ("haemoglobinopathy_mdt_minutes", g_misc.mdt_minutes, (1, 55), {}),
]

COUNTRIES = [("UK", 0.30), ("US", 0.25), ("CA", 0.15), ("IE", 0.15), ("AU", 0.15)]


def build():
    rng = random.Random(SEED)
    order = []
    for i in range(len(GENRES)):
        order += [i] * PER_GENRE
    rng.shuffle(order)
    out = []
    for k, gi in enumerate(order):
        name, fn, ages, kw = GENRES[gi]
        country = wpick(rng, COUNTRIES)
        lower = rng.random() < LOWER_P
        c = casemod.Case(rng, country, lower, ages, genre=name, **kw)
        note = fn(c)
        text = note.text()
        spans = sorted(note.spans, key=lambda s: (s["start"], s["end"]))
        out.append({
            "id": "dev309-%04d" % (k + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev309-en", "genre": name, "lowercase": lower, "country": country},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), a.out))


if __name__ == "__main__":
    main()
