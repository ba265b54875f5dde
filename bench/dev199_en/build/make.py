"""Build bench/dev199_en/notes.jsonl.  Python 3.11 stdlib only; all randomness
comes from the single random.Random(199) in core.py."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import core  # noqa: E402
from core import rng  # noqa: E402
from cases import make_case  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), 'notes.jsonl')

# genre name -> (builder, number of notes, age range or None)
GENRES = [
    ('admission_hp', GA.hp, 33, None),
    ('progress_note', GA.progress, 34, None),
    ('cross_cover', GA.crosscover, 32, None),
    ('consult_request', GA.consult, 32, None),
    ('rapid_response', GB.rrt, 32, None),
    ('discharge_summary', GB.dc_summary, 33, None),
    ('medication_reconciliation', GB.medrec, 32, None),
    ('signout_handoff', GB.signout, 32, None),
    ('family_meeting', GC.family_meeting, 32, (55, 99)),
    ('death_note', GC.death_note, 32, (52, 101)),
    ('case_management', GC.case_mgmt, 32, None),
    ('transfer_acceptance', GC.transfer, 32, None),
    ('face_sheet', GC.face_sheet, 32, None),
]


def main():
    plan = []
    for name, fn, k, ages in GENRES:
        plan += [(name, fn, ages)] * k
    rng.shuffle(plan)
    # about one note in six is lower-cased, stratified by genre
    lowset = {}
    for name, fn, k, ages in GENRES:
        idx = [i for i, p in enumerate(plan) if p[0] == name]
        for i in rng.sample(idx, round(k / 6.0)):
            lowset[i] = True
    rows = []
    for i, (name, fn, ages) in enumerate(plan):
        c = make_case(age_range=ages)
        note = fn(c)
        lower = i in lowset
        text, spans = note.finish(lower)
        for s in spans:
            assert text[s['start']:s['end']] == s['text'], (name, s)
        spans.sort(key=lambda s: (s['start'], s['end']))
        rows.append({
            'id': 'dev199-%04d' % (i + 1),
            'text': text,
            'spans': [{'start': s['start'], 'end': s['end'], 'label': s['label'],
                       'type': s['type'], 'text': s['text']} for s in spans],
            'meta': {'source': 'dev199-en', 'genre': name, 'lowercase': lower,
                     'country': 'US'},
        })
    with open(OUT, 'w', encoding='utf-8', newline='\n') as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(rows), OUT))


if __name__ == '__main__':
    main()
