#!/usr/bin/env python3
"""Build the dev371_en evaluation set: python3 build/make.py [--out DIR]

Writes DIR/notes.jsonl (default DIR: the folder above build/).  Deterministic:
one random.Random(371) (in core.py) drives every choice; no set or dict is
iterated in hash order."""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import R, Note, wpick, LABEL  # noqa: E402
import ctx as CX  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

# (meta.genre, builder, number of notes, own addition?)
GENRES = [
    ('access_surgery_referral', genres_a.referral, 50, False),
    ('vein_mapping_report', genres_a.vein_mapping, 50, False),
    ('fistula_operation_note', genres_a.op_note, 50, False),
    ('access_surveillance_log', genres_b.surveillance, 50, False),
    ('cannulation_plan', genres_b.cannulation, 50, False),
    ('fistulogram_angioplasty_report', genres_b.fistulogram, 50, False),
    ('line_insertion_record', genres_b.line_insertion, 50, False),
    ('access_problem_report', genres_c.access_problem, 50, False),
    ('mdt_access_outcome', genres_c.mdt, 50, False),
    ('transport_booking', genres_c.transport, 50, False),
    ('access_clinic_letter', genres_d.clinic_letter, 50, True),
    ('preop_assessment', genres_d.preop, 50, True),
    ('access_infection_record', genres_d.infection, 50, True),
]

LOWER_RATE = 1.0 / 6.0


def build_note(idx, genre, fn):
    country = wpick(CX.COUNTRY_W)
    lower = R.random() < LOWER_RATE
    ctx = CX.make_ctx(country)
    n = Note(ctx, lower=lower)
    fn(n)
    text = n.text()
    # drop trailing blank lines without moving any span
    end = len(text.rstrip())
    assert all(s['end'] <= end for s in n.spans)
    text = text[:end] + '\n'
    spans = []
    last = 0
    for s in n.spans:
        assert s['start'] >= last, (genre, s)
        assert text[s['start']:s['end']] == s['text'], (genre, s)
        assert LABEL[s['type']] == s['label']
        last = s['end']
        spans.append({'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'], 'text': s['text']})
    return {
        'id': 'dev371-%04d' % idx,
        'text': text,
        'spans': spans,
        'meta': {'source': 'dev371-en', 'genre': genre, 'lowercase': lower, 'country': country},
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.dirname(HERE))
    args = ap.parse_args()
    plan = []
    for g, fn, k, _own in GENRES:
        plan += [(g, fn)] * k
    R.shuffle(plan)
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        for i, (g, fn) in enumerate(plan, 1):
            rec = build_note(i, g, fn)
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(plan), path))


if __name__ == '__main__':
    main()
