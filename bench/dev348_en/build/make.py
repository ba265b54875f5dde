#!/usr/bin/env python3
"""Build bench/dev348_en/notes.jsonl.

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(348) created here; sets and dicts
are iterated in sorted order, so the output does not depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Note, wpick  # noqa: E402
from ctx import make_ctx  # noqa: E402
import g_letters  # noqa: E402
import g_logs  # noqa: E402
import g_charts  # noqa: E402
import g_reports  # noqa: E402

# (genre id, function, own addition?)
GENRES = [
    ("ibd_clinic_letter", g_letters.g_clinic_letter, False),
    ("advice_line_telephone_log", g_logs.g_advice_line, False),
    ("infusion_unit_chart", g_charts.g_infusion_chart, False),
    ("drug_level_antibody_report", g_reports.g_drug_level, False),
    ("colonoscopy_calprotectin_summary", g_reports.g_results_summary, False),
    ("mdt_list", g_reports.g_mdt, False),
    ("funding_prior_authorisation_request", g_letters.g_funding, False),
    ("homecare_delivery_registration", g_charts.g_homecare, False),
    ("flare_triage_note", g_logs.g_flare_triage, False),
    ("surgical_referral_letter", g_letters.g_surgical_referral, False),
    ("pre_biologic_screening_checklist", g_charts.g_prebio_screen, True),
    ("acute_severe_colitis_discharge_summary", g_reports.g_discharge, True),
    ("patient_portal_message_thread", g_logs.g_portal, True),
]
PER_GENRE = 33
COUNTRY_WEIGHTS = {"UK": 30, "US": 20, "IE": 12, "CA": 13, "AU": 15, "NZ": 10}


def build():
    rng = random.Random(348)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    total = len(order)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (gid, fn, _own) in enumerate(order):
        country = wpick(rng, COUNTRY_WEIGHTS)
        lower = i in lower_idx
        x = make_ctx(rng, country)
        n = Note(lower=lower)
        fn(rng, n, x)
        text = n.text().rstrip("\n") + "\n"
        spans = sorted(n.spans, key=lambda s: s["start"])
        out.append({"id": "dev348-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev348-en", "genre": gid, "lowercase": lower, "country": country}})
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for obj in notes:
            f.write(json.dumps(obj, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
