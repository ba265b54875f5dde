#!/usr/bin/env python3
"""Build dev178_en/notes.jsonl (orthopaedic and trauma notes, UK and Australia).

Usage: python3 build/make.py [output_path]
Standard library only; all randomness from random.Random(178); output independent of PYTHONHASHSEED.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import genres4  # noqa: E402

SEED = 178
PER_GENRE = 35
GENRES = [
    ("fracture_clinic_letter", genres1.fracture_clinic_letter),
    ("trauma_ward_round", genres1.trauma_ward_round),
    ("theatre_list_op_note", genres1.theatre_list_op_note),
    ("postop_day1_review", genres1.postop_day1),
    ("physio_progress_note", genres2.physio_note),
    ("discharge_summary", genres2.discharge_summary),
    ("plaster_room_log", genres2.plaster_room_log),
    ("virtual_fracture_clinic_triage", genres2.vfc_triage),
    ("falls_fragility_assessment", genres3.falls_fragility),
    ("xray_followup_review", genres3.xray_review),
    ("trauma_oncall_handover", genres3.trauma_handover),  # own genre
    ("ot_home_visit", genres4.ot_home_visit),  # own genre
    ("fitness_for_work_certificate", genres4.fit_note),  # own genre
]


def build():
    rng = random.Random(SEED)
    schedule = []
    for name, fn in GENRES:
        for _ in range(PER_GENRE):
            schedule.append((name, fn, "UK" if rng.random() < 0.55 else "AU"))
    rng.shuffle(schedule)
    n = len(schedule)
    lower = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = {i: True for i in lower}
    out = []
    for i, (name, fn, country) in enumerate(schedule):
        doc = fn(rng, country)
        lc = lower_set.get(i, False)
        text, spans = doc.finish(lc)
        out.append({
            "id": "dev178-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev178-en", "genre": name, "lowercase": lc, "country": country},
        })
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), path))


if __name__ == "__main__":
    main()
