#!/usr/bin/env python3
"""Build bench/dev427_en/notes.jsonl (paediatric surgery PHI evaluation set, author 427).

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(427) created here and passed down.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from case import Case, wchoice  # noqa: E402
from common import Doc  # noqa: E402
import g_clerk  # noqa: E402
import g_opnote  # noqa: E402
import g_anaes  # noqa: E402
import g_daycase  # noqa: E402
import g_ward  # noqa: E402
import g_consent  # noqa: E402
import g_letter  # noqa: E402
import g_us  # noqa: E402
import g_discharge  # noqa: E402
import g_phone  # noqa: E402
import g_referral  # noqa: E402
import g_neonatal  # noqa: E402

GENRES = [
    ('surgical_clerking', g_clerk, 34),
    ('operation_note', g_opnote, 34),
    ('anaesthetic_record', g_anaes, 33),
    ('day_case_list', g_daycase, 32),
    ('ward_round_note', g_ward, 34),
    ('parent_information_consent', g_consent, 33),
    ('outpatient_clinic_letter', g_letter, 34),
    ('ultrasound_report', g_us, 33),
    ('discharge_summary', g_discharge, 34),
    ('nurse_telephone_follow_up', g_phone, 33),
    ('gp_referral_letter', g_referral, 33),
    ('neonatal_surgical_transfer', g_neonatal, 32),
]
COUNTRY_W = {'UK': 32, 'US': 20, 'IE': 16, 'AU': 16, 'CA': 16}


def build(rng):
    plan = []
    for name, mod, n in GENRES:
        plan += [(name, mod)] * n
    rng.shuffle(plan)
    lower = set(rng.sample(range(len(plan)), round(len(plan) / 6)))
    out = []
    for i, (name, mod) in enumerate(plan):
        country = wchoice(rng, COUNTRY_W)
        cond = rng.choice(mod.CONDS)
        low = i in lower
        c = Case(rng, country, cond, low)
        d = Doc(rng, low)
        mod.make(rng, c, d)
        text = d.text()
        spans = []
        for s in d.spans:
            spans.append({'start': s['start'], 'end': s['end'], 'label': s['label'],
                          'type': s['type'], 'text': s['text']})
        out.append({'id': 'dev427-%04d' % (i + 1), 'text': text, 'spans': spans,
                    'meta': {'source': 'dev427-en', 'genre': name, 'lowercase': low,
                             'country': country}})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(os.path.dirname(HERE), 'notes.jsonl'))
    a = ap.parse_args()
    rng = random.Random(427)
    notes = build(rng)
    with open(a.out, 'w', encoding='utf-8', newline='\n') as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), a.out))


if __name__ == '__main__':
    main()
