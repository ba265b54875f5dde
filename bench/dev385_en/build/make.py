#!/usr/bin/env python3
"""Build dev385_en/notes.jsonl: community drug treatment notes with PHI spans.

One generator, random.Random(385), is created here and passed to every helper.
Usage: python3 build/make.py [--out PATH]
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note, wpick  # noqa: E402
from ctx import make_case, COUNTRY_NAME  # noqa: E402
import g_assess  # noqa: E402
import g_pharm  # noqa: E402
import g_lab  # noqa: E402
import g_nsp  # noqa: E402
import g_care  # noqa: E402
import g_own  # noqa: E402

# (genre, builder, number of notes, own genre?)
GENRES = [
    ('comprehensive_assessment', g_assess.g_assessment, 32, False),
    ('prescribing_review', g_assess.g_review, 32, False),
    ('supervised_consumption_letter', g_pharm.g_supervised_letter, 32, False),
    ('urine_drug_screen_result', g_lab.g_uds, 32, False),
    ('needle_exchange_log', g_nsp.g_nsp_log, 32, False),
    ('naloxone_supply_record', g_pharm.g_naloxone, 32, False),
    ('hcv_test_and_treat', g_lab.g_hcv, 32, False),
    ('keyworker_session', g_nsp.g_keyworker, 32, False),
    ('recovery_care_plan', g_care.g_care_plan, 32, False),
    ('gp_shared_care_letter', g_care.g_shared_care, 32, False),
    ('missed_dose_notification', g_pharm.g_missed_dose, 32, True),
    ('transfer_of_care_summary', g_own.g_transfer, 32, True),
    ('depot_buprenorphine_record', g_own.g_depot, 32, True),
]
COUNTRIES = [('UK', 32), ('AU', 16), ('IE', 13), ('NZ', 11), ('CA', 14), ('US', 14)]


def build(rng):
    plan = []
    for gname, fn, k, _own in GENRES:
        plan += [(gname, fn)] * k
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (gname, fn) in enumerate(plan):
        cc = wpick(rng, COUNTRIES)
        case = make_case(rng, cc)
        note = Note(lower=i in lower_idx)
        fn(rng, case, note)
        text = note.text().rstrip()
        for sp in note.spans:
            if sp['end'] > len(text):
                raise ValueError('span beyond text end')
        rec = {
            'id': 'dev385-%04d' % (i + 1),
            'text': text,
            'spans': note.spans,
            'meta': {'source': 'dev385-en', 'genre': gname, 'lowercase': note.lower,
                     'country': COUNTRY_NAME[cc]},
        }
        out.append(rec)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(os.path.dirname(HERE), 'notes.jsonl'))
    args = ap.parse_args()
    rng = random.Random(385)
    recs = build(rng)
    with open(args.out, 'w', encoding='utf-8', newline='\n') as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans to %s' % (len(recs), sum(len(r['spans']) for r in recs), args.out))


if __name__ == '__main__':
    main()
