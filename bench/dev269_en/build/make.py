"""Build bench/dev269_en/notes.jsonl.

Usage (from bench/dev269_en):  python3 build/make.py [OUTPUT_PATH]
All randomness comes from one random.Random(269) object passed down to every
generator; nothing depends on hash order or time.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

SEED = 269
PER_GENRE = 30

# genre id, generator, country weights
GENRES = [
    ('diagnostic_assessment', genres_a.gen_dx, [('UK', 3), ('US', 3), ('AU', 2), ('CA', 2), ('IE', 2)]),
    ('school_observation', genres_a.gen_school_obs, [('UK', 4), ('US', 2), ('AU', 2), ('CA', 1), ('IE', 2)]),
    ('titration_clinic', genres_a.gen_titration, [('UK', 3), ('US', 3), ('AU', 2), ('CA', 2), ('IE', 2)]),
    ('shared_care_agreement', genres_b.gen_shared_care, [('UK', 5), ('IE', 2), ('AU', 2), ('CA', 1), ('US', 1)]),
    ('annual_review_letter', genres_b.gen_annual, [('UK', 3), ('US', 2), ('AU', 2), ('CA', 2), ('IE', 2)]),
    ('cd_prescription_record', genres_b.gen_cd_record, [('UK', 3), ('US', 3), ('AU', 2), ('CA', 1), ('IE', 2)]),
    ('questionnaire_summary', genres_b.gen_questionnaire, [('UK', 3), ('US', 3), ('AU', 2), ('CA', 2), ('IE', 2)]),
    ('transition_letter', genres_c.gen_transition, [('UK', 4), ('US', 1), ('AU', 2), ('CA', 2), ('IE', 2)]),
    ('portal_message', genres_c.gen_portal, [('US', 4), ('UK', 2), ('AU', 2), ('CA', 2), ('IE', 1)]),
    ('telephone_encounter', genres_c.gen_phone, [('UK', 3), ('US', 3), ('AU', 2), ('CA', 2), ('IE', 2)]),
    ('referral_triage', genres_d.gen_triage, [('UK', 3), ('US', 2), ('AU', 2), ('CA', 2), ('IE', 2)]),
    ('qbtest_report', genres_d.gen_qbtest, [('UK', 4), ('US', 1), ('AU', 2), ('CA', 1), ('IE', 2)]),
    ('appointment_letter', genres_d.gen_appt, [('UK', 3), ('US', 2), ('AU', 2), ('CA', 2), ('IE', 2)]),
]


def weighted(rng, pairs):
    total = sum(w for _, w in pairs)
    r = rng.randrange(total)
    for k, w in pairs:
        if r < w:
            return k
        r -= w
    return pairs[-1][0]


def build():
    rng = random.Random(SEED)
    plan = []
    for gi in range(len(GENRES)):
        plan += [gi] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_set = set(lower_idx)
    out = []
    for i, gi in enumerate(plan):
        gid, fn, weights = GENRES[gi]
        country = weighted(rng, weights)
        lower = i in lower_set
        doc = fn(rng, country)
        text, spans = doc.finish(lower=lower)
        out.append({'id': 'dev269-%04d' % (i + 1), 'text': text, 'spans': spans,
                    'meta': {'source': 'dev269-en', 'genre': gid, 'lowercase': lower, 'country': country}})
    return out


def main():
    dest = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    notes = build()
    with open(dest, 'w', encoding='utf-8', newline='\n') as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans -> %s' % (len(notes), sum(len(x['spans']) for x in notes), dest))


if __name__ == '__main__':
    main()
