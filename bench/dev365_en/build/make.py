#!/usr/bin/env python3
"""Build dev365_en/notes.jsonl: paediatric critical care retrieval and transport
notes with gold PHI spans.

    python3 build/make.py [OUT_DIR]      (default: the folder above build/)

All randomness comes from one random.Random(365); no set or dict is iterated
unsorted, so the output does not depend on PYTHONHASHSEED."""
import sys

sys.dont_write_bytecode = True
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import g_a  # noqa: E402
import g_b  # noqa: E402
import g_c  # noqa: E402
import g_d  # noqa: E402
import g_e  # noqa: E402
import phi  # noqa: E402

GENRES = [
    ('referral_call_log', g_a.referral_log),
    ('retrieval_dispatch_record', g_a.dispatch),
    ('stabilisation_transfer_note', g_a.stabilisation),
    ('transport_chart', g_b.transport_chart),
    ('bed_finding_log', g_b.bed_finding),
    ('picu_handover', g_b.handover),
    ('parent_information_record', g_c.parent_info),
    ('equipment_checklist', g_c.equipment),
    ('debrief_incident_form', g_c.debrief),
    ('audit_data_sheet', g_d.audit_sheet),
    ('clinical_advice_record', g_d.advice),            # own addition
    ('transport_billing_claim', g_d.billing),          # own addition
    ('system_audit_log', g_e.system_log),              # own addition
    ('family_accommodation_request', g_e.family_accom),  # own addition
]
PER_GENRE = 32
COUNTRY_W = [('GB', 22), ('AU', 19), ('US', 17), ('CA', 15), ('NZ', 13), ('IE', 14)]


def build():
    rng = random.Random(365)
    jobs = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(jobs)
    n = len(jobs)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lines = []
    for i, (gname, fn) in enumerate(jobs):
        cc = case.wpick(rng, COUNTRY_W)
        c = case.Case(rng, cc)
        lower = i in lower_idx
        d = phi.Doc(lower)
        fn(d, c, rng)
        text = d.text()
        for s in d.spans:
            assert text[s['start']:s['end']] == s['text']
        rec = {'id': 'dev365-%04d' % (i + 1), 'text': text, 'spans': d.spans,
               'meta': {'source': 'dev365-en', 'genre': gname, 'lowercase': lower, 'country': cc}}
        lines.append(json.dumps(rec, ensure_ascii=False))
    return '\n'.join(lines) + '\n'


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out, exist_ok=True)
    data = build()
    with open(os.path.join(out, 'notes.jsonl'), 'w', encoding='utf-8', newline='\n') as f:
        f.write(data)
    print('wrote %d notes to %s' % (data.count('\n'), os.path.join(out, 'notes.jsonl')))


if __name__ == '__main__':
    main()
