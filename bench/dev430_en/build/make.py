"""Build bench/dev430_en/notes.jsonl.

python3 make.py [--out PATH]

All randomness comes from the one random.Random(430) created here and passed down.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

# genre name -> (generator, number of notes)
GENRES = [
    ("opat_referral_form", genres_a.referral, 33),
    ("acceptance_assessment", genres_a.acceptance, 33),
    ("home_iv_administration_record", genres_a.admin_record, 33),
    ("line_insertion_care_record", genres_b.line_record, 33),
    ("weekly_bloods_drug_level_review", genres_b.bloods_review, 33),
    ("virtual_mdt_minutes", genres_b.mdt_minutes, 33),
    ("adverse_event_report", genres_c.adverse_event, 33),
    ("patient_education_checklist", genres_c.education, 33),
    ("discharge_from_opat_letter", genres_c.discharge_letter, 33),
    ("telephone_checkin_log", genres_d.phone_log, 33),
    ("pharmacy_dispensing_worksheet", genres_d.dispensing, 33),
    ("opat_clinic_review", genres_e.clinic_review, 33),
    ("opat_registry_export", genres_e.registry, 33),
]
COUNTRY_MIX = ["UK"] * 11 + ["US"] * 9 + ["AU"] * 5 + ["CA"] * 4 + ["IE"] * 4  # 33 per genre
LOWER_SHARE = 1.0 / 6.0


def build(rng):
    plan = []
    for name, fn, n in GENRES:
        countries = list(COUNTRY_MIX)
        while len(countries) < n:
            countries += COUNTRY_MIX
        countries = countries[:n]
        rng.shuffle(countries)
        for k in range(n):
            plan.append((name, fn, countries[k]))
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total * LOWER_SHARE)))
    notes = []
    for i, (name, fn, country) in enumerate(plan):
        lower = i in lower_idx
        d = fn(rng, country, lower)
        text = d.text()
        notes.append({
            "id": "dev430-%04d" % (i + 1),
            "text": text,
            "spans": sorted(d.spans, key=lambda s: (s["start"], s["end"])),
            "meta": {"source": "dev430-en", "genre": name, "lowercase": lower, "country": country},
        })
    return notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    rng = random.Random(430)
    notes = build(rng)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), args.out))


if __name__ == "__main__":
    main()
