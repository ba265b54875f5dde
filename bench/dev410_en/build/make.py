"""Entry point: builds bench/dev410_en/notes.jsonl (author 410).

Usage: python3 build/make.py [--out DIR]
Standard library only; one random.Random(410) drives everything.
"""
import sys

sys.dont_write_bytecode = True

import json
import os
import random

import core as K
from case import Case
import g_admin
import g_intra
import g_letters
import g_review

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

GENRES = [
    ("labour_epidural_record", g_intra.labour_epidural),
    ("obstetric_anaesthetic_preassessment", g_admin.preassessment),
    ("caesarean_section_anaesthetic_chart", g_intra.caesarean_chart),
    ("pdph_review", g_review.pdph_review),
    ("blood_patch_procedure_note", g_review.blood_patch),
    ("anaesthetic_followup_visit", g_review.followup_visit),
    ("high_risk_clinic_letter", g_letters.clinic_letter),
    ("critical_incident_report", g_admin.incident),
    ("handover_sheet", g_admin.handover),
    ("patient_information_letter", g_letters.info_letter),
    ("neuraxial_consent_record", g_intra.consent_record),
    ("anaesthetic_discharge_summary", g_letters.discharge_summary),
]
PER_GENRE = 36
DAYTIME = {"obstetric_anaesthetic_preassessment", "high_risk_clinic_letter", "patient_information_letter",
           "anaesthetic_followup_visit", "blood_patch_procedure_note", "anaesthetic_discharge_summary"}
COUNTRIES = [("GB", 30), ("US", 17), ("AU", 15), ("CA", 12), ("IE", 13), ("NZ", 13)]


def build(rng):
    plan = []
    for name, fn in GENRES:
        plan.extend([(name, fn)] * PER_GENRE)
    rng.shuffle(plan)
    cpool = []
    for code, w in COUNTRIES:
        cpool.extend([code] * w)
    lower_ids = set(rng.sample(range(len(plan)), len(plan) // 6))
    notes = []
    for i, (name, fn) in enumerate(plan):
        country = K.pick(rng, cpool)
        lower = i in lower_ids
        case = Case(rng, country)
        if name in DAYTIME:
            case._t = rng.randint(8 * 60, 15 * 60)
        D = K.Doc(rng, lower=lower)
        fn(D, case)
        text = D.text()
        notes.append({
            "id": "dev410-%04d" % (i + 1),
            "text": text,
            "spans": D.spans,
            "meta": {"source": "dev410-en", "genre": name, "lowercase": lower, "country": country},
        })
    return notes


def main(argv):
    out = ROOT
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    os.makedirs(out, exist_ok=True)
    rng = random.Random(410)
    notes = build(rng)
    path = os.path.join(out, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
