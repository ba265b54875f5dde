#!/usr/bin/env python3
"""Build dev384_en/notes.jsonl.

usage: python3 build/make.py [OUTFILE]   (default: the set's notes.jsonl)

One random generator, random.Random(384), is created here and passed to every
function that draws.  Offsets are recorded while each note is assembled
(core.Note); nothing is searched for in finished text.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import people  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

PER_GENRE = 37

# (genre id, function, age range in days (list of ranges), mother is the patient)
GENRES = [
    ("new_birth_visit", genres_a.new_birth_visit, [(9, 16)], False),
    ("six_eight_week_review", genres_a.six_eight_week, [(40, 60)], False),
    ("infant_feeding_clinic", genres_a.feeding_clinic, [(7, 120)], False),
    ("tongue_tie_referral", genres_b.tongue_tie, [(4, 70)], False),
    ("growth_chart_entry", genres_a.growth_chart, [(60, 900)], False),
    ("development_review_asq", genres_b.dev_review, [(330, 430), (700, 900)], False),
    ("postnatal_mood_epds", genres_b.epds_note, [(14, 300)], True),
    ("safeguarding_concern", genres_b.safeguarding, [(7, 1500)], False),
    ("school_nursing_handover", genres_c.school_handover, [(1280, 1600)], False),
    ("telephone_contact_log", genres_c.telephone_log, [(7, 1200)], False),
    ("breast_pump_loan_record", genres_d.pump_loan, [(2, 100)], False),
    ("transfer_in_notification", genres_d.transfer_in, [(14, 1500)], False),
    ("was_not_brought_letter", genres_d.wnb_letter, [(30, 1000)], False),
]

COUNTRY_WEIGHTS = [("ENG", 30), ("SCO", 7), ("WAL", 6), ("NIR", 4), ("IE", 12), ("AU", 15),
                   ("NZ", 10), ("CA", 9), ("US", 7)]


def pick_country(rng):
    tot = sum(w for _, w in COUNTRY_WEIGHTS)
    r = rng.randrange(tot)
    for ck, w in COUNTRY_WEIGHTS:
        if r < w:
            return ck
        r -= w
    return COUNTRY_WEIGHTS[-1][0]


def build(rng):
    plan = []
    for g in GENRES:
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    nlow = int(round(len(plan) / 6.0))
    lowers = [True] * nlow + [False] * (len(plan) - nlow)
    rng.shuffle(lowers)
    notes = []
    negs = 0
    for i, (gid, fn, ranges, mother_patient) in enumerate(plan):
        ck = pick_country(rng)
        lo, hi = core.pick(rng, ranges)
        case = people.make_case(rng, ck, lo, hi, mother_patient=mother_patient)
        lower = lowers[i]
        sloppy = lower or gid == "telephone_contact_log" or rng.random() < 0.3
        n = core.Note(lower=lower, typo_rng=rng if sloppy else None, typo_p=0.15)
        fn(rng, case, n)
        text = n.text()
        if lower:
            assert text == text.lower()
        negs += n.negs
        notes.append({
            "id": "dev384-%04d" % (i + 1),
            "text": text,
            "spans": sorted(n.spans, key=lambda s: s["start"]),
            "meta": {"source": "dev384-en", "genre": gid, "lowercase": text == text.lower(),
                     "country": case.country},
        })
    return notes, negs


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    rng = random.Random(384)
    notes, negs = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    nsp = sum(len(x["spans"]) for x in notes)
    print("wrote %d notes, %d spans, %d builder-marked hard negatives -> %s" % (len(notes), nsp, negs, out))


if __name__ == "__main__":
    main()
