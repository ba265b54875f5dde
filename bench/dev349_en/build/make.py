#!/usr/bin/env python3
"""Build dev349_en/notes.jsonl: adult safeguarding and domestic abuse advocacy
notes from hospitals in six English-speaking countries.

Usage: python3 build/make.py [--out PATH]
All randomness comes from the single random.Random(349) made here.
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from case import Case  # noqa: E402
from core import Note, LABEL  # noqa: E402
import g_ref  # noqa: E402
import g_note  # noqa: E402
import g_meet  # noqa: E402
import g_alert  # noqa: E402
import g_plan  # noqa: E402
import g_own  # noqa: E402

IPV = [('ipv', 80), ('hba', 10), ('family', 10)]
ADULT = [('ipv', 35), ('elder', 32), ('carer', 22), ('family', 11)]

# (genre id, builder, scenario weights or None for the default mix, own addition?)
GENRES = [
    ('safeguarding_concern_referral', g_ref.safeguarding_referral, ADULT, False),
    ('idva_contact_note', g_note.idva_contact_note, IPV, False),
    ('risk_assessment_checklist', g_note.dash_checklist, IPV, False),
    ('marac_referral_form', g_ref.marac_referral, IPV, False),
    ('strategy_meeting_minutes', g_meet.strategy_minutes, ADULT, False),
    ('ed_flag_alert', g_alert.ed_alert, None, False),
    ('police_liaison_log', g_alert.police_log, IPV, False),
    ('discharge_safety_plan', g_plan.discharge_plan, None, False),
    ('multiagency_email_thread', g_meet.multiagency_email, None, False),
    ('case_closure_summary', g_plan.case_closure, IPV, False),
    ('injury_body_map', g_own.injury_doc, None, True),
    ('protection_order_notice', g_own.order_notice, IPV, True),
    ('record_access_audit', g_alert.access_audit, None, True),
]
PER_GENRE = 34
COUNTRIES = [('GB', 40), ('US', 15), ('AU', 15), ('CA', 10), ('IE', 10), ('NZ', 10)]
GB_SUB = [('ENG', 70), ('SCO', 15), ('WLS', 10), ('NIR', 5)]


def weighted(R, items):
    tot = sum(w for _, w in items)
    r = R.uniform(0, tot)
    for k, w in items:
        r -= w
        if r <= 0:
            return k
    return items[-1][0]


def build(R):
    plan = []
    for gi in range(len(GENRES)):
        plan.extend([gi] * PER_GENRE)
    R.shuffle(plan)
    n_notes = len(plan)
    lower = set(R.sample(range(n_notes), round(n_notes / 6)))
    out = []
    for i, gi in enumerate(plan):
        gid, fn, scen, own = GENRES[gi]
        cc = weighted(R, COUNTRIES)
        sub = weighted(R, GB_SUB) if cc == 'GB' else cc
        case = Case(R, cc, sub, scen)
        note = Note(R, case)
        fn(note, case)
        text = note.text().rstrip('\n') + '\n'
        lc = i in lower
        if lc:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError('lower() changed length in note %d' % i)
            text = low
        spans = []
        last = 0
        for s, e, typ in note.spans:
            if s < last:
                raise ValueError('overlap in note %d' % i)
            last = e
            spans.append({'start': s, 'end': e, 'label': LABEL[typ], 'type': typ, 'text': text[s:e]})
        out.append({
            'id': 'dev349-%04d' % (i + 1),
            'text': text,
            'spans': spans,
            'meta': {'source': 'dev349-en', 'genre': gid, 'lowercase': lc, 'country': cc},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(os.path.dirname(HERE), 'notes.jsonl'))
    args = ap.parse_args()
    R = random.Random(349)
    notes = build(R)
    with open(args.out, 'w', encoding='utf-8', newline='\n') as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), args.out))


if __name__ == '__main__':
    main()
