"""Entry point: builds bench/dev404_en/notes.jsonl (author 404).

Usage: python3 build/make.py [--out PATH]
One random.Random(404) is created here and passed everywhere."""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_forms  # noqa: E402
import g_letters  # noqa: E402
import g_other  # noqa: E402
import g_proc  # noqa: E402
from note import Note  # noqa: E402
from people import Case, wchoice  # noqa: E402

# genre -> (generator, typo rate for prose, notes)
GENRES = [
    ("rheumatology_clinic_letter", g_letters.clinic_letter, 0.06, 32),
    ("das28_assessment", g_forms.das28_form, 0.05, 32),
    ("dmard_monitoring_log", g_forms.dmard_log, 0.06, 32),
    ("joint_injection_note", g_proc.injection, 0.08, 32),
    ("msk_ultrasound_report", g_proc.ultrasound, 0.06, 32),
    ("advice_line_call", g_other.advice_call, 0.14, 32),
    ("biologic_switch_request", g_forms.switch_request, 0.05, 32),
    ("ot_hand_assessment", g_other.ot_hand, 0.07, 32),
    ("gp_shared_care_letter", g_letters.shared_care, 0.06, 32),
    ("annual_review_summary", g_letters.annual_review, 0.08, 32),
    ("pre_biologic_screening", g_other.screening, 0.07, 32),
    ("homecare_registration", g_other.homecare, 0.07, 32),
    ("infusion_day_record", g_proc.infusion, 0.08, 32),
]
COUNTRIES = [("UK", 30), ("IE", 13), ("AU", 16), ("NZ", 11), ("CA", 14), ("US", 16)]


def build(rng):
    plan = []
    for name, fn, rate, k in GENRES:
        plan += [(name, fn, rate)] * k
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower = set(rng.sample(range(len(plan)), n_lower))
    out = []
    for i, (name, fn, rate) in enumerate(plan):
        country = wchoice(rng, COUNTRIES)
        cs = Case(rng, country)
        note = Note(rng, typo_rate=rate)
        fn(rng, cs, note)
        text, spans = note.finish(i in lower)
        out.append({"id": "dev404-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev404-en", "genre": name, "lowercase": i in lower,
                             "country": country}})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    args = ap.parse_args()
    rng = random.Random(404)
    notes = build(rng)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), args.out))


if __name__ == "__main__":
    main()
