"""Build /work/main/bench/dev208_en/notes.jsonl (author 208). Standard library only.

Usage: python3 build/make.py
All randomness comes from random.Random(208); output does not depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import case  # noqa: E402
import core  # noqa: E402
import g1, g2, g3, g4, g5, g6  # noqa: E402,E401

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("social_work_psychosocial_assessment", g1.psychosocial),
    ("case_management_discharge_plan", g1.dc_plan),
    ("utilization_review_prior_auth", g2.ur_review),
    ("insurance_appeal_letter", g2.appeal_letter),
    ("snf_referral_packet", g3.snf_referral),
    ("guardianship_capacity", g3.guardianship),
    ("financial_counseling", g4.fin_counsel),
    ("discharge_huddle_minutes", g4.huddle),
    ("aps_referral", g5.aps_referral),
    ("post_discharge_call_log", g5.call_log),
    ("home_health_dme_coordination", g6.hh_dme),
    ("readmission_review", g6.readmit_review),
]
PER_GENRE = 33


def build():
    rng = random.Random(208)
    plan = []
    for name, fn in GENRES:
        plan.extend([(name, fn)] * PER_GENRE)
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = {i: True for i in lower_idx}
    rows = []
    for i, (name, fn) in enumerate(plan):
        lower = lower_set.get(i, False)
        c = case.Case(rng)
        n = core.Note(lower=lower)
        fn(c, n, rng)
        text = n.text()
        spans = n.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        rows.append({
            "id": "dev208-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev208-en", "genre": name, "lowercase": lower, "country": "US"},
        })
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(rows), OUT))


if __name__ == "__main__":
    main()
