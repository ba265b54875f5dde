"""Build bench/dev414_en/notes.jsonl (ME/CFS specialist services, English PHI).

Usage: python3 build/make.py [--out DIR]
One random.Random(414) is created here and passed everywhere.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as X  # noqa: E402
import doc as D  # noqa: E402
import g_contact  # noqa: E402
import g_letters  # noqa: E402
import g_support  # noqa: E402
import g_therapy  # noqa: E402

# genre name, function, notes, age bands (lo, hi, weight), weight for lower-case notes
GENRES = [
    ('specialist_assessment_letter', g_letters.assessment_letter, 36, [(18, 70, 1)], 0.6),
    ('gp_letter', g_letters.gp_letter, 35, [(16, 72, 1)], 0.6),
    ('discharge_summary', g_letters.discharge_summary, 34, [(18, 70, 1)], 0.6),
    ('referral_triage_note', g_letters.referral_triage, 35, [(16, 75, 1)], 2.0),
    ('activity_diary_review', g_therapy.activity_diary_review, 36, [(16, 66, 1)], 1.5),
    ('ot_home_visit', g_therapy.ot_home_visit, 35, [(16, 78, 1)], 1.0),
    ('severe_me_care_plan', g_therapy.severe_care_plan, 34, [(16, 65, 1)], 0.8),
    ('orthostatic_assessment', g_therapy.orthostatic_assessment, 34, [(14, 60, 1)], 1.0),
    ('psychology_session_summary', g_contact.psychology_session, 36, [(18, 66, 1)], 1.2),
    ('telephone_followup_note', g_contact.telephone_followup, 40, [(16, 72, 1)], 3.0),
    ('group_programme_register', g_contact.group_register, 32, [(20, 65, 1)], 0.8),
    ('benefits_support_letter', g_support.benefits_letter, 35, [(18, 64, 1)], 0.5),
    ('adjustment_letter', g_support.adjustment_letter, 38, [(11, 18, 4), (19, 24, 2), (25, 62, 5)], 0.5),
]


def plan_notes(rng):
    plan = []
    for g in GENRES:
        plan.extend([g] * g[2])
    rng.shuffle(plan)
    n = len(plan)
    # weighted choice without replacement of the lower-case notes
    keys = sorted(((rng.random() ** (1.0 / g[4]), i) for i, g in enumerate(plan)), reverse=True)
    lower = set(i for _, i in keys[:round(n / 6)])
    return plan, lower


def build(rng):
    plan, lower = plan_notes(rng)
    out = []
    for i, (name, fn, _, bands, _) in enumerate(plan):
        cc = rng.choices(X.COUNTRIES, X.COUNTRY_WEIGHTS)[0]
        lo, hi, _ = rng.choices(bands, [b[2] for b in bands])[0]
        c = X.build(rng, cc, lo, hi)
        d = D.Doc(c, rng, lower=i in lower, typos=rng.choice([0, 0, 0, 1, 1, 2]))
        fn(d, c)
        text = d.text()
        for s in d.spans:
            assert text[s['start']:s['end']] == s['text']
        out.append({
            'id': 'dev414-%04d' % (i + 1),
            'text': text,
            'spans': d.spans,
            'meta': {'source': 'dev414-en', 'genre': name, 'lowercase': i in lower, 'country': cc},
        })
    return out


def main(argv):
    out_dir = os.path.dirname(HERE)
    if '--out' in argv:
        out_dir = argv[argv.index('--out') + 1]
    rng = random.Random(414)
    notes = build(rng)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans to %s' % (len(notes), sum(len(n['spans']) for n in notes), path))


if __name__ == '__main__':
    main(sys.argv[1:])
