"""Build ../notes.jsonl for dev222_en (author 222).

Usage: python3 make.py [--only GENRE] [--n K]
All randomness comes from random.Random(222); output is independent of hash seed.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import people  # noqa: E402
import g_hosp  # noqa: E402
import g_disc  # noqa: E402
import g_comm  # noqa: E402
import g_admin  # noqa: E402
import g_extra  # noqa: E402

# genre name, function, probability the note is from the UK
GENRES = [
    ('medicines_reconciliation', g_hosp.med_rec, 0.55, (24, 98, 80)),
    ('clinical_pharmacist_ward_note', g_hosp.ward_note, 0.5, (19, 97, 76)),
    ('discharge_prescription_counselling', g_disc.discharge, 0.55, (20, 97, 74)),
    ('community_pharmacy_consultation', g_comm.consult, 0.6, (15, 82, 30)),
    ('controlled_drug_register', g_comm.cd_register, 0.55, (22, 94, 60)),
    ('anticoagulation_clinic', g_disc.anticoag, 0.55, (30, 96, 76)),
    ('pharmacy_intervention_error_report', g_admin.incident, 0.5, (18, 97, 70)),
    ('prior_authorization_formulary_exception', g_admin.prior_auth, 0.3, (18, 88, 58)),
    ('medication_review_letter', g_disc.review_letter, 0.55, (45, 99, 79)),
    ('vaccination_record', g_comm.vaccination, 0.5, (16, 95, 68)),
    ('travel_health_consultation', g_extra.travel, 0.6, (18, 76, 34)),
    ('home_delivery_compliance_aid_log', g_extra.delivery, 0.55, (50, 101, 84)),
    ('eprescription_audit_log', g_extra.audit_log, 0.5, (18, 92, 55)),
]
PER_GENRE = 34

SIG_WEIGHTS = [0, 1, 2, 3, 4, 5, 6]


def make_roster(rng, uk, k):
    out = []
    for _ in range(k):
        a = people.make_staff(rng, uk, 'pharmacist')
        a['dstyle'] = rng.choice(core.UK_STYLES if uk else core.US_STYLES)
        a['sstyle'] = rng.choice(core.UK_SHORT if uk else core.US_SHORT)
        a['sig'] = rng.choice(SIG_WEIGHTS)
        a['typo'] = rng.choice([0.0, 0.0, 0.004, 0.008, 0.015, 0.03])
        out.append(a)
    return out


def build(only=None, limit=None):
    rng = random.Random(222)
    rosters = {True: make_roster(rng, True, 28), False: make_roster(rng, False, 28)}
    schedule = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(schedule)
    if only:
        schedule = [g for g in schedule if g[0] == only]
    if limit:
        schedule = schedule[:limit]
    total = len(schedule)
    lower = sorted(rng.sample(range(total), total // 6))
    lower_flags = [False] * total
    for i in lower:
        lower_flags[i] = True
    rows = []
    for i, (gname, fn, ukp, ages) in enumerate(schedule):
        uk = rng.random() < ukp
        author = rng.choice(rosters[uk])
        ctx = people.Ctx(rng, uk, author=author, age_range=ages)
        note = core.Note(rng, lower=lower_flags[i], typo=author['typo'])
        fn(note, ctx)
        text, spans = note.result()
        spans = sorted(spans, key=lambda s: s['start'])
        rows.append({
            'id': 'dev222-%04d' % (i + 1),
            'text': text,
            'spans': [{'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'],
                       'text': s['text']} for s in spans],
            'meta': {'source': 'dev222-en', 'genre': gname, 'lowercase': lower_flags[i],
                     'country': 'UK' if uk else 'US'},
        })
    return rows


def main():
    only = None
    limit = None
    out = os.path.join(HERE, '..', 'notes.jsonl')
    args = sys.argv[1:]
    if '--only' in args:
        only = args[args.index('--only') + 1]
    if '--n' in args:
        limit = int(args[args.index('--n') + 1])
    if '--out' in args:
        out = args[args.index('--out') + 1]
    rows = build(only, limit)
    with open(out, 'w', encoding='utf-8', newline='\n') as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(rows), os.path.normpath(out)))


if __name__ == '__main__':
    main()
