#!/usr/bin/env python3
"""Build dev386_en/notes.jsonl: English tinnitus & hearing-therapy notes with PHI spans.

Usage: python3 build/make.py [--out DIR]   (default DIR: the set folder, parent of build/)
Standard library only; one random generator, random.Random(386), created once and passed around.
"""
import argparse
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cases as K  # noqa: E402
import clinical as CL  # noqa: E402
import core as C  # noqa: E402
import g_letters as GL  # noqa: E402
import g_logs as GG  # noqa: E402
import g_reports as GR  # noqa: E402
import g_sessions as GS  # noqa: E402
from gbase import X  # noqa: E402

SEED = 386
PER_GENRE = 32

# (genre, writer, number of all-lower-case notes among PER_GENRE, own genre?)
GENRES = [
    ("audiology_clinic_letter", GL.clinic_letter, 4, False),
    ("audiogram_tympanometry_report", GR.audiogram_report, 4, False),
    ("tinnitus_questionnaire_summary", GR.questionnaire_summary, 3, False),
    ("hearing_therapy_session_note", GS.session_note, 10, False),
    ("hearing_aid_fitting_record", GR.fitting_record, 4, False),
    ("hearing_aid_repair_battery_log", GG.repair_log, 8, False),
    ("ent_referral", GL.ent_referral, 4, False),
    ("gp_letter", GL.gp_letter, 4, False),
    ("telephone_followup", GS.phone_followup, 13, False),
    ("sound_generator_loan_record", GG.loan_record, 4, False),
    ("remote_fitting_session_log", GG.remote_log, 5, True),
    ("hyperacusis_desensitisation_plan", GS.hyperacusis_plan, 4, True),
    ("occupational_noise_assessment", GG.occ_assessment, 4, True),
]

COUNTRY_WEIGHTS = [("UK", 30), ("US", 20), ("AU", 15), ("CA", 12), ("IE", 12), ("NZ", 11)]


def plan(rng):
    order = []
    for g in GENRES:
        order += [g] * PER_GENRE
    rng.shuffle(order)
    lower = [False] * len(order)
    for name, _, n_low, _ in GENRES:
        idx = [i for i, g in enumerate(order) if g[0] == name]
        for i in rng.sample(idx, n_low):
            lower[i] = True
    return order, lower


def one_note(rng, num, genre, writer, lower):
    c = C.wpick(rng, COUNTRY_WEIGHTS)
    visit = C.workday(C.rand_date(rng, dt.date(2019, 1, 7), dt.date(2025, 6, 27)))
    pt = K.patient(rng, c, visit)
    n = C.Note(rng, lower)
    n.typos = CL.TYPOS
    n.typo_rate = 0.06 if lower else 0.012
    x = X(rng, n, c, pt)
    writer(x)
    text, spans = n.finish()
    text = text.rstrip()
    for sp in spans:
        if sp["end"] > len(text):
            raise ValueError("span beyond trimmed text")
    return {
        "id": "dev386-%04d" % num,
        "text": text,
        "spans": spans,
        "meta": {"source": "dev386-en", "genre": genre, "lowercase": lower, "country": c},
    }


def build():
    rng = random.Random(SEED)
    order, lower = plan(rng)
    notes = []
    for i, (g, writer, _, _) in enumerate(order):
        notes.append(one_note(rng, i + 1, g, writer, lower[i]))
    return notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(HERE))
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    notes = build()
    path = os.path.join(a.out, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()
