#!/usr/bin/env python3
"""Build dev378_en/notes.jsonl: independent English glaucoma-domain PHI evaluation set.

Usage: python3 build/make.py [--out PATH]
Standard library only; exactly one random generator (seed 378) is created here and passed around.
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_clinic  # noqa: E402
import g_community  # noqa: E402
import g_other  # noqa: E402
import g_theatre  # noqa: E402
import typos  # noqa: E402

SEED = 378
NOTES_PER_GENRE = 32
# genre, generator, number of all-lower-case notes, own genre?
GENRES = [
    ("glaucoma_clinic_letter", g_clinic.clinic_letter, 2, False),
    ("virtual_glaucoma_clinic_review", g_clinic.virtual_review, 5, False),
    ("visual_field_oct_report", g_clinic.vf_oct_report, 1, False),
    ("slt_laser_procedure_note", g_theatre.slt_note, 3, False),
    ("optometrist_referral", g_community.optom_referral, 2, False),
    ("community_optometrist_shared_care_record", g_community.shared_care, 11, False),
    ("trabeculectomy_operative_note", g_theatre.trab_note, 1, False),
    ("postoperative_day1_review", g_theatre.postop_day1, 8, False),
    ("drop_adherence_telephone_call", g_community.adherence_call, 14, False),
    ("eye_casualty_note", g_other.eye_casualty, 11, False),
    ("driving_vision_assessment", g_other.driving_assessment, 1, True),
    ("sight_impairment_certificate", g_other.sight_certificate, 1, True),
    ("patient_portal_message_thread", g_other.portal_message, 9, True),
]
# quickly typed genres in which about half the notes carry natural typos
TYPO_GENRES = {"drop_adherence_telephone_call", "eye_casualty_note", "postoperative_day1_review",
               "community_optometrist_shared_care_record", "patient_portal_message_thread",
               "virtual_glaucoma_clinic_review"}
# notes per country within each genre of 32
COUNTRY_SPLIT = [("GB", 10), ("IE", 4), ("AU", 5), ("NZ", 4), ("CA", 4), ("US", 5)]


def plan(rng):
    slots = []
    for genre, fn, n_lower, _own in GENRES:
        countries = [c for c, k in COUNTRY_SPLIT for _ in range(k)]
        assert len(countries) == NOTES_PER_GENRE
        rng.shuffle(countries)
        lowers = [True] * n_lower + [False] * (NOTES_PER_GENRE - n_lower)
        rng.shuffle(lowers)
        for c, low in zip(countries, lowers):
            slots.append((genre, fn, c, low))
    rng.shuffle(slots)
    return slots


def build(rng):
    out = []
    for i, (genre, fn, country, low) in enumerate(plan(rng)):
        x = core.Ctx(rng, country)
        n = core.Note(lower=low)
        if genre in TYPO_GENRES and rng.random() < 0.5:
            n.hook = typos.Typist(rng, 0.07)
        fn(n, x)
        text = n.text()
        out.append({
            "id": "dev378-%04d" % (i + 1),
            "text": text,
            "spans": n.spans,
            "meta": {"source": "dev378-en", "genre": genre, "lowercase": text == text.lower(),
                     "country": country},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    rng = random.Random(SEED)
    notes = build(rng)
    d = os.path.dirname(os.path.abspath(a.out))
    os.makedirs(d, exist_ok=True)
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes), a.out))


if __name__ == "__main__":
    main()
