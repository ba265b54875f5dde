#!/usr/bin/env python3
"""Build bench/dev311_en/notes.jsonl (author 311).

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(311); nothing iterates over an
unordered dict or set, so the output is byte-identical under any
PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_screen  # noqa: E402
import g_imaging  # noqa: E402
import g_letters  # noqa: E402
import g_admin  # noqa: E402

SEED = 311
PER_GENRE = 35

# (genre name, builder, country weights UK/US/CA/AU)
GENRES = [
    ("eligibility_telephone_assessment", g_screen.tel_assess, (4, 3, 2, 2)),
    ("lung_health_check_record", g_screen.lhc_record, (6, 2, 2, 2)),
    ("low_dose_ct_report", g_imaging.ldct_report, (3, 3, 2, 2)),
    ("nodule_followup_letter", g_letters.nodule_letter, (3, 3, 2, 2)),
    ("incidental_findings_letter_to_gp", g_imaging.incidental_letter, (4, 2, 2, 2)),
    ("smoking_cessation_referral", g_letters.cessation_referral, (4, 3, 2, 2)),
    ("mdt_outcome", g_imaging.mdt_outcome, (3, 3, 2, 2)),
    ("invitation_reminder_letter", g_letters.invitation_letter, (4, 2, 2, 2)),
    ("did_not_attend_log", g_admin.dna_log, (3, 3, 2, 2)),
    ("programme_audit_record", g_admin.audit_record, (3, 3, 2, 2)),
    ("shared_decision_making_visit", g_screen.sdm_visit, (1, 6, 2, 1)),
    ("mobile_unit_site_log", g_admin.mobile_log, (5, 2, 2, 3)),
]
COUNTRIES = ["UK", "US", "CA", "AU"]


def weighted(rng, weights):
    tot = sum(weights)
    x = rng.randrange(tot)
    for c, w in zip(COUNTRIES, weights):
        if x < w:
            return c
        x -= w
    return COUNTRIES[-1]


def build():
    rng = random.Random(SEED)
    plan = []
    for gi, (name, fn, w) in enumerate(GENRES):
        for _ in range(PER_GENRE):
            plan.append(gi)
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, gi in enumerate(plan):
        name, fn, w = GENRES[gi]
        c = weighted(rng, w)
        doc = fn(rng, c)
        low = i in lower
        text, spans = doc.build(low)
        out.append({"id": "dev311-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev311-en", "genre": name, "lowercase": low, "country": c}})
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
