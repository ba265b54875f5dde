"""Build /work/main/bench/dev196_en/notes.jsonl (author 196). Python 3.11 stdlib only.

Usage: python3 build/make.py
All randomness comes from random.Random(196); output is independent of PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import g_letters  # noqa: E402
import g_periop  # noqa: E402
import g_portal  # noqa: E402
import g_sports  # noqa: E402
import g_trauma  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
PER_GENRE = 32

GENRES = [
    ("fracture_clinic_note", g_trauma.fracture_clinic, 0.15),
    ("orthopaedic_operative_note", g_trauma.op_note, 0.15),
    ("sports_injury_assessment", g_sports.sports_assessment, 0.15),
    ("physiotherapy_treatment_log", g_sports.physio_log, 0.15),
    ("mri_report", g_sports.mri_report, 0.15),
    ("preop_assessment_checklist", g_periop.preop_checklist, 0.15),
    ("postop_ward_round", g_periop.ward_round, 0.15),
    ("implant_registry_form", g_periop.registry_form, 0.15),
    ("work_sport_clearance_letter", g_sports.clearance_letter, 0.15),
    ("outpatient_followup_letter", g_letters.followup_letter, 0.15),
    ("ed_orthopaedic_referral", g_trauma.ed_referral, 0.15),
    ("workers_comp_medicolegal_report", g_letters.wc_report, 0.15),
    ("patient_portal_messages", g_portal.portal_thread, 0.30),
]


def build():
    rng = random.Random(196)
    jobs = []
    for gi, (name, fn, lp) in enumerate(GENRES):
        for k in range(PER_GENRE):
            jobs.append((gi, "US" if k % 2 == 0 else "IE"))
    rng.shuffle(jobs)
    rows = []
    for i, (gi, country) in enumerate(jobs):
        name, fn, lp = GENRES[gi]
        lower = rng.random() < lp
        note = fn(rng, country, lower)
        text = note.text()
        spans = note.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (name, s)
        rows.append({
            "id": "dev196-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev196-en", "genre": name, "lowercase": lower, "country": country},
        })
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    rows = build()
    print("wrote %d notes to %s" % (len(rows), OUT))
