#!/usr/bin/env python3
"""Build bench/dev300_en/notes.jsonl (English TB-service PHI evaluation set).

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(300); dicts and sets are only
iterated in sorted order, so the output does not depend on PYTHONHASHSEED.
Offsets are recorded while each note is written (see core.Doc).
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import entities  # noqa: E402
import g_forms  # noqa: E402
import g_letters  # noqa: E402
import g_lists  # noqa: E402
import g_records  # noqa: E402

GENRES = [
    ("tb_clinic_letter", g_letters.tb_clinic_letter),
    ("dot_record", g_records.dot_record),
    ("contact_screening_list", g_lists.contact_screening),
    ("latent_tb_treatment_plan", g_forms.ltbi_plan),
    ("tb_nurse_home_visit_note", g_lists.home_visit),
    ("cohort_review_minutes", g_lists.cohort_review),
    ("public_health_notification_form", g_forms.notification_form),
    ("culture_dst_report", g_forms.dst_report),
    ("treatment_completion_letter", g_letters.completion_letter),
    ("missed_dose_followup_log", g_records.missed_dose_log),
    ("vdot_enrolment_consent_form", g_records.vdot_enrolment),
    ("inpatient_discharge_summary", g_letters.discharge_summary),
]
PER_GENRE = 35
COUNTRIES = [("UK", 28), ("US", 26), ("CA", 16), ("AU", 15), ("NZ", 15)]
SOURCE = "dev300-en"


def build():
    rng = random.Random(300)
    plan = [g for g, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set()
    for g, _ in GENRES:  # about one note in six per genre
        idx = [i for i in range(n) if plan[i] == g]
        lower_idx.update(rng.sample(idx, round(len(idx) / 6)))
    fns = dict(GENRES)
    codes = [c for c, _ in COUNTRIES]
    weights = [w for _, w in COUNTRIES]
    out = []
    for i, genre in enumerate(plan):
        country = rng.choices(codes, weights=weights)[0]
        lower = i in lower_idx
        ctx = entities.Ctx(rng, country)
        doc = core.Doc(lower)
        fns[genre](ctx, doc)
        text = doc.text()
        for s in doc.spans:  # guard only; offsets were recorded while writing
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d" % (i + 1))
        out.append({"id": "dev300-%04d" % (i + 1), "text": text, "spans": doc.spans,
                    "meta": {"source": SOURCE, "genre": genre, "lowercase": lower, "country": country}})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    recs = build()
    d = os.path.dirname(os.path.abspath(args.out))
    os.makedirs(d, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), args.out))


if __name__ == "__main__":
    main()
