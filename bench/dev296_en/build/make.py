#!/usr/bin/env python3
"""Build bench/dev296_en/notes.jsonl (author 296).

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(296); offsets are recorded while each note is written
(core.Note), never searched for afterwards.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import common  # noqa: E402
import g_rota_locum  # noqa: E402
import g_cred_reg  # noqa: E402
import g_oh_exc  # noqa: E402
import g_appr_case  # noqa: E402
import g_ref_ind  # noqa: E402
import g_inc_leave  # noqa: E402

# (genre name in meta, generator, number of notes)
GENRES = [
    ("rota_swap_request", g_rota_locum.rota_swap, 50),
    ("locum_booking_confirmation", g_rota_locum.locum_booking, 50),
    ("credentialing_file_summary", g_cred_reg.credentialing, 50),
    ("registration_verification", g_cred_reg.registration_check, 50),
    ("occupational_health_clearance", g_oh_exc.occ_health, 50),
    ("exception_report", g_oh_exc.exception_report, 50),
    ("appraisal_summary", g_appr_case.appraisal, 50),
    ("supervised_case_log", g_appr_case.case_log, 50),
    ("reference_request_reply", g_ref_ind.reference, 50),
    ("induction_it_request", g_ref_ind.induction_it, 50),
    ("staff_incident_report", g_inc_leave.incident, 50),
    ("leave_request", g_inc_leave.leave_request, 50),
]
COUNTRIES = ["UK", "US", "AU", "CA", "IE"]
WEIGHTS = [30, 24, 16, 14, 16]
DEFAULT_OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def build():
    rng = random.Random(296)
    plan = []
    for gname, fn, k in GENRES:
        plan.extend([(gname, fn)] * k)
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), round(total / 6)))
    records = []
    for idx, (gname, fn) in enumerate(plan):
        country = rng.choices(COUNTRIES, WEIGHTS)[0]
        note = core.Note(rng, country, gname)
        ctx = common.Ctx(note)
        fn(note, ctx)
        lc = idx in lower
        text, spans = note.finish(lc)
        records.append({
            "id": "dev296-%04d" % (idx + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev296-en", "genre": gname, "lowercase": lc, "country": country},
        })
    return records


def main(argv):
    out = DEFAULT_OUT
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    records = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(records), out))


if __name__ == "__main__":
    main(sys.argv[1:])
