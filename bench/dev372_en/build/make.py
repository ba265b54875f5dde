#!/usr/bin/env python3
"""Build dev372_en/notes.jsonl: hospital alcohol care teams and liver outreach.

Usage: python3 build/make.py [--out DIR]   (default DIR: the folder above build/)

All randomness comes from one random.Random(372) created here and passed down.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note, wpick  # noqa: E402
from people import Ctx  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402

PER_GENRE = 36

# (meta genre, builder, relative weight for being one of the all-lower-case notes)
GENRES = [
    ('act_referral', g1.act_referral, 0.10),
    ('auditc_withdrawal_chart', g1.auditc_chart, 0.10),
    ('ciwa_gmaws_record', g1.ciwa_record, 0.10),
    ('brief_intervention', g2.brief_intervention, 0.30),
    ('thiamine_prescription_check', g2.thiamine_check, 0.10),
    ('fibroscan_clinic', g2.fibroscan, 0.12),
    ('community_handover', g3.community_handover, 0.15),
    ('frequent_attender_review', g3.frequent_attender, 0.12),
    ('discharge_plan', g3.discharge_plan, 0.12),
    ('outreach_contact_log', g4.outreach_log, 0.38),
    ('driving_fitness_record', g4.driving_fitness, 0.12),
    ('sbar_escalation', g4.sbar, 0.25),
    ('epr_message_thread', g4.epr_thread, 0.22),
]

COUNTRY_MIX = [('eng', 26), ('sco', 11), ('ire', 12), ('aus', 16), ('nzl', 11), ('can', 11), ('usa', 13)]


def build(rng):
    plan = []
    for gi, (name, fn, plow) in enumerate(GENRES):
        plan.extend([gi] * PER_GENRE)
    rng.shuffle(plan)
    # exactly one note in six is all lower case; genres with informal writing get more
    keys = [(rng.random() ** (1.0 / GENRES[gi][2]), i) for i, gi in enumerate(plan)]
    keys.sort(reverse=True)
    lower_ids = sorted(i for _, i in keys[:round(len(plan) / 6.0)])
    out = []
    for i, gi in enumerate(plan):
        name, fn, plow = GENRES[gi]
        cc = wpick(rng, COUNTRY_MIX)
        lower = i in lower_ids
        c = Ctx(rng, cc, name)
        n = Note(lower=lower)
        fn(rng, c, n)
        text = n.text().rstrip()
        for s in n.spans:
            assert s['end'] <= len(text)
        out.append({
            'id': 'dev372-%04d' % (i + 1),
            'text': text,
            'spans': n.spans,
            'meta': {'source': 'dev372-en', 'genre': name, 'lowercase': lower, 'country': c.country},
        })
    return out


def main(argv):
    out_dir = os.path.dirname(HERE)
    if '--out' in argv:
        out_dir = argv[argv.index('--out') + 1]
    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(372)
    notes = build(rng)
    path = os.path.join(out_dir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), path))


if __name__ == '__main__':
    main(sys.argv[1:])
