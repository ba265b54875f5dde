"""Generate notes.jsonl for dev370_en.

usage: python3 build/make.py [--out PATH]   (default: notes.jsonl next to build/)
Standard library only; one random.Random(370) drives everything.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402

common.R = random.Random(370)

import case  # noqa: E402
import g_letters as GL  # noqa: E402
import g_forms as GF  # noqa: E402
import g_records as GR  # noqa: E402
import g_comms as GC  # noqa: E402
from common import Doc, wch  # noqa: E402

GENRES = [
    ("late_effects_clinic_letter", GL.late_effects_letter, 46),
    ("chronic_gvhd_nih_assessment", GF.cgvhd_nih, 46),
    ("revaccination_schedule_record", GR.revaccination, 46),
    ("endocrine_fertility_checklist", GF.endo_fertility, 46),
    ("donor_chimerism_report", GR.chimerism, 46),
    ("immunosuppression_taper_log", GR.taper_log, 46),
    ("coordinator_telephone_log", GC.phone_log, 46),
    ("shared_care_letter_to_gp", GL.shared_care_letter, 46),
    ("annual_review_proforma", GF.annual_review, 46),
    ("survivorship_care_plan", GC.care_plan, 46),
    # own additions
    ("ecp_treatment_record", GR.ecp_record, 44),
    ("home_spirometry_report", GC.spirometry, 44),
    ("patient_portal_thread", GC.portal_thread, 44),
    ("return_to_work_school_letter", GL.work_school_letter, 44),
    ("late_effects_mdt_list", GF.mdt_list, 44),
]
COUNTRIES = [("UK", 30), ("US", 24), ("AU", 15), ("CA", 12), ("IE", 9), ("NZ", 10)]


def build():
    R = common.R
    jobs = [(g, fn) for g, fn, n in GENRES for _ in range(n)]
    R.shuffle(jobs)
    n = len(jobs)
    lower = set(R.sample(range(n), round(n / 6)))
    out = []
    for i, (gname, fn) in enumerate(jobs):
        country = wch(COUNTRIES)
        c = case.make_case(country)
        d = Doc(lower=i in lower)
        d.v = c.v
        fn(d, c)
        text = d.text().rstrip()
        spans = [s for s in d.spans]
        assert all(s["end"] <= len(text) for s in spans)
        out.append({
            "id": "dev370-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev370-en", "genre": gname, "lowercase": i in lower,
                     "country": country},
        })
    return out


def main():
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        path = sys.argv[sys.argv.index("--out") + 1]
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for o in notes:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
