#!/usr/bin/env python3
"""Build the dev382_en evaluation set: writes notes.jsonl (one JSON object per line).

Usage: python3 build/make.py [--out PATH]     (default: notes.jsonl beside this build folder)

One random generator, random.Random(382), is created here and passed to everything through Ctx/Note.
Offsets are recorded while each note is assembled (core.Note.add); nothing searches the finished text.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_letters  # noqa: E402
import g_own  # noqa: E402
import g_preop  # noqa: E402
import g_theatre  # noqa: E402
import g_ward  # noqa: E402

SEED = 382
PER_GENRE = 34

# (genre slug, generator, own genre?, typo rate)
GENRES = [
    ('orthopaedic_clinic_letter', g_letters.clinic_letter, False, 0.01),
    ('preop_assessment_record', g_preop.preop_assessment, False, 0.03),
    ('joint_school_attendance', g_preop.joint_school, False, 0.02),
    ('operative_note_implants', g_theatre.operative_note, False, 0.02),
    ('anaesthetic_chart_summary', g_preop.anaesthetic_summary, False, 0.03),
    ('ward_round_note', g_ward.ward_round, False, 0.06),
    ('eras_physiotherapy_note', g_ward.physio_eras, False, 0.05),
    ('discharge_summary', g_ward.discharge_summary, False, 0.02),
    ('six_week_followup_letter', g_letters.six_week_letter, False, 0.01),
    ('joint_registry_submission', g_theatre.registry_form, False, 0.0),
    ('gp_referral_letter', g_letters.gp_referral, True, 0.02),
    ('telephone_virtual_review', g_own.telephone_review, True, 0.05),
    ('proms_questionnaire_record', g_own.proms_record, True, 0.0),
]
COUNTRY_WEIGHTS = {'GB': 28, 'IE': 13, 'US': 22, 'CA': 12, 'AU': 14, 'NZ': 11}


def build(rng):
    plan = []
    for slug, fn, own, typo in GENRES:
        plan += [(slug, fn, typo)] * PER_GENRE
    rng.shuffle(plan)
    n_lower = round(len(plan) / 6.0)
    lower_idx = set(rng.sample(range(len(plan)), n_lower))
    out = []
    for i, (slug, fn, typo) in enumerate(plan):
        country = core.wchoice(rng, COUNTRY_WEIGHTS)
        ctx = core.Ctx(rng, country)
        lower = i in lower_idx
        note = core.Note(rng, lower=lower, typo_rate=typo)
        fn(note, ctx)
        text = note.text()
        for s in note.spans:
            assert text[s['start']:s['end']] == s['text'], (slug, s)
        out.append({
            'id': 'dev382-%04d' % (i + 1),
            'text': text,
            'spans': note.spans,
            'meta': {'source': 'dev382-en', 'genre': slug, 'lowercase': text == text.lower(), 'country': country},
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', default=os.path.join(os.path.dirname(HERE), 'notes.jsonl'))
    a = ap.parse_args()
    rng = random.Random(SEED)
    notes = build(rng)
    with open(a.out, 'w', encoding='utf-8', newline='\n') as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + '\n')
    print('wrote %d notes, %d spans -> %s' % (len(notes), sum(len(o['spans']) for o in notes), a.out))


if __name__ == '__main__':
    main()
