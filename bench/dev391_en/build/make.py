#!/usr/bin/env python3
"""Builds dev391_en/notes.jsonl: gout and crystal arthritis clinic notes with gold PHI spans.

Usage: python3 build/make.py [--out DIR]   (default DIR: the dev391_en folder)
Standard library only; exactly one random generator, random.Random(391), created here and passed on.
"""
import argparse
import datetime as dt
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import g_acute  # noqa: E402
import g_clinic  # noqa: E402
import g_lab  # noqa: E402
import g_nurse  # noqa: E402
import phi  # noqa: E402

# genre -> (writer, number of notes, number of all-lower-case notes, own genre?)
GENRES = {
    "rheumatology gout clinic letter": (g_clinic.gout_clinic_letter, 40, 3, False),
    "nurse-led urate titration record": (g_nurse.nurse_titration_record, 38, 8, False),
    "joint aspiration and crystal microscopy report": (g_lab.aspiration_microscopy_report, 34, 3, False),
    "acute flare telephone advice": (g_acute.flare_telephone_advice, 38, 14, False),
    "ultrasound and DECT report": (g_lab.ultrasound_dect_report, 34, 2, False),
    "GP shared-care letter": (g_clinic.gp_shared_care_letter, 33, 2, False),
    "dietary advice record": (g_nurse.dietary_advice_record, 34, 7, False),
    "emergency department flare attendance note": (g_acute.ed_flare_attendance, 36, 8, False),
    "renal function monitoring record": (g_nurse.renal_monitoring_record, 33, 5, False),
    "patient education session record": (g_nurse.patient_education_record, 34, 7, False),
    "clinical pharmacist medication review": (g_clinic.pharmacist_medication_review, 32, 5, True),
    "work capacity certificate": (g_acute.work_capacity_certificate, 34, 5, True),
}
COUNTRY_WEIGHTS = {"GB": 30, "US": 20, "AU": 15, "NZ": 12, "CA": 12, "IE": 11}
START = dt.date(2021, 3, 1)


def build(rng):
    slots = []
    for g in sorted(GENRES):
        _, k, low, _ = GENRES[g]
        lows = set(rng.sample(range(k), low))
        slots.extend((g, i in lows) for i in range(k))
    rng.shuffle(slots)
    notes = []
    for idx, (g, lower) in enumerate(slots):
        cc = phi.wchoice(rng, COUNTRY_WEIGHTS)
        visit = START + dt.timedelta(days=rng.randint(0, 1550))
        c = case.new_case(rng, cc, visit, working=(g == "work capacity certificate"))
        n = phi.Note(rng, c, lower)
        GENRES[g][0](n)
        text = n.text()
        spans = sorted(n.spans, key=lambda s: s["start"])
        notes.append({
            "id": "dev391-%04d" % (idx + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev391-en", "genre": g, "lowercase": text == text.lower(), "country": cc},
        })
    return notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(HERE))
    args = ap.parse_args()
    rng = random.Random(391)
    notes = build(rng)
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
