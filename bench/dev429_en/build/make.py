#!/usr/bin/env python3
"""Build bench/dev429_en/notes.jsonl.

All randomness comes from one random.Random(429) created here and passed down.
Usage: python3 build/make.py [--out PATH]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_imaging  # noqa: E402
import g_inpatient  # noqa: E402
import g_letters  # noqa: E402
import g_procedures  # noqa: E402

SEED = 429
GENRES = [  # (meta.genre, writer, number of notes)
    ("achd_clinic_letter", g_letters.clinic_letter, 50),
    ("echocardiography_report", g_imaging.echo_report, 42),
    ("cardiac_mri_report", g_imaging.cmr_report, 38),
    ("cpet_report", g_imaging.cpet_report, 36),
    ("cardiac_catheter_report", g_procedures.cath_report, 36),
    ("pregnancy_counselling_note", g_letters.pregnancy_counselling, 40),
    ("transition_clinic_note", g_letters.transition_clinic, 38),
    ("surgical_mdt_outcome", g_procedures.surgical_mdt, 36),
    ("inpatient_admission_note", g_inpatient.inpatient_admission, 40),
    ("specialist_nurse_telephone", g_inpatient.nurse_call, 44),
    ("device_clinic_check", g_procedures.device_clinic, 36),
    ("discharge_summary", g_inpatient.discharge_summary, 36),
]


def build(rng):
    order = []
    for name, fn, n in GENRES:
        order += [(name, fn)] * n
    rng.shuffle(order)
    total = len(order)
    lower_idx = set(rng.sample(range(total), int(round(total / 6.0))))
    notes = []
    for i, (name, fn) in enumerate(order):
        lower = i in lower_idx
        d, K = fn(rng, lower)
        text, spans = d.result()
        text_stripped = text.rstrip("\n") + "\n"
        # trailing newlines are plain text; spans never reach them
        notes.append({"id": "dev429-%04d" % (i + 1), "text": text_stripped,
                      "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                                 "type": s["type"], "text": s["text"]} for s in spans],
                      "meta": {"source": "dev429-en", "genre": name, "lowercase": lower, "country": K.c}})
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(SEED)
    notes = build(rng)
    d = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(d):
        os.makedirs(d)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
