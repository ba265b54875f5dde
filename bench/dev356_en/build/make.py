"""Generate bench/dev356_en/notes.jsonl. Usage: python3 build/make.py [--out PATH]"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as CA  # noqa: E402
from doc import Doc  # noqa: E402
import g_letters  # noqa: E402
import g_day  # noqa: E402
import g_tests  # noqa: E402
import g_family  # noqa: E402
import g_diet  # noqa: E402

# genre key -> (function, number of notes); the last three are this set's own additions
GENRES = [
    ('allergy_clinic_letter', g_letters.clinic_letter, 32),
    ('oral_food_challenge_record', g_day.ofc_record, 32),
    ('skin_prick_test_results_sheet', g_tests.spt_sheet, 31),
    ('specific_ige_lab_report', g_tests.sige_report, 31),
    ('aai_training_record', g_family.aai_training, 31),
    ('school_allergy_action_plan', g_family.school_plan, 31),
    ('anaphylaxis_ed_notification', g_tests.ed_notification, 32),
    ('dietitian_review', g_diet.dietitian_review, 31),
    ('immunotherapy_dosing_log', g_day.oit_log, 31),
    ('parent_telephone_advice_log', g_diet.phone_log, 33),
    ('day_unit_admission_checklist', g_day.day_admission, 31),
    ('gp_referral_letter', g_letters.gp_referral, 31),
    ('allergy_mdt_minutes', g_letters.mdt_minutes, 31),
]
COUNTRY_WEIGHTS = [('UK', 25), ('US', 19), ('AU', 15), ('IE', 14), ('CA', 14), ('NZ', 13)]
LOWER_SHARE = 1 / 6.0


def build():
    r = random.Random(356)
    reg = CA.build_registry(r)
    order = []
    for key, fn, n in GENRES:
        order.extend([(key, fn)] * n)
    r.shuffle(order)
    cpool = []
    for cc, w in COUNTRY_WEIGHTS:
        cpool.extend([cc] * w)
    n_lower = round(len(order) * LOWER_SHARE)
    lower_idx = set(r.sample(range(len(order)), n_lower))
    out = []
    for i, (key, fn) in enumerate(order):
        cc = r.choice(cpool)
        c = CA.make_case(r, cc, reg)
        low = i in lower_idx
        d = Doc(lower=low)
        fn(r, c, d)
        text = d.text()
        rec = {'id': 'dev356-%04d' % (i + 1), 'text': text, 'spans': d.spans,
               'meta': {'source': 'dev356-en', 'genre': key, 'lowercase': low, 'country': cc}}
        out.append(rec)
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    if '--out' in argv:
        path = argv[argv.index('--out') + 1]
    recs = build()
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(recs), path))


if __name__ == '__main__':
    main(sys.argv[1:])
