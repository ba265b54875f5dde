"""Build dev353_en/notes.jsonl.

Usage: python3 build/make.py [--out DIR]   (default DIR: the folder above build/)
All randomness comes from one random.Random(353); no sets or dicts are iterated unsorted.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_care  # noqa: E402
import g_fund  # noqa: E402
import g_hosp  # noqa: E402
import g_letters  # noqa: E402
import g_sw  # noqa: E402
import world  # noqa: E402

GENRES = [
    ('d2a_referral', g_hosp.d2a_referral),
    ('chc_checklist', g_fund.chc_checklist),
    ('funding_panel_decision', g_fund.funding_panel_decision),
    ('brokerage_log', g_care.brokerage_log),
    ('family_meeting_minutes', g_hosp.family_meeting_minutes),
    ('delayed_discharge_tracker', g_hosp.delayed_discharge_tracker),
    ('agency_handover', g_care.agency_handover),
    ('social_work_assessment', g_sw.social_work_assessment),
    ('equipment_request', g_sw.equipment_request),
    ('patient_choice_letter', g_letters.patient_choice_letter),
    ('transport_booking', g_letters.transport_booking),            # own addition
    ('care_home_preadmission', g_care.care_home_preadmission),     # own addition
    ('financial_assessment', g_fund.financial_assessment),         # own addition
]
PER_GENRE = 32
COUNTRY_W = [('GB', 34), ('IE', 12), ('AU', 16), ('NZ', 12), ('CA', 12), ('US', 14)]


def pick_country(r):
    x = r.uniform(0, sum(w for _, w in COUNTRY_W))
    for cc, w in COUNTRY_W:
        x -= w
        if x <= 0:
            return cc
    return COUNTRY_W[-1][0]


def build():
    r = random.Random(353)
    fn = dict(GENRES)
    plan = [g for g, _ in GENRES for _ in range(PER_GENRE)]
    r.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower_idx = sorted(r.sample(range(len(plan)), n_lower))
    lines = []
    for i, g in enumerate(plan):
        cc = pick_country(r)
        lower = i in lower_idx
        c = world.Case(r, cc, lower)
        d = world.Doc(lower)
        fn[g](c, d)
        text = d.text()
        for s in d.spans:
            assert text[s['start']:s['end']] == s['text'], (g, s)
        rec = {'id': 'dev353-%04d' % (i + 1), 'text': text, 'spans': d.spans,
               'meta': {'source': 'dev353-en', 'genre': g, 'lowercase': lower, 'country': cc}}
        lines.append(json.dumps(rec, ensure_ascii=False))
    return '\n'.join(lines) + '\n'


def main():
    out = os.path.dirname(HERE)
    if '--out' in sys.argv:
        out = sys.argv[sys.argv.index('--out') + 1]
    os.makedirs(out, exist_ok=True)
    data = build()
    with open(os.path.join(out, 'notes.jsonl'), 'w', encoding='utf-8', newline='\n') as f:
        f.write(data)
    print('wrote %d notes to %s' % (data.count('\n'), os.path.join(out, 'notes.jsonl')))


if __name__ == '__main__':
    main()
