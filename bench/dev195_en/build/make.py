"""Build bench/dev195_en/notes.jsonl (author 195, UK/Australian geriatrics and aged care).

Usage: python3 build/make.py
Standard library only; all randomness comes from random.Random(195).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402
from case import Case  # noqa: E402
from nb import Note  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("comprehensive_geriatric_assessment", g1.cga),
    ("falls_clinic_review", g1.falls),
    ("care_home_admission_record", g1.admission),
    ("resident_medication_administration_chart", g2.mar_chart),
    ("dementia_memory_clinic_letter", g2.memory_letter),
    ("advance_care_planning_discussion", g2.acp),
    ("wound_pressure_injury_chart", g3.wound_chart),
    ("gp_visit_note_care_home", g3.gp_visit),
    ("family_meeting_minutes", g3.family_meeting),
    ("transfer_to_hospital_form", g4.transfer),
    ("pharmacist_medication_review", g4.pharm_review),            # own genre
    ("geriatric_ward_discharge_summary", g5.discharge),           # own genre
    ("care_home_incident_report", g5.incident),                   # own genre
]
PER_GENRE = 34


def build():
    rng = random.Random(195)
    plan = []
    for gi, (name, _) in enumerate(GENRES):
        countries = ["UK"] * (PER_GENRE // 2) + ["AU"] * (PER_GENRE - PER_GENRE // 2)
        for ct in countries:
            plan.append((gi, ct))
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_flags = [False] * total
    for i in lower_idx:
        lower_flags[i] = True
    records = []
    for i, (gi, ct) in enumerate(plan):
        name, fn = GENRES[gi]
        lower = lower_flags[i]
        case = Case(rng, ct, lower, name)
        note = Note(lower)
        fn(case, note)
        rec = note.record("dev195-%04d" % (i + 1), name, ct)
        for s in rec["spans"]:
            if rec["text"][s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in " + rec["id"])
        records.append(rec)
    return records


def main():
    records = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    nspans = sum(len(r["spans"]) for r in records)
    print("wrote %d notes, %d spans -> %s" % (len(records), nspans, OUT))


if __name__ == "__main__":
    main()
