"""Build bench/dev423_en/notes.jsonl (and README.md).

usage: python3 build/make.py [--out DIR]

All randomness comes from one random.Random(423) created here and passed down."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import readme  # noqa: E402

GENRES = [
    ('minor_injury_triage', genres_a.triage),
    ('clinician_assessment', genres_a.assessment),
    ('xray_request_report', genres_a.xray),
    ('wound_closure_record', genres_b.wound),
    ('fracture_clinic_referral', genres_b.fracture_referral),
    ('discharge_advice', genres_b.discharge_advice),
    ('safeguarding_referral', genres_c.safeguarding),
    ('work_school_note', genres_e.work_school_note),
    ('telephone_followup', genres_e.telephone_followup),
    ('letter_to_gp', genres_d.gp_letter),
    ('eye_injury_referral', genres_b.eye_referral),
    ('dressing_clinic_review', genres_d.dressing_review),
    ('attendance_audit_summary', genres_d.audit_summary),
]
PER_GENRE = 32
COUNTRY_W = [('GB', 0.45), ('IE', 0.13), ('AU', 0.11), ('US', 0.12), ('CA', 0.11), ('NZ', 0.08)]


def pick_country(rng):
    r = rng.random()
    acc = 0.0
    for cc, w in COUNTRY_W:
        acc += w
        if r < acc:
            return cc
    return COUNTRY_W[-1][0]


def build(rng):
    order = []
    for name, fn in GENRES:
        order += [(name, fn)] * PER_GENRE
    rng.shuffle(order)
    total = len(order)
    lower = set(rng.sample(range(total), total // 6))
    notes = []
    for i, (name, fn) in enumerate(order):
        cc = pick_country(rng)
        note, _case = fn(rng, cc)
        low = i in lower
        text, spans = note.finish(lower=low)
        notes.append({'id': 'dev423-%04d' % (i + 1), 'text': text, 'spans': spans,
                      'meta': {'source': 'dev423-en', 'genre': name, 'lowercase': low, 'country': cc}})
    return notes


def main(argv):
    out = os.path.dirname(HERE)
    if '--out' in argv:
        out = argv[argv.index('--out') + 1]
    os.makedirs(out, exist_ok=True)
    rng = random.Random(423)
    notes = build(rng)
    with open(os.path.join(out, 'notes.jsonl'), 'w', encoding='utf-8', newline='\n') as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + '\n')
    with open(os.path.join(out, 'README.md'), 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(readme.render(notes, [g for g, _ in GENRES]))
    print('wrote %d notes to %s' % (len(notes), out))


if __name__ == '__main__':
    main(sys.argv[1:])
