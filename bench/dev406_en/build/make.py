"""Entry point: build bench/dev406_en/notes.jsonl (dev406_en).

Usage: python3 build/make.py [OUT_PATH]
One random.Random(406) is created here and passed everywhere.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note  # noqa: E402
from case import Case, weighted  # noqa: E402
from countries import ORDER, WEIGHTS  # noqa: E402
import g_a  # noqa: E402
import g_b  # noqa: E402
import g_c  # noqa: E402
import g_d  # noqa: E402

GENRES = [
    ('wheelchair_service_referral', g_a.referral),
    ('seating_assessment', g_a.seating),
    ('powered_wheelchair_driving_assessment', g_b.driving),
    ('pressure_mapping_report', g_b.mapping),
    ('equipment_prescription', g_c.prescription),
    ('repair_job_sheet', g_c.jobsheet),
    ('home_environment_visit', g_d.homevisit),
    ('voucher_funding_letter', g_d.funding),
    ('therapist_telephone_note', g_a.telephone),
    ('review_letter_to_gp', g_d.gpletter),
    ('transport_vehicle_assessment', g_d.transport),
    ('remote_diagnostics_report', g_b.remote),
    ('equipment_handover_agreement', g_c.handover),
]
# telephone notes are short, so there are more of them
BASE = {'therapist_telephone_note': 40}


def build(rng):
    plan = []
    for name, _ in GENRES:
        plan += [name] * (BASE.get(name, 30) + rng.randint(0, 4))
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), int(round(total / 6.0))))
    fn = dict(GENRES)
    pairs = list(zip(ORDER, WEIGHTS))
    out = []
    for i, genre in enumerate(plan):
        cc = weighted(rng, pairs)
        case = Case(rng, cc)
        note = Note(rng, lower=i in lower, typos=rng.choice([0, 0, 0, 1, 1, 2, 3]))
        fn[genre](note, case, rng)
        text = note.text()
        stripped = text.rstrip()
        for s in note.spans:
            assert s['end'] <= len(stripped)
        out.append({
            'id': 'dev406-%04d' % (i + 1),
            'text': stripped,
            'spans': note.spans,
            'meta': {'source': 'dev406-en', 'genre': genre, 'lowercase': i in lower, 'country': cc},
        })
    return out


def main():
    dest = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    rng = random.Random(406)
    notes = build(rng)
    with open(dest, 'w', encoding='utf-8', newline='\n') as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans -> %s' % (len(notes), sum(len(r['spans']) for r in notes), dest))


if __name__ == '__main__':
    main()
