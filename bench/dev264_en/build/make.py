#!/usr/bin/env python3
"""Build bench/dev264_en/notes.jsonl (eating-disorder services, author 264).

Usage (from bench/dev264_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(264) object.
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as C  # noqa: E402
import clin  # noqa: E402
import phi  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

# (genre id, generator, adolescent flag: True = always under 18, None = mixed)
GENRES = [
    ("comprehensive_assessment", GA.assessment, None),
    ("weight_bloods_monitoring", GA.weight_bloods, None),
    ("medical_risk_review", GA.medical_risk, None),
    ("dietetics_meal_plan", GA.dietetics, None),
    ("day_programme_log", GB.dayprog_log, None),
    ("fbt_session", GB.fbt_session, True),
    ("paediatric_transfer_letter", GB.paeds_transfer, True),
    ("school_liaison_letter", GB.school_liaison, True),
    ("mha_capacity_note", GC.mha_capacity, None),
    ("telephone_encounter", GC.telephone, None),
    ("ng_refeeding_record", GC.ng_refeeding, None),
    ("discharge_summary", GD.discharge_summary, None),
    ("referral_triage", GD.referral_triage, None),
]
PER_GENRE = 35
COUNTRIES = ["UK", "US", "AU", "CA"]
WEIGHTS = [35, 25, 20, 20]


def build():
    rng = random.Random(264)
    plan = []
    for g in GENRES:
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower = [False] * n
    for i in rng.sample(range(n), round(n / 6)):
        lower[i] = True
    lines = []
    for i, (gid, fn, adol) in enumerate(plan):
        country = rng.choices(COUNTRIES, weights=WEIGHTS)[0]
        c = C.Case(rng, country, adol)
        s = clin.Sev(rng, c.adol)
        d = phi.Doc(lower=lower[i])
        fn(c, d, s)
        text = d.text().rstrip()
        rec = {
            "id": "dev264-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev264-en", "genre": gid, "lowercase": lower[i], "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    data = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (a.out, data.count("\n")))


if __name__ == "__main__":
    main()
