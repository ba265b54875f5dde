"""Build dev357_en/notes.jsonl (author 357). Python 3 standard library only.

Usage: python3 build/make.py [--out DIR]   (default: the folder above build/)
All randomness comes from one random.Random(357); no set or dict is iterated unsorted."""
import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import core  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402

GENRES = [
    ("injection_clinic_record", g1.injection_record),
    ("oct_report", g1.oct_report),
    ("virtual_clinic_decision_log", g2.vc_log),
    ("consent_form", g3.consent),
    ("drug_reconciliation_batch_log", g2.drug_log),
    ("nurse_injector_audit", g2.nurse_audit),
    ("patient_letter", g3.patient_letter),
    ("gp_letter", g3.gp_letter),
    ("endophthalmitis_incident_report", g4.incident),
    ("treat_and_extend_tracker", g1.te_tracker),
    # added by author 357
    ("angiography_report", g1.angio_report),
    ("optometrist_fast_track_referral", g4.optom_referral),
    ("eye_helpline_telephone_triage", g4.phone_triage),
    ("new_patient_registration", g5.registration),
]
PER_GENRE = 32
COUNTRIES = [("UK", 34), ("IE", 12), ("AU", 15), ("NZ", 11), ("CA", 12), ("US", 16)]


def build():
    r = random.Random(357)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    r.shuffle(plan)
    n = len(plan)
    lower = set(r.sample(range(n), round(n / 6)))
    cpool = [c for c, k in COUNTRIES for _ in range(k)]
    notes = []
    for i, (gname, fn) in enumerate(plan):
        country = r.choice(cpool)
        ctx = core.Ctx(r, country, i in lower, gname, i)
        fn(ctx)
        text = ctx.n.text()
        spans = ctx.n.spans
        notes.append({
            "id": f"dev357-{i + 1:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "dev357-en", "genre": gname, "lowercase": i in lower, "country": country},
        })
    return notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    notes = build()
    with open(os.path.join(a.out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print(f"wrote {len(notes)} notes to {os.path.join(a.out, 'notes.jsonl')}")


if __name__ == "__main__":
    main()
