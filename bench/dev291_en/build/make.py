"""Build bench/dev291_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(291); no dict or set is iterated
in hash order, so the output is identical under any PYTHONHASHSEED.
"""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from core import Note  # noqa: E402
from ctx import Case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402

SEED = 291
N_NOTES = 420

# genre key -> (writer, age range, child flag rule)
GENRES = [
    ('pump_start_record', genres_a.pump_start, (6, 72)),
    ('cgm_download_review', genres_a.cgm_review, (8, 80)),
    ('diabetes_clinic_letter', genres_a.clinic_letter, (17, 88)),
    ('dka_admission_summary', genres_b.dka_summary, (13, 74)),
    ('device_fault_report', genres_b.device_fault, (7, 82)),
    ('education_course_register', genres_b.education_register, (19, 70)),
    ('sick_day_phone_log', genres_c.sickday_log, (3, 78)),
    ('prior_authorisation_request', genres_c.prior_auth, (5, 70)),
    ('transition_clinic_note', genres_c.transition_note, (15, 19)),
    ('annual_review_foot_eye', genres_d.annual_review, (24, 96)),
    ('school_care_plan', genres_d.school_care_plan, (4, 15)),
    ('driving_fitness_letter', genres_e.driving_letter, (19, 69)),
    ('remote_monitoring_enrolment', genres_e.remote_platform, (6, 79)),
]
# alternative layouts: genre -> (writer, probability, countries or None)
ALT = {
    'transition_clinic_note': (genres_f.transition_letter, 0.4, None),
    'device_fault_report': (genres_f.device_email, 0.35, None),
    'remote_monitoring_enrolment': (genres_f.remote_consent, 0.4, None),
    'annual_review_foot_eye': (genres_f.annual_soap, 0.5, ('US', 'CA')),
}
COUNTRIES = ['UK', 'US', 'AU', 'CA', 'NZ']
W_DEFAULT = [30, 25, 15, 15, 15]
W_PA = [5, 60, 15, 15, 5]


def pick_country(r, key):
    w = W_PA if key == 'prior_authorisation_request' else W_DEFAULT
    return r.choices(COUNTRIES, weights=w, k=1)[0]


def build():
    r = random.Random(SEED)
    order = []
    per = N_NOTES // len(GENRES)
    for i in range(len(GENRES)):
        order += [i] * per
    extra = N_NOTES - len(order)
    order += r.sample(range(len(GENRES)), extra)
    r.shuffle(order)
    lower = set(r.sample(range(N_NOTES), round(N_NOTES / 6)))
    d0 = dt.date(2021, 1, 4)
    out = []
    for idx, gi in enumerate(order):
        key, fn, (a0, a1) = GENRES[gi]
        country = pick_country(r, key)
        day = d0 + dt.timedelta(days=r.randint(0, 1600))
        if day.day > 28:
            day = day.replace(day=28)
        age = r.randint(a0, a1)
        child = key in ('school_care_plan', 'transition_clinic_note') or age < 16
        c = Case(r, country, day, age, child=child)
        n = Note()
        if key in ALT:
            alt, p, where = ALT[key]
            if r.random() < p and (where is None or country in where):
                fn = alt
        fn(c, n)
        low = idx in lower
        text, spans = n.finish(lower=low)
        out.append({
            'id': 'dev291-%04d' % (idx + 1),
            'text': text,
            'spans': [{'start': s['start'], 'end': s['end'], 'label': s['label'],
                       'type': s['type'], 'text': s['text']} for s in spans],
            'meta': {'source': 'dev291-en', 'genre': key, 'lowercase': low, 'country': country},
        })
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    if '--out' in argv:
        path = argv[argv.index('--out') + 1]
    notes = build()
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), path))


if __name__ == '__main__':
    main(sys.argv[1:])
