"""Build dev380_en/notes.jsonl.

usage: python3 build/make.py [OUT_DIR]      (default: the set folder, parent of build/)

One random generator, random.Random(380), is created here and passed to every writer.
"""
import sys

sys.dont_write_bytecode = True

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as X  # noqa: E402
import g_admin  # noqa: E402
import g_comm  # noqa: E402
import g_letters  # noqa: E402
import g_prosth  # noqa: E402
import g_rehab  # noqa: E402
from core import Note, VOCAB, wchoice  # noqa: E402

# (genre, writer, notes, of which lower case)
GENRES = [
    ('limb_centre_clinic_letter', g_letters.clinic_letter, 33, 3),
    ('prosthetist_casting_fitting_record', g_prosth.casting, 33, 4),
    ('pre_amputation_counselling_note', g_letters.pre_amp, 33, 3),
    ('inpatient_rehab_physiotherapy_note', g_rehab.physio_note, 33, 9),
    ('gait_assessment_report', g_rehab.gait_report, 32, 2),
    ('wheelchair_seating_assessment', g_rehab.wheelchair, 32, 3),
    ('ot_home_visit_report', g_comm.home_visit, 32, 3),
    ('prosthesis_repair_job_sheet', g_prosth.repair, 32, 9),
    ('peer_support_volunteer_contact_log', g_comm.peer_log, 32, 10),
    ('driving_adaptation_referral', g_admin.driving, 32, 3),
    ('prosthetic_funding_request', g_admin.funding, 32, 2),
    ('telehealth_socket_review', g_prosth.telehealth, 32, 9),
    ('amputee_mdt_meeting_record', g_comm.mdt, 32, 10),
]
OWN_GENRES = ['prosthetic_funding_request', 'telehealth_socket_review', 'amputee_mdt_meeting_record']
# the context builder keys a few date rules on these short names
CTX_KEY = {
    'pre_amputation_counselling_note': 'pre_amputation_counselling',
    'inpatient_rehab_physiotherapy_note': 'inpatient_rehab_physio',
    'amputee_mdt_meeting_record': 'mdt_meeting_record',
    'peer_support_volunteer_contact_log': 'peer_support_contact_log',
}
# informal genres carry more typing errors
TYPO_RATE = {'inpatient_rehab_physiotherapy_note': 0.06, 'prosthesis_repair_job_sheet': 0.06,
             'peer_support_volunteer_contact_log': 0.08, 'amputee_mdt_meeting_record': 0.05,
             'telehealth_socket_review': 0.04}
COUNTRIES = [('UK', 30), ('US', 24), ('AU', 15), ('CA', 12), ('NZ', 9), ('IE', 10)]


def build(rng):
    plan = []
    for name, fn, k, low in GENRES:
        for i in range(k):
            plan.append((name, i < low))
    rng.shuffle(plan)
    writers = {name: fn for name, fn, _, _ in GENRES}
    out = []
    for i, (name, low) in enumerate(plan):
        country = wchoice(rng, COUNTRIES)
        x = X.build(rng, country, CTX_KEY.get(name, name))
        n = Note(lower=low, vocab=VOCAB.get(country), typo_rng=rng, typo_rate=TYPO_RATE.get(name, 0.01))
        writers[name](rng, n, x)
        out.append(n.record('dev380-%04d' % (i + 1), name, country))
    return out


def main(argv):
    out_dir = argv[1] if len(argv) > 1 else os.path.dirname(HERE)
    rng = random.Random(380)
    notes = build(rng)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, 'notes.jsonl')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans to %s' % (len(notes), sum(len(r['spans']) for r in notes), path))


if __name__ == '__main__':
    main(sys.argv)
