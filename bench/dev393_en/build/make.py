#!/usr/bin/env python3
"""Build dev393_en/notes.jsonl.

usage: python3 build/make.py [--out DIR]     (default: the set folder, one level above build/)

One random generator, random.Random(393), is created here and passed to every
helper. Offsets are recorded while each note is assembled (see doc.Doc).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from doc import Doc  # noqa: E402
from ctx import Ctx, weighted  # noqa: E402
import g_visits  # noqa: E402
import g_tests  # noqa: E402
import g_plans  # noqa: E402
import g_letters  # noqa: E402

# (genre key, meta genre name, builder, own genre?, young patient?, lower-case probability)
GENRES = [
    ('home_visit', 'community respiratory home visit', g_visits.home_visit, False, False, 0.17),
    ('spirometry', 'spirometry report', g_tests.spirometry, False, False, 0.06),
    ('inhaler', 'inhaler technique review', g_tests.inhaler, False, False, 0.18),
    ('rescue_plan', 'COPD self-management and rescue pack plan', g_plans.rescue_plan, False, False, 0.08),
    ('esd', 'early supported discharge note', g_visits.esd, False, False, 0.17),
    ('oxygen', 'home oxygen assessment', g_tests.oxygen, False, False, 0.12),
    ('asthma', 'asthma annual review', g_plans.asthma_review, False, True, 0.15),
    ('triage', 'telephone triage log', g_visits.triage, False, False, 0.45),
    ('mdt', 'respiratory MDT note', g_letters.mdt, False, False, 0.12),
    ('gp_letter', 'GP letter', g_letters.gp_letter, False, False, 0.04),
    ('rehab', 'pulmonary rehabilitation assessment', g_plans.rehab, True, False, 0.17),
    ('telehealth', 'telehealth monitoring review', g_letters.telehealth, True, False, 0.22),
    ('equipment', 'equipment loan record', g_letters.equipment, True, False, 0.18),
]
PER_GENRE = 31
COUNTRY_W = {'UK': 37, 'IE': 12, 'AU': 15, 'NZ': 10, 'CA': 13, 'US': 13}


def build():
    rng = random.Random(393)
    order = []
    for g in GENRES:
        order += [g] * PER_GENRE
    rng.shuffle(order)
    notes = []
    for i, (key, gname, fn, own, young, lowp) in enumerate(order):
        country = weighted(rng, COUNTRY_W)
        lower = rng.random() < lowp
        typo = rng.choice([0.0, 0.0, 0.0, 0.04, 0.1, 0.2])
        cx = Ctx(rng, country, young=young)
        d = Doc(rng, lower=lower, typo_rate=typo)
        fn(d, cx, rng)
        text, spans = d.result()
        text = text.rstrip()
        for sp in spans:
            assert sp['end'] <= len(text)
        notes.append({
            'id': 'dev393-%04d' % (i + 1),
            'text': text,
            'spans': spans,
            'meta': {'source': 'dev393-en', 'genre': gname, 'lowercase': text == text.lower(),
                     'country': country},
        })
    return notes


def main(argv):
    out = os.path.dirname(HERE)
    if '--out' in argv:
        out = argv[argv.index('--out') + 1]
    os.makedirs(out, exist_ok=True)
    notes = build()
    path = os.path.join(out, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False, sort_keys=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), path))


if __name__ == '__main__':
    main(sys.argv[1:])
