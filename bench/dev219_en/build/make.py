"""Build ../notes.jsonl for dev219_en (author 219). Standard library only; all randomness
from random.Random(219). Run: python3 make.py"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import doc  # noqa: E402
import phi  # noqa: E402
import g_nicu  # noqa: E402
import g_nursery  # noqa: E402
import g_social  # noqa: E402
import g_extra  # noqa: E402

COUNTS = [
    ('nicu_admission', 40),
    ('nicu_progress', 44),
    ('neonatal_transport', 36),
    ('nursery_exam_discharge', 40),
    ('lactation_consult', 36),
    ('imaging_report', 38),
    ('rop_exam', 36),
    ('nicu_social_work', 38),
    ('nicu_discharge_summary', 40),
    ('followup_clinic_letter', 36),
    ('nicu_nursing_shift_note', 40),
    ('telephone_encounter', 42),
    ('newborn_screen_result', 36),
]


def genres():
    g = {}
    for mod in (g_nicu, g_nursery, g_social, g_extra):
        g.update(mod.GENRES)
    return g


def build():
    rng = random.Random(219)
    table = genres()
    order = []
    for name, n in COUNTS:
        order += [name] * n
    rng.shuffle(order)
    lower_idx = set(rng.sample(range(len(order)), int(round(len(order) / 6.0))))
    out = []
    for i, name in enumerate(order):
        fn, ga = table[name]
        case = phi.Case(rng, ga=ga)
        lower = i in lower_idx
        typo = rng.choice([0.0, 0.0, 0.02, 0.05, 0.1])
        d = doc.Doc(rng, typo=typo, subs=doc.style_subs(rng))
        fn(d, case)
        text, spans = d.finish(lower)
        out.append({'id': 'dev219-%04d' % (i + 1), 'text': text, 'spans': spans,
                    'meta': {'source': 'dev219-en', 'genre': name, 'lowercase': lower,
                             'country': case.country}})
    return out


def main():
    notes = build()
    path = os.path.join(HERE, '..', 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), os.path.normpath(path)))


if __name__ == '__main__':
    main()
