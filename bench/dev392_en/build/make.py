#!/usr/bin/env python3
"""Build dev392_en/notes.jsonl (author 392, adult liaison psychiatry).

usage: python3 build/make.py [--out PATH]

One random generator, random.Random(392), is created here and passed down.
Offsets are recorded while each note is assembled (see note.py).
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import country as C  # noqa: E402
import genres_ed as GE  # noqa: E402
import genres_letters as GL  # noqa: E402
import genres_misc as GM  # noqa: E402
import genres_ward as GW  # noqa: E402
from ctx import Ctx  # noqa: E402
from note import Note  # noqa: E402

# (genre, generator, patient age range, weight for lower-case rendering, own genre?)
GENRES = [
    ("ed_psychosocial_assessment", GE.ed_psychosocial, (18, 78), 0.25, False),
    ("ward_liaison_consultation", GW.ward_consult, (24, 96), 0.20, False),
    ("mental_capacity_assessment", GW.capacity, (45, 98), 0.10, False),
    ("risk_assessment_safety_plan", GE.risk_safety, (18, 75), 0.15, False),
    ("mha_assessment_record", GM.mha, (18, 82), 0.10, False),
    ("crisis_team_referral", GE.crisis_referral, (18, 80), 0.20, False),
    ("gp_discharge_letter", GL.gp_letter, (18, 92), 0.03, False),
    ("followup_appointment_letter", GL.followup_letter, (18, 85), 0.03, False),
    ("frequent_attender_care_plan", GL.frequent_attender, (19, 74), 0.10, False),
    ("liaison_handover_note", GM.handover, (18, 90), 0.40, False),
    ("collateral_history_record", GM.collateral, (18, 94), 0.25, True),
    ("psychotropic_medication_review", GW.med_review, (22, 92), 0.15, True),
]
NOTES_PER_GENRE = 35


def build(rng):
    plan = []
    for g in GENRES:
        plan += [g] * NOTES_PER_GENRE
    rng.shuffle(plan)
    built = []
    for genre, fn, ages, low_w, _own in plan:
        cc = rng.choices(C.COUNTRIES, weights=C.COUNTRY_WEIGHTS)[0]
        c = Ctx(rng, cc, genre, ages)
        c.hstyle = rng.randrange(4)
        n = Note(rng, typo_rate=0.05 if rng.random() < 0.35 else 0.0)
        fn(c, n)
        built.append((genre, cc, n, low_w))
    # exactly one note in six is rendered entirely in lower case; genres that are
    # typed quickly (handover, ED, collateral) are more likely to be chosen
    # (weighted sampling without replacement, Efraimidis-Spirakis keys)
    keys = [(rng.random() ** (1.0 / w), i) for i, (_g, _c, _n, w) in enumerate(built)]
    keys.sort(reverse=True)
    lower = {i for _k, i in keys[:round(len(built) / 6)]}
    out = []
    for i, (genre, cc, n, _w) in enumerate(built):
        text, spans = n.finish(lower=i in lower)
        text = text.rstrip()
        out.append({
            "id": "dev392-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev392-en", "genre": genre, "lowercase": text == text.lower(),
                     "country": cc},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    rng = random.Random(392)
    notes = build(rng)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
