"""Build bench/dev271_en/notes.jsonl.

Usage (from bench/dev271_en):  python3 build/make.py [--out PATH]
All randomness comes from a random.Random(271) object; output does not
depend on PYTHONHASHSEED."""
import sys

sys.dont_write_bytecode = True

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as C  # noqa: E402
import genres_bone as GB  # noqa: E402
import genres_comms as GM  # noqa: E402
import genres_consult as GC  # noqa: E402
import genres_letters as GL  # noqa: E402
from notebuilder import Note  # noqa: E402

NOTES_PER_GENRE = 55
LOWER_SHARE_DEN = 6

# genre id -> (function, age range)
GENRES = [
    ("new_patient_consult", GC.new_patient_consult, (40, 62)),
    ("hrt_review", GC.hrt_review, (42, 68)),
    ("poi_clinic_letter", GC.poi_clinic_letter, (19, 39)),
    ("dexa_report", GB.dexa_report, (45, 89)),
    ("symptom_questionnaire", GB.symptom_questionnaire, (40, 62)),
    ("gp_advice_letter", GL.gp_advice_letter, (40, 70)),
    ("pharmacy_hrt_record", GM.pharmacy_hrt_record, (42, 72)),
    ("workplace_support_letter", GL.workplace_support_letter, (40, 61)),
    ("patient_portal_message", GM.portal_message, (40, 66)),
    ("telephone_encounter", GM.telephone_encounter, (40, 70)),
    ("referral_triage", GL.referral_triage, (26, 74)),
    ("fracture_liaison", GB.fracture_liaison, (50, 96)),
]
COUNTRY_WEIGHTS = [("UK", 30), ("US", 22), ("AU", 18), ("CA", 15), ("IE", 15)]


def pick_country(rng):
    total = sum(w for _, w in COUNTRY_WEIGHTS)
    r = rng.randrange(total)
    for c, w in COUNTRY_WEIGHTS:
        if r < w:
            return c
        r -= w
    raise AssertionError


def build():
    rng = random.Random(271)
    plan = []
    for gid, fn, ages in GENRES:
        plan.extend([(gid, fn, ages)] * NOTES_PER_GENRE)
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), total // LOWER_SHARE_DEN))
    out = []
    for i, (gid, fn, ages) in enumerate(plan):
        country = pick_country(rng)
        case = C.make_case(rng, country, ages[0], ages[1])
        note = Note()
        fn(rng, case, note)
        is_lower = i in lower
        text, spans = note.finish(is_lower)
        out.append({
            "id": "dev271-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev271-en", "genre": gid, "lowercase": is_lower, "country": country},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
