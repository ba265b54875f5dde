"""Build bench/dev305_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(305); nothing depends on the
hash seed (no set or dict iteration whose order could vary).
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_consult  # noqa: E402
import g_sessions  # noqa: E402
import g_letters  # noqa: E402
import g_forms  # noqa: E402
import g_insurer  # noqa: E402
import g_admin  # noqa: E402
import g_incident  # noqa: E402

SEED = 305
SOURCE = "dev305-en"

# (genre name, generator, number of notes)
GENRES = [
    ("initial_consultation_record", g_consult.initial_consultation, 32),
    ("treatment_session_notes", g_sessions.treatment_session_notes, 32),
    ("informed_consent_form", g_forms.consent_form, 30),
    ("red_flag_referral_letter_to_gp", g_letters.red_flag_letter, 32),
    ("progress_report_to_insurer", g_insurer.insurer_report, 30),
    ("acupuncture_treatment_record", g_sessions.acupuncture_record, 30),
    ("outcome_measure_review", g_forms.outcome_review, 30),
    ("booking_and_payment_correspondence", g_admin.booking_correspondence, 30),
    ("complaint_and_incident_record", g_incident.complaint_incident, 30),
    ("discharge_summary", g_letters.discharge_summary, 30),
    ("medical_referral_to_clinic", g_letters.medical_referral, 30),
    ("new_patient_intake_form", g_consult.intake_form, 30),
    ("patient_portal_message_thread", g_admin.portal_messages, 30),
    ("naturopathic_prescription", g_insurer.naturo_prescription, 30),
]

COUNTRY_WEIGHTS = [("US", 28), ("UK", 20), ("AU", 20), ("CA", 16), ("NZ", 16)]
LOWER_FRACTION = 6  # one note in six is fully lower-cased


def pick_country(rng):
    total = sum(w for _, w in COUNTRY_WEIGHTS)
    x = rng.randrange(total)
    for c, w in COUNTRY_WEIGHTS:
        if x < w:
            return c
        x -= w
    raise AssertionError


def build():
    rng = random.Random(SEED)
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    n_lower = round(len(plan) / LOWER_FRACTION)
    lower_idx = set(rng.sample(range(len(plan)), n_lower))
    lines = []
    for i, (name, fn) in enumerate(plan):
        country = pick_country(rng)
        doc, _case = fn(rng, country)
        lower = i in lower_idx
        text, spans = doc.finish(lower=lower)
        rec = {
            "id": "dev305-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": SOURCE, "genre": name, "lowercase": lower, "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    data = build()
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (args.out, data.count("\n")))


if __name__ == "__main__":
    main()
