"""Build dev351_en/notes.jsonl.

usage: python3 build/make.py [--out DIR]      (default: the folder above build/)

All randomness comes from one random.Random(351); no set or dict is iterated
in hash order, so the output is identical under any PYTHONHASHSEED."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Doc  # noqa: E402
from world import World  # noqa: E402
import g_lab  # noqa: E402
import g_admin  # noqa: E402
import g_letters  # noqa: E402
import g_other  # noqa: E402

GENRES = [
    ('lung function report', g_lab.gen_lfr, 34),
    ('CPET report', g_lab.gen_cpet, 32),
    ('bronchial challenge record', g_lab.gen_challenge, 32),
    ('booking and pre-test questionnaire', g_admin.gen_booking, 32),
    ('equipment calibration and QC log', g_admin.gen_qc, 31),
    ('technician worksheet', g_admin.gen_worksheet, 32),
    ('physician interpretation letter', g_letters.gen_letter, 33),
    ('home oximetry download report', g_letters.gen_oxi, 31),
    ('fitness-to-fly hypoxic challenge report', g_letters.gen_fly, 31),
    ('referral vetting note', g_other.gen_vetting, 32),
    ('sleep study report', g_other.gen_sleep, 31),
    ('occupational spirometry surveillance record', g_other.gen_occ, 31),
]
COUNTRIES = [('UK', 30), ('US', 22), ('AU', 16), ('CA', 12), ('IE', 10), ('NZ', 10)]
COUNTRY_META = {'UK': 'United Kingdom', 'US': 'United States', 'AU': 'Australia', 'CA': 'Canada',
                'IE': 'Ireland', 'NZ': 'New Zealand'}


def pick_country(rng):
    total = sum(w for _, w in COUNTRIES)
    x = rng.randrange(total)
    for cc, w in COUNTRIES:
        if x < w:
            return cc
        x -= w
    return COUNTRIES[-1][0]


def build():
    rng = random.Random(351)
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    n = len(plan)
    lower = [False] * n
    for i in rng.sample(range(n), round(n / 6)):
        lower[i] = True
    out = []
    for i, (name, fn) in enumerate(plan):
        cc = pick_country(rng)
        W = World(rng, cc)
        d = Doc(lower=lower[i])
        fn(W, d)
        text = d.text()
        spans = [{'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'], 'text': s['text']}
                 for s in d.spans]
        out.append({'id': 'dev351-%04d' % (i + 1), 'text': text, 'spans': spans,
                    'meta': {'source': 'dev351-en', 'genre': name, 'lowercase': lower[i],
                             'country': COUNTRY_META[cc]}})
    return out


def main(argv):
    out_dir = os.path.dirname(HERE)
    if '--out' in argv:
        out_dir = argv[argv.index('--out') + 1]
    os.makedirs(out_dir, exist_ok=True)
    recs = build()
    path = os.path.join(out_dir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(recs), path))


if __name__ == '__main__':
    main(sys.argv[1:])
