#!/usr/bin/env python3
"""Build bench/dev240_en/notes.jsonl (author 240). Python 3.11 stdlib only; all randomness from Random(240).

usage: python3 make.py [OUTPUT_PATH]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import core  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("diabetic_foot_clinic_note", genres_a.dfc),
    ("wound_assessment_chart", genres_a.wound_chart),
    ("hyperbaric_oxygen_treatment_log", genres_a.hbot_log),
    ("vascular_referral_letter", genres_b.vascular_letter),
    ("offloading_orthotics_order", genres_b.orthotics_order),
    ("home_nursing_wound_visit", genres_b.home_visit),
    ("amputation_operative_note", genres_c.amp_opnote),
    ("infection_culture_results", genres_c.culture_note),
    ("multidisciplinary_foot_team_minutes", genres_c.mdft_minutes),
    ("telephone_encounter", genres_d.phone_encounter),
    ("foot_admission_discharge_summary", genres_d.discharge_summary),
    ("hbot_preassessment_consent", genres_d.hbot_preassessment),
    ("podiatry_nail_callus_visit", genres_d.podiatry_routine),
]
N_TOTAL = 420
MIN_PER_GENRE = 30
COUNTRY_WEIGHTS = [("US", 40), ("UK", 32), ("ZA", 28)]
FOOTER_GENRES = ["diabetic_foot_clinic_note", "wound_assessment_chart", "hyperbaric_oxygen_treatment_log",
                 "offloading_orthotics_order", "home_nursing_wound_visit", "amputation_operative_note",
                 "infection_culture_results", "telephone_encounter", "foot_admission_discharge_summary",
                 "podiatry_nail_callus_visit"]
DEFAULT_OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def schedule(r):
    sched = []
    for g, _ in GENRES:
        sched.extend([g] * MIN_PER_GENRE)
    while len(sched) < N_TOTAL:
        sched.append(GENRES[r.randrange(len(GENRES))][0])
    r.shuffle(sched)
    lower = [False] * N_TOTAL
    for i in r.sample(range(N_TOTAL), round(N_TOTAL / 6)):
        lower[i] = True
    return sched, lower


def build():
    r = random.Random(240)
    sched, lower = schedule(r)
    fns = dict(GENRES)
    out = []
    for i, g in enumerate(sched):
        country = core.wchoice(r, COUNTRY_WEIGHTS)
        n = core.Note(r, country, lower[i], g)
        fns[g](n)
        if g in FOOTER_GENRES and r.random() < 0.3:
            common.footer(n)
        text = n.text()
        prev_end = 0
        for s in n.spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
            assert s["start"] >= prev_end, (i, s)
            prev_end = s["end"]
        out.append({
            "id": "dev240-%04d" % (i + 1),
            "text": text,
            "spans": n.spans,
            "meta": {"source": "dev240-en", "genre": g, "lowercase": lower[i], "country": country},
        })
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUT
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(x["spans"]) for x in notes), path))


if __name__ == "__main__":
    main()
