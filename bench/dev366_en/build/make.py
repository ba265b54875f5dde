#!/usr/bin/env python3
"""Build dev366_en/notes.jsonl: independent English cardiac cath lab PHI set.

Usage: python3 build/make.py [--out PATH]
One random.Random(366) drives everything; spans are recorded while each note
is assembled (doc.Doc), never by searching the finished text."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import country as CO  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402
from ctx import Ctx  # noqa: E402
from doc import Doc  # noqa: E402

SEED = 366
PER_GENRE = 43
GENRES = [
    ("cath_lab_booking_list", g1.booking),
    ("procedure_report", g1.procedure_report),
    ("consent_form", g2.consent),
    ("pre_procedure_checklist", g2.checklist),
    ("radiation_dose_contrast_log", g2.dose_log),
    ("stent_implant_record", g3.stent_record),
    ("post_procedure_nursing_obs", g3.nursing_obs),
    ("transfer_request", g3.transfer),
    ("discharge_letter", g4.discharge),
    ("incident_report", g4.incident),
    ("device_clinic_check", g5.device_clinic),       # own addition
    ("heart_team_mdt", g5.mdt),                      # own addition
    ("telephone_followup", g5.phone_fu),             # own addition
    ("billing_claim", g5.billing),                   # own addition
]


def pick_country(rng):
    tot = sum(CO.COUNTRY_WEIGHTS)
    x = rng.random() * tot
    for name, w in zip(CO.COUNTRIES, CO.COUNTRY_WEIGHTS):
        x -= w
        if x < 0:
            return name
    return CO.COUNTRIES[-1]


def build():
    rng = random.Random(SEED)
    jobs = [g for g, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(jobs)
    fns = dict(GENRES)
    lower_idx = set(rng.sample(range(len(jobs)), len(jobs) // 6))
    out = []
    for i, genre in enumerate(jobs):
        cc = pick_country(rng)
        lower = i in lower_idx
        c = Ctx(rng, cc)
        d = Doc(lower=lower)
        fns[genre](c, d)
        text = d.text().rstrip()
        spans = [{"start": s["start"], "end": s["end"], "label": s["label"],
                  "type": s["type"], "text": s["text"]} for s in d.spans]
        spans.sort(key=lambda s: (s["start"], s["end"]))
        out.append({"id": "dev366-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev366-en", "genre": genre, "lowercase": lower,
                             "country": cc}})
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    d = os.path.dirname(os.path.abspath(path))
    os.makedirs(d, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
