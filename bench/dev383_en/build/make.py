"""Build dev383_en/notes.jsonl.

usage: python3 build/make.py [OUTDIR]     (default: the set folder, parent of build/)

One random generator, random.Random(383), is created here and passed to every
function that draws.  Offsets are recorded while each note is assembled
(core.Note); the finished text is never searched.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note  # noqa: E402
from case import make_case, wchoice  # noqa: E402
import g_health  # noqa: E402
import g_adopt  # noqa: E402
import g_referral  # noqa: E402
import g_school  # noqa: E402
import g_leaver  # noqa: E402
import g_own  # noqa: E402

UKI = ['ENG', 'WAL', 'SCO', 'NIR']
ALL = UKI + ['IRL', 'AUS', 'NZL', 'CAN', 'USA']
COUNTRY_W = {'ENG': 30, 'SCO': 9, 'WAL': 8, 'NIR': 6, 'IRL': 9, 'AUS': 12, 'NZL': 8, 'CAN': 9, 'USA': 9}

# (genre, function, min age, max age, countries, own genre?)
GENRES = [
    ('initial_health_assessment', g_health.iha, 0, 17, ALL, False),
    ('review_health_assessment', g_health.rha, 0, 17, ALL, False),
    ('adoption_medical_report', g_adopt.adoption, 0, 4, UKI + ['USA', 'CAN'], False),
    ('sdq_summary', g_adopt.sdq, 4, 17, UKI + ['IRL', 'AUS', 'NZL'], False),
    ('social_worker_referral', g_referral.referral, 0, 17, ALL, False),
    ('foster_carer_health_record', g_referral.carer_record, 0, 17, ALL, False),
    ('school_nurse_liaison_note', g_school.school_nurse, 5, 17, ALL, False),
    ('dental_immunisation_catchup_plan', g_school.catchup, 1, 17, ALL, False),
    ('care_leaver_health_summary', g_leaver.leaver, 16, 20, ALL, False),
    ('strategy_meeting_health_contribution', g_leaver.strategy, 9, 17, ALL, False),
    ('uasc_health_assessment', g_own.uasc, 14, 17, UKI + ['IRL', 'USA', 'CAN'], True),
    ('placement_move_health_handover', g_own.handover, 0, 17, ALL, True),
    ('lac_nurse_contact_log', g_own.contact_log, 0, 17, ALL, True),
]
PER_GENRE = 33


def build(rng):
    plan = []
    for g in GENRES:
        plan.extend([g] * PER_GENRE)
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = frozenset(rng.sample(range(total), round(total / 6.0)))
    out = []
    for i, (genre, fn, lo, hi, countries, _own) in enumerate(plan):
        cc = wchoice(rng, [(k, COUNTRY_W[k]) for k in countries])
        lower = i in lower_idx
        case = make_case(rng, cc, lo, hi, lower)
        note = Note(lower=lower)
        fn(rng, case, note)
        text = note.text()
        out.append({
            'id': 'dev383-%04d' % (i + 1),
            'text': text,
            'spans': note.spans,
            'meta': {'source': 'dev383-en', 'genre': genre, 'lowercase': text == text.lower(),
                     'country': case['country']},
        })
    return out


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(outdir, exist_ok=True)
    rng = random.Random(383)
    notes = build(rng)
    path = os.path.join(outdir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), path))


if __name__ == '__main__':
    main()
