"""Build dev364_en/notes.jsonl: python3 build/make.py [--out DIR]

One random.Random(364) drives everything; no set or dict is iterated unsorted.
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
from phi import Case  # noqa: E402

GENRES = [
    ("myeloma_clinic_letter", g1.clinic_letter),
    ("paraprotein_flc_trend_report", g1.trend_report),
    ("bone_marrow_biopsy_report", g1.bm_report),
    ("chemo_prescription_cycle_record", g2.sact_record),
    ("sct_workup_checklist", g2.sct_workup),
    ("amyloidosis_cardiac_assessment", g2.amyloid_cardiac),
    ("cns_telephone_log", g3.cns_log),
    ("mdt_outcome", g3.mdt_outcome),
    ("bisphosphonate_dental_record", g3.bone_dental),
    ("trial_screening_log", g4.trial_log),
    ("discharge_summary", g4.discharge),                 # own addition
    ("funding_prior_authorisation_request", g5.funding),  # own addition
    ("apheresis_collection_record", g5.apheresis),       # own addition
]
PER_GENRE = 32
COUNTRIES = [("UK", 29), ("US", 24), ("AU", 14), ("CA", 12), ("IE", 11), ("NZ", 10)]
COUNTRY_NAME = {"UK": "United Kingdom", "US": "United States", "AU": "Australia", "CA": "Canada",
                "IE": "Ireland", "NZ": "New Zealand"}


def build():
    rng = random.Random(364)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    codes = [c for c, _ in COUNTRIES]
    weights = [w for _, w in COUNTRIES]
    lower_ids = set(rng.sample(range(len(plan)), round(len(plan) / 6)))
    notes = []
    for i, (genre, fn) in enumerate(plan):
        cc = rng.choices(codes, weights)[0]
        lower = i in lower_ids
        case = Case(rng, cc, lower)
        fn(case)
        text = case.d.text()
        notes.append({"id": "dev364-%04d" % (i + 1), "text": text, "spans": case.d.spans,
                      "meta": {"source": "dev364-en", "genre": genre, "lowercase": lower,
                               "country": COUNTRY_NAME[cc]}})
    return notes


def main():
    out = os.path.dirname(HERE)
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    os.makedirs(out, exist_ok=True)
    notes = build()
    with open(os.path.join(out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.join(out, "notes.jsonl")))


if __name__ == "__main__":
    main()
