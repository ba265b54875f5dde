"""Build dev376_en/notes.jsonl.

usage: python3 build/make.py [OUTDIR]      (default OUTDIR: the set folder)

One random.Random(376) drives everything; nothing iterates over an unordered
set or dict, so the output does not depend on PYTHONHASHSEED."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_a  # noqa: E402
import g_b  # noqa: E402
import g_c  # noqa: E402
import g_d  # noqa: E402

COUNTRIES = ['UK', 'IE', 'US', 'CA', 'AU', 'NZ']
CW_DEFAULT = [28, 13, 20, 13, 14, 12]
# genre, function, notes, probability of an adult patient, country weights
GENRES = [
    ('orthodontic_referral', g_a.referral, 48, 0.12, None),
    ('iotn_assessment', g_a.iotn, 46, 0.0, [34, 16, 10, 10, 14, 16]),
    ('treatment_plan_letter', g_a.plan_letter, 48, 0.15, None),
    ('appliance_fitting_record', g_b.fitting, 46, 0.15, None),
    ('radiograph_report', g_b.radiograph, 46, 0.2, None),
    ('treatment_progress_log', g_b.progress, 46, 0.12, None),
    ('laboratory_work_ticket', g_c.lab_ticket, 46, 0.15, None),
    ('consent_form', g_c.consent, 46, 0.2, None),
    ('emergency_triage_call_log', g_c.triage, 48, 0.15, None),
    ('retention_review_letter', g_d.retention, 46, 0.3, None),
    ('orthognathic_mdt_summary', g_d.mdt, 45, 1.0, None),
    ('oral_surgery_operation_note', g_d.opnote, 45, 0.45, None),
    ('insurance_preauthorisation', g_d.preauth, 46, 0.2, [8, 8, 34, 18, 18, 14]),
]


def build(outdir):
    r = random.Random(376)
    order = []
    for gi, (name, fn, n, adult, cw) in enumerate(GENRES):
        order += [gi] * n
    r.shuffle(order)
    total = len(order)
    lower = set(r.sample(range(total), round(total / 6)))
    lines = []
    for i, gi in enumerate(order):
        name, fn, n, adult, cw = GENRES[gi]
        country = r.choices(COUNTRIES, weights=cw or CW_DEFAULT)[0]
        c = core.make_case(r, country, adult=r.random() < adult)
        d = core.Doc(lower=i in lower)
        fn(d, c)
        text = d.text()
        spans = d.spans
        obj = {'id': 'dev376-%04d' % (i + 1), 'text': text, 'spans': spans,
               'meta': {'source': 'dev376-en', 'genre': name, 'lowercase': i in lower, 'country': country}}
        lines.append(json.dumps(obj, ensure_ascii=False) + '\n')
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, 'notes.jsonl'), 'w', encoding='utf-8', newline='\n') as f:
        f.writelines(lines)
    return total


if __name__ == '__main__':
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    n = build(out)
    print('wrote %d notes to %s' % (n, os.path.join(out, 'notes.jsonl')))
