#!/usr/bin/env python3
"""Regenerate ../notes.jsonl deterministically from random.Random(48)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import assemble, build_locales  # noqa: E402
import g_pharmacy, g_transfusion, g_ipac, g_wound, g_endo, g_cath, g_dialysis, g_physio  # noqa: E402

GENRES = [
    ('pharmacy_intervention', g_pharmacy),
    ('transfusion_blood_bank', g_transfusion),
    ('infection_prevention', g_ipac),
    ('wound_care', g_wound),
    ('endoscopy', g_endo),
    ('cardiac_cath_lab', g_cath),
    ('haemodialysis', g_dialysis),
    ('physiotherapy_rehab', g_physio),
]
PER_GENRE = 40


def clean(raw):
    raw = '\n'.join(line.rstrip() for line in raw.split('\n'))
    while '\n\n\n\n' in raw:
        raw = raw.replace('\n\n\n\n', '\n\n\n')
    return raw.strip() + '\n'


def main():
    rng = random.Random(48)
    W = build_locales(rng)
    items = []
    for genre, mod in GENRES:
        for _ in range(PER_GENRE):
            raw, loc = mod.gen(rng, W)
            text, spans = assemble(clean(raw))
            items.append((genre, loc, text, spans))
    rng.shuffle(items)
    out_path = os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    with open(out_path, 'w', encoding='utf-8') as f:
        for i, (genre, loc, text, spans) in enumerate(items, 1):
            rec = {'id': f'dev48-en-{i:04d}', 'text': text, 'spans': spans,
                   'meta': {'language': 'en', 'source': 'dev48-en', 'genre': genre, 'locale': loc}}
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print(f'wrote {len(items)} notes, {sum(len(s) for _, _, _, s in items)} spans -> {out_path}')


if __name__ == '__main__':
    main()
