"""Build bench/dev148_en/notes.jsonl (deterministic; all randomness from random.Random(148))."""
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import R, Doc, Ctx  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as C  # noqa: E402
import genres_d as G  # noqa: E402

GENRES = [
    ('ed_patient_list', A.ed_list),
    ('ward_patient_list', A.ward_list),
    ('allied_health_caseload', A.ah_caseload),
    ('community_nursing_run_sheet', A.run_sheet),
    ('clinic_schedule', A.clinic_schedule),
    ('discharge_summary', B.discharge_summary),
    ('gp_letter', B.gp_letter),
    ('referral_acceptance_letter', B.referral_acceptance),
    ('outpatient_triage_note', B.triage_note),
    ('incident_report', C.incident_report),
    ('medication_chart', C.med_chart),
    ('hith_note', C.hith_note),
    ('isbar_handover', G.isbar_handover),
    ('racf_transfer_form', G.racf_transfer),
]
PER_GENRE = 32
OUT = os.path.join(os.path.dirname(HERE), 'notes.jsonl')


def main():
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    R.shuffle(plan)
    n = len(plan)
    n_lower = round(n / 6)
    lower = [True] * n_lower + [False] * (n - n_lower)
    R.shuffle(lower)
    rows = []
    for i, ((gname, fn), lo) in enumerate(zip(plan, lower)):
        country = 'NZ' if R.random() < 0.4 else 'AU'
        ctx = Ctx(country)
        d = Doc(lower=lo)
        fn(d, ctx)
        text = d.text()
        spans = [{'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'], 'text': s['text']}
                 for s in d.spans]
        rows.append({'id': 'dev148-%04d' % (i + 1), 'text': text, 'spans': spans,
                     'meta': {'source': 'dev148-en', 'genre': gname, 'lowercase': lo, 'country': country}})
    with open(OUT, 'w', encoding='utf-8') as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans -> %s' % (len(rows), sum(len(r['spans']) for r in rows), OUT))


if __name__ == '__main__':
    main()
