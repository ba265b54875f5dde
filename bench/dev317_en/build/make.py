"""Build bench/dev317_en/notes.jsonl.

usage: python3 build/make.py [--out DIR]

All randomness comes from one random.Random(317) created here and handed down."""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note, wchoice  # noqa: E402
from case import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

SEED = 317
PER_GENRE = 48
# (meta.genre, builder, own addition?)
GENRES = [
    ("line_insertion_record", genres_a.line_insertion_record, False),
    ("vascular_access_referral", genres_a.vascular_access_referral, False),
    ("tip_confirmation_cxr_report", genres_a.tip_cxr_report, False),
    ("line_infection_review", genres_b.line_infection_review, False),
    ("port_access_log", genres_b.port_access_log, False),
    ("district_nurse_handover", genres_b.district_nurse_handover, False),
    ("patient_training_checklist", genres_c.patient_training_checklist, False),
    ("theatre_booking", genres_c.theatre_booking, False),
    ("equipment_fault_report", genres_c.equipment_fault_report, False),
    ("discharge_line_passport", genres_d.discharge_line_passport, False),
    ("opat_clinic_letter", genres_d.opat_clinic_letter, True),
    ("diva_consult", genres_d.diva_consult, True),
    ("line_helpline_call", genres_e.telephone_triage, True),
    ("vat_worklist", genres_e.vat_worklist, True),
]
COUNTRIES = [("US", 22), ("UK", 21), ("IE", 12), ("CA", 12), ("AU", 13), ("NZ", 10),
             ("SG", 4), ("ZA", 6)]


def build():
    rng = random.Random(SEED)
    plan = []
    for gi in range(len(GENRES)):
        plan += [gi] * PER_GENRE
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = [False] * total
    for i in lower_idx:
        lower_set[i] = True
    lines = []
    for i, gi in enumerate(plan):
        name, fn, _own = GENRES[gi]
        country = wchoice(rng, COUNTRIES)
        lower = lower_set[i]
        case = Case(rng, country, lower)
        note = Note(lower)
        fn(note, case)
        text = note.text().rstrip("\n") + "\n"
        spans = note.spans
        rec = {
            "id": "dev317-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev317-en", "genre": name, "lowercase": lower,
                     "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv):
    out = os.path.dirname(HERE)
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    os.makedirs(out, exist_ok=True)
    data = build()
    with open(os.path.join(out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)


if __name__ == "__main__":
    main(sys.argv[1:])
