"""Build ../notes.jsonl for dev233_en (author 233). Standard library only; all randomness from Random(233)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402
import case  # noqa: E402
import g_sci  # noqa: E402
import g_skin  # noqa: E402
import g_letters  # noqa: E402
import g_misc  # noqa: E402
import g_comm  # noqa: E402

# genre name, function, patient kind ('sci' / 'amp' / None = either), phase, number of notes
GENRES = [
    ('sci_admission_isncsci', g_sci.admission, 'sci', 'inpatient', 34),
    ('rehab_physician_progress', g_sci.progress, None, 'inpatient', 35),
    ('bladder_bowel_programme', g_sci.bladder_bowel, 'sci', None, 33),
    ('pressure_injury_seating_clinic', g_skin.seating, 'sci80', 'outpatient', 34),
    ('prosthetic_clinic_fitting', g_skin.prosthetic, 'amp', 'outpatient', 35),
    ('pt_gait_training', g_skin.gait, None, None, 34),
    ('vocational_funding_letter', g_letters.voc_letter, None, 'outpatient', 33),
    ('home_modification_assessment', g_letters.home_mod, None, None, 32),
    ('peer_mentor_psychology', g_misc.peer_psych, None, None, 34),
    ('discharge_summary_equipment', g_misc.discharge, None, 'inpatient', 35),
    ('driver_rehab_evaluation', g_letters.driver, None, 'outpatient', 32),
    ('telehealth_portal_messages', g_comm.telehealth, None, 'outpatient', 34),
    ('nursing_shift_handover', g_comm.nursing, None, 'inpatient', 34),
]


def build():
    r = random.Random(233)
    order = []
    for gi, g in enumerate(GENRES):
        order += [gi] * g[4]
    r.shuffle(order)
    lower_ids = set(r.sample(range(len(order)), round(len(order) / 6)))
    out = []
    for i, gi in enumerate(order):
        name, fn, kind, phase, _ = GENRES[gi]
        if kind == 'sci80':
            kind = 'sci' if r.random() < 0.8 else 'amp'
        if phase is None:
            phase = 'inpatient' if r.random() < 0.5 else 'outpatient'
        lower = i in lower_ids
        c = case.make_case(r, kind=kind, phase=phase)
        n = phi.Note(r, lower=lower, typo=c.typo)
        fn(n, c)
        text = n.text()
        spans = [{'start': s['start'], 'end': s['end'], 'label': s['label'], 'type': s['type'], 'text': s['text']}
                 for s in n.spans]
        out.append({'id': 'dev233-%04d' % (i + 1), 'text': text, 'spans': spans,
                    'meta': {'source': 'dev233-en', 'genre': name, 'lowercase': lower, 'country': c.country}})
    return out


def main():
    notes = build()
    path = os.path.join(HERE, '..', 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    print('wrote %d notes to %s' % (len(notes), os.path.normpath(path)))


if __name__ == '__main__':
    main()
