#!/usr/bin/env python3
"""Build dev388_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

One generator, random.Random(388), is created here and passed to every
helper.  Offsets are recorded while each note is assembled (see phi.Note).
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import places  # noqa: E402
from ctx import Ctx, wchoice  # noqa: E402
from g_acute import advice, sepsis  # noqa: E402
from g_dayunit import chemo_admin, harvest, picc, transfusion  # noqa: E402
from g_lab import bm_report, flow, trial_screen  # noqa: E402
from g_letters import clinic_letter, eot_summary, mdt  # noqa: E402
from phi import Note  # noqa: E402

# (genre name, builder, notes, typo rate, own genre)
GENRES = [
    ('haematology clinic letter', clinic_letter, 31, 0.01, False),
    ('day-unit chemotherapy administration record', chemo_admin, 31, 0.04, False),
    ('bone marrow aspirate and trephine report', bm_report, 31, 0.0, False),
    ('flow cytometry report', flow, 31, 0.0, False),
    ('haematology MDT outcome', mdt, 31, 0.02, False),
    ('transfusion request and record', transfusion, 31, 0.03, False),
    ('neutropenic sepsis admission note', sepsis, 31, 0.12, False),
    ('haematology advice-line log', advice, 31, 0.12, False),
    ('PICC line care record', picc, 31, 0.05, False),
    ('end-of-treatment summary', eot_summary, 31, 0.01, False),
    ('stem cell harvest (apheresis) record', harvest, 31, 0.03, True),
    ('clinical trial eligibility screening note', trial_screen, 31, 0.01, True),
]
SOURCE = 'dev388-en'


def build(rng):
    plan = []
    for g in GENRES:
        plan.extend([g] * g[2])
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    notes = []
    for i, (genre, fn, _, typo, _own) in enumerate(plan):
        country = wchoice(rng, places.COUNTRY_WEIGHTS)
        lower = i in lower_idx
        c = Ctx(rng, country, genre, lower)
        n = Note(rng, lower=lower, us=c.na, typo=typo)
        fn(n, c)
        text = n.text()
        notes.append({
            'id': 'dev388-%04d' % (i + 1),
            'text': text,
            'spans': n.spans,
            'meta': {'source': SOURCE, 'genre': genre, 'lowercase': lower, 'country': country},
        })
    return notes


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(os.path.dirname(HERE), 'notes.jsonl'))
    a = ap.parse_args(argv)
    rng = random.Random(388)
    notes = build(rng)
    with open(a.out, 'w', encoding='utf-8', newline='\n') as f:
        for x in notes:
            f.write(json.dumps(x, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), a.out))


if __name__ == '__main__':
    main()
