#!/usr/bin/env python3
"""Build bench/dev280_en/notes.jsonl (author 280). Usage: python3 build/make.py [--out PATH]"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note, wpick  # noqa: E402
from case import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402

GENRES = [
    ("ms_nurse_clinic", genres_a.nurse_clinic),
    ("relapse_assessment", genres_a.relapse),
    ("dmt_initiation_checklist", genres_b.dmt_initiation),
    ("infusion_day_record", genres_b.infusion_day),
    ("blood_jcv_monitoring_tracker", genres_c.monitoring_tracker),
    ("mri_surveillance_letter", genres_c.mri_letter),
    ("homecare_delivery_record", genres_c.homecare_delivery),
    ("letter_to_gp", genres_d.letter_gp),
    ("letter_to_employer", genres_d.letter_employer),
    ("patient_portal_message", genres_d.portal_message),
    ("telephone_encounter", genres_e.telephone),
    ("dmt_mdt_minutes", genres_e.mdt_minutes),
    ("funding_prior_auth_request", genres_f.funding_request),
    ("adverse_reaction_report", genres_f.pv_report),
]
PER_GENRE = 44
COUNTRY_W = [("UK", 0.34), ("US", 0.24), ("AU", 0.13), ("CA", 0.14), ("IE", 0.15)]


def build():
    rng = random.Random(280)
    order = [g for g, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    total = len(order)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    fn = dict(GENRES)
    lines = []
    for i, g in enumerate(order):
        country = wpick(rng, COUNTRY_W)
        lower = i in lower_idx
        cs = Case(rng, country, g)
        note = Note(lower=lower)
        fn[g](rng, note, cs)
        text = note.text()
        obj = {
            "id": "dev280-%04d" % (i + 1),
            "text": text,
            "spans": note.spans,
            "meta": {"source": "dev280-en", "genre": g, "lowercase": lower, "country": country},
        }
        lines.append(json.dumps(obj, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (out, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
