"""Entry point: builds bench/dev412_en/notes.jsonl (or --out PATH). Standard library only."""
import sys

sys.dont_write_bytecode = True

import datetime  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import clin  # noqa: E402
import g_home  # noqa: E402
import g_letter  # noqa: E402
import g_line  # noqa: E402
import g_mdt  # noqa: E402
import g_rx  # noqa: E402
import g_train  # noqa: E402
import geo  # noqa: E402
from note import Note  # noqa: E402

GENRES = (
    ('if_clinic_letter', g_letter.clinic_letter),
    ('hpn_prescription_compounding', g_rx.hpn_rx),
    ('line_insertion_note', g_line.line_insertion),
    ('crbsi_review', g_line.crbsi_review),
    ('homecare_nurse_visit', g_home.homecare_visit),
    ('nutrition_blood_monitoring_log', g_rx.bloods_log),
    ('mdt_outcome', g_mdt.mdt_outcome),
    ('patient_training_record', g_train.training_record),
    ('discharge_summary', g_letter.discharge_summary),
    ('telephone_advice_log', g_train.phone_log),
    ('homecare_delivery_record', g_home.delivery_record),   # own genre
    ('dietetic_review', g_mdt.dietitian_review),             # own genre
)
PER_GENRE = 32


def build(rng):
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    start = datetime.date(2019, 1, 1)
    span_days = (datetime.date(2025, 6, 30) - start).days
    out = []
    for i, (gname, fn) in enumerate(plan):
        cc = case.wchoice(rng, geo.COUNTRY_W)
        base = start + datetime.timedelta(days=rng.randrange(span_days))
        c = case.make_case(rng, cc, base)
        clin.enrich(c, rng)
        lower = i in lower_idx
        n = Note(rng, lower=lower)
        fn(rng, c, n)
        text = n.text()
        out.append({
            'id': 'dev412-%04d' % (i + 1),
            'text': text,
            'spans': n.spans,
            'meta': {'source': 'dev412-en', 'genre': gname, 'lowercase': lower, 'country': cc},
        })
    return out


def main(argv):
    dest = os.path.join(os.path.dirname(HERE), 'notes.jsonl')
    if '--out' in argv:
        dest = argv[argv.index('--out') + 1]
    rng = random.Random(412)
    notes = build(rng)
    with open(dest, 'w', encoding='utf-8', newline='\n') as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), dest))


if __name__ == '__main__':
    main(sys.argv[1:])
