"""Build dev369_en/notes.jsonl.

Usage: python3 build/make.py [--out DIR]
All randomness comes from one random.Random(369); no set or dict is iterated unsorted.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import nb  # noqa: E402
import ctx  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402

ALL = ['PKU', 'MCADD', 'UCD', 'LSD']

# (genre, generator, count, kinds, disorder groups or keys, own addition?)
GENRES = [
    ('metabolic clinic letter', g1.clinic_letter, 40, ['child', 'child', 'adult', 'teen', 'infant'], ALL, False),
    ('emergency regimen letter', g2.emergency_letter, 36, ['child', 'child', 'infant', 'adult', 'teen'], ['MCADD', 'UCD'], False),
    ('dietitian diet prescription', g3.diet_prescription, 34, ['child', 'infant', 'teen', 'adult'], ['PKU', 'PKU', 'UCD', 'MCADD'], False),
    ('amino acid and blood spot results log', g4.results_log, 34, ['child', 'teen', 'adult', 'pregnancy'], ['PKU', 'UCD'], False),
    ('enzyme replacement therapy infusion record', g5.ert_record, 36, ['adult', 'adult', 'child', 'teen'], ['LSD'], False),
    ('home infusion training record', g5.training_record, 32, ['adult', 'child', 'teen'], ['LSD'], False),
    ('hospital admission alert', g2.admission_alert, 34, ['child', 'adult', 'teen', 'infant'], ALL, False),
    ('transition to adult services letter', g1.transition_letter, 32, ['transition'], ALL, False),
    ('pregnancy planning letter', g1.pregnancy_letter, 32, ['pregnancy'], ['pku', 'hpa', 'otc', 'fabry', 'gaucher', 'mcadd'], False),
    ('specialist formula prescription request', g3.formula_request, 34, ['child', 'infant', 'teen', 'adult'], ['PKU', 'UCD', 'MCADD'], False),
    ('newborn screening referral', g4.nbs_referral, 32, ['newborn'], ['pku', 'hpa', 'mcadd'], True),
    ('on-call telephone advice log', g2.phone_log, 32, ['child', 'infant', 'adult', 'teen'], ALL, True),
    ('school individual healthcare plan', g3.school_plan, 32, ['school'], ['PKU', 'MCADD', 'UCD'], True),
]

COUNTRIES = [('GB', 32), ('US', 20), ('AU', 14), ('CA', 12), ('IE', 11), ('NZ', 11)]


def pick_country(rng):
    r = rng.randrange(100)
    acc = 0
    for k, w in COUNTRIES:
        acc += w
        if r < acc:
            return k
    return 'GB'


def build():
    rng = random.Random(369)
    order = []
    for gi, gen in enumerate(GENRES):
        order += [gi] * gen[2]
    rng.shuffle(order)
    total = len(order)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = frozenset(lower_idx)
    out = []
    for i, gi in enumerate(order):
        name, fn, _, kinds, groups, _own = GENRES[gi]
        country = pick_country(rng)
        lower = i in lower_set
        kind = nb.pick(rng, kinds)
        c = ctx.Case(rng, country, lower, kind, groups)
        n = nb.Note(lower)
        fn(n, c)
        text = n.text()
        rec = {
            'id': 'dev369-%04d' % (i + 1),
            'text': text,
            'spans': n.spans,
            'meta': {'source': 'dev369-en', 'genre': name, 'lowercase': lower, 'country': country},
        }
        out.append(rec)
    return out


def main(argv):
    out_dir = os.path.dirname(HERE)
    if '--out' in argv:
        out_dir = argv[argv.index('--out') + 1]
    os.makedirs(out_dir, exist_ok=True)
    recs = build()
    path = os.path.join(out_dir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(recs), path))


if __name__ == '__main__':
    main(sys.argv[1:])
