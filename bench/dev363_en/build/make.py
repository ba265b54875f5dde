"""Build dev363_en/notes.jsonl.

usage: python3 build/make.py [--out DIR]

All randomness comes from one random.Random(363), created here and passed
to every generator; nothing iterates over an unsorted set or dict.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
from core import Doc, weighted  # noqa: E402

SEED = 363
PER_GENRE = 31
LOWER_PER_GENRE = 5

# (genre name in meta, builder, own addition?)
GENRES = [
    ("msk_triage_referral", genres_a.triage_referral, False),
    ("physio_initial_assessment", genres_a.initial_assessment, False),
    ("exercise_programme_sheet", genres_a.exercise_programme, False),
    ("injection_clinic_record", genres_a.injection_record, False),
    ("imaging_request", genres_b.imaging_request, False),
    ("outcome_measure_record", genres_b.outcome_measures, False),
    ("self_referral_web_form", genres_b.self_referral_form, False),
    ("telephone_review_note", genres_b.telephone_review, False),
    ("orthopaedic_onward_referral_letter", genres_c.ortho_referral_letter, False),
    ("discharge_letter", genres_c.discharge_letter, False),
    ("motor_accident_injury_report", genres_d.rta_report, True),
    ("work_capacity_certificate", genres_d.work_capacity, True),
    ("record_access_audit_log", genres_d.audit_log, True),
]

COUNTRY_WEIGHTS = [(34, "GB"), (20, "US"), (14, "AU"), (12, "CA"), (10, "IE"), (10, "NZ")]


def build(R):
    plan = []
    for name, fn, _own in GENRES:
        low = set(R.sample(range(PER_GENRE), LOWER_PER_GENRE))
        for i in range(PER_GENRE):
            plan.append((name, fn, i in low))
    R.shuffle(plan)
    notes = []
    for n, (name, fn, lower) in enumerate(plan, 1):
        country = weighted(R, COUNTRY_WEIGHTS)
        k = case.make_case(R, country)
        d = Doc(lower=lower)
        fn(R, k, d)
        text = d.text().rstrip("\n") + "\n"
        spans = d.spans
        notes.append({
            "id": "dev363-%04d" % n,
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev363-en", "genre": name, "lowercase": lower, "country": country},
        })
    return notes


def main(argv):
    out = os.path.dirname(HERE)
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    os.makedirs(out, exist_ok=True)
    R = random.Random(SEED)
    notes = build(R)
    path = os.path.join(out, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
