#!/usr/bin/env python3
"""Build dev387_en/notes.jsonl (melanoma and skin cancer surveillance notes).

Usage: python3 make.py [--out PATH]
Standard library only; one random generator, random.Random(387), created here and passed around.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import wpick                      # noqa: E402
from case import Case                       # noqa: E402
import g_mdt                                # noqa: E402
import g_surg                               # noqa: E402
import g_letters                            # noqa: E402
import g_patient                            # noqa: E402
import g_triage                             # noqa: E402
import g_own                                # noqa: E402
import g_fund                               # noqa: E402

MIX = {
    'std': [('UK', 28), ('AU', 22), ('NZ', 11), ('IE', 11), ('CA', 11), ('US', 17)],
    'aus': [('AU', 35), ('NZ', 15), ('UK', 20), ('US', 15), ('CA', 8), ('IE', 7)],
    'uk': [('UK', 36), ('AU', 16), ('NZ', 12), ('IE', 16), ('CA', 10), ('US', 10)],
    'us': [('US', 26), ('UK', 25), ('AU', 18), ('NZ', 9), ('IE', 9), ('CA', 13)],
    'tww': [('UK', 1)],
    'fund': [('US', 55), ('AU', 20), ('UK', 15), ('CA', 10)],
}

# (genre, builder, number of notes, country mix); the last three genres are this set's own
GENRES = [
    ('mdt_outcome', g_mdt.mdt_outcome, 32, 'uk'),
    ('dermoscopy_report', g_mdt.dermoscopy_report, 32, 'aus'),
    ('excision_op_note', g_surg.excision_op_note, 32, 'std'),
    ('histopathology_report', g_surg.histopathology_report, 32, 'std'),
    ('slnb_result_letter', g_letters.slnb_result_letter, 32, 'uk'),
    ('surveillance_letter', g_letters.surveillance_letter, 32, 'us'),
    ('immunotherapy_triage', g_triage.immunotherapy_triage, 32, 'us'),
    ('tww_referral', g_triage.tww_referral, 32, 'tww'),
    ('cns_contact_record', g_patient.cns_contact_record, 32, 'uk'),
    ('patient_results_letter', g_patient.patient_results_letter, 32, 'uk'),
    ('teledermatology_triage', g_own.teledermatology_triage, 32, 'uk'),
    ('discharge_summary', g_own.discharge_summary, 32, 'std'),
    ('funding_request', g_fund.funding_request, 32, 'fund'),
]


def build(rng):
    plan = []
    for name, fn, k, mix in GENRES:
        plan.extend([(name, fn, mix)] * k)
    rng.shuffle(plan)
    total = len(plan)
    # about one note in six is entirely lower case, spread evenly over the genres
    want = round(total / 6)
    lower = set()
    for gi, (name, _fn, k, _mix) in enumerate(GENRES):
        pos = [i for i, p in enumerate(plan) if p[0] == name]
        share = want // len(GENRES) + (1 if gi < want % len(GENRES) else 0)
        lower.update(rng.sample(pos, min(share, len(pos))))
    out = []
    for i, (name, fn, mix) in enumerate(plan):
        country = wpick(rng, MIX[mix])
        c = Case(rng, country)
        note = fn(rng, c)
        if note.genre != name:
            raise ValueError('genre mismatch')
        out.append(note.finish('dev387-%04d' % (i + 1), i in lower))
    return out


def main(argv):
    out = os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    if '--out' in argv:
        out = argv[argv.index('--out') + 1]
    rng = random.Random(387)
    notes = build(rng)
    with open(out, 'w', encoding='utf-8', newline='\n') as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False, sort_keys=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), out))


if __name__ == '__main__':
    main(sys.argv[1:])
