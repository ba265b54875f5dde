#!/usr/bin/env python3
"""Build bench/dev237_en/notes.jsonl (author 237). Standard library only; all randomness from Random(237).

Usage: python3 build/make.py [output_path]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import world  # noqa: E402
import g_pa, g_appeal, g_ur, g_eob, g_superbill, g_query, g_claim  # noqa: E402,E401
import g_fin, g_collect, g_elig, g_roi, g_accident, g_calls  # noqa: E402,E401

GENRES = [g_pa, g_appeal, g_eob, g_superbill, g_query, g_claim, g_fin, g_collect, g_elig, g_roi, g_ur,
          g_accident, g_calls]
PER_GENRE = 35


def build():
    rng = random.Random(237)
    W = world.World(rng)
    plan = []
    for g in GENRES:
        plan.extend([g] * PER_GENRE)
    rng.shuffle(plan)
    n = len(plan)
    lower = [False] * n
    for i in rng.sample(range(n), round(n / 6)):
        lower[i] = True
    notes = []
    for i, g in enumerate(plan):
        doc = g.make(rng, W, lower[i])
        text = doc.text().rstrip()
        spans = []
        for s in doc.spans:
            if s['end'] > len(text) or text[s['start']:s['end']] != s['text']:
                raise AssertionError('offset drift in note %d' % (i + 1))
            spans.append({'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'],
                          'text': s['text']})
        spans.sort(key=lambda s: (s['start'], s['end']))
        notes.append({
            'id': 'dev237-%04d' % (i + 1),
            'text': text,
            'spans': spans,
            'meta': {'source': 'dev237-en', 'genre': g.GENRE, 'lowercase': lower[i], 'country': 'US'},
        })
    return notes


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    notes = build()
    with open(out, 'w', encoding='utf-8', newline='\n') as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans -> %s' % (len(notes), sum(len(n['spans']) for n in notes), out))


if __name__ == '__main__':
    main()
