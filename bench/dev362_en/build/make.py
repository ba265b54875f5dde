#!/usr/bin/env python3
"""Build dev362_en/notes.jsonl.

Usage: python3 build/make.py [--out DIR]   (default DIR: the folder above build/)
One random.Random(362) drives everything; output does not depend on PYTHONHASHSEED.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402

PER_GENRE = 31

# (meta.genre, function, country weights)
SCREEN_W = [('UK', 60), ('IE', 10), ('AU', 10), ('NZ', 8), ('CA', 6), ('US', 6)]
CLIN_W = [('UK', 34), ('IE', 10), ('AU', 15), ('NZ', 10), ('CA', 13), ('US', 18)]
GENRES = [
    ('aaa_screening_invitation', GA.invitation, SCREEN_W),
    ('screening_ultrasound_result', GA.result, SCREEN_W),
    ('surveillance_recall_tracker', GA.tracker, SCREEN_W),
    ('failsafe_dna_log', GA.failsafe, SCREEN_W),
    ('vascular_clinic_letter', GB.clinic_letter, CLIN_W),
    ('operation_note', GB.op_note, CLIN_W),
    ('ct_angiogram_report', GB.cta_report, CLIN_W),
    ('mdt_outcome', GB.mdt, CLIN_W),
    ('postop_ward_round', GC.ward_round, CLIN_W),
    ('discharge_summary', GC.discharge, CLIN_W),
    ('gp_referral_to_vascular', GD.referral, CLIN_W),          # own addition
    ('implant_traceability_record', GD.implant, CLIN_W),       # own addition
    ('preop_assessment', GD.preassess, CLIN_W),                # own addition
]


def weighted(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.randrange(tot)
    for k, w in pairs:
        if x < w:
            return k
        x -= w
    return pairs[-1][0]


def build():
    rng = random.Random(362)
    slots = [i for i in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(slots)
    total = len(slots)
    lower_set = sorted(rng.sample(range(total), round(total / 6)))
    lower_flags = [False] * total
    for i in lower_set:
        lower_flags[i] = True
    out = []
    for idx, gi in enumerate(slots):
        name, fn, weights = GENRES[gi]
        cc = weighted(rng, weights)
        c = core.Ctx(rng, cc, lower_flags[idx])
        fn(c)
        text = c.n.text()
        spans = sorted(c.n.spans, key=lambda s: s['start'])
        out.append({
            'id': 'dev362-%04d' % (idx + 1),
            'text': text,
            'spans': [{'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'], 'text': s['text']}
                      for s in spans],
            'meta': {'source': 'dev362-en', 'genre': name, 'lowercase': lower_flags[idx],
                     'country': core.P.COUNTRY_NAME[cc]},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.dirname(HERE))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    notes = build()
    path = os.path.join(args.out, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), path))


if __name__ == '__main__':
    main()
