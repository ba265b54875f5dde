"""Build bench/dev343_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(343). Span offsets are recorded
while each note is built (see core.NB); nothing is located by searching text.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

SOURCE = "dev343-en"

# (genre name, builder, number of notes, own addition?)
GENRES = [
    ("pulmonary_rehab_referral", genres_a.referral, 34, False),
    ("baseline_assessment", genres_a.baseline, 34, False),
    ("exercise_class_register", genres_a.register, 32, False),
    ("individual_exercise_programme", genres_b.exercise_programme, 32, False),
    ("education_session_record", genres_b.education, 32, False),
    ("discharge_outcome_report", genres_b.discharge, 34, False),
    ("copd_self_management_plan", genres_b.self_management, 32, False),
    ("rescue_pack_issue_record", genres_c.rescue_pack, 32, False),
    ("community_respiratory_nurse_visit", genres_c.crn_visit, 34, False),
    ("telephone_review_log", genres_c.telephone, 32, False),
    ("home_oxygen_handoff", genres_c.oxygen_handoff, 32, True),
    ("respiratory_mdt_minutes", genres_d.mdt, 30, True),
    ("appointment_dna_letter", genres_d.appt_letter, 32, True),
    ("telehealth_monitoring_record", genres_d.telehealth, 30, True),
]

COUNTRY_WEIGHTS = [("UK", 30), ("US", 18), ("AU", 12), ("IE", 11), ("CA", 11), ("NZ", 9), ("ZA", 5), ("SG", 4)]


def build():
    rng = random.Random(343)
    plan = []
    for name, fn, n, _own in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (name, fn) in enumerate(plan):
        country = core.LF.wpick(rng, COUNTRY_WEIGHTS)
        case = core.Case(rng, country)
        nb = fn(case)
        text = nb.text()
        is_lower = i in lower
        if is_lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        spans = []
        for s, e, label, typ in nb.spans:
            spans.append({"start": s, "end": e, "label": label, "type": typ, "text": text[s:e]})
        out.append({
            "id": "dev343-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": SOURCE, "genre": name, "lowercase": is_lower, "country": country},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), a.out))


if __name__ == "__main__":
    main()
