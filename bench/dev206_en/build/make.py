"""Build bench/dev206_en/notes.jsonl (author 206). Python 3.11 stdlib only.

All randomness comes from one random.Random(206); nothing iterates over sets
or depends on hash order, so the output is identical under any PYTHONHASHSEED.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Note, pick, chance  # noqa: E402
from ctx import Ctx  # noqa: E402
import fmt  # noqa: E402
import g_consult  # noqa: E402
import g_infusion  # noqa: E402
import g_allergy  # noqa: E402
import g_lab  # noqa: E402
import g_vasc  # noqa: E402
import g_phone  # noqa: E402
import g_forms  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), 'notes.jsonl')
SEED = 206
PER_GENRE = 33

# (key, function, age range(s) as list of (weight, (lo, hi)))
GENRES = [
    ('consult', g_consult.consult, [(1, (19, 94))]),
    ('infusion', g_infusion.infusion, [(1, (18, 84))]),
    ('injection', g_infusion.injection, [(1, (24, 92))]),
    ('spt', g_allergy.spt, [(2, (2, 16)), (3, (17, 68))]),
    ('challenge', g_allergy.challenge, [(1, (4, 15)), (3, (16, 88))]),
    ('lab', g_lab.lab_report, [(1, (16, 93))]),
    ('vasc', g_vasc.vasc_letter, [(1, (24, 91))]),
    ('phone', g_phone.phone_line, [(1, (19, 86))]),
    ('prom', g_lab.prom, [(1, (19, 84))]),
    ('plan', g_phone.action_plan, [(7, (1, 17)), (3, (18, 58))]),
    ('telehealth', g_consult.telehealth, [(1, (19, 87))]),
    ('sa', g_vasc.sa_request, [(1, (18, 80))]),
    ('forms', g_forms.form, [(1, (21, 64))]),
]


def build():
    rng = random.Random(SEED)
    order = []
    for k in range(len(GENRES)):
        order += [k] * PER_GENRE
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = [False] * n
    for i in lower_idx:
        lower_set[i] = True
    rows = []
    for i, gk in enumerate(order):
        key, fn, ages = GENRES[gk]
        country = 'CA' if rng.random() < 0.52 else 'NZ'
        date0 = fmt.rand_date(rng, 2021, 2025)
        tot = sum(w for w, _ in ages)
        x = rng.random() * tot
        acc = 0
        age_rng = ages[-1][1]
        for w, a in ages:
            acc += w
            if x < acc:
                age_rng = a
                break
        c = Ctx(rng, country, date0, age_rng)
        nb = Note(lower=lower_set[i])
        genre = fn(nb, c)
        text = nb.text()
        spans = sorted(nb.spans, key=lambda s: (s['start'], s['end']))
        rows.append({
            'id': 'dev206-%04d' % (i + 1),
            'text': text,
            'spans': [{'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'],
                       'text': s['text']} for s in spans],
            'meta': {'source': 'dev206-en', 'genre': genre, 'lowercase': lower_set[i],
                     'country': 'Canada' if country == 'CA' else 'New Zealand'},
        })
    return rows


def main():
    rows = build()
    with open(OUT, 'w', encoding='utf-8', newline='\n') as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + '\n')
    print('wrote %d notes to %s' % (len(rows), OUT))


if __name__ == '__main__':
    main()
