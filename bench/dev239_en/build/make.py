#!/usr/bin/env python3
"""Build bench/dev239_en/notes.jsonl (author 239; standard library only; seed 239).

Usage:  python3 bench/dev239_en/build/make.py [output_path]
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import phi  # noqa: E402
import g_assess  # noqa: E402
import g_psych  # noqa: E402
import g_ward  # noqa: E402
import g_group  # noqa: E402
import g_dc  # noqa: E402
import g_phone  # noqa: E402
import g_letters  # noqa: E402

SEED = 239
N_PER_GENRE = 36

# (genre name, generator, country weights US/UK/NZ)
GENRES = [
    ("bariatric_surgery_assessment", g_assess.g_assessment, (40, 30, 30)),
    ("dietitian_consultation", g_assess.g_dietitian, (35, 35, 30)),
    ("psychology_presurgical_evaluation", g_psych.g_psych, (50, 25, 25)),
    ("operative_note", g_psych.g_operative, (40, 30, 30)),
    ("postop_ward_progress_note", g_ward.g_ward, (35, 35, 30)),
    ("glp1_medication_clinic", g_ward.g_glp1, (45, 30, 25)),
    ("support_group_attendance_log", g_group.g_group, (40, 30, 30)),
    ("insurance_letter_of_medical_necessity", g_group.g_lmn, (65, 15, 20)),
    ("discharge_summary", g_dc.g_discharge, (35, 35, 30)),
    ("telephone_encounter", g_phone.g_phone, (40, 30, 30)),
    ("bariatric_mdt_meeting", g_phone.g_mdt, (20, 45, 35)),
    ("primary_care_referral_letter", g_letters.g_referral, (30, 40, 30)),
    ("postop_followup_clinic_letter", g_letters.g_followup, (35, 35, 30)),
]
COUNTRIES = ("US", "UK", "NZ")


def pick_country(rng, weights):
    x = rng.uniform(0, sum(weights))
    for cc, w in zip(COUNTRIES, weights):
        x -= w
        if x <= 0:
            return cc
    return COUNTRIES[-1]


def build():
    rng = random.Random(SEED)
    jobs = []
    for gi, (name, fn, weights) in enumerate(GENRES):
        for _ in range(N_PER_GENRE):
            jobs.append((gi, pick_country(rng, weights), rng.getrandbits(48)))
    rng.shuffle(jobs)
    n = len(jobs)
    lower_idx = sorted(rng.sample(range(n), round(n / 6.0)))
    lower_set = [False] * n
    for i in lower_idx:
        lower_set[i] = True
    notes = []
    for i, (gi, cc, seed) in enumerate(jobs):
        name, fn, _ = GENRES[gi]
        note_rng = random.Random(seed)
        typo_rng = random.Random(note_rng.getrandbits(32))
        typo_rate = 0.08 if typo_rng.random() < 0.3 else 0.0
        ctx = phi.Ctx(note_rng, cc)
        b = phi.Builder(lower=lower_set[i], typo_rng=typo_rng, typo_rate=typo_rate)
        fn(ctx, b)
        text = b.text()
        spans = b.spans
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d" % (i + 1))
        notes.append({
            "id": "dev239-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev239-en", "genre": name, "lowercase": lower_set[i], "country": cc},
        })
    return notes


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), out))


if __name__ == "__main__":
    main()
