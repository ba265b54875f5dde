#!/usr/bin/env python3
"""Build bench/dev301_en/notes.jsonl (deterministic; random.Random(301)).

usage: python3 build/make.py [--out PATH]
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Writer  # noqa: E402
from persona import Ctx  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

GENRES = [
    ("cardiac rehab assessment", genres_a.cardiac_rehab_assessment),
    ("exercise class register", genres_a.exercise_class_register),
    ("exercise tolerance test report", genres_a.exercise_tolerance_test_report),
    ("heart failure nurse home visit note", genres_b.hf_nurse_home_visit),
    ("diuretic titration telephone log", genres_b.diuretic_titration_phone_log),
    ("telemonitoring alert record", genres_b.telemonitoring_alert),
    ("discharge letter to GP", genres_c.discharge_letter_to_gp),
    ("patient education session record", genres_c.patient_education_session),
    ("psychological screening summary", genres_c.psychological_screening_summary),
    ("device and medication reconciliation note", genres_d.device_medication_reconciliation),
    ("cardiac rehab referral form", genres_d.cardiac_rehab_referral),
    ("heart failure MDT meeting summary", genres_e.hf_mdt_meeting_summary),
    ("cardiac rehab completion report", genres_e.rehab_completion_report),
]
PER_GENRE = 48
COUNTRIES = ["UK"] * 5 + ["US"] * 5 + ["AU"] * 3 + ["CA"] * 3 + ["IE"] * 3
LOWER_P = 1.0 / 6.0


def build():
    rng = random.Random(301)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    out = []
    for i, (gname, fn) in enumerate(order):
        country = rng.choice(COUNTRIES)
        lower = rng.random() < LOWER_P
        ctx = Ctx(rng, country)
        w = Writer(lower=lower)
        fn(w, ctx)
        text, spans = w.result()
        text = text.rstrip()
        for s in spans:
            assert s["end"] <= len(text)
        out.append({
            "id": "dev301-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev301-en", "genre": gname, "lowercase": lower, "country": country},
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
