"""Build bench/dev320_en/notes.jsonl.  Usage: python3 make.py [OUTPUT_PATH]

All randomness comes from one random.Random(320); spans are recorded while each note is assembled.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import random  # noqa: E402

from case import Case, pick_w  # noqa: E402
from doc import Note  # noqa: E402
import g_clinic  # noqa: E402
import g_comm  # noqa: E402
import g_hosp  # noqa: E402
import g_extra  # noqa: E402

SEED = 320
# (genre, builder, number of notes, own addition?)
GENRES = [
    ("falls_clinic_assessment", g_clinic.falls_clinic, 33, False),
    ("comprehensive_geriatric_assessment", g_clinic.cga, 33, False),
    ("ambulance_non_conveyance_referral", g_comm.ambulance, 33, False),
    ("home_hazard_visit", g_comm.home_hazard, 33, False),
    ("telecare_pendant_alarm_log", g_comm.telecare, 33, False),
    ("dxa_report", g_hosp.dxa, 33, False),
    ("strength_balance_class_register", g_comm.class_register, 33, False),
    ("medication_review", g_clinic.med_review, 33, False),
    ("care_home_liaison_note", g_hosp.carehome, 33, False),
    ("discharge_letter", g_hosp.discharge, 33, False),
    ("fracture_liaison_letter", g_extra.fls_letter, 32, True),
    ("inpatient_post_fall_review", g_extra.post_fall, 32, True),
    ("falls_referral_email_triage", g_extra.referral, 32, True),
]
COUNTRIES = [("UK", 30), ("US", 16), ("IE", 12), ("CA", 11), ("AU", 13), ("NZ", 9), ("SG", 4), ("ZA", 5)]


def build():
    r = random.Random(SEED)
    slots = []
    for name, fn, k, _own in GENRES:
        slots += [(name, fn)] * k
    r.shuffle(slots)
    n_total = len(slots)
    lower_idx = set(r.sample(range(n_total), round(n_total / 6)))
    out = []
    for i, (name, fn) in enumerate(slots):
        country = pick_w(r, COUNTRIES)
        lower = i in lower_idx
        C = Case(r, country, lower)
        note = Note(lower=lower)
        fn(r, C, note)
        text = note.text()
        out.append({
            "id": f"dev320-{i + 1:04d}",
            "text": text,
            "spans": note.spans,
            "meta": {"source": "dev320-en", "genre": name, "lowercase": lower, "country": country},
        })
    return out


def main(argv):
    path = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(notes)} notes to {path}")


if __name__ == "__main__":
    main(sys.argv)
