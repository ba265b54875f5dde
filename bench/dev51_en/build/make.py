"""Regenerate ../notes.jsonl deterministically from random.Random(51).

Run from anywhere:  python3 build/make.py
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import LABEL  # noqa: E402
import g_gp, g_dc, g_op, g_cn, g_ed, g_mh, g_ac, g_mat  # noqa: E401,E402

MODULES = [(g_gp, 'GB'), (g_dc, 'IE'), (g_op, 'AU'), (g_cn, 'NZ'), (g_ed, 'CA'), (g_mh, 'GB'), (g_ac, 'AU'), (g_mat, 'NZ')]
PER_GENRE = 40


def main():
    rng = random.Random(51)
    slots = []
    for mod, loc in MODULES:
        slots += [(mod, loc)] * PER_GENRE
    rng.shuffle(slots)
    out = []
    for i, (mod, loc) in enumerate(slots, 1):
        d = mod.gen(rng)
        text = d.text()
        spans = []
        for s, e, typ in sorted(d.spans):
            spans.append({'start': s, 'end': e, 'label': LABEL[typ], 'type': typ, 'text': text[s:e]})
        out.append({'id': 'dev51-en-%04d' % i, 'text': text, 'spans': spans,
                    'meta': {'language': 'en', 'source': 'dev51-en', 'genre': mod.GENRE, 'locale': loc}})
    path = os.path.join(HERE, '..', 'notes.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans -> %s' % (len(out), sum(len(o['spans']) for o in out), os.path.normpath(path)))


if __name__ == '__main__':
    main()
