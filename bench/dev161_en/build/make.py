"""Build bench/dev161_en/notes.jsonl (perioperative PHI evaluation set). Standard library only.

Run from bench/dev161_en:  python3 build/make.py && python3 build/check.py
"""
import json
import os
import random

from core import finish
from phi import Gen
import genres_sched as S
import genres_preop as PR
import genres_intraop as IO
import genres_post as PO
import genres_devices as DV

GENRES = [
    ('or_schedule_export', S.or_schedule),
    ('pacu_board', S.pacu_board),
    ('preop_checklist', PR.preop_checklist),
    ('anaesthesia_record', IO.anaesthesia_record),
    ('operative_note', IO.operative_note),
    ('surgical_count_sheet', IO.count_sheet),
    ('sterile_processing_tray_log', DV.spd_tray_log),
    ('surgical_consent_summary', PR.consent_summary),
    ('postop_nursing_note', PO.postop_nursing_note),
    ('case_cancellation_log', S.cancellation_log),
    ('implant_log', DV.implant_log),
    ('or_pacu_handoff_report', PO.handoff_note),
    ('surgical_booking_request', PR.booking_request),
]
N_NOTES = 600
CA_SHARE = 0.35


def main():
    rng = random.Random(161)
    plan = []
    base, extra = divmod(N_NOTES, len(GENRES))
    for i, (name, fn) in enumerate(GENRES):
        plan += [(name, fn)] * (base + (1 if i < extra else 0))
    rng.shuffle(plan)
    lower_idx = set(rng.sample(range(len(plan)), round(len(plan) / 6)))
    out = []
    for i, (name, fn) in enumerate(plan):
        country = 'CA' if rng.random() < CA_SHARE else 'US'
        g = Gen(rng, country)
        note = fn(g)
        out.append(finish(note, 'dev161-%04d' % (i + 1), name, country, i in lower_idx))
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, '..', 'notes.jsonl')
    with open(path, 'w', encoding='utf-8') as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans -> %s' % (len(out), sum(len(r['spans']) for r in out), os.path.normpath(path)))


if __name__ == '__main__':
    main()
